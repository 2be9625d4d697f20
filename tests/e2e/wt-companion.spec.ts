import type { Locator, Page } from '@playwright/test';
import { test, expect, widgetReady, seriousViolations } from './fixtures.ts';
import {
  act,
  newCompanion,
  replay,
  type CompanionSave,
  type Pending,
  type Step,
} from '../../src/games/wizards-tower/engine/companion.ts';
import { describeQuestion } from '../../src/games/wizards-tower/engine/describe.ts';
import { FRAGILE } from './wt-fragile-build.ts';
import { EXAMPLE_BUILD } from '../../src/games/wizards-tower/wizard-build.ts';

const PAGE = '/wizards-tower/companion/';
const KEY = 'tower-press:wt-companion';

async function open(page: Page): Promise<Locator> {
  await page.goto(PAGE);
  await widgetReady(page, 'wt-companion');
  return page.locator('wt-companion');
}

/** The dice typed at the table: a fixed, varied sequence. */
const FACES = [5, 3, 6, 2, 4, 1, 6, 5, 3, 4, 2, 6];

/**
 * Takes one step of the game, whatever it waits for. With `keys`, by keyboard alone: the
 * widget puts focus on the first control of each new question.
 */
async function step(page: Page, w: Locator, n: number, keys: boolean): Promise<string> {
  const turn = w.locator('[data-turn]');
  if (await turn.locator('[data-phase]').count()) {
    if (keys) {
      await expect(turn.locator('[data-phase]')).toBeFocused();
      await page.keyboard.press('Enter');
    } else await turn.locator('[data-phase]').click();
    return 'phase';
  }
  const dice = turn.locator('input[name=faces]');
  if (await dice.count()) {
    const label = (await turn.locator('form label').textContent()) ?? '';
    const count = Number(/roll (\d+) d/i.exec(label)?.[1] ?? '1');
    const faces = Array.from({ length: count }, (_, i) => FACES[(n + i) % FACES.length]).join(' ');
    if (keys) {
      await expect(dice).toBeFocused();
      await page.keyboard.type(faces);
      await page.keyboard.press('Enter');
    } else {
      await dice.fill(faces);
      await turn.getByRole('button', { name: /^Use th/ }).click();
    }
    return 'dice';
  }
  const buttons = turn.locator('button[data-choice]');
  const count = await buttons.count();
  expect(count, 'a question with answers is waiting').toBeGreaterThan(0);
  // Mostly the first answer (keep the roll, stay home), sometimes another.
  const pick = n % 5 === 4 ? count - 1 : 0;
  if (keys) {
    await expect(buttons.first()).toBeFocused();
    for (let i = 0; i < pick; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
  } else await buttons.nth(pick).click();
  return 'choice';
}

const startOfMonth = (w: Locator, month: number) =>
  w.locator('[data-turn] h3', { hasText: new RegExp(`^Month ${month}, year 1: phase 1 of 10`) });
const monthTwo = (w: Locator) => startOfMonth(w, 2);

test('play a month with typed dice by keyboard, undo, reload and carry on, then survive a damaged save', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let w = await open(page);
  await page.evaluate((k) => localStorage.removeItem(k), KEY);

  // The start form is there before any game; a bad build is explained in place.
  await expect(w.getByRole('heading', { name: 'Start a game' })).toBeVisible();
  const form = w.locator('form[data-start]');
  await form.getByLabel('Seed').fill('e2e month');
  await expect(form.getByText(/This seed names your wizard/)).toBeVisible();
  await form.getByLabel('Power').fill('3');
  await expect(
    form.getByText('You have placed 6 extra points, 1 point more than the 5 allowed.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Start the game' }).click();
  await expect(form.getByLabel('Wards', { exact: true })).toBeFocused();
  await form.getByLabel('Power').fill('2');
  await expect(form.getByText('A legal starting wizard.')).toBeVisible();
  await form.getByLabel('Type in my own dice').check();
  await form.getByRole('button', { name: 'Start the game' }).click();

  const turn = w.locator('[data-turn]');
  await expect(
    turn.getByRole('button', { name: 'Play phase 1: Maintain Tower Wards' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');

  // Typed dice: a bad value is named, and nothing moves on.
  const dice = turn.locator('input[name=faces]');
  await expect(dice).toBeFocused();
  await page.keyboard.type('7 3');
  await page.keyboard.press('Enter');
  await expect(turn.getByRole('alert')).toHaveText(
    '“7” is not a die face: each die is a whole number from 1 to 6.',
  );
  await expect(dice).toHaveAttribute('aria-invalid', 'true');
  await dice.fill('6 5');
  await page.keyboard.press('Enter');
  const tests = w.locator('[data-tests] table');
  // Power is offered after the roll (the wizard has 2): keep the roll.
  await expect(turn.getByRole('group')).toContainText('the roll reads 11');
  await expect(turn.locator('.kit-dice')).toHaveText('Dice so far: 6 5');
  await page.keyboard.press('Enter');
  await expect(tests.locator('tbody tr').first()).toContainText('Maintain Tower Wards');
  await expect(tests.locator('tbody tr').first()).toContainText('6 5');

  // The first phases by keyboard alone, then the rest of the month by pointer.
  let n = 0;
  const kinds = new Set<string>();
  for (; n < 30 && !(await monthTwo(w).count()); n++) kinds.add(await step(page, w, n, true));
  expect(kinds).toContain('dice');

  // axe, mid-game.
  expect(await seriousViolations(page)).toEqual([]);

  // Undo: find a question, answer it, undo, and see the same question again.
  for (let guard = 0; guard < 60 && !(await turn.locator('button[data-choice]').count()); guard++)
    await step(page, w, n++, false);
  expect(await turn.locator('button[data-choice]').count(), 'a question came up').toBeGreaterThan(
    0,
  );
  {
    const question = await turn.textContent();
    const journal = await w.locator('[data-journal]').textContent();
    const steps = await page.evaluate(
      (k) => JSON.parse(localStorage.getItem(k)!).steps.length as number,
      KEY,
    );
    await turn.locator('button[data-choice]').first().click();
    await expect(turn).not.toHaveText(question!);
    await w.getByRole('button', { name: 'Undo the last step' }).click();
    await expect(turn).toHaveText(question!);
    await expect(w.locator('[data-journal]')).toHaveText(journal!);
    await expect(w.locator('[data-announce]')).toContainText('Undone.');
    expect(
      await page.evaluate((k) => JSON.parse(localStorage.getItem(k)!).steps.length as number, KEY),
    ).toBe(steps);
    // Ctrl+Z does the same from the keyboard.
    await expect(turn.locator('button[data-choice]').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(turn).not.toHaveText(question!);
    await page.keyboard.press('Control+z');
    await expect(turn).toHaveText(question!);
  }

  // Reload mid-month: the game carries on from the same point.
  const before = await turn.textContent();
  const journalBefore = await w.locator('[data-journal]').textContent();
  w = await open(page);
  await expect(w.locator('[data-save-note]')).toContainText('Your saved game was restored');
  await expect(w.locator('[data-turn]')).toHaveText(before!);
  await expect(w.locator('[data-journal]')).toHaveText(journalBefore!);
  await expect(w.locator('[data-typed-toggle]')).toBeChecked();

  // Play on to the start of the next month (the keyboard steps may already have finished month 1).
  const month = Number(
    /Month (\d+)/.exec((await turn.locator('h3').first().textContent()) ?? '')?.[1] ?? '1',
  );
  const nextMonth = startOfMonth(w, month + 1);
  for (
    ;
    n < 300 &&
    !(await nextMonth.count()) &&
    !(await w.getByRole('heading', { name: 'Game over' }).count());
    n++
  )
    await step(page, w, n, false);
  await expect(nextMonth.or(w.getByRole('heading', { name: 'Game over' }))).toBeVisible();
  await expect(w.locator('[data-journal]')).toContainText('Month 1 of year 1');
  await expect(w.locator('[data-journal]')).toContainText('Maintain Tower Wards.');

  // The journal exports as Markdown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    w.getByRole('button', { name: 'Export the journal (Markdown)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('journal-e2e-month.md');

  // A damaged save: reported, set aside, and a new game can start; never a blank page.
  await page.evaluate(
    (k) => localStorage.setItem(k, '{"v":1,"seed":"e2e month","steps":[{"t":"phase"'),
    KEY,
  );
  w = await open(page);
  const note = w.locator('[data-save-note]');
  await expect(note).toBeVisible();
  await expect(note).toContainText(
    'A saved game was found but could not be used: it is not readable (damaged data). A copy was set aside in this browser',
  );
  await expect(w.getByRole('heading', { name: 'Start a game' })).toBeVisible();
  expect(
    await page.evaluate(
      (k) =>
        Object.keys(localStorage)
          .filter((x) => x.startsWith(`${k}:set-aside:`))
          .map((x) => localStorage.getItem(x))
          .join(),
      KEY,
    ),
  ).toContain('"seed":"e2e month"');
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
  const [backup] = await Promise.all([
    page.waitForEvent('download'),
    note.getByRole('button', { name: 'Download the damaged save' }).click(),
  ]);
  expect(backup.suggestedFilename()).toMatch(/\.json$/);
  await w.getByRole('button', { name: 'Start the game' }).click();
  await expect(w.getByRole('button', { name: 'Play phase 1: Maintain Tower Wards' })).toBeFocused();

  // An old save (another version) is reported the same way.
  await page.evaluate(
    (k) => localStorage.setItem(k, JSON.stringify({ v: 0, seed: 'x', steps: [] })),
    KEY,
  );
  w = await open(page);
  await expect(w.locator('[data-save-note]')).toContainText(
    'the saved game is version 0, this page reads versions 1 to 3',
  );
  await expect(w.getByRole('heading', { name: 'Start a game' })).toBeVisible();
});

/**
 * In Node: a reckless player (answers spread over the legal ones, site-rolled dice) on the
 * first seed where the wizard dies within a year. Returns the save one step before the end,
 * and that last step.
 */
function lastStepBeforeDeath(): { save: CompanionSave; last: Step } {
  for (let i = 0; i < 100; i++) {
    let save = newCompanion(`e2e-fall-${i}`, structuredClone(FRAGILE));
    let state = replay(save);
    for (let n = 0; state.pending && state.game.month <= 12; n++) {
      const p = state.pending;
      // "Attack again" is always answered no: the rules let a player strike at a rival for ever.
      const v =
        p.kind !== 'choice' || p.question === 'attackAgain'
          ? 0
          : p.options[(n * 7) % p.options.length]!;
      const step: Step = p.kind === 'phase' ? { t: 'phase' } : { t: 'choice', v };
      const next = act(save, step);
      if (next.state.game.death)
        return { save: { ...save, steps: replay(save).steps }, last: step };
      ({ save, state } = next);
    }
  }
  throw new Error('no seed in 100 ends the fragile wizard within a year');
}

test('game over: the step that kills the wizard shows the end, survives a reload, and can be undone', async ({
  page,
}) => {
  const { save, last } = lastStepBeforeDeath();
  await page.goto(PAGE);
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [KEY, JSON.stringify(save)]);
  let w = await open(page);
  await expect(w.locator('[data-save-note]')).toContainText('Your saved game was restored');

  // Take the last step by keyboard.
  const turn = w.locator('[data-turn]');
  const control =
    last.t === 'phase'
      ? turn.locator('[data-phase]')
      : turn.locator(`[data-choice="${last.t === 'choice' ? last.v : ''}"]`);
  await control.focus();
  await page.keyboard.press('Enter');
  const over = w.getByRole('heading', { name: 'Game over' });
  await expect(over).toBeFocused();
  await expect(w.locator('[data-turn] .wt-dead')).toContainText('is dead');
  await expect(w.locator('[data-announce]')).toContainText('Here the journal ends.');
  await expect(w.locator('[data-journal]')).toContainText('Here the journal ends.');
  expect(await seriousViolations(page), 'the game-over screen passes axe').toEqual([]);

  // The ended game is saved: a reload comes back to it, not to a blank page or a new game.
  w = await open(page);
  await expect(w.getByRole('heading', { name: 'Game over' })).toBeVisible();

  // Undo takes back the fatal step: the wizard is alive and the same step is offered again.
  await w.getByRole('button', { name: 'Undo the last step' }).click();
  await expect(w.getByRole('heading', { name: 'Game over' })).toHaveCount(0);
  await expect(
    last.t === 'phase'
      ? w.locator('[data-turn] [data-phase]')
      : w.locator(`[data-turn] [data-choice="${last.t === 'choice' ? last.v : ''}"]`),
  ).toBeVisible();
});

test('the game side waits for the player: not fetched while the page loads, fetched on the first focus, before Start', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/wt-companion-play/.test(r.url())) fetched.push(r.url());
  });
  await page.goto(PAGE);
  await widgetReady(page, 'wt-companion');
  const w = page.locator('wt-companion');
  await page.waitForLoadState('networkidle');
  expect(fetched, 'the engine is not part of the page load').toEqual([]);
  // The player tabs into the form: the game side comes now, so Start answers at once.
  await w.getByLabel('Seed').focus();
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
});

