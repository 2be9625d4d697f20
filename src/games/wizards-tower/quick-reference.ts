/** The Wizard's Tower's kit text: what to bring, and the quick reference, from the game's own data. */
import { toPercent } from '../../lib/fraction.ts';
import type { KitText, QuickReference } from '../../lib/quick-reference.ts';
import { BANDS } from './bands.ts';
import {
  QUEST_DIFFICULTY_TABLE,
  TOWER_ATTACK_DIFFICULTY_TABLE,
  type QuestDifficulty,
} from './cards.ts';
import { ATTACK_TYPES, describeDefences, EVENT_CHANCES, EVENTS, eventChance } from './events.ts';
import { PHASES } from './phases.ts';
import { bandOdds } from './test-roll.ts';

const pct = (f: Parameters<typeof toPercent>[0]) => toPercent(f, 0);
const bandName = (id: string) => BANDS.find((b) => b.id === id)!.name;

/** "+2 dice", "−1 die", "no change": what a card's rank does to the dice pool. */
export function diceChange(d: Pick<QuestDifficulty, 'advantages' | 'disadvantages'>): string {
  const n = d.advantages - d.disadvantages;
  if (n === 0) return 'no change';
  return `${n > 0 ? '+' : '−'}${Math.abs(n)} ${Math.abs(n) === 1 ? 'die' : 'dice'} (${
    n > 0 ? `${n} Advantage${n > 1 ? 's' : ''}` : `${-n} Disadvantage${n < -1 ? 's' : ''}`
  })`;
}

function quickReference(): QuickReference {
  const dice = [1, 2, 3, 4, 5, 6];
  return {
    title: "The Wizard's Tower",
    blocks: [
      {
        kind: 'table',
        title: 'A month, phase by phase',
        columns: ['', 'Phase', 'What happens'],
        widths: [0, 0, 1],
        rows: PHASES.map((p) => [
          String(p.number),
          p.name + (p.optional ? ' (optional)' : ''),
          p.summary,
        ]),
      },
      {
        kind: 'table',
        title: 'Reading a test, and the chance of each result by dice rolled',
        columns: ['Result', 'Highest two dice', ...dice.map((n) => (n === 1 ? '1 die' : `${n}`))],
        widths: [0, 1, 0, 0, 0, 0, 0, 0],
        rows: BANDS.map((b) => [
          `${b.name} (${b.succeeds ? 'succeeds' : 'fails'})`,
          b.totals,
          ...dice.map((n) => pct(bandOdds(n)[b.id])),
        ]),
        note: 'Dice rolled: the Rating, +1 per Advantage, −1 per Disadvantage. None left: an automatic Disaster, unless the card says otherwise.',
      },
      {
        kind: 'table',
        title: 'Quest or Domain-issue card (WT-R26)',
        columns: ['Card', 'Dice', 'No dice left'],
        widths: [0, 1, 0],
        rows: QUEST_DIFFICULTY_TABLE.map((r) => [
          r.label,
          diceChange(r),
          bandName(r.zeroDiceResult),
        ]),
        side: true,
      },
      {
        kind: 'table',
        title: 'Tower-attack card rank (WT-R7)',
        columns: ['Card', 'First defence roll'],
        widths: [0, 1],
        rows: TOWER_ATTACK_DIFFICULTY_TABLE.map((r) => [r.label, diceChange(r)]),
        note: 'Each further defence roll against the same wave is one step easier, up to +3 dice; no dice left is a Disaster.',
        side: true,
      },
      {
        kind: 'list',
        title: 'MAY: roll 1d6 first',
        items: [
          'A Rating MAY improve: it does if the die is higher than the Rating.',
          'A Rating MAY drop: it does if the die is lower than the Rating.',
          'An Ally MAY be lost: one is, if the die is equal to or lower than the Allies present; one die, at most one Ally (WT-R3).',
        ],
        side: true,
      },
      {
        kind: 'list',
        title: 'Domain muster',
        items: [
          'Made for each defence roll that uses the Domain. Loyalty + Prosperity of 2 or less: Security stays home, an automatic Disaster (WT-R18).',
          'Otherwise roll 1d6: under Loyalty + Prosperity, Security fights with an Advantage; any other roll, with a Disadvantage.',
          'Security rolls as many dice as the Security Factor, adjusted as above and by the wave (WT-R24).',
        ],
        side: true,
      },
      {
        kind: 'table',
        title: 'Event chances',
        columns: ['Phase', 'Event on', 'No rival', '1 rival', '2 rivals'],
        widths: [1, 0, 0, 0, 0],
        rows: EVENT_CHANCES.map((e) => [
          `${e.phase}. ${e.name}`,
          e.eventOn === 1 ? '1' : `1–${e.eventOn}`,
          ...[0, 1, 2].map((r) => pct(eventChance(e.eventOn, r))),
        ]),
        note: 'Each Enemy Wizard with none of your Allies on it adds a die; the lowest die counts.',
        side: true,
      },
      {
        kind: 'table',
        title: 'Events (1d6)',
        columns: ['d6', 'Event'],
        widths: [0, 1],
        rows: EVENTS.map((e) => [String(e.roll), e.name]),
        side: true,
      },
      {
        kind: 'table',
        title: 'Tower attacks (1d6 once per attack; three waves)',
        note: 'Each wave meets the defences in order.',
        columns: ['d6', 'Attack', 'Defences'],
        widths: [0, 0, 1],
        rows: ATTACK_TYPES.map((a) => [String(a.roll), a.name, describeDefences(a)]),
      },
    ],
  };
}

export const KIT: KitText = {
  bring: [
    'a pencil and an eraser',
    'six-sided dice: six or more (Power adds dice to a roll)',
    'scissors, or a craft knife and a ruler, for the quest deck (or use an ordinary 52-card deck without jokers)',
  ],
  quickReference,
};
