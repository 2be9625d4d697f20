/**
 * A rules table as data: what the rules page (src/components/rules/RulesTable.astro) and the
 * rulebook (generators/rulebook/table-element.ts) both render, so neither types a caption, a
 * heading or a cell. Each game builds its models in src/games/<game>/tables.ts from its data.
 */

/** Text in a table: plain text, numbers, runs of parts, and a few parts with a role. */
export type Inline = string | number | readonly Inline[] | InlinePart;

export type InlinePart =
  /** A link to a site path (the book turns it into a link inside the PDF). */
  | { readonly link: string; readonly text: Inline }
  /** A short form with its long form (an `abbr` on the site; the short form on paper). */
  | { readonly abbr: string; readonly text: Inline }
  /**
   * A rounded figure whose exact value the site reveals on focus or tap; paper prints the figure.
   * A figure that is a chance may carry it as `bar` (0 to 1): the site draws a bar under the
   * figure, for the eye only, striped when it is the chance of a band or better (`atLeast`).
   */
  | {
      readonly shown: string;
      readonly exact: string;
      readonly how?: string;
      readonly bar?: OddsBar;
    }
  /** Text the site styles apart (a class of the page's stylesheet); paper prints it plainly. */
  | { readonly style: string; readonly text: Inline }
  /** A symbol beside words that say the same: screen readers skip it, paper prints it. */
  | { readonly symbol: string }
  /** Words about using the screen ("tap a figure …"): only the site shows them. */
  | { readonly screen: Inline }
  /** Emphasis (a title in running text). */
  | { readonly em: Inline }
  /** The title of a cited work (set in italics). */
  | { readonly cite: Inline };

/** A chance drawn as a bar beside its figure. */
export interface OddsBar {
  readonly p: number;
  readonly atLeast?: boolean;
}

/** A body cell: its text, or its text spanning several columns (set centred). */
export type Cell = Inline | { readonly span: number; readonly text: Inline };

export interface TableModel {
  readonly caption: Inline;
  /** The one header row. */
  readonly head: readonly Inline[];
  readonly rows: readonly (readonly Cell[])[];
  /** The column whose cells head their rows (the name a reader looks a row up by), if any. */
  readonly rowHeader?: number;
  /** Columns of figures, set flush right in the header and the body. */
  readonly numeric?: readonly number[];
  /** A sentence after the table (the rulings that apply, a rule for later years). */
  readonly note?: Inline;
}

export const isSpanned = (c: Cell): c is { readonly span: number; readonly text: Inline } =>
  typeof c === 'object' && c !== null && 'span' in c;

/**
 * The words of an inline as a reader of the page sees them (`screen`: on the site, with the words
 * about the screen; otherwise as on paper). Exact values hidden until focus are left out.
 */
export function inlineText(x: Inline, screen = false): string {
  if (typeof x === 'string') return x;
  if (typeof x === 'number') return String(x);
  if (Array.isArray(x)) return x.map((p) => inlineText(p, screen)).join('');
  const part = x as InlinePart;
  if ('shown' in part) return part.shown;
  if ('symbol' in part) return part.symbol;
  if ('screen' in part) return screen ? inlineText(part.screen, true) : '';
  if ('em' in part) return inlineText(part.em, screen);
  if ('cite' in part) return inlineText(part.cite, screen);
  return inlineText(part.text, screen);
}

/** A list of ruling ids as links, comma-separated: "WT-R4, WT-R27". */
export const idLinks = (ids: readonly string[], href: (id: string) => string): Inline =>
  ids.flatMap((id, i) => [...(i > 0 ? [', '] : []), { link: href(id), text: id }]);
