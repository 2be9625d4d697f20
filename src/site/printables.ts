/**
 * Where the site serves each game's large printables (a contract: links, tests, the CLI's
 * docs and the service worker rely on these paths), and the cache a visitor keeps them in
 * for offline use. No Node or DOM imports: the build, pages and the browser all read this.
 */

/** The heading of the "Print and play" section on each game's first page, and its anchor. */
export const PRINT_AND_PLAY_HEADING = { slug: 'print-and-play', text: 'Print and play' } as const;

export type PrintPaper = 'a4' | 'letter';
export const PRINT_PAPERS: readonly PrintPaper[] = ['a4', 'letter'];

/**
 * A kit's editions: printed double-sided in one job (flipped on the long edge), or one-sided
 * for printers without duplex (card decks folded, nothing on the backs).
 */
export type KitEdition = 'duplex' | 'no-duplex';
export const KIT_EDITIONS: readonly KitEdition[] = ['duplex', 'no-duplex'];

const editionSuffix = (edition: KitEdition) => (edition === 'duplex' ? '' : `-${edition}`);

/**
 * generated/kits/<game>-kit-<paper>.pdf (double-sided) and <game>-kit-<paper>-no-duplex.pdf
 * (one-sided): cover, quick reference, rulebook and components.
 */
export const kitPath = (game: string, paper: PrintPaper, edition: KitEdition = 'duplex'): string =>
  `/generated/kits/${game}-kit-${paper}${editionSuffix(edition)}.pdf`;
/** The kit's facts (pages, sheets of paper, parts), beside it. */
export const kitFactsPath = (
  game: string,
  paper: PrintPaper,
  edition: KitEdition = 'duplex',
): string => `/generated/kits/${game}-kit-${paper}${editionSuffix(edition)}.json`;
/** The typeset rulebook, A4 or Letter pages. */
export const rulesPath = (game: string, paper: PrintPaper): string =>
  `/generated/rules/${game}-rules-${paper}.pdf`;
/** The rulebook as a booklet: A5 (half-Letter) pages two to a sheet, in saddle-stitch order. */
export const bookletPath = (game: string, paper: PrintPaper): string =>
  `/generated/rules/${game}-booklet-${paper}.pdf`;

/** Every printable file of a game, as the "Keep for offline" button stores them. */
export const printablePaths = (game: string): string[] =>
  PRINT_PAPERS.flatMap((paper) => [
    ...KIT_EDITIONS.map((edition) => kitPath(game, paper, edition)),
    rulesPath(game, paper),
    bookletPath(game, paper),
  ]);

/**
 * The Cache API cache that holds printables kept for offline use. They are too large for the
 * first visit's precache; the service worker answers from this cache (cache first) for any
 * address under generated/rules/ or generated/kits/.
 */
export const PRINTABLES_CACHE = 'tower-press-printables';
/** The addresses the service worker serves from PRINTABLES_CACHE (any base path). */
export const PRINTABLES_URL = /\/generated\/(?:rules|kits)\/[^/]+\.pdf$/;

export interface KitPartFacts {
  title: string;
  from: number;
  to: number;
  sides: 'single' | 'long-edge';
  sheets: number;
}

/** What the site says about a kit: read from the JSON file written beside it. */
export interface KitFacts {
  /** The double-sided edition (one job, long-edge flip), or the one-sided one. */
  duplex: boolean;
  pages: number;
  sheets: number;
  parts: KitPartFacts[];
}
