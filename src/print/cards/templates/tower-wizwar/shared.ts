/**
 * What more than one Tower-WizWar template draws alike: coins, labelled slots, the text box,
 * the kind line and name over a card. Numbers and names come from src/games/tower-wizwar.
 */
import { FONT, h, type CardNode } from '../../element.ts';
import type { Fitter } from '../../fit.ts';
import type { FieldValues } from '../template.ts';

const COIN_LETTER = { gold: 'G', silver: 'S', bronze: 'B' } as const;
export type Coin = keyof typeof COIN_LETTER;

/** The elements a spell, celestial or orbital card may name. */
export const ELEMENTS = ['Air', 'Earth', 'Fire', 'Water', 'Unaligned'];

/** A coin: a ring, double for gold, with its letter. */
export function coin(kind: Coin, size: number): CardNode {
  return h(
    'div',
    {
      style: {
        // border-box: the ring is drawn inside the coin's size, never past its cell.
        width: size,
        height: size,
        boxSizing: 'border-box',
        borderRadius: size / 2,
        border: kind === 'gold' ? `${size / 12}px double #000` : `${size / 16}px solid #000`,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontFamily: FONT.heading,
        fontSize: size * 0.5,
        backgroundColor: kind === 'bronze' ? '#dddddd' : '#fff',
      },
    },
    COIN_LETTER[kind],
  );
}

/** A labelled empty box for a blank template, or the value when there is one. */
export function slot(
  label: string,
  value: string,
  style: Record<string, string | number> = {},
  size = 8,
): CardNode {
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        border: '0.8px solid #777',
        padding: 3,
        ...style,
      },
    },
    h(
      'div',
      {
        style: {
          fontFamily: FONT.bold,
          fontSize: 6,
          lineHeight: 1.2,
          color: '#555',
          textTransform: 'uppercase',
        },
      },
      label,
    ),
    h('div', { style: { fontSize: size, lineHeight: 1.2 } }, value || ' '),
  );
}
/** A slot's height: label and value lines, padding and border. */
export const SLOT_H = 6 * 1.2 + 8 * 1.2 + 6 + 1.6;
/** A text box's padding and border, top and bottom together (and left and right). */
export const BOX_PAD = 8 + 1.6;

/** The lines of a card's text field (none when it is not given). */
export const textLines = (v: FieldValues[string] | undefined) =>
  Array.isArray(v) ? (v as string[]) : [];

/** The box a card's text (and keywords) sits in, taking the room left in the frame. */
export function textBox(...children: CardNode[]) {
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        border: '0.8px solid #777',
        marginTop: 2,
        padding: 4,
      },
    },
    ...children,
  );
}

/** The small capitals over a card's name: TOWER, CELESTIAL, ORBITAL. */
export function kindLine(kind: string) {
  return h(
    'div',
    { style: { fontFamily: FONT.bold, fontSize: 6.5, lineHeight: 1.2, letterSpacing: 1 } },
    kind,
  );
}

/**
 * A card's name in a box one 12 pt line high, `inner` wide: on one line, smaller down to 6 pt;
 * a longer name wraps onto the box's two lines at 6 pt.
 */
export function nameLine(
  fit: Fitter,
  name: string,
  inner: number,
  style: Record<string, string | number> = {},
) {
  const font = fit.headingFor(name);
  const size = fit.line('name', name, font, 12, inner, 6, { height: 12 * 1.2, lineHeight: 1.2 });
  return h(
    'div',
    { style: { fontFamily: font, fontSize: size, lineHeight: 1.2, height: 12 * 1.2, ...style } },
    name || ' ',
  );
}
