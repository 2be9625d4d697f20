import { test, expect } from './fixtures.ts';

test('the home page presents the five games and credits their sources', async ({ page }) => {
  await page.goto('/');
  for (const name of [
    "The Wizard's Tower",
    'Solo Tower Hack',
    'Tower-WizWar',
    'The Fantasy Trip',
    '10 Minute Heist',
  ]) {
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
  }
  await expect(
    page.getByRole('link', { name: /creativecommons|CC BY-SA 4\.0/i }).first(),
  ).toBeVisible();
});

test('a rules chapter renders its band table from data and links to the rulings', async ({
  page,
}) => {
  await page.goto('/wizards-tower/tests/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const table = page.locator('table.tp-table').first();
  await expect(table).toBeVisible();
  for (const band of [
    'Disaster',
    'Extreme Fail',
    'Normal Fail',
    'Normal Success',
    'Extreme Success',
    'Critical Success',
  ]) {
    await expect(page.getByRole('rowheader', { name: band, exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(/CC BY-SA 4\.0/).first()).toBeVisible();
});

test('the rulings page gives every ruling a stable anchor', async ({ page }) => {
  await page.goto('/wizards-tower/rulings/');
  for (let i = 1; i <= 17; i++) await expect(page.locator(`#wt-r${i}`)).toHaveCount(1);
});

test('search finds a rule', async ({ page }) => {
  await page.goto('/wizards-tower/');
  await page.getByRole('button', { name: /search/i }).click();
  const box = page
    .getByRole('searchbox')
    .or(page.getByPlaceholder(/search/i))
    .first();
  await box.fill('teleport');
  const firstResult = page.locator('.pagefind-ui__result-link').first();
  await expect(firstResult).toBeVisible();
  await firstResult.click();
  await expect(page).toHaveURL(/\/wizards-tower\/.+/);
  await expect(page.getByRole('main')).toContainText(/teleport/i);
});

test('search opens from the keyboard', async ({ page }) => {
  await page.goto('/wizards-tower/');
  await page.waitForLoadState('networkidle'); // the shortcut works once the search script has loaded
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('textbox')).toBeFocused();
  await page.keyboard.type('Critical Success');
  await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible();
});

test('the print view hides the site chrome', async ({ page }) => {
  await page.goto('/wizards-tower/tests/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('nav.sidebar').first()).toBeHidden();
  await expect(page.locator('header.header')).toBeHidden();
  await expect(page.locator('table.tp-table').first()).toBeVisible();
});

test('rules headings carry anchor links for sharing a section', async ({ page }) => {
  await page.goto('/wizards-tower/tests/');
  const anchor = page.locator('a.sl-anchor-link[href="#how-many-dice"]');
  await expect(anchor).toHaveCount(1);
  await anchor.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#how-many-dice$/);
});

test('the sidebar lists every chapter, in order, then the reference pages and tools, and marks the current page', async ({
  page,
}) => {
  await page.goto('/wizards-tower/month/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const rulebook = [
    'Overview and how to play',
    'Defining your wizard',
    'Tests',
    'Changing Ratings',
    'Quests and the card deck',
    'The month',
    'Events',
    'Maintain Tower Wards',
    'Research',
    'Gather Allies',
    'Resolve Quests',
    'Attack an Enemy Wizard',
    'Tower defence',
    'Rulings',
  ];
  const reference = ['Glossary', 'All rules on one page'];
  const tools = [
    'Dice tester',
    'Auto-play simulator',
    'Play companion',
    'Monte Carlo',
    'Findings',
    'Wizard sheet',
    'Printable quest deck',
  ];
  const links = nav.locator('ul.top-level a[href^="/wizards-tower/"]');
  await expect(links).toHaveText([...rulebook, ...reference, ...tools]);
  await expect(nav.getByRole('link', { name: 'The month' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Next-page link at the bottom of the chapter: the next chapter, not a tool.
  await expect(page.getByRole('link', { name: /Next.*Events/s })).toBeVisible();
});
