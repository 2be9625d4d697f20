import { test, expect, widgetReady } from './fixtures.ts';
import type { Page } from '@playwright/test';

// Reads the band from the faces independently of the site's code: highest two, rules' bands.
function expectedBand(faces: number[]): string {
  const [a, b = 0] = [...faces].sort((x, y) => y - x);
  const t = a! + b;
  return t <= 2
    ? 'Disaster'
    : t <= 4
      ? 'Extreme Fail'
      : t <= 7
        ? 'Normal Fail'
        : t <= 10
          ? 'Normal Success'
          : t === 11
            ? 'Extreme Success'
            : 'Critical Success';
}

async function shownRoll(page: Page) {
  const text = (await page.locator('[data-status]').textContent())!;
  const m =
    /Dice: ([\d, ]+) → (?:kept (\d) \+ (\d) = (\d+)|one die: (\d+)): ([A-Za-z ]+?)( \(|\.)/.exec(
      text,
    );
  expect(m, `status reads like a roll: ${text}`).not.toBeNull();
  const faces = m![1]!.split(', ').map(Number);
  return { faces, total: Number(m![4] ?? m![5]), band: m![6]!, text };
}

const tester = (page: Page) => page.locator('wt-dice-tester');

test('a seeded roll shows faces, the kept pair and a band consistent with them', async ({
  page,
}) => {
  await page.goto('/wizards-tower/dice-tester/?seed=test-seed&dice=4');
  await widgetReady(page, 'wt-dice-tester');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const roll = await shownRoll(page);
  expect(roll.faces).toHaveLength(4);
  const sorted = [...roll.faces].sort((a, b) => b - a);
  expect(roll.total).toBe(sorted[0]! + sorted[1]!);
  expect(roll.band).toBe(expectedBand(roll.faces));
  await expect(tester(page).locator('.dt-die')).toHaveCount(4);
  await expect(tester(page).locator('.dt-die.is-kept')).toHaveCount(2);
  // The action's consequence for that band is shown.
  await expect(page.locator('[data-consequence]')).toContainText('Maintain Tower Wards:');
  // The URL now reproduces the roll.
  expect(page.url()).toMatch(/seed=test-seed/);
  expect(page.url()).toMatch(/roll=1/);
  expect(page.url()).toMatch(/v=1/);
  await page.reload();
  await widgetReady(page, 'wt-dice-tester');
  expect((await shownRoll(page)).faces).toEqual(roll.faces);
  // The next roll of the same seed moves on.
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  expect(page.url()).toMatch(/roll=2/);
  await expect(page.getByRole('log').getByRole('listitem')).toHaveCount(2);
});

test('spending Power adds a die and re-reads the roll, and the link keeps it', async ({ page }) => {
  await page.goto('/wizards-tower/dice-tester/?seed=power&dice=2');
  await widgetReady(page, 'wt-dice-tester');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const before = await shownRoll(page);
  await expect(page.locator('[data-power-odds]')).toContainText('If you add one more die');
  await page.getByRole('button', { name: /Spend 1 Power/ }).click();
  const after = await shownRoll(page);
  expect(after.faces.slice(0, 2)).toEqual(before.faces);
  expect(after.faces).toHaveLength(3);
  expect(after.band).toBe(expectedBand(after.faces));
  await expect(page.locator('[data-status]')).toContainText('1 Power die added');
  expect(page.url()).toMatch(/power=1/);
  await page.reload();
  await widgetReady(page, 'wt-dice-tester');
  expect((await shownRoll(page)).faces).toEqual(after.faces);
});

test('my own dice are read, and bad faces get a clear message', async ({ page }) => {
  await page.goto('/wizards-tower/dice-tester/');
  await widgetReady(page, 'wt-dice-tester');
  await page.getByLabel('My own dice').check();
  const faces = page.getByLabel(/Faces of your dice/);
  await faces.fill('6 6 1');
  await page.getByRole('button', { name: 'Read my dice' }).click();
  await expect(page.locator('[data-status]')).toContainText(
    '6, 6, 1 → kept 6 + 6 = 12: Critical Success',
  );
  await faces.fill('7');
  await page.getByRole('button', { name: 'Read my dice' }).click();
  await expect(page.locator('[data-faces-error]')).toHaveText(
    '“7” is not a d6 face: each die shows 1 to 6.',
  );
  await expect(faces).toHaveAttribute('aria-invalid', 'true');
  await faces.fill('');
  await page.getByRole('button', { name: 'Read my dice' }).click();
  await expect(page.locator('[data-faces-error]')).toContainText('Type the faces of your dice');
});

test('a King with too few Allies is an automatic Disaster, and odds follow the inputs', async ({
  page,
}) => {
  await page.goto('/wizards-tower/dice-tester/');
  await widgetReady(page, 'wt-dice-tester');
  await page.getByLabel('Number of dice').fill('2');
  await page.getByLabel('Quest card (optional)').selectOption('K');
  await expect(page.locator('[data-summary]')).toContainText('automatic Disaster');
  await expect(page.locator('[data-odds] tr').first()).toContainText('100%');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.locator('[data-status]')).toContainText(
    'No dice to roll: an automatic Disaster',
  );
  await expect(page.getByRole('link', { name: 'Why (WT-R2)' })).toHaveAttribute(
    'href',
    '/wizards-tower/rulings/#wt-r2',
  );
  // A Jack leaving no dice is an automatic Normal Fail instead.
  await page.getByLabel('Number of dice').fill('1');
  await page.getByLabel('Quest card (optional)').selectOption('J');
  await expect(page.locator('[data-summary]')).toContainText('automatic Normal Fail');
  // An Ace adds two dice: three dice in all, odds for 3 dice (success 13/27).
  await page.getByLabel('Quest card (optional)').selectOption('A');
  await expect(page.locator('[data-odds-caption]')).toHaveText(
    'Exact odds before the roll: 3 dice',
  );
  await expect(page.locator('[data-odds]')).toContainText('13/27');
});

