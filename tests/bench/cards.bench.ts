import { test } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderDeckPdf, type DeckTimings } from '../../src/print/cards/deck-pdf.ts';
import { cardSvg } from '../../src/print/cards/render.ts';
import { parseDeck } from '../../src/print/cards/schema.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';

const fonts = loadFonts();
const file = 'content/cards/wizards-tower-quest.yaml';
const deck = parseDeck(readFileSync(file, 'utf8'), file);
const options = { paper: 'a4', bleed: 0, duplex: 'long', backOffset: { x: 0, y: 0 } } as const;

test('card faces and the quest deck PDF', async ({ bench }) => {
  const timings: DeckTimings = { satoriMs: 0, pdfMs: 0 };
  const bytes = await renderDeckPdf(PDFDocument, fonts, deck, options, timings);
  const total = timings.satoriMs + timings.pdfMs;
  console.log(
    `quest deck PDF: ${bytes.length} bytes; satori ${timings.satoriMs.toFixed(0)} ms (${((100 * timings.satoriMs) / total).toFixed(0)} %), imposition and pdfkit ${timings.pdfMs.toFixed(0)} ms (${((100 * timings.pdfMs) / total).toFixed(0)} %)`,
  );
  let n = 0;
  await bench.compare(
    bench('one card face to SVG (satori) — baseline', async () => {
      await cardSvg(
        'wt-quest',
        { rank: ['A', 'K', 'Q'][n++ % 3]!, suit: 'hearts' },
        deck.size,
        0,
        fonts,
        'pdf',
      );
    }),
    bench('the 55-card quest deck PDF, faces and backs', async () => {
      await renderDeckPdf(PDFDocument, fonts, deck, options);
    }),
    // A deck takes most of a second: ten timed runs (tinybench's default is 64, after 16 warm-ups).
    { iterations: 10, warmupIterations: 2 },
  );
});

/**
 * Time in the number of cards: the same faces at 99 and 990 cards. Linear time makes the
 * second about 10 × the first (the ratio vitest prints); before pdfkit's chunks were taken
 * as written (src/print/document.ts) it grew with the square of the length.
 */
test(
  'deck PDF time grows linearly with the number of cards',
  { timeout: 600_000 },
  async ({ bench }) => {
    const deckOf = (cards: number) =>
      parseDeck(
        JSON.stringify({
          deck: 'Scaling',
          template: 'text',
          cards: Array.from({ length: cards / 99 }, (_, i) => ({
            count: 99,
            fields: { title: `Card ${i}`, body: ['A line of card text'] },
          })),
        }),
        'scaling.json',
      );
    const small = deckOf(99);
    const large = deckOf(990);
    await bench.compare(
      bench('99 cards — baseline', async () => {
        await renderDeckPdf(PDFDocument, fonts, small, options);
      }),
      bench('990 cards (10 × as many; linear ≈ 10 ×)', async () => {
        await renderDeckPdf(PDFDocument, fonts, large, options);
      }),
      // The large deck takes seconds: five timed runs each, after one warm-up, and no time floor.
      { iterations: 5, time: 0, warmupIterations: 1, warmupTime: 0 },
    );
  },
);
