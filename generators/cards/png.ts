/** PNG previews of card faces (Node only): satori's SVG with text as paths, rasterised by resvg. */
import { Resvg } from '@resvg/resvg-js';
import type { FontSet } from '../../src/print/fonts.ts';
import { cardSvg, type SizeMm } from '../../src/print/cards/render.ts';
import type { FieldValues } from '../../src/print/cards/templates/template.ts';

/** A face at `widthPx` pixels wide (no bleed). */
export async function cardPng(
  template: string,
  fields: FieldValues,
  size: SizeMm,
  fonts: FontSet,
  widthPx = 300,
): Promise<Uint8Array> {
  const svg = await cardSvg(template, fields, size, 0, fonts, 'png');
  return new Resvg(svg, { fitTo: { mode: 'width', value: widthPx }, background: '#ffffff' })
    .render()
    .asPng();
}
