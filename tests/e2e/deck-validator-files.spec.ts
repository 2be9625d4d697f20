/**
 * Deck files given to the browser's deck validator get the CLI's limits and messages: a huge
 * file is refused by its size before it is read, other encodings are refused, YAML problems are
 * named plainly, and a large file is parsed without freezing the page.
 */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, widgetReady } from './fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'deck-files-'));
function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function openValidator(page: import('@playwright/test').Page) {
  await page.goto('/tower-wizwar/tools/');
  await widgetReady(page, 'tw-deck-validator');
  const v = page.locator('tw-deck-validator');
  return { v, result: v.locator('[data-result]'), input: v.locator('input[type=file]') };
}

test('a 28 MB deck file is refused by its size, in the CLI’s words, and the page goes on working', async ({
  page,
}) => {
  const { v, result, input } = await openValidator(page);
  await input.setInputFiles(file('huge.yaml', Buffer.alloc(28_000_000, 'a')));
  await expect(result).toContainText(
    'huge.yaml: the file is 28,000,000 bytes; a deck file is at most 2,000,000',
  );
  // The page answers at once: the list form still checks a deck from the keyboard.
  await v.getByRole('button', { name: 'Check the deck' }).focus();
  await page.keyboard.press('Enter');
  await expect(result).toContainText('Legal: this deck may start a battle.');
});

test('a deck file near the limit is read off the page: the page stays usable while it is parsed', async ({
  page,
}) => {
  // Parsing 1.9 MB of YAML takes seconds, many more on a busy machine: the wait below allows 60.
  test.setTimeout(90_000);
  const { result, input } = await openValidator(page);
  let text = 'cards:\n';
  while (text.length < 1_900_000)
    text += '  - {count: 1, name: Ember Imp, type: minion, cost: 2}\n';
  await input.setInputFiles(file('big.yaml', text));
  await expect(result).toContainText('Reading big.yaml');
  // While the worker parses, the page still runs script: a script run now finds it still reading
  // (parsed on the page's own thread, nothing would run until the answer was shown).
  expect(
    await page.evaluate(
      () => document.querySelector('tw-deck-validator [data-result]')!.textContent,
    ),
  ).toContain('Reading big.yaml');
  await expect(result).toContainText('Not legal', { timeout: 60_000 });
});

test('Latin-1, two YAML documents, deep nesting and a blank name get the CLI’s messages', async ({
  page,
}) => {
  const { result, input } = await openValidator(page);
  await input.setInputFiles(
    file(
      'latin1.yaml',
      Buffer.from('cards:\n  - {count: 1, name: Caf\xe9, type: minion}\n', 'latin1'),
    ),
  );
  await expect(result).toContainText(
    'the deck file latin1.yaml is not UTF-8 text; save it as UTF-8',
  );
  await input.setInputFiles(file('two.yaml', 'cards: []\n---\ntowers: []\n'));
  await expect(result).toContainText(
    'two.yaml: not valid YAML: it holds more than one YAML document (a line "---" starts another); a deck file is one document',
  );
  await expect(result).not.toContainText('parseAllDocuments');
  await input.setInputFiles(file('deep.yaml', `cards: ${'['.repeat(5000)}${']'.repeat(5000)}`));
  await expect(result).toContainText('deep.yaml: not valid YAML: it is nested too deeply');
  await expect(result).not.toContainText('Maximum call stack');
  await input.setInputFiles(
    file('blank.yaml', 'cards:\n  - {count: 1, name: "   ", type: minion}\n'),
  );
  await expect(result).toContainText('"name" is required (only spaces were given)');
});

test('the site’s own sample-spells file, chosen from the keyboard, is read and counted', async ({
  page,
}) => {
  const { v, result } = await openValidator(page);
  const { readFileSync } = await import('node:fs');
  const chooser = page.waitForEvent('filechooser');
  await v.locator('input[type=file]').focus();
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({
    name: 'tower-wizwar-sample-spells.yaml',
    mimeType: 'application/yaml',
    buffer: readFileSync('content/cards/tower-wizwar-sample-spells.yaml'),
  });
  await expect(result).toContainText('Cards in the deck of magic: 12');
  await expect(result).not.toContainText('count');
});

