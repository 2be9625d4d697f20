/**
 * Where a player hesitated at the table: each fix used as a player would, by keyboard and by
 * touch on a phone-sized screen, with screenshots at 390 and 1280 px (test-results/table-ease/, or SHOTS_DIR)
 * to look at.
 */
import { test, expect, widgetReady, PHONE, shots } from './fixtures.ts';
import type { Page } from '@playwright/test';

const shot = shots('table-ease');

test.describe('Heist scoring on a phone', () => {
  test.use(PHONE);

  test('row labels stay in view while the hauls scroll, and scores come as tiles are typed', async ({
    page,
  }) => {
    await page.goto('/heist/scoring/');
    await widgetReady(page, 'heist-scoring');
    const helper = page.locator('heist-scoring');
    // The explanation of where tile points come from is said once on the page.
    await expect(page.getByText('come from your own tiles')).toHaveCount(1);
    await expect(page.getByText(/lost the points printed/)).toHaveCount(0);

    const scroller = helper.getByRole('region', { name: 'Hauls table' });
    const label = scroller.getByRole('rowheader', { name: 'Curses' });
    await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const box = (await scroller.boundingBox())!;
    const at = (await label.boundingBox())!;
    expect(at.x, 'the row label stays at the scroller’s left edge').toBeLessThan(box.x + 4);
    await shot(page, 'heist-hauls-390-scrolled');
    await scroller.evaluate((el) => (el.scrollLeft = 0));

    await helper.getByLabel('Potion value, thief 1', { exact: true }).tap();
    await page.keyboard.type('9');
    // All else tied: only the potion tile and the three exit tiles decide a score.
    await expect(helper.locator('[data-winner]')).toHaveText(
      'Scores so far: 4 tiles taken still need points.',
    );
    const standing = helper.locator('table', { hasText: 'Standings' });
    await expect(standing.getByRole('row', { name: /Thief 1/ })).toContainText('0 + ? (2 tiles');
    await helper.getByLabel('Points for the tile Most Potion value', { exact: true }).tap();
    for (const points of ['5', '4']) {
      await page.keyboard.type(points);
      await page.keyboard.press('Enter'); // on to the next tile
    }
    await expect(standing.getByRole('row', { name: /Thief 1/ })).toContainText('5 + ? (1 tile');
    await helper.getByLabel('Points for the tile 1st to exit', { exact: true }).fill('3');
    await helper.getByLabel('Points for the tile 2nd to exit', { exact: true }).fill('2');
    await helper
      .getByLabel('Points for the tile Last to exit (0 or less)', { exact: true })
      .fill('0');
    await expect(helper.locator('[data-winner]')).toHaveText('Thief 1 wins.');
    await expect(standing.getByRole('row', { name: /Thief 1/ })).toContainText('8');
    await helper.locator('[data-results]').scrollIntoViewIfNeeded();
    await shot(page, 'heist-scores-390');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test('Heist scoring at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/heist/scoring/');
  await widgetReady(page, 'heist-scoring');
  const helper = page.locator('heist-scoring');
  // On a laptop the whole hauls table shows at once: no sideways scrolling, every thief's
  // column and every row label in view.
  const scroller = helper.getByRole('region', { name: 'Hauls table' });
  const fits = await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits, 'the hauls table needs no sideways scrolling at 1280 px').toBe(true);
  const box = (await scroller.boundingBox())!;
  for (const label of ['Curses', 'Potion value']) {
    const at = (await scroller.getByRole('rowheader', { name: label }).first().boundingBox())!;
    expect(at.x + at.width, `${label} is inside the table`).toBeLessThanOrEqual(box.x + box.width);
  }
  const columns = scroller.getByRole('columnheader', { name: /Thief \d/ });
  expect(await columns.count()).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await shot(page, 'heist-1280');
});

test.describe('Solo Tower Hack with my own dice', () => {
  const tower = (page: Page) => page.locator('sth-tower');

  test('by keyboard: a room chosen first waits for its roll, Enter enters it; Start again can be undone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/solo-tower-hack/tower/?seed=e2e-own-first');
    await widgetReady(page, 'sth-tower');
    await tower(page).getByLabel('Roll my own dice').check();
    const roll = tower(page).getByLabel('Room roll (1–6)');
    // The roll field sits above the rooms to choose.
    const rollBox = (await roll.boundingBox())!;
    const firstRoom = tower(page).locator('[data-moves] button').first();
    expect(rollBox.y).toBeLessThan((await firstRoom.boundingBox())!.y);

    await firstRoom.focus();
    await page.keyboard.press('Enter');
    await expect(tower(page).locator('[data-step-error]')).toHaveText('');
    await expect(firstRoom).toHaveAttribute('aria-pressed', 'true');
    await expect(roll).toBeFocused();
    await expect(tower(page).locator('[data-status]')).toContainText('Type your room roll');
    await page.keyboard.type('6');
    await page.keyboard.press('Enter');
    await expect(tower(page).locator('[data-log] li').last()).toHaveText(
      'Entered Level 1, room 1: rolled 6, 1 XP.',
    );
    await expect(roll).toHaveValue('');
    await expect(roll).toBeFocused();
    await shot(page, 'sth-own-dice-1280');

    // Roll first, then Enter with one room left to choose is not needed: choose a room by click.
    await page.keyboard.type('5');
    await tower(page).locator('[data-moves] button').first().click();
    await expect(tower(page).locator('[data-log] li')).not.toHaveCount(1);
    const steps = await tower(page).locator('[data-log] li').count();

    await tower(page).getByRole('button', { name: 'Start this tower again' }).click();
    await expect(tower(page).locator('[data-log] li')).toHaveCount(0);
    const undo = tower(page).getByRole('button', { name: 'Undo: back to my run' });
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tower(page).locator('[data-log] li')).toHaveCount(steps);
    await expect(undo).toBeHidden();
    // The run brought back is the saved one.
    await page.reload();
    await widgetReady(page, 'sth-tower');
    await expect(tower(page).locator('[data-log] li')).toHaveCount(steps);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('by touch: tap a room, then type the roll and press Enter', async ({ page }) => {
      await page.goto('/solo-tower-hack/tower/?seed=e2e-own-touch');
      await widgetReady(page, 'sth-tower');
      await tower(page).getByLabel('Roll my own dice').tap();
      await tower(page).locator('[data-moves] button').nth(1).tap();
      await expect(tower(page).locator('[data-step-error]')).toHaveText('');
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      await expect(tower(page).locator('[data-log] li').first()).toContainText('room 2: rolled 3');
      await shot(page, 'sth-own-dice-390');
    });
  });
});

