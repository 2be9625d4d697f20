/**
 * Imposition: where each card face and back goes on the sheet, and where its crop marks go.
 * The page is portrait or landscape, whichever holds more cards (portrait on a tie) inside the
 * 5 mm border and the 1 mm kept for crop marks; faces with no bleed get a 3 mm gutter where the
 * paper has room for it, so each card has its own cut lines. Backs follow on their own pages,
 * mirrored so each lands behind its face when the printer turns the sheet on the long or the
 * short edge (and turned 180° where that flip would otherwise leave them upside down in the
 * hand); for printers without duplex, fold mode puts faces in the top half of a portrait page
 * and backs upside down in the bottom half, and gutter-fold mode puts faces in the left half of
 * a landscape page and backs mirrored in the right half.
 * Pure geometry in points, so it is unit-tested.
 */
import { mm, PAPER, type PaperId } from '../paper.ts';

export type Duplex = 'long' | 'short' | 'fold' | 'gutter-fold' | 'none';
export const DUPLEX_MODES: readonly Duplex[] = ['long', 'short', 'fold', 'gutter-fold', 'none'];

export interface ImposeOptions {
  paper: PaperId;
  /** Bleed in mm on every side of every card: 0 or 3. */
  bleed: number;
  duplex: Duplex;
  /** Shift of the backs in mm, to correct a printer's misregistration (x right, y down). */
  backOffset: { x: number; y: number };
}

export interface Slot {
  /** Top-left of the face including bleed, in points. */
  x: number;
  y: number;
  /** Rotate the face 180° about its centre (fold-mode and short-edge backs). */
  rotate: boolean;
}

export interface Layout {
  pageWidth: number;
  pageHeight: number;
  landscape: boolean;
  cols: number;
  rows: number;
  /** Cell (face with bleed) size in points. */
  cellWidth: number;
  cellHeight: number;
  bleed: number;
  /** Space between neighbouring cells, across and down, in points (0 where they abut). */
  gutterX: number;
  gutterY: number;
  /** Face slots per page, in reading order. */
  faces: Slot[];
  /** Back slot for face slot i (same page in the fold modes, the next page otherwise); empty for 'none'. */
  backs: Slot[];
  /** Grid bounds on the face side (for crop marks): left, top, right, bottom. */
  grid: { left: number; top: number; right: number; bottom: number };
  /** The fold line's y in fold mode. */
  foldY?: number;
  /** The fold line's x in gutter-fold mode. */
  foldX?: number;
}

/** Printers leave the outer 4–6 mm blank: nothing is drawn within 5 mm of a page edge. */
export const EDGE = mm(5);
/** Room kept outside the grid on every side, inside the 5 mm border, for the crop marks. */
export const MARK_ROOM = mm(1);
/** Crop marks start up to this far outside the grid and are up to MARK long. */
export const MARK_GAP = mm(0.5);
export const MARK = mm(4);
/** The shortest crop mark drawn: a tick a trimmer's blade can still be lined up on. */
export const MIN_MARK = mm(0.6);
/** The gutter between faces with no bleed, where the paper has room for it. */
export const GUTTER = mm(3);
/** The fold line's clearance from the cards on either side of it. */
export const FOLD_CLEAR = mm(3);

/** How many cells of `cell` fit in `room`, and the gutter between them. */
function fit(room: number, cell: number, gutterWanted: boolean): { n: number; gutter: number } {
  const n = Math.floor((room + 1e-9) / cell);
  if (!gutterWanted || n < 2) return { n, gutter: 0 };
  const gutter = Math.min(GUTTER, (room - n * cell) / (n - 1));
  // A sliver of paper between two cuts is worse than one shared cut.
  return { n, gutter: gutter >= mm(2) ? gutter : 0 };
}

/** The largest back offset (mm, each way) that keeps every back inside the 5 mm border. */
export interface OffsetRoom {
  left: number;
  right: number;
  up: number;
  down: number;
}

export class BackOffsetError extends RangeError {}

