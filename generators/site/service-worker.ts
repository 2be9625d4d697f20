/**
 * The offline copy of the site: Workbox writes dist/sw.js, which precaches the shell every page
 * needs (pages, scripts, styles, the .woff2 fonts browsers use, icons and the search index)
 * under their content hashes, at most 3 MB, so a first visit on a phone stays light. Right after
 * it, the page stores a second set in the background (src/site/offline.ts): the PDF library and
 * the .woff fonts PDFs made in the browser embed, the deck-file reader and the five all-rules
 * pages, so that "Ready offline" is true of every page and every PDF button. Printable PDFs and
 * card previews are kept the first time they are opened; offline, a preview never kept shows a
 * picture saying it needs a connection. A new deployment installs beside the old one and waits;
 * the page offers to reload (src/widgets/kit/site-updates.ts), so a visitor never gets old and
 * new files mixed.
 *
 * The rulebooks and kits (generated/rules/, generated/kits/) are too large for a first visit:
 * they are kept only when a visitor asks ("Keep for offline", src/widgets/kit/keep-offline.ts), in a
 * cache of their own that the worker answers from first.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import { PRINTABLES_CACHE, PRINTABLES_URL } from '../../src/site/printables.ts';
import {
  LATER_CACHE,
  LATER_HASHED_URL,
  LATER_PAGE_URL,
  LATER_PAGES,
  PRECACHE_SUMMARY_FILE,
  type OfflineSummary,
} from '../../src/site/offline.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
export { PRECACHE_SUMMARY_FILE };
/** The first visit's budget. */
/** 3 MB as the issue and browsers' network panels count it: 3,000,000 bytes. */
export const PRECACHE_BUDGET_BYTES = 3_000_000;
/** Files kept when first opened (PDFs, previews, .woff fonts), not on the first visit. */
export const OPENED_FILES_CACHE = 'tp-opened-files';

/**
 * Kept the first time they are opened, not on the first visit: printable PDFs, PNG previews and
 * decks under generated/. The kits and rulebooks (generated/kits/, generated/rules/) are left to
 * their own "Keep for offline" route and cache.
 */
export const OPENED_FILES_URL = new RegExp(
  '(?:' +
    [
      String.raw`\/generated\/(?!kits\/|rules\/)[^?#]+\.(?:pdf|png|ya?ml)`,
      // The chronicle's typesetter and its button's code: kept the first time a player asks
      // for a chronicle.
      String.raw`\/_astro\/(?:wt-chronicle-make|chronicle-print)\.[^/?#]+\.js`,
    ].join('|') +
    String.raw`)(?:[?#]|$)`,
);

/** Shown in place of a card preview that was never kept, when there is no connection. */
const PREVIEW_OFFLINE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 168"><rect x="1" y="1" width="118" height="166" rx="6" fill="#f4f4f4" stroke="#777" stroke-dasharray="4 3"/><text x="60" y="78" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#333">Preview needs</text><text x="60" y="94" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#333">a connection</text></svg>';

/**
 * Step 2 of the offline copy (src/site/offline.ts): the site's addresses of the PDF library, the
 * .woff fonts, the full Latin web fonts, the deck-file reader and the all-rules pages, with their
 * total size.
 */
export function laterFiles(dist: string, basePath: string): OfflineSummary['later'] {
  const urls: string[] = [];
  let bytes = 0;
  const astro = join(dist, '_astro');
  for (const name of existsSync(astro) ? readdirSync(astro).sort() : []) {
    const url = `${basePath}_astro/${name}`;
    if (!LATER_HASHED_URL.test(url)) continue;
    urls.push(url);
    bytes += statSync(join(astro, name)).size;
  }
  const pages = [
    ...readdirSync(dist)
      .sort()
      .map((dir) => `${dir}/all-rules/`),
    ...LATER_PAGES,
  ];
  for (const page of pages) {
    try {
      bytes += statSync(join(dist, page, 'index.html')).size;
    } catch {
      continue; // not a game folder
    }
    urls.push(`${basePath}${page}`);
  }
  return { urls, bytes };
}

