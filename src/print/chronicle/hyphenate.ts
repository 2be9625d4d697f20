/**
 * Where an English word may break at a line's end: Liang's patterns (the `hyphen` package, the
 * same patterns TeX uses for US English), remembered per word. Pure, the same in Node and the
 * browser. Short words and anything that is not letters stay whole.
 */
import en from 'hyphen/en-us/index.js';

const SOFT_HYPHEN = '\u00AD';
const parts = new Map<string, string[]>();

/** "chronicle" → ["chron", "i", "cle"]: the pieces between the places the word may break. */
export function hyphenParts(word: string): string[] {
  let found = parts.get(word);
  if (found) return found;
  const m = /^([^\p{L}]*)(\p{L}{6,})([^\p{L}]*)$/u.exec(word);
  if (!m) found = [word];
  else {
    const pieces = en.hyphenateSync(m[2]!, { minWordLength: 6 }).split(SOFT_HYPHEN);
    // Keep at least two letters before and three after a break, as book typesetting does.
    while (pieces.length > 1 && pieces[0]!.length < 2) pieces.splice(0, 2, pieces[0]! + pieces[1]!);
    while (pieces.length > 1 && pieces[pieces.length - 1]!.length < 3)
      pieces.splice(-2, 2, pieces[pieces.length - 2]! + pieces[pieces.length - 1]!);
    pieces[0] = m[1]! + pieces[0]!;
    pieces[pieces.length - 1] += m[3]!;
    found = pieces;
  }
  parts.set(word, found);
  return found;
}
