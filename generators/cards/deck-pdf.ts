/**
 * A deck as a print-and-play PDF: faces imposed on sheets with crop marks, backs mirrored for
 * duplex (or folded), an optional alignment test page. Faces are satori SVGs drawn as vectors
 * by svg-to-pdfkit, their text in the embedded project fonts. Same deck and options, same bytes.
 */
import SVGtoPDF from 'svg-to-pdfkit';
import { collectPdf, createDocument } from '../pdf/document.ts';
import { registerFonts, type FontSet } from '../pdf/fonts.ts';
import type { PdfDocument, PdfDocumentConstructor } from '../pdf/types.ts';
import { layoutFor, type ImposeOptions, type Layout, type Slot } from './impose.ts';
import { cardSvg, PDF_FONT_FOR } from './render.ts';
import { expandCards, type Deck } from './schema.ts';

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

const MARK = 4 * 2.8346; // 4 mm
const GAP = 1 * 2.8346;

function drawFace(doc: PdfDocument, svg: string, slot: Slot, layout: Layout): void {
  doc.save();
  if (slot.rotate) {
    doc.translate(slot.x + layout.cellWidth / 2, slot.y + layout.cellHeight / 2).rotate(180).translate(-layout.cellWidth / 2, -layout.cellHeight / 2);
    SVGtoPDF(doc, svg, 0, 0, { width: layout.cellWidth, height: layout.cellHeight, assumePt: true, fontCallback: (family: string) => PDF_FONT_FOR[family] ?? 'body' });
  } else {
    SVGtoPDF(doc, svg, slot.x, slot.y, { width: layout.cellWidth, height: layout.cellHeight, assumePt: true, fontCallback: (family: string) => PDF_FONT_FOR[family] ?? 'body' });
  }
  doc.restore();
}

/** Crop marks on the outside of the grid, in line with every trim edge. */
function cropMarks(doc: PdfDocument, layout: Layout, grid: Layout['grid']): void {
  const { bleed, cellWidth, cellHeight, cols, rows } = layout;
  doc.save().lineWidth(0.4).strokeColor('#000000');
  const room = (edge: number) => Math.min(MARK, edge - GAP - 2);
  for (let c = 0; c < cols; c++) {
    for (const x of [grid.left + c * cellWidth + bleed, grid.left + (c + 1) * cellWidth - bleed]) {
      const up = room(grid.top);
      const down = room(layout.pageHeight - grid.bottom);
      if (up > 2) doc.moveTo(x, grid.top - GAP).lineTo(x, grid.top - GAP - up).stroke();
      if (down > 2) doc.moveTo(x, grid.bottom + GAP).lineTo(x, grid.bottom + GAP + down).stroke();
    }
  }
  for (let r = 0; r < rows; r++) {
    for (const y of [grid.top + r * cellHeight + bleed, grid.top + (r + 1) * cellHeight - bleed]) {
      const leftRoom = room(grid.left);
      const rightRoom = room(layout.pageWidth - grid.right);
      if (leftRoom > 2) doc.moveTo(grid.left - GAP, y).lineTo(grid.left - GAP - leftRoom, y).stroke();
      if (rightRoom > 2) doc.moveTo(grid.right + GAP, y).lineTo(grid.right + GAP + rightRoom, y).stroke();
    }
  }
  doc.restore();
}

function pageNote(doc: PdfDocument, layout: Layout, text: string): void {
  doc.font('body').fontSize(6).fillColor('#555555').text(text, 0, layout.pageHeight - 11, { width: layout.pageWidth, align: 'center', lineBreak: false });
}

/** A page of crosshairs at every card centre (faces) or every back centre, to check duplex registration. */
function alignmentPage(doc: PdfDocument, layout: Layout, slots: Slot[], side: string): void {
  doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
  doc.save().lineWidth(0.5).strokeColor('#000000');
  for (const s of slots) {
    const cx = s.x + layout.cellWidth / 2;
    const cy = s.y + layout.cellHeight / 2;
    doc.rect(s.x + layout.bleed, s.y + layout.bleed, layout.cellWidth - 2 * layout.bleed, layout.cellHeight - 2 * layout.bleed).stroke();
    doc.moveTo(cx - 20, cy).lineTo(cx + 20, cy).moveTo(cx, cy - 20).lineTo(cx, cy + 20).stroke();
  }
  doc.restore();
  doc.font('bold').fontSize(9).fillColor('#000000').text(`Alignment test: ${side}`, 0, 14, { width: layout.pageWidth, align: 'center', lineBreak: false });
  pageNote(doc, layout, 'Print both sides, hold to the light: the crosses should coincide. If not, measure the shift and pass it as --back-offset X,Y (mm).');
}

export async function renderDeckPdf(PDFDocument: PdfDocumentConstructor, fonts: FontSet, deck: Deck, options: DeckPdfOptions, timings?: DeckTimings): Promise<Uint8Array> {
  const layout = layoutFor(deck.size, options);
  const doc = createDocument(PDFDocument, { title: deck.name, subject: `Card sheets: ${options.paper}, ${options.bleed} mm bleed, duplex ${options.duplex}` });
  registerFonts(doc, fonts);
  const svgs = new Map<string, string>();
  const svgFor = async (template: string, fields: Deck['back']['fields']) => {
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
    backSvgs.push(await svgFor(back.template, back.fields));
    options.progress?.(faceSvgs.length, 2 * cards.length);
  }
  const started = performance.now();

  if (options.testPage) {
    alignmentPage(doc, layout, layout.faces, 'faces');
    if (options.duplex === 'long' || options.duplex === 'short') alignmentPage(doc, layout, layout.backs, 'backs');
  }
  const perPage = layout.faces.length;
  const sheets = Math.ceil(cards.length / perPage);
  for (let sheet = 0; sheet < sheets; sheet++) {
    const onPage = faceSvgs.slice(sheet * perPage, (sheet + 1) * perPage);
    const backsOnPage = backSvgs.slice(sheet * perPage, (sheet + 1) * perPage);
    const label = `${deck.name} · sheet ${sheet + 1} of ${sheets}`;
    doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
    onPage.forEach((svg, i) => drawFace(doc, svg, layout.faces[i]!, layout));
    cropMarks(doc, layout, layout.grid);
    if (options.duplex === 'fold') {
      backsOnPage.forEach((svg, i) => drawFace(doc, svg, layout.backs[i]!, layout));
      doc.save().lineWidth(0.5).dash(4, { space: 3 }).strokeColor('#000000').moveTo(CARD_FOLD_INSET, layout.foldY!).lineTo(layout.pageWidth - CARD_FOLD_INSET, layout.foldY!).stroke().undash().restore();
      pageNote(doc, layout, `${label} · fold on the dashed line, faces out, then cut`);
    } else {
      pageNote(doc, layout, `${label} · faces`);
      if (options.duplex !== 'none') {
        doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
        backsOnPage.forEach((svg, i) => drawFace(doc, svg, layout.backs[i]!, layout));
        pageNote(doc, layout, `${label} · backs (print double-sided, flip on the ${options.duplex} edge)`);
      }
    }
    options.progress?.(cards.length + Math.min(cards.length, (sheet + 1) * perPage), 2 * cards.length);
  }
  if (timings) timings.pdfMs += performance.now() - started;
  const bytes = await collectPdf(doc);
  return bytes;
}

const CARD_FOLD_INSET = 14;
