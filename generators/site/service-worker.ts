/**
 * The offline copy of the site: Workbox writes dist/sw.js, which precaches every page, script,
 * style, font, image, PDF and search file of this build under their content hashes. A new
 * deployment installs beside the old one and waits; the page offers to reload
 * (src/widgets/site-updates.ts), so a visitor never gets old and new files mixed.
 *
 * The rulebooks and kits (generated/rules/, generated/kits/) are too large for a first visit:
 * they are left out of the precache and kept only when a visitor asks ("Keep for offline",
 * src/widgets/keep-offline.ts), in a cache of their own that the worker answers from first.
 */
import { generateSW } from 'workbox-build';
import { PRINTABLES_CACHE, PRINTABLES_URL } from '../../src/lib/printables.ts';

export const SERVICE_WORKER_FILE = 'sw.js';

export async function writeServiceWorker(
  dist: string,
  basePath: string,
): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: dist,
    // Everything, .woff fonts included: PDFs made in the browser embed them. The sitemap is for
    // crawlers. The rulebooks are large and only for those who print: not on the first visit.
    globPatterns: ['**/*'],
    globIgnores: [
      '**/sitemap*.xml',
      SERVICE_WORKER_FILE,
      '_headers',
      '_redirects',
      'generated/rules/**',
      'generated/kits/**',
    ],
    runtimeCaching: [
      {
        urlPattern: PRINTABLES_URL,
        handler: 'CacheFirst',
        options: { cacheName: PRINTABLES_CACHE },
      },
    ],
    swDest: `${dist}/${SERVICE_WORKER_FILE}`,
    modifyURLPrefix: { '': basePath },
    // Pages carry their state in the query (?seed=…): any query finds the same precached page.
    ignoreURLParametersMatching: [/.*/],
    directoryIndex: 'index.html',
    // Unknown addresses get the site's own 404 page when offline, not the browser's error.
    navigateFallback: `${basePath}404.html`,
    navigateFallbackDenylist: [/sitemap[^/]*\.xml$/],
    maximumFileSizeToCacheInBytes: 20 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  });
  if (warnings.length) throw new Error(`Service worker: ${warnings.join('; ')}`);
  return { count, size };
}
