/**
 * Making pdfkit documents the same way in Node and in the browser. Nothing here imports
 * pdfkit: the caller passes the constructor (pdfkit's Node build for the CLI, its browser
 * build on the site), so both run this exact code and write the same bytes.
 */
import type { PdfDocument, PdfDocumentConstructor } from './types.ts';

/**
 * The date a PDF carries when none is given (CreationDate, ModDate, and so the file ID, which
 * pdfkit derives from the metadata: a live clock would change every file). The site's browser
 * build always uses it, so CLI and site bytes agree; the CLI passes SOURCE_DATE_EPOCH's date
 * instead when it is set (generators/pdf/source-date.ts).
 */
export const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

/** Options of every document maker: the date the PDF carries, FIXED_DATE when left out. */
export interface Dated {
  date?: Date;
}

/** Which edge a duplex layout's sheets turn on, for the viewer's print dialog (/Duplex). */
export type DuplexFlip = 'long' | 'short';

export interface DocumentInfo extends Dated {
  title: string;
  subject?: string;
  /**
   * Pages meant to be printed double-sided, turned on this edge; without it the file asks for
   * one-sided printing (/Simplex). Either way viewers preset their print dialog (PDF 1.7).
   */
  duplex?: DuplexFlip;
}

/** The language every document is written in, for screen readers and hyphenation (/Lang). */
export const DOCUMENT_LANG = 'en';

/** The /Duplex print hint (PDF 1.7) a document carries: how its sheets are meant to be printed. */
export const duplexHint = (
  duplex: DuplexFlip | undefined,
): 'Simplex' | 'DuplexFlipLongEdge' | 'DuplexFlipShortEdge' =>
  duplex === 'long' ? 'DuplexFlipLongEdge' : duplex === 'short' ? 'DuplexFlipShortEdge' : 'Simplex';

/**
 * The lowest PDF version with every feature we write: /Duplex (1.7) in every file, whose
 * print dialog it presets; the rest (/PrintScaling, AcroForm, Type0 fonts, TrimBox, Flate) is
 * 1.6 or older.
 */
const PDF_VERSION = '1.7';

/**
 * A metadata string as a viewer may show it (in a title bar, a terminal listing files): control
 * characters (ESC, BEL, DEL, C1…) become "?", as a map's printed seed shows them, so a seed
 * cannot carry a terminal escape sequence into the document's /Title.
 */
export const cleanMetadata = (text: string): string => text.replace(/\p{Cc}/gu, '?');

export function createDocument(
  PDFDocument: PdfDocumentConstructor,
  info: DocumentInfo,
): PdfDocument {
  const doc = new PDFDocument({
    autoFirstPage: false,
    pdfVersion: PDF_VERSION,
    lang: DOCUMENT_LANG,
    // Compressed with fflate in Node and the browser alike (see generators/pdf/pdfkit-node.ts), so the
    // CLI and the site write the same bytes.
    compress: true,
    info: {
      Title: cleanMetadata(info.title),
      Subject: cleanMetadata(info.subject ?? ''),
      Author: 'Tower Press',
      Creator: 'Tower Press',
      Producer: 'Tower Press (pdfkit)',
      CreationDate: info.date ?? FIXED_DATE,
      ModDate: info.date ?? FIXED_DATE,
    },
  });
  // Ask viewers to print at 100 % (a map scaled to fit loses its sizes), on one side or both
  // as the pages are laid out.
  doc._root.data.ViewerPreferences = doc.ref({
    DisplayDocTitle: true,
    PrintScaling: 'None',
    Duplex: duplexHint(info.duplex),
  });
  // Keep the bytes as pdfkit writes them. Its browser build's stream hands buffered chunks out
  // with Array.shift(), one at a time: a document collected at its end took time growing with
  // the square of its length (a 4,950-card deck: minutes). Taking each chunk at push is linear.
  const stream = doc as unknown as {
    push(chunk: Uint8Array | null): boolean;
    _buffer: Uint8Array[];
  };
  // The header pdfkit wrote in its constructor is already buffered: take it first.
  const output: Output = { chunks: stream._buffer.splice(0), onEnd: null };
  stream.push = (chunk) => {
    if (chunk) output.chunks.push(chunk);
    else output.onEnd?.();
    return true;
  };
  outputs.set(doc, output);
  return doc;
}

/** A box on the current page in pdfkit's top-down points: left, top, width, height. */
export interface PageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Marks where the current page is trimmed (/TrimBox: the finished pieces' extent) and how far
 * artwork bleeds past it (/BleedBox: the trim grown by `bleed` points, kept on the page), for
 * print shops and preflight tools. Call after addPage on layouts with bleed > 0.
 */
export function setPageBoxes(doc: PdfDocument, trim: PageRect, bleed: number): void {
  const page = doc.page as unknown as {
    height: number;
    width: number;
    dictionary: { data: Record<string, unknown> };
  };
  const r = (n: number) => Math.round(n * 1000) / 1000;
  // PDF boxes are bottom-up: [left, bottom, right, top].
  const box = (x0: number, y0: number, x1: number, y1: number) =>
    [
      Math.max(0, x0),
      Math.max(0, page.height - y1),
      Math.min(page.width, x1),
      Math.min(page.height, page.height - y0),
    ].map(r);
  page.dictionary.data.TrimBox = box(trim.x, trim.y, trim.x + trim.width, trim.y + trim.height);
  page.dictionary.data.BleedBox = box(
    trim.x - bleed,
    trim.y - bleed,
    trim.x + trim.width + bleed,
    trim.y + trim.height + bleed,
  );
}

interface Output {
  chunks: Uint8Array[];
  onEnd: (() => void) | null;
}
const outputs = new WeakMap<PdfDocument, Output>();

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) (out.set(c, at), (at += c.length));
  return out;
}

/** Ends a document made by createDocument and resolves with all of its bytes. */
export function collectPdf(doc: PdfDocument): Promise<Uint8Array> {
  const output = outputs.get(doc);
  if (!output) throw new Error('collectPdf takes a document made by createDocument');
  return new Promise((resolve) => {
    // pdfkit may finish after end() returns, once objects it waits for are written.
    output.onEnd = () => resolve(concat(output.chunks));
    doc.end();
  });
}
