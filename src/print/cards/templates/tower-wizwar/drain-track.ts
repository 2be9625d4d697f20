/** Tower-WizWar's mana-drain track: steps 0–17, every third step adding +1 to costs. */
import { RULE_OF_THREE } from '../../../../games/tower-wizwar/rules.ts';
import { FONT, h } from '../../element.ts';
import { frame } from '../frame.ts';
import type { CardTemplate } from '../template.ts';

/** One step's box; a thick border marks a step that raises the costs. */
function step(label: string, border: string) {
  // border-box: a thick box is as wide as a thin one, so the columns stay in line.
  return h(
    'div',
    {
      style: {
        width: 34,
        height: 16,
        boxSizing: 'border-box',
        border,
        margin: 1,
        fontSize: 7,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      },
    },
    label,
  );
}

export const drainTrack: CardTemplate = {
  name: 'tw-drain-track',
  description: 'The mana-drain track: steps 0–17, every third step adds +1 to costs.',
  fields: {},
  sizes: ['poker', 'bridge', 'tarot'],
  example: {},
  render(_f, width, height) {
    const steps = Array.from({ length: 18 }, (_, i) => i + 1);
    return frame(
      width,
      height,
      h('div', { style: { fontFamily: FONT.heading, fontSize: 12 } }, 'Mana drain'),
      h(
        'div',
        { style: { fontSize: 6.5, marginBottom: 4 } },
        `One step per activation; every ${RULE_OF_THREE} steps, +1 to every cost.`,
      ),
      h(
        'div',
        { style: { display: 'flex', flexWrap: 'wrap' } },
        step('0', '1px solid #000'),
        ...steps.map((n) =>
          n % RULE_OF_THREE === 0
            ? step(`${n} · +${n / RULE_OF_THREE}`, '2px solid #000')
            : step(String(n), '1px solid #000'),
        ),
      ),
    );
  },
};
