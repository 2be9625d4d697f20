import { test, expect, widgetReady, seriousViolations } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  clearStep,
  markdown,
  newSession,
  nextPhase,
  runOn,
} from '../../src/widgets/wizards-tower/wt-autoplay-play.ts';
import { FRAGILE } from './wt-fragile-build.ts';
import { autoplayParams } from '../../src/widgets/wizards-tower/wt-autoplay-state.ts';
import { yearOf } from '../../src/games/wizards-tower/engine/state.ts';
import { EXAMPLE_BUILD } from '../../src/games/wizards-tower/wizard-build.ts';
import { PHASES } from '../../src/games/wizards-tower/phases.ts';
import type { TestRecord } from '../../src/games/wizards-tower/engine/env.ts';

const SEED = 'e2e-autoplay';
const sim = (page: Page) => page.locator('wt-autoplay');

async function open(page: Page, query: string) {
  await page.goto(`/wizards-tower/simulator/${query}`);
  await widgetReady(page, 'wt-autoplay');
}

/** The same game in Node: month 1, phase by phase, with each phase's test rolls. */
function expectedMonth(seed: string) {
  const s = newSession({
    seed,
    build: structuredClone(EXAMPLE_BUILD),
    strategy: 'ward-keeper',
    items: false,
  });
  const phases: TestRecord[][] = [];
  for (let i = 0; i < 10; i++) {
    clearStep(s);
    nextPhase(s);
    phases.push(s.tests.map((t) => ({ ...t, faces: [...t.faces] })));
  }
  return { phases, journal: s.journal, markdown: markdown(s) };
}

const journalText = (page: Page) => sim(page).locator('[data-journal]').innerText();

test('a seeded month, stepped phase by phase with the keyboard, shows every die and the journal', async ({
  page,
}) => {
  const expected = expectedMonth(SEED);
  await open(page, `?seed=${SEED}`);
  const status = sim(page).locator('[data-status]');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toContainText('Month 1 of year 1, before phase 1');

  // Tab from the seed field to "Next phase".
  await sim(page).getByLabel('Seed (any text)').focus();
  const next = sim(page).getByRole('button', { name: 'Next phase' });
  for (let i = 0; i < 30 && !(await next.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(next).toBeFocused();

  for (let phase = 1; phase <= 10; phase++) {
    await page.keyboard.press(phase % 2 ? 'Enter' : 'Space');
    await expect(status).toContainText(`Phase ${phase} of month 1, year 1`);
    const tests = sim(page).locator('[data-step] .wt-ap-tests li');
    const records = expected.phases[phase - 1]!;
    await expect(tests).toHaveCount(records.length);
    for (let i = 0; i < records.length; i++) {
      const r = records[i]!;
      const text = (await tests.nth(i).innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(`Phase ${phase} (${PHASES[phase - 1]!.name})`);
      if (r.dice) expect(text).toContain(r.faces.slice(0, r.dice).join(' '));
      expect(text).toContain(`kept total ${r.total}`);
    }
    if (phase === 6)
      expect(await seriousViolations(page), 'mid-game the page passes axe').toEqual([]);
  }
  await expect(next).toBeFocused();
  await expect(sim(page).locator('[data-state]')).toContainText(
    'Month 2 of year 1, before phase 1',
  );

  const journal = await journalText(page);
  expect(journal).toContain('Month 1 of year 1');
  for (const e of expected.journal) expect(journal).toContain(e.text);
  const headings = new Set(expected.journal.map((e) => PHASES[e.phase - 1]!.name));
  expect(headings.size).toBeGreaterThan(0);
  for (const h of headings) expect(journal).toContain(`${h}.`);
  // Dice appear in the journal's own words: "(rolled 5 3: 8)".
  expect(journal).toMatch(/rolled [1-6]( [1-6])*.*: \d+\)/);

  // The address keeps the month reached: a reload plays the same seed on to it, and the
  // journal is the same one.
  expect(new URL(page.url()).searchParams.get('month')).toBe('2');
  await page.reload();
  await widgetReady(page, 'wt-autoplay');
  await expect(status).toContainText('As the link says: Month 2 of year 1');
  expect(await journalText(page)).toBe(journal);

  // Export: the Markdown journal, the same as the engine writes it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sim(page).getByRole('button', { name: 'Export journal (Markdown)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`journal-${SEED}.md`);
  const md = readFileSync((await download.path())!, 'utf8');
  expect(md.startsWith('# The journal of')).toBe(true);
  expect(md).toBe(expected.markdown);
});

test('run on for years: the result is announced, and the link keeps the settings', async ({
  page,
}) => {
  await open(page, '?seed=e2e-years&strategy=warlord&items=1');
  await expect(sim(page).getByLabel('Strategy')).toHaveValue('warlord');
  await expect(sim(page).locator('[data-strategy-about]')).toContainText('Makes and hires Allies');
  await expect(sim(page).getByLabel(/Optional rule/)).toBeChecked();
  const years = sim(page).getByLabel('Years to run on');
  await years.fill('101');
  await sim(page).getByRole('button', { name: 'Run on' }).click();
  await expect(sim(page).locator('[data-years-error]')).toHaveText(
    'Years must be a whole number from 1 to 100.',
  );
  await years.fill('3');
  await years.press('Enter'); // Enter in the years field runs on
  await expect(sim(page).locator('[data-status]')).toContainText(
    /Ran on \d+ months?\. .* (lives: Month 1 of year 4, before phase 1|died in month)/,
  );
  await expect(sim(page).locator('[data-years-error]')).toBeEmpty();
  await expect(page).toHaveURL(/seed=e2e-years&strategy=warlord&.*items=1/);
  expect((await journalText(page)).length).toBeGreaterThan(200);
});

test('bad link settings are named in a note; a broken wizard is explained beside its field', async ({
  page,
}) => {
  await open(page, '?seed=e2e-bad&strategy=coward&wards=abc&items=maybe');
  const note = sim(page).locator('[data-notes]');
  await expect(note).toBeVisible();
  await expect(note).toContainText('strategy=coward');
  await expect(note).toContainText('wards=abc');
  await expect(note).toContainText('items=maybe');
  await expect(sim(page).getByLabel('Strategy')).toHaveValue('ward-keeper');

  await sim(page).getByLabel('Wards', { exact: true }).fill('4');
  await sim(page).getByLabel('Wards', { exact: true }).press('Tab');
  await expect(sim(page).locator('[data-error-for="wards"]')).toHaveText(
    'Wards is 4; at the start every Rating is from 1 to 3.',
  );
  await expect(sim(page).getByLabel('Wards', { exact: true })).toHaveAttribute('aria-invalid', '');
  await expect(sim(page).getByRole('button', { name: 'Next phase' })).toBeDisabled();
  await expect(sim(page).locator('[data-status]')).toContainText('Not a legal starting wizard');

  await sim(page).getByLabel('Wards', { exact: true }).fill('1');
  await expect(sim(page).locator('[data-error-for="ratings"]')).toContainText(
    '4 of the 5 extra points',
  );
  await sim(page).getByLabel('Power', { exact: true }).fill('3');
  await sim(page).getByLabel('Power', { exact: true }).press('Tab');
  await expect(sim(page).locator('[data-error-for]').filter({ hasText: /./ })).toHaveCount(0);
  await expect(sim(page).getByRole('button', { name: 'Next phase' })).toBeEnabled();
  await expect(page).toHaveURL(/wards=1&research=3&power=3/);
});

test('the month page holds a compact simulator with its own ids, linking to the full page', async ({
  page,
}) => {
  await page.goto('/wizards-tower/month/');
  await widgetReady(page, 'wt-autoplay');
  const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id));
  expect(ids.length - new Set(ids).size, 'no id is used twice').toBe(0);
  await sim(page).getByRole('button', { name: 'Next phase' }).click();
  await expect(sim(page).locator('[data-status]')).toContainText('Phase 1 of month 1');
  await expect(
    sim(page).getByRole('link', { name: 'Open this game on the simulator page' }),
  ).toHaveAttribute('href', /\/wizards-tower\/simulator\/\?v=1&seed=demo&strategy=ward-keeper/);
  await expect(page).toHaveURL(/\/wizards-tower\/month\/$/);
});

