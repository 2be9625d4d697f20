/**
 * Widget polish: chart labels at least 11 px at any width, numbers
 * and intervals on one line with spacing between columns, links in the theme's colour, card
 * previews with a full-size view, the Ratings table's headers.
 */
import { test, expect, widgetReady } from './fixtures.ts';

for (const width of [390, 1280]) {
  test(`chart labels are at least 11 px on screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/solo-tower-hack/simulator/', '/wizards-tower/findings/']) {
      await page.goto(path);
      const sizes = await page.locator('svg.kit-chart').evaluateAll((charts) =>
        charts.flatMap((svg) => {
          const scale =
            svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
          return [...svg.querySelectorAll('text')].map(
            (t) => parseFloat(getComputedStyle(t).fontSize) * scale,
          );
        }),
      );
      expect(sizes.length, `${path} has chart labels`).toBeGreaterThan(0);
      expect(Math.min(...sizes), `${path}: the smallest label on screen`).toBeGreaterThanOrEqual(
        11,
      );
    }
  });
}

test('widget tables: columns apart, intervals on one line, one percent format per column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/solo-tower-hack/simulator/');
  const table = page.locator('table', { hasText: 'Results by strategy' });
  const cell = table.locator('tbody td.num').nth(2); // the 95% interval
  await expect(cell).toHaveText(/^\d+\.\d%–\d+\.\d%$/);
  const { lines, padding } = await cell.evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    // One client rect per line box the text occupies.
    return {
      lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
      padding: parseFloat(getComputedStyle(td).paddingLeft),
    };
  });
  expect(lines, 'the interval sits on one line').toBeLessThanOrEqual(1);
  expect(padding).toBeGreaterThan(8);
  // Every share in the deaths table has one decimal.
  const shares = await page.locator('table.sth-deaths tbody td').allTextContents();
  for (const s of shares) expect(s).toMatch(/^\d+\.\d%$/);
});

test('the findings death-rule table sets its two readings apart', async ({ page }) => {
  await page.goto('/wizards-tower/findings/');
  const table = page.locator('table', { hasText: 'under each reading' });
  const start = table.locator('thead th.tp-group-start', { hasText: 'Deaths' });
  await expect(start).toHaveCSS('border-left-width', '2px');
});

test('links inside widgets use the theme link colour in light mode', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('starlight-theme', 'light'));
  await page.goto('/heist/scoring/');
  await widgetReady(page, 'heist-scoring');
  const link = page.locator('heist-scoring a', { hasText: 'HZ-R1' });
  const [color, accent] = await link.evaluate((a) => [
    getComputedStyle(a).color,
    getComputedStyle(document.documentElement).getPropertyValue('--sl-color-text-accent'),
  ]);
  expect(color).not.toBe('rgb(0, 0, 238)');
  expect(accent.trim()).not.toBe('');
});

test('card previews open a full-size view, by keyboard too', async ({ page }) => {
  await page.goto('/wizards-tower/quest-deck/');
  const first = page.locator('.tp-card-gallery a.tp-card-zoom').first();
  await expect(first.locator('img')).toHaveAttribute('width', '120');
  await first.focus();
  await expect(first).toBeFocused();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/\/generated\/cards\/wizards-tower-quest\/face-1\.png$/);
  const image = await page.request.get(href!);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await image.body()).readUInt32BE(16), 'the full-size image is 300 px wide').toBe(300);
});

test('the game view names its Ratings columns plainly', async ({ page }) => {
  await page.goto('/wizards-tower/simulator/');
  await widgetReady(page, 'wt-autoplay');
  await page.locator('wt-autoplay').getByRole('button', { name: 'Next phase' }).click();
  const head = page.locator('table.wt-state-table thead th');
  await expect(head).toHaveText(['Name', 'Score', 'This month']);
});
