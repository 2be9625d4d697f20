import { test, expect, seriousViolations } from './fixtures.ts';
import { GAMES } from '../../src/games/index.ts';

// The first use of a glossary term links to its definition and shows it in a
// tooltip by mouse, keyboard and touch, dismissable with Escape, moving nothing on the page.

const PAGE = '/wizards-tower/ratings/';

test('a term shows its definition on hover, moves nothing, and Escape hides it', async ({
  page,
}) => {
  await page.goto(PAGE);
  const term = page
    .locator('.tp-term')
    .filter({ has: page.locator('a', { hasText: /^Tower Wards$/ }) })
    .first();
  const link = term.locator('a.tp-term-link');
  const tip = term.getByRole('tooltip');
  await expect(tip).toBeHidden();
  const paragraph = term.locator('xpath=ancestor::p[1]');
  const before = await paragraph.boundingBox();
  const after = page.locator('main p').last();
  const lastBefore = await after.boundingBox();
  await link.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('Maintain Tower Wards test');
  await expect(link).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!);
  // No layout shift: the paragraph and the end of the page stay where they were.
  expect(await paragraph.boundingBox()).toEqual(before);
  expect(await after.boundingBox()).toEqual(lastBefore);
  // The tip can be hovered without vanishing (WCAG 1.4.13).
  await tip.hover();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  // Pointing again brings it back.
  await page.mouse.move(0, 0);
  await link.hover();
  await expect(tip).toBeVisible();
});

test('a term shows its definition on keyboard focus, passes axe while open, and Escape hides it', async ({
  page,
}) => {
  await page.goto(PAGE);
  const first = page.locator('main a.tp-term-link').first();
  const name = await first.innerText();
  // Tab through the page as a keyboard user until the first term holds focus.
  for (let i = 0; i < 80 && !(await first.evaluate((a) => a === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const tip = first.locator('xpath=following-sibling::*[@role="tooltip"]');
  await expect(tip).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wizards-tower\/glossary\/#term-/);
  await expect(page.locator(':target')).toHaveText(new RegExp(name.replace(/s$/, ''), 'i'));
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the first tap opens the tip inside the screen, the second follows the link', async ({
    page,
  }) => {
    await page.goto('/wizards-tower/tests/');
    const link = page.locator('main a.tp-term-link').first();
    const tip = link.locator('xpath=following-sibling::*[@role="tooltip"]');
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect(tip).toBeVisible();
    await expect(page).toHaveURL(/\/wizards-tower\/tests\/$/);
    await expect.poll(async () => (await tip.boundingBox())!.x).toBeGreaterThanOrEqual(0);
    await expect
      .poll(async () => {
        const b = (await tip.boundingBox())!;
        return b.x + b.width;
      })
      .toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await link.tap();
    await expect(page).toHaveURL(/\/wizards-tower\/glossary\/#term-/);
  });
});

test('each game has a Glossary page generated from the data, every term in "On this page"', async ({
  page,
}) => {
  for (const game of GAMES.map((g) => g.id)) {
    await page.goto(`/${game}/glossary/`);
    const terms = page.locator('.tp-glossary-term h2');
    const n = await terms.count();
    expect(n, game).toBeGreaterThan(2);
    const toc = page.locator('starlight-toc nav');
    for (let i = 0; i < n; i++) {
      const h = terms.nth(i);
      await expect(toc.locator(`a[href="#${await h.getAttribute('id')}"]`)).toHaveText(
        await h.innerText(),
      );
    }
  }
  await page.goto('/wizards-tower/glossary/');
  const powerDice = page.locator('#term-power-dice').locator('xpath=..');
  await expect(powerDice).toContainText('one for each point of Power you spend');
  await powerDice.getByRole('link', { name: 'WT-R14' }).click();
  await expect(page).toHaveURL(/\/wizards-tower\/rulings\/#wt-r14$/);
});

test('terms are linked on every game’s pages', async ({ page }) => {
  for (const [path, word] of [
    ['/solo-tower-hack/rules/', 'Damage'],
    ['/tower-wizwar/rules/', 'mana pool'],
    ['/heist/', 'floors'],
    ['/wizard-figures/', 'attributes'],
  ] as const) {
    await page.goto(path);
    await expect(
      page.locator('main a.tp-term-link', { hasText: new RegExp(`^${word}$`, 'i') }).first(),
      `${path} links ${word}`,
    ).toBeVisible();
  }
});

test('printed pages show terms as plain text with no tooltips', async ({ page }) => {
  await page.goto(PAGE);
  await page.emulateMedia({ media: 'print' });
  const link = page.locator('main a.tp-term-link').first();
  await link.hover();
  await expect(link.locator('xpath=following-sibling::*[@role="tooltip"]')).toBeHidden();
  const [linkColour, textColour, decoration] = await link.evaluate((a) => [
    getComputedStyle(a).color,
    getComputedStyle(a.closest('p')!).color,
    getComputedStyle(a).textDecorationLine,
  ]);
  expect(linkColour).toBe(textColour);
  expect(decoration).toBe('none');
});
