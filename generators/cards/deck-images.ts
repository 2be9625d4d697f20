/**
 * The pictures a deck file names (Node only): each image field's file is found beside the deck
 * file, read no further than its size limit and checked before anything is drawn. What is
 * refused, naming the card and the field: names that are links or lead outside the deck's
 * folder (checked again here after symbolic links are followed), missing files, files that
 * are not what their bytes say, pictures too large (bytes or pixels, read from the header, never
 * decoded first), PNGs whose data inflates past what their header's size needs (decompression
 * bombs, stopped at that size), and SVGs reaching outside themselves (see checkSvg).
 */
import { open, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { inflateSync } from 'node:zlib';
import {
  checkSvg,
  extensionType,
  IMAGE_LIMITS,
  IMAGE_TYPE_NAMES,
  imageNameProblem,
  pngRawSize,
  sniffImage,
  type CardImage,
} from '../../src/print/cards/images.ts';
import { shown, type Deck } from '../../src/print/cards/schema.ts';
import { TEMPLATES, type FieldValues } from '../../src/print/cards/templates/index.ts';
import { errorReason } from '../files/write-files.ts';

/** Where a deck names a picture: the place for messages and the name as written. */
export interface ImageRef {
  readonly where: string;
  readonly name: string;
}

/** Every image field the deck fills, in deck order (faces, then their backs, then the deck's back). */
export function deckImageRefs(deck: Deck): ImageRef[] {
  const refs: ImageRef[] = [];
  const collect = (where: string, template: string, fields: FieldValues) => {
    for (const [field, spec] of Object.entries(TEMPLATES[template]!.fields))
      if (spec.type === 'image' && typeof fields[field] === 'string')
        refs.push({ where: `${where}: field "${field}"`, name: fields[field] as string });
  };
  deck.cards.forEach((card, i) => {
    const where = `${deck.file}: card ${i + 1}${/^\d+$/.test(card.name) ? '' : ` (${shown(card.name)})`}`;
    collect(where, card.template, card.fields);
    if (card.back) collect(`${where}: back`, card.back.template, card.back.fields);
  });
  if (deck.back) collect(`${deck.file}: back`, deck.back.template, deck.back.fields);
  return refs;
}

/** Why a PNG's image data is refused, or null: it must inflate to exactly what its size needs. */
function pngDataProblem(
  bytes: Uint8Array,
  header: Extract<ReturnType<typeof sniffImage>, { type: 'png' }>,
): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [];
  let at = 8;
  let ended = false;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (at + 12 + length > bytes.length) return 'the PNG is cut short (a chunk runs past the end)';
    if (type === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended) return 'the PNG is cut short (it has no end chunk)';
  if (!parts.length) return 'the PNG holds no image data';
  const expected = pngRawSize(
    header.width,
    header.height,
    header.bitDepth,
    header.colorType,
    header.interlaced,
  );
  let raw: Buffer;
  try {
    // Inflated no further than the header's size needs: a bomb stops here, undecoded.
    raw = inflateSync(Buffer.concat(parts), { maxOutputLength: expected });
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      return `the PNG's data inflates to more than its ${header.width} × ${header.height} pixels need (a decompression bomb?)`;
    return `the PNG's image data is damaged (${errorReason(e)})`;
  }
  if (raw.length !== expected)
    return `the PNG's image data is cut short (${raw.length.toLocaleString('en')} of ${expected.toLocaleString('en')} bytes)`;
  return null;
}

/** A picture's bytes checked and made ready for the card, or why they are refused. */
export function checkImageBytes(name: string, bytes: Uint8Array): CardImage | { problem: string } {
  const sniffed = sniffImage(bytes);
  if ('problem' in sniffed) return sniffed;
  const promised = extensionType(name)!;
  if (sniffed.type !== promised)
    return {
      problem: `the file is named as a ${IMAGE_TYPE_NAMES[promised]} but its bytes are a ${IMAGE_TYPE_NAMES[sniffed.type]}; rename it to match`,
    };
  if (sniffed.type === 'svg') {
    const svg = checkSvg(sniffed.text);
    if ('problem' in svg) return svg;
    return {
      type: 'svg',
      width: svg.width,
      height: svg.height,
      bytes: new TextEncoder().encode(svg.svg),
    };
  }
  if (sniffed.type === 'png') {
    const problem = pngDataProblem(bytes, sniffed);
    if (problem) return { problem };
  }
  return { type: sniffed.type, width: sniffed.width, height: sniffed.height, bytes };
}

const mb = (n: number) =>
  `${(n / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;

/** Reads one picture's file inside `folder` (a real path), or says why it is refused. */
async function readImage(folder: string, name: string): Promise<CardImage | { problem: string }> {
  const syntax = imageNameProblem(name);
  if (syntax) return { problem: syntax };
  let real: string;
  try {
    real = await realpath(resolve(folder, name));
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      return {
        problem: `no such file ${JSON.stringify(name)} beside the deck file (looked in ${folder})`,
      };
    return { problem: `cannot read ${JSON.stringify(name)}: ${errorReason(e)}` };
  }
  const inside = relative(folder, real);
  if (!inside || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside))
    return {
      problem: `${JSON.stringify(name)} is a link leading out of the deck file's folder; keep pictures in it or below it`,
    };
  let handle;
  try {
    // Checked before opening: opening a named pipe would wait for a writer for ever.
    if (!(await stat(real)).isFile()) return { problem: `${JSON.stringify(name)} is not a file` };
    handle = await open(real, 'r');
    const info = await handle.stat();
    if (!info.isFile()) return { problem: `${JSON.stringify(name)} is not a file` };
    if (info.size > IMAGE_LIMITS.bytes)
      return {
        problem: `${JSON.stringify(name)} is ${mb(info.size)}; a picture may be at most ${mb(IMAGE_LIMITS.bytes)}`,
      };
    const buffer = Buffer.alloc(info.size);
    let size = 0;
    while (size < buffer.length) {
      const { bytesRead } = await handle.read(buffer, size, buffer.length - size);
      if (bytesRead === 0) break;
      size += bytesRead;
    }
    const checked = checkImageBytes(name, new Uint8Array(buffer.buffer, buffer.byteOffset, size));
    return 'problem' in checked
      ? { problem: `${JSON.stringify(name)}: ${checked.problem}` }
      : checked;
  } catch (e) {
    return { problem: `cannot read ${JSON.stringify(name)}: ${errorReason(e)}` };
  } finally {
    await handle?.close();
  }
}

/**
 * Every picture the deck names, read and checked, by name as written; or every problem, each
 * naming the file, the card and the field (a picture named by several cards is read once and
 * its problem reported at the first).
 */
export async function loadDeckImages(
  deck: Deck,
): Promise<{ images: Map<string, CardImage>; problems: string[] }> {
  const images = new Map<string, CardImage>();
  const problems: string[] = [];
  const refs = deckImageRefs(deck);
  if (!refs.length) return { images, problems };
  let folder: string;
  try {
    folder = await realpath(dirname(resolve(deck.file)));
  } catch (e) {
    return {
      images,
      problems: [`${deck.file}: cannot find the deck file's folder: ${errorReason(e)}`],
    };
  }
  const seen = new Set<string>();
  for (const ref of refs) {
    if (seen.has(ref.name)) continue;
    seen.add(ref.name);
    const image = await readImage(folder, ref.name);
    if ('problem' in image) problems.push(`${ref.where}: ${image.problem}`);
    else images.set(ref.name, image);
  }
  return { images, problems };
}
