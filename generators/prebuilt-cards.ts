/**
 * The card sheets and previews the site offers, built with the CLI's code when the site
 * builds: the quest deck on A4 and Letter (duplex and fold-over) and PNGs of a few cards.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderDeckPdf } from './cards/deck-pdf.ts';
import { cardPng } from './cards/png.ts';
import { parseDeck } from './cards/schema.ts';
import { loadFonts } from './pdf/fonts-node.ts';
import { PDFDocument } from './pdf/pdfkit-node.ts';
import { writeFileAtomic } from './pdf/write-atomic.ts';
import { PREBUILT_DECK_OPTIONS, PREVIEW_CARDS, prebuiltDeckPath, previewPath } from './prebuilt-paths.ts';

export const QUEST_DECK_FILE = 'content/cards/wizards-tower-quest.yaml';

export async function writePrebuiltCards(publicDir: string): Promise<number> {
  await mkdir(join(publicDir, 'generated', 'cards'), { recursive: true });
  const fonts = loadFonts();
  const deck = parseDeck(await readFile(QUEST_DECK_FILE, 'utf8'), QUEST_DECK_FILE);
  for (const { paper, duplex } of PREBUILT_DECK_OPTIONS) {
    const bytes = await renderDeckPdf(PDFDocument, fonts, deck, { paper, duplex, bleed: 0, backOffset: { x: 0, y: 0 } });
    await writeFileAtomic(join(publicDir, prebuiltDeckPath(paper, duplex)), bytes);
  }
  for (const card of PREVIEW_CARDS) {
    await writeFileAtomic(join(publicDir, previewPath(card.id)), await cardPng(card.template, card.fields, deck.size, fonts, 300));
  }
  return PREBUILT_DECK_OPTIONS.length + PREVIEW_CARDS.length;
}
