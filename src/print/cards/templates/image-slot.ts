/**
 * A picture's box on a card: the picture a deck file names (an `image` field) fitted inside it
 * as large as it goes, centred, keeping its proportions (never stretched or cut). satori is
 * given the whole box; keepProportions (../images.ts) then fits the picture in the box satori
 * laid out, measured as it lands on paper. Without a lookup (text being measured) the box stays
 * empty, the same size, so the text around it is laid out the same either way.
 */
import { h, type CardElement } from '../element.ts';
import { imageUri, type ImageLookup } from '../images.ts';

export function imageSlot(
  name: string | undefined,
  width: number,
  height: number,
  art: ImageLookup | undefined,
  style: Record<string, string | number> = {},
): CardElement {
  const image = name && art ? art(name) : undefined;
  if (name && art && !image) throw new Error(`the picture "${name}" was not loaded`);
  return h(
    'div',
    {
      style: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width,
        height,
        flexShrink: 0,
        ...style,
      },
    },
    image ? h('img', { src: imageUri(image), width, height, style: { width, height } }) : null,
  );
}
