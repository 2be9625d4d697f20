/** The back of The Wizard's Tower's quest deck: the four suits and the game's name. */
import { FONT, h, icon, SUIT_PATHS } from '../../element.ts';
import { BACK_BACKGROUND, backFrame } from '../frame.ts';
import type { CardTemplate } from '../template.ts';

export const questBack: CardTemplate = {
  name: 'wt-back',
  description: 'The back of the quest deck.',
  side: 'back',
  background: BACK_BACKGROUND,
  fields: {},
  sizes: ['poker', 'bridge', 'mini', 'tarot'],
  example: {},
  render(_f, width, height) {
    return backFrame(
      width,
      height,
      undefined,
      h(
        'div',
        { style: { display: 'flex' } },
        ...(['hearts', 'clubs', 'diamonds', 'spades'] as const).map((s) =>
          h('div', { style: { margin: 2 } }, icon(SUIT_PATHS[s], 14)),
        ),
      ),
      h(
        'div',
        { style: { fontFamily: FONT.heading, fontSize: 13, marginTop: 8, textAlign: 'center' } },
        'The Wizard’s',
      ),
      h('div', { style: { fontFamily: FONT.heading, fontSize: 13, textAlign: 'center' } }, 'Tower'),
    );
  },
};
