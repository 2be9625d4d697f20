import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  generateLayout,
  generateLayouts,
  layoutFromRolls,
  parseRolls,
  rollsToText,
  stairsFromRoll,
  STAIR_ROLL_COUNT,
} from '../../../src/games/solo-tower-hack/layout.ts';
import {
  END,
  legalMoves,
  positionKey,
  shortestRoute,
  START,
  type Position,
} from '../../../src/games/solo-tower-hack/paths.ts';
import { GENERATOR_VERSION } from '../../../src/lib/seed-text.ts';

const die = fc.integer({ min: 1, max: 6 });
const rolls = fc.array(fc.tuple(die, die), {
  minLength: STAIR_ROLL_COUNT,
  maxLength: STAIR_ROLL_COUNT,
});

describe('stairs from a roll', () => {
  test('two faces give two staircases in those columns, in order', () => {
    expect(stairsFromRoll([5, 3])).toEqual([3, 5]);
  });
  test('a double gives a single staircase (STH-R1)', () => {
    expect(stairsFromRoll([4, 4])).toEqual([4]);
  });
});

describe('layouts', () => {
  test('the JSON shape of the map command: seed, version, nine levels with stairsUp and roll', () => {
    const layout = generateLayout('tower-press');
    expect(Object.keys(layout)).toEqual(['seed', 'version', 'levels']);
    expect(layout.version).toBe(GENERATOR_VERSION);
    expect(layout.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const l of layout.levels) expect(Object.keys(l)).toEqual(['level', 'stairsUp', 'roll']);
  });

  test('pinned: seed "tower-press" always gives these stairs (changing them needs a new GENERATOR_VERSION)', () => {
    expect(rollsToText(generateLayout('tower-press'))).toMatchInlineSnapshot(
      `"2,5 1,6 3,6 5,3 5,2 3,2 2,4 1,6 1,6"`,
    );
  });

  test('property: every pair of levels has stairs, in columns 1–6, exactly the faces rolled', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (seed) => {
        const layout = generateLayout(seed);
        expect(layout.levels).toHaveLength(9);
        for (const l of layout.levels) {
          expect(l.stairsUp.length).toBeGreaterThanOrEqual(1);
          expect(new Set(l.stairsUp)).toEqual(new Set(l.roll));
          for (const c of l.stairsUp)
            (expect(c).toBeGreaterThanOrEqual(1), expect(c).toBeLessThanOrEqual(6));
        }
      }),
    );
  });

  test('property: the same seed gives the same layout; map 0 of a batch is the single map', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.integer({ min: 1, max: 5 }), (seed, count) => {
        expect(generateLayout(seed)).toEqual(generateLayout(seed));
        const batch = generateLayouts(seed, count);
        expect(batch[0]).toEqual(generateLayout(seed));
        expect(generateLayouts(seed, count + 1).slice(0, count)).toEqual(batch);
      }),
    );
  });

  test('batch maps differ from each other', () => {
    const texts = generateLayouts('batch', 20).map(rollsToText);
    expect(new Set(texts).size).toBe(20);
  });

  test('rolls typed in round-trip through text, and bad text is explained', () => {
    fc.assert(
      fc.property(rolls, (r) => {
        expect(parseRolls(rollsToText(layoutFromRolls(r, 'x')))).toEqual(r);
      }),
    );
    expect(() => parseRolls('3,5 4,4')).toThrow(/Enter 9 rolls.*found 2/);
    expect(() => parseRolls('3,5 4,4 1,6 2,2 3,3 4,4 5,5 6,6 7,1')).toThrow(/Roll 9 \("7,1"\)/);
    expect(() => layoutFromRolls([[1, 2]], 'x')).toThrow(/needs 9 stairs rolls/);
  });
});

/** Every route from Start, walked by depth-first search with the no-revisit rule. */
function reachesEnd(
  layout: ReturnType<typeof generateLayout>,
  from: Position,
  visited: Set<string>,
): boolean {
  if (from.level === END.level) return true;
  return legalMoves(layout, from, visited).some((m) =>
    reachesEnd(layout, m, new Set(visited).add(positionKey(from))),
  );
}

describe('moving and routes', () => {
  test('from the Start any Level 1 room may be entered (STH-R4)', () => {
    expect(legalMoves(generateLayout('a'), START, new Set()).map(positionKey)).toEqual([
      '1-1',
      '1-2',
      '1-3',
      '1-4',
      '1-5',
      '1-6',
    ]);
  });

  test('a move that would strand the hero is not offered (STH-R5)', () => {
    // Level 1 stairs only in column 5: from column 3 the way left leads nowhere.
    const layout = layoutFromRolls([[5, 5], ...Array(8).fill([1, 6])], 'x');
    const moves = legalMoves(layout, { level: 1, column: 3 }, new Set(['1-3'])).map(positionKey);
    expect(moves).toEqual(['1-4']);
    // At a staircase: up, or on towards a further staircase.
    expect(legalMoves(layout, { level: 2, column: 1 }, new Set()).map(positionKey)).toEqual([
      '2-2',
      '3-1',
    ]);
  });

  test('Level 10 rooms open on the End (STH-R4)', () => {
    const layout = generateLayout('z');
    expect(legalMoves(layout, { level: 10, column: 3 }, new Set()).map(positionKey)).toContain(
      positionKey(END),
    );
  });

  test('property: the End is always reachable, and every legal move keeps it reachable', () => {
    fc.assert(
      fc.property(rolls, fc.integer({ min: 1, max: 6 }), (r, column) => {
        const layout = layoutFromRolls(r, 'p');
        expect(reachesEnd(layout, START, new Set())).toBe(true);
        const first = { level: 1, column };
        for (const m of legalMoves(layout, first, new Set()))
          expect(reachesEnd(layout, m, new Set([positionKey(first)]))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  test('the shortest route climbs by legal moves and is as short as the stairs allow', () => {
    fc.assert(
      fc.property(rolls, (r) => {
        const layout = layoutFromRolls(r, 'p');
        const route = shortestRoute(layout);
        let at: Position = START;
        const visited = new Set<string>();
        for (const step of route) {
          expect(legalMoves(layout, at, visited).map(positionKey)).toContain(positionKey(step));
          visited.add(positionKey(at));
          at = step;
        }
        expect(at).toEqual(END);
        // Lower bound: ten levels plus the End, plus every sideways step forced between staircases.
        expect(route.length).toBeGreaterThanOrEqual(11);
      }),
      { numRuns: 100 },
    );
  });

  test('straight stairs give the minimum route of 11 rooms', () => {
    const layout = layoutFromRolls(Array(9).fill([2, 2]), 'x');
    expect(shortestRoute(layout).map(positionKey)).toEqual([
      '1-2',
      '2-2',
      '3-2',
      '4-2',
      '5-2',
      '6-2',
      '7-2',
      '8-2',
      '9-2',
      '10-2',
      '11-0',
    ]);
  });
});
