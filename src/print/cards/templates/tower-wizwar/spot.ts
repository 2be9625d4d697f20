/**
 * One spot of Tower-WizWar's play map, card-sized, saying what it may hold; with no kind, a
 * blank spot to write on.
 */
import { SPOT_KINDS, type SpotKind } from '../../../../games/tower-wizwar/rules.ts';
import { FONT, h, type CardElement, type CardNode } from '../../element.ts';
import { str } from '../frame.ts';
import type { CardTemplate } from '../template.ts';

/** A play-map spot's dashed outline, its contents centred in a column. */
function spotFrame(width: number, height: number, padding: number, ...children: CardNode[]) {
  return h(
    'div',
    {
      style: {
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        border: '1.5px dashed #000',
        borderRadius: 6,
        padding,
      },
    },
    ...children,
  );
}

/**
 * The play map's blank spot (its deck's blank card, which fills the map's last sheet): the same
 * dashed outline with lines for what a spot says, for a house-rule spot, a second player's
 * spare, or a spot to mark a card's place while it is out of play.
 */
function blankSpot(width: number, height: number): CardElement {
  const line = (label: string) =>
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', width: '100%', marginTop: 6 } },
      h(
        'div',
        { style: { fontFamily: FONT.bold, fontSize: 6.5, textTransform: 'uppercase' } },
        label,
      ),
      h('div', { style: { height: 13, borderBottom: '0.6px solid #000' } }),
      h('div', { style: { height: 13, borderBottom: '0.6px solid #000' } }),
    );
  return spotFrame(
    width,
    height,
    8,
    h('div', { style: { fontFamily: FONT.heading, fontSize: 13 } }, 'Spot'),
    line('Name'),
    line('Holds'),
    line('Attacks? Blocks?'),
  );
}

export const spot: CardTemplate = {
  name: 'tw-spot',
  description:
    'One spot of the play map, card-sized, saying what it may hold; with no kind, a blank spot to write on.',
  fields: { kind: { type: 'text', oneOf: Object.keys(SPOT_KINDS) } },
  sizes: ['poker', 'bridge', 'mini', 'tarot'],
  example: { kind: Object.keys(SPOT_KINDS)[0]! },
  render(f, width, height) {
    if (f.kind === undefined) return blankSpot(width, height);
    const k = SPOT_KINDS[str(f.kind) as SpotKind];
    return spotFrame(
      width,
      height,
      6,
      h('div', { style: { fontFamily: FONT.heading, fontSize: 40 } }, k.name[0]!),
      h('div', { style: { fontFamily: FONT.heading, fontSize: 13 } }, k.name),
      h('div', { style: { fontSize: 7, textAlign: 'center', marginTop: 8 } }, `Holds ${k.holds}.`),
      h(
        'div',
        { style: { fontSize: 7, textAlign: 'center', marginTop: 3 } },
        k.attack ? 'Cards here may attack.' : 'Cards here do not attack.',
      ),
      h(
        'div',
        { style: { fontSize: 7, textAlign: 'center', marginTop: 3 } },
        `Blocks: ${k.block}.`,
      ),
    );
  },
};
