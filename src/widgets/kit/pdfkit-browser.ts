/**
 * pdfkit's browser build with the standard fonts registered, and the project fonts fetched
 * from the same files the CLI reads. Import this only from code loaded on demand: it is large.
 */
import PDFDocument, { registerStdFonts } from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import { sheetFonts } from './sheet-fonts.ts';

// The browser build has no file system to read the standard font metrics from.
registerStdFonts(Helvetica, HelveticaBold);

export { PDFDocument, sheetFonts };
