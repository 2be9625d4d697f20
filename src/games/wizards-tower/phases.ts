/** The ten phases of a month, in order. Event phases carry the d6 results that trigger an event. */
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
  { number: 1, name: 'Maintain Tower Wards', summary: 'Test your Wards Rating to renew the month’s protective spells.', optional: false, page: '/wizards-tower/maintain-wards/' },
  { number: 2, name: 'First Event', summary: 'Roll for an event; one happens on 1–4.', optional: false, eventOn: 4, page: '/wizards-tower/events/' },
  { number: 3, name: 'Research', summary: 'Pick one: improve your Ratings, discover a Quest, reveal a Quest challenge, or manufacture an Ally.', optional: false, page: '/wizards-tower/research/' },
  { number: 4, name: 'Second Event', summary: 'Roll for an event; one happens on 1–3.', optional: false, eventOn: 3, page: '/wizards-tower/events/' },
  { number: 5, name: 'Gather Allies', summary: 'If you wish, recruit an adventurer or work on your Domain.', optional: true, page: '/wizards-tower/gather-allies/' },
  { number: 6, name: 'Third Event', summary: 'Roll for an event; one happens on 1–2.', optional: false, eventOn: 2, page: '/wizards-tower/events/' },
  { number: 7, name: 'Resolve Quests', summary: 'Move Allies out to Quests, then test against the top card of each Quest that has Allies on it.', optional: false, page: '/wizards-tower/resolve-quests/' },
  { number: 8, name: 'Fourth Event', summary: 'Roll for an event; one happens only on a 1.', optional: false, eventOn: 1, page: '/wizards-tower/events/' },
  { number: 9, name: 'Quests Get Harder', summary: 'Every Quest and Enemy Wizard with no Allies on it may grow by one face-down card.', optional: false },
  { number: 10, name: 'Attack an Enemy Wizard', summary: 'If you wish, strike a rival directly with your Power.', optional: true, page: '/wizards-tower/attack-enemy-wizard/' },
];

/** Phase 9: roll 1d6 per unattended Quest; above its card count, add a face-down card (at most 6 plus the reward). */
export const QUEST_GROWTH_MAX_CHALLENGES = 6;
