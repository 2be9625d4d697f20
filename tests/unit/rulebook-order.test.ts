/** Saddle-stitch order of a booklet's pages (pure; the imposed PDF is tested in tests/integration/rulebook/). */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { saddleStitchOrder } from '../../generators/rulebook/saddle-stitch.ts';

describe('saddle-stitch order', () => {
  test('8 pages: two sheets, outer sheet first, fronts then backs', () => {
    expect(saddleStitchOrder(8)).toEqual([
      [8, 1],
      [2, 7],
      [6, 3],
      [4, 5],
    ]);
  });

  test('13 pages: padded to 16 with blanks (0) at the end of the book', () => {
    expect(saddleStitchOrder(13)).toEqual([
      [0, 1],
      [2, 0],
      [0, 3],
      [4, 13],
      [12, 5],
      [6, 11],
      [10, 7],
      [8, 9],
    ]);
  });

  test('any length: every page once, a whole number of sheets, each sheet folds into place', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (n) => {
        const sides = saddleStitchOrder(n);
        const padded = Math.ceil(n / 4) * 4;
        expect(sides.length).toBe(padded / 2);
        const placed = sides.flat().filter((p) => p > 0);
        expect([...placed].sort((a, b) => a - b)).toEqual(
          Array.from({ length: n }, (_, i) => i + 1),
        );
        // Pages facing each other on a side add up to padded + 1 (left/right of one fold).
        for (const [l, r] of sides) if (l && r) expect(l + r).toBe(padded + 1);
      }),
    );
  });

  test('rejects a book without pages', () => {
    expect(() => saddleStitchOrder(0)).toThrow(RangeError);
  });
});
