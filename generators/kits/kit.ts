/**
 * A print-and-play kit: one PDF per game, paper and edition with a cover (credits, what is
 * inside on which pages, how to print it, what else to bring), a one-page quick reference, the
 * rulebook and every component, printed as one job. The double-sided edition (long-edge flip)
 * starts every part on the front of a sheet and gives one-sided pages blank backs; the
 * one-sided edition, for printers without duplex, folds its card decks instead. The parts'
 * pages are joined as they are (join.ts), so the rulebook keeps its links, bookmarks and page
 * numbers. The same options give the same bytes, in the CLI (`tower-press kit`) and in the
 * site's build (generated/kits/).
 */
import { PDFDocument } from 'pdf-lib';
import { DEFAULT_KIT_SEED, partsOf, type MakeOptions } from './contents.ts';
import { coverData } from './cover.ts';
import { KIT_TYPST } from './kit-document.ts';
import { joinPdfs, type JoinPage } from './join.ts';
import { planKit, type PageSize, type PlannedPart, type Sides } from './plan.ts';
import { quickReference } from './quick-reference.ts';
import {
  compileTypst,
  DOCUMENT_LANG,
  FIXED_DATE,
  PAPER,
  printable,
  type Dated,
  type KitGame,
  type PaperId,
} from './sources.ts';

export { DEFAULT_KIT_SEED } from './contents.ts';

export interface KitOptions extends Dated {
  paper: PaperId;
  /**
   * The double-sided edition (the default: one job flipped on the long edge), or false for the
   * one-sided edition: decks folded, nothing on the backs, one page a sheet.
   */
  duplex?: boolean;
  /** The Solo Tower Hack maps' seed (other games have no seeded part). */
  seed?: string;
  /** SITE_URL + BASE_PATH: printed as the place to find the game online, never a loopback address. */
  siteRoot?: string;
  /**
   * The bytes of a file the site's build has already written (a site path such as
   * /generated/cards/…pdf), or undefined: parts found there are not made again.
   */
  prebuilt?: (sitePath: string) => Uint8Array | undefined;
  /** Called as each part is made, and when they are joined: (steps done, kitSteps(game)). */
  progress?: (done: number, total: number) => void;
}

/** One part of a kit and where it lies. */
export interface KitPart {
  id: string;
  title: string;
  /** First and last page in the kit, counting from 1, its blank backs included. */
  from: number;
  to: number;
  sides: Sides;
  /** Sheets of paper it takes (the quick reference on the cover's back takes none of its own). */
  sheets: number;
}

export interface Kit {
  bytes: Uint8Array;
  pages: number;
  sheets: number;
  duplex: boolean;
  /** Cover, quick reference, then every part, in page order. */
  parts: KitPart[];
}

/** The steps of making a kit, for a progress line: each part, then joining them. */
export const kitSteps = (game: KitGame): number => partsOf(game).length + 1;

export { BLANK_BACK_TEXT } from './cover.ts';

/** Each page's size in points, as the part's PDF gives it. */
async function pageSizes(bytes: Uint8Array): Promise<PageSize[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((p) => [p.getWidth(), p.getHeight()] as const);
}

export async function renderKit(game: KitGame, options: KitOptions): Promise<Kit> {
  const duplex = options.duplex ?? true;
  const seed = options.seed ?? DEFAULT_KIT_SEED;
  const make: MakeOptions = { paper: options.paper, seed, siteRoot: options.siteRoot, duplex };
  const specs = partsOf(game);
  const made: { bytes: Uint8Array; sizes: PageSize[] }[] = [];
  for (const [i, spec] of specs.entries()) {
    const path = spec.prebuilt?.(make);
    const bytes = (path && options.prebuilt?.(path)) || (await spec.make(make));
    made.push({ bytes, sizes: await pageSizes(bytes) });
    options.progress?.(i + 1, specs.length + 1);
  }
  const paper = PAPER[options.paper];
  const page: PageSize = [paper.width, paper.height];
  const plan = planKit(
    [
      { sizes: [page], sides: 'single' },
      { sizes: [page], sides: 'single', onBack: true },
      ...made.map((m, i) => ({
        sizes: m.sizes,
        sides: duplex ? specs[i]!.sides : ('single' as const),
      })),
    ],
    duplex,
  );
  const titles = ['Cover', 'Quick reference', ...specs.map((s) => s.title)];
  const ids = ['cover', 'quick-reference', ...specs.map((s) => s.id)];
  const parts: KitPart[] = plan.parts.map((p: PlannedPart, i) => ({
    id: ids[i]!,
    title: titles[i]!,
    from: p.from,
    to: p.to,
    sides: i < 2 || !duplex ? 'single' : specs[i - 2]!.sides,
    sheets: p.sheets,
  }));
  const kit = { pages: plan.pages, sheets: plan.sheets, duplex, parts };
  const kitData = coverData(game, { ...make, seed: printable(seed) }, kit, specs, plan.blanks);
  const json = (data: unknown) => new TextEncoder().encode(JSON.stringify(data));
  const front = compileTypst(KIT_TYPST, {
    '/kit.json': json(kitData),
    '/quick-reference.json': json(quickReference(game)),
  });
  // The cover and the quick reference must each fit one page, or every range above is wrong.
  if (front.pages !== 2 + plan.blanks.length)
    throw new Error(
      `the ${game} kit’s cover and quick reference came out on ${front.pages - plan.blanks.length} pages instead of 2: one of them ran over its page`,
    );
  // Source 0 is the kit's own pages (cover, quick reference, blank backs); source i + 1 is part i.
  const pages: JoinPage[] = plan.slots.map((slot) =>
    'blank' in slot
      ? { source: 0, page: 2 + slot.blank }
      : slot.part < 2
        ? { source: 0, page: slot.part }
        : { source: slot.part - 1, page: slot.page },
  );
  const book = specs.findIndex((s) => s.id === 'rulebook');
  const bookPart = parts[book + 2]!;
  const afterBook = bookPart.from - 1 + made[book]!.sizes.length;
  const bytes = await joinPdfs([front.pdf, ...made.map((m) => m.bytes)], pages, {
    title: kitData.documentTitle,
    author: 'Tower Press',
    date: options.date ?? FIXED_DATE,
    lang: DOCUMENT_LANG,
    duplex: duplex ? 'DuplexFlipLongEdge' : 'Simplex',
    bookmarks: parts.map((p, i) => ({
      title: p.title,
      page: p.from - 1,
      ...(i === book + 2 && { childrenOf: book + 1 }),
    })),
    // The kit's pages are "Kit 1", "Kit 2"…; the rulebook's are numbered as it prints them.
    labels: [
      { page: 0, prefix: 'Kit ', start: 1 },
      { page: bookPart.from - 1, source: book + 1 },
      ...(afterBook < kit.pages ? [{ page: afterBook, prefix: 'Kit ', start: afterBook + 1 }] : []),
    ],
  });
  options.progress?.(specs.length + 1, specs.length + 1);
  return { bytes, ...kit };
}
