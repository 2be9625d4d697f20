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
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2'))
            .map((entry) => ({
              file: new URL(entry.name).pathname.split('/').pop(),
              by: (entry as PerformanceResourceTiming).initiatorType,
            }));
        });
        // The page draws at least body text, its bold and the heading face.
        expect(fonts.length).toBeGreaterThanOrEqual(3);
        expect(fonts.filter((font) => font.by !== 'link')).toEqual([]);
      });
    }
  });
}
