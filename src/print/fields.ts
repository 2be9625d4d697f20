/**
 * Writing on a sheet: a text field is an AcroForm field in a fillable sheet and printed text
 * in a flattened one; check boxes are always squares drawn by us (pdfkit draws none that
 * viewers show reliably), ticked in the flattened sheet when checked.
 *
 * A filled field carries its own appearance stream (/AP): a form XObject drawing the value in
 * the embedded body font, so viewers that do not build appearances themselves (Apple Preview,
 * Sumatra…) still show it, and NeedAppearances is off so none redraws it in another font.
 * Empty fields have no appearance and stay fillable; what a reader types is drawn by the viewer
 * in the fields' default font (FIELD_FONT).
 */
import { FIELD_FONT, unprintable, type FontSet } from './fonts.ts';
import type { PdfDocument, PdfEmbeddedFont } from './types.ts';

/** A value that the fonts cannot draw (it would print as empty boxes). */
export class UnprintableText extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnprintableText';
  }
}

/** Throws UnprintableText naming the characters of `text` the sheet fonts cannot draw. */
export function assertPrintable(what: string, text: string, fonts: FontSet): void {
  const problem = unprintable(what, text, fonts, ['body', 'bold']);
  if (problem) throw new UnprintableText(problem);
}

const num = (n: number) => String(Math.round(n * 1000) / 1000);

/** Largest size up to `size` at which `value` fits `width` in `font` (never below 6 pt). */
function fittedSize(font: PdfEmbeddedFont, value: string, size: number, width: number): number {
  const at = font.widthOfString(value, size);
  return at <= width ? size : Math.max(6, (size * width) / at);
}

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
  readonly fonts: FontSet;
  #formReady = false;

  constructor(doc: PdfDocument, mode: SheetMode, fonts: FontSet) {
    this.doc = doc;
    this.mode = mode;
    this.fonts = fonts;
  }

  /** A text field named `name` (unique in the document; no dots, which pdfkit reads as nesting). */
  field(
    name: string,
    x: number,
    y: number,
    w: number,
    h: number,
    value = '',
    options: FieldOptions = {},
  ): void {
    const { doc } = this;
    const frame = options.frame ?? 'box';
    doc.lineWidth(0.6).strokeColor(RULE);
    if (frame === 'box') doc.rect(x, y, w, h).stroke();
    else if (frame === 'line')
      doc
        .moveTo(x, y + h)
        .lineTo(x + w, y + h)
        .stroke();
    if (value) assertPrintable(`the field "${name}"`, value, this.fonts);
    if (this.mode === 'fillable') {
      if (!this.#formReady) {
        doc.font(FIELD_FONT);
        doc.initForm();
        // Filled fields bring their own appearance; empty ones get one from the viewer as they are typed in.
        (doc._root.data.AcroForm as { data: Record<string, unknown> }).data.NeedAppearances = false;
        this.#formReady = true;
      }
      doc.font(FIELD_FONT);
      const align = options.align ?? 'left';
      const dict = doc._fieldDict(name.replace(/\./g, '_'), 'text', { value, fontSize: 0, align });
      dict.Subtype = 'Widget';
      dict.F = 4;
      if (value) dict.AP = { N: this.#appearance(value, w - 2, h - 2, align, options.size) };
      doc.annotate(x + 1, y + 1, w - 2, h - 2, dict);
      doc._addToParent(doc.page.annotations.at(-1)!);
    } else if (value) {
      const size = options.size ?? Math.min(11, h * 0.62);
      doc
        .font('body')
        .fontSize(size)
        .fillColor(INK)
        .text(value, x + 3, y + (h - size) / 2 - 0.5, {
          width: w - 6,
          align: options.align ?? 'left',
          lineBreak: false,
          height: h,
        });
    }
  }

  /** A form XObject drawing `value` in the embedded body font, as a viewer would in the field's box. */
  #appearance(
    value: string,
    w: number,
    h: number,
    align: 'left' | 'center' | 'right',
    size?: number,
  ) {
    const { doc } = this;
    doc.font('body');
    const font = doc._font;
    const fontSize = fittedSize(font, value, size ?? Math.min(11, h * 0.62), w - 4);
    const [glyphs] = font.encode(value);
    const width = font.widthOfString(value, fontSize);
    const x = align === 'left' ? 2 : align === 'center' ? (w - width) / 2 : w - 2 - width;
    // Baseline so that capitals sit in the middle of the box (cap height about 0.66 em).
    const y = (h - 0.66 * fontSize) / 2;
    const ap = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, num(w), num(h)].map(Number),
      Resources: { Font: { [font.id]: font.ref() } },
    });
    ap.end(
      `/Tx BMC q 1 1 ${num(w - 2)} ${num(h - 2)} re W n BT /${font.id} ${num(fontSize)} Tf 0 g ${num(x)} ${num(y)} Td <${glyphs.join('')}> Tj ET Q EMC`,
    );
    return ap;
  }

  /** A square to tick by hand; ticked (a cross) in the flattened sheet when `checked`. */
  square(x: number, y: number, size: number, checked = false): void {
    const { doc } = this;
    doc.lineWidth(0.8).strokeColor(INK).rect(x, y, size, size).stroke();
    if (checked && this.mode === 'flat') {
      doc
        .lineWidth(1.2)
        .moveTo(x + 2, y + 2)
        .lineTo(x + size - 2, y + size - 2)
        .moveTo(x + size - 2, y + 2)
        .lineTo(x + 2, y + size - 2)
        .stroke();
    }
  }
}