export function layoutFor(size: { width: number; height: number }, options: ImposeOptions): Layout {
  const paper = PAPER[options.paper];
  const bleed = mm(options.bleed);
  const cellWidth = mm(size.width) + 2 * bleed;
  const cellHeight = mm(size.height) + 2 * bleed;
  const gutterWanted = options.bleed === 0;
  const inset = EDGE + MARK_ROOM;
  const { duplex } = options;
  const fold = duplex === 'fold';
  const gutterFold = duplex === 'gutter-fold';

  // Each orientation's grid: the fold modes use one half of the page for the faces.
  const grid = (w: number, h: number) => {
    const across = fit(
      gutterFold ? w / 2 - FOLD_CLEAR - inset : w - 2 * inset,
      cellWidth,
      gutterWanted,
    );
    const down = fit(fold ? h / 2 - FOLD_CLEAR - inset : h - 2 * inset, cellHeight, gutterWanted);
    return { w, h, across, down, count: across.n * down.n };
  };
  const portrait = grid(paper.width, paper.height);
  const landscape = grid(paper.height, paper.width);
  // Folding across the page (fold) needs it upright. The other modes take the orientation that
  // holds more cards; gutter-fold keeps landscape on a tie (its fold then runs along the short
  // side, the easier fold), and turns upright where a tall card fits twice down the page.
  const chosen = fold
    ? portrait
    : gutterFold
      ? portrait.count > landscape.count
        ? portrait
        : landscape
      : landscape.count > portrait.count
        ? landscape
        : portrait;
  const { w: pageWidth, h: pageHeight } = chosen;
  const cols = chosen.across.n;
  const rows = chosen.down.n;
  if (cols < 1 || rows < 1)
    throw new RangeError(
      `A ${size.width} × ${size.height} mm card with ${options.bleed} mm bleed does not fit on ${paper.name} in this mode`,
    );
  const gutterX = chosen.across.gutter;
  const gutterY = chosen.down.gutter;
  const gridW = cols * cellWidth + (cols - 1) * gutterX;
  const gridH = rows * cellHeight + (rows - 1) * gutterY;
  const foldY = fold ? pageHeight / 2 : undefined;
  const foldX = gutterFold ? pageWidth / 2 : undefined;
  // Centred on the page, or against the fold (FOLD_CLEAR from it) in the fold modes.
  const left = gutterFold ? foldX! - FOLD_CLEAR - gridW : (pageWidth - gridW) / 2;
  const top = fold ? foldY! - FOLD_CLEAR - gridH : (pageHeight - gridH) / 2;
  // Landscape sheets turn on the other axis: the long edge of a landscape page is its top.
  const flipAcross = (duplex === 'long') !== pageWidth > pageHeight;
  const faces: Slot[] = [];
  const backs: Slot[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = left + c * (cellWidth + gutterX);
      const y = top + r * (cellHeight + gutterY);
      faces.push({ x, y, rotate: false });
      if (duplex === 'long' || duplex === 'short')
        backs.push(
          flipAcross
            ? { x: pageWidth - x - cellWidth, y, rotate: false }
            : // Turned over top to bottom, a back drawn upright would be upside down behind its
              // face when the card is turned over sideways, as cards are: turn it.
              { x, y: pageHeight - y - cellHeight, rotate: true },
        );
      else if (fold) backs.push({ x, y: 2 * foldY! - y - cellHeight, rotate: true });
      else if (gutterFold) backs.push({ x: 2 * foldX! - x - cellWidth, y, rotate: false });
    }
  }
  const layout: Layout = {
    pageWidth,
    pageHeight,
    landscape: pageWidth > pageHeight,
    cols,
    rows,
    cellWidth,
    cellHeight,
    bleed,
    gutterX,
    gutterY,
    faces,
    backs,
    grid: { left, top, right: left + gridW, bottom: top + gridH },
    foldY,
    foldX,
  };
  const room = backOffsetRoom(layout);
  const { x: ox, y: oy } = options.backOffset;
  // A hair of tolerance: the largest offset the message names must itself be accepted.
  const e = 1e-4;
  const over =
    ox > room.right + e || -ox > room.left + e || oy > room.down + e || -oy > room.up + e;
  if (over)
    throw new BackOffsetError(
      `--back-offset ${ox},${oy} would put backs inside the 5 mm border of ${paper.name} in this layout; the largest that fits: X from ${fmt(-room.left)} to ${fmt(room.right)}, Y from ${fmt(-room.up)} to ${fmt(room.down)} (mm)`,
    );
  const dx = mm(ox);
  const dy = mm(oy);
  for (const b of backs) ((b.x += dx), (b.y += dy));
  return layout;
}

/** Millimetres, rounded towards zero to a tenth (so the number fits), for messages. */
const fmt = (millimetres: number) =>
  (Math.trunc(millimetres * 10 + Math.sign(millimetres) * 1e-6) / 10).toString();

