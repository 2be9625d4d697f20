/**
 * <heist-scoring>'s saves, checked before use (pure, unit-tested): the players' own tile names
 * and points (HZ-R1) and the hauls as typed.
 */
import { MAX_PLAYERS, MIN_PLAYERS, TILES, type TileId } from '../../games/heist/scoring.ts';
import { isRecord } from '../kit/save-store.ts';

export const TILES_KEY = 'tower-press:heist-tiles';
export const HAULS_KEY = 'tower-press:heist-hauls';

export interface SavedTiles {
  v: 1;
  names: Partial<Record<TileId, string>>;
  points: Partial<Record<TileId, number>>;
}

/** The hauls as typed: the number of thieves and every field's text, by field name. */
export interface SavedHauls {
  v: 1;
  players: number;
  fields: Record<string, string>;
}

const TILE_IDS = new Set<string>(TILES.map((t) => t.id));

/** Checks a saved tile table; throws saying what is wrong (a save like `"names": null` must not break the page). */
export function checkTiles(data: unknown): SavedTiles {
  if (!isRecord(data)) throw new Error('it is not a table of tiles');
  if (data.v !== 1) throw new Error(`it is format ${String(data.v)}, this page reads format 1`);
  if (!isRecord(data.names) || !isRecord(data.points))
    throw new Error('its tile names or points are missing');
  for (const [id, name] of Object.entries(data.names)) {
    if (!TILE_IDS.has(id) || typeof name !== 'string')
      throw new Error(`the name saved for “${id}” is damaged`);
  }
  for (const [id, n] of Object.entries(data.points)) {
    if (!TILE_IDS.has(id) || !Number.isInteger(n))
      throw new Error(`the points saved for “${id}” are damaged`);
  }
  return data as unknown as SavedTiles;
}

export function checkHaulsSave(data: unknown): SavedHauls {
  if (!isRecord(data) || data.v !== 1)
    throw new Error('it is not a saved set of hauls this page can read');
  if (
    !Number.isInteger(data.players) ||
    (data.players as number) < MIN_PLAYERS ||
    (data.players as number) > MAX_PLAYERS
  )
    throw new Error('its number of thieves is damaged');
  if (!isRecord(data.fields) || !Object.values(data.fields).every((v) => typeof v === 'string'))
    throw new Error('its fields are damaged');
  return data as unknown as SavedHauls;
}

/** What to say when a penalty tile is given points above 0. */
export const penaltySignMessage = (label: string, typed: string): string =>
  `${label} is a penalty tile: its points count against the thief, so type −${typed} (0 or less).`;

/**
 * The tiles whose points still decide a score: taken by someone and not typed yet. A tile
 * nobody takes (a tie) needs no points, so scores are shown as soon as the tiles that count are
 * typed, not only once all thirteen are.
 */
export function tilesStillNeeded(
  awards: readonly { tile: { id: TileId }; winner: number | null }[],
  typed: Readonly<Record<TileId, number | null>>,
): { tile: TileId; winner: number }[] {
  return awards.flatMap((a) =>
    a.winner !== null && typed[a.tile.id] === null ? [{ tile: a.tile.id, winner: a.winner }] : [],
  );
}

/** A thief's score as shown: exact, or "12 + ?" while a tile they took has no points yet. */
export const shownScore = (score: number, waiting: number): string =>
  waiting ? `${score} + ? (${waiting} tile${waiting > 1 ? 's' : ''} to type)` : String(score);
