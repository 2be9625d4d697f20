/**
 * Sheet images for virtual tabletops (Node only): faces in a grid of at most 10 × 7, as PNG,
 * the format tabletop apps import as a deck. Satori repeats the same ids in every SVG, so each
 * face's ids are prefixed before the faces are nested in one image.
 */
import { Resvg } from '@resvg/resvg-js';
import type { FontSet } from '../../src/print/fonts.ts';
import { mm } from '../../src/print/paper.ts';
import { cardSvg } from '../../src/print/cards/render.ts';
import { expandCards, type Deck } from '../../src/print/cards/schema.ts';
import type { CardImage } from '../../src/print/cards/images.ts';

export const VTT_COLUMNS = 10;
export const VTT_ROWS = 7;

const prefixIds = (svg: string, prefix: string) =>
  svg
    .replace(/id="/g, `id="${prefix}`)
    .replace(/url\(#/g, `url(#${prefix}`)
    .replace(/href="#/g, `href="#${prefix}`);

/** How many sheets `vttSheets` makes for a deck: one per 70 cards. */
export const vttSheetCount = (deck: Deck): number =>
  Math.ceil(expandCards(deck).length / (VTT_COLUMNS * VTT_ROWS));

/**
 * The files the sheets go to: `target` itself for one sheet, else `name-1.png`, `name-2.png`…
 * (the extension keeps the case it was given: `x.PNG` → `x-1.PNG`).
 */
export function vttSheetPaths(target: string, count: number): string[] {
  if (count === 1) return [target];
  return Array.from({ length: count }, (_, i) => target.replace(/(\.png)$/i, `-${i + 1}$1`));
}

/** One PNG per 70 cards, each card `cardPx` pixels wide. */
export async function vttSheets(
  deck: Deck,
  fonts: FontSet,
  cardPx = 250,
  images?: ReadonlyMap<string, CardImage>,
): Promise<Uint8Array[]> {
  const cards = expandCards(deck);
  const w = mm(deck.size.width);
  const h = mm(deck.size.height);
  const perSheet = VTT_COLUMNS * VTT_ROWS;
  const faces = new Map<string, string>();
  const sheets: Uint8Array[] = [];
  for (let start = 0; start < cards.length; start += perSheet) {
    const chunk = cards.slice(start, start + perSheet);
    const cols = Math.min(VTT_COLUMNS, chunk.length);
    const rows = Math.ceil(chunk.length / VTT_COLUMNS);
    const parts: string[] = [];
    for (const [i, card] of chunk.entries()) {
      const key = JSON.stringify([card.template, card.fields]);
      let svg = faces.get(key);
      if (!svg)
        faces.set(
          key,
          (svg = await cardSvg(card.template, card.fields, deck.size, 0, fonts, 'png', { images })),
        );
      const x = (i % VTT_COLUMNS) * w;
      const y = Math.floor(i / VTT_COLUMNS) * h;
      parts.push(prefixIds(svg, `c${i}-`).replace(/^<svg/, `<svg x="${x}" y="${y}"`));
    }
    const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * w}" height="${rows * h}" viewBox="0 0 ${cols * w} ${rows * h}">${parts.join('')}</svg>`;
    sheets.push(
      new Resvg(sheet, { fitTo: { mode: 'width', value: cols * cardPx }, background: '#ffffff' })
        .render()
        .asPng(),
    );
  }
  return sheets;
}
