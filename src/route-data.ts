/*
 * Starlight route middleware (runs after starlight-sidebar-topics has narrowed the sidebar to
 * the current game):
 * - prev/next stay inside the sidebar group of the current page, so "Next" walks the rulebook
 *   chapters in reading order and never jumps into the tools;
 * - pages whose headings come from typed data rather than Markdown (Rulings, Glossary) get
 *   those headings in "On this page"; so does a game's first page for its "Print and play"
 *   section (PrintAndPlay.astro).
 */
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';
import { GAMES, entryId } from './games/index.ts';
import type { Ruling } from './lib/ruling.ts';
import { termAnchor, type Glossary } from './lib/glossary.ts';
import { PRINT_AND_PLAY_HEADING } from './site/printables.ts';

type SidebarEntry = StarlightRouteData['sidebar'][number];
type SidebarLink = Extract<SidebarEntry, { type: 'link' }>;
type TocItem = NonNullable<StarlightRouteData['toc']>['items'][number];

/** Rulings pages, by entry id: RulingsList renders each ruling as an h2 anchored by its lower-cased id. */
const RULINGS_PAGES: Record<string, readonly Ruling[]> = Object.fromEntries(
  GAMES.flatMap((g) => (g.rulings ? [[entryId(g.id, 'rulings'), g.rulings]] : [])),
);

/** Glossary pages, by entry id: the Glossary component heads each term with an h2, sorted by name. */
const GLOSSARY_PAGES: Record<string, Glossary> = Object.fromEntries(
  GAMES.map((g) => [entryId(g.id, 'glossary'), g.glossary]),
);

const links = (entries: readonly SidebarEntry[]): SidebarLink[] =>
  entries.flatMap((e) => (e.type === 'link' ? [e] : links(e.entries)));

/** The innermost group holding the current page, or undefined for a page outside any group. */
function currentGroup(entries: readonly SidebarEntry[]): SidebarEntry[] | undefined {
  for (const e of entries) {
    if (e.type !== 'group') continue;
    const inner = currentGroup(e.entries);
    if (inner) return inner;
    if (e.entries.some((c) => c.type === 'link' && c.isCurrent)) return e.entries;
  }
  return undefined;
}

/** prev/next within the current group; frontmatter prev/next (if any) still wins. */
export function paginateWithinGroup(route: StarlightRouteData): void {
  const group = currentGroup(route.sidebar);
  if (!group) return;
  const pages = links(group);
  const at = pages.findIndex((l) => l.isCurrent);
  if (at < 0) return;
  const { prev, next } = route.entry.data;
  if (prev === undefined) route.pagination.prev = pages[at - 1];
  if (next === undefined) route.pagination.next = pages[at + 1];
}

/** Headings that a component renders from data, appended to the page's table of contents. */
export function dataHeadings(id: string): TocItem[] {
  const rulings = RULINGS_PAGES[id];
  if (rulings)
    return rulings.map((r) => ({
      depth: 2,
      slug: r.id.toLowerCase(),
      text: `${r.id}: ${r.topic}`,
      children: [],
    }));
  const glossary = GLOSSARY_PAGES[id];
  if (glossary) {
    return [...glossary.terms]
      .sort((a, b) => a.term.localeCompare(b.term, 'en'))
      .map((t) => ({ depth: 2, slug: termAnchor(t.id), text: t.term, children: [] }));
  }
  if (GAMES.some((g) => g.id === id))
    return [{ depth: 2, ...PRINT_AND_PLAY_HEADING, children: [] }];
  return [];
}

/** Each game has a page titled "Rulings" and one titled "Glossary": their tab and search-engine
 *  titles name the game too, so no two pages share a <title>. The home page is just the site. */
const GAME_OF_SHARED_TITLE: Record<string, string> = Object.fromEntries(
  GAMES.flatMap((g) =>
    [entryId(g.id, 'rulings'), entryId(g.id, 'glossary')].map((id) => [id, g.title]),
  ),
);

export function uniqueTitle(route: StarlightRouteData, site: string): void {
  const title = route.head.find((h) => h.tag === 'title');
  if (!title) return;
  const game = GAME_OF_SHARED_TITLE[route.id];
  if (game) title.content = `${route.entry.data.title} · ${game} | ${site}`;
  else if (route.id === '' || route.id === 'index') title.content = site;
}

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  paginateWithinGroup(route);
  uniqueTitle(route, route.siteTitle);
  const extra = dataHeadings(route.id);
  if (extra.length > 0 && route.toc) route.toc.items.push(...extra);
});
