/** The ten phases of a month, in order. Event phases carry the d6 results that trigger an event. */
import { EVENT_CHANCES } from './events.ts';

/** The event chance of a phase, read from the one table in events.ts. */
const eventOn = (phase: number): number => EVENT_CHANCES.find((e) => e.phase === phase)!.eventOn;
const eventRoll = (phase: number): string => {
  const n = eventOn(phase);
  return n === 1
    ? 'Roll for an event; one happens only on a 1.'
    : `Roll for an event; one happens on 1–${n}.`;
};

export interface Phase {
  readonly number: number;
  readonly name: string;
  readonly summary: string;
  readonly optional: boolean;
  /** For event phases: an event happens when 1d6 shows at most this (with one extra die per rival left unattended, the lowest counts). */
  readonly eventOn?: number;
  readonly page?: string;
}

export const PHASES: readonly Phase[] = [
  {
    number: 1,
    name: 'Maintain Tower Wards',
    summary: 'Test your Wards Rating to renew the month’s protective spells.',
    optional: false,
    page: '/wizards-tower/maintain-wards/',
  },
  {
    number: 2,
    name: 'First Event',
    summary: eventRoll(2),
    optional: false,
    eventOn: eventOn(2),
    page: '/wizards-tower/events/',
  },
  {
    number: 3,
    name: 'Research',
    summary:
      'Pick one: improve your Ratings, discover a Quest, reveal a Quest challenge, or manufacture an Ally.',
    optional: false,
    page: '/wizards-tower/research/',
  },
  {
    number: 4,
    name: 'Second Event',
    summary: eventRoll(4),
    optional: false,
    eventOn: eventOn(4),
    page: '/wizards-tower/events/',
  },
  {
    number: 5,
    name: 'Gather Allies',
    summary: 'If you wish, recruit an adventurer or work on your Domain.',
    optional: true,
    page: '/wizards-tower/gather-allies/',
  },
  {
    number: 6,
    name: 'Third Event',
    summary: eventRoll(6),
    optional: false,
    eventOn: eventOn(6),
    page: '/wizards-tower/events/',
  },
  {
    number: 7,
    name: 'Resolve Quests',
    summary:
      'Move Allies out to Quests, then test against the top card of each Quest that has Allies on it.',
    optional: false,
    page: '/wizards-tower/resolve-quests/',
  },
  {
    number: 8,
    name: 'Fourth Event',
    summary: eventRoll(8),
    optional: false,
    eventOn: eventOn(8),
    page: '/wizards-tower/events/',
  },
  {
    number: 9,
    name: 'Quests Get Harder',
    summary: 'Every Quest and Enemy Wizard with no Allies on it may grow by one face-down card.',
    optional: false,
    page: '/wizards-tower/month/#quests-get-harder',
  },
  {
    number: 10,
    name: 'Attack an Enemy Wizard',
    summary: 'If you wish, strike a rival directly with your Power.',
    optional: true,
    page: '/wizards-tower/attack-enemy-wizard/',
  },
];

/**
 * Phase 9: roll 1d6 per unattended Quest; if it beats the number of challenge cards (the
 * Quest card not counted, WT-R19), add a face-down card just above the Quest card. Since no
 * d6 beats 6, this growth stops at 6 challenge cards plus the Quest card.
 */
export const QUEST_GROWTH_MAX_CHALLENGES = 6;
