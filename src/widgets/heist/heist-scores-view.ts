/**
 * What <heist-scoring> shows under "Scores" for a set of hauls and tile points: the faults in
 * the hauls, the line that names the winner, and the standings and tile tables, as strings
 * (pure). The page draws a first visit's view from it at build time, and the widget draws the
 * same view from the fields, so a first visit's start-up has nothing to redraw.
 */
import { escapeHtml } from '../../lib/html.ts';
import {
  awardTiles,
  checkHauls,
  standings,
  SUITS,
  TILES,
  VALUE_SETS,
  type Haul,
  type TileId,
} from '../../games/heist/scoring.ts';
import { shownScore, tilesStillNeeded } from './heist-scoring-state.ts';

export interface ScoresView {
  /** Faults in the hauls, one sentence each; while there are any, no scores are shown. */
  problems: string[];
  /** The line under "Scores": who wins, what is still missing, or what to fix. */
  winner: string;
  /** The tables (and the list of tile points still to type), as HTML. */
  results: string;
  /** Whether a tile someone took still has no points: the tile table should be open. */
  needsPoints: boolean;
}

/** What thief p (from 0) is called until the players name them. */
export const defaultThiefName = (p: number): string => `Thief ${p + 1}`;

/** The haul of thief p as the page first shows it: every count 0, leaving in seat order. */
export const blankHaul = (p: number): Haul => ({
  name: defaultThiefName(p),
  suits: Object.fromEntries(SUITS.map((s) => [s, 0])) as Haul['suits'],
  sets: Object.fromEntries(VALUE_SETS.map((v) => [v, 0])) as Haul['sets'],
  curses: 0,
  prestige: 0,
  exitOrder: p + 1,
});

/** Each tile under its printed name, as the page first shows the tile table. */
export const printedTileNames = (): Record<TileId, string> =>
  Object.fromEntries(TILES.map((t) => [t.id, t.label])) as Record<TileId, string>;

/** No tile points typed yet. */
export const noTilePoints = (): Record<TileId, number | null> =>
  Object.fromEntries(TILES.map((t) => [t.id, null])) as Record<TileId, number | null>;

const OUT_OF_RANGE =
  'Some values are outside what a haul can hold: see the notes beside those fields.';

/**
 * The view for these hauls (null while a field holds a value out of its range), the players'
 * names for the tiles, and the points typed so far (null: not typed).
 */
export function scoresView(
  hauls: Haul[] | null,
  names: Readonly<Record<TileId, string>>,
  typed: Readonly<Record<TileId, number | null>>,
): ScoresView {
  const problems = hauls ? checkHauls(hauls) : [OUT_OF_RANGE];
  if (!hauls || problems.length)
    return {
      problems,
      winner: 'Fix the hauls above to see the scores.',
      results: '',
      needsPoints: false,
    };
  const points = Object.fromEntries(TILES.map((t) => [t.id, typed[t.id] ?? 0])) as Record<
    TileId,
    number
  >;
  const awards = awardTiles(hauls);
  const needed = tilesStillNeeded(awards, typed);
  const waitingFor = (p: number) => needed.filter((n) => n.winner === p).length;
  const table = standings(hauls, points);
  const awardRows = awards
    .map(
      (a) =>
        `<tr><th scope="row">${escapeHtml(names[a.tile.id])}</th><td>${a.winner === null ? 'nobody (tied)' : escapeHtml(hauls[a.winner]!.name)}</td><td class="num">${typed[a.tile.id] ?? (a.winner === null ? '—' : 'not typed')}</td></tr>`,
    )
    .join('');
  const placeRows = [...table]
    .sort((a, b) => a.place - b.place)
    .map(
      (s) =>
        `<tr><td class="num">${needed.length ? '' : s.place}</td><th scope="row">${escapeHtml(hauls[s.player]!.name)}</th><td>${s.tiles.map((t) => escapeHtml(names[t])).join(', ') || '—'}</td><td class="num">${s.prestige}</td><td class="num">${shownScore(s.score, waitingFor(s.player))}</td></tr>`,
    )
    .join('');
  const results = `
      ${needed.length ? `<p class="kit-error" data-needed>Type the points of ${needed.length === 1 ? 'this tile' : `these ${needed.length} tiles`} to settle the scores: ${needed.map((n) => `${escapeHtml(names[n.tile])} (${escapeHtml(hauls[n.winner]!.name)})`).join(', ')}. Tiles nobody takes need no points.</p>` : ''}
      <section class="tp-scroll" tabindex="0" aria-label="Standings"><table class="tp-table hz-standings"><caption>Standings (a total below 0 counts as 0)</caption><thead><tr><th scope="col">Place</th><th scope="col">Thief</th><th scope="col">Tiles</th><th scope="col" class="num">Prestige</th><th scope="col" class="num">Score</th></tr></thead><tbody>${placeRows}</tbody></table></section>
      <section class="tp-scroll" tabindex="0" aria-label="Who takes each tile"><table class="tp-table"><caption>Who takes each tile${hauls.length === 2 ? ' (two thieves: three tiles are left out)' : ''}</caption><thead><tr><th scope="col">Tile</th><th scope="col">Taken by</th><th scope="col" class="num">Points</th></tr></thead><tbody>${awardRows}</tbody></table></section>`;
  if (needed.length)
    return {
      problems,
      winner: `Scores so far: ${needed.length} tile${needed.length > 1 ? 's' : ''} taken still need${needed.length > 1 ? '' : 's'} points.`,
      results,
      needsPoints: true,
    };
  const first = table.filter((s) => s.place === 1).map((s) => hauls[s.player]!.name);
  return {
    problems,
    winner:
      first.length === 1
        ? `${first[0]} wins.`
        : `${first.slice(0, -1).join(', ')} and ${first.at(-1)} share the win.`,
    results,
    needsPoints: false,
  };
}

/** The faults as list items. */
export const problemsHtml = (problems: readonly string[]): string =>
  problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('');
