/**
 * A deck as a print-and-play PDF: faces imposed on sheets with crop marks, backs mirrored for
 * duplex (or folded), an optional alignment test page. Faces are satori SVGs drawn as vectors
 * by svg-to-pdfkit, their text in the embedded project fonts. Same deck and options, same bytes.
 */
import SVGtoPDF from 'svg-to-pdfkit';
import {
  collectPdf,
  createDocument,
  setPageBoxes,
  type PageRect,
  type Dated,
} from '../document.ts';
import { registerFonts, type FontSet } from '../fonts.ts';
import type { PdfDocument, PdfDocumentConstructor } from '../types.ts';
import {
  cropMarks as cropMarkLayout,
  cutLines,
  EDGE,
  layoutFor,
  MIN_MARK,
  NOTE_BAND,
  type ImposeOptions,
  type Layout,
  type NotePlace,
  type Slot,
} from './impose.ts';
import { neutralsInGray } from '../gray-ink.ts';
import { mm } from '../paper.ts';
import { cardSvg, PDF_FONT_FOR } from './render.ts';
import { expandCards, type Deck, type DeckCard } from './schema.ts';
import type { FieldValues } from './templates/template.ts';
import type { CardImage } from './images.ts';

export interface DeckPdfOptions extends ImposeOptions, Dated {
  /** Add an alignment test page (and its back) before the cards. */
  testPage?: boolean;
  /**
   * For a progress line: told after each step, of two per card (its faces made, then placed
   * on a sheet, a sheet at a time).
   */
  progress?: (stepsDone: number, steps: number) => void;
  /** Fill the last sheet with the deck's blank card (refused when the deck has none). */
  fillBlanks?: boolean;
  /** Thin full-length guides along every cut line, over the cards. */
  cutLines?: boolean;
  /** No large fills: grey backs and black tokens printed as outlines. */
  inkSaver?: boolean;
  /** The pictures the deck's image fields name, by name as written (the CLI reads them). */
  images?: ReadonlyMap<string, CardImage>;
  /**
   * Told each warning of svg-to-pdfkit once, naming the file and the card it came from (the
   * CLI prints them); without it they are dropped, never written to the console unnamed.
   */
  warn?: (message: string) => void;
}

/**
 * svg-to-pdfkit opens a picture every time a card shows it; opened once, each picture is one
 * image in the PDF however many cards and sheets show it.
 */
function openEachImageOnce(doc: PdfDocument): void {
  const opened = new Map<string, unknown>();
  const open = doc.openImage.bind(doc);
  doc.openImage = (src: string) => {
    let image = opened.get(src);
    if (!image) opened.set(src, (image = open(src)));
    return image;
  };
}

/** How long satori and pdfkit took, for the benchmark. */
export interface DeckTimings {
  satoriMs: number;
  pdfMs: number;
}

/** Where svg-to-pdfkit's warnings go while one face is drawn (set by renderDeckPdf). */
type WarningSink = (message: string) => void;

function drawFace(
  doc: PdfDocument,
  svg: string,
  slot: Slot,
  layout: Layout,
  warningCallback: WarningSink,
): void {
  doc.save();
  if (slot.rotate) {
    doc
      .translate(slot.x + layout.cellWidth / 2, slot.y + layout.cellHeight / 2)
      .rotate(180)
      .translate(-layout.cellWidth / 2, -layout.cellHeight / 2);
    SVGtoPDF(doc, svg, 0, 0, {
      width: layout.cellWidth,
      height: layout.cellHeight,
      assumePt: true,
      // satori sizes its SVG in whole pixels (179 × 249 for a 178.58 × 249.45 pt cell):
      // stretched to the exact cell, so there is no seam between cells and no shift.
      preserveAspectRatio: 'none',
      fontCallback: (family: string) => PDF_FONT_FOR[family] ?? 'body',
      warningCallback,
    });
  } else {
    SVGtoPDF(doc, svg, slot.x, slot.y, {
      width: layout.cellWidth,
      height: layout.cellHeight,
      assumePt: true,
      // satori sizes its SVG in whole pixels (179 × 249 for a 178.58 × 249.45 pt cell):
      // stretched to the exact cell, so there is no seam between cells and no shift.
      preserveAspectRatio: 'none',
      fontCallback: (family: string) => PDF_FONT_FOR[family] ?? 'body',
      warningCallback,
    });
  }
  doc.restore();
}

