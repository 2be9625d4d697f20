/**
 * The rules pages' odds tables as a reader meets them: a bar under every chance, the figures read
 * by role (the bar adds nothing to a cell's name), the chance of at least a Normal or an Extreme
 * Success for every number of dice, a phone that scrolls only the wide tables (their row names
 * stay in view), bars that keep their outline in forced colours, and axe clean. Screenshots at 390
 * and 1280 px go to test-results/odds-table-bars/ (or SHOTS_DIR) to look at.
 */
import { test, expect, seriousViolations, PHONE, shots } from './fixtures.ts';
import type { Page } from '@playwright/test';

const shot = shots('odds-table-bars');

const bandTable = (page: Page) =>
  page.getByRole('table', { name: /^Exact chance of each band by number of dice/ });
const atLeastTable = (page: Page) =>
  page.getByRole('table', { name: /^Chance of at least a Normal Success or an Extreme Success/ });

test.describe('the Tests page’s odds tables', () => {
  test('at 1280 px: a bar under every figure, the "at least" figures by role, keyboard and axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/wizards-tower/tests/');

    // Nine numbers of dice, six bands: a bar under each of the 54 figures, as long as its chance.
    const bands = bandTable(page);
    await expect(bands.locator('td .tp-bar')).toHaveCount(9 * 6);
    const twoDice = bands.getByRole('row', { name: /^2 / });
    const critical = twoDice.getByRole('cell').last();
    await expect(critical).toHaveAccessibleName('2.8% (exactly 1/36)');
    const bar = critical.locator('.tp-bar');
    const track = (await bar.boundingBox())!;
    expect(track.height).toBeGreaterThan(4);
    // The drawn part is 1/36 of the track: read from the bar's own size variable.
    await expect(bar).toHaveAttribute('style', '--p:2.8%');

    expect(
      await bands.evaluate((t) => t.scrollWidth <= t.clientWidth),
      'six bands fit a laptop’s column',
    ).toBe(true);
    // Every bar has the same track, so lengths compare across columns too.
    const widths = await bands
      .locator('.tp-bar')
      .evaluateAll((bars) => [
        ...new Set(bars.map((b) => Math.round(b.getBoundingClientRect().width))),
      ]);
    expect(widths).toHaveLength(1);

    // At least a Normal Success and at least an Extreme Success, for 0 to 8 dice.
    const atLeast = atLeastTable(page);
    await expect(atLeast.getByRole('columnheader')).toHaveText([
      'Dice',
      'At least a Normal Success',
      'At least an Extreme Success',
    ]);
    await expect(atLeast.getByRole('rowheader')).toHaveText([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    const twoDiceAtLeast = atLeast.getByRole('row', { name: /^2 / }).getByRole('cell');
    await expect(twoDiceAtLeast).toHaveCount(2);
    await expect(twoDiceAtLeast.nth(0)).toHaveAccessibleName('41.7% (exactly 5/12)');
    await expect(twoDiceAtLeast.nth(1)).toHaveAccessibleName('8.3% (exactly 1/12)');
    await expect(atLeast.locator('td .tp-bar.tp-bar-al')).toHaveCount(9 * 2);

    // By keyboard: Tab reaches a figure, whose exact fraction then shows beside its bar.
    const figure = atLeast.getByRole('row', { name: /^3 / }).locator('.tp-exact').first();
    await figure.focus();
    await expect(figure.locator('.tp-exact-value')).toBeVisible();
    await expect(figure.locator('.tp-exact-value')).toHaveText(/^ \(exactly \d+\/\d+\)$/);
    await atLeast.scrollIntoViewIfNeeded();
    await shot(page, 'tests-page-odds-1280');
    await shot(bands, 'band-table-1280');
    await shot(atLeast, 'at-least-table-1280');

    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('the page never scrolls sideways: the "at least" table fits, the wide table scrolls under its dice', async ({
      page,
    }) => {
      await page.goto('/wizards-tower/tests/');
      const atLeast = atLeastTable(page);
      await atLeast.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      const fits = await atLeast.evaluate((t) => t.scrollWidth <= t.clientWidth);
      expect(fits, 'three columns fit a phone without scrolling').toBe(true);
      await shot(page, 'at-least-table-390');

      const bands = bandTable(page);
      await bands.scrollIntoViewIfNeeded();
      await shot(page, 'band-table-390');
      const scroller = bands.locator('xpath=..');
      await bands.evaluate((t) => {
        const box = t.scrollWidth > t.clientWidth ? t : t.parentElement!;
        box.scrollLeft = box.scrollWidth;
      });
      // Scrolled to the last band, the number of dice still heads each row at the left edge.
      const dice = bands.getByRole('rowheader', { name: '8' });
      const left = (await scroller.boundingBox())!.x;
      expect((await dice.boundingBox())!.x).toBeLessThan(left + 4);
      await expect(bands.getByRole('columnheader', { name: 'Dice' })).toBeInViewport();
      await expect(bands.getByRole('columnheader', { name: 'Critical Success' })).toBeInViewport();
      await shot(page, 'band-table-390-scrolled');
    });
  });

  test('in forced colours every bar keeps an outline and its length', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/wizards-tower/tests/');
    const bar = atLeastTable(page).locator('.tp-bar').first();
    await expect(bar).toHaveCSS('border-top-style', 'solid');
    await expect(bar).toHaveCSS('forced-color-adjust', 'none');
    await atLeastTable(page).scrollIntoViewIfNeeded();
    await shot(atLeastTable(page), 'at-least-table-forced-colours');
  });
});

