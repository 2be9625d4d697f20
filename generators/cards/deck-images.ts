/**
 * The pictures a deck file names (Node only): each image field's file is found beside the deck
 * file, read no further than its size limit and checked before anything is drawn. What is
 * refused, naming the card and the field: names that are links or lead outside the deck's
 * folder (checked again here after symbolic links are followed), missing files, files that
 * are not what their bytes say, pictures too large (bytes or pixels, read from the header, never
 * decoded first), PNGs whose data inflates past what their header's size needs (decompression
 * bombs, stopped at that size), damaged PNGs and JPEGs (decoded whole: raster-check.ts) and
 * SVGs that are not well-formed, reach outside themselves or ask too much (svg-check.ts).
 */
import { open, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { IMAGE_LIMITS, imageNameProblem, type CardImage } from '../../src/print/cards/images.ts';
import { checkImageBytes } from '../../src/print/cards/picture-check.ts';
import { shown, type Deck, type DeckReading } from '../../src/print/cards/schema.ts';
import { TEMPLATES, type FieldValues } from '../../src/print/cards/templates/index.ts';
import { errorReason } from '../files/write-files.ts';

export { checkImageBytes };

/** Where a deck names a picture: the place for messages and the name as written. */
export interface ImageRef {
  readonly where: string;
  readonly name: string;
}

/** Every image field the deck fills, in deck order (faces, then their backs, then the deck's back). */
export function deckImageRefs(deck: Deck, numbers: DeckReading['numbers'] = new Map()): ImageRef[] {
  const refs: ImageRef[] = [];
  const collect = (where: string, template: string, fields: FieldValues) => {
    for (const [field, spec] of Object.entries(TEMPLATES[template]!.fields))
      if (spec.type === 'image' && typeof fields[field] === 'string')
        refs.push({ where: `${where}: field "${field}"`, name: fields[field] as string });
  };
  deck.cards.forEach((card, i) => {
    const where = `${deck.file}: card ${numbers.get(card) ?? i + 1}${/^\d+$/.test(card.name) ? '' : ` (${shown(card.name)})`}`;
    collect(where, card.template, card.fields);
    if (card.back) collect(`${where}: back`, card.back.template, card.back.fields);
  });
  if (deck.back) collect(`${deck.file}: back`, deck.back.template, deck.back.fields);
  return refs;
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
  numbers?: DeckReading['numbers'],
): Promise<{ images: Map<string, CardImage>; problems: string[] }> {
  const images = new Map<string, CardImage>();
  const problems: string[] = [];
  const refs = deckImageRefs(deck, numbers);
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