/** The first seed on which the fragile wizard, played at random, dies within three years (found in Node). */
function fallingSeed() {
  for (let i = 0; i < 200; i++) {
    const seed = `e2e-fall-${i}`;
    const s = newSession({
      seed,
      build: structuredClone(FRAGILE),
      strategy: 'random',
      items: false,
    });
    runOn(s, 1 + 36, Infinity);
    if (s.game.death) return { seed, death: s.game.death };
  }
  throw new Error('no seed in 200 ends the fragile wizard within three years');
}

test('game over: a run that ends in death says how, stops the step buttons, and a new game starts fresh', async ({
  page,
}) => {
  const { seed, death } = fallingSeed();
  await open(
    page,
    `?${autoplayParams({ seed, build: FRAGILE, strategy: 'random', items: false })}`,
  );
  const years = sim(page).getByLabel('Years to run on');
  await years.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  const status = sim(page).locator('[data-status]');
  const when = `died in month ${((death.month - 1) % 12) + 1} of year ${yearOf(death.month)}, to ${death.attack.toLowerCase()} in the ${death.event.toLowerCase()}.`;
  await expect(status).toContainText(when);
  await expect(sim(page).locator('[data-state] .wt-dead')).toContainText(
    `fell in month ${death.month}`,
  );
  await expect(sim(page).locator('[data-journal]')).toContainText(`Here the journal ends.`);
  for (const name of ['Next phase', 'Finish the month', 'Run on'])
    await expect(sim(page).getByRole('button', { name })).toBeDisabled();
  expect(await seriousViolations(page), 'the game-over state passes axe').toEqual([]);

  // The journal still exports, ending with the death.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sim(page).getByRole('button', { name: 'Export journal (Markdown)' }).click(),
  ]);
  expect(readFileSync((await download.path())!, 'utf8').trimEnd()).toMatch(
    /Here the journal ends\.[^\n]*$/,
  );

  // "New game" by keyboard: the same seed starts again from month 1.
  await sim(page).getByRole('button', { name: 'New game' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toContainText('Month 1 of year 1, before phase 1');
  await expect(sim(page).getByRole('button', { name: 'Next phase' })).toBeEnabled();
  await expect(sim(page).locator('[data-state] .wt-dead')).toHaveCount(0);
});
