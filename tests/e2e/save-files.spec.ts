/**
 * Moving a game to another device: every save (the companion's game, a Solo Tower Hack run, a
 * Heist haul, the mana-drain track) is saved to a file and loaded from one, by keyboard, in a
 * browser that has never seen it; bad files are refused with a message naming what is wrong and
 * the game in the page is kept. The companion's own notes on its journal survive a reload and
 * travel in the file. Panels: src/components/widgets/SaveTransfer.astro.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect, widgetReady, seriousViolations } from './fixtures.ts';

interface SavedFile {
  name: string;
  text: string;
}

/**
 * Pages whose file choosers Playwright intercepts from now on. Interception is switched on when a
 * page first gets a 'filechooser' listener, asynchronously: a key pressed at the same moment
 * could open the browser's own chooser instead, so it is switched on well before.
 */
const intercepting = new WeakSet<Page>();

/** Opens a widget's "Move … to another device" panel by keyboard; its controls come alive. */
async function openPanel(page: Page, w: Locator): Promise<Locator> {
  if (!intercepting.has(page)) {
    intercepting.add(page);
    page.on('filechooser', () => undefined);
  }
  const panel = w.locator('details[data-transfer]');
  await panel.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(panel.locator('[data-transfer-export]')).toBeEnabled();
  await expect(panel.locator('[data-transfer-file]')).toBeEnabled();
  return panel;
}

/** Presses the panel's save button by keyboard and returns the file downloaded. */
async function saveToFile(page: Page, panel: Locator): Promise<SavedFile> {
  await panel.locator('[data-transfer-export]').focus();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  return {
    name: download.suggestedFilename(),
    text: readFileSync((await download.path())!, 'utf8'),
  };
}

/** A file for a file input or chooser. */
const payload = (file: SavedFile | Buffer) =>
  Buffer.isBuffer(file)
    ? { name: 'big.json', mimeType: 'application/json', buffer: file }
    : { name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) };

/** Chooses a file in the panel's file picker, reached and opened by keyboard. */
async function loadFile(page: Page, panel: Locator, file: SavedFile | Buffer): Promise<void> {
  const input = panel.locator('[data-transfer-file]');
  await input.focus();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Space'),
  ]);
  await chooser.setFiles(payload(file));
}

const status = (panel: Locator) => panel.locator('[data-transfer-status]');
const DAY_FILE = (kind: string) => new RegExp(`^tower-press-${kind}-\\d{4}-\\d\\d-\\d\\d\\.json$`);

/** A file of any text, named like a save. */
const fileOf = (text: string, name = 'tower-press-x.json'): SavedFile => ({ name, text });
/** The same file with its envelope or save changed. */
function edited(f: SavedFile, change: (data: Record<string, unknown>) => void): SavedFile {
  const data = JSON.parse(f.text) as Record<string, unknown>;
  change(data);
  return { name: f.name, text: JSON.stringify(data) };
}

/**
 * Tries each bad file: the panel names what is wrong (and says nothing was loaded), and
 * `unchanged` (the widget's state) stays as it was.
 */
async function refusesBadFiles(
  panel: Locator,
  unchanged: () => Promise<unknown>,
  cases: [SavedFile | Buffer, string | RegExp][],
): Promise<void> {
  const before = await unchanged();
  for (const [file, message] of cases) {
    // Straight into the input (the keyboard's way to the picker is tested with every good file).
    await panel.locator('[data-transfer-file]').setInputFiles(payload(file));
    await expect(status(panel)).toContainText(message);
    await expect(status(panel)).toContainText('Nothing was loaded');
    await expect(panel.locator('[data-transfer-chosen]')).toHaveText(/” was not loaded\.$/);
    await expect(panel.locator('[data-transfer-confirm]')).toBeHidden();
    expect(await unchanged()).toEqual(before);
  }
}

/** A fresh browser profile (another device): nothing saved in it. */
async function otherDevice(browser: Browser, path: string, tag: string): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('close', () => expect(problems, 'no errors on the other device').toEqual([]));
  await page.goto(path);
  await widgetReady(page, tag);
  return page;
}

// ---- the play companion ----

const COMPANION = '/wizards-tower/companion/';
const COMPANION_KEY = 'tower-press:wt-companion';

async function companionStep(w: Locator): Promise<void> {
  const turn = w.locator('[data-turn]');
  await turn.locator('[data-phase], button[data-choice]').first().waitFor();
  const phase = turn.locator('[data-phase]');
  if (await phase.count()) return phase.click();
  await turn.locator('button[data-choice]').first().click();
}

