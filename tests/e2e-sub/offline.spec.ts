/**
 * At the table with no signal: after one visit the service worker has the site's pages,
 * scripts, styles, fonts and search index (at most 3 MB, with a "Ready offline" note), so every
 * page opens, the widgets of each game work, the Monte Carlo workers start and search answers,
 * all with the network switched off. PDFs, previews and the PDF maker are kept the first time
 * they are used, and then work offline too.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { builtPages, expect, test } from '../e2e/fixtures.ts';

test.use({ serviceWorkers: 'allow' });

/** Visit the home page once, wait until the service worker controls it, then cut the network. */
async function visitThenGoOffline(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('./');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
}

test('the first visit stores at most 3 MB, says so while it downloads, then "Ready offline"', async ({
  page,
}) => {
  await page.goto('./');
  const note = page.locator('#tp-offline');
  await expect(note).toHaveAttribute('role', 'status');
  await expect(note).toContainText('Ready offline', { timeout: 60_000 });
  const stored = await page.evaluate(async () => {
    let bytes = 0;
    let files = 0;
    const names = (await caches.keys()).filter((n) => n.startsWith('workbox-precache'));
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        bytes += (await (await cache.match(request))!.arrayBuffer()).byteLength;
        files++;
      }
    }
    const urls = (await Promise.all(names.map(async (n) => (await caches.open(n)).keys())))
      .flat()
      .map((r) => r.url);
    return { bytes, files, urls };
  });
  test.info().annotations.push({
    type: 'first visit',
    description: `${stored.files} files, ${(stored.bytes / 1024 / 1024).toFixed(2)} MB`,
  });
  expect(stored.bytes).toBeLessThanOrEqual(3_000_000);
  expect(stored.files).toBeGreaterThan(40);
  // What the first visit leaves out: printables and previews, .woff fonts, Pagefind's unused UI.
  const leftOut = stored.urls.filter((u) =>
    /\/generated\/|\.woff(\?|$)|pagefind-(component-|modular-)?ui\./.test(u),
  );
  expect(leftOut).toEqual([]);
  expect(stored.urls.some((u) => u.endsWith('.woff2') || u.includes('.woff2?'))).toBe(true);
  expect(stored.urls.some((u) => u.includes('/pagefind/pagefind.js'))).toBe(true);
  // The note goes away by itself.
  await expect(note).toHaveCount(0, { timeout: 15_000 });
});

test('every page opens offline after one visit, and the network really is off', async ({
  page,
  context,
  pageProblems,
}) => {
  test.setTimeout(180_000);
  await visitThenGoOffline(page, context);
  // The print-the-whole-rulebook pages are kept when first opened (their chapters are pages here).
  for (const path of builtPages('dist-sub').filter((p) => !p.endsWith('/all-rules/'))) {
    await page.goto(`.${path}`);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
  // Card previews (generated/…png) are kept when first seen, not on the first visit: a page never
  // opened online shows them as missing (with their alt text). Anything else missing is a fault.
  const previews = pageProblems.filter((p) => /^request failed: .*\/generated\/.*\.png /.test(p));
  const unexplained = pageProblems.filter((p) => !previews.includes(p));
  const loadErrors: string[] = unexplained.filter(
    (p) => p === 'console error: Failed to load resource: net::ERR_FAILED',
  );
  expect(loadErrors.length).toBeLessThanOrEqual(previews.length);
  expect(
    unexplained.filter((p) => !loadErrors.includes(p)),
    'every page came whole from the offline copy',
  ).toEqual([]);
  pageProblems.length = 0;
  // Something the site never had is not there: proof that nothing above came from the network.
  const fetched = await page.evaluate(() =>
    fetch('https://tower.example/not-cached.json').then(
      () => 'fetched',
      () => 'failed',
    ),
  );
  expect(fetched).toBe('failed');
  // That failure was the point; it is not a problem of the site's.
  pageProblems.length = 0;
});

test('offline: a roll of the dice tester and a Monte Carlo batch in its workers', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await visitThenGoOffline(page, context);
  await page.goto('./wizards-tower/dice-tester/?seed=offline&dice=3');
  await expect(page.locator('wt-dice-tester')).toHaveAttribute('data-ready', '');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.locator('wt-dice-tester [data-status]')).toContainText('Dice:');

  await page.goto('./wizards-tower/monte-carlo/');
  const mc = page.locator('wt-monte-carlo');
  await expect(mc).toHaveAttribute('data-ready', '');
  await mc.getByLabel('Months').fill('12');
  await mc.getByLabel('Seed').fill('offline');
  await mc.getByRole('button', { name: 'Run' }).click();
  await expect(mc.locator('[data-status]')).toContainText('Done in', { timeout: 150_000 });
});

test('offline: a Solo Tower Hack map and a figure sheet made in the browser', async ({
  page,
  context,
}) => {
  // The PDF maker and its fonts are kept the first time a PDF is made: make one online.
  await page.goto('./');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('./solo-tower-hack/tower/?seed=online');
  await expect(page.locator('sth-tower')).toHaveAttribute('data-ready', '');
  await Promise.all([
    page.waitForEvent('download'),
    page.locator('sth-tower').getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  await context.setOffline(true);
  await page.goto('./solo-tower-hack/tower/?seed=offline');
  const tower = page.locator('sth-tower');
  await expect(tower).toHaveAttribute('data-ready', '');
  const [map] = await Promise.all([
    page.waitForEvent('download'),
    tower.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(map.suggestedFilename()).toMatch(/\.pdf$/);

  await page.goto('./wizard-figures/figure-builder/');
  const builder = page.locator('tft-figure-builder');
  await expect(builder).toHaveAttribute('data-ready', '');
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: /Download figure sheet/ })
      .first()
      .click(),
  ]);
  expect(sheet.suggestedFilename()).toMatch(/\.pdf$/);
});

test('offline: Tower-WizWar deck check, Heist scoring, a PDF opened once, and search', async ({
  page,
  context,
}) => {
  // A printable PDF is not on the first visit: it is kept when first opened.
  await page.goto('./heist/scoring/');
  const pdfUrl = await page.evaluate(
    () => [...document.querySelectorAll<HTMLAnchorElement>('a[href$=".pdf"]')][0]!.href,
  );
  await visitThenGoOffline(page, context);
  await context.setOffline(false);
  await page.evaluate((url) => fetch(url).then((r) => r.arrayBuffer()), pdfUrl);
  await context.setOffline(true);
  await page.goto('./tower-wizwar/tools/');
  const validator = page.locator('tw-deck-validator');
  await expect(validator).toHaveAttribute('data-ready', '');
  await validator.getByRole('button', { name: 'Check the deck' }).click();
  await expect(validator.locator('[data-result]')).toContainText('Legal');

  await page.goto('./heist/scoring/');
  const heist = page.locator('heist-scoring');
  await expect(heist).toHaveAttribute('data-ready', '');
  await heist.getByLabel('Name of thief 1', { exact: true }).fill('Ann');
  await expect(heist.getByLabel('Name of thief 1', { exact: true })).toHaveValue('Ann');

  const pdf = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      head: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)),
    };
  }, pdfUrl);
  expect(pdf).toMatchObject({ status: 200, head: '%PDF-' });

  await page.goto('./wizards-tower/');
  await page.getByRole('button', { name: /search/i }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('teleport');
  await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible();
});
