/**
 * The chronicle online, then offline: three months played in the companion by keyboard, a note
 * full of markup, the book fetched by keyboard (the typesetter is kept by the service worker the
 * first time), then with the network off the same game, reloaded from the browser's storage,
 * still prints, byte for byte the book the CLI's code makes.
 */
import { expect, test, widgetReady } from '../e2e/fixtures.ts';
import {
  NOTE,
  nodeChronicle,
  playToMonth,
  printByKeyboard,
  storedSave,
  writeNote,
} from '../e2e/chronicle-play.ts';

test.use({ serviceWorkers: 'allow' });

test('the chronicle by keyboard online, then again offline: the same bytes as the CLI', async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  await page.goto('./wizards-tower/companion/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'wt-companion');
  const w = page.locator('wt-companion');
  await playToMonth(page, w, 'offline chronicle', 4);
  await writeNote(page, w, NOTE);
  const online = await printByKeyboard(page, w.locator('[data-chronicle]'));
  await expect(w.locator('[data-chronicle-status]')).toContainText('kept on this device');
  const expected = await nodeChronicle(await storedSave(page));
  expect(Buffer.from(online.pdf).equals(Buffer.from(expected))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await widgetReady(page, 'wt-companion');
  await expect(w.locator('[data-turn] h3')).toContainText('Month 4, year 1');
  const offline = await printByKeyboard(page, w.locator('[data-chronicle]'));
  expect(Buffer.from(offline.pdf).equals(Buffer.from(expected))).toBe(true);
  expect(offline.download.suggestedFilename()).toBe('chronicle-offline-chronicle-a4.pdf');
});
