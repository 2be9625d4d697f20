/**
 * The page order of a saddle-stitched booklet (pure: no PDF code). The rulebooks
 * (generators/rulebook/impose.ts) and the chronicle (src/print/chronicle/) place pages in this order.
 */
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
