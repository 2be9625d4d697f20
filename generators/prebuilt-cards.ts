/**
 * The card sheets and previews the site offers, built with the CLI's code when the site
 * builds: every shipped deck on A4 and Letter in its print modes, and PNGs of a few cards.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderDeckPdf } from '../src/print/cards/deck-pdf.ts';
import { cardPng } from './cards/png.ts';
import { parseDeck } from '../src/print/cards/schema.ts';
import { loadFonts } from './pdf/fonts-node.ts';
import { PDFDocument } from './pdf/pdfkit-node.ts';
import { writeOutput } from './files/write-files.ts';
import { PAPER_IDS } from '../src/print/paper.ts';
import { uniqueFaces } from '../src/print/cards/faces.ts';
import { vttSheets } from './cards/vtt.ts';
import {
  CSV_SAMPLE_DECK,
  csvSampleFilePath,
  deckFilePath,
  facePreviewPath,
  LEGAL_SAMPLE_DECK,
  prebuiltDeckPath,
  SHIPPED_DECKS,
  vttSheetPath,
} from '../src/site/downloads.ts';

export async function writePrebuiltCards(publicDir: string): Promise<number> {
  await mkdir(join(publicDir, 'generated', 'cards'), { recursive: true });
  const fonts = loadFonts();
  let count = 0;
  // The sample CSV deck, its deck file and spreadsheet side by side as the CLI reads them.
  for (const name of [CSV_SAMPLE_DECK.deck, CSV_SAMPLE_DECK.csv]) {
    await mkdir(join(publicDir, csvSampleFilePath(name), '..'), { recursive: true });
    await writeOutput(
      join(publicDir, csvSampleFilePath(name)),
      await readFile(join(CSV_SAMPLE_DECK.folder, name)),
    );
    count++;
  }
  // The legal sample deck is offered as its deck file only, to load in the deck validator.
  await writeOutput(
    join(publicDir, deckFilePath(LEGAL_SAMPLE_DECK.slug)),
    await readFile(LEGAL_SAMPLE_DECK.file),
  );
  count++;
  for (const shipped of SHIPPED_DECKS) {
    const source = await readFile(shipped.file, 'utf8');
    const deck = parseDeck(source, shipped.file);
    // The deck file itself, for anyone who prints it with other options from the command line.
    await writeOutput(
      join(publicDir, deckFilePath(shipped.slug)),
      new TextEncoder().encode(source),
    );
    await mkdir(join(publicDir, 'generated', 'cards', shipped.slug), { recursive: true });
    if (shipped.modes.includes('long' as never)) {
      // Card decks (not tokens or map spots) also get a tabletop sheet; the quest deck fits one.
      await writeOutput(
        join(publicDir, vttSheetPath(shipped.slug)),
        (await vttSheets(deck, fonts, 200))[0]!,
      );
      count++;
    }
    for (const face of uniqueFaces(deck)) {
      await writeOutput(
        join(publicDir, facePreviewPath(shipped.slug, face.index)),
        await cardPng(face.card.template, face.card.fields, deck.size, fonts, 300),
      );
      count++;
    }
    for (const paper of PAPER_IDS) {
      for (const duplex of shipped.modes) {
        const bytes = await renderDeckPdf(PDFDocument, fonts, deck, {
          paper,
          duplex,
          bleed: 0,
          backOffset: { x: 0, y: 0 },
          // A deck with a blank card ends on a full sheet: blank tokens, blank spells.
          fillBlanks: deck.blank !== undefined,
        });
        await writeOutput(join(publicDir, prebuiltDeckPath(shipped.slug, paper, duplex)), bytes);
        count++;
      }
      // The ink-saving variant of the deck's first mode (a second each at build time).
      const inkSaver = await renderDeckPdf(PDFDocument, fonts, deck, {
        paper,
        duplex: shipped.modes[0],
        bleed: 0,
        backOffset: { x: 0, y: 0 },
        inkSaver: true,
        fillBlanks: deck.blank !== undefined,
      });
      await writeOutput(
        join(publicDir, prebuiltDeckPath(shipped.slug, paper, shipped.modes[0], true)),
        inkSaver,
      );
      count++;
    }
  }
  return count;
}
