// pdfkit ships no types: describe the entry points we import (see ./types.ts for the API used).
declare module 'pdfkit' {
  import type { PdfDocumentConstructor } from './types.ts';
  const PDFDocument: PdfDocumentConstructor;
  export default PDFDocument;
  /** Browser build only: standard font metrics to register before the first document. */
  export function registerStdFonts(...fonts: unknown[]): void;
}
declare module 'pdfkit/standard-fonts/*' {
  const font: unknown;
  export default font;
}
