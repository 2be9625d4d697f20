/**
 * At the table with no signal: after one visit the service worker has the site's pages,
 * scripts, styles, fonts and search index (at most 3 MB), and right after them the page stores
 * what the in-browser PDFs need and the all-rules pages; only then does it say "Ready offline".
 * From there every page opens, every widget and every PDF button works, and search answers,
 * all with the network switched off. Printable PDFs and card previews are kept the first time
 * they are opened; until then, offline, the page says they need a connection.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Download, Page } from '@playwright/test';
import { builtPages, expect, test } from '../e2e/fixtures.ts';

test.use({ serviceWorkers: 'allow' });

/** Visit the home page once, wait for "Ready offline", then cut the network. */
async function visitThenGoOffline(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('./');
  await expect(page.locator('#tp-offline')).toHaveAttribute('data-done', 'ready', {
    timeout: 90_000,
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
}

/** The first bytes of a download: a PDF starts with "%PDF-". */
async function head(download: Download): Promise<string> {
  return readFileSync((await download.path())!)
    .subarray(0, 5)
    .toString('latin1');
}

test('the first visit stores at most 3 MB, then the PDF maker and all-rules pages, then "Ready offline"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('./');
  const note = page.locator('#tp-offline');
  await expect(note).toHaveAttribute('role', 'status');
  await expect(note).toContainText('Ready offline', { timeout: 90_000 });
  await expect(note).toHaveAttribute('data-done', 'ready');
  const stored = await page.evaluate(async () => {
    const measure = async (names: string[]) => {
      let bytes = 0;
      const urls: string[] = [];
      for (const name of names) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          bytes += (await (await cache.match(request))!.arrayBuffer()).byteLength;
          urls.push(request.url);
        }
      }
      return { bytes, urls };
    };
    const names = await caches.keys();
    return {
      shell: await measure(names.filter((n) => n.startsWith('workbox-precache'))),
      later: await measure(['tp-offline-later']),
    };
  });
  const mb = (b: number) => `${(b / 1e6).toFixed(2)} MB`;
  test.info().annotations.push(
    {
      type: 'first visit (shell)',
      description: `${stored.shell.urls.length} files, ${mb(stored.shell.bytes)}`,
    },
    {
      type: 'then, in the background',
      description: `${stored.later.urls.length} files, ${mb(stored.later.bytes)}`,
    },
    {
      type: 'with the PDF maker counted in the first visit',
      description: mb(stored.shell.bytes + stored.later.bytes),
    },
  );
  expect(stored.shell.bytes).toBeLessThanOrEqual(3_000_000);
  expect(stored.shell.urls.length).toBeGreaterThan(40);
  // What the first visit leaves out: printables and previews, .woff fonts, Pagefind's unused UI,
  // the PDF library and the all-rules pages (the second step).
  const leftOut = stored.shell.urls.filter((u) =>
    /\/generated\/|\.woff(\?|$)|pagefind-(component-|modular-)?ui\.|pdfkit-browser|all-rules/.test(
      u,
    ),
  );
  expect(leftOut).toEqual([]);
  expect(stored.shell.urls.some((u) => u.endsWith('.woff2') || u.includes('.woff2?'))).toBe(true);
  expect(stored.shell.urls.some((u) => u.includes('/pagefind/pagefind.js'))).toBe(true);
  // The second step: the PDF library, the six .woff fonts PDFs embed, the five all-rules pages.
  expect(stored.later.urls.filter((u) => u.includes('/_astro/pdfkit-browser.'))).toHaveLength(1);
  expect(stored.later.urls.filter((u) => /\.woff$/.test(u))).toHaveLength(6);
  expect(stored.later.urls.filter((u) => u.endsWith('/all-rules/'))).toHaveLength(5);
  // The note goes away by itself.
  await expect(note).toHaveCount(0, { timeout: 15_000 });
});

