/**
 * Designing a deck with the CLI: `tower-press cards --templates` prints the template list the
 * card manual (docs/cards.md) shows, and a deck whose cards come from a CSV file prints every row (read back from the
 * PDF), while hostile CSV decks (paths out of the folder, huge or broken files) are refused
 * with nothing written.
 */
import { describe, expect, test } from 'vitest';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { templateGuides, templateGuideText } from '../../src/print/cards/template-guide.ts';
import { TEMPLATES } from '../../src/print/cards/templates/index.ts';
import { pdfText } from '../support/pdf.ts';
import { runCli } from '../support/run-cli.ts';

const root = mkdtempSync(join(tmpdir(), 'csv-deck-'));
const EXAMPLE = 'examples/csv-deck/spells.yaml';

/** A folder holding a deck file and its CSV; returns the deck file's path. */
function deckFolder(name: string, yaml: string, files: Record<string, string | Buffer>): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'deck.yaml'), yaml);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return join(dir, 'deck.yaml');
}

/** Runs `cards` on a deck that must be refused; checks no PDF was written and returns stderr. */
async function refused(deck: string): Promise<string> {
  const out = join(root, `refused-${Math.random().toString(36).slice(2)}.pdf`);
  const r = await runCli('cards', deck, '--out', out);
  expect(r.code).toBe(2);
  expect(r.err).toContain('nothing was written');
  expect(existsSync(out)).toBe(false);
  return r.err;
}

const SPELL_DECK = 'deck: D\ntemplate: tw-spell\ncards: { csv: spells.csv }\n';

describe('tower-press cards --templates', { timeout: 120_000 }, () => {
  test('prints the template list, the same text as the card manual’s block', async () => {
    const r = await runCli('cards', '--templates');
    expect(r.code).toBe(0);
    expect(r.out).toBe(templateGuideText(templateGuides(loadFonts())) + '\n');
    const readme = readFileSync('docs/cards.md', 'utf8');
    expect(readme).toContain('```text\n' + r.out + '```');
  });

  test('--json gives every template with its fields, sizes and example, for tools', async () => {
    const r = await runCli('cards', '--templates', '--json');
    expect(r.code).toBe(0);
    const data = JSON.parse(r.out) as {
      templates: { name: string; fields: { name: string; required: boolean }[]; example: string }[];
      limits: { line: number };
    };
    expect(data.templates.map((t) => t.name)).toEqual(Object.keys(TEMPLATES));
    expect(data.limits.line).toBe(300);
    const text = data.templates.find((t) => t.name === 'text')!;
    expect(text.fields.find((f) => f.name === 'title')).toMatchObject({
      required: true,
      type: 'text',
      set: { size: 14, min: 6, wrap: 'yes' },
    });
    expect(text.example).toMatch(/^deck: My text deck\ntemplate: text\ncards:\n/);
  });

  test('every example the list prints is a deck file the CLI prints', async () => {
    const r = await runCli('cards', '--templates', '--json');
    const { templates } = JSON.parse(r.out) as { templates: { name: string; example: string }[] };
    for (const t of templates.filter((t) => ['text', 'tw-spell', 'tw-token'].includes(t.name))) {
      const deck = deckFolder(`example-${t.name}`, t.example, {});
      const out = join(root, `example-${t.name}.pdf`);
      const printed = await runCli('cards', deck, '--out', out);
      expect(printed.code, printed.err).toBe(0);
    }
  });

  test('--json alone, or --templates with a deck file, is a usage error', async () => {
    const json = await runCli('cards', '--json');
    expect(json.code).toBe(2);
    expect(json.err).toContain('--json goes with --templates');
    const both = await runCli('cards', '--templates', EXAMPLE);
    expect(both.code).toBe(2);
    expect(both.err).toContain(`--templates takes nothing else (only --json), got "${EXAMPLE}"`);
  });
});

