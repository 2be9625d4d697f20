/**
 * Small PNGs and JPEGs made in tests (no image files in the repository for them), and the size
 * a PNG's header gives. PNGs are encoded here with Node's zlib; JPEGs by mupdf.
 */
import { deflateSync } from 'node:zlib';
import * as mupdf from 'mupdf';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
}

export const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

export function pngHeader(width: number, height: number, colorType = 2, bitDepth = 8): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colorType;
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr)]);
}

/** An RGB PNG whose pixel (x, y) is `colour(x, y)` ([r, g, b], 0–255). */
export function rgbPng(
  width: number,
  height: number,
  colour: (x: number, y: number) => readonly [number, number, number],
): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set(colour(x, y), y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** A PNG saying it is `width` × `height` whose data inflates to `rawBytes` zero bytes. */
export function pngWithData(width: number, height: number, rawBytes: number): Uint8Array {
  return Buffer.concat([
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rawBytes), { level: 9 })),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** A PNG file's size from its header: width and height in pixels. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!view.subarray(0, 8).equals(PNG_SIGNATURE) || view.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

/** A JPEG of one colour, `width` × `height`, encoded by mupdf. */
export function solidJpeg(
  width: number,
  height: number,
  rgb: readonly [number, number, number],
): Uint8Array {
  const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, width, height], false);
  const px = pix.getPixels();
  for (let i = 0; i < px.length; i += 3) px.set(rgb, i);
  const jpeg = pix.asJPEG(90, false);
  pix.destroy();
  return jpeg;
}
