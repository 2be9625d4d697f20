/**
 * PNGs for print shops and virtual tables: flat RGB (no alpha channel, which some card services
 * and RIPs refuse or print as black) and a `pHYs` chunk giving the resolution, so the file opens
 * at its real size (300 dpi: a poker card is 63.5 mm wide, not 262 mm at 72 dpi).
 */
import { deflateSync } from 'node:zlib';

/** What resvg hands back: `width × height` pixels, 4 bytes each (RGBA). */
export interface RgbaImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Pixels per metre for `dpi` dots per inch, as pHYs records it (300 dpi → 11811). */
export const pixelsPerMetre = (dpi: number): number => Math.round(dpi / 0.0254);

/**
 * An 8-bit RGB PNG of the image at `dpi`, every pixel laid on white (the page a card is
 * printed on), filter byte 0 on every row and maximum compression: the same pixels give the
 * same bytes.
 */
export function printPng(image: RgbaImage, dpi: number): Uint8Array {
  const { width, height, pixels } = image;
  const rows = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const alpha = pixels[from + 3]!;
      for (let c = 0; c < 3; c++)
        rows[row + 1 + x * 3 + c] = Math.round(
          (pixels[from + c]! * alpha + 255 * (255 - alpha)) / 255,
        );
    }
  }
  const header = new Uint8Array(13);
  const h = new DataView(header.buffer);
  h.setUint32(0, width);
  h.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour (RGB), deflate, no filter, no interlace
  const resolution = new Uint8Array(9);
  const r = new DataView(resolution.buffer);
  r.setUint32(0, pixelsPerMetre(dpi));
  r.setUint32(4, pixelsPerMetre(dpi));
  resolution[8] = 1; // the unit is the metre
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('pHYs', resolution),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
