/**
 * Making pdfkit documents the same way in Node and in the browser. Nothing here imports
 * pdfkit: the caller passes the constructor (pdfkit's Node build for the CLI, its browser
 * build on the site), so both run this exact code and write the same bytes.
 */
import type { PdfDocument, PdfDocumentConstructor } from './types.ts';

/** Fixed dates: pdfkit derives the file ID from the metadata, so a live clock would change every file. */
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

export interface DocumentInfo {
  title: string;
  subject?: string;
}

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
    // Compressed with fflate in Node and the browser alike (see generators/pdf/pdfkit-node.ts), so the
    // CLI and the site write the same bytes.
    compress: true,
    info: {
      Title: cleanMetadata(info.title),
      Subject: cleanMetadata(info.subject ?? ''),
      Author: 'Tower Press',
      Creator: 'Tower Press',
      Producer: 'Tower Press (pdfkit)',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  // Ask viewers to print at 100 %: a map scaled to fit loses its sizes.
  doc._root.data.ViewerPreferences = doc.ref({ DisplayDocTitle: true, PrintScaling: 'None' });
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
