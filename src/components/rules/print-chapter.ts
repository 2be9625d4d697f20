/**
 * The all-rules print page holds every chapter of a game on one page. Each chapter's rendered
 * HTML is rewritten so it can live there:
 * - widgets (our custom elements) and scripts are dropped: paper gets the static tables only;
 * - ids get the chapter as a prefix, so "overview" in two chapters cannot collide, and the
 *   references to them (href="#…", aria-*) follow;
 * - links to a chapter of the same rulebook become links to its place on this page;
 * - landmarks named in every chapter (the licence note) get the chapter in their name.
 */
import { WIDGET_PREFIXES } from '../../games/index.ts';
import { escapeRegExp } from '../../lib/text.ts';

/**
 * A section that only introduces a widget (its heading and paragraphs, then the widget: "Try
 * it… roll a test right here") makes no sense on the print page without the widget, so the
 * heading and paragraphs go with it, as the typeset rulebook folds them (generators/rulebook).
 */
const WIDGET_INTRO = new RegExp(
  // (?:(?!</x>)[\\s\\S])* never runs past the element's end, so no other content is swallowed.
  `<div class="sl-heading-wrapper level-h\\d">(?:(?!<\\/div>)[\\s\\S])*<\\/div>(?:\\s*<p>(?:(?!<\\/p>)[\\s\\S])*<\\/p>)*\\s*(?=<(?:${WIDGET_PREFIXES.map(escapeRegExp).join('|')})[a-z-]+\\b)`,
  'g',
);

/**
 * A widget element of any registered game, with its content: built from the registry's prefixes,
 * so a new game's widgets cannot leak onto the print page.
 */
const WIDGET = new RegExp(
  `<((?:${WIDGET_PREFIXES.map(escapeRegExp).join('|')})[a-z-]+)\\b[^>]*>[\\s\\S]*?<\\/\\1>`,
  'g',
);
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;

/** The anchor of a chapter on the print page, and of an id inside it. */
export const chapterAnchor = (page: string): string => `ch-${page}`;
export const innerAnchor = (page: string, id: string): string => `${page}--${id}`;

export interface ChapterContext {
  /** The chapter's page name ("tests", "index"). */
  readonly page: string;
  readonly game: string;
  /** Every chapter on the print page. */
  readonly chapters: readonly string[];
  /** The base path links were written with ("/" or "/tower-press/"). */
  readonly base: string;
  /** The chapter's title, to tell apart landmarks every chapter has (the page name without it). */
  readonly title?: string;
}

/** A landmark named by aria-label: every chapter's licence note is one, under the same name. */
const NAMED_LANDMARK = /(<(?:aside|nav|section|form)\b[^>]*?\saria-label=")([^"]*)"/g;

export function rewriteChapterHtml(html: string, ctx: ChapterContext): string {
  const here = (id: string) => innerAnchor(ctx.page, id);
  const pages = new Set(ctx.chapters);
  const prefixes = [...new Set([`${ctx.base.replace(/\/$/, '')}/${ctx.game}/`, `/${ctx.game}/`])];

  /** "/wizards-tower/tests/#how-many-dice" → "#tests--how-many-dice", if tests is a chapter here. */
  const localTarget = (href: string): string | undefined => {
    for (const prefix of prefixes) {
      if (!href.startsWith(prefix)) continue;
      const m = /^([^/#?]*)\/?(?:#(.*))?$/.exec(href.slice(prefix.length));
      if (!m) return undefined;
      const page = m[1] || 'index';
      if (!pages.has(page)) return undefined;
      return m[2] ? `#${innerAnchor(page, m[2])}` : `#${chapterAnchor(page)}`;
    }
    return undefined;
  };

  return (
    html
      .replace(WIDGET_INTRO, '')
      .replace(WIDGET, '')
      .replace(SCRIPT, '')
      .replace(/\sid="([^"]+)"/g, (_, id: string) => ` id="${here(id)}"`)
      // One page holds every chapter: a landmark's name says which chapter it belongs to, so a
      // screen reader's list of landmarks tells the nine "Licence" notes apart.
      .replace(
        NAMED_LANDMARK,
        (_, start: string, name: string) => `${start}${name}: ${ctx.title ?? ctx.page}"`,
      )
      .replace(
        /\s(aria-describedby|aria-labelledby|aria-controls|for)="([^"]+)"/g,
        (_, attr: string, ids: string) => ` ${attr}="${ids.split(/\s+/).map(here).join(' ')}"`,
      )
      .replace(/\shref="([^"]*)"/g, (whole, href: string) => {
        if (href.startsWith('#')) return ` href="#${here(href.slice(1))}"`;
        const local = localTarget(href);
        return local ? ` href="${local}"` : whole;
      })
  );
}
