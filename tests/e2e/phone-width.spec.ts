/**
 * On a 390 px phone nothing may make a page wider than the screen, not a page's
 * own content and not a glossary tip opened by tap, pointer or keyboard (a tip hung past the
 * right edge once widened the page to 409 px for good, even after it slid back inside).
 */
import type { Page } from '@playwright/test';
import { builtPages, expect, test, PHONE } from './fixtures.ts';

/** How wide the page has become: the root's scroll width (the layout viewport on a phone). */
const pageWidth = (page: Page) =>
  page.evaluate(async () => {
    // Two frames: whatever an event changed has been laid out.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return document.documentElement.scrollWidth;
  });

/** Rules pages with terms at line ends, in lists, asides and a table. */
const TIP_PAGES = [
  '/wizards-tower/tests/',
  '/wizards-tower/ratings/',
  '/wizards-tower/month/',
  '/wizards-tower/wizard/',
  '/solo-tower-hack/rules/',
  '/tower-wizwar/rules/',
  '/heist/',
];

test.describe('at 390 px', () => {
  test.use(PHONE);

  for (const path of TIP_PAGES) {
    test(`${path}: every glossary tip, by tap, pointer and keyboard, stays inside the page`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      expect(await pageWidth(page), 'before any tip').toBeLessThanOrEqual(390);
      const terms = page.locator('main .tp-term');
      const count = await terms.count();
      expect(count).toBeGreaterThan(0);
      for (const how of ['tap', 'hover', 'focus'] as const) {
        for (let i = 0; i < count; i++) {
          const term = terms.nth(i);
          const link = term.locator('a.tp-term-link');
          const tip = term.getByRole('tooltip');
          await link.scrollIntoViewIfNeeded();
          if (how === 'tap') await link.tap();
          else if (how === 'hover') await link.hover();
          else await link.focus();
          await expect(tip).toBeVisible();
          const name = `${how} on "${await link.innerText()}"`;
          expect(await pageWidth(page), name).toBeLessThanOrEqual(390);
          const box = (await tip.boundingBox())!;
          expect(box.x, name).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, name).toBeLessThanOrEqual(390);
          // Close it: Escape hides an open tip, and the pointer moves off.
          await page.keyboard.press('Escape');
          await page.mouse.move(0, 0);
        }
      }
    });
  }

  test('every page is no wider than the phone', async ({ page }) => {
    test.setTimeout(180_000);
    // One tab through every page: much faster than a fresh browser per page.
    for (const path of builtPages()) {
      await page.goto(path);
      expect.soft(await pageWidth(page), path).toBeLessThanOrEqual(390);
    }
  });
});
