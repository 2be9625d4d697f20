/**
 * Decks whose cards come from a CSV file (`cards: { csv: spells.csv }`): rows mapped to
 * template fields, and every way a file or its mapping can be wrong named by file, row (as a
 * spreadsheet numbers it) and column. Files are given as text here; the CLI's reading of real
 * files is tested in tests/integration/csv-deck-cli.test.ts.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { columnLetter, csvPathProblem, csvShownPath } from '../../src/print/cards/csv-cards.ts';
import { parseCsvTable } from '../../src/print/cards/csv-table.ts';
import { deckTextProblems } from '../../src/print/cards/render.ts';
import { DeckError, parseDeck, type Deck } from '../../src/print/cards/schema.ts';
import { readDeckFile } from '../../src/print/cards/tower-wizwar-deck-file.ts';

const DECK = 'decks/spells.yaml';
const SPELLS = [
  'Name,Cost,Type,Spellbook,Element,Text,Count',
  'Cinder Whelp,3,minion,Journals of the Distant Wildfire,Fire,"Eager, hot, short-lived.",2',
  'Undertow,4,ritual,Records of the Dream Storm,Water,"Cast over your tower.',
  'Once per turn, deal 2 damage to an attacking card.",',
].join('\n');

/** Parses a deck file whose CSV files are given by name, as the CLI would read them. */
function deckWith(yaml: string, files: Record<string, string>): Deck {
  return parseDeck(yaml, DECK, {
    readCsv: (path) => {
      if (!Object.hasOwn(files, path)) throw new Error('no such file or folder (ENOENT)');
      return parseCsvTable(files[path]!, csvShownPath(DECK, path));
    },
  });
}

function problems(yaml: string, files: Record<string, string> = {}): string[] {
  try {
    deckWith(yaml, files);
  } catch (e) {
    if (e instanceof DeckError) return [...e.problems];
    throw e;
  }
  return [];
}

const spellDeck = (cards = '{ csv: spells.csv }') =>
  `deck: D\ntemplate: tw-spell\ncards: ${cards}\n`;

