/** Exact rational numbers on BigInt, always in lowest terms with a positive denominator. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
}

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('A fraction cannot have a zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO = fraction(0);
export const ONE = fraction(1);

export const add = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);
export const equals = (a: Fraction, b: Fraction): boolean => a.num === b.num && a.den === b.den;
export const sum = (parts: readonly Fraction[]): Fraction => parts.reduce(add, ZERO);

export function toNumber(f: Fraction): number {
  return Number(f.num) / Number(f.den);
}

/** "5/18", or "1" / "0" for whole numbers. */
export function toFractionString(f: Fraction): string {
  return f.den === 1n ? String(f.num) : `${f.num}/${f.den}`;
}

/**
 * "27.8%". Chances under 1% keep two significant digits ("0.077%") so a rare Disaster never
 * reads as 0%, and a chance just short of certain never reads as 100%.
 */
export function toPercent(f: Fraction, digits = 1): string {
  if (f.num === 0n) return '0%';
  if (f.num === f.den) return '100%';
  const p = toNumber(f) * 100;
  if (p < 1) return `${Number(p.toPrecision(2))}%`;
  const text = p.toFixed(digits);
  if (Number(text) >= 100) return `>${(100 - 10 ** -digits).toFixed(digits)}%`;
  return `${text.replace(/\.0+$/, '')}%`;
}