test.describe('exact odds on focus or tap', () => {
  test('by keyboard at 1280 px: focus a figure and its exact fraction shows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/wizards-tower/tests/');
    const figure = page.locator('.tp-odds .tp-exact').nth(8); // 1 die, a later band
    const exact = figure.locator('.tp-exact-value');
    await expect(exact).toHaveText(/^ \(exactly \d+\/\d+\)$|^ \(exactly [01]\)$/);
    expect((await exact.boundingBox())!.width).toBeLessThanOrEqual(1);
    await figure.focus();
    await expect.poll(async () => (await exact.boundingBox())!.width).toBeGreaterThan(20);
    await figure.scrollIntoViewIfNeeded();
    await shot(page, 'odds-focus-1280');
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await exact.boundingBox())!.width).toBeLessThanOrEqual(1);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('a tap on a fight-odds figure shows its exact fraction', async ({ page }) => {
      await page.goto('/solo-tower-hack/rules/');
      const figure = page.locator('.sth-odds .tp-exact').first();
      await figure.scrollIntoViewIfNeeded();
      await figure.tap();
      const exact = figure.locator('.tp-exact-value');
      await expect.poll(async () => (await exact.boundingBox())!.width).toBeGreaterThan(20);
      await expect(exact).toContainText('exactly');
      await shot(page, 'odds-tap-390');
    });
  });
});

test('dice tester at 1280 px: Enter rolls, and the result comes into view with focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/wizards-tower/dice-tester/?seed=into-view');
  await widgetReady(page, 'wt-dice-tester');
  await page.getByLabel('Number of dice').focus();
  await page.keyboard.press('Enter');
  const result = page.locator('[data-result-box]');
  await expect(result).toBeFocused();
  await expect(result).toBeInViewport();
  await shot(page, 'dice-result-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(result).toBeInViewport();
  await shot(page, 'dice-result-390');
});

