/**
 * The pages every game gets from the registry rather than from content/<game>/: its Rulings
 * (when it has rulings), Glossary and all-rules print page. One route each renders them for every
 * game (src/pages/[game]/…), the sidebar lists them (astro.config.mjs) and the rulebook reads
 * their text (generators/rulebook/book.ts).
 */
import type { Game } from './game.ts';
import { entryId } from './index.ts';

export const GENERATED_PAGES = ['rulings', 'glossary', 'all-rules'] as const;
export type GeneratedPage = (typeof GENERATED_PAGES)[number];

/** What Starlight takes as a page's frontmatter, and the page's sidebar label. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly tableOfContents?: false;
  readonly pagefind?: false;
  /** The sidebar's words for the page, when not its title. */
  readonly sidebarLabel?: string;
}

export const isGeneratedPage = (page: string): page is GeneratedPage =>
  (GENERATED_PAGES as readonly string[]).includes(page);

/** The title and description of one of a game's generated pages, or undefined if it has none. */
export function generatedPage(game: Game, page: GeneratedPage): PageMeta | undefined {
  switch (page) {
    case 'rulings':
      return game.rulingsPage && { title: 'Rulings', description: game.rulingsPage.description };
    case 'glossary':
      return { title: 'Glossary', description: game.glossary.description };
    case 'all-rules':
      return {
        title: `${game.title} — all rules`,
        description: `Every chapter of ${game.title} and its rulings on one page, laid out for printing or saving as a PDF.`,
        tableOfContents: false,
        pagefind: false,
        sidebarLabel: 'All rules on one page',
      };
  }
}

/** The frontmatter StarlightPage takes for a generated page (its sidebar label is the sidebar's). */
export function frontmatterOf(meta: PageMeta): Record<string, unknown> {
  const { sidebarLabel: _label, ...frontmatter } = meta;
  return frontmatter;
}

/** Every generated page of every game: the paths of src/pages/[game]/[page].astro. */
export const generatedPaths = (games: readonly Game[]) =>
  games.flatMap((game) =>
    GENERATED_PAGES.flatMap((page) => {
      const meta = generatedPage(game, page);
      return meta ? [{ params: { game: game.id, page }, props: { game, page, meta } }] : [];
    }),
  );

/** The words that open every Glossary page: what it is, then (on screen only) how terms link here. */
export const GLOSSARY_INTRO = {
  text: 'Each term in one place.',
  screen:
    'In the rules pages, the first time a term appears it links here and shows its definition when you point at it, focus it or tap it.',
} as const;

/** A paragraph of page text split at its backquotes: odd pieces are code ("links such as `WT-R3`"). */
export const backquoted = (paragraph: string): { text: string; code: boolean }[] =>
  paragraph.split('`').map((text, i) => ({ text, code: i % 2 === 1 }));

/** A sidebar item: a page of content/ by its entry id, a generated page by its label and address. */
export type SidebarItem = string | { readonly label: string; readonly link: string };

/**
 * A game's sidebar (one topic of starlight-sidebar-topics): the rulebook chapters in reading
 * order, then reference pages, then the tools. prev/next walks the current group only
 * (src/route-data.ts), so "Next" stays within the rulebook.
 */
export function sidebarTopic(game: Game) {
  const item = (page: string): SidebarItem => {
    const meta = isGeneratedPage(page) ? generatedPage(game, page) : undefined;
    return meta
      ? { label: meta.sidebarLabel ?? meta.title, link: `/${game.id}/${page}/` }
      : entryId(game.id, page);
  };
  return {
    id: game.id,
    label: game.title,
    link: `/${game.id}/`,
    items: [
      { label: 'Rulebook', items: game.rulebook.map(item) },
      { label: 'Reference', items: game.reference.map(item) },
      { label: 'Tools', items: game.tools.map(item) },
    ].filter((group) => group.items.length > 0),
  };
}
