/**
 * A game's rulebook as a PDF, typeset by Typst from the same sources as the site's pages.
 * See README.md in this folder for the pieces and the contract with the kits.
 */
import { isLoopbackAddress } from '../../src/site/site.ts';
import { compileTypst, type TypstOutput } from '../typst/compile.ts';
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

/** Typesets a book model on one paper size. */
export function typesetBook(
  model: BookModel,
  paper: 'a4' | 'us-letter' | 'a5' | 'us-statement',
  siteUrl: string | undefined,
): TypstOutput {
  const small = paper === 'a5' || paper === 'us-statement';
  return compileTypst(
    RULEBOOK_TEMPLATE,
    { '/book.json': new TextEncoder().encode(JSON.stringify(model)) },
    {
      paper,
      'body-size': small ? '9' : '10',
      site: printableSite(siteUrl),
    },
  );
}

/** Typesets a book model in one edition: the PDF and its page count (for a booklet, sheet sides). */
export function renderModel(model: BookModel, options: RulebookOptions): TypstOutput {
  const total = options.booklet ? 3 : 2;
  if (!options.booklet) {
    const book = typesetBook(model, TYPST_PAPER[options.paper], options.siteUrl);
    options.onStep?.(2, total);
    return book;
  }
  // The booklet: the book set on half sheets, then imposed two pages to a sheet side.
  const small = typesetBook(model, options.paper === 'a4' ? 'a5' : 'us-statement', options.siteUrl);
  options.onStep?.(2, total);
  const booklet = imposeBooklet(
    small.pdf,
    small.pages,
    TYPST_PAPER[options.paper],
    `${model.title} — Rules (booklet)`,
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
