/**
 * A game's rulebook as a PDF, typeset by Typst from the same sources as the site's pages.
 * See README.md in this folder for the pieces and the contract with the kits.
 */
import { isLoopbackAddress } from '../../src/site/site.ts';
import { compileTypstSettled, type TypstOutput } from '../typst/compile.ts';
import { loadBookModel } from './models.ts';
import { imposeBooklet } from './impose.ts';
import type { BookModel } from './model.ts';
import { RULEBOOK_TEMPLATE } from './template.ts';

export type RulebookPaper = 'a4' | 'letter';

export interface RulebookOptions {
  paper: RulebookPaper;
  /** A5 pages imposed two to a landscape sheet (half-Letter on Letter), in saddle-stitch order. */
  booklet?: boolean;
  /** SITE_URL + BASE_PATH ("https://games.example.org/tower-press/"), or undefined for no site links. */
  siteUrl?: string;
  /** Called as each step ends (the model, the book, the imposition): done of total. */
  onStep?: (done: number, total: number) => void;
}

const TYPST_PAPER = { a4: 'a4', letter: 'us-letter' } as const;

/** The site's address as the book prints it: none for a machine's own address (the site's rule). */
function printableSite(siteUrl: string | undefined): string {
  if (!siteUrl || isLoopbackAddress(siteUrl)) return '';
  return siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
}

/**
 * A chapter runs on below the one before it, rather than open a new page, when that one's last
 * page is filled less than this far: a new page would leave it holding a few lines.
 */
export const RUN_ON_BELOW = 0.5;

/**
 * Where the template marked a chapter: its beginning (after the page break or the gap above a
 * chapter that runs on), its first page (below its title) and its end, each as a page and how far
 * down the text area (0 to 1); `gap` is the space above a chapter that runs on, as a share of
 * the text area.
 */
interface Mark {
  kind: 'begin' | 'start' | 'end';
  id: string;
  title: string | null;
  page: number;
  fill: number;
  gap: number;
  /** The height of a few lines, as a share of the text area. */
  few: number;
}

/** A booklet's last pages, as the template sets them (see template.ts). */
interface BookletPages {
  sheets: number;
  sides: number;
  paper: string;
  /** The steps on a page of their own, or in short on the back cover, or on the title page. */
  steps: boolean;
  'back-steps': boolean;
  'title-steps': boolean;
  notes: number;
  back: boolean;
}

interface Layout {
  /** Chapters that run on below the last one. */
  runOn: string[];
  /** The last chapter, set a little tighter to pull back a few lines stranded on the book's last page. */
  tight?: string[];
  booklet?: BookletPages;
}

/**
 * The booklet's pages after the book's `pages`, up to a multiple of 4: the blank ones hold how
 * to print and bind it, then notes, with a back cover last. With one page free, the back cover
 * gives the steps in short; with none, the title page does.
 */
export function bookletPages(pages: number, sheetPaper: 'a4' | 'us-letter'): BookletPages {
  const total = Math.ceil(pages / 4) * 4;
  const free = total - pages;
  return {
    sheets: total / 4,
    sides: total / 2,
    paper: sheetPaper === 'a4' ? 'A4' : 'US Letter',
    steps: free >= 2,
    'back-steps': free === 1,
    'title-steps': free === 0,
    notes: Math.max(0, free - 2),
    back: free >= 1,
  };
}

/**
 * The layout the marks of a pass call for, given the one it was typeset with: which chapters
 * run on, what a booklet adds. A chapter's choice depends on where the one before it ended, and
 * changing it moves every chapter after it. So the choices are made in order on a model of the
 * pass (each chapter as long as it was, moved as a whole), and the next pass checks them.
 * Choices up to `settled` chapters are kept (a page reference that moved a line cannot undo
 * them); each pass settles at least one more.
 */