describe('a deck from a CSV file', { timeout: 120_000 }, () => {
  test('the sample in examples/csv-deck prints every row, as many times as its Count says', async () => {
    const out = join(root, 'sample.pdf');
    const r = await runCli('cards', EXAMPLE, '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('My spells from a spreadsheet, 9 cards');
    const text = (await pdfText(readFileSync(out), [1])).replace(/\s+/g, ' ');
    const csv = readFileSync('examples/csv-deck/spells.csv', 'utf8');
    const count = (s: string) => text.toUpperCase().split(s.toUpperCase()).length - 1;
    // Cinzel sets names in small capitals: compare without case.
    expect(count('Ember Familiar')).toBe(3);
    expect(count('Glass Sentinel')).toBe(2);
    for (const name of ['Tide Mirror', 'Ashfall', 'Vigil Lantern']) expect(count(name)).toBe(1);
    // The long name is set smaller and wrapped onto two lines, never cut.
    // (pdfText joins a page's lines across the row of cards, so look for each line.)
    expect(count('Herald of the Seventh')).toBe(1);
    expect(count('Unquiet Tide')).toBe(1);
    // A cell with a line break is two lines of text; the Notes column is not printed.
    expect(text).toContain('Put one back and the other at the bottom.');
    expect(csv).toContain('a starter for every deck');
    expect(text).not.toContain('a starter for every deck');
  });

  test('a BOM, CRLF and a 46-character title: printed whole', async () => {
    const title = 'The Forty-Six Character Title of a Text Card!!';
    const deck = deckFolder('bom-crlf', 'deck: D\ntemplate: text\ncards: { csv: cards.csv }\n', {
      'cards.csv': `\uFEFFTitle,Kind,Body\r\n"${title}",Spell,"Deal 3 damage.\r\nCosts 2 mana."\r\n`,
    });
    const out = join(root, 'bom-crlf.pdf');
    const r = await runCli('cards', deck, '--out', out);
    expect(r.code, r.err).toBe(0);
    const text = (await pdfText(readFileSync(out), [1])).replace(/\s+/g, ' ').toUpperCase();
    expect(text).toContain(title.toUpperCase());
    expect(text).toContain('DEAL 3 DAMAGE. COSTS 2 MANA.');
  });

  test('a CSV file reached through a symbolic link out of the folder is refused', async () => {
    const outside = join(root, 'outside.csv');
    writeFileSync(outside, 'Name\nBolt\n');
    const deck = deckFolder('link-out', SPELL_DECK, {});
    symlinkSync(outside, join(root, 'link-out', 'spells.csv'));
    expect(await refused(deck)).toContain(
      'link-out/spells.csv: cannot be read: it leads outside the deck file’s folder (through a symbolic link); put the CSV file itself beside the deck file',
    );
  });

  test('a path out of the folder, an absolute path and a URL are refused before anything is read', async () => {
    for (const path of ['../outside.csv', join(root, 'outside.csv'), 'https://example.org/s.csv']) {
      const deck = deckFolder(
        'paths',
        `deck: D\ntemplate: tw-spell\ncards: { csv: '${path}' }\n`,
        {},
      );
      expect(await refused(deck)).toMatch(
        /cards: "csv": ".*" (is outside the deck file’s folder|is an absolute path|is a link or URL)/,
      );
    }
  });

  test('a huge CSV file is refused by its size, naming the limit', async () => {
    const deck = deckFolder('huge', SPELL_DECK, {
      'spells.csv': 'Name\n' + 'Bolt\n'.repeat(700_000),
    });
    expect(await refused(deck)).toContain(
      'huge/spells.csv: cannot be read: it is larger than 2,000,000 bytes, the most a CSV deck may be',
    );
  });

  test('too many rows, bad quoting and Latin-1 text are refused with file, row and column', async () => {
    const rows = deckFolder('rows', SPELL_DECK, { 'spells.csv': 'Name\n' + 'Bolt\n'.repeat(600) });
    expect(await refused(rows)).toContain(
      'rows/spells.csv: more than 501 rows; a CSV deck has at most 500 cards, one a row below the header',
    );
    const quote = deckFolder('quote', SPELL_DECK, {
      'spells.csv': 'Name,Cost\nBolt,1\nFlame,"2"x\n',
    });
    expect(await refused(quote)).toContain(
      'quote/spells.csv: row 3, column B ("Cost"): text follows a closing quote',
    );
    const latin1 = deckFolder('latin1', SPELL_DECK, {
      'spells.csv': Buffer.from('Name\nBoule de feu \xe9\n', 'latin1'),
    });
    expect(await refused(latin1)).toContain(
      'latin1/spells.csv: cannot be read: it is not UTF-8 text',
    );
  });

  test('a folder named like a CSV file is refused', async () => {
    const deck = deckFolder('folder', SPELL_DECK, {});
    mkdirSync(join(root, 'folder', 'spells.csv'));
    expect(await refused(deck)).toContain('folder/spells.csv: cannot be read: it is not a file');
  });

  test('the card manual’s example message: a spreadsheet row, counted as a spreadsheet counts it', async () => {
    const csv = readFileSync('examples/csv-deck/spells.csv', 'utf8').replace(
      'Tide Mirror,2,',
      'Tide Mirror,two,',
    );
    const deck = deckFolder('readme-message', readFileSync(EXAMPLE, 'utf8'), { 'spells.csv': csv });
    const message =
      'spells.csv: row 4 ("Tide Mirror"): column "Mana" (field "cost"): must be a number, got "two"';
    expect(await refused(deck)).toContain(`readme-message/${message}`);
    expect(readFileSync('docs/cards.md', 'utf8')).toContain(`\`${message}\``);
  });

  test('the sample deck copied elsewhere still finds its CSV beside it', async () => {
    const dir = join(root, 'copy');
    mkdirSync(dir);
    copyFileSync(EXAMPLE, join(dir, 'spells.yaml'));
    copyFileSync('examples/csv-deck/spells.csv', join(dir, 'spells.csv'));
    const r = await runCli('cards', join(dir, 'spells.yaml'), '--out', join(dir, 'out.pdf'));
    expect(r.code, r.err).toBe(0);
  });
});
