/**
 * A deck as a print-and-play PDF: faces imposed on sheets with crop marks, backs mirrored for
 * duplex (or folded), an optional alignment test page. Faces are satori SVGs drawn as vectors
 * by svg-to-pdfkit, their text in the embedded project fonts. Same deck and options, same bytes.
 */
import SVGtoPDF from 'svg-to-pdfkit';
import { collectPdf, createDocument, setPageBoxes } from '../document.ts';
import { registerFonts, type FontSet } from '../fonts.ts';
import type { PdfDocument, PdfDocumentConstructor } from '../types.ts';
import {
  EDGE,
  layoutFor,
  MARK,
  MARK_GAP,
  MIN_MARK,
  NOTE_BAND,
  type ImposeOptions,
  type Layout,
  type Slot,
} from './impose.ts';
import { mm } from '../paper.ts';
import { cardSvg, PDF_FONT_FOR } from './render.ts';
import { expandCards, type Deck } from './schema.ts';
import type { FieldValues } from './templates/template.ts';

export interface DeckPdfOptions extends ImposeOptions {
  /** Add an alignment test page (and its back) before the cards. */
  testPage?: boolean;
  /**
   * For a progress line: told after each step, of two per card (its faces made, then placed
   * on a sheet, a sheet at a time).
   */
  progress?: (stepsDone: number, steps: number) => void;
}

/** How long satori and pdfkit took, for the benchmark. */
export interface DeckTimings {
  satoriMs: number;
  pdfMs: number;
}

function drawFace(doc: PdfDocument, svg: string, slot: Slot, layout: Layout): void {
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
      fontCallback: (family: string) => PDF_FONT_FOR[family] ?? 'body',
    });
  } else {
    SVGtoPDF(doc, svg, slot.x, slot.y, {
      width: layout.cellWidth,
      height: layout.cellHeight,
      assumePt: true,
      fontCallback: (family: string) => PDF_FONT_FOR[family] ?? 'body',
    });
  }
  doc.restore();
}

/**
 * Crop marks outside the grid, in line with every trim edge, each kept clear of the 5 mm edge
 * (and of the note band at the top, and of the fold). A side with no room for a mark of
 * MIN_MARK gets none; the opposite side still has them.
 */
function cropMarks(doc: PdfDocument, layout: Layout): void {
  const { bleed, cellWidth, cellHeight, cols, rows, grid, pageWidth, pageHeight } = layout;
  const length = (room: number) => Math.min(MARK, room);
  const up = length(grid.top - MARK_GAP - EDGE - NOTE_BAND);
  const down = length((layout.foldY ?? pageHeight - EDGE + mm(1)) - mm(1) - grid.bottom - MARK_GAP);
  const leftRoom = length(grid.left - MARK_GAP - EDGE);
  const rightRoom = length(pageWidth - EDGE - grid.right - MARK_GAP);
  doc.save().lineWidth(0.4).strokeColor('#000000');
  for (let c = 0; c < cols; c++) {
    for (const x of [grid.left + c * cellWidth + bleed, grid.left + (c + 1) * cellWidth - bleed]) {
      if (up >= MIN_MARK)
        doc
          .moveTo(x, grid.top - MARK_GAP)
          .lineTo(x, grid.top - MARK_GAP - up)
          .stroke();
      if (down >= MIN_MARK)
        doc
          .moveTo(x, grid.bottom + MARK_GAP)
          .lineTo(x, grid.bottom + MARK_GAP + down)
          .stroke();
    }
  }
  for (let r = 0; r < rows; r++) {
    for (const y of [grid.top + r * cellHeight + bleed, grid.top + (r + 1) * cellHeight - bleed]) {
      if (leftRoom >= MIN_MARK)
        doc
          .moveTo(grid.left - MARK_GAP, y)
          .lineTo(grid.left - MARK_GAP - leftRoom, y)
          .stroke();
      if (rightRoom >= MIN_MARK)
        doc
          .moveTo(grid.right + MARK_GAP, y)
          .lineTo(grid.right + MARK_GAP + rightRoom, y)
          .stroke();
    }
  }
  doc.restore();
}

/** The page's note, in the band just inside the top 5 mm edge. */
function pageNote(doc: PdfDocument, layout: Layout, text: string): void {
  doc
    .font('body')
    .fontSize(NOTE_SIZE)
    .fillColor('#555555')
    .text(text, EDGE + mm(2), EDGE - 0.5, {
      width: layout.pageWidth - 2 * (EDGE + mm(2)),
      align: 'center',
      lineBreak: false,
    });
}

const NOTE_SIZE = 6.5;

