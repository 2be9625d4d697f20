/**
 * The offline copy of the site: Workbox writes dist/sw.js, which precaches what every page
 * needs (pages, scripts, styles, the .woff2 fonts browsers use, icons and the search index)
 * under their content hashes, at most 3 MB, so a first visit on a phone stays light. PDFs,
 * card previews and the .woff fonts (only PDFs made in the browser embed those) are kept the
 * first time they are opened. A new deployment installs beside the old one and waits; the page
 * offers to reload (src/widgets/kit/site-updates.ts), so a visitor never gets old and new files mixed.
 *
 * The rulebooks and kits (generated/rules/, generated/kits/) are too large for a first visit:
 * they are kept only when a visitor asks ("Keep for offline", src/widgets/kit/keep-offline.ts), in a
 * cache of their own that the worker answers from first.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import { PRINTABLES_CACHE, PRINTABLES_URL } from '../../src/site/printables.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
/** What the first visit stores, for the page's progress note: { files, bytes }. */
export const PRECACHE_SUMMARY_FILE = 'offline-size.json';
/** The first visit's budget. */
/** 3 MB as the issue and browsers' network panels count it: 3,000,000 bytes. */
export const PRECACHE_BUDGET_BYTES = 3_000_000;
/** Files kept when first opened (PDFs, previews, .woff fonts), not on the first visit. */
export const OPENED_FILES_CACHE = 'tp-opened-files';

/**
 * Kept the first time they are opened, not on the first visit: printable PDFs, PNG previews and
 * decks under generated/; what only PDFs made in the browser need (the PDF library and the
 * .woff fonts it embeds); and the long print-the-whole-rulebook pages, whose chapters are
 * precached one page each anyway. The kits and rulebooks (generated/kits/, generated/rules/)
 * are left to their own "Keep for offline" route and cache.
 */
export const OPENED_FILES_URL = new RegExp(
  '(?:' +
    [
      String.raw`\/generated\/(?!kits\/|rules\/)[^?#]+\.(?:pdf|png|ya?ml)`,
      String.raw`\/_astro\/[^/?#]+\.woff`,
      String.raw`\/_astro\/pdfkit-browser\.[^/?#]+\.js`,
      String.raw`\/_astro\/(?:wt-chronicle-make|chronicle-print)\.[^/?#]+\.js`,
      String.raw`\/_astro\/tw-deck-file-worker-[^/?#]+\.js`,
      String.raw`\/all-rules\/(?:index\.html)?`,
    ].join('|') +
    String.raw`)(?:[?#]|$)`,
);

export async function writeServiceWorker(
  dist: string,
  basePath: string,
): Promise<{ count: number; size: number }> {
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
      // Kept when first opened (OPENED_FILES_URL).
      '_astro/pdfkit-browser.*.js',
      // The chronicle's typesetter and its button's code: only for "Print my chronicle".
      '_astro/wt-chronicle-make.*.js',
      '_astro/chronicle-print.*.js',
      // The Tower-WizWar deck-file reader (a YAML parser, 144 KB): needed only when a player
      // chooses a deck file, and heavier than anything else a first visit would keep.
      '_astro/tw-deck-file-worker-*.js',
      '**/all-rules/**',
    ],
    runtimeCaching: [
      {
        // "Keep for offline": the kits and rulebooks a visitor chose to keep.
        urlPattern: PRINTABLES_URL,
        handler: 'CacheFirst',
        options: { cacheName: PRINTABLES_CACHE },
      },
      {
        // The cached copy answers at once (offline too); a fresh one is fetched for next time.
        urlPattern: OPENED_FILES_URL,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: OPENED_FILES_CACHE, expiration: { maxEntries: 120 } },
      },
    ],
    swDest: `${dist}/${SERVICE_WORKER_FILE}`,
    modifyURLPrefix: { '': basePath },
    // Pages carry their state in the query (?seed=…): any query finds the same precached page.
    ignoreURLParametersMatching: [/.*/],
    directoryIndex: 'index.html',
    // Unknown addresses get the site's own 404 page when offline, not the browser's error.
    navigateFallback: `${basePath}404.html`,
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
  writeFileSync(join(dist, PRECACHE_SUMMARY_FILE), JSON.stringify({ files: count, bytes: size }));
  return { count, size };
}
