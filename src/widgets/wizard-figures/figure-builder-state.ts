/**
 * The figure builder's state in the URL (pure, unit-tested):
 *   name, st, dx, iq           the figure being built
 *   roster                     figures kept for the roster PDF: "Name:ST:DX:IQ;Name:ST:DX:IQ"
 */
import {
  DEFAULT_FIGURE,
  NAME_MAX,
  checkFigure,
  type Figure,
} from '../../games/wizard-figures/figure.ts';
import { cutText } from '../../lib/seed-text.ts';
import { quoteList, quoteParam, quoteValue } from '../../lib/url-echo.ts';

/** A name from the URL, cut to NAME_MAX characters with a note naming what was dropped. */
function cutName(name: string, what: string, notes: string[]): string {
  const { text, cut } = cutText(name, NAME_MAX);
  if (cut)
    notes.push(
      `${what} was longer than ${NAME_MAX} characters, so ${quoteValue(name.slice(text.length))} was dropped from its end.`,
    );
  return text;
}

export const ROSTER_MAX = 20;

export function parseFigureParams(params: URLSearchParams): {
  figure: Figure;
  roster: Figure[];
  notes: string[];
} {
  const notes: string[] = [];
  const figure: Figure = {
    ...DEFAULT_FIGURE,
    name: cutName(params.get('name') ?? '', 'The name', notes),
  };
  for (const id of ['st', 'dx', 'iq'] as const) {
    const raw = params.get(id);
    if (raw === null || raw === '') continue;
    const n = Number(raw);
    if (Number.isInteger(n)) figure[id] = n;
    else notes.push(`${quoteParam(id, raw)} is not a whole number, so ${figure[id]} is used.`);
  }
  const roster: Figure[] = [];
  const dropped: string[] = [];
  for (const entry of (params.get('roster') ?? '').split(';').filter(Boolean)) {
    const parts = entry.split(':');
    const [st, dx, iq] = parts.slice(-3).map(Number);
    const f: Figure = { name: parts.slice(0, -3).join(':'), st: st!, dx: dx!, iq: iq! };
    if (parts.length < 4)
      notes.push(
        `The roster entry ${quoteValue(entry)} is not a legal figure, so it was left out.`,
      );
    else if (roster.length >= ROSTER_MAX) dropped.push(f.name || entry);
    else {
      f.name = cutName(f.name, `The roster name ${quoteValue(f.name)}`, notes);
      if (checkFigure(f).length)
        notes.push(
          `The roster entry ${quoteValue(entry)} is not a legal figure, so it was left out.`,
        );
      else roster.push(f);
    }
  }
  if (dropped.length) {
    notes.push(
      `A roster holds at most ${ROSTER_MAX} figures, so the ${dropped.length} after the ${ROSTER_MAX}th ${dropped.length === 1 ? 'was' : 'were'} left out: ${quoteList(dropped)}.`,
    );
  }
  return { figure, roster, notes };
}

export function figureParams(figure: Figure, roster: readonly Figure[]): URLSearchParams {
  const params = new URLSearchParams();
  if (figure.name) params.set('name', figure.name);
  for (const id of ['st', 'dx', 'iq'] as const)
    if (Number.isFinite(figure[id])) params.set(id, String(figure[id]));
  if (roster.length)
    params.set(
      'roster',
      roster.map((f) => `${f.name.replace(/;/g, ',')}:${f.st}:${f.dx}:${f.iq}`).join(';'),
    );
  return params;
}