function nextLayout(
  marks: readonly Mark[],
  previous: Layout,
  settled: number,
  booklet: 'a4' | 'us-letter' | null,
): { layout: Layout; settled: number } {
  const at = (m: Mark) => m.page + m.fill;
  const of = (kind: Mark['kind']) => marks.filter((m) => m.kind === kind);
  const [begins, ends] = [of('begin'), of('end')];
  const runOn: string[] = [];
  let changed = -1;
  // Where the chapter before ends: as typeset until a choice differs from the pass's, then modelled.
  let end = at(ends[0]!);
  for (let i = 1; i < ends.length; i++) {
    const { id, gap } = ends[i]!;
    const had = previous.runOn.includes(id);
    const fill = end - Math.floor(end);
    const wanted = i < settled ? had : fill < RUN_ON_BELOW;
    if (wanted) runOn.push(id);
    if (wanted !== had && changed < 0) changed = i;
    if (changed < 0) end = at(ends[i]!);
    else {
      const begin = wanted ? end + gap : fill === 0 ? end : Math.floor(end) + 1;
      end = begin + at(ends[i]!) - at(begins[i]!);
    }
  }
  const layout: Layout = { runOn };
  // Nothing runs on below the last chapter: if its last page would hold a few lines, the
  // chapter is set tighter, once every other choice is settled.
  const last = ends.at(-1)!;
  if (previous.tight || (changed < 0 && last.fill < last.few)) layout.tight = [last.id];
  // The book's last page, as typeset or as modelled.
  if (booklet) layout.booklet = bookletPages(Math.floor(end - 1e-9), booklet);
  return { layout, settled: changed < 0 ? ends.length : changed + 1 };
}

export interface TypesetBook extends TypstOutput {
  /** Each chapter's first page (then "Printing this booklet" in a booklet's edition). */
  chapters: { title: string; page: number }[];
}

/**
 * Typesets a book model on one paper size; for a booklet's pages, `booklet` names the sheet
 * they are imposed on, and the book gets its last pages (bookletPages).
 */
export function typesetBook(
  model: BookModel,
  paper: 'a4' | 'us-letter' | 'a5' | 'us-statement',
  siteUrl: string | undefined,
  booklet: 'a4' | 'us-letter' | null = null,
): TypesetBook {
  const small = paper === 'a5' || paper === 'us-statement';
  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const inputs = { paper, 'body-size': small ? '9' : '10', site: printableSite(siteUrl) };
  // Pass by pass: typeset, read where each chapter ended, choose the layout that calls for,
  // until the layout typeset is the one it calls for (two or three passes).
  let layout: Layout = { runOn: [] };
  let settled = 0;
  const done = compileTypstSettled(
    RULEBOOK_TEMPLATE,
    { '/book.json': json(model) },
    { ...inputs, layout: JSON.stringify(layout) },
    'tp-layout',
    (found) => {
      const next = nextLayout(found as Mark[], layout, settled, booklet);
      if (JSON.stringify(next.layout) === JSON.stringify(layout)) return null;
      ({ layout, settled } = next);
      return { ...inputs, layout: JSON.stringify(layout) };
    },
    // A booklet's pages are imposed before they are printed: the hints go on the sheets.
    // Each pass settles one more chapter at least: enough passes for them all.
    {
      print: booklet ? {} : { duplex: 'long' },
      maxPasses: model.chapters.length + model.appendices.length + 2,
    },
  );
  const chapters = (done.found as Mark[])
    .filter((m) => m.kind === 'start')
    .map((m) => ({ title: m.title ?? m.id, page: m.page }));
  return { pdf: done.pdf, pages: done.pages, chapters };
}

/** Typesets a book model in one edition: the PDF and its page count (for a booklet, sheet sides). */
export function renderModel(model: BookModel, options: RulebookOptions): TypstOutput {
  const total = options.booklet ? 3 : 2;
  const sheet = TYPST_PAPER[options.paper];
  if (!options.booklet) {
    const book = typesetBook(model, sheet, options.siteUrl);
    options.onStep?.(2, total);
    return { pdf: book.pdf, pages: book.pages };
  }
  // The booklet: the book set on half sheets, then imposed two pages to a sheet side.
  const small = typesetBook(
    model,
    options.paper === 'a4' ? 'a5' : 'us-statement',
    options.siteUrl,
    sheet,
  );
  options.onStep?.(2, total);
  const booklet = imposeBooklet(
    small.pdf,
    small.pages,
    sheet,
    `${model.title} — Rules (booklet)`,
    small.chapters,
  );
  options.onStep?.(3, total);
  return booklet;
}

/** The rulebook PDF and its page count (pages of paper for the booklet: sheet sides). */
export async function renderRulebookWithPages(
  game: string,
  options: RulebookOptions,
): Promise<TypstOutput> {
  const model = await loadBookModel(game);
  options.onStep?.(1, options.booklet ? 3 : 2);
  return renderModel(model, options);
}

/** The rulebook PDF, byte-identical for the same inputs. */
export async function renderRulebook(game: string, options: RulebookOptions): Promise<Uint8Array> {
  return (await renderRulebookWithPages(game, options)).pdf;
}
