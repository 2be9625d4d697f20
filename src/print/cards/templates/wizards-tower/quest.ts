/**
 * The Wizard's Tower quest card: its rank is the difficulty it sets (for a Quest and for a
 * Tower attack), its suit the Rating it rewards and the Domain Factor a Domain issue (event 4)
 * tests. With neither rank nor suit it is the deck's blank card, to write by hand. All text
 * comes from src/games/wizards-tower.
 */
import { BANDS } from '../../../../games/wizards-tower/bands.ts';
import {
  questCardDifficulty,
  RANK_NAME,
  RANKS,
  SUIT_REWARDS,
  SUITS,
  towerAttackCardDifficulty,
  type QuestDifficulty,
  type Rank,
  type Suit,
} from '../../../../games/wizards-tower/cards.ts';
import { DOMAIN_ISSUE_FACTOR } from '../../../../games/wizards-tower/events.ts';
import { DOMAIN_FACTORS } from '../../../../games/wizards-tower/ratings.ts';
import { FONT, h, icon, SUIT_PATHS, type CardNode } from '../../element.ts';
import { frame } from '../frame.ts';
import type { CardTemplate } from '../template.ts';
import { difficulty, suitName } from './shared.ts';

const bandName = (id: string) => BANDS.find((b) => b.id === id)!.name;

/**
 * Event 4 reads the suit for the Domain Factor that must face the issue, and the rank for the
 * dice, as on a Quest (WT-R26).
 */
function domainIssue(suit: Suit, quest: QuestDifficulty): string {
  const factor = DOMAIN_ISSUE_FACTOR[suit];
  const dice = difficulty(quest).replace(/^No change$/, 'no change');
  if (factor === 'choice') return `A Domain Factor of your choice, ${dice}`;
  return `Tested with ${DOMAIN_FACTORS.find((f) => f.id === factor)!.name}, ${dice}`;
}

function corner(rank: Rank, suit: Suit) {
  return h(
    'div',
    { style: { display: 'flex', flexDirection: 'column', alignItems: 'center', width: 26 } },
    // Room under the rank for the tail of Cinzel's Q, so it never runs into the suit symbol.
    h(
      'div',
      { style: { fontFamily: FONT.heading, fontSize: 16, lineHeight: 1, marginBottom: 4 } },
      rank,
    ),
    icon(SUIT_PATHS[suit], 12),
  );
}

/** A small capitalised label with what goes under it (a value, or a line to write on). */
function labelled(label: string, under: CardNode) {
  return h(
    'div',
    { style: { display: 'flex', flexDirection: 'column', marginTop: 4 } },
    h(
      'div',
      {
        style: {
          fontFamily: FONT.bold,
          fontSize: 6.5,
          textTransform: 'uppercase',
          letterSpacing: 0.5,
        },
      },
      label,
    ),
    under,
  );
}

function row(label: string, value: string) {
  return labelled(label, h('div', { style: { fontSize: 8.5 } }, value));
}

/** The middle of a quest card, printed or blank: its rows centred between the corners. */
function middle(...rows: CardNode[]) {
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        justifyContent: 'center',
        paddingLeft: 4,
        paddingRight: 4,
      },
    },
    ...rows,
  );
}

export const questCard: CardTemplate = {
  name: 'wt-quest',
  description:
    'A playing card for The Wizard’s Tower: rank, suit, reward, difficulty and the Domain Factor it names in a Domain issue; with neither rank nor suit, a blank quest card to write by hand.',
  // Both given: a card of the deck. Neither: the deck's blank card, a quest to write by hand
  // (what --fill-blanks fills the last sheet with).
  fields: {
    rank: { type: 'text', oneOf: RANKS },
    suit: { type: 'text', oneOf: SUITS },
  },
  sizes: ['poker', 'bridge', 'tarot'],
  example: { rank: 'Q', suit: 'hearts' },
  render(f, width, height, fit) {
    if (f.rank === undefined || f.suit === undefined) {
      if (f.rank !== undefined || f.suit !== undefined)
        fit.problems.push(
          `field "${f.rank === undefined ? 'rank' : 'suit'}": give both rank and suit, or neither for a blank quest card`,
        );
      return ownQuestCard(width, height);
    }
    const rank = String(f.rank) as Rank;
    const suit = String(f.suit) as Suit;
    const quest = questCardDifficulty(rank);
    const attack = towerAttackCardDifficulty(rank);
    const zero =
      quest.zeroDiceResult !== 'disaster'
        ? `If the dice fall to 0: automatic ${bandName(quest.zeroDiceResult)}`
        : null;
    return frame(
      width,
      height,
      h(
        'div',
        { style: { display: 'flex', justifyContent: 'space-between' } },
        corner(rank, suit),
        h(
          'div',
          { style: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end' } },
          h(
            'div',
            { style: { fontFamily: FONT.bold, fontSize: 7 } },
            `${RANK_NAME[rank]} of ${suitName(suit)}`,
          ),
        ),
      ),
      middle(
        h(
          'div',
          { style: { display: 'flex', justifyContent: 'center', marginBottom: 4 } },
          icon(SUIT_PATHS[suit], 34),
        ),
        row('Reward', SUIT_REWARDS[suit].label),
        row('As a Quest card', difficulty(quest)),
        zero ? h('div', { style: { fontSize: 7 } }, zero) : null,
        row('In a Tower attack', difficulty(attack)),
        row('In a Domain issue', domainIssue(suit, quest)),
      ),
      // Upside-down corner indices would need rotated text, which svg-to-pdfkit draws badly: repeat it upright.
      h('div', { style: { display: 'flex', justifyContent: 'flex-end' } }, corner(rank, suit)),
    );
  },
};

/** A line to write on under a small label. */
function writeIn(label: string) {
  return labelled(label, h('div', { style: { height: 12, borderBottom: '0.6px solid #000' } }));
}

/** An empty corner: a box for the rank and a ring for the suit, drawn in by hand. */
function emptyCorner() {
  return h(
    'div',
    { style: { display: 'flex', flexDirection: 'column', alignItems: 'center', width: 26 } },
    h('div', {
      style: {
        width: 18,
        height: 18,
        border: '0.8px solid #000',
        borderRadius: 2,
        marginBottom: 3,
      },
    }),
    h('div', { style: { width: 12, height: 12, border: '0.8px solid #000', borderRadius: 6 } }),
  );
}

/**
 * The quest deck's blank card, in the same frame and order as the printed ones: a corner to
 * draw the rank and suit in, and a line for each thing a quest card says, so a group can add
 * its own quests (or replace a lost card) and shuffle them in behind the same back.
 */
function ownQuestCard(width: number, height: number) {
  return frame(
    width,
    height,
    h(
      'div',
      { style: { display: 'flex', justifyContent: 'space-between' } },
      emptyCorner(),
      h('div', { style: { fontFamily: FONT.bold, fontSize: 7 } }, 'Your own quest'),
    ),
    middle(
      writeIn('Quest'),
      writeIn('Reward'),
      writeIn('As a Quest card'),
      writeIn('In a Tower attack'),
      writeIn('In a Domain issue'),
    ),
    h('div', { style: { display: 'flex', justifyContent: 'flex-end' } }, emptyCorner()),
  );
}
