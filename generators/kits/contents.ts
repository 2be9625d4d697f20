/**
 * What goes into each game's kit, after the cover and the quick reference: the rulebook, then
 * every component, each with how it prints, then the card decks' alignment test; and what
 * players bring that paper cannot give.
 */
import {
  alignmentTestPdf,
  deckMode,
  deckModeShipped,
  deckSize,
  hasRulings,
  isDeckSlug,
  KIT_GAMES,
  kitTextOf,
  isSheetKind,
  printablesOf,
  sheetLabel,
  type SheetKind,
  deckIsDuplex,
  deckPdf,
  mapsPdf,
  prebuiltDeckPath,
  prebuiltPath,
  rulebookPath,
  rulebookPdf,
  sheetPdf,
  type DeckSlug,
  type KitGame,
  type PaperId,
} from './sources.ts';

import type { Sides } from './plan.ts';
export type { Sides } from './plan.ts';

export interface MakeOptions {
  paper: PaperId;
  /** The double-sided edition (decks duplexed), or the one-sided one (decks folded). */
  duplex: boolean;
  /** The seed of the Solo Tower Hack maps. */
  seed: string;
  /** SITE_URL + BASE_PATH, for the links printed on maps and in the rulebook. */
  siteRoot: string | undefined;
}

export interface PartSpec {
  readonly id: string;
  /** A card deck whose cards have backs (duplexed, or folded in the one-sided edition), its alignment test, or another part. */
  readonly kind: 'deck-with-backs' | 'alignment-test' | 'other';
  readonly title: string;
  /** One short line for the cover: what it is, what to do with it. */
  readonly note: (options: MakeOptions) => string;
  /** How it prints in the double-sided edition (in the one-sided one, everything is one-sided). */
  readonly sides: Sides;
  readonly make: (options: MakeOptions) => Promise<Uint8Array>;
  /**
   * Where the site's build has already written these very bytes (same code, same options),
   * so the build can reuse them instead of making them again.
   */
  readonly prebuilt?: (options: MakeOptions) => string | undefined;
}

/** How many Solo Tower Hack maps a kit holds (two to a page). */
export const KIT_MAPS = 6;
/** The maps' seed when none is given: a name, so anyone can rebuild the same towers on the site. */
export const DEFAULT_KIT_SEED = 'print-and-play';

/**
 * How each printable of the game registry is called on the cover, and what it is for (a
 * sheet's name comes from the SHEETS registry).
 */
const PRINTABLE_INFO: Readonly<Record<string, { title?: string; note: string }>> = {
  'wizards-tower': {
    note: 'your wizard’s Ratings, Allies and Quests; copy it for each new wizard',
  },
  figure: { note: 'one wizard figure, with room for spells and notes' },
  'figure-roster': {
    note: 'several figures to a page, for a party or a tournament',
  },
  'heist-scorepad': {
    note: 'two games’ scores a page: tiles, prestige and places',
  },
  'wizards-tower-quest': {
    title: 'Quest deck',
    note: 'the 52 cards and three reference cards, with backs; cut along the marks',
  },
  'tower-wizwar-draft-deck': {
    title: 'Draft deck',
    note: 'the shared draft deck for two wizards, with backs',
  },
  'tower-wizwar-tokens': {
    title: 'Tokens',
    note: 'coins, Harms, Wounds and Expended markers to cut out',
  },
  'tower-wizwar-play-map': {
    title: 'Play map',
    note: 'a wizard’s play map as card-sized spots, to lay out on the table',
  },
  'tower-wizwar-blanks': {
    title: 'Blank cards',
    note: 'spells, towers, celestials and orbitals to fill in by hand',
  },
  'tower-wizwar-sample-spells': {
    title: 'Sample spells',
    note: 'a dozen example spells, four from each spellbook',
  },
  'tower-map': { title: 'Tower maps', note: '' },
};

function info(id: string, title?: string): { title: string; note: string } {
  const found = PRINTABLE_INFO[id];
  if (!found || !(title ?? found.title))
    throw new Error(`the kit does not know how to present the printable "${id}"`);
  return { title: (title ?? found.title)!, note: found.note };
}

const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

