/**
 * The shape of one entry in the game registry (src/games/index.ts). Everything that lists the
 * games (the sidebars, the 404 page, the all-rules print page, the credits, the kits) reads
 * these fields instead of keeping its own list. Plain data only: no print or widget code.
 */
import type { Glossary } from '../lib/glossary.ts';
import type { Ruling, RulingsPage } from '../lib/ruling.ts';
import type { Inline } from '../lib/table-model.ts';

/** A link as the site shows it: the words and where they go. */
export interface Link {
  readonly label: string;
  readonly url: string;
}

/** The licence a source is published under, as the credits name it. */
export interface Licence {
  /** As printed: "CC BY-SA 4.0", "All rights reserved", "Unpublished design". */
  readonly name: string;
  /** The licence text, when there is one to link to. */
  readonly url?: string;
  /** True when adaptations must be shared under the same licence (our adapted pages then are). */
  readonly shareAlike?: boolean;
}

/** Who made the game this site covers, where it comes from, and what we may do with it. */
export interface Credit {
  /** The source work's title, as cited in italics: "The Wizard's Tower". */
  readonly work: string;
  /**
   * What follows the title when it is cited, with its own leading separator: " v0.2",
   * " design document", ", 3rd edition".
   */
  readonly edition?: string;
  /** The people who wrote it, in credit order; empty when the source names nobody. */
  readonly authors: readonly string[];
  /** Copyright year, where the source states one. */
  readonly year?: number;
  /** The publisher, when the credits name a publisher rather than the authors. */
  readonly publisher?: Link;
  /** Where the source is published: the author's or publisher's site the pages link to. */
  readonly source: Link;
  /** The work this one is a variant of, and who made that. */
  readonly basedOn?: { readonly work: string; readonly by: Link };
  /** Other people the source thanks, in its order. */
  readonly thanks?: readonly string[];
  /** Another place to get the source. */
  readonly alsoAt?: Link;
  readonly licence: Licence;
  /**
   * How far along the source is, with its article, said before its edition when it names no
   * authors or publisher: "an unfinished" (design document).
   */
  readonly status?: string;
  /** What the site's pages do with the source, said after the credit on each page (GameCredit). */
  readonly onOurPages?: Inline;
  /** How this site uses the source, one phrase for the credits table on the home page. */
  readonly use: string;
}

/**
 * What a game offers to print, as plain ids (the print layer's registries map them to code):
 * sheets are `tower-press sheet` kinds and prebuilt blank sheets, decks are shipped card decks
 * (content/cards/<id>.yaml), maps are `tower-press map` layouts.
 */
export interface Printables {
  readonly sheets: readonly string[];
  readonly decks: readonly string[];
  readonly maps: readonly string[];
}

/** One game of the site. */
export interface Game {
  /**
   * The game's folder everywhere: content/<id>/, src/games/<id>/, the site path /<id>/, the
   * sidebar topic. Lower-case words joined by hyphens.
   */
  readonly id: string;
  /** Full title, as the sidebar topic and the game lists show it. */
  readonly title: string;
  /** A shorter name for tight places (file names, running heads); absent when the title is short. */
  readonly shortTitle?: string;
  /** One sentence saying what the game is, for game lists (the 404 page). */
  readonly blurb: string;
  /**
   * The rulebook chapters in reading order, as page names under content/<id>/ ("index" is the
   * overview and comes first; entryId() turns a page name into a content entry id). prev/next,
   * the all-rules print page and the rulebook PDF walk this order.
   */
  readonly rulebook: readonly string[];
  /** Reference pages after the rulebook in the sidebar (glossary, all rules on one page). */
  readonly reference: readonly string[];
  /** Tool pages (widgets, printables) after the reference pages in the sidebar. */
  readonly tools: readonly string[];
  /** The game's glossary (src/games/<id>/glossary.ts); its Glossary page lists it. */
  readonly glossary: Glossary;
  /** The game's rulings (texts in src/games/<id>/rulings.json, read by rulings.ts), if it has a Rulings page. */
  readonly rulings?: readonly Ruling[];
  /** The Rulings page's own text (from the same data file), when the game has rulings. */
  readonly rulingsPage?: RulingsPage;
  /**
   * Prefixes of the custom elements the game's widgets define ("wt-" for <wt-dice-tester>).
   * The all-rules print page drops every element with a registered prefix; unique across games.
   */
  readonly widgetPrefixes: readonly string[];
  /** Credit, source and licence the game's pages and the home page show. */
  readonly credit: Credit;
  readonly printables: Printables;
}
