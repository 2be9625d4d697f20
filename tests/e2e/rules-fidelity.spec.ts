import { test, expect, widgetReady } from './fixtures.ts';
import { WAR_DECLARATION } from '../../src/games/wizards-tower/events.ts';

for (const path of ['/wizards-tower/events/', '/wizards-tower/attack-enemy-wizard/']) {
  test(`${path} sets out how a rival's stack is built, step by step, from the wizard sheet's data`, async ({
    page,
  }) => {
    await page.goto(path);
    const table = page.getByRole('table', { name: /Building an Enemy Wizard’s stack/ });
    await expect(table).toBeVisible();
    for (const step of WAR_DECLARATION) {
      const row = table.getByRole('row', { name: new RegExp(`^${step.step}\\b`) });
      await expect(row).toContainText(step.placement);
      await expect(row).toContainText(step.represents);
    }
  });
}

test('the new rulings have their anchors on the Rulings pages', async ({ page }) => {
  await page.goto('/wizards-tower/rulings/');
  for (const id of ['wt-r35', 'wt-r36', 'wt-r37', 'wt-r38'])
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  await page.goto('/tower-wizwar/rulings/');
  for (const id of ['tw-r9', 'tw-r10', 'tw-r11'])
    await expect(page.locator(`#${id}`)).toHaveCount(1);
});

test('Heist: a curse count a card has taken below 0 is accepted and ties with 0 for Fewest curses (HZ-R2)', async ({
  page,
}) => {
  await page.goto('/heist/scoring/');
  await widgetReady(page, 'heist-scoring');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'heist-scoring');
  const h = page.locator('heist-scoring');
  await h.getByLabel('Curses, thief 1').fill('-2');
  await h.getByLabel('Curses, thief 3').fill('1');
  const tiles = h.getByRole('table').filter({ hasText: 'Fewest curses' }).last();
  await expect(tiles.getByRole('row', { name: /Fewest curses/ })).toContainText('nobody (tied)');
  await expect(tiles.getByRole('row', { name: /Most curses/ })).toContainText('Thief 3');
  await expect(h.getByLabel('Curses, thief 1')).not.toHaveAttribute('aria-invalid', 'true');
  await page.evaluate(() => localStorage.clear());
});
