/**
 * Tower-WizWar, as far as the design document defines it: the core numbers, the play map,
 * the turn, card types, towers, the draft deck and the deck-validity counts. Facts only;
 * sections the document leaves TODO are listed in UNDEFINED_SECTIONS, never invented.
 */

/** Rule of three: three wounds destroy a thing; every three activations raise the mana drain by one. */
export const RULE_OF_THREE = 3;
/** Rule of five: hands settle at five cards; groups (attackers, blockers) hold at most five. */
export const RULE_OF_FIVE = 5;

export type SpotKind = 'tower' | 'juxtapose' | 'shield' | 'forward';

export interface Spot {
  readonly id: string;
  readonly kind: SpotKind;
  readonly row: 'rear' | 'forward';
  readonly label: string;
}

export const SPOT_KINDS: Readonly<
  Record<SpotKind, { name: string; count: number; holds: string; attack: boolean; block: string }>
> = {
  tower: {
    name: 'Tower',
    count: 1,
    holds: 'a tower card, or a card that says it may be played there',
    attack: false,
    block: 'no',
  },
  juxtapose: {
    name: 'Juxtapose',
    count: 2,
    holds: 'any card',
    attack: false,
    block: 'no; cards here cannot be attacked either (other magic may still target them)',
  },
  shield: {
    name: 'Shield',
    count: 3,
    holds: 'any card',
    attack: false,
    block: 'attacks on your tower or wizard',
  },
  forward: {
    name: 'Forward',
    count: 5,
    holds: 'any card',
    attack: true,
    block: 'only with the Guardian keyword',
  },
};

/** The eleven spots, rear row first (J T J, then S S S), then the five forward spots. */
export const PLAY_MAP: readonly Spot[] = [
  { id: 'J1', kind: 'juxtapose', row: 'rear', label: 'J' },
  { id: 'T', kind: 'tower', row: 'rear', label: 'T' },
  { id: 'J2', kind: 'juxtapose', row: 'rear', label: 'J' },
  { id: 'S1', kind: 'shield', row: 'rear', label: 'S' },
  { id: 'S2', kind: 'shield', row: 'rear', label: 'S' },
  { id: 'S3', kind: 'shield', row: 'rear', label: 'S' },
  ...[1, 2, 3, 4, 5].map((n) => ({
    id: `F${n}`,
    kind: 'forward' as const,
    row: 'forward' as const,
    label: 'F',
  })),
];

export const TURN_PHASES: readonly { name: string; summary: string }[] = [
  {
    name: 'Stabilize',
    summary:
      'Settle your hand at five: with six or more, discard down to five (up to three of the discards may go to your mana pool); with four or fewer, draw up to five.',
  },
  {
    name: 'Renew & Reduce',
    summary:
      'Renew every expended card, in the order you like. Then lower the mana drain: to 0 with a tower in play, otherwise by 3.',
  },
  {
    name: 'Draft',
    summary:
      'Either move cards from your deck’s top straight into the mana pool, up to your tower’s draft rating, or draw five and keep three (hand or mana pool), discarding two.',
  },
  {
    name: 'Cast',
    summary:
      'Follow one orbital card in play, if you have any. Cast spells from your hand into legal spots, paying mana by discarding mana-pool cards (one each). Then, with ten or more cards in your mana pool, discard two of them.',
  },
  {
    name: 'Movement',
    summary:
      'Play one of the non-spell cards in front of you, if there are any. Then move up to three cards to other legal empty spots (swaps allowed) and up to three token stacks (not harms) between your cards.',
  },
  {
    name: 'Attack',
    summary:
      'Make one attack, and an extra one for each complete set of three cards sitting in the mana pool.',
  },
  {
    name: 'Stabilize & Wound',
    summary:
      'Settle your hand at five again. Every Harm token on your cards becomes a Wound on that card.',
  },
];

/** Stat lines [attack/might]: a wizard with no tower, and a corporeal card printed without one. */
export const WIZARD_STATS = { attack: 0, might: 7 } as const;
export const DEFAULT_STATS = { attack: 0, might: 1 } as const;
/** Without a tower, every 7 damage on the wizard is one Harm on the wizard. */
export const WIZARD_DAMAGE_PER_HARM = 7;

export const CREATURE_COSTS = {
  minion: { min: 0, max: 3 },
  monster: { min: 4, max: 6 },
  demigod: { min: 7, max: Infinity },
} as const;

export type CardType =
  | 'minion'
  | 'monster'
  | 'demigod'
  | 'ritual'
  | 'implement'
  | 'artifact'
  | 'locus'
  | 'celestial'
  | 'orbital';
export const CREATURE_TYPES: readonly CardType[] = ['minion', 'monster', 'demigod'];
export const SPELL_TYPES: readonly CardType[] = [
  'minion',
  'monster',
  'demigod',
  'ritual',
  'implement',
  'artifact',
  'locus',
];
export const NON_SPELL_TYPES: readonly CardType[] = ['celestial', 'orbital'];
export const CARD_TYPES: readonly CardType[] = [...SPELL_TYPES, ...NON_SPELL_TYPES];

/** A legal deck of magic at the start of play. */
export const DECK_RULES = {
  total: 60,
  celestial: 6,
  orbital: 4,
  ritual: 5,
  creaturesAtLeast: 15,
} as const;

/** Towers: value 2–7 each, draft rating 2–5; the deck of towers totals 7 to 10 (TW-R1), two to six cards. */
export const TOWER_RULES = {
  valueMin: 2,
  valueMax: 7,
  totalMin: 7,
  totalMax: 10,
  draftMin: 2,
  draftMax: 5,
  cardsMin: 2,
  cardsMax: 6,
} as const;

/** The shared draft deck: these six, three copies each (18), plus six more per wizard beyond two. */
export const DRAFT_CARDS: readonly {
  readonly number: number;
  readonly coin: 'bronze' | 'silver' | 'gold';
}[] = [
  { number: 1, coin: 'bronze' },
  { number: 2, coin: 'bronze' },
  { number: 3, coin: 'silver' },
  { number: 4, coin: 'silver' },
  { number: 5, coin: 'gold' },
  { number: 6, coin: 'gold' },
];
export const draftDeckSize = (wizards: number): number =>
  DRAFT_CARDS.length * 3 + DRAFT_CARDS.length * Math.max(0, wizards - 2);

export const SPELLBOOKS: readonly {
  name: string;
  wizard: string;
  element: string;
  sign: string;
}[] = [
  {
    name: 'Scrolls of the Blind Preacher',
    wizard: 'White',
    element: 'Earth',
    sign: 'the Blinding Sun',
  },
  { name: 'Records of the Dream Storm', wizard: 'Blue', element: 'Water', sign: 'the Silver Moon' },
  {
    name: 'Journals of the Distant Wildfire',
    wizard: 'Red',
    element: 'Fire',
    sign: 'the Dark Comet',
  },
];

/** Parts the design document names but leaves empty (TODO) or without rules. */
export const UNDEFINED_SECTIONS: readonly string[] = [
  'Invasion setup (a game type the document lists as TODO)',
  'Spellbook expansion packs beyond their contents (3 towers, 2 orbitals, 10 spells)',
  'The Light token pool (listed with the other pools, but no rule uses it)',
  'Most of the game-mechanic summaries at the end of the document are headings with no text (only draft and draw are written)',
  'The card lists of the three core decks and the elemental packs',
];
