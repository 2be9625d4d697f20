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
    holds: 'a tower card; any other card only if its own text names this spot',
    attack: false,
    block: 'no',
  },
  juxtapose: {
    name: 'Juxtapose',
    count: 2,
    holds: 'any card',
    attack: false,
    // TW-R13: the Juxtapose rule wins over Guardian's "from any spot".
    block: 'never, Guardian or not (TW-R13); no attack may target them, though other magic may',
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
      'Hand of six or more: cut it to five; of the cards cut, as many as three may go to the mana pool instead of the discard. Hand of four or fewer: draw until it holds five.',
  },
  {
    name: 'Renew & Reduce',
    summary:
      'First every expended card of yours is renewed (you pick the order). Then the mana drain drops: all the way to 0 if a tower of yours is in play, 3 steps if not.',
  },
  {
    name: 'Draft',
    summary:
      'Pick one. Draw five, keeping three in hand or mana pool (your pick) and discarding two. Or draft through your tower: from the top of your deck, as many cards as its draft value or fewer go straight into the mana pool.',
  },
  {
    name: 'Cast',
    summary:
      'Orbitals first: with any in play, carry out the text of one of them. Then cast spells: each goes from your hand into a legal spot. Pay their mana with mana-pool cards: each discarded card gives 1. Last, a mana pool of ten or more loses two cards of your choice.',
  },
  {
    name: 'Movement',
    summary:
      'A non-spell card waiting in front of you? One of them must now be played. After that, up to three cards may shift to other legal empty spots (a swap is allowed), and up to three token stacks (one to five tokens of one kind) may pass between your cards; Harms never move.',
  },
  {
    name: 'Attack',
    summary: 'One attack is yours, plus one for each full three cards your mana pool holds.',
  },
  {
    name: 'Stabilize & Wound',
    summary:
      'The hand is settled as in Stabilize. Then each Harm token on a card of yours is swapped for a Wound on that card.',
  },
];

/** What moves the counter on the mana-drain track, and by how much (mana.ts applies it). */
export const DRAIN_STEPS: readonly { when: string; track: string; ruling?: string }[] = [
  { when: 'You activate an effect, whatever it costs (0 included)', track: 'one step forward' },
  {
    when: 'You draft cards into the mana pool through your tower',
    track: 'one step forward per card',
    ruling: 'TW-R9',
  },
  {
    when: 'You cast a spell and discard mana-pool cards to pay for it',
    track: 'does not move',
    ruling: 'TW-R10',
  },
  { when: 'Renew & Reduce, with a tower of yours in play', track: 'back to 0' },
  {
    when: 'Renew & Reduce, with no tower of yours in play',
    track: '3 steps back, never below 0',
    ruling: 'TW-R4',
  },
];

/**
 * Who may block, by what the attack targets (the combat tool's mayBlock applies the same rule).
 * TW-R13: a card in a Juxtapose spot never blocks, Guardian or not.
 */
export const BLOCKERS: readonly { target: string; blockers: string }[] = [
  { target: 'A Forward card', blockers: 'a card in a Forward spot that has Guardian' },
  { target: 'A Shield card', blockers: 'any card with Guardian, except one in a Juxtapose spot' },
  {
    target: 'The tower, or the wizard',
    blockers: 'any card in a Shield spot, or any card with Guardian except one in a Juxtapose spot',
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

/**
 * Towers: value 2–7 each, draft rating 2–5; the deck of towers totals 7 to 10 (TW-R1). The
 * document's "two to six" cards cannot reach six: six towers are worth at least 12, so the
 * most a legal deck of towers can hold is five worth 2 each (TW-R1).
 */
export const TOWER_RULES = {
  valueMin: 2,
  valueMax: 7,
  totalMin: 7,
  totalMax: 10,
  draftMin: 2,
  draftMax: 5,
  cardsMin: 2,
  cardsMax: 5,
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
