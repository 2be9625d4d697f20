/**
 * "Print my chronicle" as a player uses it: three months played in the companion by keyboard, a
 * note full of markup, the book fetched by keyboard; its bytes are the CLI's for the same save.
 * The auto-play simulator's chronicle is the CLI's `--seed --months --strategy` file.
 */
import { readFileSync } from 'node:fs';
import { test, expect, widgetReady } from './fixtures.ts';
import {
  NOTE,
  nodeChronicle,
  playToMonth,
  printByKeyboard,
  storedSave,
  writeNote,
} from './chronicle-play.ts';
import { pdfText } from '../support/pdf.ts';
import { makeChronicle } from '../../src/print/chronicle/index.ts';
import { EXAMPLE_BUILD } from '../../src/games/wizards-tower/wizard-build.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';

test('three months in the companion, a note with markup, the chronicle by keyboard: the CLI’s bytes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('./wizards-tower/companion/');
  await widgetReady(page, 'wt-companion');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'wt-companion');
  const w = page.locator('wt-companion');
  await playToMonth(page, w, 'chronicle e2e', 4);
  await writeNote(page, w, NOTE);
  const box = w.locator('[data-chronicle]');
  const { download, pdf } = await printByKeyboard(page, box);
  expect(download.suggestedFilename()).toBe('chronicle-chronicle-e2e-a4.pdf');
  const save = await storedSave(page);
  expect(save.notes['1']).toBe(NOTE);
  expect(Buffer.from(pdf).equals(Buffer.from(await nodeChronicle(save)))).toBe(true);
  const text = await pdfText(pdf);
  for (const m of [1, 2, 3]) expect(text).toContain(`Month ${m} of year 1`);
  expect(text.replace(/\s+/g, ' ')).toContain(NOTE);
  await expect(box.locator('[data-chronicle-status]')).toContainText(/\d+ pages/);
});

test('the auto-play simulator prints the months it played: the same file as the CLI', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('./wizards-tower/simulator/?seed=chronicle');
  await widgetReady(page, 'wt-autoplay');
  const w = page.locator('wt-autoplay').first();
  const box = w.locator('[data-chronicle]');
  // Nothing played yet: the chronicle says what it needs.
  await box.getByRole('button', { name: 'Print my chronicle' }).click();
  await expect(box.locator('[data-chronicle-status]')).toContainText(
    'Play at least one whole month first',
  );
  await w
    .getByRole('button', { name: /Finish the month|Play a month/ })
    .first()
    .click();
  await expect(w.locator('[data-status]')).toContainText(/month/i);
  await box.getByLabel('Paper').selectOption('letter');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    box.getByRole('button', { name: 'Print my chronicle' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('chronicle-chronicle-letter.pdf');
  const pdf = readFileSync((await download.path())!);
  const cli = await makeChronicle(
    PDFDocument,
    loadFonts(),
    {
      kind: 'autoplay',
      seed: 'chronicle',
      months: 1,
      strategy: 'ward-keeper',
      build: EXAMPLE_BUILD,
      options: { items: false },
    },
    { paper: 'letter' },
  );
  expect(pdf.equals(Buffer.from(cli.pdf))).toBe(true);
});
