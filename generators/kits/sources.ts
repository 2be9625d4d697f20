/**
 * Everything a kit takes from the rest of the project, in one place: the games' titles and
 * credits, the rulebook, and the components (sheets, maps, card decks) rendered by the same
 * code as the CLI's `sheet`, `map` and `cards` commands, so a kit's pages are those files'
 * pages. The rest of generators/kits/ imports only this module.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderDeckPdf } from '../cards/deck-pdf.ts';
import { parseDeck } from '../cards/schema.ts';
import { renderTowerMaps } from '../maps/tower-map-pdf.ts';
import { loadFonts } from '../pdf/fonts-node.ts';
import { withDrawable } from '../pdf/fonts.ts';
import type { PaperId } from '../pdf/paper.ts';
import { PDFDocument } from '../pdf/pdfkit-node.ts';
import { SHIPPED_DECKS } from '../prebuilt-paths.ts';
export { prebuiltDeckPath, prebuiltPath } from '../prebuilt-paths.ts';
import { renderBlank } from '../prebuilt-sheets.ts';
import { renderRulebook } from '../rulebook/index.ts';
import { generateLayouts } from '../../src/games/solo-tower-hack/layout.ts';

export { PAPER_IDS, type PaperId } from '../pdf/paper.ts';
export { codePoints, SEED_MAX } from '../../src/lib/seed-text.ts';
export { compileTypst, TypstError } from '../typst/compile.ts';

/** The games that have a kit, in the site's order. */
export const KIT_GAMES = [
  'wizards-tower',
  'solo-tower-hack',
  'tower-wizwar',
  'wizard-figures',
  'heist',
] as const;
export type KitGame = (typeof KIT_GAMES)[number];
export const isKitGame = (text: string): text is KitGame =>
  (KIT_GAMES as readonly string[]).includes(text);

/** A game's name and the credit its pages carry, as printed on the kit's cover. */
export interface GameCredit {
  readonly title: string;
  /** Who made the game and what this kit is to it, in one or two sentences. */
  readonly credit: string;
  /** The licence line, or null when the kit is only "compatible with" the game. */
  readonly licence: string | null;
}

export const GAME_CREDITS: Readonly<Record<KitGame, GameCredit>> = {
  'wizards-tower': {
    title: "The Wizard's Tower",
    credit:
      "Adapted from The Wizard's Tower © 2025 Mick Hand (iGM4u.com). The rules are retold in our own words, with rulings for the unclear spots.",
    licence:
      'Licensed under CC BY-SA 4.0 (creativecommons.org/licenses/by-sa/4.0); this adaptation is shared under the same licence.',
  },
  'solo-tower-hack': {
    title: 'Solo Tower Hack',
    credit:
      'Solo Tower Hack v0.2 is by Ben Nelson (zincgames.com), a variant of Solo Dungeon Bash by BookRanger. This kit describes the game in our own words and is compatible with it; get the rules sheet from its authors.',
    licence: null,
  },
  'tower-wizwar': {
    title: 'Tower-WizWar',
    credit:
      'Tower-WizWar is an unfinished design document published on wishray.net. This kit summarises it in our own words and is compatible with it; see the original for the designer’s text.',
    licence: null,
  },
  'wizard-figures': {
    title: 'The Fantasy Trip: Wizard figures',
    credit:
      'The Fantasy Trip: Wizard is by Steve Jackson, published by Steve Jackson Games (sjgames.com). This kit is compatible with it and not affiliated with its publisher; the full rules are in the publisher’s book.',
    licence: null,
  },
  heist: {
    title: "10 Minute Heist: The Wizard's Tower",
    credit:
      '10 Minute Heist: The Wizard’s Tower is published by Daily Magic Games (dailymagicgames.com), who hold all rights. This kit is compatible with the game and holds player aids only; buy the game from the publisher.',
    licence: null,
  },
};

/** Site path of a rulebook's A4 or Letter edition (a contract: the site links it). */
export const rulebookPath = (game: KitGame, paper: PaperId): string =>
  `/generated/rules/${game}-rules-${paper}.pdf`;

/** The rulebook's A4 or Letter edition, as `tower-press rules` writes it. */
export const rulebookPdf = (
  game: KitGame,
  paper: PaperId,
  siteRoot?: string,
): Promise<Uint8Array> => renderRulebook(game, { paper, siteUrl: siteRoot });

/** A blank sheet, flattened (a kit is printed, not filled in on screen). */
export const sheetPdf = (
  kind: 'wizards-tower' | 'figure' | 'figure-roster' | 'heist-scorepad',
  paper: PaperId,
): Promise<Uint8Array> => renderBlank(kind, paper, 'flat');

export type DeckSlug = (typeof SHIPPED_DECKS)[number]['slug'];

/**
 * A shipped deck's card sheets, duplexed for the long edge when the deck has backs (the
 * site's "-long" file), single-sided when it has none (tokens, map spots).
 */
export function deckPdf(slug: DeckSlug, paper: PaperId): Promise<Uint8Array> {
  const shipped = SHIPPED_DECKS.find((d) => d.slug === slug)!;
  const file = fileURLToPath(new URL(`../../${shipped.file}`, import.meta.url));
  const deck = parseDeck(readFileSync(file, 'utf8'), shipped.file);
  const duplex = (shipped.modes as readonly string[]).includes('long') ? 'long' : 'none';
  return renderDeckPdf(PDFDocument, loadFonts(), deck, {
    paper,
    duplex,
    bleed: 0,
    backOffset: { x: 0, y: 0 },
  });
}

/** Whether a shipped deck prints double-sided (fronts and backs on alternate pages). */
export const deckIsDuplex = (slug: DeckSlug): boolean =>
  (SHIPPED_DECKS.find((d) => d.slug === slug)!.modes as readonly string[]).includes('long');

/** Solo Tower Hack maps: `count` towers of one seed, two to a landscape page (map i = stream i). */
export const mapsPdf = (
  seed: string,
  count: number,
  paper: PaperId,
  siteRoot?: string,
): Promise<Uint8Array> =>
  renderTowerMaps(PDFDocument, loadFonts(), generateLayouts(seed, count), {
    paper,
    perPage: 2,
    siteRoot,
  });

/** Text as the fonts can print it: a character they lack becomes "?" (as on the maps). */
export const printable = (text: string): string => withDrawable(text, loadFonts(), 'body');
