import AxeBuilder from '@axe-core/playwright';
import { test, expect, builtPages } from './fixtures.ts';

// Every built page passes axe-core's WCAG 2.1 A/AA rules with no serious or critical violation,
// in both colour themes, and loads without a console error or a failed request.
for (const path of builtPages()) {
  for (const theme of ['dark', 'light'] as const) {
    test(`${path} is accessible (${theme} theme)`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        // Experimental in axe, so off by default; Starlight's stock search button fails it.
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