/**
 * In Node: a player who researches Quests and spreads the Allies over them, on the first seed
 * where phase 7 asks which Quest goes first (WT-R40). Returns the save that waits for that answer.
 */
function saveAtQuestOrder(): { save: CompanionSave; options: number[] } {
  for (let i = 0; i < 100; i++) {
    let save = newCompanion(`e2e-order-${i}`, structuredClone(EXAMPLE_BUILD));
    let state = replay(save);
    for (let n = 0; state.pending && state.game.month <= 12 && n < 2000; n++) {
      const p = state.pending;
      if (p.kind === 'choice' && p.question === 'questOrder')
        return { save: { ...save, steps: state.steps }, options: p.options };
      let v = 0;
      if (p.kind === 'choice') {
        if (p.question === 'research' && p.options.includes(2))
          v = 2; // Discover a Quest
        else if (p.question === 'moveAlly') {
          // Round the Quests, one Ally each, until the Tower is empty.
          const quests = p.options.filter((o) => o >= 0);
          v = quests.length ? quests[n % quests.length]! : p.options[0]!;
        } else if (p.question === 'attackAgain') v = 0;
        else v = p.options[0]!;
      }
      const step: Step = p.kind === 'phase' ? { t: 'phase' } : { t: 'choice', v };
      ({ save, state } = act(save, step));
    }
  }
  throw new Error('no seed in 100 reaches a choice of Quest order within a year');
}

