/**
 * Fights: each exchange both sides roll 1d6 plus their modifier; the higher total hits, a tie
 * hits nobody and is rolled again (STH-R2). A monster dies at its first hit; the player
 * can take hits until the 20th Damage box is filled. Odds here are exact fractions.
 */
import { add, fraction, mul, ONE, ZERO, type Fraction } from '../../lib/fraction.ts';
import { DAMAGE_LIMIT } from './levels.ts';

export type ExchangeResult = 'hit' | 'hurt' | 'tie';

/** Who strikes in one exchange: 'hit' means the player hits the monster. */
export function resolveExchange(
  playerDie: number,
  bonus: number,
  monsterDie: number,
  monsterModifier: number,
): ExchangeResult {
  const player = playerDie + bonus;
  const monster = monsterDie + monsterModifier;
  return player > monster ? 'hit' : player < monster ? 'hurt' : 'tie';
}

export interface ExchangeOdds {
  readonly hit: Fraction;
  readonly hurt: Fraction;
  readonly tie: Fraction;
}

/** Chances of one exchange, by counting the 36 pairs of faces. */
export function exchangeOdds(bonus: number, monsterModifier: number): ExchangeOdds {
  const counts = { hit: 0, hurt: 0, tie: 0 };
  for (let p = 1; p <= 6; p++)
    for (let m = 1; m <= 6; m++) counts[resolveExchange(p, bonus, m, monsterModifier)]++;
  return {
    hit: fraction(counts.hit, 36),
    hurt: fraction(counts.hurt, 36),
    tie: fraction(counts.tie, 36),
  };
}

export interface FightOdds {
  /** Chance the player hits in a single exchange (ties roll again). */
  readonly exchange: Fraction;
  /** Chance the player kills the monster before filling the Damage track. */
  readonly win: Fraction;
  /** Expected Damage this fight adds (counting the last box when the player dies). */
  readonly expectedDamage: Fraction;
}

/**
 * The whole fight, for a player who can still take `hitsLeft` hits (20 at full health).
 * Ties only delay, so each deciding exchange is a hurt with chance r = hurt / (hit + hurt):
 * the player loses only by taking hitsLeft hurts in a row, and takes k or more with chance r^k.
 */
export function fightOdds(
  bonus: number,
  monsterModifier: number,
  hitsLeft = DAMAGE_LIMIT,
): FightOdds {
  const { hit, hurt } = exchangeOdds(bonus, monsterModifier);
  const decisive = hit.num * hurt.den + hurt.num * hit.den; // hit + hurt over a shared denominator
  const r = fraction(hurt.num * hit.den, decisive);
  let power = ONE;
  let expectedDamage = ZERO;
  for (let k = 1; k <= hitsLeft; k++) {
    power = mul(power, r);
    expectedDamage = add(expectedDamage, power);
  }
  return { exchange: hit, win: fraction(power.den - power.num, power.den), expectedDamage };
}
