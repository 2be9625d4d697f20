/** A Tower-WizWar token to cut out: a coin, a Harm, a Wound or an Expended marker, or a blank ring. */
import { FONT, h } from '../../element.ts';
import { str } from '../frame.ts';
import type { CardTemplate } from '../template.ts';
import { coin } from './shared.ts';

const TOKEN_KINDS = ['gold', 'silver', 'bronze', 'harm', 'wound', 'expended', 'blank'] as const;

export const token: CardTemplate = {
  name: 'tw-token',
  description:
    'A round token to cut out: a coin, a Harm, a Wound or an Expended marker, or a blank ring to mark by hand.',
  fields: { kind: { type: 'text', required: true, oneOf: TOKEN_KINDS } },
  sizes: [{ width: 25, height: 25 }],
  example: { kind: 'gold' },
  render(f, width) {
    const kind = str(f.kind) as (typeof TOKEN_KINDS)[number];
    const d = width - 2;
    // The token's square, its mark centred in it.
    const box = {
      width,
      height: width,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    };
    if (kind === 'gold' || kind === 'silver' || kind === 'bronze')
      return h('div', { style: box }, coin(kind, d));
    // A blank ring, for a marker the players draw themselves (and to fill a sheet's last places).
    if (kind === 'blank')
      return h(
        'div',
        { style: box },
        h('div', {
          style: {
            width: d,
            height: d,
            boxSizing: 'border-box',
            borderRadius: d / 2,
            border: '1.5px solid #000',
          },
        }),
      );
    const mark = { harm: '✕', wound: 'W', expended: 'E' }[kind];
    return h(
      'div',
      { style: box },
      h(
        'div',
        {
          style: {
            width: d,
            height: d,
            boxSizing: 'border-box',
            borderRadius: kind === 'expended' ? 4 : d / 2,
            border: '1.5px solid #000',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            backgroundColor: kind === 'wound' ? '#000' : '#fff',
            color: kind === 'wound' ? '#fff' : '#000',
          },
        },
        h(
          'div',
          { style: { fontFamily: FONT.heading, fontSize: d * 0.36 } },
          kind === 'harm' ? 'H' : mark,
        ),
        h(
          'div',
          { style: { fontFamily: FONT.bold, fontSize: Math.max(6, d * 0.13) } },
          kind.toUpperCase(),
        ),
      ),
    );
  },
};
