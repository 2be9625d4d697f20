/** 10 Minute Heist's kit text: what to bring, and the quick reference, from the game's own data. */
import type { KitText, QuickReference } from '../../lib/quick-reference.ts';
import { MASTER_THIEF, plain, SETUP, TURN, TWO_THIEVES } from './play.ts';
import { MAX_PLAYERS, MIN_PLAYERS, TILES } from './scoring.ts';

function quickReference(): QuickReference {
  const leftOut = TILES.filter((t) => t.notWithTwo).map((t) => t.label);
  return {
    title: "10 Minute Heist: The Wizard's Tower",
    blocks: [
      { kind: 'list', title: 'Setting up', items: SETUP.map(plain) },
      { kind: 'list', title: 'A turn', items: TURN.map(plain) },
      {
        kind: 'list',
        title: `For ${MIN_PLAYERS} thieves (the game takes ${MIN_PLAYERS} to ${MAX_PLAYERS})`,
        items: [`Leave out the tiles ${leftOut.join(', ')} (HZ-R3).`, TWO_THIEVES],
      },
      {
        kind: 'table',
        title: 'Scoring tiles',
        columns: ['Tile', 'With two', 'Kind', 'Points'],
        widths: [1, 0, 0, 0],
        rows: TILES.map((t) => [
          t.label,
          t.notWithTwo ? 'left out' : 'in play',
          t.penalty ? 'penalty' : 'reward',
          '',
        ]),
        note: 'Copy each tile’s points here from the tiles themselves (HZ-R1), then onto the score pad.',
        rowHeight: 8,
        side: true,
      },
      {
        kind: 'list',
        title: 'Adding up',
        numbered: true,
        items: [
          'Everyone turns over their secret card; it scores with the rest of the haul.',
          'Each tile goes to the one thief who is best at it; when thieves tie for it, nobody takes it (HZ-R2).',
          'A curse count below 0 counts as 0 (HZ-R2).',
          'Score = the points of your tiles + the prestige printed on your cards.',
          'A tie for a place goes to fewer curses, then more tiles (HZ-R4).',
        ],
        side: true,
      },
      {
        kind: 'list',
        title: 'The Master Thief variant (secret cards drafted)',
        numbered: true,
        items: MASTER_THIEF,
      },
    ],
  };
}

export const KIT: KitText = {
  bring: [
    '10 Minute Heist: The Wizard’s Tower itself (this kit holds no cards of the game)',
    'a pencil',
  ],
  quickReference,
};