test('printed, the odds tables keep their bars and leave out the words about tapping', async ({
  page,
}) => {
  await page.emulateMedia({ media: 'print' });
  await page.goto('/wizards-tower/all-rules/');
  const table = atLeastTable(page);
  const caption = await table.locator('caption').evaluate((c) => (c as HTMLElement).innerText);
  expect(caption).toContain('Chance of at least a Normal Success');
  expect(caption).not.toContain('Tap or focus');
  const bar = table.getByRole('row', { name: /^8 / }).locator('.tp-bar').first();
  expect((await bar.boundingBox())!.height).toBeGreaterThan(4);
  await expect(bar).toHaveCSS('print-color-adjust', 'exact');
});

test.describe('Solo Tower Hack’s fight odds', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px: a bar under every chance to hit and to win, none under the expected Damage`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/solo-tower-hack/rules/');
      const hit = page.getByRole('table', {
        name: /^Chance that a single roll of the dice is a hit/,
      });
      const win = page.getByRole('table', { name: /^Chance to win the whole fight/ });
      const damage = page.getByRole('table', { name: /^Expected Damage the fight costs you/ });
      // Eleven monsters against fighting bonuses +0 to +10.
      await expect(hit.locator('td .tp-bar')).toHaveCount(11 * 11);
      await expect(win.locator('td .tp-bar')).toHaveCount(11 * 11);
      await expect(damage.locator('.tp-bar')).toHaveCount(0);
      // A Cyclops (+5) cannot be hit without a bonus: 0%, an empty track.
      const cyclops = hit.getByRole('row', { name: /^Cyclops/ });
      await expect(cyclops.getByRole('cell').first()).toHaveAccessibleName('0% (exactly 0)');
      await expect(cyclops.getByRole('cell').first().locator('.tp-bar')).toHaveAttribute(
        'style',
        '--p:0.0%',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      if (width === 1280)
        for (const table of [hit, win, damage])
          expect(
            await table.evaluate((t) => t.scrollWidth <= t.clientWidth),
            'eleven fighting bonuses fit a laptop’s column',
          ).toBe(true);
      await hit.scrollIntoViewIfNeeded();
      await shot(page, `fight-odds-${width}`);
      if (width === 390) {
        await hit.evaluate((t) => {
          const box = t.scrollWidth > t.clientWidth ? t : t.parentElement!;
          box.scrollLeft = box.scrollWidth;
        });
        await expect(hit.getByRole('rowheader', { name: /^BBEG/ })).toBeInViewport();
        await expect(hit.getByRole('columnheader', { name: 'Monster' })).toBeInViewport();
        await shot(page, 'fight-odds-390-scrolled');
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