test('companion: a note on a month survives a reload; the game moves to another device by file, note and all; bad files are named and change nothing', async ({
  page,
  browser,
}) => {
  // Two browsers, a game played, seven bad files: long on a shared machine.
  test.slow();
  await page.goto(COMPANION);
  await widgetReady(page, 'wt-companion');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'wt-companion');
  const w = page.locator('wt-companion');
  // Nothing to save yet.
  let panel = await openPanel(page, w);
  await panel.locator('[data-transfer-export]').click();
  await expect(status(panel)).toHaveText('There is no companion game in this browser to save yet.');

  await w.getByLabel('Seed').fill('moving day');
  await w.getByRole('button', { name: 'Start the game' }).click();
  for (let i = 0; i < 10; i++) await companionStep(w);

  // A note on month 1, by keyboard: the button becomes a labelled text box, typing saves it.
  const add = w.getByRole('button', { name: 'Add a note on month 1 of year 1' });
  await add.focus();
  await page.keyboard.press('Enter');
  const note = w.getByLabel('Your note on month 1 of year 1');
  await expect(note).toBeFocused();
  await expect(note).toHaveAttribute('maxlength', '500');
  await page.keyboard.type('Łucja lent me the ladder.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Pay her back <soon>.');
  // Ctrl+Z in the note undoes typing, never a step of the game.
  const steps = await page.evaluate(
    (k) => JSON.parse(localStorage.getItem(k)!).steps.length,
    COMPANION_KEY,
  );
  await page.keyboard.press('Control+z');
  expect(
    await page.evaluate((k) => JSON.parse(localStorage.getItem(k)!).steps.length, COMPANION_KEY),
  ).toBe(steps);
  await note.fill('Łucja lent me the ladder.\nPay her back <soon>.');
  const noteText = 'Łucja lent me the ladder.\nPay her back <soon>.';
  await page.reload();
  await widgetReady(page, 'wt-companion');
  await expect(w.getByLabel('Your note on month 1 of year 1')).toHaveValue(noteText);
  const state = (await w.locator('[data-state]').textContent())!;
  const journal = (await w.locator('[data-journal]').textContent())!;

  // Save to a file.
  panel = await openPanel(page, w);
  const saved = await saveToFile(page, panel);
  expect(saved.name).toMatch(DAY_FILE('companion'));
  const envelope = JSON.parse(saved.text);
  expect(envelope).toMatchObject({ 'tower-press': 'companion', version: 3 });
  expect(envelope.save.notes).toEqual({ 1: noteText });
  expect(envelope.save.seed).toBe('moving day');
  await expect(status(panel)).toContainText(`Saved as ${saved.name}`);
  expect(await seriousViolations(page)).toEqual([]);

  // The other device: nothing there, the file loads at once (nothing to replace).
  const other = await otherDevice(browser, COMPANION, 'wt-companion');
  const ow = other.locator('wt-companion');
  const oPanel = await openPanel(other, ow);
  await expect(oPanel.locator('[data-transfer-chosen]')).toHaveText('No file loaded yet.');
  await loadFile(other, oPanel, saved);
  await expect(status(oPanel)).toContainText('Loaded the game from the file: ');
  // The emptied field does not pretend nothing was chosen: the line beside it names the file.
  await expect(oPanel.locator('[data-transfer-chosen]')).toHaveText(`Loaded “${saved.name}”.`);
  // The game, above the panel, comes into view with its next step focused.
  const next = ow.locator('[data-turn] [data-focus]');
  await expect(next).toBeFocused();
  await expect(next).toBeInViewport();
  await expect(ow.locator('[data-state]')).toHaveText(state);
  await expect(ow.locator('[data-journal]')).toHaveText(journal);
  await expect(ow.getByLabel('Your note on month 1 of year 1')).toHaveValue(noteText);
  await other.reload();
  await widgetReady(other, 'wt-companion');
  await expect(ow.locator('[data-state]')).toHaveText(state);
  await expect(ow.getByLabel('Your note on month 1 of year 1')).toHaveValue(noteText);

  expect(await seriousViolations(other)).toEqual([]);
  await other.context().close();
  await page.evaluate(() => localStorage.clear());
});

