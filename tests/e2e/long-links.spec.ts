/**
 * A link can carry tens of thousands of characters. The page still opens and answers, shows
 * the value cut to its first 64 characters with "…" and its length, and never the whole value.
 */
import { test, expect, widgetReady } from './fixtures.ts';

const HUGE = 'a'.repeat(60_000);
/** A 40-character name keeps 40; the note quotes the 59,960 dropped. */
const DROPPED = `${'a'.repeat(64)}…” (59,960 characters; only the first 64 are shown)`;
const CUT = `${'a'.repeat(64)}…” (60,000 characters; only the first 64 are shown)`;

test('dice tester: a 60,000-character ?src= is named cut in the note; the tester still rolls', async ({
  page,
}) => {
  await page.goto(`/wizards-tower/dice-tester/?seed=long&src=${HUGE}`);
  await widgetReady(page, 'wt-dice-tester');
  const notes = page.locator('wt-dice-tester [data-notes]');
  await expect(notes).toContainText(`“src=${CUT} is not rating, towerWards or allies`);
  expect((await notes.textContent())!.length).toBeLessThan(600);
  // The page answers: the seed field takes typing and the URL no longer carries the value.
  await page.locator('wt-dice-tester input[name="seed"]').fill('after');
  await expect(page).not.toHaveURL(/a{100}/);
});

test('figure builder: a 60,000-character name is cut in the field and named cut in the note', async ({
  page,
}) => {
  await page.goto(`/wizard-figures/figure-builder/?name=${HUGE}`);
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
  await page.goto(`/wizards-tower/wizard-sheet/?name=${HUGE}`);
  await widgetReady(page, 'wt-wizard-builder');
  const notes = page.locator('wt-wizard-builder [data-notes]');
  await expect(notes).toContainText(DROPPED);
  expect((await notes.textContent())!.length).toBeLessThan(600);
  const name = page.locator('wt-wizard-builder input[name="name"]');
  expect(((await name.inputValue()) ?? '').length).toBeLessThanOrEqual(64);
});
