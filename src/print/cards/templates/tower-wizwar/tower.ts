/** A Tower-WizWar tower card: name, value, draft, stat line, text and its three Wound boxes. */
import { FONT, h } from '../../element.ts';
import { frame, FRAME_INSET, str } from '../frame.ts';
import type { CardTemplate } from '../template.ts';
import { BOX_PAD, kindLine, nameLine, SLOT_H, slot, textBox, textLines } from './shared.ts';

export const towerCard: CardTemplate = {
  name: 'tw-tower',
  description:
    'A tower card: name, value (2–7), draft (2–5), stat line and text. Leave fields out for a blank.',
  fields: {
    name: { type: 'text' },
    value: { type: 'number' },
    draft: { type: 'number' },
    stats: { type: 'text' },
    text: { type: 'lines', max: 5 },
  },
  sizes: ['poker', 'bridge', 'mini', 'tarot'],
  example: {
    name: 'Lantern Keep',
    value: 4,
    draft: 3,
    stats: '2/5',
    text: ['When a spell is cast at this tower, draft a Bronze.'],
  },
  render(f, width, height, fit) {
    const lines = textLines(f.text);
    const inner = width - 2 * FRAME_INSET;
    const name = nameLine(fit, str(f.name), inner, { marginBottom: 4 });
    const third = inner / 3 - 8;
    const [value, draft, stats] = (['value', 'draft', 'stats'] as const).map((k) =>
      fit.line(k, str(f[k]), FONT.body, 8, third),
    );
    const room =
      height -
      2 * FRAME_INSET -
      6.5 * 1.2 -
      (12 * 1.2 + 4) -
      SLOT_H -
      (2 + BOX_PAD) -
      (3 + 18) -
      6 * 1.2;
    const body = fit.block('text', lines, FONT.body, 7.5, inner - BOX_PAD, room, 1.2);
    return frame(
      width,
      height,
      kindLine('TOWER'),
      name,
      h(
        'div',
        { style: { display: 'flex' } },
        slot('Value (2–7)', str(f.value), { flexGrow: 1, width: 0 }, value),
        slot('Draft (2–5)', str(f.draft), { flexGrow: 1, width: 0 }, draft),
        slot('Attack/Might', str(f.stats), { flexGrow: 1, width: 0 }, stats),
      ),
      textBox(
        ...lines.map((l) => h('div', { style: { fontSize: body.size, lineHeight: 1.2 } }, l)),
      ),
      h(
        'div',
        { style: { display: 'flex', justifyContent: 'center', marginTop: 3 } },
        ...[1, 2, 3].map(() =>
          h('div', { style: { width: 14, height: 14, border: '1px solid #000', margin: 2 } }),
        ),
      ),
      h(
        'div',
        { style: { fontSize: 6, lineHeight: 1.2, textAlign: 'center' } },
        'Wounds: the third destroys the tower',
      ),
    );
  },
};
