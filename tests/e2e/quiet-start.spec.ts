/**
 * Widgets drawn at build time as their scripts draw a first visit: the script's start-up
 * changes nothing in them, so the browser lays nothing out again after the first paint.
 */
import type { Page } from '@playwright/test';
import { test, expect, widgetReady } from './fixtures.ts';

/** What the widget's start-up changed in its own subtree (its data-ready mark aside). */
async function startUpChanges(page: Page, path: string, selector: string): Promise<string[]> {
  await page.addInitScript((selector) => {
    const changes: string[] = [];
    (window as unknown as { changes: string[] }).changes = changes;
    // From the end of parsing, before the page's module scripts run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const widget = document.querySelector(selector)!;
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.target === widget && r.attributeName === 'data-ready') continue;
          const el = r.target instanceof Element ? r.target : r.target.parentElement!;
          changes.push(`${r.type} ${r.attributeName ?? ''} on ${el.outerHTML.slice(0, 80)}`);
        }
      }).observe(widget, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  }, selector);
  await page.goto(path);
  await widgetReady(page, selector);
  return page.evaluate(() => (window as unknown as { changes: string[] }).changes);
}

test('Heist scoring: a first visit’s start-up leaves the drawn page as it is', async ({ page }) => {
  expect(await startUpChanges(page, '/heist/scoring/', 'heist-scoring')).toEqual([]);
  // What the page was drawn with is what the script reads from the fields: the scores of
  // three blank hauls, with the tile table open for the points still needed.
  await expect(page.locator('heist-scoring [data-winner]')).toHaveText(
    'Scores so far: 3 tiles taken still need points.',
  );
  await expect(page.locator('heist-scoring [data-tiles-box]')).toHaveAttribute('open', '');

  // The first change redraws: a fourth thief joins the standings.
  await page.getByRole('combobox', { name: 'Thieves' }).selectOption('4');
  await expect(page.locator('heist-scoring .hz-standings tbody tr')).toHaveCount(4);
  await expect(page.locator('heist-scoring [data-needed]')).toContainText('Last to exit (Thief 4)');
});

test('Tower-WizWar mana drain: a first visit’s start-up leaves the drawn track as it is', async ({
  page,
}) => {
  expect(await startUpChanges(page, '/tower-wizwar/tools/', 'tw-mana-drain')).toEqual([]);
  const drain = page.locator('tw-mana-drain');
  await expect(drain.locator('[data-status]')).toHaveText('Track at 0 steps: every cost +0.');
  await expect(drain.locator('[data-track] span')).toHaveCount(12);

  // The first change redraws the track, the cost and the Step back button.
  await drain.getByRole('button', { name: 'Activate an effect (+1 step)' }).click();
  await expect(drain.locator('[data-status]')).toHaveText(
    'Activated an effect. Track at 1 step: every cost +0.',
  );
  await expect(drain.locator('[data-track] span.on')).toHaveCount(1);
  await expect(drain.getByRole('button', { name: /^Step back to 0/ })).toBeEnabled();
  // A bad base cost is said beside its field, in the element the page drew for it.
  await drain.getByRole('spinbutton', { name: 'Base mana cost to check' }).fill('25');
  await expect(drain.locator('#tw-cost-msg')).toContainText('cannot be above 20');
});
