/** The wizard figures' kit text: what to bring, and the quick reference, from figure.ts. */
import type { KitText, QuickReference } from '../../lib/quick-reference.ts';
import {
  ATTRIBUTE_MAX,
  ATTRIBUTE_START,
  ATTRIBUTES,
  DEFAULT_FIGURE,
  EXTRA_POINTS,
  FIGURE_TOTAL,
} from './figure.ts';

/** Rows of the figure tracker: a line per figure to write it and tally the ST it loses. */
const TRACKER_ROWS = 13;

function quickReference(): QuickReference {
  const f = DEFAULT_FIGURE;
  const shorts = ATTRIBUTES.map((a) => a.short);
  const scores = Array.from(
    { length: ATTRIBUTE_MAX - ATTRIBUTE_START + 1 },
    (_, i) => ATTRIBUTE_START + i,
  );
  return {
    title: 'The Fantasy Trip: Wizard figures',
    blocks: [
      {
        kind: 'list',
        title: 'Creating a wizard figure',
        numbered: true,
        items: [
          `Give each of ${shorts.join(', ')} a start of ${ATTRIBUTE_START}.`,
          `Add ${EXTRA_POINTS} more points among them as you like; none may end below ${ATTRIBUTE_START}.`,
          `Check the sum: ${shorts.join(' + ')} = ${FIGURE_TOTAL}, for example ${f.st} + ${f.dx} + ${f.iq}.`,
          'Write the figure on the figure sheet, a line of the roster, or the tracker below.',
        ],
        side: true,
      },
      {
        kind: 'list',
        title: 'Strength in play',
        items: [
          'Every hit in a fight comes off ST, one point each.',
          'Casting a spell is paid in ST too, down to 0 at most, never below.',
          'At 0 ST: unconscious.',
          'Below 0 ST: dead.',
        ],
        side: true,
      },
      {
        kind: 'table',
        title: 'The attributes',
        columns: ['', 'Attribute', 'Starts at', 'What it does'],
        widths: [0, 0, 0, 1],
        rows: ATTRIBUTES.map((a) => [a.short, a.name, String(ATTRIBUTE_START), a.meaning]),
        note: 'The spells, movement and combat rules are in the publisher’s book.',
      },
      {
        kind: 'table',
        title: 'Points each score uses',
        columns: ['Score', ...scores.map(String)],
        widths: [0, ...scores.map(() => 1)],
        rows: [['Points used', ...scores.map((n) => String(n - ATTRIBUTE_START))]],
        note: `The three scores together use exactly ${EXTRA_POINTS} points.`,
      },
      {
        kind: 'table',
        title: 'Figure tracker',
        columns: ['Figure', ...shorts, 'ST lost (a stroke per point)', 'ST left'],
        widths: [3, 1, 1, 1, 5, 1],
        rows: Array.from({ length: TRACKER_ROWS }, () => ['', '', '', '', '', '']),
        rowHeight: 11,
      },
    ],
  };
}

export const KIT: KitText = {
  bring: [
    'The Fantasy Trip: Wizard itself, for the spells and the fight rules',
    'a pencil and an eraser',
    'three six-sided dice',
  ],
  quickReference,
};