/** In Node: a companion game played (first answers, site dice) until the Power question. */
async function saveAtPowerQuestion() {
  const { act, newCompanion, replay } =
    await import('../../src/games/wizards-tower/engine/companion.ts');
  const { EXAMPLE_BUILD } = await import('../../src/games/wizards-tower/wizard-build.ts');
  for (let i = 0; i < 50; i++) {
    let save = newCompanion(`e2e-power-${i}`, structuredClone(EXAMPLE_BUILD));
    let state = replay(save);
    for (let n = 0; n < 400 && state.pending; n++) {
      const p = state.pending;
      if (p.kind === 'choice' && p.question === 'powerDie') return { ...save, steps: state.steps };
      const step =
        p.kind === 'phase'
          ? ({ t: 'phase' } as const)
          : ({ t: 'choice', v: p.kind === 'choice' ? p.options[0]! : 0 } as const);
      ({ save, state } = act(save, step));
    }
  }
  throw new Error('no Power question in 50 games');
}

test.describe('companion', () => {
  test('the Power question gives the odds of improving; after a reload "What just happened" says the last step', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const save = await saveAtPowerQuestion();
    await page.goto('/wizards-tower/companion/');
    await page.evaluate(
      ([k, v]) => localStorage.setItem(k!, v!),
      ['tower-press:wt-companion', JSON.stringify(save)],
    );
    await page.reload();
    await widgetReady(page, 'wt-companion');
    const w = page.locator('wt-companion');
    await expect(w.locator('[data-announce]')).toHaveText(
      /^(Before you left: |Your game is ready: )\S/,
    );
    await expect(w.locator('[data-power-odds]')).toContainText(
      /One more die (lifts the roll to a better result \d+(\.\d)?\s?% of the time|cannot lift)/,
    );
    await expect(w.locator('[data-turn] legend')).toContainText('Spend 1 Power to add a die?');
    await expect(w.locator('.wtc-keys')).toBeVisible();
    await w.locator('[data-turn]').scrollIntoViewIfNeeded();
    await shot(page, 'companion-power-1280');
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('no keyboard hint on a touch screen', async ({ page }) => {
      const save = await saveAtPowerQuestion();
      await page.goto('/wizards-tower/companion/');
      await page.evaluate(
        ([k, v]) => localStorage.setItem(k!, v!),
        ['tower-press:wt-companion', JSON.stringify(save)],
      );
      await page.reload();
      await widgetReady(page, 'wt-companion');
      const w = page.locator('wt-companion');
      await expect(w.locator('[data-power-odds]')).toBeVisible();
      await expect(w.locator('.wtc-keys')).toBeHidden();
      await shot(page, 'companion-power-390');
    });
  });
});

test.describe('shared batch links on a phone', () => {
  test.use(PHONE);
  test('a Monte Carlo link with a million runs asks first; a tap on Run starts it', async ({
    page,
  }) => {
    await page.goto('/wizards-tower/monte-carlo/?runs=1000000&months=120&seed=big&v=1');
    await widgetReady(page, 'wt-monte-carlo');
    const mc = page.locator('wt-monte-carlo');
    await expect(mc.locator('[data-status]')).toContainText('It has not started');
    await expect(mc.locator('[data-progress]')).toBeHidden();
    await expect(mc.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await shot(page, 'mc-ask-390');
    await mc.getByRole('button', { name: 'Run', exact: true }).tap();
    await expect(mc.locator('[data-progress]')).toBeVisible();
    await mc.getByRole('button', { name: 'Cancel' }).tap();
    await expect(mc.locator('[data-status]')).toContainText('Cancelled');
  });
});

test('the route simulator keeps its settings in the address; the link shows the same results', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/solo-tower-hack/simulator/');
  await widgetReady(page, 'sth-simulator');
  const sim = page.locator('sth-simulator');
  await sim.getByLabel(/Runs/).fill('500');
  await sim.getByLabel(/Seed/).fill('linked');
  await sim.getByLabel(/Runs/).press('Enter');
  await expect(sim.locator('[data-status]')).toContainText('Done', { timeout: 60_000 });
  const url = new URL(page.url());
  expect(url.searchParams.get('runs')).toBe('500');
  expect(url.searchParams.get('seed')).toBe('linked');
  const results = await sim.locator('[data-results]').innerText();
  await shot(page, 'sth-sim-1280');

  const other = await page.context().newPage();
  await other.goto(url.pathname + url.search);
  const sim2 = other.locator('sth-simulator');
  await expect(sim2.locator('[data-status]')).toContainText('Done', { timeout: 60_000 });
  await expect(sim2.getByLabel(/Seed/)).toHaveValue('linked');
  expect(await sim2.locator('[data-results]').innerText()).toBe(results);
});

