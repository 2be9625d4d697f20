/** The wizard's five Ratings and the three Domain Factors, as the rules define them. */

export type RatingId = 'wards' | 'research' | 'power' | 'allies' | 'domainControl';
export type DomainFactorId = 'security' | 'prosperity' | 'loyalty';

export interface RatingInfo {
  readonly id: RatingId;
  readonly name: string;
  readonly governs: string;
}

export const RATINGS: readonly RatingInfo[] = [
  {
    id: 'wards',
    name: 'Wards',
    governs:
      'Your craft with protective magic; it sets how strong your Tower Wards can be kept, the first thing an attacker must break.',
  },
  {
    id: 'research',
    name: 'Research',
    governs:
      'Study: it raises your other Ratings, finds Quests, uncovers hidden challenges and builds or summons new Allies.',
  },
  {
    id: 'power',
    name: 'Power',
    governs:
      'Your raw magic and personal spells; spend it to add dice after a roll, to bring Allies home by teleport, or to strike a rival directly.',
  },
  {
    id: 'allies',
    name: 'Allies',
    governs: 'How many followers you begin with and how readily new adventurers answer your call.',
  },
  {
    id: 'domainControl',
    name: 'Domain Control',
    governs: 'Your hold over the lands around the Tower, split into three Domain Factors.',
  },
];

export const DOMAIN_FACTORS: readonly {
  readonly id: DomainFactorId;
  readonly name: string;
  readonly note: string;
}[] = [
  {
    id: 'security',
    name: 'Security',
    note: 'The armed strength of the Domain, used when an army marches on the Tower.',
  },
  {
    id: 'prosperity',
    name: 'Prosperity',
    note: 'How well the land is doing; with Loyalty it decides whether Security will fight for you.',
  },
  {
    id: 'loyalty',
    name: 'Loyalty',
    note: 'How devoted your subjects are; a tyrant may prefer to call this Fear.',
  },
];

/** No Rating falls below 1 or rises above 6. */
export const RATING_MIN = 1;
export const RATING_MAX = 6;
/** At the start every Rating is 1, plus 5 points to spread, no Rating above 3. */
export const START_BASE = 1;
export const START_EXTRA_POINTS = 5;
export const START_MAX = 3;
/** Each Domain Factor starts at 1; each point of Domain Control above 1 adds 1 to one Factor. */
export const FACTOR_START = 1;

export function ratingName(id: RatingId): string {
  return RATINGS.find((r) => r.id === id)!.name;
}
