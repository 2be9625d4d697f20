/**
 * Saves in the browser: damaged, oversized
 * and concurrent saves, set-aside copies with downloads, a full storage, and the Solo Tower Hack
 * seed in the URL. Every save goes through src/widgets/kit/save-store.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect, widgetReady, seriousViolations } from './fixtures.ts';

const COMPANION = '/wizards-tower/companion/';
const COMPANION_KEY = 'tower-press:wt-companion';

async function openCompanion(page: Page): Promise<Locator> {
  await page.goto(COMPANION);
  await widgetReady(page, 'wt-companion');
  return page.locator('wt-companion');
}

/** Fills this origin's localStorage until the browser refuses more; returns how many filler keys it took. */
async function fillStorage(page: Page): Promise<number> {
  return page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 16; size >>= 1) {
      const chunk = 'f'.repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`filler-${n}`, chunk);
          n++;
        } catch {
          break;
        }
      }
    }
    return n;
  });
}

/** Takes one step of a companion game with site-rolled dice (phase, else the first answer). */
async function companionStep(w: Locator): Promise<void> {
  const turn = w.locator('[data-turn]');
  await turn.locator('[data-phase], button[data-choice]').first().waitFor();
  const phase = turn.locator('[data-phase]');
  if (await phase.count()) return phase.click();
  await turn.locator('button[data-choice]').first().click();
}

test('companion: a 3 MB damaged save with the storage full is never claimed as copied, and downloads from memory', async ({
  page,
}) => {
  await openCompanion(page);
  await page.evaluate(() => localStorage.clear());
  const damaged = `{"v":1,"seed":"big","steps":[${'{"t":"phase"},'.repeat(230_000)}`; // about 3 MB, cut off
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [COMPANION_KEY, damaged]);
  await fillStorage(page);
  const w = await openCompanion(page);
  const note = w.locator('[data-save-note]');
  await expect(note).toContainText(
    "This browser's storage is full, so no copy could be set aside: it is still stored, and the next save here will replace it. Download it now to keep it.",
  );
  await expect(note).not.toContainText('A copy was set aside');
  expect(
    await page.evaluate((k) => localStorage.getItem(k)?.length, COMPANION_KEY),
    'the original is still in place',
  ).toBe(damaged.length);
  // The download is offered before a new game can replace anything, and holds every byte.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    note.getByRole('button', { name: 'Download the damaged save' }).click(),
  ]);
  expect(readFileSync((await download.path())!, 'utf8')).toBe(damaged);
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.clear());
});

test('companion: two tabs never overwrite the newer game silently; the player chooses', async ({
  context,
}) => {
  const a = await context.newPage();
  let wa = await openCompanion(a);
  await a.evaluate(() => localStorage.clear());
  wa = await openCompanion(a);
  await wa.getByRole('button', { name: 'Start the game' }).click();
  for (let i = 0; i < 2; i++) await companionStep(wa);

  const saved = async (p: Page) =>
    JSON.parse((await p.evaluate((k) => localStorage.getItem(k), COMPANION_KEY))!).steps
      .length as number;
  const first = await saved(a);

  // The second tab restores the game and plays on.
  const b = await context.newPage();
  const wb = await openCompanion(b);
  await expect(wb.locator('[data-save-note]')).toContainText(`${first} steps played`);
  for (let i = 0; i < 4; i++) await companionStep(wb);
  const newer = await b.evaluate((k) => localStorage.getItem(k), COMPANION_KEY);
  const longer = await saved(b);
  expect(longer).toBeGreaterThan(first);

  // The first tab hears of it at once (the storage event) and asks.
  const note = wa.locator('[data-save-note]');
  await expect(note).toContainText('Another tab saved a game of');
  await expect(note).toContainText(
    `with ${longer} steps played after this page last saved; nothing here has overwritten it. This page has month 1 of year 1, ${first} steps played.`,
  );
  // Playing on in the stale tab does not overwrite the newer game.
  await companionStep(wa);
  expect(await a.evaluate((k) => localStorage.getItem(k), COMPANION_KEY)).toBe(newer);
  await expect(note).toContainText('Which game do you want to keep?');
  // By keyboard: load the other tab's game.
  await note.getByRole('button', { name: "Load the other tab's game" }).focus();
  await a.keyboard.press('Enter');
  await expect(wa.locator('[data-announce]')).toContainText(
    `Loaded the other tab's game: month 1 of year 1, ${longer} steps played.`,
  );
  await companionStep(wa);
  const latest = await saved(a);
  expect(latest).toBeGreaterThan(longer);

  // Now the other tab is the stale one; it may keep its own game on purpose.
  const nb = wb.locator('[data-save-note]');
  await expect(nb).toContainText(`with ${latest} steps played`);
  await nb.getByRole('button', { name: "Keep this page's game" }).click();
  await expect(nb).toContainText("Kept this page's game");
  expect(await saved(b)).toBe(longer);
  await b.evaluate(() => localStorage.clear());
});

