/**
 * The offline copy in two steps, as the build (generators/site/service-worker.ts), the service
 * worker and the page (src/widgets/kit/site-updates.ts) agree on them:
 *
 * 1. The shell, precached by the service worker on the first visit (at most 3 MB): every page's
 *    HTML, scripts, styles, the web fonts' core files, icons and the search index.
 * 2. Right after it, in the background: what the in-browser PDFs need (the PDF library and the
 *    .woff fonts they embed), the full Latin web font files (only drawn for rarer characters),
 *    the deck-file reader, the five long all-rules pages and the pages in LATER_PAGES. The page
 *    stores these in LATER_CACHE and only then says "Ready offline".
 *
 * No Node or DOM imports: the build, the worker and the browser all read this.
 */

/** What the build writes beside the worker for the page's progress note. */
export const PRECACHE_SUMMARY_FILE = 'offline-size.json';

export interface OfflineSummary {
  /** Step 1: the precached shell. */
  files: number;
  bytes: number;
  /** Step 2: addresses (base path included) stored in the background, and their total size. */
  later: { urls: string[]; bytes: number };
}

/** The cache step 2 fills; the worker answers from it (see the two patterns below). */
export const LATER_CACHE = 'tp-offline-later';

/** Step 2's files whose names carry a content hash: served cache first. */
export const LATER_HASHED_URL =
  /\/_astro\/(?:pdfkit-browser\.[^/?#]+\.js|tw-deck-file-worker-[^/?#]+\.js|[^/?#]+\.woff|[^/?#]+-latin-[^/?#]+\.woff2)(?:[?#]|$)/;

/**
 * Step 2's pages, served from the cache and refreshed when online: the print-the-whole-rulebook
 * pages, and two long pages with nothing to play at the table (the command-line tool's page and
 * the simulator's Findings), which keep the first visit under its 3 MB.
 */
export const LATER_PAGES = ['cli/', 'wizards-tower/findings/'] as const;
export const LATER_PAGE_URL =
  /\/(?:all-rules|cli|wizards-tower\/findings)\/(?:index\.html)?(?:[?#]|$)/;

/** True for the error a browser gives when a script loaded on demand cannot be fetched. */
export function isLoadFailure(e: unknown): boolean {
  const message = (e as { message?: unknown } | null)?.message;
  return (
    typeof message === 'string' &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch|NetworkError|Load failed/i.test(
      message,
    )
  );
}
