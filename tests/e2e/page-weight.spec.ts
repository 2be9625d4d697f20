import { test, expect } from '@playwright/test';
import { pageWeights, starlightBaseline, extraScripts, extraJsGzip } from '../../scripts/page-weight.ts';

// The JS budget, checked on the built site: pages without widgets ship nothing beyond
// Starlight's own scripts, and a widget page adds at most 15 KB gzipped.
const BUDGET = 15 * 1024;
const WIDGET_PAGES = new Set(['/wizards-tower/dice-tester/', '/wizards-tower/tests/', '/solo-tower-hack/tower/', '/solo-tower-hack/simulator/', '/wizards-tower/wizard-sheet/', '/wizard-figures/figure-builder/', '/heist/scoring/', '/tower-wizwar/tools/', '/wizards-tower/simulator/', '/wizards-tower/month/', '/wizards-tower/companion/', '/wizards-tower/monte-carlo/']);

const weights = pageWeights();
const baseline = starlightBaseline(weights);

for (const page of weights) {
  test(`${page.page} stays within the JS budget`, () => {
    if (WIDGET_PAGES.has(page.page)) {
      expect(extraScripts(page, baseline).length, 'a widget page loads its widget script').toBeGreaterThan(0);
      expect(extraJsGzip(page, baseline)).toBeLessThanOrEqual(BUDGET);
    } else {
      expect(extraScripts(page, baseline), 'a page without widgets ships only Starlight scripts').toEqual([]);
    }
  });
}
