import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtPages, expect, test } from '../e2e/fixtures.ts';
import { SUB_BASE_PATH, SUB_SITE_URL } from '../../playwright.sub.config.ts';
import { pdfText } from '../support/pdf.ts';

const pages = builtPages('dist-sub');

test('the build holds every page', () => {
  expect(pages.length).toBeGreaterThan(30);
});

for (const path of pages) {
  test(`${path} loads under ${SUB_BASE_PATH} with its styles, scripts and widgets`, async ({
    page,
  }) => {
    // Relative to the base URL, so "/x/" opens /tower-press/x/.
    await page.goto(`.${path}`);
    await page.waitForLoadState('networkidle');
    // Starlight's stylesheet applied: the layout, not an unstyled page.
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
    const widgets = await page
      .locator(
        'main :is(wt-dice-tester, wt-autoplay, wt-monte-carlo, wt-companion, wt-wizard-builder, sth-tower, sth-simulator, tw-deck-validator, tw-combat, tw-mana-drain, tft-figure-builder, heist-scoring)',
      )
      .all();
    for (const widget of widgets) await expect(widget).toHaveAttribute('data-ready', '');
    // Every link on the page stays inside the published folder.
    const outside = await page
      .locator('a[href^="/"]')
      .evaluateAll(
        (links, base) =>
          links.map((a) => a.getAttribute('href')!).filter((h) => !h.startsWith(base)),
        SUB_BASE_PATH,
      );
    expect(outside).toEqual([]);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', new RegExp(`^${SUB_SITE_URL}${SUB_BASE_PATH}`));
  });
}

test('search works under the base path', async ({ page }) => {
  await page.goto('./wizards-tower/');
  await page.getByRole('button', { name: /search/i }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('teleport');
  const first = page.locator('.pagefind-ui__result-link').first();
  await expect(first).toHaveAttribute('href', new RegExp(`^${SUB_BASE_PATH}`));
  await first.click();
  await expect(page.getByRole('main')).toContainText(/teleport/i);
});

test('a map made in the browser links to the published site, as the CLI does with the same variables', async ({
  page,
}) => {
  await page.goto('./solo-tower-hack/tower/?seed=sub-path');
  const tower = page.locator('sth-tower');
  await expect(tower).toHaveAttribute('data-ready', '');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tower.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'sub-map-'));
  const browserFile = join(dir, 'browser.pdf');
  await download.saveAs(browserFile);
  expect(await pdfText(readFileSync(browserFile))).toContain(
    `${SUB_SITE_URL}${SUB_BASE_PATH}solo-tower-hack/tower/?seed=sub-path&v=1`,
  );
  const cliFile = join(dir, 'cli.pdf');
  execFileSync(
    process.execPath,
    ['generators/cli.ts', 'map', '--seed', 'sub-path', '--out', cliFile],
    {
      env: { ...process.env, SITE_URL: SUB_SITE_URL, BASE_PATH: SUB_BASE_PATH },
    },
  );
  expect(
    readFileSync(browserFile).equals(readFileSync(cliFile)),
    'browser and CLI PDFs are byte-identical',
  ).toBe(true);
});

test('addresses outside the published folder are not served', async ({ request }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  for (const path of ['/', '/wizards-tower/', '/favicon.svg'])
    expect((await request.get(origin + path)).status(), path).toBe(404);
});
