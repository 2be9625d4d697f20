/**
 * No silent coercion: every out-of-range value gets a visible message
 * beside its field, in a live region the field points to (aria-describedby).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, widgetReady, seriousViolations } from './fixtures.ts';

/** The message beside a field: its own live region, named by the field's aria-describedby. */
async function messageOf(page: Page, field: Locator): Promise<Locator> {
  const id = await field.getAttribute('data-message-id');
  expect(id, 'the field has a message beside it').toBeTruthy();
  expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(id);
  const message = page.locator(`#${id}`);
  await expect(message).toHaveAttribute('aria-live', 'polite');
  return message;
}

test('dice tester: −5 and 999 dice are named beside the field; own dice must cover the whole test', async ({
  page,
}) => {
  await page.goto('/wizards-tower/dice-tester/');
  await widgetReady(page, 'wt-dice-tester');
  const t = page.locator('wt-dice-tester');
  const dice = t.getByLabel('Number of dice');
  const message = await messageOf(page, dice);
  await dice.fill('-5');
  await expect(message).toHaveText(
    'Number of dice cannot be below 0; -5 is too low. For now 0 dice are used.',
  );
  await expect(dice).toHaveAttribute('aria-invalid', 'true');
  await dice.fill('999');
  await expect(message).toHaveText(
    'Number of dice cannot be above 30; 999 is too high. For now 30 dice are used.',
  );
  await dice.fill('');
  await expect(message).toHaveText(
    'Number of dice is empty: type a whole number from 0 to 30. For now 3 dice are used.',
  );
  await dice.fill('3');
  await expect(message).toBeEmpty();
  await expect(dice).not.toHaveAttribute('aria-invalid');
  await t.getByLabel('Advantages', { exact: true }).fill('11');
  await expect(await messageOf(page, t.getByLabel('Advantages', { exact: true }))).toHaveText(
    'Advantages cannot be above 10; 11 is too high. For now 10 is used.',
  );
  await t.getByLabel('Advantages', { exact: true }).fill('0');

  // My own dice: 2 faces for a 3-die test are refused, by keyboard.
  await t.getByLabel('My own dice').check();
  const faces = t.getByLabel('Faces of your dice, e.g. 6 5 2');
  await faces.fill('6 5');
  await faces.press('Enter');
  await expect(t.locator('[data-faces-error]')).toHaveText(
    'This test rolls 3 dice, but you typed 2 faces (6 5). Type all 3, then any Power dice after them.',
  );
  await expect(t.locator('[data-status]')).toHaveText(
    'This test rolls 3 dice, but you typed 2 faces (6 5). Type all 3, then any Power dice after them.',
  );
  await faces.fill('6 5 2 4');
  await faces.press('Enter');
  await expect(t.locator('[data-status]')).toHaveText(
    'Dice: 6, 5, 2, 4 → kept 6 + 5 = 11: Extreme Success (1 Power die added).',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('combat resolver: Attack −4 and an empty Might are named, not read as 0', async ({ page }) => {
  await page.goto('/tower-wizwar/tools/');
  await widgetReady(page, 'tw-combat');
  const c = page.locator('tw-combat');
  const attack = c
    .locator('[data-group=attackers] [data-row]')
    .first()
    .getByLabel('Attack', { exact: true });
  const might = c
    .locator('[data-group=blockers] [data-row]')
    .first()
    .getByLabel('Might', { exact: true });
  await attack.fill('-4');
  await might.fill('');
  await c.getByRole('button', { name: 'Resolve the attack' }).click();
  await expect(c.locator('[data-result]')).toHaveText(
    'This attack cannot be resolved yet: fix the values marked beside their fields.',
  );
  await expect(await messageOf(page, attack)).toHaveText(
    'Attacker 1: Attack cannot be below 0; -4 is too low.',
  );
  await expect(await messageOf(page, might)).toHaveText(
    'Blocker 1: Might is empty: type a whole number from 0 to 99.',
  );
  await expect(attack).toBeFocused();
  // Corrected by keyboard, the messages go and the attack resolves.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('6');
  await expect(await messageOf(page, attack)).toBeEmpty();
  await might.fill('3');
  await c.getByRole('button', { name: 'Resolve the attack' }).press('Enter');
  await expect(c.locator('[data-result]')).toContainText('Attack ');
  await expect(await messageOf(page, might)).toBeEmpty();
  // An added row gets its own messages.
  await c.getByRole('button', { name: 'Add an attacker' }).click();
  const third = c
    .locator('[data-group=attackers] [data-row]')
    .nth(2)
    .getByLabel('Might', { exact: true });
  await third.fill('100');
  await c.getByRole('button', { name: 'Resolve the attack' }).click();
  await expect(await messageOf(page, third)).toHaveText(
    'Attacker 3: Might cannot be above 99; 100 is too high.',
  );
  await expect(
    await messageOf(
      page,
      c.locator('[data-group=attackers] [data-row]').first().getByLabel('Might', { exact: true }),
    ),
  ).toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);
});

test('mana-drain tracker: a draft of 9 cards is named, not turned into 5', async ({ page }) => {
  await page.goto('/tower-wizwar/tools/');
  await widgetReady(page, 'tw-mana-drain');
  const m = page.locator('tw-mana-drain');
  await m.getByRole('button', { name: 'Reset to 0' }).click();
  const drafted = m.getByLabel('Cards drafted through the tower');
  await drafted.fill('9');
  await expect(await messageOf(page, drafted)).toHaveText(
    'Cards drafted cannot be above 5; 9 is too high.',
  );
  await m.getByRole('button', { name: 'Draft through the tower' }).click();
  await expect(m.locator('[data-status]')).toContainText('Track at 0 steps');
});

test('score pad: a player’s name too wide for its column on the pad is named as it is typed', async ({
  page,
}) => {
  await page.goto('/heist/scoring/');
  await widgetReady(page, 'heist-scoring');
  const name = page.locator('heist-scoring').getByLabel('Name of thief 1');
  await name.fill('');
  // Typed key by key, as a player would: the check runs on each input.
  const message = await messageOf(page, name);
  await name.pressSequentially('WWWWWWWWWWWWWWWWWW');
  await expect(message).toContainText('is too wide for its box on the sheet, even at 6 pt');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Bartholomew');
  await name.press('End');
  await name.pressSequentially(' Q');
  await expect(message).toBeEmpty();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});
