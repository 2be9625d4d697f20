/**
 * Every choice the rules leave to the player, as a question with a list of legal answers
 * (small integer codes). Strategies, the random player, the play companion and tests all
 * answer through the same `Policy` interface. The engine fills one reusable `Question`, so
 * asking costs no allocation in Monte Carlo runs, and refuses any answer not on the list.
 */
import type { ActionId } from '../outcomes.ts';
import type { BandId } from '../bands.ts';
import type { Game } from './state.ts';
import { NO_CARD } from '../deck.ts';

export type DecisionKind =
  /** After a roll: add one Power die (1) or stop (0). WT-R14. */
  | 'powerDie'
  /** Phase 3: which research (RESEARCH_* codes). */
  | 'research'
  /** Research success: which Rating MAY improve (index into RATING_IDS; a different one each time, WT-R27). */
  | 'improveRating'
  /** Optional rule: Manufacture an Ally (0) or an item (1). */
  | 'manufactureKind'
  /** Manufacture (Extreme/Critical): each creation to the Tower (INTO_TOWER) or to Quest index i. */
  | 'placeCreation'
  /** Reveal research: which Quest (index) has its top face-down card turned up. */
  | 'revealQuest'
  /** Discover/Reveal Extreme Fail: the extra card goes on top (0) or bottom (1). */
  | 'extraCardPlace'
  /** When the rules break a tie between Quests "your choice": which Quest (index). */
  | 'questTie'
  /** Phase 5: nothing (0), recruit (1) or improve the Domain (2). */
  | 'gather'
  /** Improve Your Domain: the target, named before rolling (DOMAIN_TARGET codes). */
  | 'domainTarget'
  /** "One of your Domain Factors" drops (WT-R5): index into FACTOR_IDS. */
  | 'factorLoss'
  /** A Domain Factor rises (Spade reward, Critical on the Domain): index into FACTOR_IDS. */
  | 'factorGain'
  /** Event 4, Clubs: which Factor answers (index into FACTOR_IDS). */
  | 'domainIssueFactor'
  /** Event 2: how many Allies from the Tower go to the urgent Quest (1…in the Tower). */
  | 'urgentAllies'
  /** Phase 7: move one Ally from the Tower to Quest index i, or stop (MOVE_DONE). */
  | 'moveAlly'
  /** Phase 7, optional rule: move one item from the Tower to Quest index i, or stop (MOVE_DONE). */
  | 'moveItem'
  /**
   * Phase 7, WT-R40: which Quest (index) with Allies is resolved next, asked whenever two or
   * more are still to be resolved this phase.
   */
  | 'questOrder'
  /** Phase 7, a card faces the Allies: QUEST_* codes. */
  | 'questAction'
  /** Tower attack: the waves come from a rival's stack (index) or are new cards (NEW_CARDS). */
  | 'attackSource'
  /** Tower attack from new cards: name a rival behind it (index) or none (NO_RIVAL). */
  | 'attackRival'
  /** Tower attack: which defence meets the wave when the table offers a choice (DefenceId codes). */
  | 'defence'
  /** Phase 10: attack rival index i, call up a new rival (CREATE_RIVAL) or not at all (NO_RIVAL). */
  | 'attackEnemy'
  /** Phase 10, after a roll: face the next card (1) or go home (0). */
  | 'attackAgain';

/**
 * Answers that name no Quest: each question that offers one uses it beside Quest indices
 * (0, 1, …), so these lie outside them. Several share −1, one per question kind; compare a
 * code with the name of its question's answer, never with a bare number.
 */
/** `moveAlly`, `moveItem`: send no more, resolve the Quests. */
export const MOVE_DONE = -1;
/** `attackRival`: no rival sent the attack; `attackEnemy`: attack no one this month. */
export const NO_RIVAL = -1;
/** `placeCreation`: the new Ally or item stays in the Tower. */
export const INTO_TOWER = -1;
/** `attackSource`: the waves are three new cards, not a rival's stack. */
export const NEW_CARDS = -1;
/** A question about no particular Quest (`Question.quest`). */
export const NO_QUEST = -1;
/** `attackEnemy`: call up a new rival and attack it. */
export const CREATE_RIVAL = 1000;

export const RESEARCH_IMPROVE = 0;
export const RESEARCH_MANUFACTURE = 1;
export const RESEARCH_DISCOVER = 2;
export const RESEARCH_REVEAL = 3;
export const RESEARCH_ACTIONS: readonly ActionId[] = [
  'researchImprove',
  'researchManufacture',
  'researchDiscover',
  'researchReveal',
];

export const GATHER_NONE = 0;
export const GATHER_RECRUIT = 1;
export const GATHER_DOMAIN = 2;

/** Improve Your Domain targets: Domain Control itself, or 1 + a Factor index. */
export const DOMAIN_TARGET_CONTROL = 0;

export const QUEST_ROLL = 0;
export const QUEST_FLEE = 1;
export const QUEST_TELEPORT = 2;
/** Only after a success: leave the Allies on the Quest until next month. */
export const QUEST_WAIT = 3;

export const DEFENCE_CODES = ['towerWards', 'allies', 'domain', 'power'] as const;

/** One question, reused: its kind, the legal answers, and what a player needs to decide. */
export interface Question {
  kind: DecisionKind;
  options: Int32Array;
  count: number;
  /** The test just rolled or about to be rolled, where there is one. */
  action: ActionId | null;
  /** For `powerDie`: the band and total so far, and dice rolled so far. */
  band: BandId | null;
  total: number;
  dice: number;
  /** The Quest (index) concerned, where there is one; NO_QUEST otherwise. */
  quest: number;
  /** The card concerned (face up), where there is one; NO_CARD otherwise. */
  card: number;
}

export function newQuestion(): Question {
  return {
    kind: 'research',
    options: new Int32Array(64),
    count: 0,
    action: null,
    band: null,
    total: 0,
    dice: 0,
    quest: NO_QUEST,
    card: NO_CARD,
  };
}

export const legalOptions = (q: Question): number[] => Array.from(q.options.subarray(0, q.count));

export interface Policy {
  readonly id: string;
  /** Returns one of `q.options[0 … q.count − 1]`. */
  decide(q: Question, g: Game): number;
}

export class IllegalChoice extends Error {
  readonly question: DecisionKind;
  readonly choice: number;
  readonly legal: number[];
  constructor(question: DecisionKind, choice: number, legal: number[]) {
    super(
      `Illegal choice for "${question}": ${choice} is not one of the legal answers (${legal.join(', ')})`,
    );
    this.name = 'IllegalChoice';
    this.question = question;
    this.choice = choice;
    this.legal = legal;
  }
}
