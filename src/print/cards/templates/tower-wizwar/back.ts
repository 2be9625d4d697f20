/** A Tower-WizWar card back: a spellbook's name, or the kind of non-spell card. */
import { FONT, h } from '../../element.ts';
import { BACK_BACKGROUND, backFrame, backTitle, str } from '../frame.ts';
import type { CardTemplate } from '../template.ts';

export const spellbookBack: CardTemplate = {
  name: 'tw-back',
  description: 'A card back: a spellbook’s name, or the kind of non-spell card.',
  side: 'back',
  background: BACK_BACKGROUND,
  fields: { title: { type: 'text', required: true } },
  sizes: ['poker', 'bridge', 'tarot'],
  example: { title: 'Records of the Dream Storm' },
  render(f, width, height, fit) {
    const title = backTitle(fit, str(f.title), width, height, {
      size: 13,
      padding: 8,
      below: 20,
      style: { marginTop: 6 },
    });
    return backFrame(
      width,
      height,
      8,
      h('div', { style: { fontFamily: FONT.bold, fontSize: 7, letterSpacing: 1 } }, 'TOWER-WIZWAR'),
      title,
    );
  },
};
