/**
 * Events: when they happen (the chance in each event phase), what the d6 event table does,
 * the tower-attack sub-table with its defences in order, the steps that build an Enemy
 * Wizard, and the suit that names the Factor in a Domain issue.
 */
import type { Suit } from './cards.ts';
import type { DomainFactorId } from './ratings.ts';
import { fraction, type Fraction } from '../../lib/fraction.ts';

export interface EventChance {
  /** The phase of the month in which this roll is made. */
  readonly phase: number;
  readonly name: string;
  /** An event happens when the lowest die rolled shows this number or less. */
  readonly eventOn: number;
}

/** Four event rolls a month, each less likely than the one before. */
export const EVENT_CHANCES: readonly EventChance[] = [
  { phase: 2, name: 'First Event', eventOn: 4 },
  { phase: 4, name: 'Second Event', eventOn: 3 },
  { phase: 6, name: 'Third Event', eventOn: 2 },
  { phase: 8, name: 'Fourth Event', eventOn: 1 },
];

/**
 * Exact chance that an event happens in a phase: the roll is 1d6 plus one d6 for each Enemy
 * Wizard with none of your Allies on it, and the lowest die counts, so the chance is
 * 1 − ((6 − eventOn) / 6) ^ dice. The kits' quick reference prints it; the engine rolls the
 * dice themselves (a test checks that both agree).
 */
export function eventChance(eventOn: number, unattendedRivals = 0): Fraction {
  if (!Number.isInteger(unattendedRivals) || unattendedRivals < 0)
    throw new RangeError(
      `The number of unattended rivals is a whole number from 0, got ${unattendedRivals}`,
    );
  const dice = BigInt(1 + unattendedRivals);
  const miss = BigInt(6 - eventOn);
  return fraction(6n ** dice - miss ** dice, 6n ** dice);
}

/** A tower attack comes in this many waves, one card each. */
export const TOWER_ATTACK_WAVES = 3;

export type DefenceId = 'towerWards' | 'allies' | 'domain' | 'power';

export const DEFENCE_NAMES: Record<DefenceId, string> = {
  towerWards: 'Tower Wards',
  allies: 'Allies in the Tower',
  domain: 'Domain Security',
  power: 'Power',
};

export interface DefenceStep {
  /** Defences that may answer at this step; more than one means you choose. */
  readonly options: readonly DefenceId[];
  /** Both defences roll, whatever the first one rolls (the Army & Spell attack, WT-R23). */
  readonly both?: boolean;
}

export interface AttackType {
  readonly roll: number;
  readonly name: string;
  /** Defences in the order they are tried (WT-R8). */
  readonly steps: readonly DefenceStep[];
}

export const ATTACK_TYPES: readonly AttackType[] = [
  {
    roll: 1,
    name: 'Demons',
    steps: [{ options: ['towerWards'] }, { options: ['allies'] }, { options: ['power'] }],
  },
  { roll: 2, name: 'A spell', steps: [{ options: ['towerWards'] }, { options: ['power'] }] },
  {
    roll: 3,
    name: 'Hostile Allies',
    steps: [{ options: ['allies', 'towerWards'] }, { options: ['power'] }],
  },
  {
    roll: 4,
    name: 'An army',
    steps: [{ options: ['domain', 'towerWards'] }, { options: ['power'] }],
  },
  {
    roll: 5,
    name: 'Allies and a spell',
    steps: [{ options: ['towerWards'] }, { options: ['allies', 'power'] }],
  },
  {
    roll: 6,
    name: 'An army and a spell',
    steps: [{ options: ['domain', 'towerWards'], both: true }, { options: ['power'] }],
  },
];

export function describeDefences(type: AttackType): string {
  return type.steps
    .map(
      (s) =>
        s.options.map((d) => DEFENCE_NAMES[d]).join(s.both ? ' and ' : ' or ') +
        (s.both ? ' (both roll)' : ''),
    )
    .join(', then ');
}

export interface GameEvent {
  readonly roll: number;
  readonly name: string;
  readonly summary: string;
  readonly rulings: readonly string[];
}

