/**
 * Tower-WizWar's non-spell cards (celestial and orbital) share one layout: the kind, name,
 * element and text, with a note on how the kind is played. Each kind is a template of its own
 * (./celestial.ts, ./orbital.ts) made here.
 */
import { FONT, h } from '../../element.ts';
import { frame, FRAME_INSET, str } from '../frame.ts';
import type { CardTemplate, FieldValues } from '../template.ts';
import {
  BOX_PAD,
  ELEMENTS,
  kindLine,
  nameLine,
  SLOT_H,
  slot,
  textBox,
  textLines,
} from './shared.ts';

export function nonSpell(
  kind: 'celestial' | 'orbital',
  note: string,
  example: FieldValues,
): CardTemplate {
  return {
    name: `tw-${kind}`,
    description: `${kind === 'orbital' ? 'An' : 'A'} ${kind} card (a non-spell card): name and text. Leave fields out for a blank.`,
    fields: {
      name: { type: 'text' },
      element: { type: 'text', oneOf: ELEMENTS },
      text: { type: 'lines', max: 7 },
    },
    sizes: ['poker', 'bridge', 'tarot'],
    example: example,
    render(f, width, height, fit) {
      const lines = textLines(f.text);
      const inner = width - 2 * FRAME_INSET;
      const name = nameLine(fit, str(f.name), inner);
      const noteH = fit.block('note', [note], FONT.body, 6, inner, 60, 1.2).height;
      const room =
        height -
        2 * FRAME_INSET -
        6.5 * 1.2 -
        12 * 1.2 -
        (3 + SLOT_H) -
        (2 + BOX_PAD) -
        (3 + noteH);
      const body = fit.block('text', lines, FONT.body, 7.5, inner - BOX_PAD, room, 1.2, 2);
      return frame(
        width,
        height,
        kindLine(kind.toUpperCase()),
        name,
        slot('Element', str(f.element), { marginTop: 3 }),
        textBox(
          ...lines.map((l) =>
            h('div', { style: { fontSize: body.size, lineHeight: 1.2, marginBottom: 2 } }, l),
          ),
        ),
        h('div', { style: { fontSize: 6, lineHeight: 1.2, marginTop: 3 } }, note),
      );
    },
  };
}
