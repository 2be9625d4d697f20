/** A Tower-WizWar draft-deck card: its number and the coin it gives. */
import { DRAFT_CARDS } from '../../../../games/tower-wizwar/rules.ts';
import { FONT, h } from '../../element.ts';
import { centredColumn, frame, FRAME_INSET } from '../frame.ts';
import type { CardTemplate } from '../template.ts';
import { coin } from './shared.ts';

export const draftCard: CardTemplate = {
  name: 'tw-draft',
  description: 'A draft-deck card: a number from 1 to 6 and the coin it gives.',
  fields: { number: { type: 'number', required: true } },
  sizes: ['poker', 'bridge', 'mini', 'tarot'],
  example: { number: 1 },
  render(f, width, height, fit) {
    const n = Number(f.number);
    const size = fit.line('number', String(n), FONT.heading, 20, (width - 2 * FRAME_INSET) / 2);
    const kind = DRAFT_CARDS.find((c) => c.number === n)?.coin ?? 'bronze';
    return frame(
      width,
      height,
      h('div', { style: { fontFamily: FONT.heading, fontSize: size } }, String(n)),
      h(
        'div',
        { style: centredColumn() },
        coin(kind, 70),
        h(
          'div',
          {
            style: {
              fontFamily: FONT.bold,
              fontSize: 11,
              marginTop: 8,
              textTransform: 'uppercase',
              letterSpacing: 1,
            },
          },
          kind,
        ),
      ),
      h(
        'div',
        {
          style: {
            display: 'flex',
            justifyContent: 'flex-end',
            fontFamily: FONT.heading,
            fontSize: size,
          },
        },
        String(n),
      ),
    );
  },
};
