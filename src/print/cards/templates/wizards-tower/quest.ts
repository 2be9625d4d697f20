/**
 * The Wizard's Tower quest deck: every card shows its rank as the difficulty it sets (for a
 * Quest and for a Tower attack), its suit as the Rating it rewards and as the Domain Factor a
 * Domain issue (event 4) tests; reference cards carry the month's phases and the events. All text comes from src/games/wizards-tower.
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
import {
  ATTACK_TYPES,
  DOMAIN_ISSUE_FACTOR,
  EVENTS,
} from '../../../../games/wizards-tower/events.ts';
import { DOMAIN_FACTORS } from '../../../../games/wizards-tower/ratings.ts';
import { PHASES } from '../../../../games/wizards-tower/phases.ts';
import { FONT, h, icon, SUIT_PATHS, type CardNode } from '../../element.ts';
import { BACK_BACKGROUND, frame } from '../text.ts';
import type { CardTemplate } from '../template.ts';

/** A card of a deck made from game data, in the shape of a deck file's card. */
export interface GeneratedCard {
  name: string;
  template: string;
  fields: Record<string, string>;
  back?: { template: string; fields: Record<string, string> };
}

const bandName = (id: string) => BANDS.find((b) => b.id === id)!.name;

function difficulty(d: QuestDifficulty): string {
  if (d.advantages) return `${d.advantages} Advantage${d.advantages > 1 ? 's' : ''}`;
  if (d.disadvantages) return `${d.disadvantages} Disadvantage${d.disadvantages > 1 ? 's' : ''}`;
  return 'No change';
}

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
            `${RANK_NAME[rank]} of ${suit[0]!.toUpperCase()}${suit.slice(1)}`,
          ),
        ),
      ),
      h(
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
    h(
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
      writeIn('Quest'),
      writeIn('Reward'),
      writeIn('As a Quest card'),
      writeIn('In a Tower attack'),
      writeIn('In a Domain issue'),
    ),
    h('div', { style: { display: 'flex', justifyContent: 'flex-end' } }, emptyCorner()),
  );
}

export const questBack: CardTemplate = {
  name: 'wt-back',
  description: 'The back of the quest deck.',
  side: 'back',
  background: BACK_BACKGROUND,
  fields: {},
  sizes: ['poker', 'bridge', 'mini', 'tarot'],
  example: {},
  render(_f, width, height) {
    return h(
      'div',
      {
        style: {
          width,
          height,
          display: 'flex',
          boxSizing: 'border-box',
          padding: 5,
          border: '1.5px solid #000',
          borderRadius: 6,
          backgroundColor: '#fff',
        },
      },
      h(
        'div',
        {
          style: {
            display: 'flex',
            flexGrow: 1,
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            border: '3px double #000',
            borderRadius: 5,
          },
        },
        h(
          'div',
          { style: { display: 'flex' } },
          ...(['hearts', 'clubs', 'diamonds', 'spades'] as const).map((s) =>
            h('div', { style: { margin: 2 } }, icon(SUIT_PATHS[s], 14)),
          ),
        ),
        h(
          'div',
          { style: { fontFamily: FONT.heading, fontSize: 13, marginTop: 8, textAlign: 'center' } },
          'The Wizard’s',
        ),
        h(
          'div',
          { style: { fontFamily: FONT.heading, fontSize: 13, textAlign: 'center' } },
          'Tower',
        ),
      ),
    );
  },
};

const TOPICS = ['phases', 'events', 'attacks'] as const;

export const referenceCard: CardTemplate = {
  name: 'wt-reference',
  description: 'A reference card: the month’s phases, the events or the kinds of Tower attack.',
  fields: { topic: { type: 'text', required: true, oneOf: TOPICS } },
  sizes: ['poker', 'bridge', 'tarot'],
  example: { topic: 'phases' },
  render(f, width, height) {
    const topic = String(f.topic) as (typeof TOPICS)[number];
    const title = { phases: 'The month', events: 'Events (1d6)', attacks: 'Tower attacks (1d6)' }[
      topic
    ];
    const lines =
      topic === 'phases'
        ? PHASES.map(
            (p) =>
              `${p.number}. ${p.name}${p.eventOn ? ` (event on ${p.eventOn === 1 ? '1' : `1–${p.eventOn}`})` : ''}`,
          )
        : topic === 'events'
          ? EVENTS.map((e) => `${e.roll}. ${e.name}`)
          : ATTACK_TYPES.map((a) => `${a.roll}. ${a.name}`);
    return frame(
      width,
      height,
      h('div', { style: { fontFamily: FONT.heading, fontSize: 13 } }, title),
      h('div', { style: { borderTop: '1px solid #000', marginTop: 4, marginBottom: 4 } }),
      ...lines.map((l) =>
        h(
          'div',
          {
            style: {
              fontSize: topic === 'phases' ? 7.6 : 8.5,
              marginBottom: topic === 'phases' ? 2.5 : 5,
            },
          },
          l,
        ),
      ),
      h('div', { style: { flexGrow: 1 } }),
      h(
        'div',
        { style: { fontSize: 6, color: '#444' } },
        'The Wizard’s Tower © Mick Hand, CC BY-SA 4.0',
      ),
    );
  },
};

/** The 52 quest cards and the reference cards, in deck order, as deck-file cards. */
export function wizardsTowerQuestDeck(): GeneratedCard[] {
  const suitName = (s: Suit) => `${s[0]!.toUpperCase()}${s.slice(1)}`;
  const cards = SUITS.flatMap((suit) =>
    RANKS.map((rank) => {
      const q = questCardDifficulty(rank);
      return {
        name: `${RANK_NAME[rank]} of ${suitName(suit)}: reward ${SUIT_REWARDS[suit].label}; as a Quest card ${difficulty(q).toLowerCase()}`,
        template: 'wt-quest',
        fields: { rank, suit },
      };
    }),
  );
  const topicName = {
    phases: 'Reference card: the ten phases of the month',
    events: 'Reference card: the six events',
    attacks: 'Reference card: the kinds of Tower attack',
  };
  // Reference cards have their own back, so they are never shuffled in with the quest cards unseen.
  const back = {
    template: 'plain-back',
    fields: { title: 'Reference', subtitle: 'The Wizard’s Tower' },
  };
  return [
    ...cards,
    ...TOPICS.map((topic) => ({
      name: topicName[topic],
      template: 'wt-reference',
      fields: { topic },
      back,
    })),
  ];
}
