/**
 * The service worker and the large printables: rulebooks and kits stay out of the first
 * visit's precache, and are answered from the cache "Keep for offline" fills.
 */
import { expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPENED_FILES_CACHE, writeServiceWorker } from '../../generators/site/service-worker.ts';
import {
  bookletPath,
  kitPath,
  printablePaths,
  PRINTABLES_CACHE,
  PRINTABLES_URL,
  rulesPath,
} from '../../src/site/printables.ts';
import { LATER_CACHE, LATER_HASHED_URL, LATER_PAGE_URL } from '../../src/site/offline.ts';

test(
  'rulebooks and kits are not precached, and are served from the printables cache',
  { timeout: 120_000 },
  async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sw-printables-'));
    const files = ['index.html', 'generated/sheets/figure-a4.pdf', kitPath('heist', 'a4').slice(1)];
    files.push(rulesPath('heist', 'a4').slice(1), bookletPath('heist', 'letter').slice(1));
    for (const f of files) {
      mkdirSync(join(dist, f, '..'), { recursive: true });
      writeFileSync(join(dist, f), f);
    }
    const { count } = await writeServiceWorker(dist, '/tower-press/');
    // Only the page: the blank sheet is kept when first opened (OPENED_FILES_CACHE), the kit
    // and rulebooks when the visitor asks (PRINTABLES_CACHE).
    expect(count).toBe(1);
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
    expect(sw).toContain('/tower-press/index.html');
    expect(sw).not.toMatch(/url:"[^"]*generated\//);
    expect(sw).toContain(PRINTABLES_CACHE);
    expect(sw).toContain(OPENED_FILES_CACHE);
  },
);

test('the printables route takes every kit and rulebook edition, under any base path, and nothing else', () => {
  for (const base of ['', '/tower-press'])
    for (const path of printablePaths('wizards-tower'))
      expect(PRINTABLES_URL.test(`https://x.example${base}${path}`), path).toBe(true);
  expect(printablePaths('heist')).toHaveLength(8);
  for (const other of [
    '/generated/sheets/figure-a4.pdf',
    '/generated/kits/heist-kit-a4.json',
    '/generated/kits/heist-kit-a4.pdf?fresh=1',
  ])
    expect(PRINTABLES_URL.test(`https://x.example${other}`), other).toBe(false);
});

test(
  'the PDF library, its .woff fonts, the full Latin web fonts, the deck reader and the all-rules pages are step 2, not the first precache',
  { timeout: 60_000 },
  async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sw-later-'));
    const files = [
      'index.html',
      'heist/index.html',
      'heist/all-rules/index.html',
      '_astro/sheet-pdfs.abc123.js',
      '_astro/pdfkit-browser.def456.js',
      '_astro/tw-deck-file-worker-ghi789.js',
      '_astro/source-sans-3-latin-400-normal.jkl.woff',
      '_astro/source-sans-3-latin-400-normal.mno.woff2',
      '_astro/source-sans-3-400-normal-core.pqr.woff2',
    ];
    for (const f of files) {
      mkdirSync(join(dist, f, '..'), { recursive: true });
      writeFileSync(join(dist, f), f);
    }
    const { count, later } = await writeServiceWorker(dist, '/tower-press/');
    // The pages, the small chunk that asks for the library, and the core .woff2 the pages draw.
    expect(count).toBe(4);
    expect(later.urls).toEqual([
      '/tower-press/_astro/pdfkit-browser.def456.js',
      '/tower-press/_astro/source-sans-3-latin-400-normal.jkl.woff',
      '/tower-press/_astro/source-sans-3-latin-400-normal.mno.woff2',
      '/tower-press/_astro/tw-deck-file-worker-ghi789.js',
      '/tower-press/heist/all-rules/',
    ]);
    expect(later.bytes).toBe(
      later.urls.reduce(
        (n, u) =>
          n +
          (u.endsWith('/') ? 'heist/all-rules/index.html' : u.slice('/tower-press/'.length)).length,
        0,
      ),
    );
    const summary = JSON.parse(readFileSync(join(dist, 'offline-size.json'), 'utf8'));
    expect(summary).toEqual({ files: 4, bytes: expect.any(Number), later });
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
    expect(sw).toContain(LATER_CACHE);
    expect(sw).not.toMatch(/url:"[^"]*(pdfkit-browser|all-rules|\.woff"|-latin-[^"]*\.woff2")/);
    expect(sw).toMatch(/url:"[^"]*-core\.pqr\.woff2"/);
    // A preview never kept answers offline with a picture that says so.
    expect(sw).toContain('Preview needs');
    for (const u of later.urls)
      expect(
        LATER_HASHED_URL.test(`https://x.example${u}`) ||
          LATER_PAGE_URL.test(`https://x.example${u}`),
        u,
      ).toBe(true);
  },
);
