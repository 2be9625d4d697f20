/** Where the site serves its prebuilt blank sheets (no Node imports: pages link to them). */
import type { SheetMode } from './pdf/fields.ts';
import type { PaperId } from './pdf/paper.ts';

export const PREBUILT_KINDS = ['wizards-tower', 'figure', 'figure-roster', 'heist-scorepad'] as const;
export type PrebuiltKind = (typeof PREBUILT_KINDS)[number];

/** Site path of a prebuilt blank sheet, e.g. /generated/sheets/figure-a4-flat.pdf. */
export const prebuiltPath = (kind: PrebuiltKind, paper: PaperId, mode: SheetMode): string =>
  `/generated/sheets/${kind}-${paper}${mode === 'flat' ? '-flat' : ''}.pdf`;

/** The quest deck's prebuilt card sheets: paper × duplex mode. */
export const PREBUILT_DECK_OPTIONS = [
  { paper: 'a4', duplex: 'long' },
  { paper: 'letter', duplex: 'long' },
  { paper: 'a4', duplex: 'fold' },
  { paper: 'letter', duplex: 'fold' },
] as const;

export const prebuiltDeckPath = (paper: PaperId, duplex: string): string => `/generated/cards/wizards-tower-quest-${paper}-${duplex}.pdf`;

/** The cards shown as PNG previews on the quest deck page. */
export const PREVIEW_CARDS = [
  { id: 'ace-hearts', template: 'wt-quest', fields: { rank: 'A', suit: 'hearts' }, alt: 'Ace of Hearts: reward Wards; as a Quest card 2 Advantages; in a Tower attack 1 Advantage.' },
  { id: 'jack-clubs', template: 'wt-quest', fields: { rank: 'J', suit: 'clubs' }, alt: 'Jack of Clubs: reward Research; as a Quest card 1 Disadvantage, and an automatic Normal Fail if the dice fall to 0.' },
  { id: 'queen-diamonds', template: 'wt-quest', fields: { rank: 'Q', suit: 'diamonds' }, alt: 'Queen of Diamonds: reward Power; as a Quest card 2 Disadvantages.' },
  { id: 'king-spades', template: 'wt-quest', fields: { rank: 'K', suit: 'spades' }, alt: 'King of Spades: reward a Domain Factor; as a Quest card 3 Disadvantages.' },
  { id: 'phases', template: 'wt-reference', fields: { topic: 'phases' }, alt: 'Reference card: the ten phases of the month.' },
  { id: 'events', template: 'wt-reference', fields: { topic: 'events' }, alt: 'Reference card: the six events.' },
  { id: 'back', template: 'wt-back', fields: {}, alt: 'The back of every card: the four suits and the title.' },
] as const;

export const previewPath = (id: string): string => `/generated/cards/preview-${id}.png`;
