/**
 * The browser's deck validator reads a deck file exactly as the CLI reads one: same size limit
 * (checked before reading), UTF-8 only, plain YAML messages, names of spaces refused.
 */
import { describe, expect, test } from 'vitest';
import {
  readChosenDeckFiles,
  readDeckFile,
  summariseFaults,
} from '../../../src/print/cards/tower-wizwar-deck-file.ts';
import { parseCsvTableInBrowser } from '../../../src/print/cards/csv-table-browser.ts';
import { validateDeck } from '../../../src/games/tower-wizwar/deck.ts';
import { deckFileSizeProblem } from '../../../src/lib/data-file-limits.ts';
import { DATA_FILE_MAX_BYTES } from '../../../src/lib/data-file.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('reading a Tower-WizWar deck file', () => {
  test('a file over 2,000,000 bytes is refused by its size, before reading, in the CLI’s words', () => {
    expect(deckFileSizeProblem('big.yaml', 28_000_000)).toBe(
      'big.yaml: the file is 28,000,000 bytes; a deck file is at most 2,000,000',
    );
    expect(deckFileSizeProblem('ok.yaml', DATA_FILE_MAX_BYTES)).toBeNull();
  });

  test('a Latin-1 file is refused, not decoded into other letters', () => {
    const latin1 = new Uint8Array([
      ...utf8('cards:\n  - {count: 1, name: Caf'),
      0xe9,
      ...utf8(', type: minion}\n'),
    ]);
    expect(readDeckFile(latin1, 'l.yaml')).toEqual({
      problems: [
        'the deck file l.yaml is not UTF-8 text; save it as UTF-8 (Latin-1 and other encodings are not read, so no letter is silently changed)',
      ],
    });
  });

  test('two YAML documents and deep nesting are named as the CLI names them', () => {
    expect(readDeckFile(utf8('cards: []\n---\ntowers: []\n'), 'd.yaml')).toEqual({
      problems: [
        'd.yaml: not valid YAML: it holds more than one YAML document (a line "---" starts another); a deck file is one document (line 2, column 1)',
      ],
    });
    const deep = readDeckFile(utf8(`cards: ${'['.repeat(5000)}${']'.repeat(5000)}`), 'd.yaml');
    expect(deep).toMatchObject({
      problems: [expect.stringMatching(/^d\.yaml: not valid YAML: it is nested too deeply/)],
    });
    expect(JSON.stringify(deep)).not.toMatch(/Maximum call stack|parseAllDocuments/);
  });

  test('a card or tower name of spaces only is refused', () => {
    const r = readDeckFile(
      utf8(
        'cards:\n  - {count: 1, name: "   ", type: minion}\ntowers:\n  - {name: " ", value: 3, draft: 2}\n',
      ),
      'd.yaml',
    );
    expect(r).toEqual({
      problems: [
        'cards entry 1: "name" is required (only spaces were given).',
        'towers entry 1: needs a name and whole-number value and draft.',
      ],
    });
  });

  test('a good file gives its deck', () => {
    expect(
      readDeckFile(utf8('{"cards":[{"count":2,"name":"Imp","type":"minion"}]}'), 'd.json'),
    ).toEqual({
      deck: { cards: [{ count: 2, name: 'Imp', type: 'minion' }], towers: [] },
    });
  });
});

describe('one deck file format for the printer and the validator', () => {
  test('the site’s own sample-spells file is read: twelve cards, no file problems', async () => {
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync('content/cards/tower-wizwar-sample-spells.yaml');
    const r = readDeckFile(new Uint8Array(bytes), 'tower-wizwar-sample-spells.yaml');
    expect(r).not.toHaveProperty('problems');
    if (!('deck' in r)) throw new Error('unreachable');
    expect(r.deck.cards).toHaveLength(12);
    expect(r.deck.cards[0]).toEqual({ count: 1, name: 'Lantern Acolyte', type: 'minion', cost: 1 });
    expect(r.deck.towers).toEqual([]);
  });

  test('a printer deck of 60 cards and three towers is legal; its counts and towers are read', () => {
    const yaml = [
      'deck: Legal deck',
      'template: tw-spell',
      'cards:',
      '  - { count: 15, fields: { name: Imp, type: minion, cost: 2 } }',
      '  - { count: 30, fields: { name: Bolt, type: implement } }',
      '  - { count: 5, fields: { name: Ward, type: ritual } }',
      '  - { count: 6, template: tw-celestial, fields: { name: Conjunction } }',
      '  - { count: 4, template: tw-orbital }',
      '  - { template: tw-tower, fields: { name: Spire, value: 3, draft: 3 } }',
      '  - { count: 2, template: tw-tower, fields: { name: Keep, value: 2, draft: 2 } }',
    ].join('\n');
    const r = readDeckFile(utf8(yaml), 'legal.yaml');
    if (!('deck' in r)) throw new Error(JSON.stringify(r));
    expect(validateDeck(r.deck)).toMatchObject({ legal: true, towerTotal: 7 });
  });

  test('blank spells, blank towers and components are named, not miscounted', () => {
    const yaml = [
      'deck: Mixed',
      'cards:',
      '  - { template: tw-spell }',
      '  - { template: tw-tower }',
      '  - { template: tw-token, fields: { kind: gold } }',
    ].join('\n');
    expect(readDeckFile(utf8(yaml), 'm.yaml')).toEqual({
      problems: [
        'm.yaml: card 1 ("1"): field "type" is empty, so the card cannot be counted; fill it in',
        'm.yaml: card 2 ("2"): a tower needs its "value" and "draft" fields filled in',
        'm.yaml: card 3 ("3"): the template "tw-token" is not a card of the deck of magic or a tower (tw-spell, tw-celestial, tw-orbital, tw-tower)',
      ],
    });
  });

  test('a printer deck the printer would refuse is refused with the printer’s words', () => {
    const r = readDeckFile(
      utf8('deck: D\ncards:\n  - { template: tw-spell, count: 0 }\n'),
      'd.yaml',
    );
    expect(r).toEqual({
      problems: ['d.yaml: card 1: field "count": must be a whole number from 1 to 99, got 0'],
    });
  });
});

