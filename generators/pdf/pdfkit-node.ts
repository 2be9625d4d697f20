/**
 * pdfkit for Node, as the very build the site uses in the browser. pdfkit's Node build
 * deflates with Node's zlib and its browser build with fflate, and the two write different
 * bytes; loading the browser build here keeps the CLI's PDFs byte-identical to the site's
 * with compression on. (Its package exports hide that file from Node, so it is found beside
 * the Node build.)
 */
import type { PdfDocumentConstructor } from '../../src/print/types.ts';

const browserBuild = import.meta
  .resolve('pdfkit')
  .replace(/pdfkit\.node\.mjs$/, 'pdfkit.browser.mjs');
const pdfkit = (await import(browserBuild)) as {
  default: PdfDocumentConstructor;
  registerStdFonts(...fonts: unknown[]): void;
};
const { default: Helvetica } = await import('pdfkit/standard-fonts/Helvetica');
const { default: HelveticaBold } = await import('pdfkit/standard-fonts/HelveticaBold');
pdfkit.registerStdFonts(Helvetica, HelveticaBold);

export const PDFDocument: PdfDocumentConstructor = pdfkit.default;