test('companion: bad files are named and keep the game; a game in progress is replaced only when the player says so', async ({
  page,
}) => {
  test.slow(); // seven bad files, on a shared machine
  await page.goto(COMPANION);
  await widgetReady(page, 'wt-companion');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'wt-companion');
  const w = page.locator('wt-companion');
  await w.getByRole('button', { name: 'Start the game' }).click();
  for (let i = 0; i < 4; i++) await companionStep(w);
  const state = (await w.locator('[data-state]').textContent())!;
  const panel = await openPanel(page, w);
  const saved = await saveToFile(page, panel);

  // Bad files: named, and the game on this device stays.
  const stored = () => page.evaluate((k) => localStorage.getItem(k), COMPANION_KEY);
  const shown = async () => [await stored(), await w.locator('[data-state]').textContent()];
  await refusesBadFiles(panel, shown, [
    [fileOf('not json at all'), 'is not a Tower Press save: it is not JSON text'],
    [fileOf('{"name": "x"}'), 'it does not say what it holds'],
    [
      fileOf('{"tower-press":"heist-haul","version":1,"save":{}}', 'haul.json'),
      '“haul.json” is a Heist haul, not a companion game: load it on its own page.',
    ],
    [
      edited(saved, (d) => (d.version = 4)),
      'holds a companion game of version 4, made by a newer Tower Press; this page reads up to version 3.',
    ],
    [
      edited(
        saved,
        (d) => ((d.save as { build: { ratings: { power: number } } }).build.ratings.power = 6),
      ),
      'holds a companion game that cannot be used: the saved wizard is not a legal starting wizard.',
    ],
    [
      edited(saved, (d) => ((d.save as { notes: unknown }).notes = { 1: 'x'.repeat(501) })),
      'the note on month 1 of the saved game is 501 characters long; a note is at most 500.',
    ],
    [Buffer.alloc(1_100_000, 32), '“big.json” is too big to be a Tower Press save: it is 1.1 MB'],
  ]);

  // A game in progress is replaced only when the player says so.
  await companionStep(w);
  const moved = await shown();
  await loadFile(page, panel, saved);
  await expect(status(panel)).toContainText(`“${saved.name}” holds a game of `);
  await expect(status(panel)).toContainText('Loading it replaces your game of');
  await expect(panel.getByRole('button', { name: 'Keep my game' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(panel)).toHaveText(
    'Nothing was loaded: your companion game here is unchanged.',
  );
  expect(await shown()).toEqual(moved);
  await loadFile(page, panel, saved);
  await panel.getByRole('button', { name: "Replace it with the file's game" }).focus();
  await page.keyboard.press('Enter');
  await expect(status(panel)).toContainText('Loaded the game from the file');
  await expect(panel.locator('[data-transfer-chosen]')).toHaveText(`Loaded “${saved.name}”.`);
  // Focus goes to the loaded game's next step, in view, not back to the file field.
  await expect(w.locator('[data-turn] [data-focus]')).toBeFocused();
  await expect(w.locator('[data-turn] [data-focus]')).toBeInViewport();
  await expect(w.locator('[data-state]')).toHaveText(state);
  await page.evaluate(() => localStorage.clear());
});

test('companion: a game saved before notes (version 2) loads, and its first note saves it as version 3', async ({
  page,
}) => {
  await page.goto(COMPANION);
  await widgetReady(page, 'wt-companion');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'wt-companion');
  const w = page.locator('wt-companion');
  await w.getByRole('button', { name: 'Start the game' }).click();
  for (let i = 0; i < 6; i++) await companionStep(w);
  const state = (await w.locator('[data-state]').textContent())!;
  // As a version 2 page would have stored it: no notes.
  await page.evaluate((k) => {
    const { notes: _n, ...old } = JSON.parse(localStorage.getItem(k)!);
    localStorage.setItem(k, JSON.stringify({ ...old, v: 2 }));
  }, COMPANION_KEY);
  await page.reload();
  await widgetReady(page, 'wt-companion');
  await expect(w.locator('[data-save-note]')).toContainText('Your saved game was restored');
  await expect(w.locator('[data-state]')).toHaveText(state);
  await w.getByRole('button', { name: 'Add a note on month 1 of year 1' }).click();
  await page.keyboard.type('Old game, new note');
  const save = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)!), COMPANION_KEY);
  expect(save.v).toBe(3);
  expect(save.notes).toEqual({ 1: 'Old game, new note' });
  await page.evaluate(() => localStorage.clear());
});

// ---- Solo Tower Hack ----

const STH = '/solo-tower-hack/tower/';

