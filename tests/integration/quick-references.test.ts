/**
 * Each kit's quick reference, typeset alone on its kit page: exactly one page on A4 and on US
 * Letter, no text under 9.5 pt, the facts a player needs found in the PDF's own text, and the page
 * used, not half empty. The kit places the same Typst page (generators/kits/kit-document.ts).
 */
import { describe, expect, test } from 'vitest';
import {
  QUICK_REFERENCE_MIN_PT,
  quickReference,
  renderQuickReference,
} from '../../generators/kits/quick-reference.ts';
import { KIT_GAMES, type KitGame } from '../../generators/kits/sources.ts';
import { pdfInfo, pdfText, renderGrey, textRuns } from '../support/pdf.ts';

/** Phrases that must be on the printed page (the PDF's text, lines joined by spaces). */
const FACTS: Record<KitGame, readonly string[]> = {
  'wizards-tower': [
    'Quest or Domain-issue card',
    'Queen −2 dice (2 Disadvantages) Extreme Fail',
    'Tower-attack card rank',
    'Ace +1 die (1 Advantage)',
    'A Rating MAY improve',
    'A Rating MAY drop',
    'An Ally MAY be lost',
    'Domain muster',
  ],
  'solo-tower-hack': ['Level 1', 'opens on the End', 'already entered', 'Roll 1d6', 'earns 1 XP'],
  'tower-wizwar': ['never, Guardian or not (TW-R13)', 'Towers: 2 to 5', 'Who may block'],
  'wizard-figures': ['At 0 ST: unconscious.', 'Figure tracker'],
  heist: ['never climbs', 'Scoring tiles', 'Master Thief'],
};

const MM = 72 / 25.4;

describe.each(KIT_GAMES)('the %s quick reference', (game) => {
  test.each(['a4', 'letter'] as const)(
    '%s: one page, 9.5 pt or more, the facts, and most of the page used',
    { timeout: 60_000 },
    async (paper) => {
      const pdf = renderQuickReference(game, paper);
      expect((await pdfInfo(pdf)).pages).toBe(1);
      const sizes = (await textRuns(pdf)).map((r) => Math.round(r.size * 100) / 100);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(QUICK_REFERENCE_MIN_PT);
      const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
      expect(text).not.toContain('Above 0');
      for (const fact of FACTS[game]) expect(text, fact).toContain(fact);
      // The lowest ink on the page, as a share of the text area (15 mm top, 16 mm bottom margin).
      const dpi = 36;
      const { width, height, pixels } = renderGrey(pdf, dpi)[0]!;
      let last = 0;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) if (pixels[y * width + x]! < 235) last = y;
      const px = dpi / 72;
      const [top, bottom] = [15 * MM * px, height - 16 * MM * px];
      expect((last - top) / (bottom - top)).toBeGreaterThan(0.75);
    },
  );
});

test('a quick reference that runs over its page is refused, naming the game', () => {
  const qr = quickReference('heist');
  const twice = { ...qr, blocks: [...qr.blocks, ...qr.blocks, ...qr.blocks] };
  expect(() => renderQuickReference('heist', 'letter', twice)).toThrow(
    /the heist quick reference needs \d pages on letter paper; it must fit one/,
  );
});
