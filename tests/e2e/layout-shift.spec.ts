/**
 * Steady pages: nothing on any page moves while it loads, at phone and desktop widths, on a
 * slow connection with the web fonts arriving last (the swap to them caused most of the shift:
 * a fallback face a little wider or narrower than the web font breaks a line elsewhere and moves
 * everything under it). Layout shift is summed over the whole load (stricter than CLS's worst
 * five-second window) and must stay at or under 0.02 on every page. The same loads check that a
 * page asks only for the web fonts' small core files.
 */
import type { Page, Request } from '@playwright/test';
import { REST } from '../../generators/site/web-fonts.ts';
import { builtPages, expect, test } from './fixtures.ts';

const LIMIT = 0.02;

/** Waits until no request (but a held font) has been open for QUIET_MS and two frames were drawn. */
async function settle(page: Page, pending: Set<Request>): Promise<void> {
  const QUIET_MS = 600;
  let quietSince = Date.now();
  for (;;) {
    await page.waitForTimeout(100);
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });
    for (const path of builtPages()) {
      test(`${path} does not shift as it loads`, async ({ page, context }) => {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        // Roughly "Slow 4G": 150 ms round trip, 1.6 Mb/s down, 750 kb/s up.
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        // The fonts are held back until everything else has loaded and every widget's script has
        // run with the fallback faces in place, then arrive together: the worst order for a swap,
        // and the same order on every run however busy the machine is.
        let releaseFonts!: () => void;
        const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
        const fontFiles: string[] = [];
        await page.route(/\.woff2?$/, async (route) => {
          fontFiles.push(new URL(route.request().url()).pathname);
          await fontsHeld;
          await route.continue();
        });
        const pending = new Set<Request>();
        const isFont = (request: Request) => /\.woff2?$/.test(new URL(request.url()).pathname);
        page.on('request', (request) => isFont(request) || pending.add(request));
        page.on('requestfinished', (request) => pending.delete(request));
        page.on('requestfailed', (request) => pending.delete(request));
        await page.addInitScript(() => {
          const w = window as unknown as { __shift: number; __shifts: string[] };
          w.__shift = 0;
          w.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: {
                node?: Node;
                previousRect: DOMRectReadOnly;
                currentRect: DOMRectReadOnly;
              }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              w.__shift += entry.value;
              // What moved and from where to where, so a failure names its cause.
              const rect = (r: DOMRectReadOnly) =>
                `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
              const nodes = (entry.sources ?? []).map((s) => {
                const el = s.node instanceof Element ? s.node : s.node?.parentElement;
                const name = el
                  ? `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${[...el.classList].map((c) => '.' + c).join('')}`
                  : String(s.node?.nodeName);
                const text = s.node instanceof Text ? ' (text)' : '';
                return `\n  ${name}${text} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`;
              });
              w.__shifts.push(`${entry.value.toFixed(4)}${nodes.join('')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`.${path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
        await settle(page, pending);
        releaseFonts();
        await page.waitForLoadState('load', { timeout: 60_000 });
        await page.evaluate(() => document.fonts.ready);
        // The swap and anything a widget does after it: give late shifts time to be reported.
        await settle(page, pending);
        const { shift, shifts } = await page.evaluate(() => {
          const w = window as unknown as { __shift: number; __shifts: string[] };
          return { shift: w.__shift, shifts: w.__shifts };
        });
        test.info().annotations.push({ type: 'layout shift', description: shift.toFixed(4) });
        console.log(`CLS ${width} ${path} ${shift.toFixed(4)}`);
        expect(shift, `layout shifts:\n${shifts.join('\n')}`).toBeLessThanOrEqual(LIMIT);
        // The page draws only characters the web fonts' small core files have (the full Latin
        // files are for rarer ones): else add the ones it draws to CORE.
        const rare = await page.evaluate(
          (rest) => [...new Set(document.body.innerText)].filter((c) => rest.includes(c)).join(' '),
          String.fromCodePoint(...REST),
        );
        expect(
          fontFiles.filter((f) => !/-core\.[^/]+\.woff2$/.test(f)),
          `characters outside CORE (generators/site/web-fonts.ts): ${rare}`,
        ).toEqual([]);
      });
    }
  });
}

// On a slow connection the page is drawn while its HTML still arrives. Drawn from only the first
// part of its HTML (cut just before `cut`), a page already has its final columns: "On this page"
// at the right, a widget page's wide column. Deterministic, where the test above sees such a
// shift only when the network happens to split the HTML there.
for (const [path, cut, measure] of [
  ['/wizards-tower/', 'class="main-pane', '.right-sidebar-container'],
  ['/wizards-tower/events/', 'class="main-pane', '.right-sidebar-container'],
  ['/heist/scoring/', '<heist-scoring', 'main h1'],
  ['/solo-tower-hack/tower/', '<sth-tower', 'main h1'],
  ['/solo-tower-hack/simulator/', '<sth-simulator', 'main h1'],
  ['/tower-wizwar/tools/', '<tw-deck-validator', 'main h1'],
  ['/wizards-tower/monte-carlo/', '<wt-monte-carlo', 'main h1'],
  ['/wizards-tower/companion/', '<wt-companion', 'main h1'],
  ['/wizards-tower/findings/', 'class="wt-findings', 'main h1'],
] as const) {
  test(`${path} drawn from part of its HTML has its final columns`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const html = await (await context.request.get(`.${path}`)).text();
    const at = html.lastIndexOf('<', html.indexOf(cut));
    expect(at, `${cut} is on the page`).toBeGreaterThan(0);
    // Where the column starts and how wide it is (its height follows the rest of the page).
    const box = async () => {
      const b = await page.locator(measure).first().boundingBox();
      return b && { x: b.x, y: b.y, width: b.width };
    };
    const final = (await page.goto(`.${path}`), await box());
    await page.route(`**${path}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: html.slice(0, at) }),
    );
    await page.goto(`.${path}`);
    expect(await box()).toEqual(final);
    await context.close();
  });
}
