import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every page test fails on a console error or a failed request: a page must load cleanly.
 * Use `test` from here instead of from @playwright/test.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      page.on('requestfailed', (req) => {
        // A request the browser cancelled because the page navigated on (a reload, a new link)
        // is not a failure of the site.
        if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
        problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`);
      });
      page.on('response', (res) => {
        if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
      });
      await use(problems);
      expect(problems, 'the page loaded without console errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A phone as the layout tests hold it: 390 px wide, touch. For `test.use(PHONE)`. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * Screenshots to look at, not to compare: `shots('odds-table-bars')(page, 'name')` writes
 * test-results/odds-table-bars/name.png, or SHOTS_DIR/name.png when that is set.
 */
export const shots =
  (folder: string) =>
  (target: Page | Locator, name: string): Promise<Buffer> =>
    target.screenshot({ path: `${process.env.SHOTS_DIR ?? `test-results/${folder}`}/${name}.png` });

/** Every page of the built site, as a URL path ("/", "/wizards-tower/tests/"). */
export function builtPages(dist = 'dist'): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      if (e.isDirectory())
        return ['pagefind', '_astro'].includes(e.name) ? [] : walk(join(dir, e.name));
      return e.name === 'index.html' ? ['/' + relative(dist, dir).replace(/\\/g, '/')] : [];
    });
  return walk(dist)
    .map((p) => (p === '/' ? p : p.replace(/\/?$/, '/')))
    .sort();
}

/** Resolves once custom elements on the page have upgraded (their script ran). */
export async function widgetReady(page: Page, selector: string): Promise<void> {
  await page.locator(`${selector}[data-ready]`).first().waitFor();
}

/** axe-core WCAG 2.1 A/AA violations of serious or critical impact on the page as it stands. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Experimental in axe, so off by default; Starlight's stock search button fails it.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
