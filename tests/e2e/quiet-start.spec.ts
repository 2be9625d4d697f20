/**
 * A widget drawn at build time as its script would draw it: on a first visit the script's
 * start-up changes nothing in it, so the browser lays nothing out again after the first paint.
 */
import { test, expect, widgetReady } from './fixtures.ts';

test('Heist scoring: a first visit’s start-up leaves the drawn page as it is', async ({ page }) => {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { changes: string[] }).changes = changes;
    // From the end of parsing, before the page's module scripts run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const widget = document.querySelector('heist-scoring')!;
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.target === widget && r.attributeName === 'data-ready') continue;
          const el = r.target instanceof Element ? r.target : r.target.parentElement!;
          changes.push(`${r.type} ${r.attributeName ?? ''} on ${el.outerHTML.slice(0, 80)}`);
        }
      }).observe(widget, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  });
  await page.goto('/heist/scoring/');
  await widgetReady(page, 'heist-scoring');
  expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual(
    [],
  );
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
