import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  pageWeights,
  starlightBaseline,
  extraScripts,
  extraJsGzip,
} from '../../scripts/page-weight.ts';

// The JS budget, checked on the built site: pages without widgets ship nothing beyond
// Starlight's own scripts, and a widget page adds at most 17 KB gzipped (the Solo Tower Hack
// tower, the heaviest, adds 15.9 KB with its Share button, undo and the offer to resume a saved
// run; about 25 KB in all, of the 45 KB every page must stay under).
const BUDGET = 17 * 1024;
const WIDGET_PAGES = new Set([
  '/wizards-tower/dice-tester/',
  '/wizards-tower/tests/',
  '/solo-tower-hack/tower/',
  '/solo-tower-hack/simulator/',
  '/wizards-tower/wizard-sheet/',
  '/wizard-figures/figure-builder/',
  '/heist/scoring/',
  '/tower-wizwar/tools/',
  '/wizards-tower/simulator/',
  '/wizards-tower/month/',
  '/wizards-tower/companion/',
  '/wizards-tower/monte-carlo/',
]);

const weights = pageWeights();
const baseline = starlightBaseline(weights);

// Our glossary tooltip script is inlined into every rules page, the baseline too, so it is not
// among a page's extra script files: count it here, against the same budget.
const glossaryScript = [
  ...readFileSync('dist/wizards-tower/ratings/index.html', 'utf8').matchAll(
    /<script type="module">([\s\S]*?)<\/script>/g,
  ),
]
  .map((m) => m[1]!)
  .find((code) => code.includes('tp-term--open'));
const GLOSSARY_JS = gzipSync(glossaryScript ?? '', { level: 9 }).length;

test('the glossary tooltip script is on the rules pages and stays tiny', () => {
  expect(glossaryScript, 'tooltip script found inline').toBeTruthy();
  expect(GLOSSARY_JS).toBeLessThanOrEqual(1024);
});

// Every page, Starlight's scripts included: at most 45 KB gzipped of JS in all.
const TOTAL_BUDGET = 45 * 1024;

for (const page of weights) {
  test(`${page.page} stays within the JS budget`, () => {
    expect(page.jsGzip, 'JS in all, gzipped').toBeLessThanOrEqual(TOTAL_BUDGET);
    if (WIDGET_PAGES.has(page.page)) {
      expect(
        extraScripts(page, baseline).length,
        'a widget page loads its widget script',
      ).toBeGreaterThan(0);
      expect(extraJsGzip(page, baseline) + GLOSSARY_JS).toBeLessThanOrEqual(BUDGET);
    } else {
      expect(
        extraScripts(page, baseline),
        'a page without widgets ships only Starlight scripts',
      ).toEqual([]);
    }
  });
}

// What the browser really fetches, dynamic imports made at load or on idle included (Starlight's
// search interface used to load on idle; the companion prefetches its game side): every script
// a page has fetched once it is idle (no request for half a second after load, and again after
// the browser's first idle callback, when idle-time loaders start), gzipped, at most 45 KB in all.
for (const page of weights) {
  test(`${page.page} fetches at most 45 KB of JS, gzipped, by the time it is idle`, async ({
    page: tab,
  }) => {
    const scripts = new Map<string, Promise<number>>();
    tab.on('response', (response) => {
      if (/\.m?js(\?|$)/.test(response.url()) && !scripts.has(response.url()))
        scripts.set(
          response.url(),
          response.body().then(
            (body) => gzipSync(body, { level: 9 }).length,
            () => 0,
          ),
        );
    });
    await tab.goto(page.page, { waitUntil: 'networkidle' });
    await tab.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
    );
    await tab.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts.values());
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(`JS ${page.page} ${(total / 1024).toFixed(1)} KB`);
    expect(total, [...scripts.keys()].join('\n')).toBeLessThanOrEqual(TOTAL_BUDGET);
  });
}
