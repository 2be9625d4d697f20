/**
 * 10 Minute Heist: The Wizard's Tower, scoring facts only. Thirteen scoring tiles: one per
 * treasure suit (most value), one per value set (most cards showing 3, 4 or 5), two for
 * curses (most and fewest), three for the exit order. A tied category awards nothing.
 * The tiles' points were lost from the source text, so players enter them (HZ-R1).
 */
export const SUITS = ['potion', 'fossil', 'artifact', 'jewel', 'tome'] as const;
export type SuitId = (typeof SUITS)[number];
export const SUIT_NAMES: Record<SuitId, string> = {
  potion: 'Potion',
  fossil: 'Fossil',
  artifact: 'Artifact',
  jewel: 'Jewel',
  tome: 'Tome',
};
export const VALUE_SETS = [3, 4, 5] as const;
export const MAX_PLAYERS = 5;
/** A player's name, on the score pad and in the scoring form alike. */
export const PLAYER_NAME_MAX = 20;
export const MIN_PLAYERS = 2;

export type TileId =
  | `suit-${SuitId}`
  | `set-${3 | 4 | 5}`
  | 'most-curses'
  | 'fewest-curses'
  | 'exit-1'
  | 'exit-2'
  | 'exit-last';

export interface Tile {
  readonly id: TileId;
  /** What the tile scores, as our own label (the game's tile names are not reproduced). */
  readonly label: string;
  /** Left out of a two-player game. */
  readonly notWithTwo: boolean;
  /** A penalty tile: its points are usually negative. */
  readonly penalty: boolean;
}

export const TILES: readonly Tile[] = [
  ...SUITS.map((s) => ({
    id: `suit-${s}` as TileId,
    label: `Most ${SUIT_NAMES[s]} value`,
    notWithTwo: false,
    penalty: false,
  })),
  ...VALUE_SETS.map((v) => ({
    id: `set-${v}` as TileId,
    label: `Most cards of value ${v}`,
    notWithTwo: false,
    penalty: false,
  })),
  { id: 'most-curses', label: 'Most curses', notWithTwo: false, penalty: true },
  { id: 'fewest-curses', label: 'Fewest curses', notWithTwo: true, penalty: false },
  { id: 'exit-1', label: '1st to exit', notWithTwo: false, penalty: false },
  { id: 'exit-2', label: '2nd to exit', notWithTwo: true, penalty: false },
  { id: 'exit-last', label: 'Last to exit', notWithTwo: true, penalty: true },
];

export interface Haul {
  name: string;
  /** Total value per treasure suit (a Wild card counts in every suit); 0 or more. */
  suits: Record<SuitId, number>;
  /** How many cards show each value (a card with several values counts for each). */
  sets: Record<3 | 4 | 5, number>;
  /** Curse icons in the haul, less any a card takes off: may be below 0, which counts as 0 (HZ-R2). */
  curses: number;
  /** Prestige printed on cards in the haul. */
  prestige: number;
  /** 1 for the first out of the tower, 2 for the second… */
  exitOrder: number;
}

export interface TileAward {
  tile: Tile;
  /** Index of the player who takes it, or null when tied (nobody) or not in play. */
  winner: number | null;
  /** Why nobody took it, when nobody did. */
  note?: string;
}

export interface Standing {
  player: number;
  tiles: TileId[];
  tilePoints: number;
  prestige: number;
  /** Tiles plus prestige; penalty tiles can take it below 0 (HZ-R2). */
  score: number;
  /** 1 = winner; players sharing a place share the number. */
  place: number;
}

export const tilesInPlay = (players: number): Tile[] =>
  TILES.filter((t) => players > 2 || !t.notWithTwo);

/** The single best player by `measure` (highest, or lowest with `fewest`), or null on a tie. */
function uniqueBest(values: readonly number[], fewest = false): number | null {
  const best = fewest ? Math.min(...values) : Math.max(...values);
  const at = values.flatMap((v, i) => (v === best ? [i] : []));
  return at.length === 1 ? at[0]! : null;
}

export function checkHauls(hauls: readonly Haul[]): string[] {
  const problems: string[] = [];
  if (hauls.length < MIN_PLAYERS || hauls.length > MAX_PLAYERS)
    problems.push(`The game is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${hauls.length}.`);
  hauls.forEach((h, i) => {
    const who = h.name || `Player ${i + 1}`;
    // HZ-R2: a card can take curses off, so a curse count may be below 0; no card lowers a suit total.
    if (!Number.isInteger(h.curses))
      problems.push(`${who}: curses must be a whole number (got ${h.curses}).`);
    const counts: [string, number][] = [
      ...SUITS.map((s) => [`${SUIT_NAMES[s]} value`, h.suits[s]] as [string, number]),
      ...VALUE_SETS.map((v) => [`cards of value ${v}`, h.sets[v]] as [string, number]),
      ['prestige', h.prestige],
    ];
    for (const [label, n] of counts)
      if (!Number.isInteger(n) || n < 0)
        problems.push(`${who}: ${label} must be a whole number, 0 or more (got ${n}).`);
  });
  const orders = hauls.map((h) => h.exitOrder).sort((a, b) => a - b);
  if (orders.some((o, i) => o !== i + 1))
    problems.push(`Exit order must give each player a different place from 1 to ${hauls.length}.`);
  return problems;
}

/** HZ-R2: a curse count below 0 counts as exactly 0, so it ties with the other zeros. */
export const curseCount = (h: Haul): number => Math.max(0, h.curses);

export function awardTiles(hauls: readonly Haul[]): TileAward[] {
  const n = hauls.length;
  return tilesInPlay(n).map((tile) => {
    let winner: number | null;
    const id = tile.id;
    if (id.startsWith('suit-'))
      winner = uniqueBest(hauls.map((h) => h.suits[id.slice(5) as SuitId]));
    else if (id.startsWith('set-'))
      winner = uniqueBest(hauls.map((h) => h.sets[Number(id.slice(4)) as 3 | 4 | 5]));
    else if (id === 'most-curses') winner = uniqueBest(hauls.map(curseCount));
    else if (id === 'fewest-curses') winner = uniqueBest(hauls.map(curseCount), true);
    else {
      const place = id === 'exit-1' ? 1 : id === 'exit-2' ? 2 : n;
      winner = hauls.findIndex((h) => h.exitOrder === place);
    }
    return winner === null ? { tile, winner, note: 'tied: nobody takes it' } : { tile, winner };
  });
}

/**
 * Scores and places: tiles' points (from the players' own tile table) plus prestige (no floor:
 * HZ-R2); ties for a place broken by fewer curses, then by more tiles (HZ-R4).
 */
export function standings(
  hauls: readonly Haul[],
  points: Readonly<Record<TileId, number>>,
): Standing[] {
  const awards = awardTiles(hauls);
  const rows: Standing[] = hauls.map((h, player) => {
    const tiles = awards.filter((a) => a.winner === player).map((a) => a.tile.id);
    const tilePoints = tiles.reduce((sum, t) => sum + (points[t] ?? 0), 0);
    return {
      player,
      tiles,
      tilePoints,
      prestige: h.prestige,
      score: tilePoints + h.prestige,
      place: 0,
    };
  });
  const key = (r: Standing) => [r.score, -curseCount(hauls[r.player]!), r.tiles.length];
  const better = (a: Standing, b: Standing) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return 0;
  };
  for (const r of rows) r.place = 1 + rows.filter((o) => better(o, r) > 0).length;
  return rows;
}
