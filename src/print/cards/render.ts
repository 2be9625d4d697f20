/**
 * One card face or back: the template's HTML/CSS tree rendered by satori to SVG, at trim
 * size plus bleed. For PDFs text stays <text> (drawn with real embedded fonts, selectable,
 * small); for PNG previews satori turns text into paths.
 */
import satori from 'satori';
import type { FontSet } from '../fonts.ts';
import { mm } from '../paper.ts';
import { FONT, h, type CardNode } from './element.ts';
import { Fitter } from './fit.ts';
import type { Deck, DeckReading } from './schema.ts';
import { unprintable } from '../fonts.ts';
import { TEMPLATES, type FieldValues } from './templates/index.ts';
import { keepProportions, type CardImage } from './images.ts';

type SatoriFont = { name: string; data: ArrayBuffer; weight: 400; style: 'normal' };

const fontCache = new WeakMap<FontSet, SatoriFont[]>();

function satoriFonts(fonts: FontSet): SatoriFont[] {
  let list = fontCache.get(fonts);
  if (!list) {
    const font = (name: string, sfnt: Uint8Array): SatoriFont => {
      return {
        name,
        data: sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer,
        weight: 400,
        style: 'normal',
      };
    };
    list = [
      font(FONT.body, fonts.body),
      font(FONT.bold, fonts.bold),
      font(FONT.heading, fonts.heading),
    ];
    fontCache.set(fonts, list);
  }
  return list;
}

/** PDF font names for the families the templates use (see FONT). */
export const PDF_FONT_FOR: Readonly<Record<string, string>> = {
  [FONT.body]: 'body',
  [FONT.bold]: 'bold',
  [FONT.heading]: 'heading',
};

/**
 * satori turns nested <svg> (the suit icons) into data: images, which svg-to-pdfkit skips;
 * put them back as nested <svg> elements so the PDF keeps them as vectors.
 */
export function inlineSvgImages(svg: string): string {
  return svg.replace(
    /<image ([^>]*?)href="data:image\/svg\+xml;(?:utf8,|base64,)([^"]*)"([^>]*)\/>/g,
    (_m, before: string, data: string, after: string) => {
      const attrs = `${before} ${after}`;
      const pick = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '0';
      // Base64 holds UTF-8 bytes (a picture's SVG may have any text in it).
      const inner =
        data.startsWith('PHN2') || (!data.startsWith('%3C') && !data.startsWith('<'))
          ? new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)))
          : decodeURIComponent(data);
      return inner.replace(
        /^<svg([^>]*)>/,
        (_s, own: string) =>
          `<svg x="${pick('x')}" y="${pick('y')}" width="${pick('width')}" height="${pick('height')}"${own.replace(/\s(?:width|height)="[^"]*"/g, '')}>`,
      );
    },
  );
}

export interface SizeMm {
  readonly width: number;
  readonly height: number;
}

/** The face's pixel (= point) size including bleed on every side. */
export const faceSize = (size: SizeMm, bleedMm: number) => ({
  width: mm(size.width + 2 * bleedMm),
  height: mm(size.height + 2 * bleedMm),
});

export interface CardSvgOptions {
  /** No large fills: grey and black areas become white, keeping their outlines (the templates' frames). */
  inkSaver?: boolean;
  /** The pictures the deck's image fields name, by their names as written (read by the CLI). */
  images?: ReadonlyMap<string, CardImage>;
}

/** The pictures a card's image fields name, found in `images` (an error if one is missing). */
function picturesOf(
  template: string,
  fields: FieldValues,
  images: ReadonlyMap<string, CardImage> | undefined,
): CardImage[] {
  const spec = TEMPLATES[template]!.fields;
  return Object.keys(spec)
    .filter((name) => spec[name]!.type === 'image' && typeof fields[name] === 'string')
    .map((name) => {
      const image = images?.get(fields[name] as string);
      if (!image) throw new Error(`the picture "${String(fields[name])}" was not loaded`);
      return image;
    });
}

