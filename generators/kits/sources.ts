/**
 * Everything a kit takes from the rest of the project, in one place: the games' titles and
 * credits, the rulebook, and the components (sheets, maps, card decks) rendered by the same
 * code as the CLI's `sheet`, `map` and `cards` commands, so a kit's pages are those files'
 * pages. The rest of generators/kits/ imports only this module.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderDeckPdf } from '../../src/print/cards/deck-pdf.ts';
import { layoutFor, type Duplex } from '../../src/print/cards/impose.ts';
import { parseDeck, type Deck } from '../../src/print/cards/schema.ts';
import { renderTowerMaps } from '../../src/print/maps/tower-map-pdf.ts';
import { loadFonts } from '../pdf/fonts-node.ts';
import { withDrawable } from '../../src/print/fonts.ts';
import type { PaperId } from '../../src/print/paper.ts';
import { PDFDocument } from '../pdf/pdfkit-node.ts';
import { SHIPPED_DECKS } from '../../src/site/downloads.ts';
import { PREBUILT_KINDS, SHEETS, type SheetId } from '../../src/print/sheets/index.ts';
export { prebuiltDeckPath } from '../../src/site/downloads.ts';
export { prebuiltPath } from '../../src/print/sheets/index.ts';
import { renderBlank } from '../prebuilt-sheets.ts';
import { renderRulebook } from '../rulebook/index.ts';
import { rulebookPath as rulebookSitePath } from '../rulebook/paths.ts';
import { generateLayouts } from '../../src/games/solo-tower-hack/layout.ts';
import { gameById, GAMES, type GameId } from '../../src/games/index.ts';

export { PAPER, PAPER_IDS, type PaperId } from '../../src/print/paper.ts';
export { DOCUMENT_LANG, FIXED_DATE, type Dated } from '../../src/print/document.ts';
export { publicUrl } from '../../src/site/site.ts';
export { compileTypst, TypstError } from '../typst/compile.ts';

/**
 * The games that have a kit: every registered game, in the site's order. A new game in the
 * registry gets a kit too; the tables keyed by KitGame (BRING, the quick references) fail to
 * type-check until they name it.
 */
export type KitGame = GameId;
export const KIT_GAMES: readonly KitGame[] = GAMES.map((g) => g.id);
export const isKitGame = (text: string): text is KitGame =>
  (KIT_GAMES as readonly string[]).includes(text);

/** A game's name and the credit its pages carry, as printed on the kit's cover. */
export interface GameCredit {
  readonly title: string;
  /** Who made the game and how this kit uses it, in a sentence or two. */
  readonly credit: string;
  /** The licence, or how the kit stands to the game when it only describes it. */
  readonly licence: string;
}

const bare = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');
const names = (list: readonly string[]) =>
  list.length < 3 ? list.join(' and ') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/** The cover's credit, from the game registry's entry (the same facts the site's credits show). */
export function gameCredit(id: KitGame): GameCredit {
  const game = gameById(id);
  const c = game.credit;
  // "The Fantasy Trip: Wizard, 3rd edition, is by…": an edition set off by a comma closes with one.
  const cited = `${c.work}${c.edition ?? ''}${c.edition?.startsWith(',') ? ',' : ''}`;
  const by = c.authors.length
    ? `${c.year ? ` © ${c.year}` : ' is by'} ${names(c.authors)} (${c.source.label})`
    : c.publisher
      ? ` is published by ${c.publisher.label}`
      : ` is published on ${c.source.label}`;
  const basedOn = c.basedOn ? `, a variant of ${c.basedOn.work} by ${c.basedOn.by.label}` : '';
  const compatible = /compatible/i.test(c.use)
    ? ''
    : ` This kit is compatible with ${c.work} and not affiliated with its makers.`;
  const licence = c.licence.url
    ? `Licensed under ${c.licence.name} (${bare(c.licence.url)})${c.licence.shareAlike ? '; our adapted rules are shared under the same licence' : ''}.`
    : `${c.licence.name}.${compatible}${c.trademark ? ` ${c.trademark}` : ''}`;
  return { title: game.title, credit: `${cited}${by}${basedOn}. ${c.use}.`, licence };
}

/** Site path of a rulebook's A4 or Letter edition, as the build writes it. */
export const rulebookPath = (game: KitGame, paper: PaperId): string =>
  rulebookSitePath(game, paper, 'rules');

/** The rulebook's A4 or Letter edition, as `tower-press rules` writes it. */
export const rulebookPdf = (
  game: KitGame,
  paper: PaperId,
  siteRoot?: string,
): Promise<Uint8Array> => renderRulebook(game, { paper, siteUrl: siteRoot });

/** What the game's own module gives its kit: the "bring" list and the quick reference. */
export const kitTextOf = (id: KitGame) => gameById(id).kit;