function deck(slug: DeckSlug): PartSpec {
  const { title, note } = info(slug);
  const mode = ({ paper, duplex }: MakeOptions) => deckMode(slug, paper, duplex);
  return {
    id: slug,
    kind: deckIsDuplex(slug) ? 'deck-with-backs' : 'other',
    title,
    note: (options) =>
      mode(options).endsWith('fold')
        ? `${note}; fold each sheet on the dashed line, faces out, before cutting`
        : note,
    sides: deckIsDuplex(slug) ? 'long-edge' : 'single',
    make: (options) => deckPdf(slug, options.paper, mode(options)),
    prebuilt: (options) =>
      deckModeShipped(slug, mode(options))
        ? prebuiltDeckPath(slug, options.paper, mode(options))
        : undefined,
  };
}

/**
 * The alignment test of the decks with backs (`cards --test-page`), one for each card size,
 * last in the kit: the face page and its back in the double-sided edition, the fold test in
 * the one-sided one. Printed first on its own, it shows whether backs land behind faces.
 */
function alignmentTests(decks: readonly DeckSlug[]): PartSpec[] {
  const bySize = new Map<string, DeckSlug>();
  for (const slug of decks.filter(deckIsDuplex))
    if (!bySize.has(deckSize(slug))) bySize.set(deckSize(slug), slug);
  return [...bySize].map(([size, slug], i) => ({
    id: i ? `alignment-test-${i + 1}` : 'alignment-test',
    kind: 'alignment-test' as const,
    title: bySize.size > 1 ? `Alignment test (${size} cards)` : 'Alignment test',
    note: ({ duplex }) =>
      duplex
        ? 'print this sheet first, hold it to the light: the crosses show how far card backs sit off their fronts'
        : 'print this page first, fold it, hold it to the light: the crosses show how far the folded backs sit off the fronts',
    sides: 'long-edge',
    make: ({ paper, duplex }) => alignmentTestPdf(slug, paper, deckMode(slug, paper, duplex)),
  }));
}

function sheet(kind: SheetKind): PartSpec {
  const { title, note } = info(kind, capitalised(sheetLabel(kind)));
  return {
    id: kind,
    kind: 'other',
    title,
    note: () => note,
    sides: 'single',
    make: ({ paper }) => sheetPdf(kind, paper),
    prebuilt: ({ paper }) => prebuiltPath(kind, paper, 'flat'),
  };
}

const maps: PartSpec = {
  id: 'maps',
  kind: 'other',
  title: info('tower-map').title,
  note: ({ seed }) => `${KIT_MAPS} towers of seed “${seed}”, two to a page; one map per run`,
  sides: 'single',
  make: ({ seed, paper, siteRoot }) => mapsPdf(seed, KIT_MAPS, paper, siteRoot),
};

/**
 * The parts of a game's kit after the cover and the quick reference, in print order: the
 * rulebook, then what the game registry lists to print (sheets, card decks, maps), then the
 * decks' alignment test when a deck has backs.
 */
export function partsOf(game: KitGame): PartSpec[] {
  const rulebook: PartSpec = {
    id: 'rulebook',
    kind: 'other',
    title: 'Rulebook',
    note: () =>
      `the rules, with ${hasRulings(game) ? 'contents, rulings and glossary' : 'contents and glossary'}`,
    // Either way works; both sides saves paper and keeps facing pages together.
    sides: 'long-edge',
    make: ({ paper, siteRoot }) => rulebookPdf(game, paper, siteRoot),
    prebuilt: ({ paper }) => rulebookPath(game, paper),
  };
  const { sheets, decks, maps: mapKinds } = printablesOf(game);
  const known = (id: string, ok: boolean) => {
    if (!ok) throw new Error(`${game} lists "${id}" to print, which the kit cannot make`);
    return id;
  };
  const deckSlugs = decks.map((id) => known(id, isDeckSlug(id)) as DeckSlug);
  return [
    rulebook,
    ...sheets.map((id) => sheet(known(id, isSheetKind(id)) as SheetKind)),
    ...deckSlugs.map(deck),
    ...mapKinds.map((id) => (known(id, id === 'tower-map'), maps)),
    ...alignmentTests(deckSlugs),
  ];
}

/** What players bring to the table besides the kit: each game's own list (src/games/<game>/quick-reference.ts). */
export const BRING: Readonly<Record<KitGame, readonly string[]>> = Object.fromEntries(
  KIT_GAMES.map((game) => [game, kitTextOf(game).bring]),
) as Record<KitGame, readonly string[]>;