describe('a CSV deck: one card a row', () => {
  test('columns fill the fields of the same name (letter case aside); Count gives copies', () => {
    const deck = deckWith(spellDeck(), { 'spells.csv': SPELLS });
    expect(deck.cards.map((c) => [c.name, c.count])).toEqual([
      ['Cinder Whelp', 2],
      ['Undertow', 1],
    ]);
    expect(deck.cards[0]!.fields).toEqual({
      name: 'Cinder Whelp',
      cost: 3,
      type: 'minion',
      spellbook: 'Journals of the Distant Wildfire',
      element: 'Fire',
      text: ['Eager, hot, short-lived.'],
    });
    // A cell with a line break fills a lines field line by line.
    expect(deck.cards[1]!.fields.text).toEqual([
      'Cast over your tower.',
      'Once per turn, deal 2 damage to an attacking card.',
    ]);
  });

  test('a byte-order mark, CRLF line ends and blank rows are accepted', () => {
    const text =
      '\uFEFF' +
      SPELLS.split('\n').join('\r\n').replace('\r\nUndertow', '\r\n\r\n,,,,,,\r\nUndertow');
    const deck = deckWith(spellDeck(), { 'spells.csv': text });
    expect(deck.cards.map((c) => c.name)).toEqual(['Cinder Whelp', 'Undertow']);
    expect(deck.cards[1]!.fields.text).toHaveLength(2);
  });

  test('a mapping names other columns; ignore leaves designer-only columns out; the deck template is optional here', () => {
    const csv = 'Spell,Mana,Notes\nBolt,1,cheap\n';
    const deck = deckWith(
      'deck: D\ncards: { csv: spells.csv, template: tw-spell, columns: { name: Spell, cost: Mana }, ignore: [notes] }',
      { 'spells.csv': csv },
    );
    expect(deck.cards[0]!.fields).toEqual({ name: 'Bolt', cost: 1 });
    expect(deck.cards[0]!.template).toBe('tw-spell');
  });

  test('a CSV file in a folder inside the deck file’s folder is read; ./ and \\ are fine', () => {
    for (const path of ['data/spells.csv', './data/spells.csv', 'data\\spells.csv'])
      expect(
        deckWith(spellDeck(`{ csv: '${path}' }`), { 'data/spells.csv': SPELLS }).cards,
      ).toHaveLength(2);
  });

  test('the same deck prints the same cards from YAML and from CSV', () => {
    const yaml = deckWith(
      'deck: D\ntemplate: tw-spell\ncards:\n  - { name: Cinder Whelp, count: 2, fields: { name: Cinder Whelp, cost: 3, type: minion, spellbook: Journals of the Distant Wildfire, element: Fire, text: ["Eager, hot, short-lived."] } }',
      {},
    );
    const csv = deckWith(spellDeck(), { 'spells.csv': SPELLS.split('\n').slice(0, 2).join('\n') });
    expect(csv.cards.map(({ source: _s, ...c }) => c)).toEqual(yaml.cards);
  });

  test('a back for each row from its columns; a row with its back cells empty takes the deck’s', () => {
    const deck = deckWith(
      'deck: D\ntemplate: tw-spell\nback: { template: tw-back, fields: { title: Mine } }\ncards: { csv: s.csv, back: { template: tw-back, columns: { title: Spellbook } } }',
      { 's.csv': 'Name,Spellbook\nBolt,Records of the Dream Storm\nFlame,\n' },
    );
    expect(deck.cards.map((c) => c.back)).toEqual([
      { template: 'tw-back', fields: { title: 'Records of the Dream Storm' } },
      undefined,
    ]);
    expect(deck.cards[0]!.fields.spellbook).toBe('Records of the Dream Storm');
    expect(deck.back).toEqual({ template: 'tw-back', fields: { title: 'Mine' } });
  });

  test('a row back: a bad shape, an unknown field or column is named', () => {
    const csv = { 's.csv': 'Name,Book\nBolt,X\n' };
    expect(problems(spellDeck('{ csv: s.csv, back: tw-back }'), csv)).toEqual([
      "decks/spells.yaml: cards: back: must be { template, columns }, the columns filling the back's fields, like { template: tw-back, columns: { title: Spellbook } }",
    ]);
    expect(
      problems(
        spellDeck(
          '{ csv: s.csv, back: { template: tw-back, columns: { name: Book, title: Bok } } }',
        ),
        csv,
      ),
    ).toEqual([
      'decks/spells.yaml: cards: back: columns: "name": the template "tw-back" has no such field (it has: title)',
      'decks/spells.yaml: cards: back: columns: "title": decks/s.csv has no column "Bok" (its columns: Name, Book)',
      'decks/s.csv: column "Book" is not a field of "tw-spell" (fields: name, cost, type, spellbook, element, stats, keywords, image, text, count); map it in "columns" or list it in "ignore"',
    ]);
  });

  test('columns are named with spreadsheet letters', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });
});