/** How far (mm) the backs of a layout with no offset may move each way and stay inside the 5 mm border. */
export function backOffsetRoom(layout: Layout): OffsetRoom {
  const toMm = (pt: number) => (pt * 25.4) / 72;
  if (!layout.backs.length)
    return { left: Infinity, right: Infinity, up: Infinity, down: Infinity };
  const xs = layout.backs.map((b) => b.x);
  const ys = layout.backs.map((b) => b.y);
  return {
    left: toMm(Math.min(...xs) - EDGE),
    right: toMm(layout.pageWidth - EDGE - Math.max(...xs) - layout.cellWidth),
    up: toMm(Math.min(...ys) - EDGE),
    down: toMm(layout.pageHeight - EDGE - Math.max(...ys) - layout.cellHeight),
  };
}

/** A straight line segment, in points. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Every trim line on the face side: the x of each vertical cut and the y of each horizontal one. */
export function cutLines(layout: Layout): { xs: number[]; ys: number[] } {
  const { bleed, cellWidth, cellHeight } = layout;
  const unique = (values: number[]) =>
    values.sort((a, b) => a - b).filter((v, i, all) => i === 0 || Math.abs(v - all[i - 1]!) > 0.01);
  return {
    xs: unique(layout.faces.flatMap((f) => [f.x + bleed, f.x + cellWidth - bleed])),
    ys: unique(layout.faces.flatMap((f) => [f.y + bleed, f.y + cellHeight - bleed])),
  };
}

/** Where the page's note goes: a band along one side, outside the grid and its marks. */
export interface NotePlace {
  /** The band runs along this side of the page, just inside the 5 mm border. */
  side: 'top' | 'bottom' | 'left' | 'right';
}

/** The note's band: a line of 6.5 pt text. */
export const NOTE_BAND = mm(2.6);
const NOTE_CLEAR = mm(0.4);

/**
 * The crop marks of a layout: both ends of every cut line, outside the grid, each as long as
 * the room allows (up to MARK); and the side the page note takes, chosen so that it crosses no
 * mark: the first of top, bottom, left and right with room for the note beside full-length
 * marks, else the roomiest side, its marks shortened to leave the note its band (the note is
 * left out only when even the shortest marks and the note cannot share any side).
 */
export function cropMarks(layout: Layout): { marks: Segment[]; note: NotePlace | null } {
  const { grid, pageWidth, pageHeight } = layout;
  const { xs, ys } = cutLines(layout);
  // Room between the grid and the 5 mm border (or the fold) on each side.
  const room = {
    top: grid.top - EDGE,
    bottom: (layout.foldY ?? pageHeight - EDGE) - grid.bottom - (layout.foldY ? mm(1) : 0),
    left: grid.left - EDGE,
    right: (layout.foldX ?? pageWidth - EDGE) - grid.right - (layout.foldX ? mm(1) : 0),
  };
  // Sides whose far side is free for a note: not the fold's side in the fold modes, where
  // the backs lie beyond; there, the note may use the backs' outer side instead.
  const sides = (['top', 'bottom', 'left', 'right'] as const).filter(
    (s) =>
      !(layout.foldY !== undefined && s === 'bottom') &&
      !(layout.foldX !== undefined && s === 'right'),
  );
  const gapFor = (r: number) => Math.min(MARK_GAP, r / 3);
  const full = (r: number) => Math.min(MARK, r - gapFor(r));
  let note: NotePlace | null = null;
  const reserve = NOTE_BAND + NOTE_CLEAR;
  const fitsBeside = sides.find((s) => room[s] - gapFor(room[s]) - full(room[s]) >= reserve);
  if (fitsBeside) note = { side: fitsBeside };
  else {
    const roomiest = [...sides].sort((a, b) => room[b] - room[a])[0]!;
    if (room[roomiest] - reserve - gapFor(room[roomiest] - reserve) >= MIN_MARK)
      note = { side: roomiest };
  }
  const length = (side: keyof typeof room) => {
    const r = note?.side === side ? room[side] - reserve : room[side];
    return { gap: gapFor(r), len: Math.min(MARK, r - gapFor(r)) };
  };
  const marks: Segment[] = [];
  const up = length('top');
  const down = length('bottom');
  const l = length('left');
  const rt = length('right');
  for (const x of xs) {
    marks.push({ x1: x, y1: grid.top - up.gap, x2: x, y2: grid.top - up.gap - up.len });
    marks.push({ x1: x, y1: grid.bottom + down.gap, x2: x, y2: grid.bottom + down.gap + down.len });
  }
  for (const y of ys) {
    marks.push({ x1: grid.left - l.gap, y1: y, x2: grid.left - l.gap - l.len, y2: y });
    marks.push({ x1: grid.right + rt.gap, y1: y, x2: grid.right + rt.gap + rt.len, y2: y });
  }
  return { marks, note };
}
