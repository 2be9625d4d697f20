/**
 * Text on a card, measured with the real fonts before satori lays it out: a title too wide for
 * its line is set smaller, body text too long for its box is set smaller, and text that does not
 * fit even at the smallest size allowed (never below 6 pt) is refused with a problem naming the
 * field, so nothing ever prints past its box or the card. Characters the fonts cannot draw are
 * refused too. Widths come from the fonts' advance widths; a small allowance covers kerning and
 * satori's own rounding.
 */
import { fontMetrics } from '../font-merge.ts';
import { describeCharacters, missingCharacters, type FontRole, type FontSet } from '../fonts.ts';
import { FONT } from './element.ts';

/** Share of a box's width text may fill as measured (kerning and rounding take the rest). */
const SLACK = 0.96;
export const MIN_TEXT = 6;

const ROLE_OF: Record<string, FontRole> = {
  [FONT.body]: 'body',
  [FONT.bold]: 'bold',
  [FONT.heading]: 'heading',
};

/** How a template sets one field's text: what `cards --templates` lists, read off the template's own calls. */
export interface FitRecord {
  /** The size the text is set at when it fits. */
  readonly size: number;
  /** The smallest size it may be made, when long. */
  readonly min: number;
  /**
   * 'no': one line only; 'yes': wrapped onto more lines where its box has room; 'at-min': one
   * line down to `min`, then wrapped onto the box's lines at `min`.
   */
  readonly wrap: 'no' | 'yes' | 'at-min';
}

export class Fitter {
  readonly fonts: FontSet;
  readonly problems: string[] = [];
  /** Every field fitted so far and how (the first call for a field wins). */
  readonly fitted = new Map<string, FitRecord>();

  constructor(fonts: FontSet) {
    this.fonts = fonts;
  }

  #record(field: string, size: number, min: number, wrap: FitRecord['wrap']): void {
    if (!this.fitted.has(field)) this.fitted.set(field, { size, min, wrap });
  }

  #width(family: string, text: string, size: number): number {
    return fontMetrics(this.fonts[ROLE_OF[family] ?? 'body']).width(text, size);
  }

  #printable(field: string, text: string, family: string): boolean {
    const missing = missingCharacters(text, this.fonts, [ROLE_OF[family] ?? 'body']);
    if (missing.length)
      this.problems.push(
        `field "${field}": the printed fonts cannot draw ${describeCharacters(missing)}`,
      );
    return !missing.length;
  }

  /** The heading family when it can draw `text`, else the bold one (Cinzel lacks a few Latin letters, such as Ĉ and Ŝ). */
  headingFor(text: string): string {
    return missingCharacters(text, this.fonts, ['heading']).length ? FONT.bold : FONT.heading;
  }

  /**
   * The largest size from `size` down to `min` at which `text` fits one line `width` wide; a
   * problem if none does. With `wrap` (the box's height and line height), text too long for one
   * line even at `min` is wrapped at `min` when the box has room for its lines.
   */
  line(
    field: string,
    text: string,
    family: string,
    size: number,
    width: number,
    min = MIN_TEXT,
    wrap?: { readonly height: number; readonly lineHeight: number },
  ): number {
    this.#record(field, size, min, wrap ? 'at-min' : 'no');
    if (!text || !this.#printable(field, text, family)) return size;
    const at = this.#width(family, text, size);
    if (at <= width * SLACK) return size;
    const fitted = Math.floor(((size * width * SLACK) / at) * 10) / 10;
    if (fitted >= min) return fitted;
    if (wrap) {
      const lines = this.#lines(family, text, min, width);
      if (lines * min * wrap.lineHeight <= wrap.height + 1e-9) return min;
      this.problems.push(
        `field "${field}": "${clip(text)}" does not fit its box on the card, even at ${min} pt on ${Math.floor(wrap.height / (min * wrap.lineHeight) + 1e-9)} lines`,
      );
      return min;
    }
    this.problems.push(
      `field "${field}": "${clip(text)}" does not fit its line on the card, even at ${min} pt`,
    );
    return min;
  }

  /** How many lines `text` wraps to at `size` in `width` (greedy, at spaces), or Infinity if a word is wider than the line. */
  #lines(family: string, text: string, size: number, width: number): number {
    const limit = width * SLACK;
    const space = this.#width(family, ' ', size);
    let lines = 1;
    let used = 0;
    for (const word of text.split(/ +/)) {
      const w = this.#width(family, word, size);
      if (w > limit) return Infinity;
      if (used === 0) used = w;
      else if (used + space + w <= limit) used += space + w;
      else (lines++, (used = w));
    }
    return lines;
  }

  /**
   * The largest size from `size` down to `min` at which the paragraphs fit a box `width` ×
   * `height`, each wrapped, at `lineHeight` × size per line plus `gap` after each; a problem if
   * none. Also gives the height the text then takes.
   */
  block(
    field: string,
    paragraphs: readonly string[],
    family: string,
    size: number,
    width: number,
    height: number,
    lineHeight: number,
    gap = 0,
    min = MIN_TEXT,
  ): { size: number; height: number } {
    this.#record(field, size, min, 'yes');
    if (!paragraphs.length || !paragraphs.every((p) => this.#printable(field, p, family)))
      return { size, height: 0 };
    for (let s = size; s >= min - 1e-9; s = Math.round((s - 0.25) * 100) / 100) {
      const lines = paragraphs.reduce((n, p) => n + this.#lines(family, p, s, width), 0);
      const used = lines * s * lineHeight + gap * paragraphs.length;
      if (used <= height) return { size: s, height: used };
    }
    this.problems.push(
      paragraphs.length === 1
        ? `field "${field}": "${clip(paragraphs[0]!)}" does not fit its box on the card, even at ${min} pt (shorten it)`
        : `field "${field}": its ${paragraphs.length} lines do not fit its box on the card, even at ${min} pt (shorten them or use fewer lines)`,
    );
    return { size: min, height };
  }
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 37)}…` : text);
