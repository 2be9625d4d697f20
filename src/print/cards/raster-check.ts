/**
 * PNG and JPEG pictures on cards, decoded whole before they are taken (fast-png and jpeg-js: pure
 * JavaScript, the same in Node and the browser). A header can be right while the rest is damaged
 * (a palette PNG without its palette, a palette index past its end, an unknown row filter, a
 * file cut short, a JPEG whose scan data is broken): PDF viewers and the PNG renderer then draw a
 * broken picture or an empty box, so such a file is refused here, before anything is drawn.
 *
 * A PNG's data is first inflated no further than its header's size needs (a decompression bomb
 * stops there, undecoded), then decoded; a JPEG's size was read from its header before (see
 * sniffImage), so the decoder is only ever asked for pictures within IMAGE_LIMITS.
 */
import { decode as decodePng } from 'fast-png';
// The decoder alone (the package's main module brings its encoder too).
import decodeJpeg from 'jpeg-js/lib/decoder.js';
import { Unzlib } from 'fflate';
import { IMAGE_LIMITS, pngRawSize, type Sniffed } from './images.ts';

type PngHeader = Extract<Sniffed, { type: 'png' }>;
type JpegHeader = Extract<Sniffed, { type: 'jpeg' }>;

/** The decoders' own words, shortened, for a message. */
const reason = (e: unknown) =>
  (e instanceof Error ? e.message : String(e)).replace(/\.$/, '').slice(0, 80);

class TooMuch extends Error {}

/**
 * A PNG's image data inflated, with the number of colours in its palette; or why it is refused:
 * its chunks must run to an end chunk and its data must inflate to exactly what its size needs.
 * Inflated a kilobyte at a time (at most about a megabyte out of each), so a bomb is stopped at
 * the size, whatever it would grow to.
 */
function inflatePng(
  bytes: Uint8Array,
  header: PngHeader,
): { raw: Uint8Array; colours: number } | string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [];
  let at = 8;
  let ended = false;
  let colours = 0;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (at + 12 + length > bytes.length) return 'the PNG is cut short (a chunk runs past the end)';
    if (type === 'PLTE') colours = Math.floor(length / 3);
    if (type === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended) return 'the PNG is cut short (it has no end chunk)';
  if (!parts.length) return 'the PNG holds no image data';
  const { width, height } = header;
  const expected = pngRawSize(width, height, header.bitDepth, header.colorType, header.interlaced);
  const data = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (data.set(p, at), at + p.length), 0);
  const raw = new Uint8Array(expected);
  let size = 0;
  const inflater = new Unzlib((chunk) => {
    if (size + chunk.length > expected) throw new TooMuch();
    raw.set(chunk, size);
    size += chunk.length;
  });
  try {
    const STEP = 1024;
    for (let from = 0; from < data.length; from += STEP)
      inflater.push(data.subarray(from, from + STEP), from + STEP >= data.length);
  } catch (e) {
    if (e instanceof TooMuch)
      return `the PNG's data inflates to more than its ${width} × ${height} pixels need (a decompression bomb?)`;
    return `the PNG's image data is damaged (${reason(e)})`;
  }
  if (size !== expected)
    return `the PNG's image data is cut short (${size.toLocaleString('en')} of ${expected.toLocaleString('en')} bytes)`;
  return { raw, colours };
}

/**
 * Rows of an interlaced PNG of 1, 2 or 4 bits a sample, unfiltered, for the checks fast-png
 * cannot make on them (it reads such passes as a byte a pixel): each row's filter must be one
 * of the five, and a palette's indices must be in it. The filters are PNG's own (section 9).
 */
function packedInterlacedProblem(
  raw: Uint8Array,
  header: PngHeader,
  colours: number,
): string | null {
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  const depth = header.bitDepth;
  let at = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil(Math.max(0, header.width - x0) / dx);
    const h = Math.ceil(Math.max(0, header.height - y0) / dy);
    if (!w || !h) continue;
    const bytes = Math.ceil((w * depth) / 8);
    let prev = new Uint8Array(bytes);
    for (let y = 0; y < h; y++) {
      const filter = raw[at++]!;
      if (filter > 4)
        return `the PNG has a row filter ${filter}, which PNG does not have; the file is damaged`;
      const row = raw.slice(at, at + bytes);
      at += bytes;
      for (let i = 0; i < bytes; i++) {
        const a = i ? row[i - 1]! : 0;
        const b = prev[i]!;
        const c = i ? prev[i - 1]! : 0;
        const p = a + b - c;
        const paeth =
          Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
            ? a
            : Math.abs(p - b) <= Math.abs(p - c)
              ? b
              : c;
        const add = [0, a, b, (a + b) >> 1, paeth][filter]!;
        row[i] = (row[i]! + add) & 0xff;
      }
      if (header.colorType === 3)
        for (let x = 0; x < w; x++) {
          const index = sample(row, x * depth, depth);
          if (index >= colours)
            return `the PNG uses colour ${index} of a palette of ${colours}; the file is damaged`;
        }
      prev = row;
    }
  }
  return null;
}

/** Why a PNG is refused once decoded whole (checksums, filters, palette), or null. */
export function pngProblem(bytes: Uint8Array, header: PngHeader): string | null {
  const inflated = inflatePng(bytes, header);
  if (typeof inflated === 'string') return inflated;
  const { raw, colours } = inflated;
  if (header.colorType === 3 && !colours)
    return 'the PNG uses a palette but has none (no PLTE chunk); the file is damaged';
  // Sub-byte interlaced rows are checked by packedInterlacedProblem instead (see there).
  const packedInterlaced = header.interlaced && header.bitDepth < 8;
  let png;
  try {
    if (!packedInterlaced) png = decodePng(bytes, { checkCrc: true });
  } catch (e) {
    return `the PNG is damaged (${reason(e)})`;
  }
  if (!png) return packedInterlacedProblem(raw, header, colours);
  if (header.colorType !== 3) return null;
  // fast-png hands indices back as they are packed: 8, 4, 2 or 1 bits each, rows whole bytes.
  const depth = header.bitDepth;
  const rowBytes = Math.ceil((header.width * depth) / 8);
  for (let y = 0; y < header.height; y++)
    for (let x = 0; x < header.width; x++) {
      const index = sample(png.data, y * rowBytes * 8 + x * depth, depth);
      if (index >= colours)
        return `the PNG uses colour ${index} of a palette of ${colours}; the file is damaged`;
    }
  return null;
}

/** The `depth`-bit sample starting `bit` bits into `data` (PNG packs from the high bit). */
const sample = (data: ArrayLike<number>, bit: number, depth: number) =>
  (data[bit >> 3]! >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);

/** Why a JPEG is refused once decoded whole (cut short, damaged scan data), or null. */
export function jpegProblem(bytes: Uint8Array, header: JpegHeader): string | null {
  let decoded;
  try {
    decoded = decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: false,
      maxResolutionInMP: IMAGE_LIMITS.pixels / 1e6 + 1,
      maxMemoryUsageInMB: 1024,
    });
  } catch (e) {
    return `the JPEG is damaged or cut short (${reason(e)})`;
  }
  if (decoded.width !== header.width || decoded.height !== header.height)
    return `the JPEG decodes to ${decoded.width} × ${decoded.height} pixels, not the ${header.width} × ${header.height} its header says; the file is damaged`;
  return null;
}