const STH = '/solo-tower-hack/tower/';
const sth = (page: Page) => page.locator('sth-tower');

test('Solo Tower Hack: the random seed reaches the URL on first load (replaced, not pushed); a reload shows the same tower and the run in progress', async ({
  page,
}) => {
  await page.goto('/solo-tower-hack/');
  await page.goto(STH);
  await widgetReady(page, 'sth-tower');
  await expect(page).toHaveURL(/\/solo-tower-hack\/tower\/\?seed=[a-z0-9]{8}&v=1$/);
  const url = page.url();
  const about = await sth(page).locator('[data-about]').textContent();
  // Replaced, not pushed: the history holds the new tab's blank page, the game page and this one.
  expect(await page.evaluate(() => history.length)).toBe(3);

  const move = sth(page).locator('[data-moves] button').first();
  await move.focus();
  await page.keyboard.press('Enter');
  await page.reload();
  await widgetReady(page, 'sth-tower');
  expect(page.url()).toBe(url);
  await expect(sth(page).locator('[data-about]')).toHaveText(about!);
  await expect(sth(page).locator('[data-status]')).toContainText(
    'Your run continues: you are in Level 1, room',
  );
  await expect(sth(page).locator('[data-status]')).not.toContainText('Choose a room on Level 1');

  // New tower pushes: Back returns to this one.
  await sth(page).getByRole('button', { name: 'New tower' }).click();
  await expect(page).not.toHaveURL(url);
  await page.goBack();
  await expect(sth(page).locator('[data-about]')).toHaveText(about!);
});

test('Solo Tower Hack: an over-long emoji seed is cut by characters, never mid-emoji, and the URL follows', async ({
  page,
}) => {
  const seed = '🧙'.repeat(63) + '👨‍👩‍👧';
  await page.goto(`${STH}?seed=${encodeURIComponent(seed)}`);
  await widgetReady(page, 'sth-tower');
  await expect(sth(page).locator('[data-notes]')).toContainText(
    'The seed was longer than 64 characters, so only its first 63',
  );
  const shown = new URL(page.url()).searchParams.get('seed');
  expect(shown).toBe('🧙'.repeat(63));
  await expect(sth(page).getByLabel('Seed (any text)')).toHaveValue('🧙'.repeat(63));
  // Showing the same seed again gives the same tower.
  const about = await sth(page).locator('[data-about]').textContent();
  await sth(page).getByRole('button', { name: 'Show tower' }).click();
  await expect(sth(page).locator('[data-about]')).toHaveText(about!);
});