export const EVENTS: readonly GameEvent[] = [
  {
    roll: 1,
    name: 'Your Tower is attacked',
    summary:
      'Three waves strike, one card each: draw three cards, or send a rival’s own cards against you. Roll 1d6 once on the attack table for the kind of attack; each wave is met by the defences listed there, in order.',
    rulings: ['WT-R7', 'WT-R8', 'WT-R9', 'WT-R22'],
  },
  {
    roll: 2,
    name: 'An urgent Quest',
    summary:
      'Draw a Quest card face up and at once send one or more Allies from the Tower to it; then roll 1d6 and lay that many challenge cards face down on top of the Quest card, which stays at the bottom.',
    rulings: ['WT-R10', 'WT-R16', 'WT-R37', 'WT-R44'],
  },
  {
    roll: 3,
    name: 'A Quest grows harder',
    summary:
      'Choose the Quest (Enemy Wizards included) with the fewest cards left; ties go to the one with more Allies on it, then your pick. Draw a card face up and lay it sideways on top. Allies on that Quest must face it straight away.',
    rulings: ['WT-R10', 'WT-R19'],
  },
  {
    roll: 4,
    name: 'Trouble in your Domain',
    summary:
      'Draw a card face up; its suit names the Domain Factor that must deal with it: Hearts Loyalty, Spades Security, Diamonds Prosperity, Clubs your choice. Test with that Factor; the card’s rank adjusts the dice as a Quest card would.',
    rulings: ['WT-R11', 'WT-R26'],
  },
  {
    roll: 5,
    name: 'Your Research is challenged',
    summary: 'Test your Research Rating; failing costs you Research.',
    rulings: ['WT-R11'],
  },
  {
    roll: 6,
    name: 'An Enemy Wizard goes to war',
    summary:
      'A rival declares war on you (or you on them). Build their stack as set out below: Power cards, Wards cards on top, a reward card underneath. Then treat them as a Quest you can send Allies against, or strike them yourself with Power in phase 10.',
    rulings: ['WT-R13', 'WT-R16'],
  },
];

export interface WarStep {
  readonly step: string;
  /** How many cards, e.g. "1d6". */
  readonly cards: string;
  /** How they are laid down. */
  readonly placement: string;
  /** What they stand for. */
  readonly represents: string;
}

/** Event 6: building an Enemy Wizard's stack, in order. */
export const WAR_DECLARATION: readonly WarStep[] = [
  {
    step: 'a',
    cards: 'Roll 1d6, draw that many',
    placement: 'Face down, turned sideways',
    represents: 'The rival’s Power',
  },
  {
    step: 'b',
    cards: 'Roll 1d6, draw that many',
    placement: 'Face down and upright, stacked on top of the Power cards',
    represents: 'The rival’s Wards, faced first (WT-R13)',
  },
  {
    step: 'c',
    cards: 'Draw 1',
    placement: 'Face up, slid under the stack so that it sticks out',
    represents: 'The reward for beating them; it counts as their Quest card',
  },
  {
    step: 'd',
    cards: '—',
    placement: 'The finished stack',
    represents:
      'A Quest: send Allies against it (phase 7), or attack it with your Power (phase 10)',
  },
];

/** Event 4: the suit of the card drawn names the Domain Factor that must answer it ('choice': you pick). */
export const DOMAIN_ISSUE_FACTOR: Record<Suit, DomainFactorId | 'choice'> = {
  hearts: 'loyalty',
  clubs: 'choice',
  diamonds: 'prosperity',
  spades: 'security',
};

/**
 * Domain Security only fights if 1d6 rolls under Loyalty plus Prosperity: then with one
 * Advantage, otherwise with one Disadvantage. When Loyalty + Prosperity comes to 2 or less,
 * Security stays home: an automatic Disaster. This muster roll is made for every defence roll
 * that uses the Domain, and Security then rolls as many dice as the Security Factor (WT-R24).
 */
export type DomainMuster = 'advantage' | 'disadvantage' | 'refuses';

export function domainMuster(loyalty: number, prosperity: number, die: number): DomainMuster {
  // WT-R18: the "total" that stops Security fighting is Loyalty + Prosperity.
  const total = loyalty + prosperity;
  if (total <= 2) return 'refuses';
  return die < total ? 'advantage' : 'disadvantage';
}
