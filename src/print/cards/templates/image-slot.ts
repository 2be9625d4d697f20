/**
 * A picture's box on a card: the picture a deck file names (an `image` field) fitted inside it
 * as large as it goes, centred, keeping its proportions (never stretched or cut). Without a
 * lookup (text being measured) or without a picture the box stays empty, so the text around
 * it is laid out the same either way.
 */
import { h, type CardElement } from '../element.ts';
import { fitImage, imageUri, type ImageLookup } from '../images.ts';

export function imageSlot(
  name: string | undefined,
  width: number,
  height: number,
  art: ImageLookup | undefined,
  style: Record<string, string | number> = {},
): CardElement {
  const image = name && art ? art(name) : undefined;
  if (name && art && !image) throw new Error(`the picture "${name}" was not loaded`);
  const fitted = image ? fitImage({ width, height }, image) : null;
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
    fitted
      ? h('img', {
          src: imageUri(image!),
          width: fitted.width,
          height: fitted.height,
          style: { width: fitted.width, height: fitted.height },
        })
      : null,
  );
}
