/**
 * Every shipped deck, as the site's files and the kits print it (its blank card filling the last
 * sheet), ends on a full sheet on A4 and on Letter, in every print mode the site offers: the
 * last sheet's faces are counted from the PDF itself (a card cell with ink in it), and the
 * write-your-own cards that fill it are the decks' blank cards.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderDeckPdf } from '../../src/print/cards/deck-pdf.ts';
import { layoutFor, type Duplex } from '../../src/print/cards/impose.ts';
import { expandCards, parseDeck } from '../../src/print/cards/schema.ts';
import { SHIPPED_DECKS } from '../../src/site/downloads.ts';
import { PAPER_IDS } from '../../src/print/paper.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';
import { pageCount, pdfText, renderGrey } from '../support/pdf.ts';

const fonts = loadFonts();
const DPI = 36;
const noOffset = { x: 0, y: 0 };

/** How many of the layout's face cells on page `n` have ink inside them (1 mm in from the cell's edge). */
function cardsOnPage(bytes: Uint8Array, n: number, layout: ReturnType<typeof layoutFor>): number {
  const page = renderGrey(bytes, DPI, [n])[0]!;
  const s = DPI / 72;
  const inset = 72 / 25.4;
  return layout.faces.filter((slot) => {
    const [x0, y0] = [Math.ceil((slot.x + inset) * s), Math.ceil((slot.y + inset) * s)];
    const [x1, y1] = [
      Math.floor((slot.x + layout.cellWidth - inset) * s),
      Math.floor((slot.y + layout.cellHeight - inset) * s),
    ];
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) if (page.pixels[y * page.width + x]! < 160) return true;
    return false;
  }).length;
}

const cases = SHIPPED_DECKS.flatMap((d) =>
  PAPER_IDS.flatMap((paper) => d.modes.map((duplex) => [d.slug, paper, duplex as Duplex] as const)),
);

describe('the shipped decks end on full sheets', { timeout: 120_000 }, () => {
  test.each(cases)('%s, %s, %s', async (slug, paper, duplex) => {
    const shipped = SHIPPED_DECKS.find((d) => d.slug === slug)!;
    const deck = parseDeck(readFileSync(shipped.file, 'utf8'), shipped.file);
    const options = { paper, duplex, bleed: 0, backOffset: noOffset } as const;
    const layout = layoutFor(deck.size, options);
    const perSheet = layout.faces.length;
    const cards = expandCards(deck).length;
    // A deck that does not end on a full sheet by itself needs a blank card to fill it with.
    if (cards % perSheet) expect(deck.blank, `${slug} has no blank card`).toBeDefined();
    const bytes = await renderDeckPdf(PDFDocument, fonts, deck, {
      ...options,
      fillBlanks: deck.blank !== undefined,
    });
    const sheets = Math.ceil(cards / perSheet);
    const pages = await pageCount(bytes);
    const pagesPerSheet = duplex === 'long' || duplex === 'short' ? 2 : 1;
    expect(pages).toBe(sheets * pagesPerSheet);
    const lastFaces = pages - pagesPerSheet + 1;
    expect(cardsOnPage(bytes, lastFaces, layout)).toBe(perSheet);
  });

  test('the blank quest cards and map spots that fill the last sheets are cards to write on', async () => {
    const quest = SHIPPED_DECKS.find((d) => d.slug === 'wizards-tower-quest')!;
    const deck = parseDeck(readFileSync(quest.file, 'utf8'), quest.file);
    expect(deck.blank).toMatchObject({ template: 'wt-quest', fields: {} });
    const bytes = await renderDeckPdf(PDFDocument, fonts, deck, {
      paper: 'a4',
      duplex: 'long',
      bleed: 0,
      backOffset: noOffset,
      fillBlanks: true,
    });
    // 55 cards, nine a sheet: the seventh sheet holds the last reference card and 8 blanks,
    // which take the quest deck's own back.
    const last = await pdfText(bytes, [13]);
    expect(last.match(/Your own quest/g)).toHaveLength(8);
    expect(last).toContain('In a Domain issue'.toUpperCase());
    const backs = await pdfText(bytes, [14]);
    expect(backs.match(/Tower/g)!.length).toBeGreaterThanOrEqual(8);

    const map = SHIPPED_DECKS.find((d) => d.slug === 'tower-wizwar-play-map')!;
    const spots = parseDeck(readFileSync(map.file, 'utf8'), map.file);
    const mapBytes = await renderDeckPdf(PDFDocument, fonts, spots, {
      paper: 'letter',
      duplex: 'none',
      bleed: 0,
      backOffset: noOffset,
      fillBlanks: true,
    });
    expect((await pdfText(mapBytes, [2])).match(/Spot/g)).toHaveLength(6);
  });
});
