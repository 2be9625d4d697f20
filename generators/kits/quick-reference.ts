/**
 * The one-page quick reference for the table, for each game: blocks of tables and short lists
 * built from the same typed data the rules pages, the engines and the sheets read (nothing
 * typed again here; the few linking words are ours). Typeset by quick-reference.typ.ts.
 */
import { toPercent } from '../../src/lib/fraction.ts';
import { BANDS } from '../../src/games/wizards-tower/bands.ts';
import {
  ATTACK_TYPES,
  describeDefences,
  EVENT_CHANCES,
  EVENTS,
  eventChance,
} from '../../src/games/wizards-tower/events.ts';
import { PHASES } from '../../src/games/wizards-tower/phases.ts';
import { bandOdds } from '../../src/games/wizards-tower/test-roll.ts';
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
} from '../../src/games/solo-tower-hack/levels.ts';
import { fightOdds } from '../../src/games/solo-tower-hack/combat.ts';
import {
  DECK_RULES,
  RULE_OF_FIVE,
  RULE_OF_THREE,
  SPOT_KINDS,
  TURN_PHASES,
  WIZARD_STATS,
} from '../../src/games/tower-wizwar/rules.ts';
import {
  ATTRIBUTE_START,
  ATTRIBUTES,
  DEFAULT_FIGURE,
  EXTRA_POINTS,
  FIGURE_TOTAL,
} from '../../src/games/wizard-figures/figure.ts';
import { MAX_PLAYERS, MIN_PLAYERS, TILES } from '../../src/games/heist/scoring.ts';
import type { KitGame } from './sources.ts';

/** A table: `widths` are column weights (0 = as wide as its content). */
export interface TableBlock {
  kind: 'table';
  title: string;
  columns: string[];
  widths: number[];
  rows: string[][];
  note?: string;
}
export interface ListBlock {
  kind: 'list';
  title: string;
  items: string[];
  /** Numbered (a sequence of steps) rather than bulleted. */
  numbered?: boolean;
}
export type Block = TableBlock | ListBlock;

export interface QuickReference {
  title: string;
  /** Blocks in reading order; `side` ones share a row two by two. */
  blocks: (Block & { side?: boolean })[];
}

const pct = (f: Parameters<typeof toPercent>[0]) => toPercent(f, 0);

function wizardsTower(): QuickReference {
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
          p.name + (p.optional ? ' (if you wish)' : ''),
          p.summary,
        ]),
      },
      {
        kind: 'table',
        title: 'Reading a test',
        columns: ['Highest two dice', 'Result', ''],
        widths: [1, 1, 0],
        rows: BANDS.map((b) => [b.totals, b.name, b.succeeds ? 'succeeds' : 'fails']),
        note: 'Roll as many d6 as the Rating, one more per Advantage, one fewer per Disadvantage; no dice left is an automatic Disaster.',
        side: true,
      },
      {
        kind: 'table',
        title: 'Chance of each result',
        columns: ['Dice', ...BANDS.map((b) => b.name)],
        widths: [0, 1, 1, 1, 1, 1, 1],
        rows: dice.map((n) => [String(n), ...BANDS.map((b) => pct(bandOdds(n)[b.id]))]),
        side: true,
      },
      {
        kind: 'table',
        title: 'Event chances',
        columns: ['Phase', 'Event on a d6 of', 'No rival', '1 rival', '2 rivals'],
        widths: [1, 1, 0, 0, 0],
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
        title: 'Tower attacks (1d6): the defences, in order',
        columns: ['d6', 'Attack', 'Defences'],
        widths: [0, 0, 1],
        rows: ATTACK_TYPES.map((a) => [String(a.roll), a.name, describeDefences(a)]),
      },
    ],
  };
}

function soloTowerHack(): QuickReference {
  const faces = Array.from({ length: COLUMN_COUNT }, (_, i) => i + 1);
  const bonuses = [0, 3, 6, MAX_FIGHTING_BONUS];
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
            ...faces.map((f) => describeRoom(roomFor(i + 1, f))),
          ]),
          ['End', ...faces.map((f) => describeRoom(roomFor(END_LEVEL, f)))],
        ],
      },
      {
        kind: 'list',
        title: 'Fights',
        items: [
          'Each exchange, you roll 1d6 plus your fighting bonus; the monster rolls 1d6 plus its own number.',
          'The higher total hits. On a tie nobody is hurt and you both roll again (STH-R2).',
          'A monster falls at its first hit. Each hit on you fills one Damage box.',
          `Filling the ${DAMAGE_LIMIT}th Damage box ends the run.`,
          `Your fighting bonus is +1 for every ${XP_PER_BONUS} XP, never above +${MAX_FIGHTING_BONUS} (STH-R3).`,
          'A potion heals one Damage box; drink it outside a fight, never during one (STH-R6).',
        ],
        side: true,
      },
      {
        kind: 'table',
        title: 'Chance to win a fight from full health',
        columns: ['Monster', ...bonuses.map((b) => `+${b}`)],
        widths: [1, 0, 0, 0, 0],
        rows: MONSTER_IDS.map((id) => [
          `${MONSTERS[id].name} (+${MONSTERS[id].modifier})`,
          ...bonuses.map((b) => pct(fightOdds(b, MONSTERS[id].modifier).win)),
        ]),
        note: 'Columns: your fighting bonus.',
        side: true,
      },
    ],
  };
}