test('Solo Tower Hack: a run moves to another browser by file and opens its own tower; a wrong file is named', async ({
  page,
}) => {
  test.slow(); // many steps and an axe-core pass, on a shared machine
  await page.goto(`${STH}?seed=moving-day&v=1`);
  await widgetReady(page, 'sth-tower');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'sth-tower');
  const w = page.locator('sth-tower');
  for (let i = 0; i < 3; i++) {
    if (await w.locator('[data-fight]').isVisible())
      await w.getByRole('button', { name: 'Fight to the end' }).click();
    else await w.locator('[data-moves] button').first().click();
  }
  const log = (await w.locator('[data-log]').textContent())!;
  const steps = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('tower-press:sth-run:v1|seed:moving-day|map:0')!).steps
        .length,
  );
  const panel = await openPanel(page, w);
  const saved = await saveToFile(page, panel);
  expect(saved.name).toMatch(DAY_FILE('sth-run'));
  expect(JSON.parse(saved.text)).toMatchObject({
    'tower-press': 'sth-run',
    version: 1,
    save: { seed: 'moving-day', map: 0, rolls: null, run: { v: 1, attempt: 0 } },
  });

  // This browser forgets everything and shows another tower; the file brings the run back.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${STH}?seed=elsewhere&v=1`);
  await widgetReady(page, 'sth-tower');
  const p2 = await openPanel(page, w);
  await refusesBadFiles(p2, () => page.evaluate(() => JSON.stringify(localStorage)), [
    [
      fileOf('{"tower-press":"mana-drain","version":1,"save":{}}', 'track.json'),
      '“track.json” is a mana-drain track, not a Solo Tower Hack run: load it on its own page.',
    ],
    [
      edited(saved, (d) => ((d.save as { map: number }).map = 3)),
      'holds a Solo Tower Hack run that cannot be used: the saved run belongs to a different tower.',
    ],
  ]);
  await loadFile(page, p2, saved);
  await expect(status(p2)).toContainText(
    `Loaded the run from the file: ${steps} steps on the tower of seed “moving-day”.`,
  );
  await expect(page).toHaveURL(/seed=moving-day/);
  await expect(w.locator('[data-log]')).toHaveText(log);
  await page.reload();
  await widgetReady(page, 'sth-tower');
  await expect(w.locator('[data-log]')).toHaveText(log);

  // Loading it again over the run now here asks first.
  const p3 = await openPanel(page, w);
  await loadFile(page, p3, saved);
  await expect(status(p3)).toContainText(
    `Loading it replaces your run of ${steps} steps on that tower`,
  );
  await p3.getByRole('button', { name: "Replace it with the file's run" }).click();
  await expect(status(p3)).toContainText('Loaded the run from the file');
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.clear());
});

// ---- Heist ----

test('Heist: the hauls and tile points move by file; a damaged file keeps the hauls typed here', async ({
  page,
}) => {
  test.slow(); // many steps and an axe-core pass, on a shared machine
  await page.goto('/heist/scoring/');
  await widgetReady(page, 'heist-scoring');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'heist-scoring');
  const w = page.locator('heist-scoring');
  await w.getByLabel('Potion value, thief 1').fill('12');
  await w.getByLabel('Name of thief 2').fill('Magpie');
  await w.getByLabel('Curses, thief 2').fill('3');
  await w.getByLabel('Points for the tile Most Potion value').fill('5');
  const panel = await openPanel(page, w);
  const saved = await saveToFile(page, panel);
  expect(saved.name).toMatch(DAY_FILE('heist-haul'));
  expect(JSON.parse(saved.text)).toMatchObject({ 'tower-press': 'heist-haul', version: 1 });

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'heist-scoring');
  await expect(w.getByLabel('Potion value, thief 1')).toHaveValue('0');
  await w.getByLabel('Prestige on cards, thief 1').fill('2');
  const p2 = await openPanel(page, w);
  const fields = () =>
    w
      .locator('form input, form select')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await refusesBadFiles(p2, fields, [
    [
      edited(saved, (d) => ((d.save as { hauls: { players: number } }).hauls.players = 9)),
      'holds a Heist haul that cannot be used: its hauls: its number of thieves is damaged.',
    ],
  ]);
  // The message is readable (contrast) and the panel clean for axe while it shows.
  expect(await seriousViolations(page)).toEqual([]);
  // Prestige typed here: loading asks first.
  await loadFile(page, p2, saved);
  await expect(status(p2)).toContainText('Loading it replaces the 3 thieves');
  await p2.getByRole('button', { name: "Replace it with the file's hauls" }).click();
  await expect(w.getByLabel('Potion value, thief 1')).toHaveValue('12');
  await expect(w.getByLabel('Name of thief 2')).toHaveValue('Magpie');
  await expect(w.getByLabel('Prestige on cards, thief 1')).toHaveValue('0');
  await expect(w.getByLabel('Points for the tile Most Potion value')).toHaveValue('5');
  await page.reload();
  await widgetReady(page, 'heist-scoring');
  await expect(w.getByLabel('Curses, thief 2')).toHaveValue('3');
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.clear());
});

