/**
 * One font from two of @fontsource's subsets. The site's fonts come split by script: "latin"
 * (ASCII, Latin-1, punctuation) and "latin-ext" (Ł, Ō, Č and the rest of Latin Extended-A and
 * more). A PDF font (and satori) needs a single file, so the extension's glyphs are appended to
 * the base font: the base keeps its glyph ids, so its kerning and ligature tables stay valid, and
 * every character the extension has and the base lacks maps to its appended glyph. Both subsets
 * are cut from the same unhinted family, so their outlines and metrics agree.
 *
 * Also reads a font's character map and advance widths, to check that text can be drawn and to
 * measure it. Pure and deterministic (Node and the browser make the same bytes); TrueType only.
 */

type Tables = Map<string, Uint8Array>;

function readTables(font: Uint8Array): Tables {
  const v = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables: Tables = new Map();
  for (let i = 0; i < v.getUint16(4); i++) {
    const at = 12 + 16 * i;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    tables.set(tag, font.subarray(v.getUint32(at + 8), v.getUint32(at + 8) + v.getUint32(at + 12)));
  }
  return tables;
}

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

/** The Unicode → glyph map of a font's Windows cmap (format 12 or 4). */
export function readCmap(font: Uint8Array): Map<number, number> {
  const cmap = readTables(font).get('cmap');
  if (!cmap) throw new Error('font has no cmap table');
  const v = view(cmap);
  const subtables = Array.from({ length: v.getUint16(2) }, (_, i) => ({
    platform: v.getUint16(4 + 8 * i),
    encoding: v.getUint16(6 + 8 * i),
    offset: v.getUint32(8 + 8 * i),
  }));
  const pick =
    subtables.find((s) => s.platform === 3 && s.encoding === 10 && v.getUint16(s.offset) === 12) ??
    subtables.find((s) => s.platform === 3 && s.encoding === 1 && v.getUint16(s.offset) === 4) ??
    subtables.find((s) => s.platform === 0 && [4, 12].includes(v.getUint16(s.offset)));
  if (!pick) throw new Error('font has no Unicode cmap (format 4 or 12)');
  const map = new Map<number, number>();
  const o = pick.offset;
  if (v.getUint16(o) === 12) {
    for (let g = 0; g < v.getUint32(o + 12); g++) {
      const at = o + 16 + 12 * g;
      const [start, end, glyph] = [v.getUint32(at), v.getUint32(at + 4), v.getUint32(at + 8)];
      for (let c = start; c <= end; c++) map.set(c, glyph + c - start);
    }
    return map;
  }
  const segs = v.getUint16(o + 6) / 2;
  const ends = o + 14;
  const starts = ends + 2 * segs + 2;
  const deltas = starts + 2 * segs;
  const ranges = deltas + 2 * segs;
  for (let s = 0; s < segs; s++) {
    const [start, end, delta, range] = [
      v.getUint16(starts + 2 * s),
      v.getUint16(ends + 2 * s),
      v.getInt16(deltas + 2 * s),
      v.getUint16(ranges + 2 * s),
    ];
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const glyph =
        range === 0 ? (c + delta) & 0xffff : v.getUint16(ranges + 2 * s + range + 2 * (c - start));
      if (glyph !== 0) map.set(c, range === 0 ? glyph : (glyph + delta) & 0xffff);
    }
  }
  return map;
}

/** Every glyph's advance width and left side bearing (hmtx, expanded to one entry per glyph). */
function readMetrics(t: Tables, count: number): { advance: number; lsb: number }[] {
  const hmtx = view(t.get('hmtx')!);
  const long = view(t.get('hhea')!).getUint16(34);
  return Array.from({ length: count }, (_, i) =>
    i < long
      ? { advance: hmtx.getUint16(4 * i), lsb: hmtx.getInt16(4 * i + 2) }
      : { advance: hmtx.getUint16(4 * (long - 1)), lsb: hmtx.getInt16(4 * long + 2 * (i - long)) },
  );
}

function readGlyphs(t: Tables): Uint8Array[] {
  const count = view(t.get('maxp')!).getUint16(4);
  const longLoca = view(t.get('head')!).getInt16(50) === 1;
  const loca = view(t.get('loca')!);
  const glyf = t.get('glyf')!;
  const at = (i: number) => (longLoca ? loca.getUint32(4 * i) : 2 * loca.getUint16(2 * i));
  return Array.from({ length: count }, (_, i) => glyf.subarray(at(i), at(i + 1)));
}

