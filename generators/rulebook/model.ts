/**
 * The book model: a game's rulebook as plain JSON data, which the Typst template (template.ts)
 * typesets. Built from the site's pages by book.ts; shipped in the packed CLI as JSON, so the
 * installed `tower-press rules` prints the same book with no content/ folder.
 *
 * Text is data, never markup: Typst reads it with json() and builds content from it, so no
 * character in a rules page can be taken for a Typst command.
 */

/** Where a link goes. `label`: a place in this book; `url`: the web; `site`: a page of our site, linked only when the site's address is known. */
export type Target = { label: string } | { url: string } | { site: string };

export type Inline =
  | string
  | { k: 'strong' | 'em' | 'code'; c: Inline[] }
  | { k: 'link'; to: Target; c: Inline[] }
  /** The printed number of the page a label is on (book.ts places it where a sentence reads it). */
  | { k: 'page'; label: string };

export interface Cell {
  c: Inline[];
  /** Columns the cell spans. */
  span: number;
  header: boolean;
  align: 'start' | 'end' | 'center';
}

export type Block =
  | { k: 'heading'; level: number; c: Inline[]; label: string }
  | { k: 'par'; c: Inline[] }
  | { k: 'list'; ordered: boolean; items: Block[][] }
  | { k: 'terms'; items: { term: Inline[]; desc: Block[] }[] }
  | {
      k: 'table';
      caption: Inline[];
      /** Per column: null sizes to its content, a number is a share of the remaining width. */
      widths: (number | null)[];
      head: Cell[];
      rows: Cell[][];
      /** Whether the table may be too tall for a page (then it is measured, and split if so). */
      mayBreak: boolean;
    }
  /** One line where the site has a widget: what it does, and the page that has it. */
  | { k: 'widget'; does: string; page: string; title: string }
  /** One line where a page tells of the site's own pages (its tools): those pages, and the game's. */
  | { k: 'site-only'; page: string; pages: { name: string; path: string }[] }
  | { k: 'map'; rows: { label: string; name: string; kind: string }[][]; caption: Inline[] }
  | {
      k: 'ruling';
      id: string;
      topic: string;
      source: string;
      ruling: string;
      why: string;
      /** Present when the ruling was looked at again. */
      revisited?: string;
    }
  | {
      k: 'term';
      id: string;
      term: string;
      definition: string;
      see: Target | null;
      rulings: string[];
    };

export interface Chapter {
  /** The page name under content/<game>/ ("tests"); the chapter's label is "ch-" + id. */
  id: string;
  title: string;
  /** The page's site path ("/wizards-tower/tests/"). */
  path: string;
  blocks: Block[];
}

export interface BookModel {
  game: string;
  title: string;
  /** The title for running heads (the registry's short title, or the title). */
  shortTitle: string;
  /** One sentence on the game (the registry's blurb), for a booklet's back cover. */
  blurb: string;
  /** Credits and licence, as the site shows them: paragraphs. */
  credits: Inline[][];
  chapters: Chapter[];
  /** Rulings, then the glossary. */
  appendices: Chapter[];
}

/** Labels of places in the book. */
export const chapterLabel = (page: string): string => `ch-${page}`;
export const rulingLabel = (id: string): string => `ruling-${id.toLowerCase()}`;
export const sectionLabel = (page: string, anchor: string): string => `ch-${page}--${anchor}`;
export const termLabel = (id: string): string => `term-${id}`;
