/**
 * Where every page of a kit goes, so the whole kit prints as one job. Double-sided (flipped on
 * the long edge): every part starts on the front of a sheet (an odd page) unless it is meant
 * for the back of the one before (the quick reference behind the cover); a one-sided part's
 * pages each get a blank back, a part that ends on a front gets one too, and so the kit has an
 * even number of pages. One-sided: the pages in order, one a sheet, no blanks. Pure: no PDF
 * is read or written here.
 */

/** How a part prints: one side per sheet, or both sides flipped on the long edge. */
export type Sides = 'single' | 'long-edge';

/** A page's width and height in points. */
export type PageSize = readonly [number, number];

export interface PlanPart {
  /** Each page's size, in order. */
  readonly sizes: readonly PageSize[];
  readonly sides: Sides;
  /** Printed on the back of the part before it (double-sided only). */
  readonly onBack?: boolean;
}

/** A kit page: a page of a part (from 0), or a blank back of one of the plan's blank sizes. */
export type Slot = { part: number; page: number } | { blank: number };

export interface PlannedPart {
  /** First and last kit page, counting from 1, blank backs included. */
  from: number;
  to: number;
  /** Sheets of paper whose front is one of its pages. */
  sheets: number;
}

export interface KitPlan {
  slots: Slot[];
  /** The sizes of the blank backs, each once (a slot names one by index). */
  blanks: PageSize[];
  parts: PlannedPart[];
  pages: number;
  sheets: number;
}

/** Sizes closer than a point are the same paper (A4 from two programs differs in decimals). */
const sameSize = (a: PageSize, b: PageSize) =>
  Math.abs(a[0] - b[0]) < 1 && Math.abs(a[1] - b[1]) < 1;

export function planKit(parts: readonly PlanPart[], duplex: boolean): KitPlan {
  const slots: Slot[] = [];
  const blanks: PageSize[] = [];
  const starts: number[] = [];
  let lastSize: PageSize | undefined;
  const blank = (size: PageSize) => {
    let i = blanks.findIndex((b) => sameSize(b, size));
    if (i < 0) i = blanks.push(size) - 1;
    slots.push({ blank: i });
  };
  for (const [p, part] of parts.entries()) {
    if (!part.sizes.length) throw new RangeError(`part ${p + 1} of the kit has no pages`);
    // A part starts on a front: the part before ends on a blank back if it ended on a front.
    if (duplex && slots.length % 2 && !part.onBack) blank(lastSize!);
    starts.push(slots.length);
    for (const [page, size] of part.sizes.entries()) {
      slots.push({ part: p, page });
      lastSize = size;
      const last = page === part.sizes.length - 1;
      // One-sided pages face a blank, but the last one may be the back the next part takes.
      if (duplex && part.sides === 'single' && !last) blank(size);
    }
  }
  if (duplex && slots.length % 2) blank(lastSize!);
  const pages = slots.length;
  const planned = starts.map((from, i) => {
    const to = (starts[i + 1] ?? pages) - 1;
    // Double-sided, a sheet belongs to the part on its front (an even index counting from 0).
    const fronts = duplex ? Math.ceil((to + 1) / 2) - Math.ceil(from / 2) : to - from + 1;
    return { from: from + 1, to: to + 1, sheets: fronts };
  });
  return { slots, blanks, parts: planned, pages, sheets: duplex ? pages / 2 : pages };
}
