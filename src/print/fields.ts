/**
 * Writing on a sheet: a text field is an AcroForm field in a fillable sheet and printed text
 * in a flattened one; a tick box is a checkbox field in a fillable sheet and a drawn square (with
 * a cross when ticked) in a flattened one.
 *
 * Every field names the form font (form-font.ts: Source Sans 3, embedded whole) in its own /DA
 * at a fixed size, so what a player types is drawn in the same face and size as what we fill
 * in, Ł and Ō included. A filled field also carries its own appearance stream (/AP) drawing the
 * value, so viewers that do not build appearances themselves (Apple Preview, Sumatra…) show it;
 * NeedAppearances is off so none redraws it in another font. Each field has a tooltip (/TU).
 * Fields that share a name are one field with a widget on each page (a name typed once shows on
 * every page).
 *
 * No text is ever cut: a value is set at the largest size from its box's size down to 6 pt at
 * which it fits, wrapped where the box has room for two lines or more, or refused
 * (TextDoesNotFit, naming the field and the text) before anything is written.
 */
import { fontMetrics, type FontMetrics } from './font-merge.ts';
import { unprintable, type FontSet } from './fonts.ts';
import { FORM_FONT_NAME, FormFont } from './form-font.ts';
import { doesNotFit, fitText, LINE_PITCH, TextDoesNotFit, type Fitted } from './text-fit.ts';
import { neutralsInGray } from './gray-ink.ts';
import type { PdfDocument, PdfRef } from './types.ts';

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
const pdfString = (text: string) => new String(text);

export type SheetMode = 'fillable' | 'flat';

export const INK = '#000000';
export const RULE = '#777777';

/** Inside a widget, text keeps this far from the left and right edges (as viewers do). */
const PAD = 2;
/** Field flags (PDF 32000 table 228). */
const MULTILINE = 1 << 12;
const DO_NOT_SCROLL = 1 << 23;

export interface FieldOptions {
  align?: 'left' | 'center' | 'right';
  /** Type size: the largest a filled value is set at, and the size a player types at. */
  size?: number;
  /** Draw a box around the field (default) or only a line under it. */
  frame?: 'box' | 'line' | 'none';
  /** What the field is for: its tooltip (/TU) and its name in messages. Default: from its name. */
  tip?: string;
  /** A notes area: text wraps over several lines (a multi-line field). */
  multiline?: boolean;
  /** The same field on several pages (the sheet's name): one field, a widget on each. */
  shared?: boolean;
}

