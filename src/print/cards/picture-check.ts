/**
 * One picture's bytes checked whole and made ready for a card (Node and the browser alike): what
 * the bytes are (never the name), then the SVG parsed and checked, or the PNG or JPEG decoded.
 * Each refusal says why in words a deck's author can act on; the caller names the card and field.
 */
import { extensionType, IMAGE_TYPE_NAMES, sniffImage, type CardImage } from './images.ts';
import { jpegProblem, pngProblem } from './raster-check.ts';
import { checkSvg } from './svg-check.ts';

/** A picture's bytes checked and made ready for the card, or why they are refused. */
export function checkImageBytes(name: string, bytes: Uint8Array): CardImage | { problem: string } {
  const sniffed = sniffImage(bytes);
  if ('problem' in sniffed) return sniffed;
  const promised = extensionType(name);
  if (promised && sniffed.type !== promised)
    return {
      problem: `the file is named as a ${IMAGE_TYPE_NAMES[promised]} but its bytes are a ${IMAGE_TYPE_NAMES[sniffed.type]}; rename it to match`,
    };
  if (sniffed.type === 'svg') {
    const svg = checkSvg(sniffed.text);
    if ('problem' in svg) return svg;
    // The drawing code gets the checked tree written out again, never the file's own text.
    return {
      type: 'svg',
      width: svg.width,
      height: svg.height,
      bytes: new TextEncoder().encode(svg.svg),
    };
  }
  const problem = sniffed.type === 'png' ? pngProblem(bytes, sniffed) : jpegProblem(bytes, sniffed);
  if (problem) return { problem };
  return { type: sniffed.type, width: sniffed.width, height: sniffed.height, bytes };
}