/** Crop marks at both ends of every cut line (see cropMarks in impose.ts); the note's side. */
function cropMarks(doc: PdfDocument, layout: Layout): NotePlace | null {
  const { marks, note } = cropMarkLayout(layout);
  doc.save().lineWidth(0.4).strokeColor('#000000');
  for (const m of marks)
    if (Math.hypot(m.x2 - m.x1, m.y2 - m.y1) >= MIN_MARK - 0.01)
      doc.moveTo(m.x1, m.y1).lineTo(m.x2, m.y2).stroke();
  doc.restore();
  return note;
}

/** Thin guides the whole length of every cut line, from the grid's one side to the other. */
function guideLines(doc: PdfDocument, layout: Layout): void {
  const { xs, ys } = cutLines(layout);
  const { grid } = layout;
  doc.save().lineWidth(0.2).strokeColor('#808080');
  for (const x of xs) doc.moveTo(x, grid.top).lineTo(x, grid.bottom).stroke();
  for (const y of ys) doc.moveTo(grid.left, y).lineTo(grid.right, y).stroke();
  doc.restore();
}

/** The page's note, in a band just inside the 5 mm edge on the side the crop marks leave it. */
function pageNote(doc: PdfDocument, layout: Layout, text: string, place: NotePlace | null): void {
  if (!place) return;
  const { pageWidth: w, pageHeight: h } = layout;
  doc.font('body').fontSize(NOTE_SIZE).fillColor('#555555');
  const along = (side: 'top' | 'bottom' | 'left' | 'right') =>
    side === 'top' || side === 'bottom' ? w : h;
  const width = along(place.side) - 2 * (EDGE + mm(2));
  const options = { width, align: 'center' as const, lineBreak: false };
  const inset = EDGE + mm(2);
  if (place.side === 'top') doc.text(text, inset, EDGE - 0.5, options);
  else if (place.side === 'bottom') doc.text(text, inset, h - EDGE - NOTE_BAND - 0.5, options);
  else {
    // Read from bottom to top along the left side, top to bottom along the right.
    doc.save();
    if (place.side === 'left') doc.translate(EDGE - 0.5, h - inset).rotate(-90);
    else doc.translate(w - EDGE, inset).rotate(90);
    doc.text(text, 0, 0, options);
    doc.restore();
  }
}

const NOTE_SIZE = 6.5;

/** A millimetre ruler (0 to `length` mm), to check the print is at 100 % and to measure shifts. */
function ruler(doc: PdfDocument, x: number, y: number, length: number): void {
  doc
    .save()
    .rect(x - 4, y - 3, mm(length) + 22, mm(6))
    .fill('#ffffff');
  doc.lineWidth(0.4).strokeColor('#000000');
  doc
    .moveTo(x, y)
    .lineTo(x + mm(length), y)
    .stroke();
  for (let i = 0; i <= length; i++)
    doc
      .moveTo(x + mm(i), y)
      .lineTo(x + mm(i), y + (i % 10 === 0 ? mm(2.5) : i % 5 === 0 ? mm(1.7) : mm(1)))
      .stroke();
  doc.restore();
  doc.font('body').fontSize(6).fillColor('#000000');
  for (let i = 0; i <= length; i += 10)
    doc.text(String(i), x + mm(i) - 10, y + mm(2.8), {
      width: 20,
      align: 'center',
      lineBreak: false,
    });
  doc.text('mm', x + mm(length) + 3, y + mm(2.8), { lineBreak: false });
}

/** Reach of the graduated scales on the backs' crosses, in mm either way. */
export const SCALE_MM = 5;

/** How far the backs' scales sit from the card's centre, below it and right of it. */
const SCALE_AWAY = mm(6);

