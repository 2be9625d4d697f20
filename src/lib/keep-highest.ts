/**
 * Exact distributions for "roll N d6, keep the highest two", without enumerating 6^N rolls.
 * Counting by order statistics: with N dice, the number of rolls whose highest die is `a` and
 * second highest is `b` is
 *   a > b:  N · (b^(N−1) − (b−1)^(N−1))      one die shows a, the other N−1 top out at exactly b
 *   a = b:  a^N − (a−1)^N − N·(a−1)^(N−1)    all dice ≤ a, at least two of them showing a
 */
import { fraction, type Fraction } from './fraction.ts';

export const FACES = 6;

/** Count of rolls (out of 6^N) for each (highest, second highest); keys "a,b". N ≥ 2. */
export function topTwoCounts(n: number): Map<string, bigint> {
  if (!Number.isInteger(n) || n < 2)
    throw new RangeError(`topTwoCounts needs at least 2 dice, got ${n}`);
  const N = BigInt(n);
  const pow = (x: number, e: bigint) => BigInt(x) ** e;
  const counts = new Map<string, bigint>();
  for (let a = 1; a <= FACES; a++) {
    for (let b = 1; b <= a; b++) {
      const c =
        a > b
          ? N * (pow(b, N - 1n) - pow(b - 1, N - 1n))
          : pow(a, N) - pow(a - 1, N) - N * pow(a - 1, N - 1n);
      if (c > 0n) counts.set(`${a},${b}`, c);
    }
  }
  return counts;
}

/**
 * Exact probability of each total when keeping the highest two of N d6 (index = total).
 * N = 1 keeps the single die; N = 0 returns an empty distribution (nothing is rolled).
 */
export function keepHighestTwoDistribution(n: number): Map<number, Fraction> {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`The number of dice must be a whole number ≥ 0, got ${n}`);
  const dist = new Map<number, Fraction>();
  if (n === 0) return dist;
  if (n === 1) {
    for (let f = 1; f <= FACES; f++) dist.set(f, fraction(1, FACES));
    return dist;
  }
  const totals = new Map<number, bigint>();
  for (const [key, c] of topTwoCounts(n)) {
    const [a, b] = key.split(',').map(Number) as [number, number];
    totals.set(a + b, (totals.get(a + b) ?? 0n) + c);
  }
  const all = BigInt(FACES) ** BigInt(n);
  for (const [t, c] of [...totals].sort((x, y) => x[0] - y[0])) dist.set(t, fraction(c, all));
  return dist;
}
