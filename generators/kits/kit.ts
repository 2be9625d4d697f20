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
import { BRING, DEFAULT_KIT_SEED, partsOf, type MakeOptions, type PartSpec } from './contents.ts';
import { KIT_TYPST, TYPST_PAPER } from './kit-document.ts';
import { joinPdfs, type JoinPage } from './join.ts';
import { planKit, type PageSize, type PlannedPart, type Sides } from './plan.ts';
import { quickReference } from './quick-reference.ts';
import {
  compileTypst,
  gameCredit,
  printable,
  publicUrl,
  type KitGame,
  type PaperId,
} from './sources.ts';
import { PAPER } from '../../src/print/paper.ts';
import { DOCUMENT_LANG, FIXED_DATE } from '../../src/print/document.ts';
import { plural } from '../../src/lib/text.ts';

export { DEFAULT_KIT_SEED } from './contents.ts';

export interface KitOptions {
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

const PAPER_NAME: Record<PaperId, string> = { a4: 'A4', letter: 'US Letter' };

/** What a blank back says, so nobody wonders whether a page failed to print. */
export const BLANK_BACK_TEXT = 'This side intentionally blank';

const range = (from: number, to: number): string => (from === to ? `${from}` : `${from}–${to}`);
const pagesOf = (list: readonly KitPart[]) =>
  `${list.length === 1 && list[0]!.from === list[0]!.to ? 'page' : 'pages'} ${list.map((p) => range(p.from, p.to)).join(', ')}`;

/** Each page's size in points, as the part's PDF gives it. */
async function pageSizes(bytes: Uint8Array): Promise<PageSize[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((p) => [p.getWidth(), p.getHeight()] as const);
}

/** How to print the kit, for the cover: one job, and what the decks' pages need. */
function printingNotes(paper: PaperId, kit: Omit<Kit, 'bytes'>, specs: readonly PartSpec[]) {
  const ofKind = (kind: PartSpec['kind']) =>
    kit.parts.filter((p) => specs.some((s) => s.id === p.id && s.kind === kind));
  const decks = ofKind('deck-with-backs');
  const tests = ofKind('alignment-test');
  const size = `Print at actual size (100 %, “no scaling”), not “fit to page”, on ${PAPER_NAME[paper]} paper.`;
  if (kit.duplex)
    return [
      `Print all pages double-sided, flip on the long edge: one print job, ${plural(kit.pages, 'page')} on ${plural(kit.sheets, 'sheet')} of paper.`,
      size,
      `Every part starts on the front of a sheet; a page meant for one side only has a blank back that says so. The quick reference is on the back of this cover: keep it at the table.`,
      ...(decks.length
        ? [
            `Card decks (${pagesOf(decks)}): each page of fronts is followed by its backs, so every back lands behind its front.${tests.length ? ` To check your printer first, print the last sheet alone (${pagesOf(tests)}, the alignment test) and hold it up to the light.` : ''}`,
          ]
        : []),
    ];
  return [
    `Print all pages one-sided: one print job, ${plural(kit.pages, 'page')} on ${plural(kit.sheets, 'sheet')} of paper. Nothing is printed on the backs.`,
    size,
    ...(decks.length
      ? [
          `Card decks (${pagesOf(decks)}) are laid out to fold: each sheet holds fronts and their backs; fold it on the dashed line, faces out, then cut along the marks.${tests.length ? ` To check the fold first, print the last page alone (${pagesOf(tests)}, the alignment test).` : ''}`,
        ]
      : []),
    'A printer that prints on both sides saves paper with the double-sided edition of this kit.',
  ];
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
  const credit = gameCredit(game);
  const printSeed = printable(seed);
  const printedAs = (part: KitPart, i: number): string => {
    if (!duplex) return specs[i - 2]?.kind === 'deck-with-backs' ? 'one side, folded' : 'one side';
    if (i === 0) return 'front';
    if (i === 1) return 'back of the cover';
    return part.sides === 'single' ? 'front, blank back' : 'both sides';
  };
  const rows = parts.map((p, i) => ({
    pages: range(p.from, p.to),
    title: p.title,
    note:
      i === 0
        ? 'what is inside and how to print it'
        : i === 1
          ? 'the numbers you look up most, on one page'
          : specs[i - 2]!.note({ ...make, seed: printSeed }),
    print: printedAs(p, i),
    sheets: i === 1 && duplex ? '–' : String(p.sheets),
  }));
  const edition = duplex ? 'double-sided' : 'one-sided';
  const kitData = {
    documentTitle: `${credit.title}: print-and-play kit (${PAPER_NAME[options.paper]}, ${edition})`,
    title: credit.title,
    subtitle: `Print-and-play kit · ${PAPER_NAME[options.paper]} · ${edition} · ${plural(kit.pages, 'page')}, ${plural(kit.sheets, 'sheet')} of paper`,
    credit: credit.credit,
    licence: credit.licence,
    typstPaper: TYPST_PAPER[options.paper],
    pages: String(kit.pages),
    footer: `${credit.title} · print-and-play kit`,
    rows,
    printing: printingNotes(options.paper, kit, specs),
    bring: BRING[game],
    site: publicUrl(options.siteRoot, `/${game}/`) ?? null,
    blanks: plan.blanks,
    blankText: BLANK_BACK_TEXT,
  };
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
    date: FIXED_DATE,
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
