import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { keepHighestTwoDistribution, topTwoCounts } from '../../../src/lib/keep-highest.ts';
import { fraction, sum, equals, toFractionString } from '../../../src/lib/fraction.ts';
import { allRolls, topTwoTotal } from '../brute-force.ts';

describe('keep the highest two of N d6, exactly', () => {
  for (let n = 1; n <= 7; n++) {
    it(`matches a count of all 6^${n} rolls for ${n} dice`, () => {
      const counts = new Map<number, number>();
      for (const roll of allRolls(n))
        counts.set(topTwoTotal(roll), (counts.get(topTwoTotal(roll)) ?? 0) + 1);
      const exact = keepHighestTwoDistribution(n);
      expect([...exact.keys()].sort((a, b) => a - b)).toEqual(
        [...counts.keys()].sort((a, b) => a - b),
      );
      for (const [total, c] of counts)
        expect(toFractionString(exact.get(total)!)).toBe(toFractionString(fraction(c, 6 ** n)));
    });
  }

  it('sums to exactly 1 for every N up to 30', () => {
    for (let n = 1; n <= 30; n++)
      expect(equals(sum([...keepHighestTwoDistribution(n).values()]), fraction(1))).toBe(true);
  });

  it('pins known values: two dice give 12 with 1/36, thirty dice almost always 12', () => {
    expect(toFractionString(keepHighestTwoDistribution(2).get(12)!)).toBe('1/36');
    expect(toFractionString(keepHighestTwoDistribution(2).get(7)!)).toBe('1/6');
    expect(
      Number(keepHighestTwoDistribution(30).get(12)!.num) /
        Number(keepHighestTwoDistribution(30).get(12)!.den),
    ).toBeGreaterThan(0.95);
  });

  it('has nothing to keep with zero dice and rejects nonsense', () => {
    expect(keepHighestTwoDistribution(0).size).toBe(0);
    expect(() => keepHighestTwoDistribution(-1)).toThrow(RangeError);
    expect(() => keepHighestTwoDistribution(2.5)).toThrow(RangeError);
    expect(() => topTwoCounts(1)).toThrow(RangeError);
  });

  it('top-two counts always add up to 6^N (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), (n) => {
        const total = [...topTwoCounts(n).values()].reduce((a, b) => a + b, 0n);
        return total === 6n ** BigInt(n);
      }),
    );
  });
});