test('Solo Tower Hack: several damaged runs are all kept and downloadable; a full storage is said on the map', async ({
  page,
}) => {
  const key = 'tower-press:sth-run:v1|seed:e2e-saves|map:0';
  await page.goto(`${STH}?seed=e2e-saves`);
  await widgetReady(page, 'sth-tower');
  await page.evaluate(() => localStorage.clear());
  for (const text of ['{first', '{second']) {
    await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, text]);
    await page.reload();
    await widgetReady(page, 'sth-tower');
    const notice = sth(page).locator('[data-save-notice]');
    await expect(notice).toContainText('A copy was set aside in this browser');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      notice.getByRole('button', { name: 'Download the damaged save' }).click(),
    ]);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(text);
  }
  const copies = await page.evaluate(
    (k) =>
      Object.keys(localStorage)
        .filter((x) => x.startsWith(`${k}:set-aside:`))
        .map((x) => localStorage.getItem(x))
        .sort(),
    key,
  );
  expect(copies).toEqual(['{first', '{second']);
  await page.reload();
  await widgetReady(page, 'sth-tower');
  const notice = sth(page).locator('[data-save-notice]');
  await expect(notice).toContainText('2 damaged saves are set aside in this browser');
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    notice.getByRole('button', { name: 'Download them' }).click(),
  ]);
  expect(
    JSON.parse(readFileSync((await all.path())!, 'utf8'))
      .map((c: { text: string }) => c.text)
      .sort(),
  ).toEqual(['{first', '{second']);

  // Storage full: the map says what a reload would lose.
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.includes(':set-aside:'))
      .forEach((k) => localStorage.removeItem(k)),
  );
  await sth(page).locator('[data-moves] button').first().click();
  await fillStorage(page);
  // Two more steps, whatever the tower offers: a move, or a fight fought to its end.
  for (let i = 0; i < 2; i++) {
    const fight = sth(page).getByRole('button', { name: 'Fight to the end' });
    const move = sth(page).locator('[data-moves] button').first();
    await expect(fight.or(move).first()).toBeVisible();
    if (await fight.isVisible()) await fight.click();
    else await move.click();
  }
  await expect(notice).toContainText(
    "This browser's storage is full, so this run is no longer being saved: a reload now would lose the last",
  );
  await page.evaluate(() => localStorage.clear());
});

const HEIST = '/heist/scoring/';
const heist = (page: Page) => page.locator('heist-scoring');

test('Heist: the save that used to break the widget is set aside with a note, and the widget works', async ({
  page,
}) => {
  await page.goto(HEIST);
  await widgetReady(page, 'heist-scoring');
  await page.evaluate(() =>
    localStorage.setItem('tower-press:heist-tiles', '{"v":1,"names":null,"points":{}}'),
  );
  await page.reload();
  await widgetReady(page, 'heist-scoring');
  const notice = heist(page).locator('[data-save-notice]');
  await expect(notice).toContainText(
    'A saved tile table was found but could not be used: its tile names or points are missing. A copy was set aside in this browser, and the tiles start empty.',
  );
  await expect(heist(page).locator('[data-winner]')).not.toBeEmpty();
  await page.evaluate(() => localStorage.clear());
});

test('Heist: tile values come from your tiles, are entered quickly by keyboard, penalty tiles refuse a plus sign, and hauls survive a reload', async ({
  page,
}) => {
  await page.goto(HEIST);
  await widgetReady(page, 'heist-scoring');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'heist-scoring');
  const h = heist(page);
  await expect(h.getByText('they come from your own tiles')).toBeVisible();
  // Quick entry: type, Enter, type… through the tiles.
  await h.getByLabel('Points for the tile Most Potion value').focus();
  for (const n of ['5', '5', '4', '4', '3', '3', '3', '3', '-3']) {
    await page.keyboard.type(n);
    await page.keyboard.press('Enter');
  }
  await expect(h.getByLabel('Points for the tile Fewest curses')).toBeFocused();
  const curses = h.getByLabel('Points for the tile Most curses (0 or less)');
  await curses.fill('9');
  const message =
    'Most curses is a penalty tile: its points count against the thief, so type −9 (0 or less).';
  await expect(h.getByText(message)).toBeVisible();
  // Beside the field, in a live region the field points to.
  const id = await curses.getAttribute('data-message-id');
  await expect(page.locator(`#${id}`)).toHaveText(message);
  await expect(page.locator(`#${id}`)).toHaveAttribute('aria-live', 'polite');
  await expect(curses).toHaveAttribute('aria-invalid', 'true');
  await curses.fill('-9');
  await expect(page.locator(`#${id}`)).toBeEmpty();

  // Hauls: a value past the stated maximum is named beside its field.
  const potion = h.getByLabel('Potion value, thief 1');
  await potion.fill('500');
  await expect(
    h.getByText('Potion value, thief 1 cannot be above 99; 500 is too high.'),
  ).toBeVisible();
  await expect(h.locator('[data-winner]')).toHaveText('Fix the hauls above to see the scores.');
  await potion.fill('12');
  await h.getByLabel('Name of thief 2').fill('Magpie');
  await h.getByLabel('Curses, thief 2').fill('3');
  await page.reload();
  await widgetReady(page, 'heist-scoring');
  await expect(h.getByLabel('Potion value, thief 1')).toHaveValue('12');
  await expect(h.getByLabel('Name of thief 2')).toHaveValue('Magpie');
  await expect(h.getByLabel('Curses, thief 2')).toHaveValue('3');
  await expect(h.getByLabel('Points for the tile Most curses (0 or less)')).toHaveValue('-9');
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.clear());
});

