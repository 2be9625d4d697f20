import { test, expect, widgetReady, seriousViolations } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateLayout } from '../../src/games/solo-tower-hack/layout.ts';
import { pageCount } from '../support/pdf.ts';

const tower = (page: Page) => page.locator('sth-tower');

async function open(page: Page, query: string) {
  await page.goto(`/solo-tower-hack/tower/${query}`);
  await widgetReady(page, 'sth-tower');
}

/** Presses the first offered move with the keyboard until a fight starts (or a cap is hit). */
async function walkToFight(page: Page) {
  for (let i = 0; i < 40; i++) {
    if (await tower(page).locator('[data-fight]').isVisible()) return;
    const move = tower(page).locator('[data-moves] button').first();
    await move.focus();
    await page.keyboard.press('Enter');
  }
  throw new Error('no fight within 40 rooms');
}

test('a seeded tower shows the stairs rolled for that seed, and the link keeps it', async ({
  page,
}) => {
  await open(page, '?seed=e2e-tower&v=1');
  const layout = generateLayout('e2e-tower');
  const rolls = await tower(page).locator('svg.sth-map text.roll').allTextContents();
  expect(rolls).toEqual(layout.levels.map((l) => `${l.roll[0]} & ${l.roll[1]}`));
  await expect(tower(page).locator('[data-about]')).toContainText(
    'Seed “e2e-tower”. Shortest route:',
  );

  await tower(page).getByLabel('Seed (any text)').fill('another');
  await tower(page).getByRole('button', { name: 'Show tower' }).click();
  await expect(page).toHaveURL(/seed=another&v=1/);
  await expect(tower(page).locator('[data-about]')).toContainText('Seed “another”');
  await page.goBack();
  await expect(tower(page).locator('[data-about]')).toContainText('Seed “e2e-tower”');
  await page.goForward();
  await expect(tower(page).locator('[data-about]')).toContainText('Seed “another”');
  await tower(page).getByLabel('Show the shortest route').check();
  await expect(tower(page).locator('svg.sth-map polyline.route')).toHaveCount(1);
});

test('play by keyboard to a fight, fight, reload and carry on where you were', async ({ page }) => {
  await open(page, '?seed=e2e-play');
  // Only legal moves are offered: from the Start, the six rooms of Level 1.
  await expect(tower(page).locator('[data-moves] button')).toHaveCount(6);
  await expect(tower(page).locator('svg.sth-map [role=button]')).toHaveCount(6);
  await walkToFight(page);
  await expect(tower(page).locator('[data-fight-odds]')).toContainText(
    /win this fight .*% of the time/,
  );
  expect(await seriousViolations(page), 'the map and fight panel mid-game pass axe').toEqual([]);
  await page.getByRole('button', { name: 'Fight one exchange' }).click();
  await expect(tower(page).locator('[data-exchange]')).toContainText(
    /You \d \+ \d+ = \d+ · .+ \d \+ \d+ = \d+/,
  );
  await expect(tower(page).locator('[data-status]')).toContainText('Fight:');
  const log = await tower(page).locator('[data-log] li').allTextContents();
  const damage = await tower(page).locator('[data-damage]').textContent();

  await page.reload();
  await widgetReady(page, 'sth-tower');
  await expect(tower(page).locator('[data-save-note]')).toContainText('restored');
  expect(await tower(page).locator('[data-log] li').allTextContents()).toEqual(log);
  await expect(tower(page).locator('[data-damage]')).toHaveText(damage!);

  // Carry on: finish the fight and keep going.
  if (await tower(page).locator('[data-fight]').isVisible())
    await page.getByRole('button', { name: 'Fight to the end' }).click();
  await expect(tower(page).locator('[data-fight]')).toBeHidden();
  expect(await tower(page).locator('[data-log] li').count()).toBeGreaterThan(log.length);
});

test('my own dice: typed rolls are used, and a bad one is explained', async ({ page }) => {
  await open(page, '?seed=e2e-own');
  await tower(page).getByLabel('Roll my own dice').check();
  const roll = tower(page).getByLabel('Room roll (1–6)');
  await roll.fill('9');
  await tower(page).locator('[data-moves] button').first().click();
  await expect(tower(page).locator('[data-step-error]')).toHaveText(
    'The room roll must be a whole number from 1 to 6.',
  );
  await roll.fill('6');
  await tower(page).locator('[data-moves] button').first().click();
  await expect(tower(page).locator('[data-log] li').last()).toHaveText(
    'Entered Level 1, room 1: rolled 6, 1 XP.',
  );
  await expect(tower(page).locator('[data-xp]')).toHaveText('1');
});

