import { inflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { pixelsPerMetre, printPng } from '../../generators/cards/print-png.ts';

describe('PNGs for print shops', () => {
  test('300 dpi is 11811 pixels a metre', () => {
    expect(pixelsPerMetre(300)).toBe(11811);
  });

  test('flat RGB: transparent and half-transparent pixels are laid on white', () => {
    // Two pixels: opaque red, and black at half opacity.
    const png = printPng(
      { width: 2, height: 1, pixels: new Uint8Array([255, 0, 0, 255, 0, 0, 0, 128]) },
      300,
    );
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer, png.byteOffset);
    expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
    expect([view.getUint32(16), view.getUint32(20), png[24], png[25]]).toEqual([2, 1, 8, 2]);
    expect(String.fromCharCode(...png.subarray(37, 41))).toBe('pHYs');
    expect([view.getUint32(41), view.getUint32(45), png[49]]).toEqual([11811, 11811, 1]);
    const idatLength = view.getUint32(54);
    expect(String.fromCharCode(...png.subarray(58, 62))).toBe('IDAT');
    const rows = inflateSync(png.subarray(62, 62 + idatLength));
    expect([...rows]).toEqual([0, 255, 0, 0, 127, 127, 127]);
  });

  test('the same pixels give the same bytes', () => {
    const pixels = new Uint8Array(4 * 16).map((_, i) => (i * 37) % 256);
    expect(printPng({ width: 4, height: 4, pixels }, 300)).toEqual(
      printPng({ width: 4, height: 4, pixels }, 300),
    );
  });
});
