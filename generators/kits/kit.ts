/**
 * A print-and-play kit: one PDF per game and paper with a cover (credits, what is inside on
 * which pages, how to print it, what else to bring), a one-page quick reference, the rulebook
 * and every component, joined as vectors by Typst. The same options give the same bytes, in
 * the CLI (`tower-press kit`) and in the site's build (generated/kits/).
 */
import { BRING, DEFAULT_KIT_SEED, partsOf, type Sides } from './contents.ts';
import { KIT_TYPST, TYPST_PAPER } from './kit-document.ts';
import { pdfPageCount } from '../../src/lib/pdf-pages.ts';
import { quickReference } from './quick-reference.ts';
import {
  compileTypst,
  gameCredit,
  printable,
  publicUrl,
  type KitGame,
  type PaperId,
} from './sources.ts';
import { plural } from '../../src/lib/text.ts';

export { DEFAULT_KIT_SEED } from './contents.ts';

export interface KitOptions {
  paper: PaperId;
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
  /** First and last page in the kit, counting from 1. */
  from: number;
  to: number;
  sides: Sides;
  /** Sheets of paper it takes. */
  sheets: number;
}

export interface Kit {
  bytes: Uint8Array;
  pages: number;
  sheets: number;
  /** Cover, quick reference, then every part, in page order. */
  parts: KitPart[];
}

/** The steps of making a kit, for a progress line: each part, then joining them. */
export const kitSteps = (game: KitGame): number => partsOf(game).length + 1;

const PAPER_NAME: Record<PaperId, string> = { a4: 'A4', letter: 'US Letter' };

const sheetsFor = (pages: number, sides: Sides): number =>
  sides === 'single' ? pages : Math.ceil(pages / 2);

const range = (from: number, to: number): string => (from === to ? `${from}` : `${from}–${to}`);

/** The pages of the cover and the quick reference, in front of the parts. */
const FRONT_PAGES = 2;

export async function renderKit(game: KitGame, options: KitOptions): Promise<Kit> {
  const seed = options.seed ?? DEFAULT_KIT_SEED;
  const make = { paper: options.paper, seed, siteRoot: options.siteRoot };
  const specs = partsOf(game);
  const files: Record<string, Uint8Array> = {};
  const parts: KitPart[] = [
    { id: 'cover', title: 'Cover', from: 1, to: 1, sides: 'single', sheets: 1 },
    { id: 'quick-reference', title: 'Quick reference', from: 2, to: 2, sides: 'single', sheets: 1 },
  ];
  const placed: { title: string; file: string; pages: number }[] = [];
  let next = FRONT_PAGES + 1;
  for (const [i, spec] of specs.entries()) {
    const bytes =
      (spec.prebuilt && options.prebuilt?.(spec.prebuilt(options.paper))) ??
      (await spec.make(make));
    const pages = pdfPageCount(bytes);
    const file = `/parts/${i + 1}-${spec.id}.pdf`;
    files[file] = bytes;
    placed.push({ title: spec.title, file, pages });
    parts.push({
      id: spec.id,
      title: spec.title,
      from: next,
      to: next + pages - 1,
      sides: spec.sides,
      sheets: sheetsFor(pages, spec.sides),
    });
    next += pages;
    options.progress?.(i + 1, specs.length + 1);
  }
  const pages = next - 1;
  const sheets = parts.reduce((n, p) => n + p.sheets, 0);
  const credit = gameCredit(game);
  const printSeed = printable(seed);
  const twoSided = parts.filter((p) => p.sides === 'long-edge');
  const cardParts = twoSided.filter((p) => p.id !== 'rulebook');
  const own = parts.filter((p) => p.from > FRONT_PAGES);
  const pagesOf = (list: KitPart[]) =>
    `${list.length > 1 ? 'Pages' : list[0]!.from === list[0]!.to ? 'Page' : 'Pages'} ${list.map((p) => range(p.from, p.to)).join(', ')} (${list.map((p) => p.title.toLowerCase()).join(', ')})`;
  const oneSided = own.filter((p) => p.sides === 'single');
  const printing = [
    `Print at actual size (100 %, “no scaling”), not “fit to page”, on ${PAPER_NAME[options.paper]} paper.`,
    `Pages ${range(1, FRONT_PAGES)} (this cover and the quick reference): one-sided; keep the quick reference at the table.`,
    ...parts
      .filter((p) => p.id === 'rulebook')
      .map(
        (p) =>
          `${pagesOf([p])}: double-sided, flipped on the long edge; one-sided works too, on ${plural(p.to - p.from + 1, 'sheet')}.`,
      ),
    ...(cardParts.length
      ? [
          `${pagesOf(cardParts)}: double-sided, flipped on the long edge. Fronts and backs alternate page by page, so each back lands behind its front; print the first two pages of a deck as a test and hold the sheet up to the light.`,
        ]
      : []),
    ...(oneSided.length ? [`${pagesOf(oneSided)}: one-sided.`] : []),
    `In all: ${plural(pages, 'page')} on ${plural(sheets, 'sheet')} of paper.`,
  ];
  const rows = parts.map((p, i) => ({
    pages: range(p.from, p.to),
    title: p.title,
    note:
      i === 0
        ? 'what is inside and how to print it'
        : i === 1
          ? 'the numbers you look up most, on one page'
          : specs[i - FRONT_PAGES]!.note({ ...make, seed: printSeed }),
    print: p.sides === 'single' ? 'one-sided' : 'double-sided, long edge',
    sheets: p.sheets,
  }));
  const kitData = {
    documentTitle: `${credit.title}: print-and-play kit (${PAPER_NAME[options.paper]})`,
    title: credit.title,
    subtitle: `Print-and-play kit · ${PAPER_NAME[options.paper]} · ${plural(pages, 'page')}, ${plural(sheets, 'sheet')} of paper`,
    credit: credit.credit,
    licence: credit.licence,
    typstPaper: TYPST_PAPER[options.paper],
    pages: String(pages),
    footer: `${credit.title} · print-and-play kit`,
    rows,
    printing,
    bring: BRING[game],
    site: publicUrl(options.siteRoot, `/${game}/`) ?? null,
    parts: placed,
  };
  const json = (data: unknown) => new TextEncoder().encode(JSON.stringify(data));
  files['/kit.json'] = json(kitData);
  files['/quick-reference.json'] = json(quickReference(game));
  const { pdf: bytes, pages: made } = compileTypst(KIT_TYPST, files);
  options.progress?.(specs.length + 1, specs.length + 1);
  // The cover and the quick reference must each fit one page, or every range above is wrong.
  if (made !== pages)
    throw new Error(
      `the ${game} kit came out with ${made} pages instead of ${pages}: the cover or the quick reference ran over one page`,
    );
  return { bytes, pages, sheets, parts };
}
