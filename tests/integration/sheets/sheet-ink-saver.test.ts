/**
 * The sheets' ink saver (`tower-press sheet --ink-saver`, the site's "Save ink"): every kind in
 * the SHEETS registry, fillable and flattened, keeps its text and fields, sets every neutral in
 * DeviceGray, draws no large grey fill, and writes the same bytes every time.
 */
import { describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { SHEET_IDS, SHEETS, type SheetId } from '../../../src/print/sheets/index.ts';
import type { Sheet } from '../../../src/print/sheets/sheet.ts';
import { renderBlank } from '../../../generators/prebuilt-sheets.ts';
import { loadFonts } from '../../../generators/pdf/fonts-node.ts';
import { PDFDocument } from '../../../generators/pdf/pdfkit-node.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import { runCli } from '../../support/run-cli.ts';
import { pageCount, pdfText, renderGrey } from '../../support/pdf.ts';

const fonts = loadFonts();
const dir = mkdtempSync(join(tmpdir(), 'sheet-ink-'));

/** Each kind filled in, so fields with values (their appearances) are covered too. */
const FILLED: { [K in SheetId]: Parameters<(typeof SHEETS)[K]['render']>[2] } = {
  'wizards-tower': { ...EXAMPLE_BUILD, name: 'Morwen', allyNames: ['Brakk'] },
  figure: { name: 'Odra', st: 10, dx: 12, iq: 10 },
  'figure-roster': [{ name: 'Odra', st: 10, dx: 12, iq: 10 }, null],
  'heist-scorepad': ['Ann', 'Bob', 'Cy'],
};

const render = (kind: SheetId, mode: 'fillable' | 'flat', inkSaver: boolean) => {
  const sheet = SHEETS[kind] as Sheet<unknown>;
  return sheet.render(PDFDocument, fonts, FILLED[kind], { paper: 'a4', mode, inkSaver });
};

/** The decoded content streams of every page. */
function contents(bytes: Uint8Array): string[] {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf') as mupdf.PDFDocument;
  return Array.from({ length: doc.countPages() }, (_, n) => {
    const c = doc.findPage(n).get('Contents');
    const streams = c.isArray() ? Array.from({ length: c.length }, (_, i) => c.get(i)) : [c];
    return streams.map((s) => s.readStream().asString()).join('\n');
  });
}

/**
 * Share of the pages' pixels inside a light grey fill: a grey pixel whose neighbours two pixels
 * away on every side are the same grey (the anti-aliased edges of lines and letters are not).
 */
function greyFillShare(bytes: Uint8Array): number {
  let grey = 0;
  let all = 0;
  for (const { width, height, pixels } of renderGrey(bytes, 72)) {
    for (let y = 2; y < height - 2; y++)
      for (let x = 2; x < width - 2; x++) {
        const p = pixels[y * width + x]!;
        if (p < 200 || p > 250) continue;
        const same = (q: number) => Math.abs(q - p) <= 2;
        if (
          same(pixels[y * width + x - 2]!) &&
          same(pixels[y * width + x + 2]!) &&
          same(pixels[(y - 2) * width + x]!) &&
          same(pixels[(y + 2) * width + x]!)
        )
          grey++;
      }
    all += width * height;
  }
  return grey / all;
}

const cases = SHEET_IDS.flatMap((kind) =>
  (['fillable', 'flat'] as const).map((m) => [kind, m] as const),
);

describe('sheets with the ink saver', { timeout: 120_000 }, () => {
  test.each(cases)(
    '%s, %s: same text, DeviceGray neutrals, no grey fill, same bytes',
    async (kind, mode) => {
      const normal = await render(kind, mode, false);
      const saver = await render(kind, mode, true);
      expect(Buffer.from(await render(kind, mode, true)).equals(Buffer.from(saver))).toBe(true);
      expect(await pageCount(saver)).toBe(await pageCount(normal));
      expect(await pdfText(saver)).toBe(await pdfText(normal));
      for (const content of contents(saver)) {
        // Every colour set is a grey (g/G); none is RGB.
        expect(content).toMatch(/\d(\.\d+)? [gG]\b/);
        expect(content).not.toMatch(/\b(rg|RG|scn|SCN)\b/);
      }
      expect(greyFillShare(saver)).toBeLessThan(0.0001);
    },
  );

  test('the wizard sheet’s outcome header and the score pad’s shaded rows are grey fills without it', async () => {
    for (const kind of ['wizards-tower', 'heist-scorepad'] as const)
      expect(greyFillShare(await render(kind, 'flat', false)), kind).toBeGreaterThan(0.001);
  });

  test('the prebuilt ink-saver blank sheet is the flattened blank sheet drawn with the ink saver', async () => {
    const blank = await renderBlank('heist-scorepad', 'letter', 'flat', true);
    expect(await pdfText(blank)).toBe(
      await pdfText(await renderBlank('heist-scorepad', 'letter', 'flat')),
    );
    expect(greyFillShare(blank)).toBeLessThan(0.0001);
  });

  test('tower-press sheet --ink-saver writes the ink-saving sheet and says so', async () => {
    const out = join(dir, 'pad.pdf');
    const { code, out: said } = await runCli(
      'sheet',
      'heist-scorepad',
      '--players',
      'Ann,Bob,Cy',
      '--flat',
      '--ink-saver',
      '--out',
      out,
    );
    expect(code).toBe(0);
    expect(said).toContain('heist-scorepad sheet, a4, flat, ink saver');
    expect(existsSync(out)).toBe(true);
    const bytes = new Uint8Array(readFileSync(out));
    expect(
      Buffer.from(bytes).equals(Buffer.from(await render('heist-scorepad', 'flat', true))),
    ).toBe(true);
  });
});
