/**
 * Filled-in sheets made in the browser, loaded on demand by the builders' download buttons.
 * Same registry entry, drawing code, fonts and pdfkit build as `tower-press sheet`, so the
 * same bytes.
 */
import {
  SHEETS,
  type SheetData,
  type SheetId,
  type SheetOptions,
} from '../../print/sheets/index.ts';
import { PDFDocument, sheetFonts } from './pdfkit-browser.ts';

/** The PDF of sheet `kind` drawn from `data` (a wizard, a figure, a roster, players). */
export async function sheetPdf<K extends SheetId>(
  kind: K,
  data: SheetData[K],
  options: SheetOptions,
): Promise<Uint8Array> {
  return SHEETS[kind].render(PDFDocument, await sheetFonts(), data, options);
}