/** What a game offers to print, as the registry lists it (sheet kinds, deck slugs, map kinds). */
export const printablesOf = (id: KitGame) => gameById(id).printables;

/** Whether a game's rulebook has a Rulings appendix (the game has rulings). */
export const hasRulings = (id: KitGame): boolean => Boolean(gameById(id).rulings?.length);

export type SheetKind = SheetId;
export const isSheetKind = (id: string): id is SheetKind =>
  (PREBUILT_KINDS as readonly string[]).includes(id);
export const isDeckSlug = (id: string): id is DeckSlug => SHIPPED_DECKS.some((d) => d.slug === id);

/** A sheet's name as the SHEETS registry gives it ("wizard sheet", "score pad"). */
export const sheetLabel = (kind: SheetKind): string => SHEETS[kind].label;

/** A blank sheet, flattened (a kit is printed, not filled in on screen). */
export const sheetPdf = (kind: SheetKind, paper: PaperId): Promise<Uint8Array> =>
  renderBlank(kind, paper, 'flat');

export type DeckSlug = (typeof SHIPPED_DECKS)[number]['slug'];

/** A shipped deck, read from its file (beside the packed CLI, or in content/ in the sources). */
function shippedDeck(slug: DeckSlug): Deck {
  const shipped = SHIPPED_DECKS.find((d) => d.slug === slug)!;
  // The packed CLI carries the decks beside it (scripts/build-cli.ts); the sources read content/.
  const packed = new URL(`./${packedDeckName(slug)}`, import.meta.url);
  const file = existsSync(packed)
    ? fileURLToPath(packed)
    : fileURLToPath(new URL(`../../${shipped.file}`, import.meta.url));
  return parseDeck(readFileSync(file, 'utf8'), shipped.file);
}

/** The print layout of a shipped deck in a kit's edition: how its backs are printed. */
export type DeckMode = Extract<Duplex, 'long' | 'fold' | 'gutter-fold' | 'none'>;

/**
 * How a shipped deck prints in a kit: a deck without backs on one side ("none"); one with backs
 * duplexed for the long edge in the double-sided edition, and in the one-sided edition folded
 * (backs beside the faces, fold on the line): over the top or down the middle, whichever fits
 * more cards on a page (over the top when they tie).
 */
export function deckMode(slug: DeckSlug, paper: PaperId, duplex: boolean): DeckMode {
  if (!deckIsDuplex(slug)) return 'none';
  if (duplex) return 'long';
  const size = shippedDeck(slug).size;
  const perPage = (mode: DeckMode) =>
    layoutFor(size, { paper, bleed: 0, duplex: mode, backOffset: { x: 0, y: 0 } }).faces.length;
  return perPage('gutter-fold') > perPage('fold') ? 'gutter-fold' : 'fold';
}

const NO_OFFSET = { x: 0, y: 0 };

/**
 * A shipped deck's card sheets in a print mode (see deckMode), as the site's file of that mode
 * (`cards --fill-blanks`: a deck with a blank card ends on a full sheet).
 */
export function deckPdf(slug: DeckSlug, paper: PaperId, mode: DeckMode): Promise<Uint8Array> {
  const deck = shippedDeck(slug);
  return renderDeckPdf(PDFDocument, loadFonts(), deck, {
    paper,
    duplex: mode,
    bleed: 0,
    backOffset: NO_OFFSET,
    fillBlanks: deck.blank !== undefined,
  });
}

/** Whether the site's build writes a shipped deck's sheets in this mode (and so a kit can reuse them). */
export const deckModeShipped = (slug: DeckSlug, mode: DeckMode): boolean =>
  (SHIPPED_DECKS.find((d) => d.slug === slug)!.modes as readonly string[]).includes(mode);

/**
 * The alignment test of a shipped deck's layout (`cards --test-page`, no cards): crosses where
 * the faces and backs of its cards meet, and a 100 mm ruler; a face page and a back page when
 * duplexed, one page when folded. Decks of one card size share it.
 */
export function alignmentTestPdf(
  slug: DeckSlug,
  paper: PaperId,
  mode: DeckMode,
): Promise<Uint8Array> {
  const deck = shippedDeck(slug);
  return renderDeckPdf(
    PDFDocument,
    loadFonts(),
    { ...deck, cards: [] },
    { paper, duplex: mode, bleed: 0, backOffset: NO_OFFSET, testPage: true },
  );
}

/** A shipped deck's card size in millimetres, "63 × 88 mm". */
export const deckSize = (slug: DeckSlug): string => {
  const { width, height } = shippedDeck(slug).size;
  return `${width} × ${height} mm`;
};

/** Where the packed CLI keeps a shipped deck's file, beside the compiled CLI. */
export const packedDeckName = (slug: string): string => `decks/${slug}.yaml`;

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