for (const width of [390, 1280]) {
  test(`at ${width} px the offline note sits in the header over no control, at one size`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    // The companion's first screen: "Start the game" and the form's fields.
    await page.goto('./wizards-tower/companion/');
    const note = page.locator('#tp-offline');
    await expect(note).toBeVisible();
    const controls = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'a[href], button, input, select, textarea, summary, [tabindex="0"]',
          ),
        ]
          .filter((el) => !el.closest('#tp-offline') && el.getClientRects().length > 0)
          .map((el) => {
            const r = el.getBoundingClientRect();
            // What the page scrolls under the fixed header is hidden by it: only the part below counts.
            const top = el.closest('header.header')
              ? r.top
              : Math.max(
                  r.top,
                  document.querySelector('header.header')!.getBoundingClientRect().bottom,
                );
            return {
              what: `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ''}`,
              box: { x: r.x, y: top, width: r.width, height: r.bottom - top },
            };
          })
          .filter(({ box }) => box.width > 0 && box.height > 0 && box.y < innerHeight),
      );
    const overlap = (
      a: { x: number; y: number; width: number; height: number },
      b: { x: number; y: number; width: number; height: number },
    ) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const sizes = new Set<string>();
    const look = async () => {
      const box = await note.boundingBox();
      if (!box) return; // gone after "Ready offline"
      sizes.add(`${box.width}×${box.height}`);
      const under = (await controls()).filter((c) => overlap(c.box, box));
      expect(
        under.map((c) => c.what),
        'controls under the offline note',
      ).toEqual([]);
      // Inside the fixed header, so the page scrolls under it and never under the note.
      expect(box.y + box.height).toBeLessThanOrEqual(64);
    };
    await look();
    await page.screenshot({ path: test.info().outputPath(`offline-note-saving-${width}.png`) });
    await expect(note).toHaveAttribute('data-done', 'ready', { timeout: 90_000 });
    await look();
    await page.screenshot({ path: test.info().outputPath(`offline-note-ready-${width}.png`) });
    await page.mouse.wheel(0, 600);
    await look();
    expect([...sizes], 'the note keeps one size as its text changes').toHaveLength(1);
  });
}

