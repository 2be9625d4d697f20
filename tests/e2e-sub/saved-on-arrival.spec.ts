/**
 * Nothing lost between pages: every widget that keeps something in the browser says so where
 * the player lands, in a live region, with buttons to carry on or start afresh that work by
 * keyboard. Played under the sub-path with the service worker on, as a visitor would.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';

test.use({ serviceWorkers: 'allow' });
// Each test installs the offline copy as a first visit does: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Presses a button from the keyboard: focus it as Tab would, then Enter. */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await expect(button).toBeFocused();
  await button.page().keyboard.press('Enter');
}

/** The offer as it looks on a phone and a laptop, for a person to check. */
async function shoot(page: Page, box: Locator, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test('Solo Tower Hack: the run in progress is offered where "Tower and play" lands', async ({
  page,
}) => {
  await page.goto('./solo-tower-hack/tower/');
  const tower = page.locator('sth-tower');
  await expect(tower).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const seed = await tower.getByLabel('Seed (any text)').inputValue();
  // Two rooms (or one room and the fight it starts).
  await tower.locator('[data-moves] button').first().click();
  const fight = tower.getByRole('button', { name: 'Fight one exchange' });
  if (await fight.isVisible()) await fight.click();
  else await tower.locator('[data-moves] button').first().click();
  const steps = await tower.locator('[data-log] li').count();
  expect(steps).toBeGreaterThanOrEqual(2);

  // Home, then the game's menu link, as a player would.
  await page.goto('./');
  await page.goto('./solo-tower-hack/');
  await page.getByRole('link', { name: 'Tower and play' }).first().click();
  await expect(tower).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const offer = tower.locator('[data-resume]');
  await expect(offer).toHaveAttribute('role', 'status');
  await expect(offer).toContainText(`You have a run in progress on tower “${seed}”`);
  await expect(offer).toContainText('Continue it below, or start a new tower.');
  await expect(tower.getByLabel('Seed (any text)')).toHaveValue(seed);
  await expect(tower.locator('[data-log] li')).toHaveCount(steps);
  expect(new URL(page.url()).searchParams.get('seed')).toBe(seed);
  await shoot(page, offer, 'sth-resume');

  await press(offer.getByRole('button', { name: 'Continue my run' }));
  await expect(offer).toBeEmpty();
  await expect(
    tower.locator('[data-moves] button, [data-fight-round]').locator('visible=true').first(),
  ).toBeFocused();

  // Offered again next time; "Start a new tower" gives a fresh tower, and Back the run.
  await page.goto('./solo-tower-hack/tower/');
  await press(offer.getByRole('button', { name: 'Start a new tower' }));
  await expect(tower.getByLabel('Seed (any text)')).not.toHaveValue(seed);
  await expect(tower.locator('[data-log] li')).toHaveCount(0);
  await page.goBack();
  await expect(tower.getByLabel('Seed (any text)')).toHaveValue(seed);
  await expect(tower.locator('[data-log] li')).toHaveCount(steps);
});

test('Solo Tower Hack: a finished run or a linked tower offers nothing', async ({ page }) => {
  await page.goto('./solo-tower-hack/tower/?seed=linked-tower');
  const tower = page.locator('sth-tower');
  await tower.locator('[data-moves] button').first().click();
  // A link that names a tower shows that tower, whatever was played last.
  await page.goto('./solo-tower-hack/tower/?seed=another-tower');
  await expect(tower).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(tower.locator('[data-resume]')).toBeEmpty();
  // No run stored at all: a new random tower, no offer.
  await page.evaluate(() => localStorage.clear());
  await page.goto('./solo-tower-hack/tower/');
  await expect(tower).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(tower.locator('[data-resume]')).toBeEmpty();
});

test('Heist: the last heist’s hauls are offered on arrival, and can be cleared and brought back', async ({
  page,
}) => {
  await page.goto('./heist/scoring/');
  const heist = page.locator('heist-scoring');
  await expect(heist).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const notice = heist.locator('[data-save-notice]');
  await expect(notice).toBeEmpty();
  await heist.getByLabel('Name of thief 1', { exact: true }).fill('Ann');
  await heist.getByLabel('Curses, thief 2').fill('2');

  await page.goto('./heist/');
  await page.getByRole('link', { name: /scor/i }).first().click();
  await expect(heist).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toContainText(
    'The hauls of your last heist are back from this browser (3 thieves: Ann, Thief 2 and Thief 3).',
  );
  await shoot(page, notice, 'heist-resume');
  await press(notice.getByRole('button', { name: 'Clear the hauls for a new heist' }));
  await expect(heist.getByLabel('Name of thief 1', { exact: true })).toHaveValue('Thief 1');
  await expect(heist.getByLabel('Curses, thief 2')).toHaveValue('0');
  await expect(notice).toContainText('The hauls were cleared for a new heist');
  await press(notice.getByRole('button', { name: 'Bring the last hauls back' }));
  await expect(heist.getByLabel('Name of thief 1', { exact: true })).toHaveValue('Ann');
  await expect(heist.getByLabel('Curses, thief 2')).toHaveValue('2');

  await page.reload();
  await expect(notice).toContainText('Ann');
  await press(notice.getByRole('button', { name: 'Carry on scoring' }));
  await expect(notice).toBeEmpty();
  await expect(heist.getByLabel('Name of thief 1', { exact: true })).toBeFocused();
});

test('Tower-WizWar: the mana-drain track from the last game is offered on arrival', async ({
  page,
}) => {
  await page.goto('./tower-wizwar/tools/');
  const drain = page.locator('tw-mana-drain');
  await expect(drain).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const notice = drain.locator('[data-save-notice]');
  await expect(notice).toBeEmpty();
  await drain.getByRole('button', { name: 'Activate an effect (+1 step)' }).click();
  await drain.getByRole('button', { name: 'Activate an effect (+1 step)' }).click();

  await page.goto('./tower-wizwar/');
  await page.goto('./tower-wizwar/tools/');
  await expect(drain).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toContainText('Your mana-drain track from your last game is back: 2 steps.');
  await shoot(page, notice, 'mana-drain-resume');
  await press(notice.getByRole('button', { name: 'Start a new game (track at 0)' }));
  await expect(drain.locator('[data-status]')).toContainText('Track at 0 steps');
  await expect(drain.getByRole('button', { name: 'Activate an effect (+1 step)' })).toBeFocused();
  // A slip is one press away.
  await drain.getByRole('button', { name: /Step back to 2/ }).click();
  await expect(drain.locator('[data-status]')).toContainText('Track at 2 steps');
});

test('the companion: a game in progress is back on arrival, and said so', async ({ page }) => {
  await page.goto('./wizards-tower/companion/');
  const companion = page.locator('wt-companion');
  await expect(companion).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await companion.getByRole('button', { name: 'Start the game' }).click();
  await expect(companion.locator('[data-play]')).toBeVisible();
  await page.goto('./wizards-tower/');
  await page.goto('./wizards-tower/companion/');
  await expect(companion).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  const note = companion.locator('[data-save-note]');
  await expect(note).toHaveAttribute('role', 'status');
  await expect(note).toContainText('Your saved game was restored');
});
