/** Heist scoring shows scores as tiles are typed: only tiles someone takes need points. */
import { describe, expect, test } from 'vitest';
import { awardTiles, TILES, type Haul, type TileId } from '../../../src/games/heist/scoring.ts';
import { shownScore, tilesStillNeeded } from '../../../src/widgets/heist/heist-scoring-state.ts';

const haul = (name: string, exitOrder: number, potion = 0): Haul => ({
  name,
  suits: { potion, fossil: 0, artifact: 0, jewel: 0, tome: 0 },
  sets: { 3: 0, 4: 0, 5: 0 },
  curses: 0,
  prestige: 0,
  exitOrder,
});
const none = Object.fromEntries(TILES.map((t) => [t.id, null])) as Record<TileId, number | null>;

describe('tiles still needed', () => {
  test('all tied but the exit order: only the three exit tiles need points', () => {
    const awards = awardTiles([haul('A', 1), haul('B', 2), haul('C', 3)]);
    expect(tilesStillNeeded(awards, none)).toEqual([
      { tile: 'exit-1', winner: 0 },
      { tile: 'exit-2', winner: 1 },
      { tile: 'exit-last', winner: 2 },
    ]);
  });

  test('a typed tile, or a tile nobody takes, needs nothing', () => {
    const awards = awardTiles([haul('A', 1, 5), haul('B', 2)]);
    const typed = { ...none, 'exit-1': 4 };
    expect(tilesStillNeeded(awards, typed)).toEqual([{ tile: 'suit-potion', winner: 0 }]);
    expect(tilesStillNeeded(awards, { ...typed, 'suit-potion': 0 })).toEqual([]);
  });

  test('a score waiting on tiles says so', () => {
    expect(shownScore(6, 0)).toBe('6');
    expect(shownScore(6, 1)).toBe('6 + ? (1 tile to type)');
    expect(shownScore(-2, 2)).toBe('-2 + ? (2 tiles to type)');
  });
});
