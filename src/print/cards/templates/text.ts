/** The general-purpose face: a title, an optional kind line and picture, body text and a footer. */
import { FONT, h } from '../element.ts';
import { frame, FRAME_INSET, str } from './frame.ts';
import { imageSlot } from './image-slot.ts';
import type { CardTemplate } from './template.ts';

/** Share of the content height a picture's box takes on the text card (below the rule). */
export const TEXT_IMAGE_SHARE = 0.4;

export const textCard: CardTemplate = {
  name: 'text',
  description: 'A title, an optional kind line, an optional picture, body text and a small footer.',
  fields: {
    title: { type: 'text', required: true },
    kind: { type: 'text' },
    image: { type: 'image' },
    body: { type: 'lines', max: 12 },
    footer: { type: 'text' },
  },
  sizes: ['poker', 'bridge', 'mini', 'tarot'],
  example: {
    title: 'Fireball',
    kind: 'Spell',
    body: ['Deal 3 damage to one card.', 'Costs 2 mana.'],
    footer: 'My spells · 1 of 12',
  },
  render(f, width, height, fit, art) {
    const lines = Array.isArray(f.body) ? (f.body as string[]) : f.body ? [str(f.body)] : [];
    const inner = width - 2 * FRAME_INSET;
    // Measured top to bottom: each part takes what it needs, the body gets the rest.
    const titleFont = fit.headingFor(str(f.title));
    const title = fit.block('title', [str(f.title)], titleFont, 14, inner, 2 * 14 * 1.1, 1.1, 0, 6);
    const kindSize = f.kind
      ? fit.line('kind', str(f.kind).toUpperCase(), FONT.bold, 8, inner - 0.6 * str(f.kind).length)
      : 8;
    const footer = f.footer
      ? fit.block('footer', [str(f.footer)], FONT.body, 6, inner, 2 * 6 * 1.2, 1.2)
      : { size: 6, height: 0 };
    // The picture's box runs the full inner width, below the rule; the body gets what is left.
    const imageHeight = f.image ? (height - 2 * FRAME_INSET) * TEXT_IMAGE_SHARE : 0;
    const room =
      height -
      2 * FRAME_INSET -
      title.height -
      (f.kind ? kindSize * 1.2 + 2 : 0) -
      11 -
      (f.image ? imageHeight + 5 : 0) -
      footer.height;
    const body = fit.block('body', lines, FONT.body, 8.5, inner, room, 1.3, 3);
    return frame(
      width,
      height,
      h(
        'div',
        { style: { fontFamily: titleFont, fontSize: title.size, lineHeight: 1.1 } },
        str(f.title),
      ),
      f.kind
        ? h(
            'div',
            {
              style: {
                fontFamily: FONT.bold,
                fontSize: kindSize,
                lineHeight: 1.2,
                marginTop: 2,
                textTransform: 'uppercase',
                letterSpacing: 0.6,
              },
            },
            str(f.kind),
          )
        : null,
      h('div', { style: { borderTop: '1px solid #000', marginTop: 5, marginBottom: 5 } }),
      f.image ? imageSlot(str(f.image), inner, imageHeight, art, { marginBottom: 5 }) : null,
      h(
        'div',
        {
          style: {
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            fontSize: body.size,
            lineHeight: 1.3,
          },
        },
        ...lines.map((l) => h('div', { style: { marginBottom: 3 } }, l)),
      ),
      f.footer
        ? h(
            'div',
            { style: { fontSize: footer.size, lineHeight: 1.2, color: '#444' } },
            str(f.footer),
          )
        : null,
    );
  },
};