test('Tower-WizWar mana-drain tracker keeps its track across a reload', async ({ page }) => {
  await page.goto('/tower-wizwar/tools/');
  await widgetReady(page, 'tw-mana-drain');
  await page.evaluate(() => localStorage.removeItem('tower-press:tw-mana-drain'));
  await page.reload();
  await widgetReady(page, 'tw-mana-drain');
  const m = page.locator('tw-mana-drain');
  const activate = m.getByRole('button', { name: 'Activate an effect (+1 step)' });
  await activate.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
  await expect(m.locator('[data-status]')).toContainText('Track at 4 steps');
  await page.reload();
  await widgetReady(page, 'tw-mana-drain');
  await expect(m.locator('[data-status]')).toHaveText(
    'The track was restored from this browser. Track at 4 steps: every cost +1.',
  );
});

test('Solo Tower Hack and Heist: a run or hauls saved in another tab are not overwritten unasked', async ({
  context,
}) => {
  const a = await context.newPage();
  await a.goto(`${STH}?seed=e2e-tabs`);
  await widgetReady(a, 'sth-tower');
  await a.evaluate(() => localStorage.clear());
  await a.reload();
  await widgetReady(a, 'sth-tower');
  const b = await context.newPage();
  await b.goto(`${STH}?seed=e2e-tabs`);
  await widgetReady(b, 'sth-tower');
  // Tab B moves twice; tab A, still at the start, is told and keeps B's run unless asked.
  for (let i = 0; i < 2; i++) {
    if (await sth(b).locator('[data-fight]').isVisible())
      await sth(b).getByRole('button', { name: 'Fight to the end' }).click();
    else await sth(b).locator('[data-moves] button').first().click();
  }
  const key = 'tower-press:sth-run:v1|seed:e2e-tabs|map:0';
  const newer = await b.evaluate((k) => localStorage.getItem(k), key);
  const notice = sth(a).locator('[data-save-notice]');
  await expect(notice).toContainText('Another tab saved a run of');
  await sth(a).locator('[data-moves] button').first().click();
  expect(await a.evaluate((k) => localStorage.getItem(k), key)).toBe(newer);
  await notice.getByRole('button', { name: "Load the other tab's run" }).click();
  await expect(sth(a).locator('[data-status]')).toContainText("Loaded the other tab's run");
  expect(await sth(a).locator('[data-log] li').allTextContents()).toEqual(
    await sth(b).locator('[data-log] li').allTextContents(),
  );

  // Heist hauls: the same choice.
  await a.goto(HEIST);
  await widgetReady(a, 'heist-scoring');
  await b.goto(HEIST);
  await widgetReady(b, 'heist-scoring');
  await heist(b).getByLabel('Name of thief 1').fill('From tab B');
  const hn = heist(a).locator('[data-save-notice]');
  await expect(hn).toContainText('Another tab saved different hauls');
  await hn.getByRole('button', { name: "Load the other tab's hauls" }).click();
  await expect(heist(a).getByLabel('Name of thief 1')).toHaveValue('From tab B');
  await a.evaluate(() => localStorage.clear());
});