/**
 * Two scales graduated in millimetres from −5 to +5 around a back's centre, one across (below
 * the centre) and one down (right of it), numbered in the page's own directions (right and down
 * are positive) whether or not the card is turned: the number where the face's cross line
 * crosses a scale is how far to move the backs.
 */
function graduatedCross(doc: PdfDocument, cx: number, cy: number): void {
  doc.save().lineWidth(0.3).strokeColor('#000000');
  const reach = mm(SCALE_MM);
  const hy = cy + SCALE_AWAY;
  const vx = cx + SCALE_AWAY;
  doc
    .moveTo(cx - reach, hy)
    .lineTo(cx + reach, hy)
    .moveTo(vx, cy - reach)
    .lineTo(vx, cy + reach)
    // A small cross at the centre, for the eye.
    .moveTo(cx - mm(2), cy)
    .lineTo(cx + mm(2), cy)
    .moveTo(cx, cy - mm(2))
    .lineTo(cx, cy + mm(2))
    .stroke();
  for (let i = -SCALE_MM; i <= SCALE_MM; i++) {
    const tick = i === 0 ? mm(2.4) : i % 5 === 0 ? mm(1.8) : mm(1);
    doc
      .moveTo(cx + mm(i), hy - tick)
      .lineTo(cx + mm(i), hy)
      .moveTo(vx - tick, cy + mm(i))
      .lineTo(vx, cy + mm(i))
      .stroke();
  }
  doc.restore();
  doc.font('body').fontSize(6).fillColor('#000000');
  for (const i of [-4, -2, 0, 2, 4]) {
    doc.text(String(i), cx + mm(i) - 6, hy + mm(0.6), {
      width: 12,
      align: 'center',
      lineBreak: false,
    });
    doc.text(String(i), vx + mm(0.8), cy + mm(i) - 3.2, { width: 12, lineBreak: false });
  }
}

/** A cross at a face's centre, its arms long enough to cross the other side's scales. */
function plainCross(doc: PdfDocument, cx: number, cy: number): void {
  const reach = SCALE_AWAY + mm(3);
  doc
    .save()
    .lineWidth(0.3)
    .strokeColor('#000000')
    .moveTo(cx - reach, cy)
    .lineTo(cx + reach, cy)
    .moveTo(cx, cy - reach)
    .lineTo(cx, cy + reach)
    .stroke()
    .restore();
}

/** A number as the CLI takes it: 0.5, -1, 0. */
const num = (n: number) => String(Math.round(n * 100) / 100);

/** The next --back-offset, from the one a test page was printed with and what was read on it. */
export function correctedBackOffset(
  printedWith: { x: number; y: number },
  reading: { x: number; y: number },
): { x: number; y: number } {
  return { x: printedWith.x + reading.x, y: printedWith.y + reading.y };
}

function testInstructions(
  kind: 'fold' | 'gutter-fold' | 'single' | 'faces' | 'backs',
  offset: { x: number; y: number },
  rulerMm: number,
): string {
  const scale = `Print at 100 % (“actual size”): the ruler must measure ${rulerMm} mm.`;
  const printed = `This page was printed with --back-offset ${num(offset.x)},${num(offset.y)}.`;
  const example = correctedBackOffset(offset, { x: 1, y: -0.5 });
  const read = `Hold the sheet to the light and, on the backs’ graduated crosses, read the numbers where the faces’ cross lines fall: A on the scale across, B on the scale down. Print next with --back-offset ${num(offset.x)}+A,${num(offset.y)}+B (a reading of 1 across and -0.5 down gives --back-offset ${num(example.x)},${num(example.y)}).`;
  switch (kind) {
    case 'single':
      return scale;
    case 'fold':
      return `${scale} ${printed} Fold on the dashed line, faces out. ${read}`;
    case 'gutter-fold':
      return `${scale} ${printed} Fold on the dashed line, faces out. ${read}`;
    case 'faces':
      return `${scale} Print this page and the next one double-sided. ${printed} ${read}`;
    case 'backs':
      return `${printed} The numbers on this side count millimetres right and down as this side is seen: a back moves that way when its offset grows.`;
  }
}

