/**
 * Fitting a text into a box on a sheet or a map, measured with the real embedded font: the
 * largest size from the one asked down to MIN_SIZE at which the text fits, on one line or, where
 * the box is tall enough, wrapped at spaces onto several. Text that fits nowhere is refused
 * (TextDoesNotFit, naming the field, the text and the limit) rather than cut, as card text is
 * (cards/fit.ts).
 */
import type { FontMetrics } from './font-merge.ts';

/** Nothing we print is smaller. */
export const MIN_SIZE = 6;
/** Baseline to baseline, in ems, for wrapped lines. */
export const LINE_PITCH = 1.15;
/** Sizes are tried in these steps, so the chosen size is a round number. */
const STEP = 0.25;

/** A text that cannot be printed in its box at any size allowed; the message says which and why. */
export class TextDoesNotFit extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TextDoesNotFit';
  }
}

export interface Fitted {
  size: number;
  lines: string[];
}

/**
 * Greedy wrap at spaces; a word wider than the line is broken between characters when
 * `breakWords` (seeds, web addresses), else the wrap fails (null).
 */
function wrap(
  font: FontMetrics,
  text: string,
  size: number,
  width: number,
  breakWords: boolean,
): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const joined = line ? `${line} ${word}` : word;
    if (font.width(joined, size) <= width) {
      line = joined;
      continue;
    }
    if (font.width(word, size) <= width) {
      lines.push(line);
      line = word;
      continue;
    }
    if (!breakWords) return null;
    // Fill the rest of the line, then whole lines, character by character.
    let piece = line ? `${line} ` : '';
    for (const ch of word) {
      if (font.width(piece + ch, size) <= width) piece += ch;
      else {
        if (!piece.trim()) return null;
        lines.push(piece.trimEnd());
        piece = ch;
      }
    }
    line = piece;
  }
  lines.push(line);
  return lines;
}

/** How many lines of `size` type a box `height` tall holds (at least one when the size fits). */
export const linesIn = (height: number, size: number): number =>
  size > height ? 0 : 1 + Math.floor((height - size) / (size * LINE_PITCH));

/**
 * The largest size from `size` down to `min` at which `text` fits a box `width` × `height`, one
 * line if it can, else wrapped (only if `wrapAllowed`); null when it fits at no size allowed.
 */
export function fitText(
  font: FontMetrics,
  text: string,
  size: number,
  width: number,
  height: number,
  {
    min = MIN_SIZE,
    wrapAllowed = true,
    breakWords = false,
  }: { min?: number; wrapAllowed?: boolean; breakWords?: boolean } = {},
): Fitted | null {
  const oneLine = text.trim();
  for (let s = size; s >= min - 1e-9; s = Math.round((s - STEP) * 100) / 100) {
    if (s > height) continue;
    if (font.width(oneLine, s) <= width) return { size: s, lines: [oneLine] };
    if (!wrapAllowed) continue;
    const room = linesIn(height, s);
    if (room < 2) continue;
    const lines = wrap(font, oneLine, s, width, breakWords);
    if (lines && lines.length <= room) return { size: s, lines };
  }
  return null;
}

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** The message for a text that fits nowhere: the field, the text and the limit it broke. */
export function doesNotFit(what: string, text: string, width: number, min = MIN_SIZE): string {
  return `${what}: "${clip(text)}" does not fit its box (${Math.round(width)} pt wide), even at ${min} pt and wrapped; shorten it`;
}
