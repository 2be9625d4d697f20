/**
 * The PDF probes the print-quality tests rely on catch what they look for: a PDF made with
 * pdf-lib to break each rule is reported, and a clean one is not.
 */
import { describe, expect, test } from 'vitest';
import { PDFDocument, PDFName, StandardFonts, rgb } from 'pdf-lib';
import {
  fieldCounts,
  filledFieldsWithoutAppearance,
  fontsNotEmbedded,
  inkNearEdge,
  textSizes,
} from '../support/pdf-probe.ts';
import { pdfInfo, pdfText, wordAt } from '../support/pdf.ts';

/** An A4 page (595.28 × 841.89 pt) with what `draw` puts on it. */
async function page(
  draw: (doc: PDFDocument, p: ReturnType<PDFDocument['addPage']>) => Promise<void>,
  save: { updateFieldAppearances?: boolean } = {},
) {
  const doc = await PDFDocument.create();
  const p = doc.addPage([595.28, 841.89]);
  await draw(doc, p);
  return doc.save(save);
}

describe('PDF probes', () => {
  test('a page with nothing near its edges passes; a line 2 mm from the edge is found', async () => {
    const inside = await page(async (_d, p) =>
      p.drawRectangle({ x: 100, y: 100, width: 200, height: 200, color: rgb(0, 0, 0) }),
    );
    expect(inkNearEdge(inside)).toEqual([]);
    const edge = await page(async (_d, p) =>
      p.drawLine({ start: { x: 6, y: 100 }, end: { x: 6, y: 700 }, thickness: 2 }),
    );
    expect(inkNearEdge(edge)).toEqual([expect.stringMatching(/^page 1: ink within 5 mm/)]);
  });

  test('a standard font not in the file is named', async () => {
    const bytes = await page(async (d, p) =>
      p.drawText('Hello', { font: await d.embedFont(StandardFonts.Helvetica), x: 100, y: 700 }),
    );
    expect(await fontsNotEmbedded(bytes)).toEqual(['Helvetica']);
  });

  test('text sizes, positions and page sizes are read as set', async () => {
    const bytes = await page(async (d, p) => {
      const font = await d.embedFont(StandardFonts.Helvetica);
      p.drawText('Tiny words', { font, size: 4, x: 100, y: 700 });
      p.drawText('Large words', { font, size: 20, x: 300, y: 100 });
    });
    const sizes = await textSizes(bytes);
    expect(Math.min(...sizes)).toBeCloseTo(4, 5);
    expect(Math.max(...sizes)).toBeCloseTo(20, 5);
    expect(await pdfInfo(bytes)).toEqual({ pages: 1, sizes: ['595.28 x 841.89'] });
    expect(await pdfText(bytes)).toBe('Tiny words\nLarge words\n\f');
    // "words" starts about half way along "Tiny words" (some 18 pt long), on its baseline.
    const tiny = await wordAt(bytes, 1, 'words');
    expect(tiny.x).toBeGreaterThan(105);
    expect(tiny.x).toBeLessThan(115);
    expect(tiny.y).toBeCloseTo(841.89 - 700, 1);
    await expect(wordAt(bytes, 1, 'word')).rejects.toThrow('word not found on page 1');
  });

  test('a filled text field without an appearance stream is named; with one it passes', async () => {
    const fill = async (doc: PDFDocument, p: ReturnType<PDFDocument['addPage']>, bare = false) => {
      const form = doc.getForm();
      const name = form.createTextField('name');
      name.addToPage(p, { x: 100, y: 600, width: 200, height: 20 });
      name.setText('Morwen');
      if (bare) {
        doc.getForm().updateFieldAppearances();
        for (const w of name.acroField.getWidgets()) w.dict.delete(PDFName.of('AP'));
      }
      const empty = form.createTextField('empty');
      empty.addToPage(p, { x: 100, y: 500, width: 200, height: 20 });
    };
    const drawn = await page(fill);
    expect(await fieldCounts(drawn)).toEqual({ fields: 2, filled: 1 });
    expect(await filledFieldsWithoutAppearance(drawn)).toEqual([]);
    const bare = await page((d, p) => fill(d, p, true), { updateFieldAppearances: false });
    expect(await filledFieldsWithoutAppearance(bare)).toEqual(['name']);
  });
});