test('the auto-play link keeps the month: opened, it plays on to it', async ({ page }) => {
  await page.goto('/wizards-tower/simulator/?seed=month-link');
  await widgetReady(page, 'wt-autoplay');
  const ap = page.locator('wt-autoplay');
  await ap.getByRole('button', { name: 'Finish the month' }).click();
  await ap.getByRole('button', { name: 'Finish the month' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('month')).toBe('3');
  const state = await ap.locator('[data-state]').innerText();
  const other = await page.context().newPage();
  await other.goto(new URL(page.url()).pathname + new URL(page.url()).search);
  await widgetReady(other, 'wt-autoplay');
  const ap2 = other.locator('wt-autoplay');
  await expect(ap2.locator('[data-status]')).toContainText('As the link says');
  expect(await ap2.locator('[data-state]').innerText()).toBe(state);
});

test('Share copies the widget’s link where there is no share sheet, by keyboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/solo-tower-hack/tower/?seed=share-me');
  await widgetReady(page, 'sth-tower');
  await page.locator('tp-share[data-ready]').first().waitFor();
  const share = page.getByRole('button', { name: 'Share this tower' });
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-share-status]')).toHaveText(
    'Link copied: paste it anywhere to share this.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('seed=share-me');
  await share.scrollIntoViewIfNeeded();
  await shot(page, 'share-1280');
});

test('mana-drain tracker: a slip can be stepped back, by keyboard', async ({ page }) => {
  await page.goto('/tower-wizwar/tools/');
  await widgetReady(page, 'tw-mana-drain');
  const m = page.locator('tw-mana-drain');
  await m.getByRole('button', { name: 'Activate an effect (+1 step)' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(m.locator('[data-status]')).toContainText('Track at 2 steps');
  await m.getByRole('button', { name: /Step back to 1/ }).focus();
  await page.keyboard.press('Enter');
  await expect(m.locator('[data-status]')).toContainText('Stepped back. Track at 1 step');
});

test('search results name the game, keep words apart, and skip the whole-rulebook link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/wizards-tower/');
  await page.keyboard.press('Control+k');
  const box = page
    .getByRole('dialog')
    .getByRole('searchbox')
    .or(page.getByPlaceholder(/search/i))
    .first();
  await box.fill('ruling');
  // Each page's own title (its headings' sub-results below it may be plain "Rulings").
  const titles = page.locator('.pagefind-ui__result-inner > .pagefind-ui__result-title');
  await expect(titles.filter({ hasText: /^Rulings · The Wizard's Tower$/ })).toBeVisible();
  await expect(titles.filter({ hasText: /^Rulings · Solo Tower Hack$/ })).toBeVisible();
  const all = await titles.allInnerTexts();
  expect(all.filter((t) => t === 'Rulings')).toEqual([]);
  await shot(page, 'search-1280');
  // No excerpt runs a sentence into the next part's label.
  const excerpts = await page.locator('.pagefind-ui__result-excerpt').allInnerTexts();
  for (const e of excerpts) expect(e).not.toMatch(/[.)](Why|Our ruling|The source)\b/);
  await box.fill('Print the whole rulebook');
  await expect(page.locator('.pagefind-ui__message')).toBeVisible();
  expect(
    await page.locator('.pagefind-ui__result-excerpt', { hasText: 'whole rulebook' }).count(),
  ).toBe(0);
});
