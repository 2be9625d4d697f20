/**
 * The font a sheet's form fields are typed and filled in: the body font (Source Sans 3, latin and
 * latin-ext joined) embedded WHOLE, not subset, under one resource name in the AcroForm's /DR
 * and in every field's /DA. A viewer can then draw whatever a player types (Ł, Ō, Č…) in the
 * same face as the values we fill in, instead of falling back to Helvetica, which viewers have
 * only for Latin-1. pdfkit embeds only subsets, so the dictionaries are written here: a Type0
 * font, Identity-H, whose codes are the font's glyph ids, with a ToUnicode map so text copied or
 * read back is the text typed.
 */
import { fontMetrics, type FontMetrics } from './font-merge.ts';
import type { PdfDocument, PdfRef } from './types.ts';

/** The resource name in /DR and every /DA. */
export const FORM_FONT_NAME = 'SrcSans';
const BASE_FONT = 'SourceSans3-Regular';

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

export class FormFont {
  readonly ref: PdfRef;
  readonly metrics: FontMetrics;

  constructor(doc: PdfDocument, bytes: Uint8Array) {
    const m = fontMetrics(bytes);
    this.metrics = m;
    const k = 1000 / m.unitsPerEm;
    const scaled = (n: number) => Math.round(n * k);
    const file = doc.ref({ Length1: bytes.length });
    (file as unknown as { end(chunk: Uint8Array): void }).end(bytes);
    const descriptor = doc.ref({
      Type: 'FontDescriptor',
      FontName: BASE_FONT,
      // Nonsymbolic: the font uses the standard Latin character set.
      Flags: 32,
      FontBBox: m.bbox.map(scaled),
      ItalicAngle: 0,
      Ascent: scaled(m.ascender),
      Descent: scaled(m.descender),
      CapHeight: scaled(m.capHeight),
      StemV: 80,
      FontFile2: file,
    });
    descriptor.end();
    // One entry per mapped glyph (characters sharing a glyph take the first), in glyph order.
    const byGlyph = new Map<number, number>();
    for (const [cp, gid] of [...m.cmap].sort((a, b) => a[0] - b[0]))
      if (!byGlyph.has(gid)) byGlyph.set(gid, cp);
    const glyphs = [...byGlyph.keys()].sort((a, b) => a - b);
    const widths: (number | number[])[] = [];
    for (const gid of glyphs) widths.push(gid, [scaled(m.advance(gid))]);
    const cid = doc.ref({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: BASE_FONT,
      CIDSystemInfo: {
        Registry: new String('Adobe'),
        Ordering: new String('Identity'),
        Supplement: 0,
      },
      FontDescriptor: descriptor,
      CIDToGIDMap: 'Identity',
      DW: 500,
      W: widths,
    });
    cid.end();
    this.ref = doc.ref({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: BASE_FONT,
      Encoding: 'Identity-H',
      DescendantFonts: [cid],
      ToUnicode: toUnicode(doc, glyphs, byGlyph),
    });
    this.ref.end();
  }

  /** `text` as the hex string of its codes (glyph ids) in this font; characters must be drawable. */
  hex(text: string): string {
    let out = '';
    for (const ch of text) out += hex4(this.metrics.cmap.get(ch.codePointAt(0)!) ?? 0);
    return out;
  }
}

function utf16(cp: number): string {
  if (cp < 0x10000) return hex4(cp);
  const v = cp - 0x10000;
  return hex4(0xd800 | (v >> 10)) + hex4(0xdc00 | (v & 0x3ff));
}

function toUnicode(doc: PdfDocument, glyphs: number[], byGlyph: Map<number, number>): PdfRef {
  const blocks: string[] = [];
  for (let i = 0; i < glyphs.length; i += 100) {
    const block = glyphs.slice(i, i + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map((g) => `<${hex4(g)}> <${utf16(byGlyph.get(g)!)}>`).join('\n')}\nendbfchar`,
    );
  }
  const cmap = doc.ref({});
  cmap.end(
    [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n'),
  );
  return cmap;
}
