/**
 * The chronicle's typesetter in the browser, loaded only when a player asks for a chronicle:
 * pdfkit's browser build (the very build the CLI runs), the project fonts, the hyphenation
 * patterns and the book's layout. Same inputs, same bytes as `tower-press chronicle`.
 */
import type { ChronicleSource } from '../../games/wizards-tower/chronicle.ts';
import {
  makeChronicle,
  type ChronicleOptions,
  type ChroniclePdf,
} from '../../print/chronicle/index.ts';
import { PDFDocument, sheetFonts } from '../kit/pdfkit-browser.ts';

export { ChronicleTextError } from '../../print/chronicle/index.ts';

/** Lets the page draw the progress between pieces of work. */
const nextFrame = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export async function chronicle(
  source: ChronicleSource,
  options: ChronicleOptions,
): Promise<ChroniclePdf> {
  return makeChronicle(PDFDocument, await sheetFonts(), source, { pause: nextFrame, ...options });
}
