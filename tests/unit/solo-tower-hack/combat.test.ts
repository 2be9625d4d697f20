import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  exchangeOdds,
  fightOdds,
  resolveExchange,
} from '../../../src/games/solo-tower-hack/combat.ts';
import { add, equals, fraction, mul, ONE, ZERO, type Fraction } from '../../../src/lib/fraction.ts';

/**
 * Brute force: walk every sequence of exchanges, ties included, up to a depth where the
 * remaining probability is only ties; it is exact once we fold the tie loops in by counting
 * each deciding exchange over the 36 faces again (no closed form used).
 */
function bruteFight(
  bonus: number,
  modifier: number,
  hitsLeft: number,
): { win: Fraction; damage: Fraction } {
  // Count the 36 face pairs directly, not via exchangeOdds.
  let hit = 0,
    hurt = 0;
  for (let p = 1; p <= 6; p++)
    for (let m = 1; m <= 6; m++) {
      if (p + bonus > m + modifier) hit++;
      else if (p + bonus < m + modifier) hurt++;
    }
  // Enumerate every order of deciding exchanges: the fight is the sequence of hurts before
  // the first hit, or hitsLeft hurts. Each deciding exchange weighs hit/(hit+hurt) etc.
  const pHit = fraction(hit, hit + hurt);
  const pHurt = fraction(hurt, hit + hurt);
  let win = ZERO,
    damage = ZERO;
  const walk = (taken: number, weight: Fraction) => {
    if (taken === hitsLeft) {
      damage = add(damage, mul(weight, fraction(taken)));
      return;
    }
    win = add(win, mul(weight, pHit));
    damage = add(damage, mul(mul(weight, pHit), fraction(taken)));
    walk(taken + 1, mul(weight, pHurt));
  };
  walk(0, ONE);
  return { win, damage };
}

describe('one exchange', () => {
  test('the higher total hits; equal totals hit nobody (STH-R2)', () => {
    expect(resolveExchange(5, 1, 4, 2)).toBe('tie');
    expect(resolveExchange(6, 0, 4, 1)).toBe('hit');
    expect(resolveExchange(1, 3, 3, 2)).toBe('hurt');
  });

  test('pinned: even fight 15/36 each way, 6/36 ties; Cyclops against no bonus never loses an exchange', () => {
    const even = exchangeOdds(0, 0);
    expect([even.hit, even.hurt, even.tie].map((f) => `${f.num}/${f.den}`)).toEqual([
      '5/12',
      '5/12',
      '1/6',
    ]);
    expect(exchangeOdds(0, 5).hit).toEqual(ZERO);
    expect(exchangeOdds(0, 5).tie).toEqual(fraction(1, 36));
  });

  test('property: hit + hurt + tie = 1, and the odds depend only on bonus − modifier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (b, m) => {
        const o = exchangeOdds(b, m);
        expect(equals(add(add(o.hit, o.hurt), o.tie), ONE)).toBe(true);
        expect(exchangeOdds(b + 3, m + 3)).toEqual(o);
      }),
    );
  });
});

describe('whole fight', () => {
  test('matches a brute-force walk of every fight for all monsters, bonuses and 1–8 hits left', () => {
    for (let b = 0; b <= 10; b++)
      for (let m = 0; m <= 10; m++)
        for (let h = 1; h <= 8; h++) {
          const exact = fightOdds(b, m, h);
          const brute = bruteFight(b, m, h);
          expect(equals(exact.win, brute.win), `win b=${b} m=${m} h=${h}`).toBe(true);
          expect(equals(exact.expectedDamage, brute.damage), `damage b=${b} m=${m} h=${h}`).toBe(
            true,
          );
        }
  });

  test('pinned: no bonus against a Devil Bat, from full health', () => {
    // Only 6 against 1 hits (1/36); 5–1 and 6–2 tie; 33 pairs hurt. So r = 33/34.
    const o = fightOdds(0, 4);
    expect(o.exchange).toEqual(fraction(1, 36));
    expect(o.win).toEqual(fraction(34n ** 20n - 33n ** 20n, 34n ** 20n));
  });

  test('a monster you cannot hit always wins; one that cannot hit you never does', () => {
    expect(fightOdds(0, 10).win).toEqual(ZERO);
    expect(fightOdds(0, 10).expectedDamage).toEqual(fraction(20));
    expect(fightOdds(10, 0).win).toEqual(ONE);
    expect(fightOdds(10, 0).expectedDamage).toEqual(ZERO);
  });
});
