/**
 * Hostile text meeting a PDF's edges: control characters in a seed must not reach the document's
 * metadata raw, and a very long site address must not push a map's footer onto a second page.
 * Read back with pdf-lib (metadata) and pdfjs-dist (pages, text, links).
 */
import { describe, expect, test } from 'vitest';
import { PDFDocument as PdfLib } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { renderTowerMaps } from '../../src/print/maps/tower-map-pdf.ts';
import { collectPdf, createDocument } from '../../src/print/document.ts';
import { generateLayouts } from '../../src/games/solo-tower-hack/layout.ts';

const fonts = loadFonts();
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;

async function pages(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const out: { text: string; links: string[] }[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
    const links = (await page.getAnnotations())
      .map((a) => (a as { url?: string }).url)
      .filter((u): u is string => !!u);
    out.push({ text, links });
  }
  return out;
}

describe('PDF metadata', () => {
  test('a seed with terminal escapes (ESC, BEL) puts "?" in /Title, as on the page, never the raw characters', async () => {
    const seed = '\u001b]0;pwn\u0007x\u009b';
    const bytes = await renderTowerMaps(PDFDocument, fonts, generateLayouts(seed, 1), {
      paper: 'a4',
      perPage: 1,
      siteRoot: undefined,
    });
    const title = (await PdfLib.load(bytes, { updateMetadata: false })).getTitle()!;
    expect(title).not.toMatch(CONTROLS);
    expect(title).toBe('Solo Tower Hack map: ?]0;pwn?x?');
    const [page] = await pages(bytes);
    expect(page!.text).toContain('Seed “?]0;pwn?x?”');
  });

  test('every document kind cleans its title and subject the same way; clean text is unchanged', async () => {
    const doc = createDocument(PDFDocument, { title: 'A\u0007B\tC', subject: 'D\u001bE' });
    doc.addPage({ size: [100, 100], margin: 0 });
    const meta = await PdfLib.load(await collectPdf(doc), { updateMetadata: false });
    expect(meta.getTitle()).toBe('A?B?C');
    expect(meta.getSubject()).toBe('D?E');
    const plain = createDocument(PDFDocument, { title: 'Łucja Ōta · “roster”' });
    plain.addPage({ size: [100, 100], margin: 0 });
    const same = await PdfLib.load(await collectPdf(plain), { updateMetadata: false });
    expect(same.getTitle()).toBe('Łucja Ōta · “roster”');
  });
});

describe('a map footer with a very long site address', () => {
  // Never a silent cut. An address that fits the room above the credits wraps onto a
  // second line and reads back whole; one that does not is refused (the CLI writes nothing).
  test('a long SITE_URL wraps, whole, and keeps the map on one page; the link stays whole', async () => {
    const root = `https://games.example.org/${'a'.repeat(150)}/`;
    const bytes = await renderTowerMaps(PDFDocument, fonts, generateLayouts('long', 1), {
      paper: 'a4',
      perPage: 1,
      siteRoot: root,
    });
    const all = await pages(bytes);
    expect(all).toHaveLength(1);
    const [page] = all;
    expect(page!.text.replace(/\s+/g, '')).toContain(
      `Generatorv1·${root}solo-tower-hack/tower/?seed=long&v=1`,
    );
    expect(page!.links).toContain(`${root}solo-tower-hack/tower/?seed=long&v=1`);
  });

  test('a 600-character SITE_URL is refused, naming the line, rather than cut', async () => {
    const root = `https://games.example.org/${'a'.repeat(580)}/`;
    await expect(
      renderTowerMaps(PDFDocument, fonts, generateLayouts('long', 1), {
        paper: 'a4',
        perPage: 1,
        siteRoot: root,
      }),
    ).rejects.toThrow(/The map’s seed and link line: .* does not fit its box/);
  });
});