function towerWizwar(): QuickReference {
  return {
    title: 'Tower-WizWar',
    blocks: [
      {
        kind: 'table',
        title: 'A turn, phase by phase',
        columns: ['', 'Phase', 'What you do'],
        widths: [0, 0, 1],
        rows: TURN_PHASES.map((p, i) => [String(i + 1), p.name, p.summary]),
      },
      {
        kind: 'list',
        title: `The rule of ${RULE_OF_THREE === 3 ? 'three' : RULE_OF_THREE}`,
        items: [
          `${RULE_OF_THREE} wounds destroy a card, and your wizard too.`,
          `Every ${RULE_OF_THREE} activations raise the mana drain by one.`,
        ],
        side: true,
      },
      {
        kind: 'list',
        title: `The rule of ${RULE_OF_FIVE === 5 ? 'five' : RULE_OF_FIVE}`,
        items: [
          `A hand settles at ${RULE_OF_FIVE} cards at the start and the end of a turn.`,
          `A group of attackers or blockers holds at most ${RULE_OF_FIVE} cards.`,
        ],
        side: true,
      },
      {
        kind: 'table',
        title: 'The play map',
        columns: ['Spot', 'How many', 'Holds', 'Blocks'],
        widths: [0, 0, 1, 1],
        rows: Object.values(SPOT_KINDS).map((s) => [s.name, String(s.count), s.holds, s.block]),
      },
      {
        kind: 'list',
        title: 'Numbers to keep in mind',
        items: [
          `A deck of magic holds exactly ${DECK_RULES.total} cards: ${DECK_RULES.celestial} celestials, ${DECK_RULES.orbital} orbitals, ${DECK_RULES.ritual} rituals and at least ${DECK_RULES.creaturesAtLeast} creatures.`,
          `A wizard with no tower in play has ${WIZARD_STATS.attack} attack and ${WIZARD_STATS.might} might.`,
        ],
      },
    ],
  };
}

function wizardFigures(): QuickReference {
  const f = DEFAULT_FIGURE;
  return {
    title: 'The Fantasy Trip: Wizard figures',
    blocks: [
      {
        kind: 'list',
        title: 'Creating a wizard figure',
        numbered: true,
        items: [
          `Give each of ${ATTRIBUTES.map((a) => a.short).join(', ')} a start of ${ATTRIBUTE_START}.`,
          `Add ${EXTRA_POINTS} more points among them as you like; none may end below ${ATTRIBUTE_START}.`,
          `Check the sum: ${ATTRIBUTES.map((a) => a.short).join(' + ')} = ${FIGURE_TOTAL}, for example ${f.st} + ${f.dx} + ${f.iq}.`,
          'Write the figure on the figure sheet or a line of the roster.',
        ],
      },
      {
        kind: 'table',
        title: 'The attributes',
        columns: ['', 'Attribute', 'What it does'],
        widths: [0, 0, 1],
        rows: ATTRIBUTES.map((a) => [a.short, a.name, a.meaning]),
      },
      {
        kind: 'list',
        title: 'Strength left',
        items: [
          'Above 0: the figure acts as usual.',
          'At 0: unconscious.',
          'Below 0: dead.',
          'A spell may bring ST down to 0, never below.',
        ],
      },
    ],
  };
}

function heist(): QuickReference {
  return {
    title: "10 Minute Heist: The Wizard's Tower",
    blocks: [
      {
        kind: 'list',
        title: `For ${MIN_PLAYERS} to ${MAX_PLAYERS} thieves`,
        items: [
          `With ${MIN_PLAYERS}, the tiles marked “left out” below are set aside before play.`,
        ],
      },
      {
        kind: 'table',
        title: 'Scoring tiles',
        columns: ['Tile', 'With two players', 'Kind'],
        widths: [1, 0, 0],
        rows: TILES.map((t) => [
          t.label,
          t.notWithTwo ? 'left out' : 'in play',
          t.penalty ? 'penalty' : 'reward',
        ]),
        note: 'Write each tile’s points on the score pad from the tiles themselves (HZ-R1).',
      },
      {
        kind: 'list',
        title: 'Adding up',
        numbered: true,
        items: [
          'Everyone turns over their secret card; it scores with the rest of the haul.',
          'Each tile goes to the one thief who is best at it; when thieves tie for it, nobody takes it.',
          'A curse count below 0 counts as 0 (HZ-R2).',
          'Score = the points of your tiles + the prestige printed on your cards.',
          'A tie for a place goes to fewer curses, then more tiles (HZ-R4).',
        ],
      },
    ],
  };
}

const BUILDERS: Readonly<Record<KitGame, () => QuickReference>> = {
  'wizards-tower': wizardsTower,
  'solo-tower-hack': soloTowerHack,
  'tower-wizwar': towerWizwar,
  'wizard-figures': wizardFigures,
  heist,
};

export const quickReference = (game: KitGame): QuickReference => BUILDERS[game]();
