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
  expect(printablePaths('heist')).toHaveLength(6);
  for (const other of [
    '/generated/sheets/figure-a4.pdf',
    '/generated/kits/heist-kit-a4.json',
    '/generated/kits/heist-kit-a4.pdf?fresh=1',
  ])
    expect(PRINTABLES_URL.test(`https://x.example${other}`), other).toBe(false);
});
