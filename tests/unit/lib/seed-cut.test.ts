import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { codePoints, cutSeed, SEED_MAX } from '../../../src/lib/seed-text.ts';

describe('cutSeed', () => {
  test('counts code points: 64 emoji are 64 characters and are kept whole', () => {
    const wizards = '🧙'.repeat(64);
    expect(codePoints(wizards)).toBe(64);
    expect(cutSeed(wizards)).toEqual({ seed: wizards, cut: false });
  });
  test('never splits an emoji, even a ZWJ family or a skin tone', () => {
    const text = 'a'.repeat(62) + '👨‍👩‍👧' + 'b';
    const { seed, cut } = cutSeed(text);
    expect(cut).toBe(true);
    expect(seed).toBe('a'.repeat(62)); // the 5-code-point family does not fit whole, so it goes whole
    expect(cutSeed('x'.repeat(63) + '👍🏽').seed).toBe('x'.repeat(63));
  });
  test('property: the cut is a prefix, at most SEED_MAX code points, with no lone surrogate', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        const { seed, cut } = cutSeed(text);
        expect(text.startsWith(seed)).toBe(true);
        expect(codePoints(seed)).toBeLessThanOrEqual(SEED_MAX);
        expect(seed.isWellFormed()).toBe(true);
        expect(cut).toBe(codePoints(text) > SEED_MAX);
      }),
    );
  });
});
