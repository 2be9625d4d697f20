import { test, expect, widgetReady, seriousViolations } from './fixtures.ts';

test.describe('Wizard’s Tower Monte Carlo', () => {
  // Batches of thousands of games, on machines that may be busy.
  test.setTimeout(120_000);
  test('shows build-time results before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/wizards-tower/monte-carlo/');
    const mc = page.locator('wt-monte-carlo');
    await expect(mc.locator('table.wt-mc-compare')).toContainText('1,000');
    await expect(mc.locator('svg.tp-line-chart').first()).toBeVisible();
    await expect(mc.locator('table.wt-mc-survival')).toContainText('Year 10');
    await context.close();
  });

  test('a bad run count gets a clear message; a quick 1,000-run batch of every strategy shows progress, then the chart and tables', async ({
    page,
  }) => {
    await page.goto('/wizards-tower/monte-carlo/');
    await widgetReady(page, 'wt-monte-carlo');
    const mc = page.locator('wt-monte-carlo');
    const runs = mc.getByLabel('Runs for each strategy and build');

    await runs.fill('500');
    await mc.getByRole('button', { name: 'Run' }).click();
    await expect(mc.locator('[data-error]')).toContainText(
      'Runs must be a whole number from 1,000 to 1,000,000',
    );
    await expect(runs).toHaveAttribute('aria-invalid', 'true');
    await expect(runs).toBeFocused();

    await runs.fill('1000');
    await mc.getByLabel('Months').fill('12');
    await mc.getByLabel('Seed').fill('e2e');
    await mc.getByRole('button', { name: 'Run' }).click();
    await expect(mc.locator('[data-error]')).toHaveText('');
    await expect(mc.getByRole('progressbar', { name: 'Simulation progress' })).toBeVisible();
    await expect(mc.locator('[data-status]')).toContainText('Done in', { timeout: 60_000 });
    await expect(mc.getByRole('progressbar')).toBeHidden();
    // Every strategy was ticked from the start: Run compares all four.
    await expect(mc.locator('table.wt-mc-compare tbody tr')).toHaveCount(4);
    for (const name of ['Ward-keeper', 'Scholar', 'Warlord', 'Random'])
      await expect(mc.locator('table.wt-mc-compare')).toContainText(name);
    await expect(mc.locator('table.wt-mc-compare')).toContainText('1,000');
    await expect(mc.locator('table.wt-mc-survival')).toContainText('Year 1');
    await expect(mc.locator('svg.tp-line-chart').first()).toBeVisible();
    await expect(mc.locator('table.wt-mc-deaths')).toContainText('By attack type');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Cancel stops a long batch and keeps the previous results', async ({ page }) => {
    await page.goto('/wizards-tower/monte-carlo/');
    await widgetReady(page, 'wt-monte-carlo');
    const mc = page.locator('wt-monte-carlo');
    const before = await mc.locator('table.wt-mc-compare').innerText();
    await mc.getByLabel('Runs for each strategy and build').fill('1000000');
    await mc.getByRole('button', { name: 'Run' }).click();
    await expect(mc.getByRole('progressbar', { name: 'Simulation progress' })).toBeVisible();
    // The rate and the time left, in the CLI's words.
    await expect(mc.locator('[data-eta]')).toHaveText(
      /^[\d,]+ of 4,000,000 games \(\d+%\), [\d,]+ games\/s, about .+ left$/,
      { timeout: 20_000 },
    );
    await mc.getByRole('button', { name: 'Cancel' }).click();
    await expect(mc.locator('[data-status]')).toContainText('Cancelled');
    await expect(mc.getByRole('progressbar')).toBeHidden();
    await expect(mc.getByRole('button', { name: 'Run' })).toBeEnabled();
    await expect(mc.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await mc.locator('table.wt-mc-compare').innerText()).toBe(before);
  });

  test('works from the keyboard alone, with an illegal custom build explained', async ({
    page,
  }) => {
    await page.goto('/wizards-tower/monte-carlo/');
    await widgetReady(page, 'wt-monte-carlo');
    const mc = page.locator('wt-monte-carlo');
    await mc.getByLabel('Runs for each strategy and build').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('10000');
    await page.keyboard.press('Tab');
    await expect(mc.getByLabel('Months')).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('12');
    // Tab on to the strategy boxes (all ticked): keep Ward-keeper, leave Warlord out.
    await page.keyboard.press('Tab'); // seed
    await page.keyboard.press('Tab'); // Ward-keeper
    await expect(mc.getByRole('checkbox', { name: /Ward-keeper/ })).toBeFocused();
    await page.keyboard.press('Tab'); // Scholar
    await page.keyboard.press('Tab'); // Warlord
    await expect(mc.getByRole('checkbox', { name: /Warlord/ })).toBeFocused();
    await page.keyboard.press('Space');
    // Your build, made illegal: Wards 3 puts six points in.
    await mc.getByRole('checkbox', { name: /Your build/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(mc.getByRole('spinbutton', { name: 'Wards' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(mc.locator('[data-error]')).toContainText(
      'Your build: You have placed 6 extra points',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(mc.locator('[data-status]')).toContainText('Done in', { timeout: 60_000 });
    // Three strategies × the example wizard and Your build.
    await expect(mc.locator('table.wt-mc-compare tbody tr')).toHaveCount(6);
    await expect(mc.locator('table.wt-mc-compare')).not.toContainText('Warlord');
    await expect(mc.locator('table.wt-mc-compare')).toContainText('Your build');
    await expect(mc.locator('[data-status]')).toContainText('Most alive after 12 months');
  });

  test('the settings go into the address; the link fills the form and runs the same batch', async ({
    page,
  }) => {
    await page.goto('/wizards-tower/monte-carlo/');
    await widgetReady(page, 'wt-monte-carlo');
    const mc = page.locator('wt-monte-carlo');
    await mc.getByLabel('Runs for each strategy and build').fill('1000');
    await mc.getByLabel('Months').fill('24');
    await mc.getByLabel('Seed').fill('shared');
    await mc.getByRole('checkbox', { name: /Scholar/ }).uncheck();
    await mc.getByRole('checkbox', { name: /Random/ }).uncheck();
    await mc.getByRole('checkbox', { name: /Your build/ }).check();
    await mc.getByRole('checkbox', { name: /Optional rule/ }).check();
    await mc.getByRole('button', { name: 'Run' }).click();
    await expect(mc.locator('[data-status]')).toContainText('Done in', { timeout: 60_000 });
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      seed: 'shared',
      runs: '1000',
      months: '24',
      strategies: 'ward-keeper,warlord',
      builds: 'example,custom',
      custom: '2,3,2,2,1,1,1,1',
      rule: 'tower-wards',
      items: '1',
      v: '1',
    });
    const table = await mc.locator('table.wt-mc-compare').innerText();

    // Opened elsewhere: the same form, run at once, the same numbers.
    const other = await page.context().newPage();
    await other.goto(url.pathname + url.search);
    const mc2 = other.locator('wt-monte-carlo');
    await expect(mc2.locator('[data-status]')).toContainText('Done in', { timeout: 60_000 });
    await expect(mc2.getByLabel('Seed')).toHaveValue('shared');
    await expect(mc2.getByRole('checkbox', { name: /Scholar/ })).not.toBeChecked();
    await expect(mc2.getByRole('checkbox', { name: /Optional rule/ })).toBeChecked();
    expect(await mc2.locator('table.wt-mc-compare').innerText()).toBe(table);
    await expect(mc2.locator('[data-link-note]')).toBeHidden();
    await other.close();
  });

  test('a shared link never shows the sample batch’s tables as its own, while it runs or waits', async ({
    page,
  }) => {
    // Hold the simulation's worker until the page has been looked at mid-run.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/wt-mc-worker[^/]*\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(
      '/wizards-tower/monte-carlo/?seed=stale&runs=1000&months=12&strategies=scholar&builds=example&v=1',
    );
    await widgetReady(page, 'wt-monte-carlo');
    const mc = page.locator('wt-monte-carlo');
    await expect(mc.locator('[data-status]')).toContainText('Running 1,000 games');
    const results = mc.locator('[data-results]');
    await expect(results.locator('[data-results-pending]')).toHaveText(
      /^The results of this link’s batch appear here when it finishes/,
    );
    await expect(results.locator('table, svg, .wt-mc-cards')).toHaveCount(0);
    await expect(results).not.toContainText('Ward-keeper');
    release();
    await expect(mc.locator('[data-status]')).toContainText('Done in', { timeout: 60_000 });
    await expect(results.locator('[data-results-pending]')).toHaveCount(0);
    await expect(mc.locator('table.wt-mc-compare tbody tr')).toHaveCount(1);
    await expect(mc.locator('table.wt-mc-compare')).toContainText('Scholar');
  });

  test('a big shared batch waits for Run, with no stale table in its place; Cancel says nothing finished', async ({
    page,
  }) => {
    await page.goto(
      '/wizards-tower/monte-carlo/?seed=big&runs=1000000&months=240&strategies=scholar&builds=example&v=1',
    );
    await widgetReady(page, 'wt-monte-carlo');
    const mc = page.locator('wt-monte-carlo');
    await expect(mc.locator('[data-status]')).toContainText('This link names a big batch');
    await expect(mc.locator('[data-results-pending]')).toContainText('after you press Run');
    await expect(mc.locator('[data-results] table')).toHaveCount(0);
    await mc.getByRole('button', { name: 'Run' }).press('Enter');
    await expect(mc.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await mc.getByRole('button', { name: 'Cancel' }).click();
    await expect(mc.locator('[data-status]')).toHaveText(
      'Cancelled. No batch has finished yet; press Run to start again.',
    );
  });

  test('on a phone the comparison is one card per strategy, survival first; the wide table where it fits', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/wizards-tower/monte-carlo/');
    const mc = page.locator('wt-monte-carlo');
    await expect(mc.locator('table.wt-mc-compare')).toBeHidden();
    // The cards follow a hidden line that introduces them ("Comparison: one card per…").
    await expect(mc.getByText(/^Comparison: one card per strategy/)).toBeAttached();
    const cards = mc.locator('.wt-mc-compare-narrow').getByRole('list');
    await expect(cards.getByRole('listitem')).toHaveCount(4);
    const first = cards.getByRole('listitem').first();
    await expect(first.locator('dt').first()).toHaveText('Alive at the end');
    await expect(first.locator('dd').first()).toHaveText(/^\d+\.\d%$/);
    // Nothing in a card is cut: the card fits the screen.
    const box = await first.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(mc.locator('table.wt-mc-compare')).toBeVisible();
    await expect(cards).toBeHidden();
  });

  test('a link from another generator version, or naming unknown settings, says so', async ({
    page,
  }) => {
    await page.goto(
      '/wizards-tower/monte-carlo/?seed=old&runs=1000&months=12&strategies=ward-keeper,berserker&rule=maybe&v=7',
    );
    const mc = page.locator('wt-monte-carlo');
    const note = mc.locator('[data-link-note]');
    await expect(note).toBeVisible();
    await expect(note).toContainText('unknown strategy (“berserker”), left out');
    await expect(note).toContainText('death rule “maybe” is not one this page knows');
    await expect(note).toContainText(
      'made with dice generator version “7”, but this page has version 1',
    );
    await expect(mc.locator('[data-status]')).toContainText('Done in', { timeout: 60_000 });
    await expect(mc.locator('table.wt-mc-compare tbody tr')).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get('v')).toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the Findings page states its numbers, with charts and tables, and passes axe', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/wizards-tower/findings/');
  await expect(page.locator('main')).toContainText('20,000 simulated games');
  await expect(page.locator('main')).toContainText('Under the Wards Rating reading');
  await expect(page.locator('main svg.tp-line-chart').first()).toBeVisible();
  await expect(page.locator('main table.wt-mc-compare tbody tr')).toHaveCount(16);
  expect(await seriousViolations(page)).toEqual([]);
});
