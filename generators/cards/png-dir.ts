/**
 * One PNG per card for print-on-demand services and virtual tabletops (Node only): each entry
 * of the deck gets its face at 300 dpi, with the bleed when there is one; backs get one file
 * when every card shares the deck's back, or one per card when some card has its own. The
 * pixel size is exact: (card size + 2 × bleed) in mm at 300 dpi, rounded to the nearest pixel
 * (poker 63 × 88 mm: 744 × 1039; with 3 mm bleed: 815 × 1110).
 */
import { Resvg } from '@resvg/resvg-js';
import type { FontSet } from '../../src/print/fonts.ts';
import { cardSvg } from '../../src/print/cards/render.ts';
import { printPng } from './print-png.ts';
import type { CardImage } from '../../src/print/cards/images.ts';
import type { Deck, DeckCard } from '../../src/print/cards/schema.ts';

export const PNG_DPI = 300;

/** Pixels for a length in millimetres at 300 dpi, rounded to the nearest pixel. */
export const pngPixels = (lengthMm: number): number => Math.round((lengthMm / 25.4) * PNG_DPI);

/** The pixel size of every PNG of a deck: the card and its bleed on each side. */
export const cardPngSize = (size: Deck['size'], bleedMm: number) => ({
  width: pngPixels(size.width + 2 * bleedMm),
  height: pngPixels(size.height + 2 * bleedMm),
});

/** A file name's part from a card's name: lower case ASCII letters and digits joined by "-". */
export function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return s || 'card';
}

/** What a card is called in its file name: its name, else its title or name field, else its template. */
function cardLabel(card: DeckCard): string {
  if (!/^\d+$/.test(card.name)) return card.name;
  const { title, name } = card.fields;
  return typeof title === 'string' && title
    ? title
    : typeof name === 'string' && name
      ? name
      : card.template;
}

export interface CardPngPlan {
  readonly name: string;
  readonly template: string;
  readonly fields: DeckCard['fields'];
}

/**
 * The files the deck makes, in deck order: `001-fireball-face.png`… (the entry's number, three
 * digits, and its name), then `back.png` when every card shares the deck's back, or
 * `001-fireball-back.png`… when some card has its own (none for a single-sided deck).
 */
export function cardPngPlan(deck: Deck): CardPngPlan[] {
  const stem = (card: DeckCard, i: number) =>
    `${String(i + 1).padStart(3, '0')}-${slug(cardLabel(card))}`;
  const faces = deck.cards.map((card, i) => ({
    name: `${stem(card, i)}-face.png`,
    template: card.template,
    fields: card.fields,
  }));
  const ownBacks = deck.cards.some((c) => c.back);
  if (!ownBacks) return deck.back ? [...faces, { name: 'back.png', ...deck.back }] : faces;
  const backs = deck.cards.flatMap((card, i) => {
    const back = card.back ?? deck.back;
    return back ? [{ name: `${stem(card, i)}-back.png`, ...back }] : [];
  });
  return [...faces, ...backs];
}

/** Renders every file of the plan at 300 dpi: satori's SVG stretched to the exact pixel size, drawn by resvg. */
export async function cardPngs(
  deck: Deck,
  fonts: FontSet,
  options: { bleed: number; images?: ReadonlyMap<string, CardImage>; inkSaver?: boolean },
): Promise<{ name: string; bytes: Uint8Array }[]> {
  const { width, height } = cardPngSize(deck.size, options.bleed);
  const made = new Map<string, Uint8Array>();
  const files: { name: string; bytes: Uint8Array }[] = [];
  for (const plan of cardPngPlan(deck)) {
    const key = JSON.stringify([plan.template, plan.fields]);
    let bytes = made.get(key);
    if (!bytes) {
      const svg = await cardSvg(
        plan.template,
        plan.fields,
        deck.size,
        options.bleed,
        fonts,
        'png',
        {
          images: options.images,
          inkSaver: options.inkSaver,
        },
      );
      // satori sizes the SVG in whole points; its viewBox is stretched to the exact pixels,
      // as the PDF stretches it to the exact cell.
      const exact = svg.replace(
        /^<svg width="[^"]*" height="[^"]*"/,
        `<svg width="${width}" height="${height}" preserveAspectRatio="none"`,
      );
      const rendered = new Resvg(exact, { background: '#ffffff' }).render();
      bytes = printPng(
        { width: rendered.width, height: rendered.height, pixels: rendered.pixels },
        PNG_DPI,
      );
      made.set(key, bytes);
    }
    files.push({ name: plan.name, bytes });
  }
  return files;
}
