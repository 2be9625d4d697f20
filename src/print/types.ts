/**
 * The part of pdfkit's API this project draws with. pdfkit ships no types; describing only
 * what we call keeps the drawing code checked without pulling in stale community typings.
 */
export interface PdfRef {
  data: Record<string, unknown>;
  end(chunk?: string): void;
}

/** pdfkit's embedded font (the current font after doc.font(name)). */
export interface PdfEmbeddedFont {
  readonly id: string;
  ref(): PdfRef;
  /** Glyph ids of the shaped text (4-digit hex, as in the subset), and their positions. */
  encode(text: string): [string[], unknown[]];
  widthOfString(text: string, size: number): number;
}

export interface PdfTextOptions {
  width?: number;
  height?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  lineBreak?: boolean;
  lineGap?: number;
  /** Indent of the first line of each paragraph. */
  indent?: number;
  characterSpacing?: number;
  link?: string;
  underline?: boolean;
}

export interface PdfDocument {
  _root: { data: Record<string, unknown> };
  /** Where the last text ended (canvas y). */
  y: number;
  ref(data: Record<string, unknown>): PdfRef;
  addPage(options: { size: [number, number]; margin: number }): PdfDocument;
  on(event: string, listener: (...args: never[]) => void): PdfDocument;
  end(): void;
  font(name: string): PdfDocument;
  registerFont(name: string, data: Uint8Array): PdfDocument;
  initForm(): PdfDocument;
  /** The current font (set by font()). */
  _font: PdfEmbeddedFont;
  page: { annotations: PdfRef[] };
  /** A field's dictionary (type, flags, value, alignment, /DA), as formText would make it. */
  _fieldDict(
    name: string,
    type: 'text',
    options: { value?: string; fontSize?: number; align?: 'left' | 'center' | 'right' },
  ): Record<string, unknown>;
  /** Adds a widget annotation on the current page (the rectangle in the current transform). */
  annotate(
    x: number,
    y: number,
    w: number,
    h: number,
    options: Record<string, unknown>,
  ): PdfDocument;
  /** Files a field under the AcroForm (or its parent). */
  _addToParent(ref: PdfRef): PdfDocument;
  formText(
    name: string,
    x: number,
    y: number,
    w: number,
    h: number,
    options: { value?: string; fontSize?: number; align?: 'left' | 'center' | 'right' },
  ): PdfDocument;
  fontSize(size: number): PdfDocument;
  /** Reads a picture (a data: URI here) for doc.image; svg-to-pdfkit calls it for <image>. */
  openImage(src: string): unknown;
  text(text: string, x: number, y: number, options?: PdfTextOptions): PdfDocument;
  widthOfString(text: string): number;
  heightOfString(text: string, options?: PdfTextOptions): number;
  save(): PdfDocument;
  restore(): PdfDocument;
  translate(x: number, y: number): PdfDocument;
  scale(factor: number): PdfDocument;
  rotate(degrees: number): PdfDocument;
  rect(x: number, y: number, w: number, h: number): PdfDocument;
  roundedRect(x: number, y: number, w: number, h: number, r: number): PdfDocument;
  moveTo(x: number, y: number): PdfDocument;
  lineTo(x: number, y: number): PdfDocument;
  lineWidth(width: number): PdfDocument;
  dash(length: number, options?: { space: number }): PdfDocument;
  undash(): PdfDocument;
  stroke(color?: string): PdfDocument;
  fill(color?: string): PdfDocument;
  fillColor(color: string): PdfDocument;
  strokeColor(color: string): PdfDocument;
  fillAndStroke(fill?: string, stroke?: string): PdfDocument;
}

export type PdfDocumentConstructor = new (options: Record<string, unknown>) => PdfDocument;
