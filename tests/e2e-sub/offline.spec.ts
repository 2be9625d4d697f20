/**
 * At the table with no signal: after one visit the service worker has the whole site, so
 * every page opens, the widgets of each game work, PDFs are made in the browser, the Monte
 * Carlo workers start and search answers, all with the network switched off.
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

test('every page opens offline after one visit, and the network really is off', async ({
  page,
  context,
  pageProblems,
}) => {
  test.setTimeout(180_000);
  await visitThenGoOffline(page, context);
  for (const path of builtPages('dist-sub')) {
    await page.goto(`.${path}`);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
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
  await visitThenGoOffline(page, context);
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

test('offline: Tower-WizWar deck check, Heist scoring, a prebuilt PDF and search', async ({
  page,
  context,
}) => {
  await visitThenGoOffline(page, context);
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

  const pdf = await page.evaluate(async () => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href$=".pdf"]')][0];
    const response = await fetch(link!.href);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      head: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)),
    };
  });
  expect(pdf).toMatchObject({ status: 200, head: '%PDF-' });

  await page.goto('./wizards-tower/');
  await page.getByRole('button', { name: /search/i }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('teleport');
  await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible();
});
