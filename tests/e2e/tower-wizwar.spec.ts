import { test, expect, widgetReady, seriousViolations } from './fixtures.ts';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function openTools(page: import('@playwright/test').Page) {
  await page.goto('/tower-wizwar/tools/');
  for (const el of ['tw-deck-validator', 'tw-combat', 'tw-mana-drain']) await widgetReady(page, el);
}

test('the deck validator accepts the example and names every broken rule of a bad deck', async ({
  page,
}) => {
  await openTools(page);
  const v = page.locator('tw-deck-validator');
  await v.getByRole('button', { name: 'Check the deck' }).click();
  await expect(v.locator('[data-result]')).toContainText('Legal: this deck may start a battle.');
  await v
    .getByLabel(/Deck list/)
    .fill(
      '5 Conjunction (celestial)\n4 Tall Hat (orbital)\n10 Ember Imp (minion, 5)\ntower Spire (value 8, draft 3)',
    );
  await v.getByRole('button', { name: 'Check the deck' }).click();
  const result = v.locator('[data-result]');
  await expect(result).toContainText('Not legal');
  await expect(result).toContainText('Celestial cards: 5, but a legal deck has exactly 6.');
  await expect(result).toContainText('Ritual cards: 0, but a legal deck has exactly 5.');
  await expect(result).toContainText('Ember Imp costs 5 mana, but a minion costs 0 to 3.');
  await expect(result).toContainText('Towers: 1, but a deck of towers holds 2 to 5.');
  await v.getByLabel(/Deck list/).fill('three imps');
  await v.getByRole('button', { name: 'Check the deck' }).click();
  await expect(result).toContainText('Line 1 (“three imps”) is not “count name (type)”');
});

test('a YAML deck file can be loaded', async ({ page }) => {
  await openTools(page);
  const dir = mkdtempSync(join(tmpdir(), 'tw-'));
  const file = join(dir, 'deck.yaml');
  writeFileSync(
    file,
    'cards:\n  - { count: 6, name: Conjunction, type: celestial }\ntowers:\n  - { name: Spire, value: 4, draft: 3 }\n',
  );
  await page.locator('tw-deck-validator input[type=file]').setInputFiles(file);
  await expect(page.locator('tw-deck-validator [data-result]')).toContainText(
    'Cards in the deck of magic: 6, but a legal deck has exactly 60.',
  );
});

test('resolve a blocked attack by keyboard, step by step', async ({ page }) => {
  await openTools(page);
  const combat = page.locator('tw-combat');
  await combat.getByRole('button', { name: 'Resolve the attack' }).focus();
  await page.keyboard.press('Enter');
  const result = combat.locator('[data-result]');
  await expect(result).toContainText('Attack 8, counterattack 3. Harms: Wisp 1, Wall 1, Warden 1.');
  await expect(result.locator('ol li').first()).toContainText(
    'Ogre, Wisp attack Spire for 8 damage',
  );
  await expect(result.getByRole('row', { name: /Spire/ })).toContainText('3');
  // Warden: 2 damage, 1 Harm, so 1 Wound at the end of the turn.
  await expect(result.getByRole('row', { name: /Warden/ }).getByRole('cell')).toHaveText([
    'defender',
    '2',
    '1',
    '1',
    'expended',
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  // A Forward card without Guardian cannot block an attack on the tower unless it is in a Shield spot.
  await combat
    .locator('[data-group=blockers] [data-row]')
    .nth(1)
    .getByLabel('Spot')
    .selectOption('forward');
  await combat.getByRole('button', { name: 'Resolve the attack' }).click();
  await expect(result).toContainText('This attack is not allowed');
  await expect(result).toContainText('Only one card blocks');

  // TW-R13: Guardian or not, a card in a Juxtapose spot never blocks.
  await combat
    .locator('[data-group=blockers] [data-row]')
    .nth(1)
    .getByLabel('Spot')
    .selectOption('juxtapose');
  await combat.getByRole('button', { name: 'Resolve the attack' }).click();
  await expect(result).toContainText(
    'Warden cannot block: nothing in a Juxtapose spot blocks, Guardian or not (TW-R13).',
  );

  // Remove a blocker with the keyboard; focus returns to "Add a blocker".
  await combat.getByRole('button', { name: 'Remove blocker 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(combat.getByRole('button', { name: 'Add a blocker' })).toBeFocused();
  await combat.getByRole('button', { name: 'Resolve the attack' }).click();
  await expect(result).toContainText('Attack 8, counterattack 1.');
});

test('the mana-drain tracker counts steps and applies the rule of three', async ({ page }) => {
  await openTools(page);
  const drain = page.locator('tw-mana-drain');
  const activate = drain.getByRole('button', { name: /Activate an effect/ });
  for (let i = 0; i < 3; i++) await activate.click();
  await expect(drain.locator('[data-status]')).toHaveText(
    'Activated an effect. Track at 3 steps: every cost +1.',
  );
  await expect(drain.locator('[data-cost]')).toHaveText('A 0-mana effect costs 1 now.');
  await drain.getByLabel('Cards drafted through the tower').fill('2');
  await drain.getByRole('button', { name: 'Draft through the tower' }).click();
  await drain.getByLabel('Tower in play').uncheck();
  await drain.getByRole('button', { name: 'Renew & Reduce' }).click();
  await expect(drain.locator('[data-status]')).toHaveText(
    'Renewed without a tower: 3 steps back (TW-R4). Track at 2 steps: every cost +0.',
  );
  await drain.getByLabel('Tower in play').check();
  await drain.getByRole('button', { name: 'Renew & Reduce' }).click();
  await expect(drain.locator('[data-status]')).toContainText('Track at 0 steps');
});

test('print and play: previews load and every component sheet downloads as a PDF', async ({
  page,
  request,
}) => {
  await page.goto('/tower-wizwar/print-and-play/');
  const images = page.locator('.tp-card-gallery img');
  // Every distinct face: 12 spells, 6 draft cards, 5 play-map cards, 4 blanks, 7 tokens (a blank ring).
  await expect(images).toHaveCount(34);
  await expect(page.getByRole('img', { name: 'Sunstone Colossus' })).toBeVisible();
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(300);
  }
  const links = page.locator('.tp-downloads a');
  // Five components, A4 and Letter, their ink-saver variants, and a tabletop sheet.
  await expect(links).toHaveCount(21);
  for (const link of await links.all()) {
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(
      body.subarray(0, 5).toString() === '%PDF-' || body.subarray(1, 4).toString() === 'PNG',
    ).toBe(true);
  }
});
