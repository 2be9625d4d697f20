/**
 * Reading our PDFs back with MuPDF (WASM; no system tools): outline, text per page, links,
 * the catalogue's language, fonts without embedded data, and print problems (text under a size,
 * text or ink near the page edge).
 */
import * as mupdf from 'mupdf';

const MM = 72 / 25.4;

export const openPdf = (bytes: Uint8Array) =>
  mupdf.Document.openDocument(bytes, 'application/pdf') as mupdf.PDFDocument;

/** Top-level outline entries: title and 1-based page. */
export function outline(bytes: Uint8Array): { title: string; page: number }[] {
  const doc = openPdf(bytes);
  return (doc.loadOutline() ?? []).map((i) => ({ title: i.title ?? '', page: (i.page ?? -1) + 1 }));
}

export function pageTexts(bytes: Uint8Array): string[] {
  const doc = openPdf(bytes);
  return Array.from({ length: doc.countPages() }, (_, i) =>
    doc.loadPage(i).toStructuredText('preserve-whitespace').asText(),
  );
}

/** Every link of every page: its target (a URI, or "#page=N" inside the file) and whether it leaves the file. */
export function links(
  bytes: Uint8Array,
): { page: number; uri: string; external: boolean; target: number }[] {
  const doc = openPdf(bytes);
  const out: { page: number; uri: string; external: boolean; target: number }[] = [];
  for (let i = 0; i < doc.countPages(); i++)
    for (const l of doc.loadPage(i).getLinks())
      out.push({
        page: i + 1,
        uri: l.getURI(),
        external: l.isExternal(),
        target: l.isExternal() ? -1 : doc.resolveLink(l) + 1,
      });
  return out;
}

export function catalogLang(bytes: Uint8Array): string | null {
  const lang = openPdf(bytes).getTrailer().get('Root').get('Lang');
  return lang.isNull() ? null : lang.asString();
}

/** Names of fonts whose glyphs are not in the file. */
export function fontsNotEmbedded(bytes: Uint8Array): string[] {
  const doc = openPdf(bytes);
  const missing: string[] = [];
  for (let n = 1; n < doc.countObjects(); n++) {
    const o = doc.newIndirect(n).resolve();
    if (!o.isDictionary() || o.get('Type').asName?.() !== 'Font') continue;
    const subtype = o.get('Subtype').asName();
    if (subtype === 'Type0' || subtype === 'Type3') continue;
    const d = o.get('FontDescriptor');
    if (d.isNull() || ['FontFile', 'FontFile2', 'FontFile3'].every((k) => d.get(k).isNull()))
      missing.push(o.get('BaseFont').asName());
  }
  return missing;
}

/**
 * Print problems page by page: text set below `minSize` points, and characters or ink within
 * `edgeMm` of the page edge (ink found by rendering in grey at 36 dpi).
 */
export function printProblems(bytes: Uint8Array, minSize = 6, edgeMm = 5): string[] {
  const doc = openPdf(bytes);
  const problems: string[] = [];
  for (let i = 0; i < doc.countPages(); i++) {
    const page = doc.loadPage(i);
    const [x0, y0, x1, y1] = page.getBounds();
    const band = edgeMm * MM;
    let small = 0;
    let near = 0;
    page.toStructuredText('preserve-whitespace').walk({
      onChar(c, _origin, _font, size, quad) {
        if (c.trim() === '') return;
        if (size < minSize - 0.01) small++;
        const xs = [quad[0], quad[2], quad[4], quad[6]];
        const ys = [quad[1], quad[3], quad[5], quad[7]];
        if (
          Math.min(...xs) < x0 + band ||
          Math.max(...xs) > x1 - band ||
          Math.min(...ys) < y0 + band ||
          Math.max(...ys) > y1 - band
        )
          near++;
      },
    });
    if (small) problems.push(`page ${i + 1}: ${small} characters below ${minSize} pt`);
    if (near) problems.push(`page ${i + 1}: ${near} characters within ${edgeMm} mm of the edge`);
    const dpi = 36;
    const pix = page.toPixmap(
      mupdf.Matrix.scale(dpi / 72, dpi / 72),
      mupdf.ColorSpace.DeviceGray,
      false,
    );
    const [w, h, px] = [pix.getWidth(), pix.getHeight(), pix.getPixels()];
    const b = Math.floor((edgeMm / 25.4) * dpi);
    let ink = 0;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        if ((y < b || y >= h - b || x < b || x >= w - b) && px[y * w + x]! < 240) ink++;
    if (ink) problems.push(`page ${i + 1}: ink within ${edgeMm} mm of the edge (${ink} pixels)`);
  }
  return problems;
}

/** Size of each page in points. */
export function pageSizes(bytes: Uint8Array): [number, number][] {
  const doc = openPdf(bytes);
  return Array.from({ length: doc.countPages() }, (_, i) => {
    const [x0, y0, x1, y1] = doc.loadPage(i).getBounds();
    return [x1 - x0, y1 - y0];
  });
}

/**
 * The lines of text in each page's text area, top to bottom, as one string per line: the
 * running head and the folio, which sit in the margins (22 mm on A4 and Letter, 15 mm on the
 * booklet's half sheets: the template's), are left out, and a table row is one line however
 * many cells it has.
 */
export function bodyLines(bytes: Uint8Array): string[][] {
  const doc = openPdf(bytes);
  return Array.from({ length: doc.countPages() }, (_, i) => {
    const page = doc.loadPage(i);
    const [, y0, x1, y1] = page.getBounds();
    const margin = (x1 < 500 ? 15 : 22) * MM;
    const rows: { y: number; text: string }[] = [];
    const json = JSON.parse(page.toStructuredText('preserve-whitespace').asJSON()) as {
      blocks: { type: string; lines?: { bbox: { y: number; h: number }; text: string }[] }[];
    };
    for (const block of json.blocks)
      for (const line of block.lines ?? []) {
        const bottom = line.bbox.y + line.bbox.h;
        if (bottom < y0 + margin || bottom > y1 - margin || !line.text.trim()) continue;
        const row = rows.find((r) => Math.abs(r.y - bottom) < 2);
        if (row) row.text += ` ${line.text.trim()}`;
        else rows.push({ y: bottom, text: line.text.trim() });
      }
    return rows.sort((a, b) => a.y - b.y).map((r) => r.text);
  });
}
