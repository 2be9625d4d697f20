/** Where the site serves its prebuilt blank sheets (no Node imports: pages link to them). */
import type { SheetMode } from './pdf/fields.ts';
import type { PaperId } from './pdf/paper.ts';

export const PREBUILT_KINDS = ['wizards-tower', 'figure', 'figure-roster', 'heist-scorepad'] as const;
export type PrebuiltKind = (typeof PREBUILT_KINDS)[number];

/** Site path of a prebuilt blank sheet, e.g. /generated/sheets/figure-a4-flat.pdf. */
export const prebuiltPath = (kind: PrebuiltKind, paper: PaperId, mode: SheetMode): string =>
  `/generated/sheets/${kind}-${paper}${mode === 'flat' ? '-flat' : ''}.pdf`;

/** The decks the site ships, and the prebuilt card sheets of each (paper × duplex mode). */
export const SHIPPED_DECKS = [
  { slug: 'wizards-tower-quest', file: 'content/cards/wizards-tower-quest.yaml', modes: ['long', 'fold'] },
  { slug: 'tower-wizwar-draft-deck', file: 'content/cards/tower-wizwar-draft-deck.yaml', modes: ['long'] },
  { slug: 'tower-wizwar-tokens', file: 'content/cards/tower-wizwar-tokens.yaml', modes: ['none'] },
  { slug: 'tower-wizwar-play-map', file: 'content/cards/tower-wizwar-play-map.yaml', modes: ['none'] },
  { slug: 'tower-wizwar-blanks', file: 'content/cards/tower-wizwar-blanks.yaml', modes: ['long'] },
  { slug: 'tower-wizwar-sample-spells', file: 'content/cards/tower-wizwar-sample-spells.yaml', modes: ['long'] },
] as const;

export type ShippedDeck = (typeof SHIPPED_DECKS)[number];

export const prebuiltDeckPath = (slug: string, paper: PaperId, duplex: string): string => `/generated/cards/${slug}-${paper}-${duplex}.pdf`;

/** Cards shown as PNG previews on the deck pages, by id. */
export const PREVIEW_CARDS = [
  { id: 'ace-hearts', template: 'wt-quest', fields: { rank: 'A', suit: 'hearts' }, alt: 'Ace of Hearts: reward Wards; as a Quest card 2 Advantages; in a Tower attack 1 Advantage.' },
  { id: 'jack-clubs', template: 'wt-quest', fields: { rank: 'J', suit: 'clubs' }, alt: 'Jack of Clubs: reward Research; as a Quest card 1 Disadvantage, and an automatic Normal Fail if the dice fall to 0.' },
  { id: 'queen-diamonds', template: 'wt-quest', fields: { rank: 'Q', suit: 'diamonds' }, alt: 'Queen of Diamonds: reward Power; as a Quest card 2 Disadvantages.' },
  { id: 'king-spades', template: 'wt-quest', fields: { rank: 'K', suit: 'spades' }, alt: 'King of Spades: reward a Domain Factor; as a Quest card 3 Disadvantages.' },
  { id: 'phases', template: 'wt-reference', fields: { topic: 'phases' }, alt: 'Reference card: the ten phases of the month.' },
  { id: 'events', template: 'wt-reference', fields: { topic: 'events' }, alt: 'Reference card: the six events.' },
  { id: 'back', template: 'wt-back', fields: {}, alt: 'The back of every card: the four suits and the title.' },
  { id: 'tw-draft-5', template: 'tw-draft', fields: { number: 5 }, alt: 'Draft card 5: gold coin.' },
  { id: 'tw-spell-colossus', template: 'tw-spell', fields: { name: 'Sunstone Colossus', cost: 6, type: 'monster', spellbook: 'Scrolls of the Blind Preacher', element: 'Earth', stats: '4/6', text: ['Slow to wake, slower to fall.'] }, alt: 'Sample spell Sunstone Colossus: a 6-mana Earth monster, 4/6.' },
  { id: 'tw-spell-blank', template: 'tw-spell', fields: {}, alt: 'A blank spell card: name, cost, type, element, spellbook, text and stat line to fill in.' },
  { id: 'tw-tower-blank', template: 'tw-tower', fields: {}, alt: 'A blank tower card: value, draft, attack and Might, text and three wound boxes.' },
  { id: 'tw-spot-tower', template: 'tw-spot', fields: { kind: 'tower' }, alt: 'Play-map spot: the Tower.' },
  { id: 'tw-drain', template: 'tw-drain-track', fields: {}, alt: 'The mana-drain track, steps 0 to 18 with +1 marked every third step.' },
] as const;

export const previewPath = (id: string): string => `/generated/cards/preview-${id}.png`;