describe('pictures in a printer deck file', () => {
  const deck = (image: string) =>
    utf8(
      `deck: D\ncards:\n  - template: tw-spell\n    count: 2\n    fields: { name: Spark, type: minion, image: ${JSON.stringify(image)} }\n  - template: tw-spell\n    fields: { name: Gust, type: minion }\n`,
    );

  test('names are checked as the CLI checks them; the count of cards naming one is given', () => {
    const read = readDeckFile(deck('art/spark.png'), 'd.yaml');
    expect(read).toMatchObject({ pictures: 1 });
    expect('deck' in read && read.deck.cards.map((c) => c.count)).toEqual([2, 1]);
    expect(readDeckFile(deck('https://x.org/a.png'), 'd.yaml')).toEqual({
      problems: [
        'd.yaml: card 1: field "image": "https://x.org/a.png" is a link or URL; name a file beside the deck file, like art/fireball.png',
      ],
    });
    expect(readDeckFile(deck('../a.png'), 'd.yaml')).toMatchObject({
      problems: [expect.stringMatching(/leads out of the deck file's folder/)],
    });
  });

  test('a deck without pictures says nothing about them', () => {
    const plain = readDeckFile(
      utf8('deck: D\ncards:\n  - template: tw-spell\n    fields: { name: Gust, type: minion }\n'),
      'd.yaml',
    );
    expect(plain).not.toHaveProperty('pictures');
  });
});

describe('the files the site offers, read by the validator', () => {
  // The page's worker reads CSV with csv-parse's browser build: the same here.
  const readChosen = (files: Parameters<typeof readChosenDeckFiles>[0]) =>
    readChosenDeckFiles(files, parseCsvTableInBrowser);

  const file = async (path: string) => {
    const { readFileSync } = await import('node:fs');
    return { name: path.split('/').pop()!, bytes: new Uint8Array(readFileSync(path)) };
  };

  test('the legal sample deck is legal: sixty cards by the deck rules, two towers worth 8', async () => {
    const r = readChosen([await file('content/cards/tower-wizwar-legal-deck.yaml')]);
    if (!('deck' in r)) throw new Error(JSON.stringify(r));
    const report = validateDeck(r.deck);
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ legal: true, towerTotal: 8 });
    expect(report.counts).toMatchObject({ total: 60, celestial: 6, orbital: 4, ritual: 5 });
  });

  test('the sample CSV deck is read when its deck file and CSV file are chosen together', async () => {
    const r = readChosen([
      await file('examples/csv-deck/spells.csv'),
      await file('examples/csv-deck/spells.yaml'),
    ]);
    if (!('deck' in r)) throw new Error(JSON.stringify(r));
    expect(r.deck.cards[0]).toEqual({ count: 3, name: 'Ember Familiar', type: 'minion', cost: 1 });
  });

  test('a CSV file alone gets one plain sentence, never a YAML parser message', async () => {
    const r = readChosen([await file('examples/csv-deck/spells.csv')]);
    expect(r).toEqual({ problems: [expect.stringMatching(/^spells\.csv is a spreadsheet, /)] });
    expect(JSON.stringify(r)).not.toMatch(/YAML|Implicit keys/);
  });

  test('a CSV deck file chosen without its CSV asks for the CSV by name', async () => {
    const r = readChosen([await file('examples/csv-deck/spells.yaml')]);
    expect(r).toEqual({
      problems: [
        'spells.yaml: the cards come from spells.csv: choose spells.csv together with spells.yaml (select both files at once), or check the deck with the command line: tower-press cards spells.yaml --out deck.pdf',
      ],
    });
  });

  test('a draft-deck or quest-deck file says its one fault once, for all its cards', async () => {
    expect(readChosen([await file('content/cards/tower-wizwar-draft-deck.yaml')])).toEqual({
      problems: [
        'tower-wizwar-draft-deck.yaml: all 18 cards: the template "tw-draft" is not a card of the deck of magic or a tower (tw-spell, tw-celestial, tw-orbital, tw-tower)',
      ],
    });
    expect(readChosen([await file('content/cards/wizards-tower-quest.yaml')])).toEqual({
      problems: [
        'wizards-tower-quest.yaml: all 55 cards: their templates ("wt-quest", "wt-reference") are not cards of the deck of magic or a tower (tw-spell, tw-celestial, tw-orbital, tw-tower)',
      ],
    });
  });

  test('a fault on some cards names how many and the first few', () => {
    expect(
      summariseFaults(
        'd.yaml',
        [1, 2, 3, 4].map((n) => ({ card: `card ${n} ("${n}")`, copies: 2, why: 'w' })),
        6,
      ),
    ).toEqual(['d.yaml: 8 cards (card 1 ("1"), card 2 ("2"), card 3 ("3") and 1 more): w']);
  });
});