/**
 * The cells an alignment test page leaves empty for its ruler and instructions, by index in
 * `faces`: the first `lines` rows, or the first `lines` columns when the sheet has a single row
 * (a fold half). A sheet of one card keeps it: the words then sit inside its outline.
 */
function instructionCells(layout: Layout, lines: number): Set<number> {
  const cells = new Set<number>();
  if (layout.faces.length === 1) return cells;
  const byRow = layout.rows > 1;
  for (let i = 0; i < layout.faces.length; i++)
    if (byRow ? Math.floor(i / layout.cols) < lines : i % layout.cols < lines) cells.add(i);
  return cells;
}

/** The box the given cells cover, trimmed of their bleed (where the outlines are drawn). */
function cellsBox(layout: Layout, slots: Slot[]): PageRect {
  const left = Math.min(...slots.map((s) => s.x)) + layout.bleed;
  const top = Math.min(...slots.map((s) => s.y)) + layout.bleed;
  const right = Math.max(...slots.map((s) => s.x + layout.cellWidth)) - layout.bleed;
  const bottom = Math.max(...slots.map((s) => s.y + layout.cellHeight)) - layout.bleed;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The alignment test: plain crosses at the face centres, graduated crosses at the back centres
 * (on the next page, or beyond the fold), the offset the page was printed with, how to read the
 * correction, and a 100 mm ruler to check the printer did not scale.
 */
function alignmentPages(
  doc: PdfDocument,
  layout: Layout,
  duplex: string,
  offset: { x: number; y: number },
): void {
  const outline = (s: Slot) =>
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor('#000000')
      .rect(
        s.x + layout.bleed,
        s.y + layout.bleed,
        layout.cellWidth - 2 * layout.bleed,
        layout.cellHeight - 2 * layout.bleed,
      )
      .stroke()
      .restore();
  const centre = (s: Slot) => [s.x + layout.cellWidth / 2, s.y + layout.cellHeight / 2] as const;
  const page = () => doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
  const kind =
    duplex === 'long' || duplex === 'short'
      ? 'faces'
      : duplex === 'fold' || duplex === 'gutter-fold'
        ? duplex
        : 'single';
  // The ruler and the words take the first row of cells (the first column when there is one
  // row), so they never cross a card's outline; the other cells carry the crosses.
  // As many rows (or columns) as the words need, leaving at least one for the crosses.
  const lineCount = layout.rows > 1 ? layout.rows : layout.cols;
  let free = instructionCells(layout, 1);
  const fits = (cells: Set<number>) => {
    if (cells.size === 0) return true;
    const box = cellsBox(
      layout,
      layout.faces.filter((_, i) => cells.has(i)),
    );
    doc.font('body').fontSize(6.5);
    const words = testInstructions(kind, offset, 100);
    return doc.heightOfString(words, { width: box.width - mm(6) }) + mm(10) <= box.height;
  };
  for (let lines = 2; !fits(free) && lines < lineCount; lines++)
    free = instructionCells(layout, lines);
  const kept = (slots: Slot[]) => (free.size === 0 ? slots : slots.filter((_, i) => !free.has(i)));
  const area = (slots: Slot[]) =>
    cellsBox(layout, free.size === 0 ? slots : slots.filter((_, i) => free.has(i)));
  page();
  for (const s of kept(layout.faces)) (outline(s), plainCross(doc, ...centre(s)));
  if (kind === 'fold' || kind === 'gutter-fold') {
    for (const s of kept(layout.backs)) (outline(s), graduatedCross(doc, ...centre(s)));
    foldLine(doc, layout);
  }
  const box = area(layout.faces);
  const x = box.x + mm(3);
  const y = box.y + mm(3);
  const width = box.width - mm(6);
  const length = Math.min(100, Math.floor((width - 22) / mm(10)) * 10);
  ruler(doc, x, y, length);
  const text = testInstructions(kind, offset, length);
  doc
    .font('body')
    .fontSize(6.5)
    .fillColor('#000000')
    .text(text, x, y + mm(7), { width });
  pageNote(
    doc,
    layout,
    `Alignment test · ${duplex === 'none' ? 'size' : `duplex ${duplex}`}`,
    cropMarkLayout(layout).note,
  );
  if (kind === 'faces') {
    page();
    for (const s of kept(layout.backs)) (outline(s), graduatedCross(doc, ...centre(s)));
    const back = area(layout.backs);
    const backText = testInstructions('backs', offset, length);
    doc
      .font('body')
      .fontSize(6.5)
      .fillColor('#000000')
      .text(backText, back.x + mm(3), back.y + mm(3), { width: back.width - mm(6) });
    pageNote(
      doc,
      layout,
      `Alignment test · backs (flip on the ${duplex} edge)`,
      cropMarkLayout(layout).note,
    );
  }
}

/** The dashed fold line of the fold modes, stopping short of the 5 mm edge. */
function foldLine(doc: PdfDocument, layout: Layout): void {
  doc.save().lineWidth(0.5).dash(4, { space: 3 }).strokeColor('#000000');
  if (layout.foldY !== undefined)
    doc
      .moveTo(CARD_FOLD_INSET, layout.foldY)
      .lineTo(layout.pageWidth - CARD_FOLD_INSET, layout.foldY);
  else
    doc
      // Clear of the page note's band at the top or bottom, which it would cross.
      .moveTo(layout.foldX!, EDGE + NOTE_BAND + mm(1.5))
      .lineTo(layout.foldX!, layout.pageHeight - EDGE - NOTE_BAND - mm(1.5));
  doc.stroke().undash().restore();
}

/** True when no card of the deck has a back to print. */
export const singleSided = (deck: Deck): boolean =>
  deck.back === null && deck.cards.every((c) => !c.back);

export async function renderDeckPdf(
  PDFDocument: PdfDocumentConstructor,
  fonts: FontSet,
  deck: Deck,
  options: DeckPdfOptions,
  timings?: DeckTimings,
): Promise<Uint8Array> {
  // A single-sided deck (`back: none`, no card with its own back) prints faces only, in any mode.
  const duplex = singleSided(deck) ? 'none' : options.duplex;
  const layout = layoutFor(deck.size, { ...options, duplex });
  const doc = createDocument(PDFDocument, {
    title: deck.name,
    subject: `Card sheets: ${options.paper}, ${options.bleed} mm bleed, duplex ${duplex}`,
    ...((duplex === 'long' || duplex === 'short') && { duplex }),
    date: options.date,
  });
  // With bleed, tell print shops where the cards are trimmed: the slots drawn, less their bleed.
  const markBoxes = (slots: readonly Slot[]) => {
    if (layout.bleed <= 0 || !slots.length) return;
    const left = Math.min(...slots.map((s) => s.x));
    const top = Math.min(...slots.map((s) => s.y));
    const right = Math.max(...slots.map((s) => s.x + layout.cellWidth));
    const bottom = Math.max(...slots.map((s) => s.y + layout.cellHeight));
    const b = layout.bleed;
    setPageBoxes(
      doc,
      { x: left + b, y: top + b, width: right - left - 2 * b, height: bottom - top - 2 * b },
      b,
    );
  };
  registerFonts(doc, fonts);
  neutralsInGray(doc);
  if (options.images?.size) openEachImageOnce(doc);
  const svgs = new Map<string, string>();
  const svgFor = async (template: string, fields: FieldValues) => {
    const key = JSON.stringify([template, fields]);
    let svg = svgs.get(key);
    if (!svg) {
      const started = performance.now();
      svg = await cardSvg(template, fields, deck.size, options.bleed, fonts, 'pdf', {
        inkSaver: options.inkSaver,
        images: options.images,
      });
      if (timings) timings.satoriMs += performance.now() - started;
      svgs.set(key, svg);
    }
    return svg;
  };
  const cards = expandCards(deck);
  if (options.fillBlanks) {
    if (!deck.blank) throw new RangeError(`${deck.file}: the deck has no blank card to fill with`);
    const perSheet = layout.faces.length;
    while (cards.length % perSheet) cards.push(deck.blank);
  }
  const faceSvgs: string[] = [];
  const backSvgs: string[] = [];
  // Each drawing's warnings are told once, naming the first card it is drawn for.
  const whereOf = new Map<string, string>();
  const told = new Set<string>();
  const warningsFor =
    (svg: string): WarningSink =>
    (message) => {
      const line = `${whereOf.get(svg) ?? deck.file}: the PDF drawing code says: ${message}`;
      if (!told.has(line)) (told.add(line), options.warn?.(line));
    };
  const name = (c: DeckCard) => {
    const i = deck.cards.indexOf(c);
    return `${deck.file}: ${i < 0 ? 'blank card' : `card ${i + 1}${/^\d+$/.test(c.name) ? '' : ` ("${c.name}")`}`}`;
  };
  for (const c of cards) {
    // One at a time, so the timing is honest; repeated faces and backs come from the cache.
    const face = await svgFor(c.template, c.fields);
    faceSvgs.push(face);
    if (!whereOf.has(face)) whereOf.set(face, name(c));
    const back = c.back ?? deck.back;
    const backSvg = duplex !== 'none' && back ? await svgFor(back.template, back.fields) : '';
    if (backSvg && !whereOf.has(backSvg))
      whereOf.set(backSvg, c.back ? `${name(c)}: back` : `${deck.file}: back`);
    if (duplex !== 'none') backSvgs.push(backSvg);
    options.progress?.(faceSvgs.length, 2 * cards.length);
  }
  const started = performance.now();

  if (options.testPage) alignmentPages(doc, layout, duplex, options.backOffset);
  const perPage = layout.faces.length;
  const sheets = Math.ceil(cards.length / perPage);
  const folded = duplex === 'fold' || duplex === 'gutter-fold';
  for (let sheet = 0; sheet < sheets; sheet++) {
    const onPage = faceSvgs.slice(sheet * perPage, (sheet + 1) * perPage);
    const backsOnPage = backSvgs.slice(sheet * perPage, (sheet + 1) * perPage);
    const label = `${deck.name} · sheet ${sheet + 1} of ${sheets}`;
    doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
    onPage.forEach((svg, i) => drawFace(doc, svg, layout.faces[i]!, layout, warningsFor(svg)));
    markBoxes(
      folded
        ? [...layout.faces.slice(0, onPage.length), ...layout.backs.slice(0, onPage.length)]
        : layout.faces.slice(0, onPage.length),
    );
    if (options.cutLines) guideLines(doc, layout);
    const note = cropMarks(doc, layout);
    if (folded) {
      backsOnPage.forEach(
        (svg, i) => svg && drawFace(doc, svg, layout.backs[i]!, layout, warningsFor(svg)),
      );
      foldLine(doc, layout);
      pageNote(doc, layout, `${label} · fold on the dashed line, faces out, then cut`, note);
    } else {
      pageNote(
        doc,
        layout,
        `${label} · faces${singleSided(deck) ? ' (single-sided deck: no backs)' : ''}`,
        note,
      );
      if (duplex !== 'none') {
        doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
        backsOnPage.forEach(
          (svg, i) => svg && drawFace(doc, svg, layout.backs[i]!, layout, warningsFor(svg)),
        );
        markBoxes(layout.backs.slice(0, backsOnPage.length));
        pageNote(
          doc,
          layout,
          `${label} · backs (print double-sided, flip on the ${duplex} edge)`,
          note,
        );
      }
    }
    options.progress?.(
      cards.length + Math.min(cards.length, (sheet + 1) * perPage),
      2 * cards.length,
    );
  }
  if (timings) timings.pdfMs += performance.now() - started;
  const bytes = await collectPdf(doc);
  return bytes;
}

/** The fold line stops short of the 5 mm edge. */
const CARD_FOLD_INSET = EDGE + mm(2);
