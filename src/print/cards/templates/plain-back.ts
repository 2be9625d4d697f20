/** The general-purpose back: a double frame with the deck's title (and a subtitle) in the middle. */
import { FONT, h } from '../element.ts';
import { BACK_BACKGROUND, BACK_INSET, backFrame, backTitle, str } from './frame.ts';
import type { CardTemplate } from './template.ts';

export const plainBack: CardTemplate = {
  name: 'plain-back',
  description: 'A back with a double frame and the deck’s title in the middle.',
  side: 'back',
  background: BACK_BACKGROUND,
  fields: { title: { type: 'text', required: true }, subtitle: { type: 'text' } },
  sizes: ['poker', 'bridge', 'mini', 'tarot'],
  example: { title: 'My spells', subtitle: 'A deck of my own' },
  render(f, width, height, fit) {
    const title = backTitle(fit, str(f.title), width, height, { size: 15, padding: 6, below: 30 });
    // The subtitle is as wide as the title may be: inside the back's frame and its padding.
    const inner = width - 2 * (BACK_INSET + 6);
    const subtitle = f.subtitle
      ? fit.block('subtitle', [str(f.subtitle)], FONT.body, 8, inner, 3 * 8 * 1.2, 1.2)
      : null;
    return backFrame(
      width,
      height,
      6,
      title,
      subtitle
        ? h(
            'div',
            {
              style: {
                fontFamily: FONT.body,
                fontSize: subtitle.size,
                lineHeight: 1.2,
                marginTop: 6,
                textAlign: 'center',
              },
            },
            str(f.subtitle),
          )
        : null,
    );
  },
};
