/**
 * Every web-font face a page draws is asked for by its <head> (src/components/Head.astro), not
 * found by the first layout. A face found by layout arrives within font-display: optional's short
 * wait, so it is used, and the whole page is laid out a second time for it. Checked on the pages
 * Lighthouse measures (scripts/lighthouse.ts), at phone and desktop widths.
 */
import { PAGES } from '../../scripts/lighthouse.ts';
import { expect, test } from './fixtures.ts';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });
    for (const { path } of PAGES) {
      test(`${path} preloads every face it draws`, async ({ page }) => {
        await page.goto(path);
        const fonts = await page.evaluate(async () => {
          await document.fonts.ready;
          const name = (url: string) => new URL(url, location.href).pathname.split('/').pop()!;
          const preloaded = [...document.querySelectorAll('link[rel="preload"][as="font"]')].map(
            (link) => name((link as HTMLLinkElement).href),
          );
          const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          // The core files the page asked for while it loaded (the full Latin files are fetched
          // only for rarer characters, and something drawn later is not the first view).
          const drawn = performance
            .getEntriesByType('resource')
            .filter((entry) => /-core\.[\w-]+\.woff2$/.test(entry.name))
            .filter((entry) => entry.startTime <= nav!.loadEventStart)
            .map((entry) => name(entry.name));
          return { preloaded, drawn: [...new Set(drawn)] };
        });
        // The page draws at least body text, its bold and the heading face.
        expect(fonts.drawn.length).toBeGreaterThanOrEqual(3);
        expect(fonts.drawn.filter((file) => !fonts.preloaded.includes(file))).toEqual([]);
      });
    }
  });
}
