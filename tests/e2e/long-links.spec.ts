/**
 * A link can carry tens of thousands of characters. The page still opens and answers, shows
 * the value cut to its first 64 characters with "…" and its length, and never the whole value.
 */
import type { Page } from '@playwright/test';
import { test, expect, widgetReady } from './fixtures.ts';

/**
 * Opens `path?query` with a query far longer than `astro preview` accepts (Node's HTTP server
 * answers 431 past 16 KB; static hosts and the browser take more): the page's own HTML is
 * served for it, so the widget reads the whole query from location.search.
 */
async function openLong(page: Page, path: string, query: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path && url.search.length > 1000,
    async (route) => route.fulfill({ response: await page.request.get(path) }),
  );
  await page.goto(`${path}?${query}`);
}

const HUGE = 'a'.repeat(60_000);
/** A 40-character name keeps 40; the note quotes the 59,960 dropped. */
const DROPPED = `${'a'.repeat(64)}…” (59,960 characters; only the first 64 are shown)`;
const CUT = `${'a'.repeat(64)}…” (60,000 characters; only the first 64 are shown)`;

test('dice tester: a 60,000-character ?src= is named cut in the note; the tester still rolls', async ({
  page,
}) => {
  await openLong(page, '/wizards-tower/dice-tester/', `seed=long&src=${HUGE}`);
  await widgetReady(page, 'wt-dice-tester');
  const notes = page.locator('wt-dice-tester [data-notes]');
  await expect(notes).toContainText(`“src=${CUT} is not rating, towerWards or allies`);
  expect((await notes.textContent())!.length).toBeLessThan(600);
  // The page answers: Roll rolls (from the keyboard), and the link it writes drops the value.
  await page.getByRole('button', { name: 'Roll', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByRole('listitem')).toHaveCount(1);
  expect(page.url()).toMatch(/seed=long/);
  expect(page.url()).not.toMatch(/a{100}/);
});

test('figure builder: a 60,000-character name is cut in the field and named cut in the note', async ({
  page,
}) => {
  await openLong(page, '/wizard-figures/figure-builder/', `name=${HUGE}`);
  await widgetReady(page, 'tft-figure-builder');
  const notes = page.locator('tft-figure-builder [data-notes]');
  await expect(notes).toContainText('The name was longer than 40 characters, so “');
  await expect(notes).toContainText(DROPPED);
  expect((await notes.textContent())!.length).toBeLessThan(600);
  await expect(page.locator('tft-figure-builder input[name="name"]')).toHaveValue('a'.repeat(40));
});

test('wizard builder: a 60,000-character name is cut in the field and named cut in the note', async ({
  page,
}) => {
  await openLong(page, '/wizards-tower/wizard-sheet/', `name=${HUGE}`);
  await widgetReady(page, 'wt-wizard-builder');
  const notes = page.locator('wt-wizard-builder [data-notes]');
  await expect(notes).toContainText(DROPPED);
  expect((await notes.textContent())!.length).toBeLessThan(600);
  const name = page.locator('wt-wizard-builder input[name="name"]');
  expect(((await name.inputValue()) ?? '').length).toBeLessThanOrEqual(64);
});
