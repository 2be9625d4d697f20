import { test, expect, widgetReady, seriousViolations } from './fixtures.ts';
import type { Download, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageCount, pdfText } from '../support/pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'sheets-e2e-'));

async function save(download: Download, name: string): Promise<string> {
  const file = join(dir, name);
  await download.saveAs(file);
  return file;
}

const cli = (...args: string[]) =>
  execFileSync(process.execPath, ['generators/cli.ts', 'sheet', ...args]);
const text = (file: string) => pdfText(readFileSync(file));
const pages = (file: string) => pageCount(readFileSync(file));

async function downloadFrom(page: Page, button: string, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return save(download, name);
}

test('build a wizard: rules explained in place, then the sheet downloads with its values', async ({
  page,
}) => {
  await page.goto('/wizards-tower/wizard-sheet/');
  await widgetReady(page, 'wt-wizard-builder');
  const builder = page.locator('wt-wizard-builder');
  await builder.getByLabel('Name').fill('Morwen the Grey');
  await builder.getByLabel('Wards', { exact: true }).fill('4');
  await expect(builder.locator('[data-error-for=wards]')).toHaveText(
    'Wards is 4; at the start every Rating is from 1 to 3.',
  );
  await expect(builder.getByLabel('Wards', { exact: true })).toHaveAttribute('aria-invalid', '');
  await expect(
    page.getByRole('button', { name: 'Download my sheet (flattened PDF)' }),
  ).toBeDisabled();
  await builder.getByLabel('Wards', { exact: true }).fill('1');
  await expect(builder.locator('[data-error-for=ratings]')).toHaveText(
    'You have placed 4 of the 5 extra points: 1 point still to place.',
  );
  await builder.getByLabel('Domain Control').fill('2');
  await expect(builder.locator('[data-error-for=factors]')).toContainText(
    'Domain Control 2 gives 1 point',
  );
  // Keyboard: tab to Loyalty and type.
  await builder.getByLabel('Loyalty').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await expect(builder.locator('[data-summary]')).toHaveText(
    /A legal starting wizard: Tower Wards start at 1, with 2 Allies in the Tower./,
  );
  await builder.getByLabel('Ally 1').fill('Brakk');
  expect(await seriousViolations(page)).toEqual([]);
  expect(page.url()).toContain('name=Morwen+the+Grey');

  const flat = await downloadFrom(page, 'Download my sheet (flattened PDF)', 'wizard-flat.pdf');
  expect(await pages(flat)).toBe(4);
  const printed = await text(flat);
  expect(printed).toContain('Morwen the Grey');
  expect(printed).toContain('Brakk');
  // Same bytes as the CLI for the same wizard.
  const cliFile = join(dir, 'cli-wizard.pdf');
  cli(
    'wizards-tower',
    '--name',
    'Morwen the Grey',
    '--ratings',
    'wards=1,research=3,power=2,allies=2,domainControl=2,loyalty=2',
    '--flat',
    '--out',
    cliFile,
  );
  // The CLI has no ally names: compare a build without them.
  await builder.getByLabel('Ally 1').fill('');
  const again = await downloadFrom(page, 'Download my sheet (flattened PDF)', 'wizard-flat-2.pdf');
  expect(
    readFileSync(again).equals(readFileSync(cliFile)),
    'browser and CLI sheets are byte-identical',
  ).toBe(true);

  const fillable = await downloadFrom(
    page,
    'Download my sheet (fillable PDF)',
    'wizard-fillable.pdf',
  );
  const raw = readFileSync(fillable).toString('latin1');
  expect(raw).toContain('/T (loyalty_start)');
  expect(raw).toMatch(
    /\/T \(name\)[\s\S]{0,200}\/V \(Morwen the Grey\)|\/V \(Morwen the Grey\)[\s\S]{0,200}\/T \(name\)/,
  );
});

