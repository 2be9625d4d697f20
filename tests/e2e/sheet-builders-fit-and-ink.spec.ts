/**
 * The sheet builders as a player uses them: a name too wide for the sheet is said as it is typed
 * (the PDF's own measure), and "Save ink" makes the ink-saving sheet, the same bytes as
 * `tower-press sheet --ink-saver`, and is remembered.
 */
import { test, expect, widgetReady, seriousViolations } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'builders-e2e-'));
const WIDE = 'W'.repeat(38); // within the 40-character limit, too wide for the name box at 6 pt

async function download(page: Page, button: string): Promise<{ file: string; name: string }> {
  const [d] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const file = join(dir, d.suggestedFilename());
  await d.saveAs(file);
  return { file, name: d.suggestedFilename() };
}

test('wizard builder: a name too wide for the sheet is said as it is typed, and Download waits', async ({
  page,
}) => {
  await page.goto('/wizards-tower/wizard-sheet/');
  await widgetReady(page, 'wt-wizard-builder');
  const builder = page.locator('wt-wizard-builder');
  const name = builder.getByLabel('Name');
  const message = builder.locator('[data-error-for=name]');
  await expect(message).toHaveAttribute('aria-live', 'polite');
  await name.pressSequentially(WIDE);
  await expect(message).toContainText('is too wide for its box on the sheet, even at 6 pt');
  await expect(name).toHaveAttribute('aria-invalid', '');
  await expect(
    page.getByRole('button', { name: 'Download my sheet (flattened PDF)' }),
  ).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await name.fill('Morwen the Grey');
  await expect(message).toBeEmpty();
  await expect(
    page.getByRole('button', { name: 'Download my sheet (flattened PDF)' }),
  ).toBeEnabled();
});

test('figure builder: a too-wide name is said as it is typed; the points are counted against 32', async ({
  page,
}) => {
  await page.goto('/wizard-figures/figure-builder/');
  await widgetReady(page, 'tft-figure-builder');
  const builder = page.locator('tft-figure-builder');
  await builder.getByLabel(/^ST/).fill('12');
  await builder.getByLabel(/^DX/).fill('12');
  await builder.getByLabel(/^IQ/).fill('10');
  await expect(builder.locator('[data-summary]')).toContainText('34 of 32 points');
  await builder.getByLabel(/^ST/).fill('10');
  await expect(builder.locator('[data-summary]')).toContainText('A legal new figure: 32 points');
  const name = builder.getByLabel('Name');
  await name.pressSequentially(WIDE);
  const message = builder.locator('[data-error-for=name]');
  await expect(message).toContainText('is too wide for its box on the sheet, even at 6 pt');
  await expect(page.getByRole('button', { name: 'Add this figure to the roster' })).toBeDisabled();
  await expect(
    page.getByRole('button', { name: 'Download figure sheet (flattened PDF)' }),
  ).toBeDisabled();
  await name.fill('Odra');
  await expect(message).toBeEmpty();
  await expect(
    page.getByRole('button', { name: 'Download figure sheet (flattened PDF)' }),
  ).toBeEnabled();
});

test('Save ink: the ink-saving sheet, the CLI’s bytes, the choice remembered (keyboard)', async ({
  page,
}) => {
  await page.goto('/wizard-figures/figure-builder/?name=Odra&st=10&dx=12&iq=10');
  await widgetReady(page, 'tft-figure-builder');
  const saveInk = page.getByRole('checkbox', { name: 'Save ink (no grey fills)' });
  await expect(saveInk).not.toBeChecked();
  await saveInk.focus();
  await page.keyboard.press('Space');
  await expect(saveInk).toBeChecked();
  const { file, name } = await download(page, 'Download figure sheet (flattened PDF)');
  expect(name).toBe('figure-Odra-a4-flat-ink-saver.pdf');
  const cli = join(dir, 'cli-odra.pdf');
  execFileSync(process.execPath, [
    'generators/cli.ts',
    'sheet',
    'figure',
    '--name',
    'Odra',
    '--st',
    '10',
    '--dx',
    '12',
    '--iq',
    '10',
    '--flat',
    '--ink-saver',
    '--out',
    cli,
  ]);
  expect(readFileSync(file).equals(readFileSync(cli)), 'browser and CLI bytes').toBe(true);
  // Remembered for every sheet widget in this browser.
  await page.goto('/heist/scoring/');
  await widgetReady(page, 'heist-scoring');
  await expect(page.getByRole('checkbox', { name: 'Save ink (no grey fills)' })).toBeChecked();
  const pad = await download(page, 'Download score pad (flattened PDF)');
  expect(pad.name).toMatch(/-a4-flat-ink-saver\.pdf$/);
  await page.getByRole('checkbox', { name: 'Save ink (no grey fills)' }).uncheck();
  await page.goto('/wizards-tower/wizard-sheet/');
  await widgetReady(page, 'wt-wizard-builder');
  await expect(page.getByRole('checkbox', { name: 'Save ink (no grey fills)' })).not.toBeChecked();
});
