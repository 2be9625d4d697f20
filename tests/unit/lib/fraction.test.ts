import { describe, it, expect } from 'vitest';
import {
  fraction,
  add,
  mul,
  toNumber,
  toFractionString,
  toPercent,
} from '../../../src/lib/fraction.ts';

describe('exact fractions', () => {
  it('keeps lowest terms and a positive denominator', () => {
    expect(fraction(10, 36)).toEqual({ num: 5n, den: 18n });
    expect(fraction(3, -6)).toEqual({ num: -1n, den: 2n });
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });
  it('adds and multiplies exactly', () => {
    expect(toFractionString(add(fraction(1, 6), fraction(1, 3)))).toBe('1/2');
    expect(toFractionString(mul(fraction(2, 3), fraction(3, 4)))).toBe('1/2');
    expect(toNumber(fraction(1, 4))).toBe(0.25);
  });
  it('formats percentages without hiding tiny chances', () => {
    expect(toPercent(fraction(1, 2))).toBe('50%');
    expect(toPercent(fraction(5, 18))).toBe('27.8%');
    expect(toPercent(fraction(1, 1296))).toBe('0.077%');
    expect(toPercent(fraction(1, 100000))).toBe('0.001%');
    expect(toPercent(fraction(99999, 100000))).toBe('>99.9%');
    expect(toPercent(fraction(1, 3))).toBe('33.3%');
    expect(toPercent(fraction(0))).toBe('0%');
    expect(toPercent(fraction(1))).toBe('100%');
  });
});
