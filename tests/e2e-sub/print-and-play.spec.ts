/**
 * The "Print and play" section of each game's first page, under the sub-path: the kit's two
 * editions (double-sided, one-sided) and the rulebook editions on both papers, each link a PDF inside the published folder with its
 * size, pages and sheets; and "Keep for offline", used by keyboard, keeps them so that the
 * kit opens with the network switched off.
 */
import { expect, test } from '../e2e/fixtures.ts';
import { SUB_BASE_PATH } from '../../playwright.sub.config.ts';

const GAMES = ['wizards-tower', 'solo-tower-hack', 'tower-wizwar', 'wizard-figures', 'heist'];

for (const game of GAMES) {
  test(`${game}: the Print and play section links its kit and rulebooks under ${SUB_BASE_PATH}`, async ({
    page,
  }) => {
    await page.goto(`./${game}/`);
    const section = page.getByRole('region', { name: 'Print and play' });
    await expect(section).toBeVisible();
    // "On this page" leads to it.
    await expect(page.locator('starlight-toc a[href="#print-and-play"]')).toHaveText(
      'Print and play',
    );
    const links = section.getByRole('link');
    await expect(links).toHaveCount(8);
    const expected = [
      'kits/%-kit-a4',
      'kits/%-kit-letter',
      'kits/%-kit-a4-no-duplex',
      'kits/%-kit-letter-no-duplex',
      'rules/%-rules-a4',
      'rules/%-rules-letter',
      'rules/%-booklet-a4',
      'rules/%-booklet-letter',
    ].map((p) => `${SUB_BASE_PATH}generated/${p.replace('%', game)}.pdf`);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      expected,
    );
    for (const item of await section
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') })
      .all())
      await expect(item).toContainText(
        /PDF, \d+(\.\d)? [KM]B, \d+ (pages|sides)(,| on) \d+ sheets? of paper/,
      );
    await expect(section).toContainText('flipped on the short edge');
    await expect(section).toContainText('double-sided, flipped on the long edge');
    await expect(section.getByRole('link', { name: 'Kit, A4, one-sided' })).toBeVisible();
    // Every file is there, and is a PDF.
    const heads = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map(async (u) => {
            const r = await fetch(u);
            return `${r.status} ${new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5))}`;
          }),
        ),
      expected,
    );
    expect(heads).toEqual(expected.map(() => '200 %PDF-'));
  });
}

test('the all-rules page, which runs no scripts, offers no Keep for offline button', async ({
  page,
}) => {
  await page.goto('./heist/all-rules/');
  await expect(page.locator('[data-keep-offline]')).toBeHidden();
});

test.describe('keep for offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('by keyboard, the button keeps a game’s printables and the kit opens with no network', async ({
    page,
    context,
    pageProblems,
  }) => {
    test.setTimeout(120_000);
    await page.goto('./heist/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const keeper = page.locator('[data-keep-offline]');
    await expect(keeper).toHaveAttribute('data-ready', '');
    const status = keeper.locator('[data-status]');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const button = keeper.getByRole('button', { name: 'Keep for offline' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(status).toContainText('Kept for offline use: all 8 files', { timeout: 60_000 });
    await expect(keeper).toHaveAttribute('data-stored', '');

    await context.setOffline(true);
    const kit = `${SUB_BASE_PATH}generated/kits/heist-kit-a4.pdf`;
    const opened = await page.evaluate(async (url) => {
      const r = await fetch(url);
      return `${r.status} ${new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5))}`;
    }, kit);
    expect(opened).toBe('200 %PDF-');
    // Back on the page with no network, the section says they are kept.
    await page.reload();
    await expect(page.locator('[data-keep-offline]')).toHaveAttribute('data-stored', '');
    await expect(page.locator('[data-keep-offline] [data-status]')).toContainText(
      'Kept for offline use',
    );
    // Another game's kit was not kept, and does not come from the network either.
    const other = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'fetched',
          () => 'failed',
        ),
      `${SUB_BASE_PATH}generated/kits/tower-wizwar-kit-a4.pdf`,
    );
    expect(other).toBe('failed');
    // That failure was the point; it is not a problem of the site's.
    pageProblems.length = 0;
  });
});
