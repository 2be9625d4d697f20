/**
 * Print-quality probes for any PDF we make: ink near the page edge (rendered by mupdf), fonts
 * not embedded (pdfjs), text set below a size (read from the content streams, with the
 * transforms applied, and from pdfjs's text runs) and filled form fields without an appearance
 * stream (pdfjs).
 */
import { unzlibSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderGrey, textRuns } from './pdf.ts';

export { fontsNotEmbedded } from './pdf.ts';

/**
 * Pages with ink (a pixel darker than near-white) within `bandMm` of an edge, rendered in grey
 * at `dpi`. Only pixels lying wholly inside the band count, so a line drawn exactly at the band's
 * inner edge and anti-aliased into the next pixel is not blamed.
 */
export function inkNearEdge(bytes: Uint8Array, bandMm = 5, dpi = 36): string[] {
  const band = Math.floor((bandMm / 25.4) * dpi);
  const problems: string[] = [];
  for (const [i, { width: w, height: h, pixels: px }] of renderGrey(bytes, dpi).entries()) {
    const hits: string[] = [];
    for (let y = 0; y < h && hits.length < 3; y++) {
      const rowBand = y < band || y >= h - band;
      for (let x = 0; x < w; x++) {
        if (!rowBand && x >= band && x < w - band) {
          x = w - band - 1;
          continue;
        }
        if (px[y * w + x]! < 240) {
          hits.push(`(${((x / dpi) * 25.4).toFixed(1)} mm, ${((y / dpi) * 25.4).toFixed(1)} mm)`);
          break;
        }
      }
    }
    if (hits.length)
      problems.push(`page ${i + 1}: ink within ${bandMm} mm of the edge at ${hits.join(', ')}`);
  }
  return problems;
}

/**
 * The sizes at which text is shown, in points: those read from the content streams (which
 * include field appearances) and those of pdfjs's text runs, so a size either reading misses is
 * still caught.
 */
export async function textSizes(bytes: Uint8Array): Promise<number[]> {
  return [...contentTextSizes(bytes), ...(await textRuns(bytes)).map((r) => r.size)];
}

/** Every stream of the file, inflated when compressed, with its dictionary. */
function streams(bytes: Uint8Array): { dict: string; data: Uint8Array }[] {
  const text = Buffer.from(bytes).toString('latin1');
  const out: { dict: string; data: Uint8Array }[] = [];
  const re = /<<((?:[^<>]|<<(?:[^<>]|<<[^<>]*>>)*>>|<[^<>]*>)*)>>\s*stream\r?\n/g;
  for (let m; (m = re.exec(text));) {
    const dict = m[1]!;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    if (!Number.isFinite(length)) continue;
    const start = m.index + m[0].length;
    const raw = bytes.subarray(start, start + length);
    out.push({ dict, data: /\/FlateDecode/.test(dict) ? unzlibSync(raw) : raw });
  }
  return out;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const scaleOf = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

/**
 * The sizes at which text is shown on the page, in points: the Tf size times the scale of the
 * text matrix and the current transform, for every text-showing operator of every content stream
 * (page contents and form XObjects such as field appearances).
 */
export function contentTextSizes(bytes: Uint8Array): number[] {
  const sizes: number[] = [];
  for (const { dict, data } of streams(bytes)) {
    if (/\/Length1|\/Subtype \/Image|\/Type \/XRef|\/Type \/Metadata|\/FontFile/.test(dict))
      continue;
    const content = Buffer.from(data).toString('latin1');
    if (!/\bTf\b/.test(content)) continue;
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    let tm: Matrix = [1, 0, 0, 1, 0, 0];
    let size = 0;
    const operands: number[] = [];
    // Strings (…) and <…> are skipped as single tokens; numbers are kept as operands.
    const tokens =
      content.match(
        /\((?:\\.|[^\\)])*\)|<[0-9a-fA-F\s]*>|\[|\]|\/[^\s/\[\]()<>]+|[-+]?\d*\.?\d+|[A-Za-z'"*]+/g,
      ) ?? [];
    for (const t of tokens) {
      if (/^[-+]?\d*\.?\d+$/.test(t)) {
        operands.push(Number(t));
        continue;
      }
      if (/^[A-Za-z'"*]+$/.test(t)) {
        const args = operands.splice(0);
        switch (t) {
          case 'q':
            stack.push(ctm);
            break;
          case 'Q':
            ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
            break;
          case 'cm':
            if (args.length >= 6) ctm = multiply(args.slice(-6) as Matrix, ctm);
            break;
          case 'BT':
            tm = [1, 0, 0, 1, 0, 0];
            break;
          case 'Tm':
            if (args.length >= 6) tm = args.slice(-6) as Matrix;
            break;
          case 'Tf':
            size = args.at(-1) ?? 0;
            break;
          case 'Tj':
          case 'TJ':
          case "'":
          case '"':
            sizes.push(Math.abs(size) * scaleOf(multiply(tm, ctm)));
            break;
        }
      }
    }
  }
  return sizes;
}

/** The text fields of every page's widgets, as pdfjs reads them. */
async function textFields(bytes: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const fields: { name: string; filled: boolean; hasAppearance: boolean }[] = [];
    for (let i = 1; i <= doc.numPages; i++)
      for (const a of await (await doc.getPage(i)).getAnnotations())
        if (a.subtype === 'Widget' && a.fieldType === 'Tx')
          fields.push({
            name: a.fieldName,
            filled: typeof a.fieldValue === 'string' && a.fieldValue !== '',
            hasAppearance: a.hasAppearance,
          });
    return fields;
  } finally {
    await doc.loadingTask.destroy();
  }
}

/**
 * Names of filled text fields (a non-empty value) that have no appearance stream. A file asking
 * viewers to redraw its fields (/NeedAppearances true) counts every filled field, since pdfjs then
 * reports them as drawn.
 */
export async function filledFieldsWithoutAppearance(bytes: Uint8Array): Promise<string[]> {
  const redraw = /\/NeedAppearances\s+true/.test(Buffer.from(bytes).toString('latin1'));
  return (await textFields(bytes))
    .filter((f) => f.filled && (redraw || !f.hasAppearance))
    .map((f) => f.name);
}

/** How many text fields the file has, and how many of them are filled. */
export async function fieldCounts(bytes: Uint8Array): Promise<{ fields: number; filled: number }> {
  const fields = await textFields(bytes);
  return { fields: fields.length, filled: fields.filter((f) => f.filled).length };
}
