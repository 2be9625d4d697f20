/**
 * Writing on a sheet: a text field is an AcroForm field in a fillable sheet and printed text
 * in a flattened one; check boxes are always squares drawn by us (pdfkit draws none that
 * viewers show reliably), ticked in the flattened sheet when checked.
 */
import { FIELD_FONT } from './fonts.ts';
import type { PdfDocument } from './types.ts';

export type SheetMode = 'fillable' | 'flat';

export const INK = '#000000';
export const RULE = '#777777';

export interface FieldOptions {
  align?: 'left' | 'center' | 'right';
  /** Printed size in the flattened sheet; fillable fields size their text to fit. */
  size?: number;
  /** Draw a box around the field (default) or only a line under it. */
  frame?: 'box' | 'line' | 'none';
}

export class SheetPen {
  readonly doc: PdfDocument;
  readonly mode: SheetMode;
  #formReady = false;

  constructor(doc: PdfDocument, mode: SheetMode) {
    this.doc = doc;
    this.mode = mode;
  }

  /** A text field named `name` (unique in the document; no dots, which pdfkit reads as nesting). */
  field(name: string, x: number, y: number, w: number, h: number, value = '', options: FieldOptions = {}): void {
    const { doc } = this;
    const frame = options.frame ?? 'box';
    doc.lineWidth(0.6).strokeColor(RULE);
    if (frame === 'box') doc.rect(x, y, w, h).stroke();
    else if (frame === 'line') doc.moveTo(x, y + h).lineTo(x + w, y + h).stroke();
    if (this.mode === 'fillable') {
      if (!this.#formReady) {
        doc.font(FIELD_FONT);
        doc.initForm();
        this.#formReady = true;
      }
      doc.font(FIELD_FONT);
      doc.formText(name.replace(/\./g, '_'), x + 1, y + 1, w - 2, h - 2, { value, fontSize: 0, align: options.align ?? 'left' });
    } else if (value) {
      const size = options.size ?? Math.min(11, h * 0.62);
      doc.font('body').fontSize(size).fillColor(INK).text(value, x + 3, y + (h - size) / 2 - 0.5, { width: w - 6, align: options.align ?? 'left', lineBreak: false, height: h });
    }
  }

  /** A square to tick by hand; ticked (a cross) in the flattened sheet when `checked`. */
  square(x: number, y: number, size: number, checked = false): void {
    const { doc } = this;
    doc.lineWidth(0.8).strokeColor(INK).rect(x, y, size, size).stroke();
    if (checked && this.mode === 'flat') {
      doc.lineWidth(1.2).moveTo(x + 2, y + 2).lineTo(x + size - 2, y + size - 2).moveTo(x + size - 2, y + 2).lineTo(x + 2, y + size - 2).stroke();
    }
  }
}
