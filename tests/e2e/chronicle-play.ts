/**
 * Playing the companion by keyboard to a month, writing a note, and getting the chronicle, for
 * the chronicle's tests on the root site and under the sub-path (with service workers).
 */
import type { Download, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect } from './fixtures.ts';
import { checkSave, type CompanionSave } from '../../src/games/wizards-tower/engine/companion.ts';
import { makeChronicle } from '../../src/print/chronicle/index.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';

export const NOTE =
  '<script>alert("x")</script> **not bold** [link](javascript:0) & {{braces}} #tag';

/** Starts a game with the site's dice and plays, by keyboard alone, to the start of `month`. */
export async function playToMonth(
  page: Page,
  w: Locator,
  seed: string,
  month: number,
): Promise<void> {
  const form = w.locator('form[data-start]');
  await form.getByLabel('Seed').fill(seed);
  await form.getByRole('button', { name: 'Start the game' }).focus();
  await page.keyboard.press('Enter');
  const turn = w.locator('[data-turn]');
  const arrived = turn.locator('h3', {
    hasText: new RegExp(`^Month ${month}, year 1: phase 1 of 10`),
  });
  for (let n = 0; n < 400 && !(await arrived.count()); n++) {
    // Each step leaves the focus on the next step's first control: the phase button or the first answer.
    await expect(turn.locator('[data-focus]')).toBeFocused();
    const before = await w.locator('[data-announce]').textContent();
    await page.keyboard.press('Enter');
    await expect(w.locator('[data-announce]')).not.toHaveText(before ?? '');
  }
  await expect(arrived).toHaveCount(1);
}

/** Opens month 1's note by keyboard and types `text`. */
export async function writeNote(page: Page, w: Locator, text: string): Promise<void> {
  await w.locator('[data-add-note="1"]').focus();
  await page.keyboard.press('Enter');
  await expect(w.locator('#wtc-note-1')).toBeFocused();
  await page.keyboard.type(text);
}

/** Presses "Print my chronicle" by keyboard and returns the downloaded PDF. */
export async function printByKeyboard(
  page: Page,
  box: Locator,
): Promise<{ download: Download; pdf: Uint8Array }> {
  await box.getByRole('button', { name: 'Print my chronicle' }).focus();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.keyboard.press('Enter'),
  ]);
  await expect(box.locator('[data-chronicle-status]')).toContainText('Your chronicle is ready', {
    timeout: 30_000,
  });
  return { download, pdf: new Uint8Array(readFileSync((await download.path())!)) };
}

/** The game the companion keeps in this browser. */
export async function storedSave(page: Page): Promise<CompanionSave> {
  const text = await page.evaluate(() => localStorage.getItem('tower-press:wt-companion'));
  const stored = JSON.parse(text!);
  // The store wraps the save with its revision.
  return checkSave(stored.value ?? stored.save ?? stored);
}

/** What the CLI's code makes of the same save. */
export async function nodeChronicle(save: CompanionSave): Promise<Uint8Array> {
  return (await makeChronicle(PDFDocument, loadFonts(), { kind: 'save', save }, { paper: 'a4' }))
    .pdf;
}