/** A copy of a composite glyph with its component glyph ids moved by `shift`. */
function shiftComponents(glyph: Uint8Array, shift: number): Uint8Array {
  if (glyph.length === 0 || view(glyph).getInt16(0) >= 0) return glyph;
  const out = glyph.slice();
  const v = view(out);
  let at = 10;
  for (;;) {
    const flags = v.getUint16(at);
    v.setUint16(at + 2, v.getUint16(at + 2) + shift);
    at += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) at += 2;
    else if (flags & 0x0040) at += 4;
    else if (flags & 0x0080) at += 8;
    if (!(flags & 0x0020)) return out;
  }
}

/** A format 4 cmap (Windows, BMP) for `map`, one segment per run of consecutive characters and glyphs. */
function writeCmap(map: Map<number, number>): Uint8Array {
  const codes = [...map.keys()].filter((c) => c < 0xffff).sort((a, b) => a - b);
  const segs: { start: number; end: number; delta: number }[] = [];
  for (const c of codes) {
    const delta = (map.get(c)! - c) & 0xffff;
    const last = segs.at(-1);
    if (last && last.end === c - 1 && last.delta === delta) last.end = c;
    else segs.push({ start: c, end: c, delta });
  }
  segs.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const n = segs.length;
  const length = 16 + 8 * n;
  const out = new Uint8Array(12 + length);
  const v = view(out);
  v.setUint16(2, 1);
  v.setUint16(4, 3);
  v.setUint16(6, 1);
  v.setUint32(8, 12);
  const o = 12;
  v.setUint16(o, 4);
  v.setUint16(o + 2, length);
  v.setUint16(o + 6, 2 * n);
  const sel = Math.floor(Math.log2(n));
  v.setUint16(o + 8, 2 * 2 ** sel);
  v.setUint16(o + 10, sel);
  v.setUint16(o + 12, 2 * n - 2 * 2 ** sel);
  segs.forEach((s, i) => {
    v.setUint16(o + 14 + 2 * i, s.end);
    v.setUint16(o + 16 + 2 * n + 2 * i, s.start);
    v.setUint16(o + 16 + 4 * n + 2 * i, s.delta);
    // idRangeOffset stays 0: glyph = character + delta.
  });
  return out;
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const v = view(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + v.getUint32(i)) >>> 0;
  return sum;
}

function writeFont(tables: Tables): Uint8Array {
  const tags = [...tables.keys()].sort();
  const header = 12 + 16 * tags.length;
  const size = tags.reduce((n, tag) => n + ((tables.get(tag)!.length + 3) & ~3), header);
  const out = new Uint8Array(size);
  const v = view(out);
  const sel = Math.floor(Math.log2(tags.length));
  v.setUint32(0, 0x00010000);
  v.setUint16(4, tags.length);
  v.setUint16(6, 16 * 2 ** sel);
  v.setUint16(8, sel);
  v.setUint16(10, 16 * tags.length - 16 * 2 ** sel);
  let offset = header;
  let headAt = 0;
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    const at = 12 + 16 * i;
    for (let k = 0; k < 4; k++) out[at + k] = tag.charCodeAt(k);
    v.setUint32(at + 4, checksum(data));
    v.setUint32(at + 8, offset);
    v.setUint32(at + 12, data.length);
    out.set(data, offset);
    if (tag === 'head') headAt = offset;
    offset += (data.length + 3) & ~3;
  });
  v.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** `base` with the glyphs of `extra` that `base` lacks (both plain TrueType, e.g. from woffToSfnt). */
