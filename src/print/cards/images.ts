/**
 * Pictures on cards: a deck file names a PNG, JPEG or SVG file beside it (`image: art/fire.png`),
 * the CLI reads and checks it (generators/cards/deck-images.ts) and hands the bytes here. This
 * module holds what needs no file system, so the site and the tests share it: the rules for the
 * name as written in the deck, the limits, what the bytes are (by their magic bytes and header,
 * never by the name) and how a picture is fitted in its box. The checks that read a picture
 * whole are beside it: svg-check.ts (SVG) and raster-check.ts (PNG and JPEG), kept apart so
 * the site's deck reader does not carry their parsers.
 */

/** Resource limits for one image, named in messages and the README. */
export const IMAGE_LIMITS = {
  /** Bytes in an image file (10 MB). */
  bytes: 10 * 1024 * 1024,
  /** Pixels on the longer side of a PNG or JPEG. */
  side: 8000,
  /** Pixels in all (width × height) of a PNG or JPEG: decoded at 4 bytes a pixel, 160 MB at most. */
  pixels: 40_000_000,
  /** Characters in an image's name in the deck file. */
  name: 200,
  /**
   * Elements an SVG has, and elements it draws counting every repeat: each `<use>`, pattern,
   * marker (at each vertex), clip, mask and filter counts the elements it draws each time, and
   * each pattern, gradient, clip, mask or filter drawn counts more (see GROUP_WEIGHT in
   * svg-check.ts). About six seconds of drawing for svg-to-pdfkit at most.
   */
  svgElements: 20_000,
  /** Elements nested in an SVG, each reference followed counting as one level deeper. */
  svgDepth: 100,
} as const;

export type ImageType = 'png' | 'jpeg' | 'svg';

export const IMAGE_TYPE_NAMES: Readonly<Record<ImageType, string>> = {
  png: 'PNG',
  jpeg: 'JPEG',
  svg: 'SVG',
};

/** A checked picture: its kind, its size in pixels (an SVG: its viewBox) and its bytes. */
export interface CardImage {
  readonly type: ImageType;
  readonly width: number;
  readonly height: number;
  /** For an SVG, the checked tree written out again as UTF-8, with a viewBox (see checkSvg). */
  readonly bytes: Uint8Array;
}

/** Finds the picture a deck file names (its name exactly as written); undefined if not loaded. */
export type ImageLookup = (name: string) => CardImage | undefined;

const EXTENSIONS: Readonly<Record<string, ImageType>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  svg: 'svg',
};

/** The kind a name's extension promises (case ignored), or null. */
export function extensionType(name: string): ImageType | null {
  const ext = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext && Object.hasOwn(EXTENSIONS, ext) ? EXTENSIONS[ext]! : null;
}

/**
 * Why an image name from a deck file is refused, or null: it must be a relative path to a file
 * in the deck's folder or below, written with `/`, ending in .png, .jpg, .jpeg or .svg. Links
 * and URLs (http:, data:, file:…), absolute paths, `..` and backslashes are refused here, before
 * any file is touched; symbolic links leading out of the folder are refused when read.
 */
export function imageNameProblem(name: string): string | null {
  if (name.trim() !== name || !name) return 'must be a file name without spaces around it';
  if (name.length > IMAGE_LIMITS.name)
    return `at most ${IMAGE_LIMITS.name} characters in a file name, got ${name.length}`;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(name) || name.startsWith('//'))
    return `${JSON.stringify(name.slice(0, 40))} is a link or URL; name a file beside the deck file, like art/fireball.png`;
  // Control characters and NUL never belong in a file name (NUL would cut it short).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'a file name may not hold control characters';
  if (name.includes('\\')) return 'write folders with /, not \\ (like art/fireball.png)';
  if (name.startsWith('/'))
    return `${JSON.stringify(name)} is an absolute path; name a file in the deck file's folder, like art/fireball.png`;
  if (name.split('/').some((part) => part === '..'))
    return `${JSON.stringify(name)} leads out of the deck file's folder (..); keep pictures in it or below it`;
  if (!extensionType(name))
    return `${JSON.stringify(name)} must end in .png, .jpg, .jpeg or .svg (PNG, JPEG and SVG pictures)`;
  return null;
}

