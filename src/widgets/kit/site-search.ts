/**
 * What we add to Starlight's search (src/components/Search.astro renders Starlight's own):
 *
 * 1. The button's accessible name is its visible label (axe label-content-name-mismatch, WCAG
 *    2.5.3): Starlight names it with aria-label="Search" while it shows "Search Ctrl K". The
 *    aria-label goes, the label speaks, and the shortcut stays out of the name (the button's
 *    aria-keyshortcuts announces it).
 * 2. The search interface (Pagefind's, about 25 KB gzipped) is made when search is about to be
 *    used, not in every page's idle time, so a page ships at most 45 KB of JS: when the button
 *    is pointed at or focused, or the dialog opens by any way (the button, Ctrl+K or ⌘K, the
 *    404 page's "Search the rules"). Not on Starlight's idle callback: a busy page may never be
 *    idle, and the search box must come at once. The options are Starlight's, as its script
 *    sets them.
 *
 * This module is also what Starlight's own script gets when it imports `@pagefind/default-ui`
 * (an alias in astro.config.mjs): its idle-time `new PagefindUI(…)` then does nothing.
 */
import { pagefindUserConfig } from 'virtual:starlight/pagefind-config';

export class PagefindUI {}

type Result = { url: string; sub_results: Array<{ url: string }> };

const search = document.querySelector<HTMLElement>('site-search');
const button = search?.querySelector('button[data-open-modal]');
button?.removeAttribute('aria-label');
button?.querySelector(':scope > span')?.removeAttribute('aria-hidden');
button?.querySelector(':scope > kbd')?.setAttribute('aria-hidden', 'true');

const dialog = search?.querySelector('dialog');
let made: Promise<void> | undefined;
const make = () =>
  (made ??= (async () => {
    // The package's own file: its bare name leads here.
    // @ts-expect-error: @pagefind/default-ui ships no types.
    const { PagefindUI: Pagefind } = await import('@pagefind/default-ui/npm_dist/mjs/ui-core.mjs');
    const strip = search?.dataset.stripTrailingSlash !== undefined;
    const url = (path: string) => (strip ? path.replace(/(.)\/(#.*)?$/, '$1$2') : path);
    new Pagefind({
      ...pagefindUserConfig,
      element: '#starlight__search',
      baseUrl: import.meta.env.BASE_URL,
      bundlePath: import.meta.env.BASE_URL.replace(/\/$/, '') + '/pagefind/',
      showImages: false,
      showSubResults: true,
      translations: JSON.parse(search?.dataset.translations || '{}'),
      processResult: (result: Result) => {
        result.url = url(result.url);
        for (const sub of result.sub_results) sub.url = url(sub.url);
      },
    });
    // Starlight focuses the search box as the dialog opens, before the box existed.
    if (dialog?.open) search?.querySelector('input')?.focus();
  })());

if (!import.meta.env.DEV) {
  for (const event of ['pointerenter', 'focus'])
    button?.addEventListener(event, () => void make(), { once: true });
  if (dialog)
    new MutationObserver(() => {
      if (dialog.open) void make();
    }).observe(dialog, { attributeFilter: ['open'] });
}
