/**
 * A game's one-page quick reference for the table, as plain data: blocks of tables and short
 * lists, built in src/games/<game>/quick-reference.ts from the same typed data the rules pages
 * read. The kit typesets it (generators/kits/quick-reference.ts); nothing here draws.
 */

/** A table: `widths` are column weights (0 = as wide as its content). */
export interface TableBlock {
  readonly kind: 'table';
  readonly title: string;
  readonly columns: readonly string[];
  readonly widths: readonly number[];
  readonly rows: readonly (readonly string[])[];
  readonly note?: string;
  /** Height of each body row in mm, for tables meant to be written in (blank rows). */
  readonly rowHeight?: number;
}

export interface ListBlock {
  readonly kind: 'list';
  readonly title: string;
  readonly items: readonly string[];
  /** Numbered (a sequence of steps) rather than bulleted. */
  readonly numbered?: boolean;
}

export type Block = TableBlock | ListBlock;

export interface QuickReference {
  readonly title: string;
  /** Blocks in reading order; `side` ones share a row two by two. */
  readonly blocks: readonly (Block & { readonly side?: boolean })[];
}

/** What a game's own module gives its print-and-play kit. */
export interface KitText {
  /** What players bring to the table besides the kit. */
  readonly bring: readonly string[];
  /** The one-page quick reference (a function: some tables are computed odds). */
  readonly quickReference: () => QuickReference;
}