test('a printer deck naming pictures: names checked, the page says the files are checked by the CLI', async ({
  page,
}) => {
  const { result, input } = await openValidator(page);
  const spell = (name: string, image: string) =>
    `  - template: tw-spell\n    fields: { name: ${name}, type: minion, cost: 1, image: ${JSON.stringify(image)} }\n`;
  await input.setInputFiles(
    file(
      'pictures.yaml',
      `deck: Pictures\ncards:\n${spell('Spark', 'art/spark.png')}${spell('Gust', 'art/gust.svg')}`,
    ),
  );
  await expect(result.locator('[data-pictures]')).toHaveText(
    '2 cards name pictures: the names are fine; the picture files are read and checked when you print with tower-press cards.',
  );
  await input.setInputFiles(
    file('url.yaml', `deck: Pictures\ncards:\n${spell('Spark', 'https://example.com/a.png')}`),
  );
  await expect(result).toContainText(
    'url.yaml: card 1: field "image": "https://example.com/a.png" is a link or URL',
  );
  await expect(result.locator('[data-pictures]')).toHaveCount(0);
});

test('a deck whose cards come from a CSV file, chosen alone, asks for its CSV by name', async ({
  page,
}) => {
  const { result, input } = await openValidator(page);
  await input.setInputFiles(
    file('csv-spells.yaml', 'deck: Mine\ntemplate: tw-spell\ncards: { csv: spells.csv }\n'),
  );
  await expect(result).toContainText(
    'csv-spells.yaml: the cards come from spells.csv: choose spells.csv together with csv-spells.yaml (select both files at once), or check the deck with the command line: tower-press cards csv-spells.yaml --out deck.pdf',
  );
});

/** A file the site offers, fetched through the link a person would use, saved to disk. */
async function download(page: import('@playwright/test').Page, href: string, name: string) {
  const res = await page.request.get(href);
  expect(res.ok()).toBe(true);
  return file(name, await res.body());
}

test('the site’s legal sample deck file, linked on the page, is legal when loaded', async ({
  page,
}) => {
  const { v, result, input } = await openValidator(page);
  const link = v.getByRole('link', { name: 'legal sample deck file' });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/\/generated\/cards\/tower-wizwar-legal-deck\.yaml$/);
  // Saved with the link, as a person would, then chosen in the file field.
  const [saved] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(saved.suggestedFilename()).toBe('tower-wizwar-legal-deck.yaml');
  const path = join(dir, 'tower-wizwar-legal-deck.yaml');
  await saved.saveAs(path);
  await input.setInputFiles(path);
  await expect(result).toContainText('Legal: this deck may start a battle.');
  await expect(result.getByRole('row', { name: /^Cards/ })).toContainText('60');
  await expect(result.getByRole('row', { name: /^Tower value/ })).toContainText('8');
});

test('the site’s CSV deck is read with its deck file; a spreadsheet alone gets one plain sentence', async ({
  page,
}) => {
  const { v, result, input } = await openValidator(page);
  const deckHref = (await v
    .getByRole('link', { name: 'deck file', exact: true })
    .getAttribute('href'))!;
  const csvHref = (await v.getByRole('link', { name: 'CSV file' }).getAttribute('href'))!;
  const deck = await download(page, deckHref, 'spells.yaml');
  const csv = await download(page, csvHref, 'spells.csv');
  await input.setInputFiles(csv);
  await expect(result).toContainText(
    'spells.csv is a spreadsheet, and a spreadsheet is read with the deck file that names it',
  );
  await expect(result).not.toContainText('YAML');
  await expect(result.getByRole('listitem')).toHaveCount(1);
  await input.setInputFiles([deck, csv]);
  // A small sample, not a legal deck: it is read and counted.
  await expect(result).toContainText('Not legal');
  await expect(result.getByRole('row', { name: /^Cards/ })).toContainText(/\d/);
  await input.setInputFiles(deck);
  await expect(result).toContainText('choose spells.csv together with spells.yaml');
});

test('a draft-deck or quest-deck file says its fault once for all its cards', async ({ page }) => {
  const { result, input } = await openValidator(page);
  await input.setInputFiles(
    await download(
      page,
      '/generated/cards/tower-wizwar-draft-deck.yaml',
      'tower-wizwar-draft-deck.yaml',
    ),
  );
  await expect(result.getByRole('listitem')).toHaveText([
    'tower-wizwar-draft-deck.yaml: all 18 cards: the template "tw-draft" is not a card of the deck of magic or a tower (tw-spell, tw-celestial, tw-orbital, tw-tower)',
  ]);
  await input.setInputFiles(
    await download(page, '/generated/cards/wizards-tower-quest.yaml', 'wizards-tower-quest.yaml'),
  );
  await expect(result.getByRole('listitem')).toHaveCount(1);
  await expect(result).toContainText('wizards-tower-quest.yaml: all 55 cards:');
});
