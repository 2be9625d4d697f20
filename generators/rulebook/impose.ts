/**
 * Booklet imposition: the pages of a small book (A5, or half-Letter) placed two to a landscape
 * sheet (A4, or Letter) so that the printed stack, folded in the middle and stapled on the fold
 * (saddle stitch), reads in order. Pages are placed as vectors (Typst places a page of a PDF as
 * a form: text and embedded fonts kept), never as images.
 */
import { compileTypst, type TypstOutput } from '../typst/compile.ts';

/** One side of a sheet: the book pages on its left and right halves (1-based; 0 is a blank page). */
export type SheetSide = readonly [left: number, right: number];

/**
 * The order of sheet sides for a book of `pages` pages, padded with blank pages to a multiple of
 * 4: sheet 1 front, sheet 1 back, sheet 2 front… For duplex printing flipped on the short edge
 * of the landscape sheet, no side needs turning. For 8 pages: [8,1] [2,7] [6,3] [4,5].
 */
export function saddleStitchOrder(pages: number): SheetSide[] {
  if (!Number.isInteger(pages) || pages < 1)
    throw new RangeError(`A booklet needs pages: ${pages}`);
  const padded = Math.ceil(pages / 4) * 4;
  const page = (p: number) => (p <= pages ? p : 0);
  const sides: SheetSide[] = [];
  for (let s = 0; s < padded / 4; s++) {
    sides.push([page(padded - 2 * s), page(2 * s + 1)]);
    sides.push([page(2 * s + 2), page(padded - 2 * s - 1)]);
  }
  return sides;
}

export type SheetPaper = 'a4' | 'us-letter';

/** Imposes `book` (a PDF of `pages` pages, each half of `sheet` turned landscape) as a saddle-stitched booklet. */
export function imposeBooklet(
  book: Uint8Array,
  pages: number,
  sheet: SheetPaper,
  title: string,
): TypstOutput {
  const order = saddleStitchOrder(pages);
  const main = `
#set document(title: sys.inputs.title, author: "Tower Press", date: datetime(year: 2026, month: 1, day: 1))
#set text(lang: "en")
#set page(paper: "${sheet}", flipped: true, margin: 0pt)
#let sides = json("/order.json")
#for (i, side) in sides.enumerate() {
  if i > 0 { pagebreak() }
  grid(columns: (1fr, 1fr), rows: 100%, ..side.map(p => if p > 0 { image("/book.pdf", page: p, width: 100%, height: 100%, fit: "contain") }))
}
`;
  return compileTypst(
    main,
    { '/book.pdf': book, '/order.json': new TextEncoder().encode(JSON.stringify(order)) },
    { title },
  );
}