describe('a CSV deck that cannot be used is refused, naming file, row and column', () => {
  test.each([
    [
      'a quote left open',
      'Name,Cost\nBolt,"1\nFlame,2\n',
      [
        'decks/spells.csv: row 2: a quoted cell is never closed (a " is missing), so the rest of the file would be one cell',
      ],
    ],
    [
      'text after a closing quote',
      'Name,Cost\nBolt,1\nFlame,"2"x\n',
      [
        'decks/spells.csv: row 3, column B ("Cost"): text follows a closing quote; inside a quoted cell write a quote twice ("")',
      ],
    ],
    [
      'a quote inside an unquoted cell',
      'Name,Cost\nBo"lt,1\n',
      [
        'decks/spells.csv: row 2, column A ("Name"): a quote in the middle of a cell; quote the whole cell and write the quote twice ("")',
      ],
    ],
    [
      'an empty file',
      '',
      [
        'decks/spells.csv: the file is empty; its first row names the columns (like name,cost,type) and each row below is one card',
      ],
    ],
    [
      'a byte-order mark and nothing else',
      '\uFEFF\r\n',
      [
        'decks/spells.csv: the file is empty; its first row names the columns (like name,cost,type) and each row below is one card',
      ],
    ],
    [
      'a header and no card',
      'Name,Cost\r\n\r\n',
      ['decks/spells.csv: no cards: the header row is there but no row below it has a value'],
    ],
    [
      'a column that is no field',
      'Name,Cots\nBolt,1\n',
      [
        'decks/spells.csv: column "Cots" is not a field of "tw-spell" (fields: name, cost, type, spellbook, element, stats, keywords, image, text, count); map it in "columns" or list it in "ignore"',
      ],
    ],
    [
      'two columns of one name',
      'Name,name\nBolt,Bolt\n',
      ['decks/spells.csv: row 1: two columns are named "name"; name each column once'],
    ],
    [
      'a value right of the last named column',
      'Name,Cost\nBolt,1\nFlame,2,hot\n',
      [
        'decks/spells.csv: row 3: a value in column C, right of the last named column; give the column a name in row 1',
      ],
    ],
    [
      'a number that is not one, and a count out of range',
      'Name,Cost,Count\nBolt,1,1\n\n"Flame\nof the north",two,100\n',
      [
        'decks/spells.csv: row 4 ("Flame of the north"): column "Count" (field "count"): must be a whole number from 1 to 99, got 100',
        'decks/spells.csv: row 4 ("Flame of the north"): column "Cost" (field "cost"): must be a number, got "two"',
      ],
    ],
    [
      'a choice not offered',
      'Name,Type\nBolt,sorcery\n',
      [
        'decks/spells.csv: row 2 ("Bolt"): column "Type" (field "type"): must be one of minion, monster, demigod, ritual, implement, artifact, locus, got "sorcery"',
      ],
    ],
    [
      'text over the length limit',
      `Name,Text\nBolt,"${'word '.repeat(61)}"\n`,
      [
        'decks/spells.csv: row 2 ("Bolt"): column "Text" (field "text"): line 1: at most 300 characters, got 304',
      ],
    ],
  ])('%s', (_what, csv, expected) => {
    expect(problems(spellDeck(), { 'spells.csv': csv })).toEqual(expected);
  });

  test('a required field with no column, and a required cell left empty', () => {
    const deck = 'deck: D\ntemplate: text\ncards: { csv: cards.csv }';
    expect(problems(deck, { 'cards.csv': 'Kind\nSpell\n' })).toEqual([
      'decks/cards.csv: no column for the required field "title" of "text"; add one, or map a column to it in "columns"',
    ]);
    expect(problems(deck, { 'cards.csv': 'Title,Kind\nBolt,Spell\n,Spell\n' })).toEqual([
      'decks/cards.csv: row 3: column "Title" (field "title"): required',
    ]);
  });

  test('the mapping: an unknown field, a column the file lacks, an ignored column it lacks', () => {
    expect(
      problems(
        spellDeck('{ csv: spells.csv, columns: { title: Name, cost: Mana }, ignore: [Notes] }'),
        { 'spells.csv': 'Name,Cost\nBolt,1\n' },
      ),
    ).toEqual([
      'decks/spells.yaml: cards: columns: "title": the template "tw-spell" has no such field (it has: name, cost, type, spellbook, element, stats, keywords, image, text, count)',
      'decks/spells.yaml: cards: columns: "cost": decks/spells.csv has no column "Mana" (its columns: Name, Cost)',
      'decks/spells.yaml: cards: ignore: decks/spells.csv has no column "Notes" (its columns: Name, Cost)',
    ]);
  });

  test('the cards entry itself: unknown keys, no template, a bad template', () => {
    expect(problems('deck: D\ncards: { csv: spells.csv, sheet: 2 }')).toEqual([
      'decks/spells.yaml: cards: unknown key "sheet" (known: csv, template, columns, ignore, back)',
      'decks/spells.yaml: cards: "template" is required for a CSV deck, here or at the top of the deck file (one of wt-quest, wt-back, wt-reference, text, plain-back, tw-draft, tw-token, tw-spot, tw-drain-track, tw-spell, tw-tower, tw-celestial, tw-orbital, tw-back)',
    ]);
    expect(problems('deck: D\ncards: { csv: spells.csv, template: toString }')[0]).toMatch(
      /^decks\/spells.yaml: cards: template "toString" is unknown/,
    );
  });

  test.each([
    ['/etc/passwd.csv', 'is an absolute path'],
    ['~/spells.csv', 'is an absolute path'],
    ['C:\\decks\\spells.csv', 'is an absolute path'],
    ['\\\\server\\share\\spells.csv', 'is an absolute path'],
    ['../spells.csv', 'is outside the deck file’s folder'],
    ['data/../../spells.csv', 'is outside the deck file’s folder'],
    ['https://example.org/spells.csv', 'is a link or URL'],
    ['file:///etc/spells.csv', 'is a link or URL'],
    ['data:text/csv,Name', 'is a link or URL'],
    ['spells.xlsx', 'is not a .csv file'],
    ['', 'must name a CSV file in the deck file’s folder'],
  ])('the path %j is refused: %s', (path, reason) => {
    expect(csvPathProblem(path)).toContain(reason);
    const found = problems(spellDeck(`{ csv: ${JSON.stringify(path)} }`), { 'spells.csv': SPELLS });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`decks/spells.yaml: cards: "csv": `);
    expect(found[0]).toContain(reason);
  });

  test('a file that cannot be read is named with the reason', () => {
    expect(problems(spellDeck('{ csv: missing.csv }'))).toEqual([
      'decks/missing.csv: cannot be read: no such file or folder (ENOENT)',
    ]);
  });

  test.each([
    [
      'more than 500 cards',
      'Name\n' + 'Bolt\n'.repeat(501),
      'decks/spells.csv: more than 501 rows; a CSV deck has at most 500 cards, one a row below the header',
    ],
    [
      'more than 50 columns',
      Array.from({ length: 51 }, (_, i) => `c${i}`).join(',') + '\n',
      'decks/spells.csv: 51 columns; a CSV deck has at most 50',
    ],
    [
      'more than 2,000,000 bytes',
      'Name\n' + 'x'.repeat(2_000_000),
      'decks/spells.csv: the file is 2,000,005 bytes; a CSV deck is at most 2,000,000',
    ],
  ])('%s: refused before any card is made', (_what, csv, message) => {
    expect(problems(spellDeck(), { 'spells.csv': csv })).toEqual([message]);
  });

  test('500 cards is the most, and is accepted', () => {
    expect(
      deckWith(spellDeck(), { 'spells.csv': 'Name\n' + 'Bolt\n'.repeat(500) }).cards,
    ).toHaveLength(500);
  });
});

