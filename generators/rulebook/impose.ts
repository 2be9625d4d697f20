/**
 * Booklet imposition: the pages of a small book (A5, or half-Letter) placed two to a landscape
 * sheet (A4, or Letter) so that the printed stack, folded in the middle and stapled on the fold
 * (saddle stitch), reads in order. Pages are placed as vectors (Typst places a page of a PDF as
 * a form: text and embedded fonts kept), never as images.
 */
import { compileTypst, type TypstOutput } from '../typst/compile.ts';
import { saddleStitchOrder } from './saddle-stitch.ts';

export { saddleStitchOrder, type SheetSide } from './saddle-stitch.ts';

export type SheetPaper = 'a4' | 'us-letter';

/**
 * Imposes `book` (a PDF of `pages` pages, each half of `sheet` turned landscape) as a
 * saddle-stitched booklet, with print hints for a duplex flipped on the short edge and a
 * bookmark for each of `chapters` (title, page of the book) to the sheet side that holds it.
 */
export function imposeBooklet(
  book: Uint8Array,
  pages: number,
  sheet: SheetPaper,
  title: string,
  chapters: readonly { title: string; page: number }[] = [],
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
    {
      print: {
        duplex: 'short',
        outline: chapters.map((c) => ({
          title: c.title,
          page: order.findIndex((side) => side.includes(c.page)) + 1,
        })),
      },
    },
  );
}