test('the wizard builder counts every broken rule: a Rating out of range and too many points are two', async ({
  page,
}) => {
  await page.goto('/wizards-tower/wizard-sheet/');
  await widgetReady(page, 'wt-wizard-builder');
  const builder = page.locator('wt-wizard-builder');
  // By keyboard: Wards from 2 to 4, with Research 3, Power 2, Allies 2: 7 of the 5 extra points.
  await builder.getByLabel('Wards', { exact: true }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('4');
  await expect(builder.locator('[data-points]')).toHaveText('Extra points placed: 7 of 5.');
  await expect(builder.locator('[data-error-for=wards]')).toHaveText(
    'Wards is 4; at the start every Rating is from 1 to 3.',
  );
  await expect(builder.locator('[data-error-for=ratings]')).toHaveText(
    'You have placed 7 extra points, 2 points more than the 5 allowed.',
  );
  await expect(builder.locator('[data-summary]')).toHaveText(
    'Not a legal starting wizard yet: 2 rules are broken (see the notes beside the fields).',
  );
  // Back in range with the points right: legal again.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await expect(builder.locator('[data-summary]')).toHaveText(/^A legal starting wizard/);
});

test('the blank wizard sheets are served, in both papers', async ({ page, request }) => {
  await page.goto('/wizards-tower/wizard-sheet/');
  for (const link of await page.locator('.tp-downloads a').all()) {
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('build a figure: rules in place, the link keeps it, sheet and roster download with its values', async ({
  page,
}) => {
  await page.goto('/wizard-figures/figure-builder/');
  await widgetReady(page, 'tft-figure-builder');
  const builder = page.locator('tft-figure-builder');
  await builder.getByLabel('Name').fill('Odra');
  await builder.getByLabel(/^ST/).fill('7');
  await expect(builder.locator('[data-error-for=st]')).toHaveText(
    'ST is 7; no attribute may start below 8.',
  );
  await builder.getByLabel(/^ST/).fill('10');
  await builder.getByLabel(/^DX/).fill('12');
  await builder.getByLabel(/^IQ/).fill('9');
  await expect(builder.locator('[data-error-for=total]')).toHaveText(
    'ST + DX + IQ is 31: 7 of the 8 extra points placed, 1 left (a new figure has exactly 32).',
  );
  await expect(
    page.getByRole('button', { name: 'Download figure sheet (flattened PDF)' }),
  ).toBeDisabled();
  await builder.getByLabel(/^IQ/).fill('10');
  await expect(builder.locator('[data-summary]')).toContainText('A legal new figure: 32 points');
  await expect(builder.locator('[data-st-boxes] span')).toHaveCount(10);
  await page.getByRole('button', { name: 'Add this figure to the roster' }).click();
  await builder.getByLabel('Name').fill('Velko');
  await builder.getByLabel(/^ST/).fill('9');
  await builder.getByLabel(/^DX/).fill('14');
  await builder.getByLabel(/^IQ/).fill('9');
  await page.getByRole('button', { name: 'Add this figure to the roster' }).click();
  await expect(builder.locator('[data-roster] li')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  // The link keeps the figure and the roster.
  await page.reload();
  await widgetReady(page, 'tft-figure-builder');
  await expect(builder.getByLabel('Name')).toHaveValue('Velko');
  await expect(builder.locator('[data-roster] li')).toHaveCount(2);

  const flat = await downloadFrom(page, 'Download figure sheet (flattened PDF)', 'figure-flat.pdf');
  expect(await pages(flat)).toBe(1);
  expect(await text(flat)).toMatch(/Velko[\s\S]*9\s+14\s+9/);
  const cliFile = join(dir, 'cli-figure.pdf');
  cli(
    'figure',
    '--name',
    'Velko',
    '--st',
    '9',
    '--dx',
    '14',
    '--iq',
    '9',
    '--flat',
    '--out',
    cliFile,
  );
  expect(
    readFileSync(flat).equals(readFileSync(cliFile)),
    'browser and CLI figure sheets are byte-identical',
  ).toBe(true);

  const roster = await downloadFrom(page, 'Download roster (flattened PDF)', 'roster.pdf');
  expect(await pages(roster)).toBe(1);
  expect(await text(roster)).toContain('Odra');
  expect(await text(roster)).toContain('Velko');

  // Keyboard: remove a roster entry.
  await page.getByRole('button', { name: 'Remove Odra from the roster' }).focus();
  await page.keyboard.press('Enter');
  await expect(builder.locator('[data-roster] li')).toHaveCount(1);
  await expect(builder.locator('[data-pdf-status]')).toHaveText('Odra was taken off the roster.');
});

test('Heist scoring: tiles by the rules, ties award nothing, points remembered, score pad with names', async ({
  page,
}) => {
  test.setTimeout(90_000); // many steps and an axe pass over a large form: slow on a busy machine
  await page.goto('/heist/scoring/');
  await widgetReady(page, 'heist-scoring');
  const helper = page.locator('heist-scoring');
  const fill = (label: string, value: string) =>
    helper.getByLabel(label, { exact: true }).fill(value);
  await fill('Name of thief 1', 'Ann');
  await fill('Name of thief 2', 'Bob');
  await fill('Name of thief 3', 'Cy');
  await fill('Potion value, thief 1', '9');
  await fill('Potion value, thief 2', '4');
  await fill('Jewel value, thief 2', '7');
  await fill('Jewel value, thief 3', '7'); // tie: nobody takes Most Jewel value
  await fill('Curses, thief 1', '2');
  await fill('Prestige on cards, thief 3', '3');
  // Tile points still to type: the tile table is open already.
  await expect(helper.locator('[data-tiles-box]')).toHaveAttribute('open');
  await fill('Points for the tile Most Potion value', '5');
  await fill('Points for the tile Most Jewel value', '5');
  await fill('Points for the tile Most curses (0 or less)', '-3');
  await fill('Points for the tile 1st to exit', '4');
  // Bob exits 2nd and Cy last: their tiles still decide a score, so none is final yet.
  await expect(helper.locator('[data-winner]')).toHaveText(
    'Scores so far: 2 tiles taken still need points.',
  );
  await expect(helper.locator('[data-needed]')).toContainText(
    '2nd to exit (Bob), Last to exit (Cy)',
  );
  await fill('Points for the tile 2nd to exit', '2');
  await fill('Points for the tile Last to exit (0 or less)', '-1');
  const tiles = helper.locator('table', { hasText: 'Who takes each tile' });
  await expect(tiles.getByRole('row', { name: /Most Potion value/ })).toContainText('Ann');
  await expect(tiles.getByRole('row', { name: /Most Jewel value/ })).toContainText('nobody (tied)');
  await expect(tiles.getByRole('row', { name: /Most curses/ })).toContainText('Ann');
  // Ann: 5 (potion) - 3 (curses) + 4 (1st out) = 6; Bob 0; Cy 3 prestige.
  const standing = helper.locator('table', { hasText: 'Standings' });
  await expect(standing.getByRole('row', { name: /Ann/ })).toContainText('6');
  await expect(helper.locator('[data-winner]')).toHaveText('Ann wins.');
  expect(await seriousViolations(page)).toEqual([]);

  // Two thieves: three tiles are left out.
  await helper.locator('select[name=players]').selectOption('2');
  await expect(tiles.locator('tbody tr')).toHaveCount(10);
  await expect(tiles.getByRole('row', { name: /2nd to exit/ })).toHaveCount(0);
  await helper.locator('select[name=players]').selectOption('3');

  // A bad exit order is named.
  await helper.getByLabel('Exit order of thief 2').selectOption('1');
  await expect(helper.locator('[data-problems]')).toContainText(
    'Exit order must give each player a different place from 1 to 3.',
  );
  await helper.getByLabel('Exit order of thief 2').selectOption('2');

  // Tile points survive a reload.
  await page.reload();
  await widgetReady(page, 'heist-scoring');
  await expect(
    helper.getByLabel('Points for the tile Most curses (0 or less)', { exact: true }),
  ).toHaveValue('-3');

  // So do the hauls typed, names included.
  await expect(helper.getByLabel('Name of thief 2', { exact: true })).toHaveValue('Bob');
  await fill('Name of thief 3', '');
  const pad = await downloadFrom(page, 'Download score pad (flattened PDF)', 'pad.pdf');
  expect(await pages(pad)).toBe(1);
  expect(await text(pad)).toMatch(/Ann\s+Bob\s+Thief 3/);
});

test('Heist: damaged saved tile points are reported and set aside, the helper still works', async ({
  page,
}) => {
  await page.goto('/heist/scoring/');
  await widgetReady(page, 'heist-scoring');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => localStorage.setItem('tower-press:heist-tiles', '{"v":9}'));
  await page.reload();
  await widgetReady(page, 'heist-scoring');
  await expect(page.locator('[data-tiles-status]')).toHaveText(
    'Your saved tile points could not be read (see the note above).',
  );
  await expect(page.locator('heist-scoring [data-save-notice]')).toContainText(
    'A saved tile table was found but could not be used: it is format 9, this page reads format 1. A copy was set aside',
  );
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('tower-press:heist-tiles:set-aside:'))
        .map((k) => localStorage.getItem(k)),
    ),
  ).toEqual(['{"v":9}']);
  // Nothing typed: only the three exit tiles, the ones someone takes, need points.
  await expect(page.locator('[data-winner]')).toHaveText(
    'Scores so far: 3 tiles taken still need points.',
  );
});

test('the quest deck page shows card previews and its card sheets download and open', async ({
  page,
}) => {
  await page.goto('/wizards-tower/quest-deck/');
  const images = page.locator('.tp-card-gallery img');
  await expect(images).toHaveCount(55); // every card of the deck, 52 and 3 reference cards
  await expect(images.first()).toHaveAttribute(
    'alt',
    'Ace of Hearts: reward Wards; as a Quest card 2 advantages',
  );
  for (const img of (await images.all()).slice(0, 4)) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(300);
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Quest deck, A4, double-sided (long edge) (PDF)' }).click(),
  ]);
  const file = await save(download, 'deck.pdf');
  expect(await pages(file)).toBe(14); // 55 cards: 7 sheets of faces, each followed by its backs
  expect(await text(file)).toContain('King of Spades');
});