test('stairs from my own dice, with bad input named', async ({ page }) => {
  await open(page, '?seed=x');
  await tower(page).getByText('Use my own dice for the stairs').click();
  const input = tower(page).getByLabel(/Nine 2d6 rolls/);
  await input.fill('3,5 4,4');
  await tower(page).getByRole('button', { name: 'Draw these stairs' }).click();
  await expect(tower(page).locator('[data-rolls-error]')).toContainText(
    'Enter 9 rolls of two dice',
  );
  await input.fill('3,5 4,4 1,6 2,2 3,3 4,4 5,5 6,6 1,2');
  await tower(page).getByRole('button', { name: 'Draw these stairs' }).click();
  await expect(page).toHaveURL(/rolls=3%2C5/);
  expect(await tower(page).locator('svg.sth-map text.roll').first().textContent()).toBe('3 & 5');
});

test('a damaged save is reported and set aside, never a blank page', async ({ page }) => {
  await open(page, '?seed=e2e-corrupt');
  await page.waitForLoadState('networkidle'); // reloading mid-load would abort requests
  await page.evaluate(() =>
    localStorage.setItem('tower-press:sth-run:v1|seed:e2e-corrupt|map:0', '{broken'),
  );
  await page.reload();
  await widgetReady(page, 'sth-tower');
  await expect(tower(page).locator('[data-save-notice]')).toContainText(
    'A saved run was found but could not be used: it is not readable (damaged data). A copy was set aside in this browser, and a new run was started.',
  );
  await expect(tower(page).locator('[data-moves] button')).toHaveCount(6);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('tower-press:sth-run:v1|seed:e2e-corrupt|map:0:set-aside:'))
        .map((k) => localStorage.getItem(k)),
    ),
  ).toEqual(['{broken']);
});

test('Download PDF gives one page, the same bytes as the CLI', async ({ page }) => {
  await open(page, '?seed=e2e-pdf');
  await tower(page).getByLabel('Paper').selectOption('letter');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tower(page).getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'sth-pdf-'));
  const browserFile = join(dir, 'browser.pdf');
  await download.saveAs(browserFile);
  expect(download.suggestedFilename()).toBe('solo-tower-e2e-pdf-letter.pdf');
  expect(await pageCount(readFileSync(browserFile))).toBe(1);
  const cliFile = join(dir, 'cli.pdf');
  execFileSync(process.execPath, [
    'generators/cli.ts',
    'map',
    '--seed',
    'e2e-pdf',
    '--paper',
    'letter',
    '--out',
    cliFile,
  ]);
  expect(
    readFileSync(browserFile).equals(readFileSync(cliFile)),
    'browser and CLI PDFs are byte-identical',
  ).toBe(true);
  await expect(tower(page).locator('[data-pdf-status]')).toContainText('PDF ready');
});

test('the route simulator runs in workers and reports results', async ({ page }) => {
  await page.goto('/solo-tower-hack/simulator/');
  await widgetReady(page, 'sth-simulator');
  const sim = page.locator('sth-simulator');
  await expect(sim.locator('table').first()).toContainText('10,000');
  await sim.getByLabel('Runs per strategy').fill('5');
  await sim.getByRole('button', { name: 'Run' }).click();
  await expect(sim.locator('[data-error]')).toContainText('from 100 to 200,000');
  await sim.getByLabel('Runs per strategy').fill('1000');
  await sim.getByLabel('Seed').fill('e2e');
  await sim.getByRole('button', { name: 'Run' }).click();
  await expect(sim.locator('[data-status]')).toContainText('Done:', { timeout: 60_000 });
  await expect(sim.locator('table').first()).toContainText('1,000');
  await expect(sim.locator('svg.kit-chart')).toHaveCount(1);
  await expect(sim.locator('table.sth-deaths tr.won')).toContainText('%');
  expect(await seriousViolations(page)).toEqual([]);
});
