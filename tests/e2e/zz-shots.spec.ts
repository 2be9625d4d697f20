import { test } from '@playwright/test';
import { join } from 'node:path';
const OUT = '/tmp/widgets-shots';
for (const width of [390, 1280]) {
  test.describe(`${width}`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    test(`dice tester ${width}`, async ({ page }) => {
      await page.goto('/wizards-tower/dice-tester/?seed=shot&dice=3');
      await page.locator('wt-dice-tester[data-ready]').waitFor();
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await page.locator('[data-may=improve]').getByRole('button', { name: 'Roll 1d6' }).click();
      await page.locator('.dt-odds').scrollIntoViewIfNeeded();
      await page.locator('section.tp-scroll:has(.dt-odds)').screenshot({ path: join(OUT, `dt-odds-${width}.png`) });
      await page.locator('[data-result-box]').screenshot({ path: join(OUT, `dt-result-${width}.png`) });
      await page.locator('.dt-may').screenshot({ path: join(OUT, `dt-may-${width}.png`) });
    });
    test(`tests page ${width}`, async ({ page }) => {
      await page.goto('/wizards-tower/tests/');
      const t = page.locator('.tp-odds').first();
      await t.scrollIntoViewIfNeeded();
      await t.screenshot({ path: join(OUT, `tests-table-${width}.png`) });
      await page.locator('.tp-band-chart').screenshot({ path: join(OUT, `tests-chart-${width}.png`) });
    });
    test(`mc ${width}`, async ({ page }) => {
      await page.goto('/wizards-tower/monte-carlo/');
      await page.locator('wt-monte-carlo[data-ready]').waitFor();
      const c = page.locator('.wt-mc-compare').first();
      await c.scrollIntoViewIfNeeded();
      await c.screenshot({ path: join(OUT, `mc-compare-${width}.png`) });
      await page.locator('svg.tp-line-chart').first().screenshot({ path: join(OUT, `mc-chart-${width}.png`) });
      console.log('compare width', width, await c.evaluate((e) => e.getBoundingClientRect().width));
      await page.goto('/wizards-tower/monte-carlo/?seed=big&runs=1000000&months=240&strategies=scholar&builds=example&v=1');
      await page.locator('wt-monte-carlo[data-ready]').waitFor();
      await page.locator('[data-results]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(OUT, `mc-pending-${width}.png`) });
    });
    test(`validator ${width}`, async ({ page }) => {
      await page.goto('/tower-wizwar/tools/');
      await page.locator('tw-deck-validator[data-ready]').waitFor();
      const res = await page.request.get('/generated/cards/tower-wizwar-legal-deck.yaml');
      await page.locator('tw-deck-validator input[type=file]').setInputFiles({ name: 'tower-wizwar-legal-deck.yaml', mimeType: 'text/yaml', buffer: await res.body() });
      await page.locator('[data-result]').getByText('Legal:').waitFor();
      await page.locator('tw-deck-validator').screenshot({ path: join(OUT, `tw-legal-${width}.png`) });
      const q = await page.request.get('/generated/cards/wizards-tower-quest.yaml');
      await page.locator('tw-deck-validator input[type=file]').setInputFiles({ name: 'wizards-tower-quest.yaml', mimeType: 'text/yaml', buffer: await q.body() });
      await page.locator('[data-result]').getByText('all 55').waitFor();
      await page.locator('tw-deck-validator [data-result]').screenshot({ path: join(OUT, `tw-quest-${width}.png`) });
    });
    test(`builder ${width}`, async ({ page }) => {
      await page.goto('/wizards-tower/wizard-sheet/?wards=4');
      await page.locator('wt-wizard-builder[data-ready]').waitFor();
      await page.locator('wt-wizard-builder form').screenshot({ path: join(OUT, `builder-${width}.png`) });
    });
    test(`sth odds ${width}`, async ({ page }) => {
      await page.goto('/solo-tower-hack/rules/');
      const t = page.locator('.sth-odds').first();
      await t.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(OUT, `sth-odds-${width}.png`) });
    });
    test(`companion ${width}`, async ({ page }) => {
      await page.goto('/wizards-tower/companion/');
      await page.locator('wt-companion[data-ready]').waitFor();
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('[data-turn] [data-phase]').click();
      const panel = page.locator('details[data-transfer]');
      await panel.locator('summary').click();
      await panel.locator('[data-transfer-export]').waitFor({ state: 'visible' });
      await page.waitForFunction(() => !(document.querySelector('[data-transfer-export]') as HTMLButtonElement).disabled);
      const [dl] = await Promise.all([page.waitForEvent('download'), panel.locator('[data-transfer-export]').click()]);
      const path = await dl.path();
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.locator('wt-companion[data-ready]').waitFor();
      const p2 = page.locator('details[data-transfer]');
      await p2.locator('summary').click();
      await page.waitForFunction(() => !(document.querySelector('[data-transfer-file]') as HTMLInputElement).disabled);
      await p2.locator('[data-transfer-file]').setInputFiles(path!);
      await p2.locator('[data-transfer-status]').getByText('Loaded').waitFor();
      await page.screenshot({ path: join(OUT, `companion-after-load-${width}.png`) });
      await p2.scrollIntoViewIfNeeded();
      await p2.screenshot({ path: join(OUT, `companion-panel-${width}.png`) });
    });
  });
}