const WHITE = /^(#fff|#ffffff|white)$/i;

/** Turns every filled box of a face white (its text black), in place: the ink-saving variant. */
function saveInk(node: CardNode): void {
  if (!node || typeof node === 'string') return;
  const style = node.props.style;
  if (style && typeof style.backgroundColor === 'string' && !WHITE.test(style.backgroundColor)) {
    style.backgroundColor = '#fff';
    if (typeof style.color === 'string' && WHITE.test(style.color)) style.color = '#000';
  }
  const children = node.props.children;
  for (const child of Array.isArray(children) ? children : [children ?? null]) saveInk(child);
}

/** Frames and text stay this far inside the trim line (the usual print-and-play safe zone). */
export const SAFE_ZONE = mm(3);

export async function cardSvg(
  template: string,
  fields: FieldValues,
  size: SizeMm,
  bleedMm: number,
  fonts: FontSet,
  target: 'pdf' | 'png',
  options: CardSvgOptions = {},
): Promise<string> {
  const t = TEMPLATES[template];
  if (!t) throw new Error(`Unknown card template "${template}"`);
  const exact = faceSize(size, bleedMm);
  // satori draws on whole pixels and the drawing is stretched to the exact cell (deck-pdf.ts).
  // Where rounding would make the canvas taller than the card (a mini card's 178.58 pt drawn at
  // 179), the stretch would squeeze text fitted to 6 pt to 5.99 pt: such cards are drawn on the
  // canvas rounded down both ways, so the stretch enlarges, evenly enough to keep a token round.
  const squeezed = Math.round(exact.height) > exact.height;
  const outer = squeezed
    ? { width: Math.floor(exact.width), height: Math.floor(exact.height) }
    : exact;
  const b = mm(bleedMm);
  // The background runs through the bleed to the cell's edge; the template (its frame and text)
  // sits in the safe zone, SAFE_ZONE inside the trim, so a cut a little off never clips it.
  const fit = new Fitter(fonts);
  const pictures = picturesOf(template, fields, options.images);
  const art = (name: string) => options.images?.get(name);
  const tree = h(
    'div',
    {
      style: {
        width: outer.width,
        height: outer.height,
        display: 'flex',
        padding: b + SAFE_ZONE,
        boxSizing: 'border-box',
        backgroundColor: options.inkSaver ? '#fff' : (t.background ?? '#fff'),
      },
    },
    t.render(fields, mm(size.width) - 2 * SAFE_ZONE, mm(size.height) - 2 * SAFE_ZONE, fit, art),
  );
  if (options.inkSaver) saveInk(tree);
  if (fit.problems.length) throw new Error(`a "${template}" card: ${fit.problems.join('; ')}`);
  const svg = keepProportions(
    await satori(tree as never, {
      width: outer.width,
      height: outer.height,
      fonts: satoriFonts(fonts),
      embedFont: target === 'png',
    }),
    pictures,
    exact,
  );
  return target === 'pdf' ? inlineSvgImages(svg) : svg;
}

/**
 * Every text of a deck that would not print: too long for its place on the card even at the
 * smallest size, or characters the fonts cannot draw. Each problem names the file, the card and
 * the field, like the deck file's own checks; an empty list means every face and back fits.
 */
export function deckTextProblems(
  deck: Deck,
  fonts: FontSet,
  partial: Pick<DeckReading, 'troubled' | 'numbers'> = { troubled: new Set(), numbers: new Map() },
): string[] {
  const problems: string[] = [];
  const name = unprintable('"deck" (printed on every sheet)', deck.name, fonts, ['body']);
  if (name) problems.push(`${deck.file}: ${name}`);
  const seen = new Set<string>();
  const check = (
    where: string,
    template: string,
    fields: FieldValues,
    columns: Readonly<Record<string, string>> = {},
  ) => {
    const key = JSON.stringify([template, fields]);
    if (seen.has(key)) return;
    seen.add(key);
    const fit = new Fitter(fonts);
    TEMPLATES[template]!.render(
      fields,
      mm(deck.size.width) - 2 * SAFE_ZONE,
      mm(deck.size.height) - 2 * SAFE_ZONE,
      fit,
    );
    // A CSV card's field is named with its column too.
    for (const p of fit.problems)
      problems.push(
        `${where}: ${p.replace(/^field "([^"]+)"/, (m, f: string) => (columns[f] ? `column "${columns[f]}" (${m})` : m))}`,
      );
  };
  // Cards lacking a required field (a problem already names it) cannot be drawn to be measured.
  deck.cards.forEach((card, i) => {
    if (partial.troubled.has(card)) return;
    const where =
      card.source?.where ??
      `${deck.file}: card ${partial.numbers.get(card) ?? i + 1}${/^\d+$/.test(card.name) ? '' : ` ("${card.name}")`}`;
    check(where, card.template, card.fields, card.source?.columns);
    if (card.back) check(`${where}: back`, card.back.template, card.back.fields);
  });
  // A back printing the deck's name (the default one) says nothing more of a name named above.
  if (deck.back && !partial.troubled.has(deck.back))
    if (!(name && Object.values(deck.back.fields).includes(deck.name)))
      check(`${deck.file}: back`, deck.back.template, deck.back.fields);
  return problems;
}
