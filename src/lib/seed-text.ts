/**
 * Seeds as text: the generator version links carry, the hash that turns any text into a
 * seed, a random seed, and cutting a seed or name to length. Kept apart from the streams
 * (`seed.ts`), so that a page reading a seed from its address does not load the generator.
 */

/** Bumped whenever the same seed would start giving different results; URLs carry it as `v`. */
export const GENERATOR_VERSION = 1;

/** FNV-1a over the UTF-16 code units of the text, as an unsigned 32-bit integer. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A short random seed for when the user gives none (not reproducible by design). */
export function randomSeedText(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz23456789';
  let s = '';
  for (let i = 0; i < 8; i++) s += letters[Math.floor(Math.random() * letters.length)];
  return s;
}

/** The longest seed, counted in code points (an emoji counts as one), as every widget reads it. */
export const SEED_MAX = 64;

/** How many code points (not UTF-16 units) a text has: "🧙" is 1. */
export const codePoints = (text: string): number => [...text].length;

/**
 * The one seed rule, for the CLI and every form: at most SEED_MAX code points. Returns what is
 * wrong ("at most 64 characters, got 65", to follow "The seed is" or "--seed is"), or null.
 * An HTML `maxlength` counts UTF-16 units, so forms allow 2 × SEED_MAX there and check here.
 */
export function seedLengthProblem(seed: string): string | null {
  const n = codePoints(seed);
  return n > SEED_MAX ? `at most ${SEED_MAX} characters (an emoji counts as one), got ${n}` : null;
}

/**
 * Cuts a seed to at most `max` code points without splitting a character a reader sees as
 * one (an emoji with its skin tone or a ZWJ family stays whole, or goes whole).
 * `cut` says whether anything was dropped, so the caller can say so.
 */
export function cutSeed(text: string, max: number = SEED_MAX): { seed: string; cut: boolean } {
  const { text: seed, cut } = cutText(text, max);
  return { seed, cut };
}

/** Any text (a name, a seed) cut the same way: at most `max` code points, whole characters only. */
export function cutText(text: string, max: number): { text: string; cut: boolean } {
  if (codePoints(text) <= max) return { text, cut: false };
  let kept = '';
  let count = 0;
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) {
    const n = codePoints(segment);
    if (count + n > max) break;
    kept += segment;
    count += n;
  }
  return { text: kept, cut: true };
}