test('the Quest order in phase 7 is the player’s to choose, by keyboard (WT-R40)', async ({
  page,
}) => {
  const { save, options } = saveAtQuestOrder();
  expect(options.length).toBeGreaterThanOrEqual(2);
  const after = act(save, { t: 'choice', v: options[1]! }).state.pending!;
  expect(after.kind).toBe('choice');
  const nextPrompt = describeQuestion((after as Extract<Pending, { kind: 'choice' }>).q);

  await page.goto(PAGE);
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [KEY, JSON.stringify(save)]);
  const w = await open(page);
  const turn = w.locator('[data-turn]');
  await expect(turn.locator('legend')).toHaveText(/which Quest/i);
  const buttons = turn.locator('button[data-choice]');
  await expect(buttons).toHaveCount(options.length);
  // A restored game does not take the focus: put it on the first Quest (as a Tab would), then
  // keyboard only: Tab to the second and press Enter.
  await buttons.first().focus();
  await page.keyboard.press('Tab');
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(turn.locator('legend')).toHaveText(nextPrompt);
  const last = await page.evaluate(
    (k) => JSON.parse(localStorage.getItem(k)!).steps.at(-1) as Step,
    KEY,
  );
  expect(last).toEqual({ t: 'choice', v: options[1] });
  expect(await seriousViolations(page)).toEqual([]);
});
