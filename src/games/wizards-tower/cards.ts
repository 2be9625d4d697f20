/**
 * The 52-card deck as The Wizard's Tower reads it: the suit of a Quest card is its reward,
 * the rank its difficulty. One table per use; the functions read the tables.
 */
import type { BandId } from './bands.ts';
import type { RatingId } from './ratings.ts';

export type Suit = 'hearts' | 'clubs' | 'diamonds' | 'spades';
export type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';

export const SUITS: readonly Suit[] = ['hearts', 'clubs', 'diamonds', 'spades'];
export const RANKS: readonly Rank[] = [
  'A',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
];

export const SUIT_SYMBOL: Record<Suit, string> = {
  hearts: '♥',
  clubs: '♣',
  diamonds: '♦',
  spades: '♠',
};
export const RANK_NAME: Record<Rank, string> = {
  A: 'Ace',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '10': '10',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
};

export interface SuitReward {
  readonly rating: RatingId | 'domainFactor';
  readonly label: string;
  readonly example: string;
}

/** Completing a Quest raises one Rating by 1 (to at most 6); Spades let you pick a Domain Factor. */
export const SUIT_REWARDS: Record<Suit, SuitReward> = {
  hearts: { rating: 'wards', label: 'Wards', example: 'an artefact that strengthens your warding' },
  clubs: {
    rating: 'research',
    label: 'Research',
    example: 'an artefact that deepens your studies',
  },
  diamonds: { rating: 'power', label: 'Power', example: 'a spellbook or a focus for your spells' },
  spades: {
    rating: 'domainFactor',
    label: 'a Domain Factor of your choice (Security, Prosperity or Loyalty)',
    example: 'something that bolsters your hold on the land',
  },
};

export interface QuestDifficulty {
  readonly advantages: number;
  readonly disadvantages: number;
  /** What happens when this card's Disadvantages leave no dice to roll (WT-R2). */
  readonly zeroDiceResult: BandId;
}

export interface DifficultyRow extends QuestDifficulty {
  readonly ranks: readonly Rank[];
  readonly label: string;
}

/** Quest challenge cards, from easiest to hardest. */
export const QUEST_DIFFICULTY_TABLE: readonly DifficultyRow[] = [
  { ranks: ['A'], label: 'Ace', advantages: 2, disadvantages: 0, zeroDiceResult: 'disaster' },
  {
    ranks: ['2', '3', '4'],
    label: '2–4',
    advantages: 1,
    disadvantages: 0,
    zeroDiceResult: 'disaster',
  },
  {
    ranks: ['5', '6', '7', '8', '9', '10'],
    label: '5–10',
    advantages: 0,
    disadvantages: 0,
    zeroDiceResult: 'disaster',
  },
  { ranks: ['J'], label: 'Jack', advantages: 0, disadvantages: 1, zeroDiceResult: 'fail' },
  { ranks: ['Q'], label: 'Queen', advantages: 0, disadvantages: 2, zeroDiceResult: 'extremeFail' },
  { ranks: ['K'], label: 'King', advantages: 0, disadvantages: 3, zeroDiceResult: 'disaster' },
];

/** Tower-attack cards (WT-R7): a gentler Ace, no help from low cards. Zero dice is a Disaster. */
export const TOWER_ATTACK_DIFFICULTY_TABLE: readonly DifficultyRow[] = [
  { ranks: ['A'], label: 'Ace', advantages: 1, disadvantages: 0, zeroDiceResult: 'disaster' },
  {
    ranks: ['2', '3', '4', '5', '6', '7', '8', '9', '10'],
    label: '2–10',
    advantages: 0,
    disadvantages: 0,
    zeroDiceResult: 'disaster',
  },
  { ranks: ['J'], label: 'Jack', advantages: 0, disadvantages: 1, zeroDiceResult: 'disaster' },
  { ranks: ['Q'], label: 'Queen', advantages: 0, disadvantages: 2, zeroDiceResult: 'disaster' },
  { ranks: ['K'], label: 'King', advantages: 0, disadvantages: 3, zeroDiceResult: 'disaster' },
];

function rowFor(table: readonly DifficultyRow[], rank: Rank): QuestDifficulty {
  const row = table.find((r) => r.ranks.includes(rank));
  if (!row) throw new RangeError(`Not a card rank: ${rank}`);
  return {
    advantages: row.advantages,
    disadvantages: row.disadvantages,
    zeroDiceResult: row.zeroDiceResult,
  };
}

export const questCardDifficulty = (rank: Rank): QuestDifficulty =>
  rowFor(QUEST_DIFFICULTY_TABLE, rank);
/** Quest-card difficulty by rank index (Ace 0 … King 12), read once from the table: for engines' hot loops. */
export const QUEST_DIFFICULTY_BY_RANK: readonly QuestDifficulty[] = RANKS.map(questCardDifficulty);
export const towerAttackCardDifficulty = (rank: Rank): QuestDifficulty =>
  rowFor(TOWER_ATTACK_DIFFICULTY_TABLE, rank);

/**
 * WT-R7: within one wave of a tower attack, each further defence roll is one step easier on
 * this ladder, from the hardest (3 Disadvantages) to the easiest (3 Advantages).
 */
export const DEFENCE_LADDER: readonly {
  readonly advantages: number;
  readonly disadvantages: number;
}[] = [
  { advantages: 0, disadvantages: 3 },
  { advantages: 0, disadvantages: 2 },
  { advantages: 0, disadvantages: 1 },
  { advantages: 0, disadvantages: 0 },
  { advantages: 1, disadvantages: 0 },
  { advantages: 2, disadvantages: 0 },
  { advantages: 3, disadvantages: 0 },
];

/**
 * Difficulty of the `roll`-th defence roll (0 = the first) against one wave of a tower
 * attack: the card's rank sets the first step (tower-attack table), each later roll is one
 * step easier, never easier than 3 Advantages (WT-R7). The two rolls of an Army & Spell
 * attack's first step share one step (WT-R23). No dice left is a Disaster (WT-R2).
 */
export function towerDefenceDifficulty(rank: Rank, roll: number): QuestDifficulty {
  if (!Number.isInteger(roll) || roll < 0)
    throw new RangeError(`A defence roll index is a whole number from 0, got ${roll}`);
  const first = towerAttackCardDifficulty(rank);
  const start = DEFENCE_LADDER.findIndex(
    (s) => s.advantages === first.advantages && s.disadvantages === first.disadvantages,
  );
  const step = DEFENCE_LADDER[Math.min(start + roll, DEFENCE_LADDER.length - 1)]!;
  return {
    advantages: step.advantages,
    disadvantages: step.disadvantages,
    zeroDiceResult: 'disaster',
  };
}

export const isRank = (text: string): text is Rank => (RANKS as readonly string[]).includes(text);
export const isSuit = (text: string): text is Suit => (SUITS as readonly string[]).includes(text);
