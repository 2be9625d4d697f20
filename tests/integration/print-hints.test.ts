/**
 * Every PDF pdfkit draws presets the viewer's print dialog the way its pages are laid out: at
 * actual size (/PrintScaling /None), on one side (/Duplex /Simplex) or on both sides flipped on
 * the edge its backs were mirrored for; and says which language it is in (/Lang).
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { renderBlank } from '../../generators/prebuilt-sheets.ts';
import { PREBUILT_KINDS } from '../../src/print/sheets/index.ts';
import { renderTowerMaps } from '../../src/print/maps/tower-map-pdf.ts';
import { generateLayouts } from '../../src/games/solo-tower-hack/layout.ts';
import { renderDeckPdf } from '../../src/print/cards/deck-pdf.ts';
import { DUPLEX_MODES, type Duplex } from '../../src/print/cards/impose.ts';
import { parseDeck } from '../../src/print/cards/schema.ts';

const fonts = loadFonts();

function hints(bytes: Uint8Array) {
  const doc = mupdf.PDFDocument.openDocument(bytes, 'application/pdf') as mupdf.PDFDocument;
  const root = doc.getTrailer().get('Root');
  const prefs = root.get('ViewerPreferences');
  return {
    version: Buffer.from(bytes.subarray(0, 8)).toString(),
    printScaling: prefs.get('PrintScaling').asName(),
    duplex: prefs.get('Duplex').asName(),
    lang: root.get('Lang').asString(),
  };
}

const oneSided = { version: '%PDF-1.7', printScaling: 'None', duplex: 'Simplex', lang: 'en' };

describe('print hints of the pdfkit PDFs', { timeout: 60_000 }, () => {
  const sheets = PREBUILT_KINDS.flatMap((kind) =>
    (['flat', 'fillable'] as const).map((mode) => ({ kind, mode })),
  );
  test.each(sheets)('the $kind sheet ($mode): one-sided, actual size, English', async (c) => {
    expect(hints(await renderBlank(c.kind, 'letter', c.mode))).toEqual(oneSided);
  });

  test('tower maps: one-sided, actual size, English', async () => {
    const bytes = await renderTowerMaps(PDFDocument, fonts, generateLayouts('hints', 2), {
      paper: 'a4',
      perPage: 2,
      siteRoot: undefined,
    });
    expect(hints(bytes)).toEqual(oneSided);
  });

  const deck = parseDeck(
    readFileSync('content/cards/tower-wizwar-sample-spells.yaml', 'utf8'),
    'spells.yaml',
  );
  const small = { ...deck, cards: deck.cards.slice(0, 2) };
  const expected: Record<Duplex, string> = {
    long: 'DuplexFlipLongEdge',
    short: 'DuplexFlipShortEdge',
    fold: 'Simplex',
    'gutter-fold': 'Simplex',
    none: 'Simplex',
  };
  test.each(DUPLEX_MODES)(
    'card sheets, duplex %s: the dialog flips as the backs do',
    async (duplex) => {
      const bytes = await renderDeckPdf(PDFDocument, fonts, small, {
        paper: 'a4',
        bleed: 0,
        duplex,
        backOffset: { x: 0, y: 0 },
        testPage: true,
      });
      expect(hints(bytes)).toEqual({ ...oneSided, duplex: expected[duplex] });
    },
  );
});
