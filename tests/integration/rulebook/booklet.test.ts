/** Booklet imposition on a synthetic book: each side carries the pages saddle-stitch order names. */
import { describe, expect, test } from 'vitest';
import { imposeBooklet, saddleStitchOrder } from '../../../generators/rulebook/impose.ts';
import { compileTypst } from '../../../generators/typst/compile.ts';
import { openPdf, pageSizes } from './pdf-read.ts';

/** A book of `n` A5 pages, each showing its number in large type. */
const numberedBook = (n: number) =>
  compileTypst(`
#set document(date: datetime(year: 2026, month: 1, day: 1))
#set page(paper: "a5", margin: 20mm)
#set text(font: "Source Sans 3", size: 40pt, lang: "en")
#for i in range(1, ${n + 1}) { if i > 1 { pagebreak() }; align(center + horizon)[P#i] }
`);

/** The page numbers on each side of the imposed sheets: [left, right], "" for a blank half. */
function readSides(pdf: Uint8Array): [string, string][] {
  const doc = openPdf(pdf);
  return Array.from({ length: doc.countPages() }, (_, i) => {
    const page = doc.loadPage(i);
    const [, , w] = page.getBounds();
    const halves: [string, string] = ['', ''];
    page.toStructuredText('preserve-whitespace').walk({
      onChar(c, origin) {
        if (c.trim()) halves[origin[0] < w / 2 ? 0 : 1] += c;
      },
    });
    return halves;
  });
}

describe.each([8, 13])('a %i-page book imposed on A4', (n) => {
  test('each side carries the right pages, left and right, as vectors', () => {
    const book = numberedBook(n);
    expect(book.pages).toBe(n);
    const { pdf, pages } = imposeBooklet(book.pdf, book.pages, 'a4', 'test');
    expect(pages).toBe(Math.ceil(n / 4) * 2);
    const name = (p: number) => (p ? `P${p}` : '');
    expect(readSides(pdf)).toEqual(saddleStitchOrder(n).map(([l, r]) => [name(l), name(r)]));
    expect(pageSizes(pdf).every(([w, h]) => Math.round(w) === 842 && Math.round(h) === 595)).toBe(
      true,
    );
  });
});
