/**
 * Imposition: where each card face and back goes on the sheet. Cards sit in a grid centred on
 * a portrait page (3 × 3 poker cards on A4 or Letter), bleeds abutting, with crop marks outside
 * the grid. Backs follow on their own pages, mirrored so each lands behind its face when the
 * printer turns the sheet on the long or the short edge; or, for printers without duplex, the
 * fold mode puts faces in the top half and backs upside down in the bottom half.
 * Pure geometry in points, so it is unit-tested.
 */
import { mm, PAPER, type PaperId } from '../paper.ts';

export type Duplex = 'long' | 'short' | 'fold' | 'none';
export const DUPLEX_MODES: readonly Duplex[] = ['long', 'short', 'fold', 'none'];

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
  /** Rotate the face 180° about its centre (fold-mode backs). */
  rotate: boolean;
}

export interface Layout {
  pageWidth: number;
  pageHeight: number;
  cols: number;
  rows: number;
  /** Cell (face with bleed) size in points. */
  cellWidth: number;
  cellHeight: number;
  bleed: number;
  /** Face slots per page, in reading order. */
  faces: Slot[];
  /** Back slot for face slot i (same page in fold mode, the next page otherwise); empty for 'none'. */
  backs: Slot[];
  /** Grid bounds on the face side (for crop marks): left, top, right, bottom. */
  grid: { left: number; top: number; right: number; bottom: number };
  /** The fold line's y in fold mode. */
  foldY?: number;
}

/** Printers leave the outer 4–6 mm blank: nothing is drawn within 5 mm of a page edge. */
export const EDGE = mm(5);
/** Crop marks start this far outside the grid and are at least MIN_MARK long where drawn. */
export const MARK_GAP = mm(0.5);
export const MIN_MARK = mm(1.5);
export const MARK = mm(4);
/** The page note sits in a band this tall at the top, just inside the 5 mm edge. */
export const NOTE_BAND = mm(2.6);
/** Room kept beside the grid: the edge and a short crop mark (sides and bottom), the note (top). */
const SIDE_ROOM = EDGE + MARK_GAP + MIN_MARK;
const TOP_ROOM = EDGE + NOTE_BAND;

export function layoutFor(size: { width: number; height: number }, options: ImposeOptions): Layout {
  const paper = PAPER[options.paper];
  const bleed = mm(options.bleed);
  const cellWidth = mm(size.width) + 2 * bleed;
  const cellHeight = mm(size.height) + 2 * bleed;
  const fold = options.duplex === 'fold';
  const foldY = fold ? paper.height / 2 : undefined;
  const usableW = paper.width - 2 * SIDE_ROOM;
  // Fold mode: faces above the fold (3 mm clear of it), backs mirrored below, so both halves keep TOP_ROOM.
  const usableH = fold ? paper.height / 2 - mm(3) - TOP_ROOM : paper.height - TOP_ROOM - SIDE_ROOM;
  const cols = Math.floor(usableW / cellWidth);
  const rows = Math.floor(usableH / cellHeight);
  if (cols < 1 || rows < 1)
    throw new RangeError(
      `A ${size.width} × ${size.height} mm card with ${options.bleed} mm bleed does not fit on ${paper.name} in this mode`,
    );
  const left = (paper.width - cols * cellWidth) / 2;
  // Centred, unless the note at the top needs the grid lower.
  const top = fold
    ? foldY! - mm(3) - rows * cellHeight
    : Math.max(TOP_ROOM, (paper.height - rows * cellHeight) / 2);
  const faces: Slot[] = [];
  const backs: Slot[] = [];
  const dx = mm(options.backOffset.x);
  const dy = mm(options.backOffset.y);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = left + c * cellWidth;
      const y = top + r * cellHeight;
      faces.push({ x, y, rotate: false });
      if (options.duplex === 'long')
        backs.push({ x: paper.width - x - cellWidth + dx, y: y + dy, rotate: false });
      else if (options.duplex === 'short')
        backs.push({ x: x + dx, y: paper.height - y - cellHeight + dy, rotate: false });
      else if (options.duplex === 'fold')
        backs.push({ x: x + dx, y: 2 * foldY! - y - cellHeight + dy, rotate: true });
    }
  }
  return {
    pageWidth: paper.width,
    pageHeight: paper.height,
    cols,
    rows,
    cellWidth,
    cellHeight,
    bleed,
    faces,
    backs,
    grid: { left, top, right: left + cols * cellWidth, bottom: top + rows * cellHeight },
    foldY,
  };
}
