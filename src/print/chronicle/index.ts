/**
 * The chronicle from where a game comes from (a companion save, or a seeded auto-played game) to
 * its PDF: the one entry point of the CLI, the site build and the browser. The caller passes
 * pdfkit's constructor and the fonts (each side loads them its own way; the bytes are the same).
 */
import { chronicleRecord, type ChronicleSource } from '../../games/wizards-tower/chronicle.ts';
import type { FontSet } from '../fonts.ts';
import type { PdfDocumentConstructor } from '../types.ts';
import { chroniclePdf, type ChronicleOptions, type ChroniclePdf } from './chronicle-pdf.ts';

export { ChronicleTextError, unprintableText } from './chronicle-pdf.ts';
export type { ChronicleOptions, ChroniclePdf };

export async function makeChronicle(
  PDFDocument: PdfDocumentConstructor,
  fonts: FontSet,
  source: ChronicleSource,
  options: ChronicleOptions,
): Promise<ChroniclePdf> {
  return chroniclePdf(PDFDocument, fonts, chronicleRecord(source), options);
}
