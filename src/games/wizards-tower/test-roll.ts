/**
 * Tests in The Wizard's Tower: how many dice, how a roll is read, the exact odds of every
 * band, Power dice added after the roll, and the single-d6 rating and Ally rolls.
 */
import { BAND_IDS, bandForTotal, type BandId } from './bands.ts';
import { keepHighestTwoDistribution, topTwoCounts } from '../../lib/keep-highest.ts';
import { fraction, add, ZERO, ONE, type Fraction } from '../../lib/fraction.ts';
import type { Stream } from '../../lib/seed.ts';

export interface TestSetup {
  /** Dice from the Rating, Tower Wards or Allies present. */
  baseDice: number;
  advantages: number;
  disadvantages: number;
  /** The automatic result when the dice come to zero: Disaster, unless a quest card says otherwise (WT-R2). */
  zeroDiceResult?: BandId;
}

export interface DiceCount {
  dice: number;
  /** Set when no dice are left to roll: the result is automatic (WT-R2). */
  automatic: BandId | null;
}

/** Each Advantage adds a die, each Disadvantage removes one; never fewer than zero. */
export function diceForTest(setup: TestSetup): DiceCount {
  const dice = Math.max(0, setup.baseDice + setup.advantages - setup.disadvantages);
  // WT-R2: zero dice is an automatic result, with no roll to add Power dice to.
  return { dice, automatic: dice === 0 ? (setup.zeroDiceResult ?? 'disaster') : null };
}

export interface RollReading {
  faces: number[];
  /** The highest two faces added together (the single face when one die was rolled). */
  total: number;
  /** Indices of the kept faces, highest first; the earlier die wins a tie. */
  kept: number[];
  band: BandId;
}

export function readRoll(faces: readonly number[]): RollReading {
  if (faces.length === 0) throw new RangeError('A roll needs at least one die');
  faces.forEach((f, i) => {
    if (!Number.isInteger(f) || f < 1 || f > 6)
      throw new RangeError(`Die ${i + 1} shows ${f}: a d6 shows 1 to 6`);
  });
  const order = faces.map((_, i) => i).sort((a, b) => faces[b]! - faces[a]! || a - b);
  const kept = order.slice(0, 2);
  const total = kept.reduce((t, i) => t + faces[i]!, 0);
  // WT-R1: a single die reads 1–2 Disaster, 3–4 Extreme Fail, 5–6 Normal Fail.
  return { faces: [...faces], total, kept, band: bandForTotal(total) };
}

/** Rolls `dice` d6 from the stream (the dice tester's roll): the faces, not yet read. */
export function rollFaces(dice: number, stream: Stream): number[] {
  const faces: number[] = [];
  for (let i = 0; i < dice; i++) faces.push(stream.d6());
  return faces;
}

export type BandOdds = Record<BandId, Fraction>;

function emptyOdds(): BandOdds {
  return Object.fromEntries(BAND_IDS.map((id) => [id, ZERO])) as BandOdds;
}

const oddsCache = new Map<number, BandOdds>();

/** Exact chance of each band with this many dice. Zero dice: an automatic Disaster (WT-R2). */
export function bandOdds(dice: number): BandOdds {
  const cached = oddsCache.get(dice);
  if (cached) return cached;
  const odds = emptyOdds();
  if (dice === 0) odds.disaster = ONE;
  for (const [total, p] of keepHighestTwoDistribution(dice))
    odds[bandForTotal(total)] = add(odds[bandForTotal(total)], p);
  oddsCache.set(dice, odds);
  return odds;
}

/**
 * The chance of each band or a better one ("at least a Normal Success"), from the same exact
 * odds: the best band's own chance, then each worse band adds its own. Disaster or better is 1.
 */
export function bandOddsAtLeast(odds: BandOdds): BandOdds {
  const out = emptyOdds();
  let running = ZERO;
  for (let i = BAND_IDS.length - 1; i >= 0; i--) {
    const id = BAND_IDS[i]!;
    running = add(running, odds[id]);
    out[id] = running;
  }
  return out;
}

/** Drops the memoised odds (for benchmarks that measure the computation itself). */
export function clearOddsCache(): void {
  oddsCache.clear();
}

/**
 * WT-R14: Power spent after a roll adds one d6 per point and the highest two of all the dice
 * are read again. Exact chance of each band after adding `extraDice` to the faces rolled.
 */
export function bandOddsAfterPower(faces: readonly number[], extraDice: number): BandOdds {
  if (extraDice === 0) {
    const odds = emptyOdds();
    odds[readRoll(faces).band] = ONE;
    return odds;
  }
  if (faces.length === 0) return bandOdds(extraDice);
  const top = [...faces].sort((a, b) => b - a).slice(0, 2);
  // Only the new dice's highest two can matter: combine them with the old highest two.
  const newTop: [number[], bigint][] =
    extraDice === 1
      ? [1, 2, 3, 4, 5, 6].map((f) => [[f], 1n])
      : [...topTwoCounts(extraDice)].map(([k, c]) => [k.split(',').map(Number), c]);
  const all = 6n ** BigInt(extraDice);
  const odds = emptyOdds();
  for (const [dice, count] of newTop) {
    const best = [...top, ...dice].sort((a, b) => b - a);
    const band = bandForTotal(best[0]! + best[1]!);
    odds[band] = add(odds[band], fraction(count, all));
  }
  return odds;
}

/** MAY improve: roll 1d6, the Rating rises by 1 if the die is HIGHER than it. */
export const mayImprove = (rating: number, die: number): boolean => die > rating;
/** MAY reduce: roll 1d6, the Rating drops by 1 if the die is LOWER than it. */
export const mayReduce = (rating: number, die: number): boolean => die < rating;
/** WT-R3: one d6; one Ally is lost if the die is equal to or lower than the Allies present. */
export const allyLost = (alliesPresent: number, die: number): boolean =>
  alliesPresent > 0 && die <= alliesPresent;

const chanceOfDie = (hit: (die: number) => boolean): Fraction =>
  fraction([1, 2, 3, 4, 5, 6].filter(hit).length, 6);

export const mayImproveChance = (rating: number): Fraction =>
  chanceOfDie((d) => mayImprove(rating, d));
export const mayReduceChance = (rating: number): Fraction =>
  chanceOfDie((d) => mayReduce(rating, d));
export const allyLossChance = (alliesPresent: number): Fraction =>
  chanceOfDie((d) => allyLost(alliesPresent, d));