/** A millimetre ruler (0 to `length` mm), to check the print is at 100 % and to measure shifts. */
function ruler(doc: PdfDocument, x: number, y: number, length: number): void {
  doc.save().lineWidth(0.4).strokeColor('#000000');
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

const TEST_INSTRUCTIONS = {
  fold: 'Print this page at 100 % (“actual size”): the ruler must measure 50 mm. Fold on the dashed line, faces out, and hold it to the light: each cross should sit on the cross behind it.',
  single: 'Print this page at 100 % (“actual size”): the ruler must measure 50 mm.',
  faces:
    'Print this page and the next one double-sided at 100 % (“actual size”): the ruler must measure 50 mm. Hold the sheet to the light: each cross should sit on the cross of the other side.',
  backs:
    'Looking at this side (the backs), --back-offset X,Y moves every back X mm to the right and Y mm down; negative values move it left and up. If the crosses on this side sit 1 mm right of the faces’ crosses and 0.5 mm too low, print again with --back-offset -1,-0.5.',
};

/** A page of crosshairs at every card centre (faces) or every back centre, to check duplex registration. */
function alignmentPage(
  doc: PdfDocument,
  layout: Layout,
  slots: Slot[],
  side: keyof typeof TEST_INSTRUCTIONS,
): void {
  doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
  doc.save().lineWidth(0.5).strokeColor('#000000');
  // Fold mode: the backs' crosses below the fold, on the same page.
  const all = side === 'fold' ? [...slots, ...layout.backs] : slots;
  if (side === 'fold')
    doc
      .dash(4, { space: 3 })
      .moveTo(CARD_FOLD_INSET, layout.foldY!)
      .lineTo(layout.pageWidth - CARD_FOLD_INSET, layout.foldY!)
      .stroke()
      .undash();
  for (const s of all) {
    const cx = s.x + layout.cellWidth / 2;
    const cy = s.y + layout.cellHeight / 2;
    doc
      .rect(
        s.x + layout.bleed,
        s.y + layout.bleed,
        layout.cellWidth - 2 * layout.bleed,
        layout.cellHeight - 2 * layout.bleed,
      )
      .stroke();
    doc
      .moveTo(cx - 20, cy)
      .lineTo(cx + 20, cy)
      .moveTo(cx, cy - 20)
      .lineTo(cx, cy + 20)
      .stroke();
  }
  doc.restore();
  pageNote(
    doc,
    layout,
    `Alignment test: ${side === 'fold' ? 'faces above the fold, backs below' : side === 'single' ? 'size' : side}`,
  );
  // The instructions and the ruler go in the first card's upper half, when there is room.
  const first = slots[0]!;
  const inner = layout.cellWidth - 2 * layout.bleed - mm(6);
  const room = layout.cellHeight / 2 - layout.bleed - 20 - mm(4);
  doc.font('body').fontSize(6.5);
  const textHeight = doc.heightOfString(TEST_INSTRUCTIONS[side], { width: inner });
  if (inner >= mm(52) && room >= textHeight + mm(8)) {
    const x = first.x + layout.bleed + mm(3);
    const y = first.y + layout.bleed + mm(3);
    ruler(doc, x, y, 50);
    doc
      .font('body')
      .fontSize(6.5)
      .fillColor('#000000')
      .text(TEST_INSTRUCTIONS[side], x, y + mm(7), { width: inner });
  }
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
  const svgs = new Map<string, string>();
  const svgFor = async (template: string, fields: FieldValues) => {
    const key = JSON.stringify([template, fields]);
    let svg = svgs.get(key);
    if (!svg) {
      const started = performance.now();
      svg = await cardSvg(template, fields, deck.size, options.bleed, fonts, 'pdf');
      if (timings) timings.satoriMs += performance.now() - started;
      svgs.set(key, svg);
    }
    return svg;
  };
  const cards = expandCards(deck);
  const faceSvgs: string[] = [];
  const backSvgs: string[] = [];
  for (const c of cards) {
    // One at a time, so the timing is honest; repeated faces and backs come from the cache.
    faceSvgs.push(await svgFor(c.template, c.fields));
    const back = c.back ?? deck.back;
    if (duplex !== 'none') backSvgs.push(back ? await svgFor(back.template, back.fields) : '');
    options.progress?.(faceSvgs.length, 2 * cards.length);
  }
  const started = performance.now();

  if (options.testPage) {
    const duplexed = duplex === 'long' || duplex === 'short';
    alignmentPage(
      doc,
      layout,
      layout.faces,
      duplexed ? 'faces' : duplex === 'fold' ? 'fold' : 'single',
    );
    if (duplexed) alignmentPage(doc, layout, layout.backs, 'backs');
  }
  const perPage = layout.faces.length;
  const sheets = Math.ceil(cards.length / perPage);
  for (let sheet = 0; sheet < sheets; sheet++) {
    const onPage = faceSvgs.slice(sheet * perPage, (sheet + 1) * perPage);
    const backsOnPage = backSvgs.slice(sheet * perPage, (sheet + 1) * perPage);
    const label = `${deck.name} · sheet ${sheet + 1} of ${sheets}`;
    doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
    onPage.forEach((svg, i) => drawFace(doc, svg, layout.faces[i]!, layout));
    markBoxes(
      duplex === 'fold'
        ? [...layout.faces.slice(0, onPage.length), ...layout.backs.slice(0, onPage.length)]
        : layout.faces.slice(0, onPage.length),
    );
    cropMarks(doc, layout);
    if (duplex === 'fold') {
      backsOnPage.forEach((svg, i) => svg && drawFace(doc, svg, layout.backs[i]!, layout));
      doc
        .save()
        .lineWidth(0.5)
        .dash(4, { space: 3 })
        .strokeColor('#000000')
        .moveTo(CARD_FOLD_INSET, layout.foldY!)
        .lineTo(layout.pageWidth - CARD_FOLD_INSET, layout.foldY!)
        .stroke()
        .undash()
        .restore();
      pageNote(doc, layout, `${label} · fold on the dashed line, faces out, then cut`);
    } else {
      pageNote(
        doc,
        layout,
        `${label} · faces${singleSided(deck) ? ' (single-sided deck: no backs)' : ''}`,
      );
      if (duplex !== 'none') {
        doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
        backsOnPage.forEach((svg, i) => svg && drawFace(doc, svg, layout.backs[i]!, layout));
        markBoxes(layout.backs.slice(0, backsOnPage.length));
        pageNote(doc, layout, `${label} · backs (print double-sided, flip on the ${duplex} edge)`);
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
