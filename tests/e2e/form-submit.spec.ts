/**
 * Forms that update as you type still have a submit button (WCAG H32), and Enter in a field does
 * what that button does: the builders make the fillable sheet, the auto-play simulator runs on.
 * The Heist hauls and the combat resolver's repeated rows are checked by their own specs; their
 * markup by html-validate.spec.ts.
 */
import { expect, test, widgetReady } from './fixtures.ts';

test('wizard builder: Enter in the name makes the fillable sheet, as its submit button does', async ({
  page,
}) => {
  await page.goto('/wizards-tower/wizard-sheet/');
  await widgetReady(page, 'wt-wizard-builder');
  const builder = page.locator('wt-wizard-builder');
  await expect(
    builder.getByRole('button', { name: 'Download my sheet (fillable PDF)' }),
  ).toHaveAttribute('type', 'submit');
  await builder.getByLabel('Name').fill('Morwen');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    builder.getByLabel('Name').press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe('wizard-Morwen-a4.pdf');
  await expect(builder.locator('[data-pdf-status]')).toContainText(
    'PDF ready: wizard-Morwen-a4.pdf',
  );
  // The page stays put: the form is never sent anywhere.
  await expect(page).toHaveURL(/\/wizards-tower\/wizard-sheet\//);
});

test('figure builder: Enter in an attribute makes the fillable figure sheet', async ({ page }) => {
  await page.goto('/wizard-figures/figure-builder/');
  await widgetReady(page, 'tft-figure-builder');
  const builder = page.locator('tft-figure-builder');
  await builder.getByLabel('Name').fill('Odra');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    builder.getByRole('spinbutton', { name: /^ST/ }).press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe('figure-Odra-a4.pdf');
  // Nothing is made while a value breaks the rules: the submit button is disabled, Enter too.
  const legal = await builder.getByRole('spinbutton', { name: /^ST/ }).inputValue();
  await builder.getByRole('spinbutton', { name: /^ST/ }).fill('30');
  const made: string[] = [];
  page.on('download', (d) => made.push(d.suggestedFilename()));
  await builder.getByRole('spinbutton', { name: /^ST/ }).press('Enter');
  await expect(builder.locator('button[type="submit"]')).toBeDisabled();
  // Then a legal value and Enter again: had the first Enter made a sheet, it would arrive
  // before this one (same work, asked first), so exactly one download shows it did not.
  await builder.getByRole('spinbutton', { name: /^ST/ }).fill(legal);
  await expect(builder.locator('button[type="submit"]')).toBeEnabled();
  const [second] = await Promise.all([
    page.waitForEvent('download'),
    builder.getByRole('spinbutton', { name: /^ST/ }).press('Enter'),
  ]);
  expect(second.suggestedFilename()).toBe('figure-Odra-a4.pdf');
  expect(made).toEqual(['figure-Odra-a4.pdf']);
});

test('auto-play: "Run on" is the submit button, and Enter in a setting applies it without running', async ({
  page,
}) => {
  await page.goto('/wizards-tower/simulator/');
  await widgetReady(page, 'wt-autoplay');
  const ap = page.locator('wt-autoplay');
  await expect(ap.getByRole('button', { name: 'Run on' })).toHaveAttribute('type', 'submit');
  await ap.getByLabel('Seed (any text)').fill('enter-seed');
  await ap.getByLabel('Seed (any text)').press('Enter');
  await expect(ap.locator('[data-status]')).toContainText('New game:');
  await expect(ap.locator('[data-status]')).toContainText('(seed “enter-seed”)');
  await expect(page).toHaveURL(/seed=enter-seed/);
  // Enter in the years field runs on, as the submit button does.
  await ap.getByLabel('Years to run on').press('Enter');
  await expect(ap.locator('[data-status]')).toContainText(/Ran on \d+ months?\./);
});
