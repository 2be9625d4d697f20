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

export function createDocument(PDFDocument: PdfDocumentConstructor, info: DocumentInfo): PdfDocument {
  const doc = new PDFDocument({
    autoFirstPage: false,
    // Compressed with fflate in Node and the browser alike (see pdfkit-node.ts), so the
    // CLI and the site write the same bytes.
    compress: true,
    info: {
      Title: info.title,
      Subject: info.subject ?? '',
      Author: 'Tower Press',
      Creator: 'Tower Press',
      Producer: 'Tower Press (pdfkit)',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  // Ask viewers to print at 100 %: a map scaled to fit loses its sizes.
  doc._root.data.ViewerPreferences = doc.ref({ DisplayDocTitle: true, PrintScaling: 'None' });
  return doc;
}

/** Ends the document and resolves with all of its bytes. */
export function collectPdf(doc: PdfDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => {
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) out.set(c, at), (at += c.length);
      resolve(out);
    });
    doc.end();
  });
}
