/** Solo Tower Hack's kit text: what to bring, and the quick reference, from the game's own data. */
import { toPercent } from '../../lib/fraction.ts';
import type { KitText, QuickReference } from '../../lib/quick-reference.ts';
import { fightOdds } from './combat.ts';
import {
  COLUMN_COUNT,
  DAMAGE_LIMIT,
  describeRoom,
  END_LEVEL,
  LEVEL_COUNT,
  MAX_FIGHTING_BONUS,
  MONSTERS,
  MONSTER_IDS,
  roomFor,
  XP_PER_BONUS,
} from './levels.ts';
import { MOVES, stepLine, TURN_STEPS } from './turn.ts';

const pct = (f: Parameters<typeof toPercent>[0]) => toPercent(f, 0);

/** A room in the table: a monster as its name and the number it adds to its 1d6. */
function roomLabel(level: number, face: number): string {
  const room = roomFor(level, face);
  if (room.kind !== 'monster') return describeRoom(room);
  const { name, modifier } = MONSTERS[room.monster];
  return `${name} +${modifier}`;
}

function quickReference(): QuickReference {
  const faces = Array.from({ length: COLUMN_COUNT }, (_, i) => i + 1);
  const bonuses = Array.from({ length: MAX_FIGHTING_BONUS + 1 }, (_, b) => b);
  return {
    title: 'Solo Tower Hack',
    blocks: [
      {
        kind: 'table',
        title: 'What a room holds (roll 1d6 on entering)',
        columns: ['Level', ...faces.map(String)],
        widths: [0, 1, 1, 1, 1, 1, 1],
        rows: [
          ...Array.from({ length: LEVEL_COUNT }, (_, i) => [
            String(i + 1),
            ...faces.map((f) => roomLabel(i + 1, f)),
          ]),
          ['End', ...faces.map((f) => roomLabel(END_LEVEL, f))],
        ],
        note: 'A monster rolls 1d6 and adds the number after its name.',
      },
      {
        kind: 'list',
        title: 'A turn',
        numbered: true,
        items: TURN_STEPS.map(stepLine),
        side: true,
      },
      {
        kind: 'list',
        title: 'Moving',
        items: MOVES.map(stepLine),
        side: true,
      },
      {
        kind: 'list',
        title: 'Fights',
        items: [
          'Each exchange: you roll 1d6 + your fighting bonus, the monster 1d6 + its number.',
          'Higher total hits. Equal totals: nobody is hurt, roll again (STH-R2).',
          'Your hit kills the monster and earns 1 XP.',
          `Its hit fills one Damage box; the ${DAMAGE_LIMIT}th ends the run.`,
          'No potions during a fight (STH-R6).',
        ],
        side: true,
      },
      {
        kind: 'list',
        title: 'Experience',
        items: [
          'XP comes from XP rooms, and 1 XP from every monster you kill.',
          `Fighting bonus: +1 for every ${XP_PER_BONUS} XP, at most +${MAX_FIGHTING_BONUS} (at ${MAX_FIGHTING_BONUS * XP_PER_BONUS} XP; STH-R3).`,
          'To have any chance, your bonus must be at least the monster’s number − 4.',
        ],
        side: true,
      },
      {
        kind: 'table',
        title: 'Chance to win a whole fight, starting with no Damage',
        columns: ['Monster', ...bonuses.map((b) => `+${b}`)],
        widths: [1, ...bonuses.map(() => 0)],
        rows: MONSTER_IDS.map((id) => [
          `${MONSTERS[id].name} (+${MONSTERS[id].modifier})`,
          ...bonuses.map((b) => pct(fightOdds(b, MONSTERS[id].modifier).win)),
        ]),
        note: 'Columns: your fighting bonus.',
      },
    ],
  };
}

export const KIT: KitText = {
  bring: ['a pencil and an eraser', 'two six-sided dice'],
  quickReference,
};
