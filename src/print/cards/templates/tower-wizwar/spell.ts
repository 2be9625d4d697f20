/**
 * A Tower-WizWar spell card: name, cost, type, spellbook and element, an optional picture, stat
 * line, keywords and text; blank where its fields are left out.
 */
import { CARD_TYPES, SPELLBOOKS } from '../../../../games/tower-wizwar/rules.ts';
import { FONT, h } from '../../element.ts';
import { frame, FRAME_INSET, str } from '../frame.ts';
import { imageSlot } from '../image-slot.ts';
import type { CardTemplate } from '../template.ts';
import { BOX_PAD, ELEMENTS, SLOT_H, slot, textBox, textLines } from './shared.ts';

/** Share of the content height a picture's box takes on a spell card. */
export const SPELL_IMAGE_SHARE = 0.32;

const SPELL_TYPES = CARD_TYPES.filter((t) => t !== 'celestial' && t !== 'orbital');

export const spellCard: CardTemplate = {
  name: 'tw-spell',
  description:
    'A spell card: name, cost, type, spellbook and element, an optional picture, stat line, keywords and text. Leave fields out for a blank.',
  fields: {
    name: { type: 'text' },
    cost: { type: 'number' },
    type: { type: 'text', oneOf: SPELL_TYPES },
    spellbook: { type: 'text', oneOf: SPELLBOOKS.map((b) => b.name) },
    element: { type: 'text', oneOf: ELEMENTS },
    stats: { type: 'text' },
    keywords: { type: 'text' },
    image: { type: 'image' },
    text: { type: 'lines', max: 6 },
  },
  sizes: ['poker', 'bridge', 'tarot'],
  example: {
    name: 'Cinder Whelp',
    cost: 3,
    type: 'minion',
    spellbook: 'Journals of the Distant Wildfire',
    element: 'Fire',
    stats: '3/1',
    keywords: 'Ephemeral',
    text: ['Eager, hot, short-lived.'],
  },
  render(f, width, height, fit, art) {
    const lines = textLines(f.text);
    const inner = width - 2 * FRAME_INSET;
    // The name keeps clear of the cost circle; both shrink to fit or are refused.
    const nameFont = fit.headingFor(str(f.name));
    const name = fit.block('name', [str(f.name)], nameFont, 11, inner - 30, 26, 1.15, 0, 6);
    const costSize = fit.line('cost', str(f.cost), FONT.bold, 11, 19);
    const statsSize = fit.line('stats', str(f.stats), FONT.bold, 10, inner - 16);
    const keywordsSize = f.keywords
      ? fit.line('keywords', str(f.keywords), FONT.bold, 7.5, inner - BOX_PAD)
      : 7.5;
    // A picture's box, the full inner width, between the spellbook and the text box.
    const imageHeight = f.image ? (height - 2 * FRAME_INSET) * SPELL_IMAGE_SHARE : 0;
    const room =
      height -
      2 * FRAME_INSET -
      26 -
      (4 + SLOT_H) -
      (2 + SLOT_H) -
      (2 + BOX_PAD) -
      (3 + 10 * 1.2 + 2 + 3) -
      (f.keywords ? keywordsSize * 1.2 + 3 : 0) -
      (f.image ? imageHeight + 2 : 0);
    const body = fit.block('text', lines, FONT.body, 7.5, inner - BOX_PAD, room, 1.2, 2);
    return frame(
      width,
      height,
      h(
        'div',
        {
          style: {
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            height: 26,
          },
        },
        h(
          'div',
          {
            style: {
              fontFamily: nameFont,
              fontSize: name.size,
              lineHeight: 1.15,
              width: inner - 30,
            },
          },
          str(f.name) || ' ',
        ),
        h(
          'div',
          {
            style: {
              width: 24,
              height: 24,
              boxSizing: 'border-box',
              borderRadius: 12,
              border: '1.5px solid #000',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontFamily: FONT.bold,
              fontSize: costSize,
            },
          },
          str(f.cost),
        ),
      ),
      h(
        'div',
        { style: { display: 'flex', marginTop: 4 } },
        slot('Type', str(f.type), { flexGrow: 1 }),
        slot('Element', str(f.element), { flexGrow: 1 }),
      ),
      slot('Spellbook', str(f.spellbook), { marginTop: 2 }),
      f.image ? imageSlot(str(f.image), inner, imageHeight, art, { marginTop: 2 }) : null,
      textBox(
        f.keywords
          ? h(
              'div',
              {
                style: {
                  fontFamily: FONT.bold,
                  fontSize: keywordsSize,
                  lineHeight: 1.2,
                  marginBottom: 3,
                },
              },
              str(f.keywords),
            )
          : null,
        ...lines.map((l) =>
          h('div', { style: { fontSize: body.size, lineHeight: 1.2, marginBottom: 2 } }, l),
        ),
      ),
      h(
        'div',
        { style: { display: 'flex', justifyContent: 'flex-end', marginTop: 3 } },
        h(
          'div',
          {
            style: {
              border: '1.5px solid #000',
              borderRadius: 3,
              padding: '1px 6px',
              fontFamily: FONT.bold,
              fontSize: statsSize,
              lineHeight: 1.2,
              minWidth: 40,
              textAlign: 'center',
            },
          },
          str(f.stats) || '  /  ',
        ),
      ),
    );
  },
};
