/**
 * Shared links: every shareable URL carries the generator version,
 * a link from another version is explained, and nothing a link holds is dropped without a note.
 */
import { test, expect, widgetReady } from './fixtures.ts';

test('auto-play: the URL carries v, and a link from version 7 is explained', async ({ page }) => {
  await page.goto('/wizards-tower/simulator/?v=7&seed=e2e-v');
  await widgetReady(page, 'wt-autoplay');
  await expect(page.locator('wt-autoplay [data-notes]')).toContainText(
    'This link was made with generator version “7”, but this site has version 1',
  );
  await expect(page).toHaveURL(/\?v=1&seed=e2e-v&/);
});

test('figure builder: roster entries past 20 and a long name are named in a note', async ({
  page,
}) => {
  const roster = Array.from({ length: 22 }, (_, i) => `F${i}:10:10:12`).join(';');
  await page.goto(
    `/wizard-figures/figure-builder/?name=${'N'.repeat(45)}&roster=${encodeURIComponent(roster)}`,
  );
  await widgetReady(page, 'tft-figure-builder');
  const notes = page.locator('tft-figure-builder [data-notes]');
  await expect(notes).toContainText(
    'The name was longer than 40 characters, so “NNNNN” was dropped from its end.',
  );
  await expect(notes).toContainText(
    'A roster holds at most 20 figures, so the 2 after the 20th were left out: “F20”, “F21”.',
  );
});

test('wizard builder: Ally names without a box are named, and come back when Allies rises', async ({
  page,
}) => {
  await page.goto('/wizards-tower/wizard-sheet/?allies=2&ally=Ann&ally=Bo&ally=Cy');
  await widgetReady(page, 'wt-wizard-builder');
  const notes = page.locator('wt-wizard-builder [data-notes]');
  await expect(notes).toHaveText(
    'With Allies at 2, the Ally name “Cy” has no box and is left off the sheet; raise Allies to bring it back.',
  );
  await page.locator('wt-wizard-builder').getByLabel('Allies', { exact: true }).fill('3');
  await expect(page.locator('wt-wizard-builder').getByLabel('Ally 3')).toHaveValue('Cy');
  await expect(notes).toBeHidden();
});