/** Where a picture of `image`'s proportions sits in a `box`: as large as fits, centred, never stretched or cut. */
export function fitImage(
  box: { readonly width: number; readonly height: number },
  image: { readonly width: number; readonly height: number },
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}

const MIME: Readonly<Record<ImageType, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

const uris = new WeakMap<CardImage, string>();

/** The picture as a data: URI, as satori, svg-to-pdfkit and resvg take it (made once per picture). */
export function imageUri(image: CardImage): string {
  let uri = uris.get(image);
  if (!uri) {
    let binary = '';
    for (let i = 0; i < image.bytes.length; i += 0x8000)
      binary += String.fromCharCode(...image.bytes.subarray(i, i + 0x8000));
    uri = `data:${MIME[image.type]};base64,${btoa(binary)}`;
    uris.set(image, uri);
  }
  return uri;
}

/** What bytes are, read from their header: a picture's kind and size, or why they are refused. */
export type Sniffed =
  | {
      type: 'png';
      width: number;
      height: number;
      bitDepth: number;
      colorType: number;
      interlaced: boolean;
    }
  | { type: 'jpeg'; width: number; height: number }
  | { type: 'svg'; text: string }
  | { problem: string };

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** Channels per pixel of each PNG colour type, and the bit depths it allows. */
const PNG_COLOUR: Readonly<Record<number, { channels: number; depths: readonly number[] }>> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Bytes a PNG's image data inflates to (filter byte per row, all seven passes when interlaced). */
export function pngRawSize(
  width: number,
  height: number,
  bitDepth: number,
  colorType: number,
  interlaced: boolean,
): number {
  const bits = PNG_COLOUR[colorType]!.channels * bitDepth;
  const rows = (w: number, h: number) => (w && h ? h * (1 + Math.ceil((w * bits) / 8)) : 0);
  if (!interlaced) return rows(width, height);
  // Adam7: each pass takes every n-th pixel from an offset, across and down.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  return passes.reduce(
    (n, [x0, y0, dx, dy]) =>
      n + rows(Math.ceil(Math.max(0, width - x0) / dx), Math.ceil(Math.max(0, height - y0) / dy)),
    0,
  );
}

function sizeProblem(kind: string, width: number, height: number): string | null {
  if (!width || !height) return `the ${kind} says it is ${width} × ${height} pixels`;
  if (
    width > IMAGE_LIMITS.side ||
    height > IMAGE_LIMITS.side ||
    width * height > IMAGE_LIMITS.pixels
  )
    return `the ${kind} is ${width} × ${height} pixels; at most ${IMAGE_LIMITS.side.toLocaleString('en')} on a side and ${(IMAGE_LIMITS.pixels / 1e6).toLocaleString('en')} million in all (a 300 dpi tarot card needs 827 × 1,417)`;
  return null;
}

function sniffPng(b: Uint8Array): Sniffed {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const type = String.fromCharCode(...b.subarray(12, 16));
  if (b.length < 33 || view.getUint32(8) !== 13 || type !== 'IHDR')
    return { problem: 'the PNG has no header (IHDR) where it should be; the file is damaged' };
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const [bitDepth, colorType, compression, filter, interlace] = b.subarray(24, 29);
  const colour = PNG_COLOUR[colorType!];
  if (!colour || !colour.depths.includes(bitDepth!) || compression || filter || interlace! > 1)
    return {
      problem: 'the PNG header names a kind of PNG that does not exist; the file is damaged',
    };
  const size = sizeProblem('PNG', width, height);
  if (size) return { problem: size };
  return {
    type: 'png',
    width,
    height,
    bitDepth: bitDepth!,
    colorType: colorType!,
    interlaced: interlace === 1,
  };
}