export function mergeFonts(base: Uint8Array, extra: Uint8Array): Uint8Array {
  const a = readTables(base);
  const b = readTables(extra);
  const glyphsA = readGlyphs(a);
  const glyphsB = readGlyphs(b).map((g) => shiftComponents(g, glyphsA.length));
  const glyphs = [...glyphsA, ...glyphsB];
  const metrics = [...readMetrics(a, glyphsA.length), ...readMetrics(b, glyphsB.length)];

  const cmap = readCmap(base);
  for (const [c, g] of readCmap(extra)) if (!cmap.has(c)) cmap.set(c, g + glyphsA.length);

  const glyfSize = glyphs.reduce((n, g) => n + ((g.length + 3) & ~3), 0);
  const glyf = new Uint8Array(glyfSize);
  const loca = new Uint8Array(4 * (glyphs.length + 1));
  let at = 0;
  glyphs.forEach((g, i) => {
    view(loca).setUint32(4 * i, at);
    glyf.set(g, at);
    at += (g.length + 3) & ~3;
  });
  view(loca).setUint32(4 * glyphs.length, at);

  const hmtx = new Uint8Array(4 * glyphs.length);
  metrics.forEach((m, i) => {
    view(hmtx).setUint16(4 * i, m.advance);
    view(hmtx).setInt16(4 * i + 2, m.lsb);
  });

  const hhea = a.get('hhea')!.slice();
  const hb = view(b.get('hhea')!);
  const h = view(hhea);
  h.setUint16(10, Math.max(h.getUint16(10), hb.getUint16(10)));
  for (const o of [12, 14]) h.setInt16(o, Math.min(h.getInt16(o), hb.getInt16(o)));
  h.setInt16(16, Math.max(h.getInt16(16), hb.getInt16(16)));
  h.setUint16(34, glyphs.length);

  const maxp = a.get('maxp')!.slice();
  const mb = view(b.get('maxp')!);
  const m = view(maxp);
  m.setUint16(4, glyphs.length);
  for (let o = 6; o + 2 <= Math.min(maxp.length, mb.byteLength); o += 2)
    m.setUint16(o, Math.max(m.getUint16(o), mb.getUint16(o)));

  const head = a.get('head')!.slice();
  const hd = view(head);
  const hdb = view(b.get('head')!);
  hd.setUint32(8, 0);
  for (const o of [36, 38]) hd.setInt16(o, Math.min(hd.getInt16(o), hdb.getInt16(o)));
  for (const o of [40, 42]) hd.setInt16(o, Math.max(hd.getInt16(o), hdb.getInt16(o)));
  hd.setInt16(50, 1);

  // post version 3: no glyph names (the appended glyphs have none in the base's list).
  const post = a.get('post')!.slice(0, 32);
  view(post).setUint32(0, 0x00030000);

  const tables: Tables = new Map(a);
  for (const [tag, data] of Object.entries({
    glyf,
    loca,
    hmtx,
    hhea,
    maxp,
    head,
    post,
    cmap: writeCmap(cmap),
  }))
    tables.set(tag, data);
  return writeFont(tables);
}

export interface FontMetrics {
  readonly unitsPerEm: number;
  /** hhea ascender and descender (negative), in font units. */
  readonly ascender: number;
  readonly descender: number;
  /** Cap height (OS/2), in font units. */
  readonly capHeight: number;
  /** Glyph box of the whole font (head): xMin, yMin, xMax, yMax, in font units. */
  readonly bbox: readonly [number, number, number, number];
  /** Unicode → glyph id. */
  readonly cmap: ReadonlyMap<number, number>;
  has(codePoint: number): boolean;
  /** Advance width of glyph `id`, in font units. */
  advance(id: number): number;
  /** Width of `text` at `size` points, from the advance widths (kerning left out). */
  width(text: string, size: number): number;
}

const metricsCache = new WeakMap<Uint8Array, FontMetrics>();

export function fontMetrics(font: Uint8Array): FontMetrics {
  let cached = metricsCache.get(font);
  if (cached) return cached;
  const t = readTables(font);
  const cmap = readCmap(font);
  const advances = readMetrics(t, view(t.get('maxp')!).getUint16(4)).map((m) => m.advance);
  const unitsPerEm = view(t.get('head')!).getUint16(18);
  const hhea = view(t.get('hhea')!);
  const head = view(t.get('head')!);
  const os2 = t.get('OS/2');
  const ascender = hhea.getInt16(4);
  cached = {
    unitsPerEm,
    ascender,
    descender: hhea.getInt16(6),
    capHeight:
      os2 && view(os2).getUint16(0) >= 2 ? view(os2).getInt16(88) : Math.round(ascender * 0.7),
    bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    cmap,
    has: (c) => cmap.has(c),
    advance: (id) => advances[id] ?? 0,
    width(text, size) {
      let units = 0;
      for (const ch of text) units += advances[cmap.get(ch.codePointAt(0)!) ?? 0] ?? 0;
      return (units * size) / unitsPerEm;
    },
  };
  metricsCache.set(font, cached);
  return cached;
}
