/**
 * A glossary term: defined once, as data, in src/games/<game>/glossary.ts. The Glossary page of
 * each game lists them; a rehype step (src/site/rehype-glossary.ts) links the first use of each
 * term on every page of that game to its definition, with the definition as a tooltip.
 */
export interface GlossaryTerm {
  /** Anchor on the Glossary page (#term-<id>) and key of the term; stable. */
  readonly id: string;
  /** The term as the Glossary page heads it. */
  readonly term: string;
  /**
   * The exact words that count as a use of the term in running text, case-sensitive, matched
   * as whole words. A form starting in lower case also matches with a capital first letter.
   */
  readonly forms: readonly string[];
  /** One or two sentences, our own words; plain text (it also feeds the tooltip). */
  readonly definition: string;
  /** Ruling ids (e.g. "WT-R14") that settle how the term is read. */
  readonly rulings: readonly string[];
  /** The page that treats the term in full, as a site path ("/wizards-tower/tests/"). */
  readonly see?: string;
}

/** A game's glossary: its site folder and terms. */
export interface Glossary {
  /** The game's folder under content/ and its path on the site ("wizards-tower"). */
  readonly game: string;
  /** The Glossary page's description (search results, link previews). */
  readonly description: string;
  readonly terms: readonly GlossaryTerm[];
}

/** The anchor of a term on its game's Glossary page. */
export const termAnchor = (id: string): string => `term-${id}`;

/** The site path of a term's definition ("/wizards-tower/glossary/#term-band"). */
export const termPath = (game: string, id: string): string =>
  `/${game}/glossary/#${termAnchor(id)}`;
