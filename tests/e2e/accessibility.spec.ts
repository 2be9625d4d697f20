import { test, expect, builtPages, seriousViolations } from './fixtures.ts';

// Every built page passes axe-core's WCAG 2.1 A/AA rules with no serious or critical violation,
// in both colour themes, and loads without a console error or a failed request.
for (const path of builtPages()) {
  for (const theme of ['dark', 'light'] as const) {
    test(`${path} is accessible (${theme} theme)`, async ({ page }) => {
      // Long pages give axe a great deal to check (a whole rulebook; the STH level and odds
      // tables, about 1,300 elements, take axe some 13 s alone on a loaded machine).
      if (
        path.endsWith('/all-rules/') ||
        ['/solo-tower-hack/rules/', '/wizards-tower/rulings/'].includes(path)
      )
        test.slow();
      await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

// On a phone the header collapses (search shows as an icon, the sidebar moves into a menu).
for (const path of ['/', '/wizards-tower/']) {
  test(`${path} is accessible on a narrow screen`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
