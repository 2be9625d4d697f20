/**
 * Where the site serves its generated downloads: the shipped card decks (prebuilt sheets, face
 * previews, tabletop images, the deck files) and the packed CLI. Plain paths with no imports,
 * so pages, components and the build steps that write these files agree on them. (Blank sheets:
 * `prebuiltPath` in src/print/sheets/index.ts.)
 */

/** The decks the site ships, and the prebuilt card sheets of each (paper × duplex mode). */
export const SHIPPED_DECKS = [
  {
    slug: 'wizards-tower-quest',
    file: 'content/cards/wizards-tower-quest.yaml',
    modes: ['long', 'fold'],
  },
  {
    slug: 'tower-wizwar-draft-deck',
    file: 'content/cards/tower-wizwar-draft-deck.yaml',
    modes: ['long'],
  },
  { slug: 'tower-wizwar-tokens', file: 'content/cards/tower-wizwar-tokens.yaml', modes: ['none'] },
  {
    slug: 'tower-wizwar-play-map',
    file: 'content/cards/tower-wizwar-play-map.yaml',
    modes: ['none'],
  },
  { slug: 'tower-wizwar-blanks', file: 'content/cards/tower-wizwar-blanks.yaml', modes: ['long'] },
  {
    slug: 'tower-wizwar-sample-spells',
    file: 'content/cards/tower-wizwar-sample-spells.yaml',
    modes: ['long'],
  },
] as const;

export type ShippedDeck = (typeof SHIPPED_DECKS)[number];

/** A prebuilt deck's sheets; `inkSaver`: the variant with outlined backs and no large fills. */
export const prebuiltDeckPath = (
  slug: string,
  paper: string,
  duplex: string,
  inkSaver = false,
): string => `/generated/cards/${slug}-${paper}-${duplex}${inkSaver ? '-ink-saver' : ''}.pdf`;

/** PNG preview of face `index` (see uniqueFaces) of a shipped deck. */
export const facePreviewPath = (slug: string, index: number): string =>
  `/generated/cards/${slug}/face-${index + 1}.png`;

/** A shipped deck's own file, for printing it with other options: /generated/cards/wizards-tower-quest.yaml. */
export const deckFilePath = (slug: string): string => `/generated/cards/${slug}.yaml`;

/**
 * A complete, legal Tower-WizWar deck file for the deck validator to read (no prebuilt sheets:
 * the deck file is the download), served where the shipped decks' files are (deckFilePath).
 */
export const LEGAL_SAMPLE_DECK = {
  slug: 'tower-wizwar-legal-deck',
  file: 'content/cards/tower-wizwar-legal-deck.yaml',
} as const;

/** The sample deck whose cards come from a spreadsheet (examples/csv-deck/): served side by side. */
export const CSV_SAMPLE_DECK = {
  folder: 'examples/csv-deck',
  deck: 'spells.yaml',
  csv: 'spells.csv',
} as const;

/** Where the site serves a file of the sample CSV deck (the deck file and its CSV, one folder). */
export const csvSampleFilePath = (name: string): string => `/generated/cards/csv-deck/${name}`;

/** The tabletop sheet image (up to 10 × 7 cards) of a shipped card deck. */
export const vttSheetPath = (slug: string): string => `/generated/cards/${slug}-tabletop.png`;

/** The packed tower-press CLI (npm install -g it), e.g. /generated/downloads/tower-press-0.1.0.tgz. */
export const cliPackagePath = (version: string): string =>
  `/generated/downloads/tower-press-${version}.tgz`;