/** Start-of-frame markers of the JPEGs printers and PDF viewers take: baseline, extended, progressive. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Other start-of-frame markers: lossless, hierarchical and arithmetic-coded JPEGs. */
const OTHER_FRAMES = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function sniffJpeg(b: Uint8Array): Sniffed {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return { problem: 'the JPEG is damaged (a marker is missing)' };
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    if (length < 2) return { problem: 'the JPEG is damaged (a segment is too short)' };
    if (OTHER_FRAMES.has(marker))
      return {
        problem:
          'the JPEG is lossless, hierarchical or arithmetic-coded, which PDF viewers do not all show; save it as an ordinary (baseline or progressive) JPEG',
      };
    if (JPEG_FRAMES.has(marker)) {
      if (at + 10 > b.length) break;
      const precision = b[at + 4]!;
      const height = (b[at + 5]! << 8) | b[at + 6]!;
      const width = (b[at + 7]! << 8) | b[at + 8]!;
      const components = b[at + 9]!;
      if (precision !== 8)
        return { problem: `the JPEG has ${precision}-bit samples; save it with 8-bit samples` };
      // CMYK JPEGs are drawn differently by different programs (inverted or not), and not at
      // all by the PNG renderer: only grey and RGB are taken.
      if (components === 4) return { problem: 'the JPEG is CMYK; save it as RGB (or greyscale)' };
      if (components !== 1 && components !== 3)
        return { problem: `the JPEG has ${components} colour components (grey or RGB are drawn)` };
      const size = sizeProblem('JPEG', width, height);
      if (size) return { problem: size };
      return { type: 'jpeg', width, height };
    }
    if (marker === 0xda || marker === 0xd9) break; // image data or the end, with no frame header
    at += 2 + length;
  }
  return { problem: 'the JPEG has no frame header giving its size; the file is damaged' };
}

/** The text of an SVG file (UTF-8), or null when the bytes are not text starting like one. */
function svgText(b: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(b);
  } catch {
    return null;
  }
  const start = text.replace(
    /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i,
    '',
  );
  // The root may carry a prefix (<s:svg xmlns:s=…>): the XML parser then checks what it names.
  return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(start) ? text : null;
}

/** What the bytes are, from their first bytes and header; never from the file's name. */
export function sniffImage(bytes: Uint8Array): Sniffed {
  if (PNG_SIGNATURE.every((v, i) => bytes[i] === v)) return sniffPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return sniffJpeg(bytes);
  const text = svgText(bytes);
  if (text !== null) return { type: 'svg', text };
  return { problem: 'the file is not a PNG, JPEG or SVG picture (its first bytes say so)' };
}

/**
 * satori lays a picture out in whole points and draws it stretched to its box; the whole card
 * is then stretched from satori's whole points to the exact cell (`exact`, by a few tenths of a
 * per cent, unevenly). Each card picture is set here to the largest box of its own proportions
 * that fits where satori put it, measured after that stretch, so on paper it keeps its
 * proportions exactly. Its clip and mask (a rectangle the size of its box) are dropped, so the
 * PDF holds the picture itself.
 */
export function keepProportions(
  svg: string,
  images: readonly CardImage[],
  exact: { readonly width: number; readonly height: number },
): string {
  if (!images.length) return svg;
  const ours = new Map(images.map((image) => [imageUri(image), image]));
  const root = /^<svg width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  const sx = root ? exact.width / Number(root[1]) : 1;
  const sy = root ? exact.height / Number(root[2]) : 1;
  return svg.replace(
    /<image ([^>]*?)href="([^"]*)"([^>]*)\/>/g,
    (whole, before: string, href: string, after: string) => {
      const image = ours.get(href);
      if (!image) return whole;
      const attrs = `${before}${after}`;
      const num = (name: string) =>
        Number(new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? 0);
      const [x, y, w, h] = [num('x'), num('y'), num('width'), num('height')];
      const fit = fitImage({ width: w * sx, height: h * sy }, image);
      const round = (n: number) => Math.round(n * 1e4) / 1e4;
      return `<image x="${round(x + fit.x / sx)}" y="${round(y + fit.y / sy)}" width="${round(fit.width / sx)}" height="${round(fit.height / sy)}" href="${href}" preserveAspectRatio="none"/>`;
    },
  );
}