/** "quest1_challenge3" → "Quest 1 challenge 3"; "towerWards_now" → "Tower wards now". */
export function tipFromName(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(\d)/gi, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const QUADDING = { left: 0, center: 1, right: 2 } as const;

/**
 * Where a field `w` × `h` sets its text, in fillable and flattened sheets alike (the tighter of
 * the two): the room and the largest size. Names are checked against this (sheets/names.ts).
 */
export function fieldTextBox(
  w: number,
  h: number,
  size?: number,
): { width: number; height: number; size: number } {
  return { width: w - 2 - 2 * PAD, height: h - 4, size: size ?? Math.min(11, h * 0.62) };
}

export class SheetPen {
  readonly doc: PdfDocument;
  readonly mode: SheetMode;
  readonly fonts: FontSet;
  readonly #body: FontMetrics;
  #form: FormFont | null = null;
  /** Fields by name: a second widget with a name already used joins that field. */
  readonly #fields = new Map<string, { ref: PdfRef; value: string; shared: boolean }>();
  /** Checkbox looks (ticked, empty) by size: every box of a size shares one pair. */
  readonly #ticks = new Map<number, { Yes: PdfRef; Off: PdfRef }>();

  /** The ink saver: neutrals in DeviceGray (black ink only) and no grey bands (sheets/page.ts). */
  readonly inkSaver: boolean;

  constructor(doc: PdfDocument, mode: SheetMode, fonts: FontSet, inkSaver = false) {
    this.doc = doc;
    this.mode = mode;
    this.fonts = fonts;
    this.inkSaver = inkSaver;
    if (inkSaver) neutralsInGray(doc);
    this.#body = fontMetrics(fonts.body);
  }

  /** The AcroForm and its font, made with the first field. */
  #formFont(): FormFont {
    if (this.#form) return this.#form;
    const { doc } = this;
    const font = new FormFont(doc, this.fonts.body);
    const internal = doc as unknown as {
      _acroform: { fonts: Record<string, PdfRef>; defaultFont: string };
    };
    // pdfkit's own initForm would name Helvetica; its endAcroForm still files these fonts in /DR.
    internal._acroform = { fonts: { [FORM_FONT_NAME]: font.ref }, defaultFont: FORM_FONT_NAME };
    doc._root.data.AcroForm = doc.ref({
      Fields: [],
      // Filled fields bring their own appearance; empty ones get one from the viewer as they are typed in.
      NeedAppearances: false,
      DA: pdfString(`/${FORM_FONT_NAME} 10 Tf 0 g`),
      DR: { Font: {} },
    });
    this.#form = font;
    return font;
  }

  /**
   * Places a widget of the field named `name` at the box (canvas coordinates) on the current
   * page. A field not `shared` is one dictionary, field and widget at once; a shared one is a
   * field with a widget (kid) on each page it is placed on, so typing in one shows in all.
   */
  #place(
    name: string,
    value: string,
    shared: boolean,
    dict: () => Record<string, unknown>,
    box: [number, number, number, number],
    widget: Record<string, unknown>,
  ): void {
    const { doc } = this;
    const known = this.#fields.get(name);
    if (known && (!shared || !known.shared))
      throw new Error(`two fields are named "${name}" (mark them shared to make them one)`);
    if (known && known.value !== value)
      throw new Error(`the shared field "${name}" is filled with two different values`);
    if (!shared) {
      doc.annotate(...box, { T: pdfString(name), ...dict(), Subtype: 'Widget', F: 4, ...widget });
      doc._addToParent(doc.page.annotations.at(-1)!);
      this.#fields.set(name, { ref: doc.page.annotations.at(-1)!, value, shared });
      return;
    }
    let field = known?.ref;
    if (!field) {
      field = doc.ref({ T: pdfString(name), ...dict(), Kids: [] });
      doc._addToParent(field);
      this.#fields.set(name, { ref: field, value, shared });
    }
    // The tooltip is the field's, repeated on each widget: pdf.js reads it from the widget only.
    doc.annotate(...box, { Subtype: 'Widget', F: 4, Parent: field, TU: field.data.TU, ...widget });
    (field.data.Kids as PdfRef[]).push(doc.page.annotations.at(-1)!);
  }

  /** `value` fitted to a box `width` × `height`, or TextDoesNotFit naming the field. */
  #fit(tip: string, value: string, size: number, width: number, height: number): Fitted {
    const fitted = fitText(this.#body, value, size, width, height);
    if (!fitted) throw new TextDoesNotFit(doesNotFit(tip, value, width));
    return fitted;
  }

  /** A text field named `name` (fields of one name are one field; no dots, which PDF reads as nesting). */
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
    const tip = options.tip ?? tipFromName(name);
    if (value) assertPrintable(tip, value, this.fonts);
    const align = options.align ?? 'left';
    const size = options.size ?? Math.min(11, h * 0.62);
    if (this.mode === 'fillable') {
      const font = this.#formFont();
      // The widget is the box less 1 pt all round; text keeps PAD from its sides.
      const [bw, bh] = [w - 2, h - 2];
      const fitted = value ? this.#fit(tip, value, size, bw - 2 * PAD, bh - 2) : null;
      const multiline = options.multiline || (fitted?.lines.length ?? 0) > 1;
      this.#place(
        name.replace(/\./g, '_'),
        value,
        options.shared ?? false,
        () => ({
          FT: 'Tx',
          TU: pdfString(tip),
          // A filled value that had to be set smaller keeps that size when a viewer redraws it.
          DA: pdfString(`/${FORM_FONT_NAME} ${num(fitted?.size ?? size)} Tf 0 g`),
          Q: QUADDING[align],
          Ff: multiline ? MULTILINE : DO_NOT_SCROLL,
          ...(value && { V: pdfString(value) }),
        }),
        [x + 1, y + 1, bw, bh],
        { MK: {}, ...(fitted && { AP: { N: this.#appearance(font, fitted, bw, bh, align) } }) },
      );
    } else if (value) {
      const fitted = this.#fit(tip, value, size, w - 6, h - 2);
      const pitch = fitted.size * LINE_PITCH;
      const block = fitted.size + (fitted.lines.length - 1) * pitch;
      const top = y + (h - block) / 2 - 0.5;
      doc.font('body').fontSize(fitted.size).fillColor(INK);
      fitted.lines.forEach((line, i) => {
        const width = this.#body.width(line, fitted.size);
        const lx =
          align === 'left' ? x + 3 : align === 'center' ? x + (w - width) / 2 : x + w - 3 - width;
        // No width given: pdfkit then never cuts or wraps the line (it has been measured to fit).
        doc.text(line, lx, top + i * pitch, { lineBreak: false });
      });
    }
  }

  /** A form XObject drawing the fitted lines in the form font, as a viewer would in the field's box. */
  #appearance(
    font: FormFont,
    fitted: Fitted,
    w: number,
    h: number,
    align: 'left' | 'center' | 'right',
  ): PdfRef {
    const { size, lines } = fitted;
    const pitch = size * LINE_PITCH;
    // Baselines so that the block, from the first line's capitals (about 0.66 em) to the last
    // baseline, sits in the middle of the box.
    const last = (h - (0.66 * size + (lines.length - 1) * pitch)) / 2;
    const shown = lines.map((line, i) => {
      const width = font.metrics.width(line, size);
      const x = align === 'left' ? PAD : align === 'center' ? (w - width) / 2 : w - PAD - width;
      const y = last + (lines.length - 1 - i) * pitch;
      return `1 0 0 1 ${num(x)} ${num(y)} Tm <${font.hex(line)}> Tj`;
    });
    const ap = this.doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, Number(num(w)), Number(num(h))],
      Resources: { Font: { [FORM_FONT_NAME]: font.ref } },
    });
    ap.end(
      `/Tx BMC q 1 1 ${num(w - 2)} ${num(h - 2)} re W n BT /${FORM_FONT_NAME} ${num(size)} Tf 0 g ${shown.join(' ')} ET Q EMC`,
    );
    return ap;
  }

  /** The ticked and empty looks of a checkbox `size` points square, made once per size. */
  #tickLooks(size: number): { Yes: PdfRef; Off: PdfRef } {
    let looks = this.#ticks.get(size);
    if (looks) return looks;
    const look = (content: string) => {
      const ref = this.doc.ref({
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, size, size],
        Resources: {},
      });
      ref.end(content);
      return ref;
    };
    const [a, b] = [num(2), num(size - 2)];
    looks = {
      Yes: look(`q 0 G 1.2 w ${a} ${a} m ${b} ${b} l ${b} ${a} m ${a} ${b} l S Q`),
      // An empty stream would be written as no stream at all.
      Off: look('q Q'),
    };
    this.#ticks.set(size, looks);
    return looks;
  }

  /**
   * A square to tick: a checkbox field named `name` in a fillable sheet, drawn (and crossed when
   * `checked`) in a flattened one.
   */
  square(
    name: string,
    x: number,
    y: number,
    size: number,
    options: { checked?: boolean; tip?: string } = {},
  ): void {
    const { doc } = this;
    const checked = options.checked ?? false;
    doc.lineWidth(0.8).strokeColor(INK).rect(x, y, size, size).stroke();
    if (this.mode === 'fillable') {
      this.#formFont();
      const state = checked ? 'Yes' : 'Off';
      this.#place(
        name,
        state,
        false,
        () => ({
          FT: 'Btn',
          TU: pdfString(options.tip ?? tipFromName(name)),
          DA: pdfString(`/${FORM_FONT_NAME} ${num(size)} Tf 0 g`),
          Ff: 0,
          V: state,
        }),
        [x, y, size, size],
        {
          AS: state,
          // ZapfDingbats "8" is a cross: what viewers that redraw the box draw in it.
          MK: { CA: pdfString('8') },
          AP: { N: this.#tickLooks(size) },
        },
      );
    } else if (checked) {
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
