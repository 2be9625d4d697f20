/**
 * Reading the PDFs we make, in tests, with libraries from the registry only (no poppler on the
 * machine): pdfjs-dist for pages, text with positions, and fonts; mupdf (WebAssembly) for pixels.
 * Vitest and Playwright specs both import it.
 */
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import * as mupdf from 'mupdf';

/** Opens a PDF with pdfjs, quietly (no font-substitution warnings), without touching `bytes`. */
async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    useSystemFonts: false,
    fontExtraProperties: true,
  }).promise;
}

/** The points of a number as pdfinfo prints them (595.28, 612). */
const pts = (n: number) => String(Number(n.toFixed(2)));

/** Page count and each page's size in points, `"595.28 x 841.89"` as pdfinfo writes it. */
export async function pdfInfo(bytes: Uint8Array): Promise<{ pages: number; sizes: string[] }> {
  const doc = await open(bytes);
  try {
    const sizes: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const [x0, y0, x1, y1] = (await doc.getPage(i)).view as [number, number, number, number];
      sizes.push(`${pts(x1 - x0)} x ${pts(y1 - y0)}`);
    }
    return { pages: doc.numPages, sizes };
  } finally {
    await doc.loadingTask.destroy();
  }
}

export const pageCount = async (bytes: Uint8Array) => (await pdfInfo(bytes)).pages;

/** A run of text on a page: its left edge and baseline in points from the top left, and size. */
export interface TextRun {
  page: number;
  str: string;
  x: number;
  /** Baseline, measured down from the top of the page (as pdftotext's boxes are). */
  y: number;
  width: number;
  /** The size it is shown at: the font size times the scale of the text and page transforms. */
  size: number;
}

/** Every run of text of the chosen pages (all pages when none are given), in content order. */
export async function textRuns(bytes: Uint8Array, pages?: number[]): Promise<TextRun[]> {
  const doc = await open(bytes);
  try {
    const runs: TextRun[] = [];
    for (const page of pages ?? Array.from({ length: doc.numPages }, (_, i) => i + 1)) {
      const p = await doc.getPage(page);
      const top = p.view[3]!;
      const content = await p.getTextContent();
      for (const item of content.items as TextItem[]) {
        if (!('str' in item) || item.str === '') continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        runs.push({
          page,
          str: item.str,
          x: e!,
          y: top - f!,
          width: item.width,
          size: Math.sqrt(Math.abs(a! * d! - b! * c!)),
        });
      }
    }
    return runs;
  } finally {
    await doc.loadingTask.destroy();
  }
}

/**
 * The text of the chosen pages as lines, top to bottom and left to right: runs whose baselines
 * are within a third of their size are one line; a gap wider than a fifth of the size between
 * two runs becomes a space. Pages end with a form feed, as pdftotext's output does.
 */
export async function pdfText(bytes: Uint8Array, pages?: number[]): Promise<string> {
  const runs = await textRuns(bytes, pages);
  const out: string[] = [];
  for (const page of [...new Set(runs.map((r) => r.page))]) {
    const lines: TextRun[][] = [];
    for (const r of runs.filter((r) => r.page === page).sort((a, b) => a.y - b.y || a.x - b.x)) {
      const line = lines.find((l) => Math.abs(l[0]!.y - r.y) < Math.max(l[0]!.size, r.size) / 3);
      if (line) line.push(r);
      else lines.push([r]);
    }
    lines.sort((a, b) => a[0]!.y - b[0]!.y);
    for (const line of lines) {
      line.sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const r of line) {
        if (text && r.x - end > r.size / 5 && !/\s$/.test(text) && !/^\s/.test(r.str)) text += ' ';
        text += r.str;
        end = r.x + r.width;
      }
      out.push(text);
    }
    out.push('\f');
  }
  return out.join('\n');
}

/**
 * Where a word is on a page: the left edge and baseline (points from the top left) of the first
 * run of text holding it as a whole word, the left edge moved along the run by its share of the
 * run's characters.
 */
export async function wordAt(
  bytes: Uint8Array,
  page: number,
  word: string,
): Promise<{ x: number; y: number }> {
  for (const r of await textRuns(bytes, [page])) {
    const at = r.str.search(new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'u'));
    if (at >= 0) return { x: r.x + (r.width * at) / r.str.length, y: r.y };
  }
  throw new Error(`${word} not found on page ${page}`);
}

/**
 * Names of the fonts that text is shown in, on any page or in any annotation's appearance
 * (form fields), whose font program is not in the file.
 */
export async function fontsNotEmbedded(bytes: Uint8Array): Promise<string[]> {
  const doc = await open(bytes);
  try {
    const missing = new Set<string>();
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      // annotationMode 1 (ENABLE): annotation appearance streams are drawn, as printed.
      const ops = await page.getOperatorList({ annotationMode: 1 });
      for (const [k, fn] of ops.fnArray.entries()) {
        if (fn !== OPS.setFont) continue;
        const id = (ops.argsArray[k] as [string])[0];
        const font = page.commonObjs.has(id) ? page.commonObjs.get(id) : page.objs.get(id);
        if (font?.missingFile && !font.isType3Font) missing.add(font.name ?? id);
      }
    }
    return [...missing];
  } finally {
    await doc.loadingTask.destroy();
  }
}

/** A page rendered in grey: one byte per pixel, row by row, 255 white. */
export interface GreyPage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * The chosen pages (all when none are given) rendered in grey at `dpi` by mupdf, with their form
 * fields and other annotations drawn, as a printer would.
 */
export function renderGrey(bytes: Uint8Array, dpi: number, pages?: number[]): GreyPage[] {
  const doc = mupdf.Document.openDocument(new Uint8Array(bytes), 'application/pdf');
  try {
    const scale = dpi / 72;
    const out: GreyPage[] = [];
    for (const n of pages ?? Array.from({ length: doc.countPages() }, (_, i) => i + 1)) {
      const page = doc.loadPage(n - 1);
      const pix = page.toPixmap(
        mupdf.Matrix.scale(scale, scale),
        mupdf.ColorSpace.DeviceGray,
        false,
        true,
      );
      const [width, height, stride] = [pix.getWidth(), pix.getHeight(), pix.getStride()];
      const raw = pix.getPixels();
      const pixels = new Uint8Array(width * height);
      for (let y = 0; y < height; y++)
        pixels.set(raw.subarray(y * stride, y * stride + width), y * width);
      out.push({ width, height, pixels });
      pix.destroy();
      page.destroy();
    }
    return out;
  } finally {
    doc.destroy();
  }
}

/** Share of dark pixels (below half grey) on one page rendered in grey at `dpi`. */
export function inkShare(bytes: Uint8Array, page = 1, dpi = 30): number {
  const { pixels } = renderGrey(bytes, dpi, [page])[0]!;
  let dark = 0;
  for (const p of pixels) if (p < 128) dark++;
  return dark / pixels.length;
}
