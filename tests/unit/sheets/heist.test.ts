import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  awardTiles,
  checkHauls,
  standings,
  TILES,
  tilesInPlay,
  type Haul,
  type TileId,
} from '../../../src/games/heist/scoring.ts';

function haul(name: string, exitOrder: number, extra: Partial<Haul> = {}): Haul {
  return {
    name,
    exitOrder,
    curses: 0,
    prestige: 0,
    suits: { potion: 0, fossil: 0, artifact: 0, jewel: 0, tome: 0, ...extra.suits },
    sets: { 3: 0, 4: 0, 5: 0, ...extra.sets },
    ...(extra.curses !== undefined ? { curses: extra.curses } : {}),
    ...(extra.prestige !== undefined ? { prestige: extra.prestige } : {}),
  };
}
const winners = (hauls: Haul[]) =>
  Object.fromEntries(
    awardTiles(hauls).map((a) => [a.tile.id, a.winner === null ? null : hauls[a.winner]!.name]),
  );
const points = (p: Partial<Record<TileId, number>>) =>
  Object.fromEntries(TILES.map((t) => [t.id, p[t.id] ?? 0])) as Record<TileId, number>;

describe('Heist scoring', () => {
  test('thirteen tiles; two players leave out Fewest curses, 2nd and Last to exit (HZ-R3)', () => {
    expect(TILES).toHaveLength(13);
    expect(tilesInPlay(2).map((t) => t.id)).not.toContain('fewest-curses');
    expect(tilesInPlay(2)).toHaveLength(10);
    expect(tilesInPlay(3)).toHaveLength(13);
  });

  test('each tile goes to the single best; a tie (even at 0) goes to nobody (HZ-R2)', () => {
    const hauls = [
      haul('A', 1, { suits: { potion: 9 } as Haul['suits'], curses: 2 }),
      haul('B', 2, { suits: { jewel: 7 } as Haul['suits'], sets: { 3: 2 } as Haul['sets'] }),
      haul('C', 3, { suits: { jewel: 7 } as Haul['suits'], curses: 1 }),
    ];
    const w = winners(hauls);
    expect(w['suit-potion']).toBe('A');
    expect(w['suit-jewel']).toBeNull();
    expect(w['suit-tome']).toBeNull();
    expect(w['set-3']).toBe('B');
    expect(w['most-curses']).toBe('A');
    expect(w['fewest-curses']).toBe('B');
    expect([w['exit-1'], w['exit-2'], w['exit-last']]).toEqual(['A', 'B', 'C']);
  });

  test('score = tile points + prestige, with no floor (HZ-R2); places by score, then fewest curses, then most tiles (HZ-R4)', () => {
    const hauls = [
      haul('A', 1, { curses: 3 }),
      haul('B', 2, { prestige: 4 }),
      haul('C', 3, { prestige: 1, curses: 1 }),
    ];
    const s = standings(
      hauls,
      points({ 'exit-1': 4, 'most-curses': -6, 'exit-2': 0, 'exit-last': -2 }),
    );
    // A: 4 - 6 = -2; B: 0 + 4 = 4 (also takes nothing else); C: -2 + 1 = -1.
    expect(s.map((r) => r.score)).toEqual([-2, 4, -1]);
    expect(s.map((r) => r.place)).toEqual([3, 1, 2]);
    const tied = standings([haul('A', 1, { curses: 2 }), haul('B', 2, { curses: 1 })], points({}));
    expect(tied.map((r) => r.place)).toEqual([2, 1]); // both 0 points: B has fewer curses
  });

  test('tie-break on tiles, then a shared place', () => {
    const hauls = [haul('A', 1, { prestige: 1 }), haul('B', 2, { prestige: 5 })];
    const s = standings(hauls, points({ 'exit-1': 4 }));
    expect(s.map((r) => r.score)).toEqual([5, 5]);
    expect(s.map((r) => r.place)).toEqual([1, 2]); // A holds a tile, B none
    // Same score, same curses, one tile each (A first out, B most Potion value): they share first place.
    const shared = standings(
      [haul('A', 1), haul('B', 2, { suits: { potion: 2 } as Haul['suits'] })],
      points({}),
    );
    expect(shared.map((r) => r.tiles.length)).toEqual([1, 1]);
    expect(shared.map((r) => r.place)).toEqual([1, 1]);
  });

  test('a curse count below 0 counts as 0, so it ties with other zeros, on both curse tiles and the tie-break (HZ-R2)', () => {
    const hauls = [haul('A', 1, { curses: -2 }), haul('B', 2), haul('C', 3, { curses: 1 })];
    expect(checkHauls(hauls)).toEqual([]);
    const w = winners(hauls);
    expect(w['fewest-curses']).toBeNull(); // -2 is 0: A and B tie
    expect(w['most-curses']).toBe('C');
    expect(
      winners([
        haul('A', 1, { curses: -1 }),
        haul('B', 2, { curses: 0 }),
        haul('C', 3, { curses: 2 }),
      ])['fewest-curses'],
    ).toBeNull();
    expect(
      winners([
        haul('A', 1, { curses: -1 }),
        haul('B', 2, { curses: 1 }),
        haul('C', 3, { curses: 2 }),
      ])['fewest-curses'],
    ).toBe('A');
    // Equal scores: the tie-break also reads -2 as 0, so A and B share the place.
    const s = standings(
      [haul('A', 1, { curses: -2 }), haul('B', 2, { suits: { potion: 1 } as Haul['suits'] })],
      points({}),
    );
    expect(s.map((r) => r.place)).toEqual([1, 1]);
  });

  test('no card lowers a suit total: suit totals are 0 or more (HZ-R2)', () => {
    expect(
      checkHauls([haul('A', 1, { suits: { jewel: -3 } as Haul['suits'] }), haul('B', 2)]),
    ).toEqual(['A: Jewel value must be a whole number, 0 or more (got -3).']);
    expect(
      checkHauls([haul('A', 1, { suits: { jewel: 1.5 } as Haul['suits'] }), haul('B', 2)]),
    ).toEqual(['A: Jewel value must be a whole number, 0 or more (got 1.5).']);
  });

  test('bad hauls are named', () => {
    expect(checkHauls([haul('A', 1)])).toEqual(['The game is for 2 to 5 players, not 1.']);
    expect(checkHauls([haul('A', 1), haul('B', 1)])).toEqual([
      'Exit order must give each player a different place from 1 to 2.',
    ]);
    expect(checkHauls([haul('A', 1, { curses: -1 }), haul('B', 2)])).toEqual([]);
    expect(checkHauls([haul('A', 1, { curses: 0.5 }), haul('B', 2)])).toEqual([
      'A: curses must be a whole number (got 0.5).',
    ]);
  });

  test('property: every tile in play is awarded to at most one player, and a score is its tiles plus prestige', () => {
    const n = fc.integer({ min: -2, max: 6 });
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.tuple(n, n, n), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: -9, max: 9 }),
        (count, values, p) => {
          const hauls = Array.from({ length: count }, (_, i) =>
            haul(`P${i}`, i + 1, {
              suits: {
                potion: Math.max(0, values[i]![0]),
                jewel: Math.max(0, values[i]![1]),
              } as Haul['suits'],
              curses: values[i]![2],
            }),
          );
          expect(checkHauls(hauls)).toEqual([]);
          const awards = awardTiles(hauls);
          expect(awards.map((a) => a.tile.id)).toEqual(tilesInPlay(count).map((t) => t.id));
          const s = standings(hauls, points(Object.fromEntries(TILES.map((t) => [t.id, p]))));
          expect(s.every((r) => r.score === r.tilePoints + r.prestige)).toBe(true);
          expect(s.reduce((sum, r) => sum + r.tiles.length, 0)).toBe(
            awards.filter((a) => a.winner !== null).length,
          );
        },
      ),
    );
  });
});
