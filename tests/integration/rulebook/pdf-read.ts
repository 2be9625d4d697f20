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

/** A book page as read back: the lines of its text area, and its folio (the page number printed at its foot, "" if none). */
export interface PageLines {
  body: string[];
  folio: string;
}

/**
 * The lines of text of each page, top to bottom, one string per line: the text area's, and the
 * folio. The running head and the folio sit in the margins (22 mm on A4 and Letter, 15 mm on
 * the booklet's half sheets: the template's); a table row is one line however many cells it has.
 * With `halves`, each page is an imposed sheet side: its left and right halves are read as two
 * pages, in that order.
 */
export function pageLines(bytes: Uint8Array, { halves = false } = {}): PageLines[] {
  const doc = openPdf(bytes);
  return Array.from({ length: doc.countPages() }, (_, i) => {
    const page = doc.loadPage(i);
    const [x0, y0, x1, y1] = page.getBounds();
    const margin = (halves || x1 - x0 < 500 ? 15 : 22) * MM;
    const parts = halves ? [x0, (x0 + x1) / 2] : [x0];
    const read = parts.map(() => ({ rows: [] as { y: number; text: string }[], folio: '' }));
    const json = JSON.parse(page.toStructuredText('preserve-whitespace').asJSON()) as {
      blocks: { lines?: { bbox: { x: number; y: number; h: number }; text: string }[] }[];
    };
    for (const block of json.blocks)
      for (const line of block.lines ?? []) {
        const part = read[halves && line.bbox.x >= parts[1]! ? 1 : 0]!;
        const bottom = line.bbox.y + line.bbox.h;
        if (!line.text.trim() || bottom < y0 + margin) continue;
        // Descenders of the text area's last line reach below its edge; the folio lies wholly below.
        if (line.bbox.y > y1 - margin) {
          part.folio += line.text.trim();
          continue;
        }
        const row = part.rows.find((r) => Math.abs(r.y - bottom) < 2);
        if (row) row.text += ` ${line.text.trim()}`;
        else part.rows.push({ y: bottom, text: line.text.trim() });
      }
    return read.map((p) => ({
      body: p.rows.sort((a, b) => a.y - b.y).map((r) => r.text),
      folio: p.folio,
    }));
  }).flat();
}

/** The lines of each page's text area (see pageLines). */
export const bodyLines = (bytes: Uint8Array): string[][] => pageLines(bytes).map((p) => p.body);

/** Every line of text as MuPDF reads it (a table cell's lines apart), page by page. */
export function rawLines(bytes: Uint8Array): string[][] {
  const doc = openPdf(bytes);
  return Array.from({ length: doc.countPages() }, (_, i) => {
    const json = JSON.parse(doc.loadPage(i).toStructuredText('preserve-whitespace').asJSON()) as {
      blocks: { lines?: { text: string }[] }[];
    };
    return json.blocks.flatMap((b) => (b.lines ?? []).map((l) => l.text));
  });
}

/** The catalogue's /ViewerPreferences entries, as names: { PrintScaling: 'None', … }. */
export function viewerPreferences(bytes: Uint8Array): Record<string, string> {
  const prefs = openPdf(bytes).getTrailer().get('Root').get('ViewerPreferences');
  const out: Record<string, string> = {};
  if (prefs.isDictionary())
    prefs.forEach(
      (value, key) => (out[String(key)] = value.isName() ? value.asName() : String(value)),
    );
  return out;
}

/** What was drawn in which colour space: text (with its size in points) and lines and shapes. */
export interface InkUse {
  text: { space: string; size: number; text: string }[];
  paths: { space: string; stroke: boolean }[];
}

/** Every text run, line and shape the pages draw, with the colour space it is drawn in (run through MuPDF). */
export function inkUse(bytes: Uint8Array): InkUse {
  const doc = openPdf(bytes);
  const use: InkUse = { text: [], paths: [] };
  const device = new mupdf.Device({
    fillText(text, ctm, colorspace) {
      let size = 0;
      let chars = '';
      text.walk({
        showGlyph(_font, trm, _glyph, unicode) {
          const m = mupdf.Matrix.concat(trm, ctm);
          size = Math.max(size, Math.hypot(m[2], m[3]));
          chars += String.fromCodePoint(unicode);
        },
      });
      use.text.push({ space: colorspace.getName(), size, text: chars });
    },
    fillPath(_path, _evenOdd, _ctm, colorspace) {
      use.paths.push({ space: colorspace.getName(), stroke: false });
    },
    strokePath(_path, _stroke, _ctm, colorspace) {
      use.paths.push({ space: colorspace.getName(), stroke: true });
    },
  });
  for (let i = 0; i < doc.countPages(); i++) doc.loadPage(i).run(device, mupdf.Matrix.identity);
  device.close();
  return use;
}

/**
 * The widest space between two words of the text on `page` set at `minSize` points or more
 * (a title), as a share of its size: about 0.25 for a ragged line, more where a justified line
 * was stretched.
 */
export function widestWordSpace(bytes: Uint8Array, page: number, minSize: number): number {
  const lines = new Map<number, { left: number; right: number; size: number }[]>();
  openPdf(bytes)
    .loadPage(page - 1)
    .toStructuredText('preserve-whitespace')
    .walk({
      onChar(c, origin, _font, size, quad) {
        if (size < minSize || !c.trim()) return;
        const y = Math.round(origin[1]);
        lines.set(y, [...(lines.get(y) ?? []), { left: quad[0], right: quad[2], size }]);
      },
    });
  let widest = 0;
  for (const chars of lines.values()) {
    chars.sort((a, b) => a.left - b.left);
    for (let i = 1; i < chars.length; i++)
      widest = Math.max(widest, (chars[i]!.left - chars[i - 1]!.right) / chars[i]!.size);
  }
  return widest;
}