export async function writeServiceWorker(
  dist: string,
  basePath: string,
): Promise<{ count: number; size: number; later: OfflineSummary['later'] }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: dist,
    globPatterns: [
      '**/*.{html,js,css,woff2,svg,webmanifest,json}',
      // The app icons (the PNG previews under generated/ are not on the first visit).
      '*.png',
      // The search index (fragments, index chunks, wasm), whatever its extensions.
      'pagefind/**/*',
    ],
    globIgnores: [
      // The sitemap is for crawlers; generated/ holds PDFs, previews and downloads, kept when opened.
      '**/sitemap*.xml',
      'generated/**',
      SERVICE_WORKER_FILE,
      PRECACHE_SUMMARY_FILE,
      '_headers',
      '_redirects',
      // Pagefind's ready-made interfaces: Starlight bundles its own search UI, no page loads these.
      'pagefind/pagefind-ui.{js,css}',
      'pagefind/pagefind-modular-ui.{js,css}',
      'pagefind/pagefind-component-ui.{js,css}',
      'pagefind/pagefind-highlight.js',
      // The index is English only (pagefind-entry.json): the language-neutral stemmer is never loaded.
      'pagefind/wasm.unknown.pagefind',
      // Step 2, stored by the page right after the shell (laterFiles).
      '_astro/pdfkit-browser.*.js',
      // The chronicle's typesetter and its button's code: only for "Print my chronicle".
      '_astro/wt-chronicle-make.*.js',
      '_astro/chronicle-print.*.js',
      '_astro/tw-deck-file-worker-*.js',
      '_astro/*.woff',
      // The full Latin web fonts: pages draw their characters from the core files.
      '_astro/*-latin-*.woff2',
      '**/all-rules/**',
      ...LATER_PAGES.map((page) => `${page}**`),
    ],
    runtimeCaching: [
      {
        // "Keep for offline": the kits and rulebooks a visitor chose to keep.
        urlPattern: PRINTABLES_URL,
        handler: 'CacheFirst',
        options: { cacheName: PRINTABLES_CACHE },
      },
      {
        // Step 2's hashed files: a name never changes content.
        urlPattern: LATER_HASHED_URL,
        handler: 'CacheFirst',
        // The page stored them with a plain fetch; a module script asks with an Origin header,
        // and servers that answer "Vary: Origin" would otherwise make the stored copy miss.
        options: { cacheName: LATER_CACHE, matchOptions: { ignoreVary: true } },
      },
      {
        // Step 2's pages: the stored copy answers at once; a fresh one is fetched for next time.
        urlPattern: LATER_PAGE_URL,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: LATER_CACHE, matchOptions: { ignoreVary: true } },
      },
      {
        // The cached copy answers at once (offline too); a fresh one is fetched for next time.
        // A card preview never kept, with no connection, is a picture saying so, not an error.
        urlPattern: OPENED_FILES_URL,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: OPENED_FILES_CACHE,
          expiration: { maxEntries: 120 },
          plugins: [{ handlerDidError: previewFallback(PREVIEW_OFFLINE_SVG) }],
        },
      },
    ],
    swDest: `${dist}/${SERVICE_WORKER_FILE}`,
    modifyURLPrefix: { '': basePath },
    // Pages carry their state in the query (?seed=…): any query finds the same precached page.
    ignoreURLParametersMatching: [/.*/],
    directoryIndex: 'index.html',
    // Unknown addresses get the site's own 404 page when offline, not the browser's error.
    navigateFallback: `${basePath}404.html`,
    // The all-rules pages are step 2's, answered by their own route below.
    navigateFallbackDenylist: [/sitemap[^/]*\.xml$/, /\/generated\//, /\/all-rules\//],
    maximumFileSizeToCacheInBytes: PRECACHE_BUDGET_BYTES,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  });
  // A pattern matching nothing (no icons or search index in a test's tiny site) is no fault.
  const faults = warnings.filter((w) => !w.includes("doesn't match any files"));
  if (faults.length) throw new Error(`Service worker: ${faults.join('; ')}`);
  if (size > PRECACHE_BUDGET_BYTES)
    throw new Error(
      `Service worker: the first visit would store ${(size / 1e6).toFixed(2)} MB, over the ${PRECACHE_BUDGET_BYTES / 1e6} MB budget`,
    );
  const later = laterFiles(dist, basePath);
  const summary: OfflineSummary = { files: count, bytes: size, later };
  writeFileSync(join(dist, PRECACHE_SUMMARY_FILE), JSON.stringify(summary));
  return { count, size, later };
}

/**
 * A Workbox plugin callback, written into sw.js as source (so it refers to nothing outside
 * itself but the text it is given): a failed image request gets `svg`, anything else fails as
 * before (a PDF download must never be answered by a picture).
 */
function previewFallback(svg: string): (p: { request: Request }) => Promise<Response | undefined> {
  return new Function(
    'p',
    `return Promise.resolve(p.request.destination === 'image' ? new Response(${JSON.stringify(svg)}, { headers: { 'Content-Type': 'image/svg+xml' } }) : undefined);`,
  ) as (p: { request: Request }) => Promise<Response | undefined>;
}