// ---- Tower-WizWar mana-drain track ----

test('Tower-WizWar: the mana-drain track moves by file; a newer file is named; Step back undoes a load', async ({
  page,
}) => {
  test.slow(); // many steps and an axe-core pass, on a shared machine
  await page.goto('/tower-wizwar/tools/');
  await widgetReady(page, 'tw-mana-drain');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'tw-mana-drain');
  const w = page.locator('tw-mana-drain');
  const activate = w.getByRole('button', { name: 'Activate an effect (+1 step)' });
  for (let i = 0; i < 5; i++) await activate.click();
  await w.getByLabel('Wizard in retreat').check();
  const panel = await openPanel(page, w);
  const saved = await saveToFile(page, panel);
  expect(saved.name).toMatch(DAY_FILE('mana-drain'));
  expect(JSON.parse(saved.text).save).toEqual({
    v: 1,
    steps: 5,
    tower: true,
    retreat: true,
    cost: '0',
  });

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'tw-mana-drain');
  const p2 = await openPanel(page, w);
  await loadFile(page, p2, saved);
  await expect(w.locator('[data-status]')).toContainText('Track at 5 steps');
  await expect(w.getByLabel('Wizard in retreat')).toBeChecked();
  await page.reload();
  await widgetReady(page, 'tw-mana-drain');
  await expect(w.locator('[data-status]')).toContainText('Track at 5 steps');

  await activate.click();
  const p3 = await openPanel(page, w);
  await refusesBadFiles(p3, () => w.locator('[data-status]').textContent(), [
    [
      edited(saved, (d) => (d.version = 2)),
      'holds a mana-drain track of version 2, made by a newer Tower Press; this page reads up to version 1.',
    ],
  ]);
  await loadFile(page, p3, saved);
  await expect(status(p3)).toContainText("Loading it replaces this page's track at 6 steps");
  await p3.getByRole('button', { name: "Replace it with the file's track" }).click();
  await expect(w.locator('[data-status]')).toContainText('Track at 5 steps');
  await w.getByRole('button', { name: 'Step back to 6 (undo the last change)' }).click();
  await expect(w.locator('[data-status]')).toContainText('Track at 6 steps');
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.clear());
});

test('where the device can share files, "Share the file…" hands the same file to the share sheet', async ({
  page,
}) => {
  // Chromium on Linux has no share sheet: a stand-in that keeps what it was given.
  await page.addInitScript(() => {
    const w = window as unknown as { shared: unknown };
    Object.assign(navigator, {
      canShare: (data: { files?: File[] }) => !!data.files?.length,
      share: async (data: { files: File[]; title: string }) => {
        w.shared = {
          title: data.title,
          name: data.files[0]!.name,
          text: await data.files[0]!.text(),
        };
      },
    });
  });
  await page.goto('/tower-wizwar/tools/');
  await widgetReady(page, 'tw-mana-drain');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await widgetReady(page, 'tw-mana-drain');
  const w = page.locator('tw-mana-drain');
  await w.getByRole('button', { name: 'Activate an effect (+1 step)' }).click();
  const panel = await openPanel(page, w);
  const share = panel.getByRole('button', { name: 'Share the file…' });
  await expect(share).toBeVisible();
  await share.click();
  await expect(status(panel)).toHaveText(/^Shared tower-press-mana-drain-\d{4}-\d\d-\d\d\.json\.$/);
  const shared = await page.evaluate(
    () => (window as unknown as { shared: { name: string; text: string } }).shared,
  );
  expect(shared.name).toMatch(DAY_FILE('mana-drain'));
  expect(JSON.parse(shared.text)).toMatchObject({
    'tower-press': 'mana-drain',
    version: 1,
    save: { steps: 1 },
  });
  await page.evaluate(() => localStorage.clear());
});

test('without file sharing, only the save button shows', async ({ page }) => {
  await page.goto('/tower-wizwar/tools/');
  await widgetReady(page, 'tw-mana-drain');
  const panel = await openPanel(page, page.locator('tw-mana-drain'));
  await expect(panel.getByRole('button', { name: 'Share the file…' })).toBeHidden();
});