test('every page opens offline after one visit, all-rules included, and the network really is off', async ({
  page,
  context,
  pageProblems,
}) => {
  test.setTimeout(240_000);
  await visitThenGoOffline(page, context);
  const pages = builtPages('dist-sub');
  expect(pages.filter((p) => p.endsWith('/all-rules/'))).toHaveLength(5);
  for (const path of pages) {
    await page.goto(`.${path}`);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
  // Card previews never kept are answered with a picture saying they need a connection, so
  // nothing fails: every page came whole from the offline copy.
  expect(pageProblems, 'every page came whole from the offline copy').toEqual([]);
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

test('offline, the print-and-play pages say before a press which files need a connection', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await visitThenGoOffline(page, context);
  for (const path of [
    './tower-wizwar/print-and-play/',
    './wizards-tower/quest-deck/',
    './wizards-tower/wizard-sheet/',
    './wizard-figures/figure-builder/',
    './heist/scoring/',
  ]) {
    await page.goto(path);
    const downloads = page.locator('a[download][href*="/generated/"]');
    const count = await downloads.count();
    expect(count, path).toBeGreaterThan(0);
    await expect(page.locator('.tp-needs-connection'), path).toHaveCount(count);
    await expect(page.locator('.tp-needs-connection').first()).toHaveText(
      ' (needs a connection: not kept in this browser)',
    );
    // A card preview never kept is a picture saying so (the worker's answer), not a broken image.
    const preview = page.locator('.tp-card-gallery img').first();
    if (await preview.count()) {
      await preview.scrollIntoViewIfNeeded();
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
  }
  await page.screenshot({
    path: test.info().outputPath('offline-heist-downloads.png'),
    fullPage: false,
  });
  // "Keep for offline" cannot work with no connection, and says so before it is pressed.
  await page.goto('./heist/');
  const keep = page.locator('[data-keep-offline]');
  await expect(keep.getByRole('button')).toBeDisabled();
  await expect(keep).toContainText('needs a connection');
  // Back online, the words go.
  await context.setOffline(false);
  await page.goto('./wizards-tower/wizard-sheet/');
  await expect(page.locator('.tp-needs-connection')).toHaveCount(0);
});

test('offline after "Ready offline", every in-browser PDF button gives a PDF', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await visitThenGoOffline(page, context);
  const pdf = async (click: () => Promise<void>) => {
    const [download] = await Promise.all([page.waitForEvent('download'), click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await head(download)).toBe('%PDF-');
  };

  await page.goto('./solo-tower-hack/tower/?seed=offline');
  const tower = page.locator('sth-tower');
  await expect(tower).toHaveAttribute('data-ready', '');
  await pdf(() => tower.getByRole('button', { name: 'Download PDF' }).click());

  await page.goto('./wizards-tower/wizard-sheet/');
  const wizard = page.locator('wt-wizard-builder');
  await expect(wizard).toHaveAttribute('data-ready', '');
  await wizard.getByLabel('Name').fill('Offline Olwen');
  await pdf(() => wizard.getByRole('button', { name: /fillable PDF/ }).click());
  await pdf(() => wizard.getByRole('button', { name: /flattened PDF/ }).click());

  await page.goto('./wizard-figures/figure-builder/');
  const figures = page.locator('tft-figure-builder');
  await expect(figures).toHaveAttribute('data-ready', '');
  await pdf(() =>
    figures.getByRole('button', { name: 'Download figure sheet (fillable PDF)' }).click(),
  );
  await pdf(() =>
    figures.getByRole('button', { name: 'Download figure sheet (flattened PDF)' }).click(),
  );
  await figures.getByRole('button', { name: 'Add this figure to the roster' }).click();
  await pdf(() => figures.getByRole('button', { name: 'Download roster (fillable PDF)' }).click());
  await pdf(() => figures.getByRole('button', { name: 'Download roster (flattened PDF)' }).click());

  await page.goto('./heist/scoring/');
  const heist = page.locator('heist-scoring');
  await expect(heist).toHaveAttribute('data-ready', '');
  await pdf(() => heist.getByRole('button', { name: 'Download score pad (fillable PDF)' }).click());
  await pdf(() =>
    heist.getByRole('button', { name: 'Download score pad (flattened PDF)' }).click(),
  );
});

test('offline before the PDF maker is stored, a PDF button says so in plain words', async ({
  page,
  context,
  pageProblems,
}) => {
  test.setTimeout(120_000);
  await visitThenGoOffline(page, context);
  // As if the second step had not finished: the PDF library is not in this browser.
  await page.evaluate(async () => {
    const cache = await caches.open('tp-offline-later');
    for (const r of await cache.keys()) if (r.url.includes('pdfkit-browser')) await cache.delete(r);
  });
  await page.goto('./heist/scoring/');
  const heist = page.locator('heist-scoring');
  await expect(heist).toHaveAttribute('data-ready', '');
  const status = heist.locator('[data-pdf-status]');
  // Before any press.
  await expect(status).toContainText('needs a connection');
  await heist.getByRole('button', { name: 'Download score pad (fillable PDF)' }).click();
  await expect(status).toContainText('fetching it needs a connection');
  await expect(status).not.toContainText(/_astro|\.js|module/);
  // The one failure here is the one the page warned of: the PDF library, not in this browser.
  expect(pageProblems.filter((p) => !/pdfkit-browser|Failed to load resource/.test(p))).toEqual([]);
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

test('offline: Tower-WizWar deck check, Heist scoring, a PDF opened once, and search', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await visitThenGoOffline(page, context);
  // A printable PDF is not on the first visit: it is kept when first opened.
  await context.setOffline(false);
  await page.goto('./heist/scoring/');
  const pdfUrl = await page.evaluate(
    () => [...document.querySelectorAll<HTMLAnchorElement>('a[href$=".pdf"]')][0]!.href,
  );
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
  // The result fragments come from the offline copy too (slow on a busy machine).
  await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible({ timeout: 20_000 });
});