test('bad URL parameters are clamped with a visible note', async ({ page }) => {
  await page.goto('/wizards-tower/dice-tester/?dice=99&adv=-3&card=Z&action=fly&v=999');
  await widgetReady(page, 'wt-dice-tester');
  const note = page.getByRole('note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('“dice=99” is outside 0–30');
  await expect(note).toContainText('“card=Z” is not a card rank');
  await expect(note).toContainText('version 999');
  await expect(page.getByLabel('Number of dice')).toHaveValue('30');
  await expect(page.getByLabel('Advantages', { exact: true })).toHaveValue('0');
});

test('single-die rolls show their exact chance and a result', async ({ page }) => {
  await page.goto('/wizards-tower/dice-tester/?seed=may');
  await widgetReady(page, 'wt-dice-tester');
  const improve = page.locator('[data-may=improve]');
  await improve.getByRole('spinbutton').fill('4');
  await expect(improve.locator('[data-may-chance]')).toContainText('33.3% (1/3)');
  await improve.getByRole('button').click();
  await expect(improve.locator('output')).toHaveText(/^MAY improve from 4: rolled [1-6], /);
  const ally = page.locator('[data-may=ally]');
  await ally.getByRole('spinbutton').fill('3');
  await expect(ally.locator('[data-may-chance]')).toContainText('50% (1/2)');
});

test('works by keyboard alone, announcing the result', async ({ page }) => {
  await page.goto('/wizards-tower/dice-tester/?seed=keys');
  await widgetReady(page, 'wt-dice-tester');
  await page.getByLabel('Dice come from').focus();
  await page.keyboard.press('Tab'); // number of dice
  await expect(page.getByLabel('Number of dice')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter'); // submits the form: rolls
  const roll = await shownRoll(page);
  expect(roll.faces).toHaveLength(5);
  await expect(page.locator('[data-status]')).toHaveAttribute('aria-live', 'polite');
  // Tab on to the Power button and press Space.
  const power = page.getByRole('button', { name: /Spend 1 Power/ });
  for (let i = 0; i < 20 && !(await power.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(power).toBeFocused();
  await page.keyboard.press('Space');
  expect((await shownRoll(page)).faces).toHaveLength(6);
});

test('the Tests page embeds the tester', async ({ page }) => {
  await page.goto('/wizards-tower/tests/?seed=embedded&dice=3');
  await widgetReady(page, 'wt-dice-tester');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  expect((await shownRoll(page)).faces).toHaveLength(3);
});

test('dice tumble only when the reader has not asked for reduced motion', async ({ page }) => {
  const animationOfFirstDie = async () => {
    await page.goto('/wizards-tower/dice-tester/?seed=motion&roll=1&dice=3');
    await widgetReady(page, 'wt-dice-tester');
    return page
      .locator('.dt-die')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
  };
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await animationOfFirstDie()).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animationOfFirstDie()).toBe('none');
});

test('a single-die roll keeps the main roll’s headline and shows its result beside its own button', async ({
  page,
}) => {
  await page.goto('/wizards-tower/dice-tester/?seed=keep-headline&dice=3');
  await widgetReady(page, 'wt-dice-tester');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const main = await shownRoll(page);
  // By keyboard: Tab to the MAY improve row's button and press Enter.
  const improve = page.locator('[data-may=improve]');
  await improve.getByRole('button', { name: 'Roll 1d6' }).focus();
  await page.keyboard.press('Enter');
  const output = improve.locator('output');
  await expect(output).toHaveText(/^MAY improve from 3: rolled [1-6], /);
  // The result sits right after its button, in the same row, and is a live region of its own.
  await expect(output).toHaveAttribute('aria-live', 'polite');
  const button = await improve.getByRole('button', { name: 'Roll 1d6' }).boundingBox();
  const out = await output.boundingBox();
  expect(out!.y + out!.height).toBeGreaterThan(button!.y);
  // The main result's headline is unchanged.
  expect((await shownRoll(page)).text).toBe(main.text);
  await expect(page.locator('[data-status]')).not.toContainText('MAY improve');
  // A second single-die roll of another kind leaves both the headline and the first result alone.
  const first = await output.textContent();
  await page.locator('[data-may=ally]').getByRole('button', { name: 'Roll 1d6' }).click();
  await expect(page.locator('[data-may=ally] output')).toHaveText(/^Ally loss with 2 present/);
  await expect(output).toHaveText(first!);
  expect((await shownRoll(page)).text).toBe(main.text);
});

test('the odds show as bars with the chance of at least each band, read as a table', async ({
  page,
}) => {
  await page.goto('/wizards-tower/dice-tester/?dice=3');
  await widgetReady(page, 'wt-dice-tester');
  const table = page.getByRole('table', { name: /Exact odds before the roll: 3 dice/ });
  await expect(table.getByRole('columnheader', { name: 'At least this band' })).toBeVisible();
  // Counted here over all 216 rolls of 3 dice, apart from the site's code: the highest two make 8+.
  let hits = 0;
  for (let i = 0; i < 216; i++) {
    const [a, b] = [(i % 6) + 1, (Math.floor(i / 6) % 6) + 1, Math.floor(i / 36) + 1].sort(
      (x, y) => y - x,
    );
    if (a! + b! >= 8) hits++;
  }
  const gcd = (x: number, y: number): number => (y ? gcd(y, x % y) : x);
  const exact = `${hits / gcd(hits, 216)}/${216 / gcd(hits, 216)}`;
  const success = table.getByRole('row', { name: /^Normal Success/ });
  await expect(success.getByRole('cell').nth(0)).toHaveText(/^\d+(\.\d)?%$/);
  await expect(success.locator('.tp-bar')).toHaveCount(2);
  await expect(success.locator('.tp-bar').first()).toBeEmpty();
  // The exact "at least" fraction shows on focus, from the keyboard.
  const atLeast = success.locator('.tp-exact');
  await atLeast.focus();
  await expect(atLeast.locator('.tp-exact-value')).toBeVisible();
  await expect(atLeast.locator('.tp-exact-value')).toHaveText(` (exactly ${exact})`);
  // Disaster or better is certain; the chart follows the number of dice.
  await expect(table.getByRole('row', { name: /^Disaster/ }).locator('.tp-exact')).toHaveText(
    /^100%/,
  );
  await page.getByLabel('Number of dice').fill('1');
  await expect(page.getByRole('table', { name: /1 die/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: /1 die/ }).getByRole('row', { name: /^Normal Success/ }),
  ).toContainText('0%');
});

test('the Tests page charts every number of dice, chosen from the keyboard, with no script', async ({
  browser,
}) => {
  // No JavaScript at all: the chart is static HTML and CSS.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/wizards-tower/tests/');
  const chart = page.locator('.tp-band-chart');
  const dice = chart.getByRole('group', { name: 'Number of dice' });
  await expect(dice.getByRole('radio')).toHaveCount(9);
  await expect(chart.getByRole('table', { name: 'Chance of each band with 3 dice' })).toBeVisible();
  await expect(chart.getByRole('table')).toHaveCount(1); // only the chosen one is shown
  await dice.getByRole('radio', { name: '3' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dice.getByRole('radio', { name: '4' })).toBeChecked();
  const four = chart.getByRole('table', { name: 'Chance of each band with 4 dice' });
  await expect(four).toBeVisible();
  await expect(chart.getByRole('table', { name: /with 3 dice/ })).toBeHidden();
  await expect(four.getByRole('columnheader', { name: 'At least this band' })).toBeVisible();
  await expect(four.getByRole('row', { name: /^Disaster/ })).toContainText('100%');
  // Tab reaches the table (it scrolls on a phone) and its exact figures.
  await page.keyboard.press('Tab');
  await expect(four.locator('..')).toBeFocused();
  await context.close();
});
