/**
 * The state of one game of The Wizard's Tower: plain data only (numbers, arrays, records),
 * so it can be cloned for undo, saved in the browser and compared in tests. The engine
 * mutates it in place; nothing here draws dice.
 */
import type { DomainFactorId, RatingId } from '../ratings.ts';
import { RATING_MAX, RATING_MIN } from '../ratings.ts';
import { newDeck, type Deck } from '../deck.ts';
import type { WizardBuild } from '../wizard-build.ts';

export const RATING_IDS: readonly RatingId[] = [
  'wards',
  'research',
  'power',
  'allies',
  'domainControl',
];
export const FACTOR_IDS: readonly DomainFactorId[] = ['security', 'prosperity', 'loyalty'];

/** A Quest, or an Enemy Wizard treated as one: challenge cards on top of a face-up reward card. */
export interface Quest {
  /** Serial number within the game, for names in the journal. */
  id: number;
  enemy: boolean;
  /** The Quest card (for a rival, the reward card): face up, faced last; its suit is the reward. */
  reward: number;
  /**
   * Challenge cards, bottom first: the top card is the last, so facing, beating and adding on
   * top (the moves made most often) are a pop or a push. For a rival: Power cards, then Wards
   * cards above them (WT-R13).
   */
  cards: number[];
  /** Parallel to `cards`: which are face up. */
  faceUp: boolean[];
  /** Allies on the Quest (or at the rival's tower). */
  allies: number;
  /** Manufactured items, with the optional rule (WT-R28). */
  items: number;
}

export interface GameOptions {
  /** The optional rule: Manufacture may make items (potions, scrolls, magic items) instead of Allies. */
  items: boolean;
  /**
   * Which reading of the death rule applies. 'towerWards' is WT-R9 (current Tower Wards,
   * Research and Power all 0). 'wardsRating' reads "Wards" as the Wards Rating, which can
   * never reach 0, so death never comes; the simulator keeps it to show the difference.
   */
  deathRule: 'towerWards' | 'wardsRating';
}

export const DEFAULT_OPTIONS: GameOptions = { items: false, deathRule: 'towerWards' };

export interface Death {
  month: number;
  phase: number;
  /** The attack type that killed the wizard, as the attack table names it. */
  attack: string;
  /** Which event roll brought the attack: 'First Event' … 'Fourth Event'. */
  event: string;
}

export interface Game {
  /** The month being played, from 1; months 13–24 are year 2, and so on. */
  month: number;
  /** The last phase completed this month (0: the month has not begun). */
  phase: number;
  ratings: Record<RatingId, number>;
  /** Temporary reductions, restored at the start of each month. */
  temp: Record<RatingId, number>;
  factors: Record<DomainFactorId, number>;
  factorTemp: Record<DomainFactorId, number>;
  towerWards: number;
  /** Allies and items in the Tower. */
  tower: { allies: number; items: number };
  quests: Quest[];
  deck: Deck;
  /** Next serial for a Quest or rival. */
  nextId: number;
  /** How many Allies have ever joined, for journal names. */
  alliesJoined: number;
  death: Death | null;
  options: GameOptions;
}

export function newGame(build: WizardBuild, options: Partial<GameOptions> = {}): Game {
  const ratings = { ...build.ratings };
  return {
    month: 1,
    phase: 0,
    ratings,
    temp: { wards: 0, research: 0, power: 0, allies: 0, domainControl: 0 },
    factors: { ...build.factors },
    factorTemp: { security: 0, prosperity: 0, loyalty: 0 },
    towerWards: ratings.wards,
    tower: { allies: ratings.allies, items: 0 },
    quests: [],
    deck: newDeck(),
    nextId: 1,
    alliesJoined: ratings.allies,
    death: null,
    options: { ...DEFAULT_OPTIONS, ...options },
  };
}

/** The current value: the Rating less any temporary reduction still in force (WT-R21). */
export const current = (g: Game, r: RatingId): number => Math.max(0, g.ratings[r] - g.temp[r]);
/** Current Power, the value asked about after every roll (spelled out: the hot path of Monte Carlo runs). */
export const currentPower = (g: Game): number => Math.max(0, g.ratings.power - g.temp.power);
export const currentFactor = (g: Game, f: DomainFactorId): number =>
  Math.max(0, g.factors[f] - g.factorTemp[f]);

/** A lasting loss: never below 1. Tower Wards never stand above the Wards Rating + 1 (WT-R15). */
export function reduceRating(g: Game, r: RatingId): void {
  if (g.ratings[r] > RATING_MIN) g.ratings[r]--;
  if (r === 'wards' && g.towerWards > g.ratings.wards + 1) g.towerWards = g.ratings.wards + 1;
}
/** A loss until the start of next month: may take the current value to 0, not below. */
export function reduceRatingForMonth(g: Game, r: RatingId): void {
  if (current(g, r) > 0) g.temp[r]++;
}
export function improveRating(g: Game, r: RatingId): void {
  if (g.ratings[r] < RATING_MAX) g.ratings[r]++;
}
/**
 * A lasting Factor loss, never below 1 (WT-R5). If a loss for the month is already in force,
 * the lasting loss takes its place rather than adding to it, so the current value stays at 1 or more.
 */
export function reduceFactor(g: Game, f: DomainFactorId): void {
  if (g.factors[f] > RATING_MIN) g.factors[f]--;
  if (g.factorTemp[f] > g.factors[f] - RATING_MIN) g.factorTemp[f] = g.factors[f] - RATING_MIN;
}
/** WT-R5: a Factor lost "for this Month" stops at 1 too (the seed: "minimum of 1"), unlike a Rating. */
export function reduceFactorForMonth(g: Game, f: DomainFactorId): void {
  if (currentFactor(g, f) > RATING_MIN) g.factorTemp[f]++;
}
export function improveFactor(g: Game, f: DomainFactorId): void {
  if (g.factors[f] < RATING_MAX) g.factors[f]++;
}

/** The year a month falls in, from 1. */
export const yearOf = (month: number): number => Math.floor((month - 1) / 12) + 1;
/** The month within its year, 1–12 (the game counts months from 1 without end). */
export const monthOfYear = (month: number): number => ((month - 1) % 12) + 1;
/** WT-R16: one more card per full year played on each draw that builds a Quest or a rival's stack. */
export const escalation = (g: Game): number => yearOf(g.month) - 1;

/** Rivals with no Allies on them: each adds a die to every event roll. */
export function unattendedRivals(g: Game): number {
  let n = 0;
  for (const q of g.quests) if (q.enemy && q.allies === 0) n++;
  return n;
}

/** A stack's challenge cards from the top down, each with whether it is face up (for views and tests). */
export const stackTopFirst = (q: Quest): { card: number; faceUp: boolean }[] =>
  q.cards.map((card, i) => ({ card, faceUp: q.faceUp[i]! })).reverse();

/** Allies on a Quest roll; items count only beside at least one Ally (WT-R28). */
export const questDice = (q: Quest): number => (q.allies > 0 ? q.allies + q.items : 0);
export const towerAllyDice = (g: Game): number =>
  g.tower.allies > 0 ? g.tower.allies + g.tower.items : 0;
