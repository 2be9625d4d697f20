/**
 * The figure builder's state in the URL (pure, unit-tested):
 *   name, st, dx, iq           the figure being built
 *   roster                     figures kept for the roster PDF: "Name:ST:DX:IQ;Name:ST:DX:IQ"
 */
import { DEFAULT_FIGURE, NAME_MAX, checkFigure, type Figure } from '../games/tft-wizard/figure.ts';

export const ROSTER_MAX = 20;

export function parseFigureParams(params: URLSearchParams): { figure: Figure; roster: Figure[]; notes: string[] } {
  const notes: string[] = [];
  const figure: Figure = { ...DEFAULT_FIGURE, name: (params.get('name') ?? '').slice(0, NAME_MAX) };
  for (const id of ['st', 'dx', 'iq'] as const) {
    const raw = params.get(id);
    if (raw === null || raw === '') continue;
    const n = Number(raw);
    if (Number.isInteger(n)) figure[id] = n;
    else notes.push(`“${id}=${raw}” is not a whole number, so ${figure[id]} is used.`);
  }
  const roster: Figure[] = [];
  for (const entry of (params.get('roster') ?? '').split(';').filter(Boolean)) {
    const parts = entry.split(':');
    const [st, dx, iq] = parts.slice(-3).map(Number);
    const f: Figure = { name: parts.slice(0, -3).join(':').slice(0, NAME_MAX), st: st!, dx: dx!, iq: iq! };
    if (parts.length < 4 || checkFigure(f).length) notes.push(`The roster entry “${entry}” is not a legal figure, so it was left out.`);
    else if (roster.length < ROSTER_MAX) roster.push(f);
  }
  return { figure, roster, notes };
}

export function figureParams(figure: Figure, roster: readonly Figure[]): URLSearchParams {
  const params = new URLSearchParams();
  if (figure.name) params.set('name', figure.name);
  for (const id of ['st', 'dx', 'iq'] as const) if (Number.isFinite(figure[id])) params.set(id, String(figure[id]));
  if (roster.length) params.set('roster', roster.map((f) => `${f.name.replace(/;/g, ',')}:${f.st}:${f.dx}:${f.iq}`).join(';'));
  return params;
}