describe('CSV cards measured with the real fonts', { timeout: 60_000 }, () => {
  test('a name too long for its box names the CSV file, row and column', () => {
    const long = Array(20).fill('Wandering').join(' ');
    const deck = deckWith(spellDeck('{ csv: s.csv, columns: { name: Spell } }'), {
      's.csv': `Spell,Cost\nBolt,1\n"${long}",2\n`,
    });
    expect(deckTextProblems(deck, loadFonts())).toEqual([
      `decks/s.csv: row 3 ("${long.slice(0, 60)}…"): column "Spell" (field "name"): "${long.slice(0, 37)}…" does not fit its box on the card, even at 6 pt (shorten it)`,
    ]);
  });
});

describe('the site’s deck validator', () => {
  test('says a CSV deck is checked with the command line, since a page cannot read the file beside it', () => {
    const bytes = new TextEncoder().encode(spellDeck());
    expect(readDeckFile(bytes, 'spells.yaml')).toEqual({
      problems: [
        'spells.yaml: cards: the cards come from spells.csv, and this page cannot read a file beside the deck file; check a CSV deck with the command line: tower-press cards spells.yaml --out deck.pdf',
      ],
    });
  });
});

describe('CSV text, fuzzed', () => {
  const cell = fc.string({
    unit: fc.constantFrom('a', 'é', ' ', ',', '"', '\n', '\r\n', '1', 'Ł'),
    maxLength: 12,
  });

  test('cells written as a spreadsheet writes them (quoted, quotes doubled) read back the same', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 8 }), (rows) => {
        const quote = (c: string) => `"${c.replaceAll('"', '""')}"`;
        const text = ['A,B', ...rows.map((r) => r.map(quote).join(','))].join('\r\n');
        const table = parseCsvTable(text, 'f.csv');
        expect(table.header).toEqual(['A', 'B']);
        expect(table.rows.map((r) => r.cells)).toEqual(rows);
        expect(table.rows.map((r) => r.row)).toEqual(rows.map((_, i) => i + 2));
      }),
    );
  });

  test('any text as a CSV deck is refused with a DeckError or accepted, never a crash', () => {
    const text = fc.string({
      unit: fc.constantFrom('Name', 'Cost', 'Count', 'x', ',', '"', '\n', '\r', ' ', '3', '\uFEFF'),
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, (csv) => {
        const found = problems(spellDeck(), { 'spells.csv': csv });
        for (const p of found) expect(p).toMatch(/^decks\/spells\.(csv|yaml): /);
      }),
    );
  });
});
