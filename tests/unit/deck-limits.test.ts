/**
 * Hostile deck files: resource limits, built-in property names as keys, and messages that say
 * what is wrong (YAML tags, infinity, emoji counted as one character). A fuzz test feeds
 * random and hostile decks to the parser: it either refuses them with a DeckError or returns a
 * deck whose every text, line, word and card count is within LIMITS — the budget that bounds
 * the work and memory of everything drawn from it.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  charCount,
  DeckError,
  LIMITS,
  parseDeck,
  shown,
  type Deck,
} from '../../src/print/cards/schema.ts';
import { terminalSafe } from '../../generators/terminal.ts';
import { runCli } from '../support/run-cli.ts';

const problems = (text: string, file = 'd.yaml'): string[] => {
  try {
    parseDeck(text, file);
    return [];
  } catch (e) {
    if (e instanceof DeckError) return [...e.problems];
    throw e;
  }
};
const deck = (cards: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ deck: 'D', template: 'text', ...extra, cards });

describe('built-in property names are not keys', () => {
  for (const key of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) {
    test(`template, size, cardsFrom and field named "${key}" are refused by name`, () => {
      expect(problems(deck([{ fields: { title: 'A' } }], { template: key }), 'd.json')[0]).toBe(
        `d.json: template "${key}" is unknown (known: wt-quest, wt-back, wt-reference, text, plain-back, tw-draft, tw-token, tw-spot, tw-drain-track, tw-spell, tw-tower, tw-celestial, tw-orbital, tw-back)`,
      );
      expect(problems(deck([{ fields: { title: 'A' } }], { size: key }), 'd.json')).toEqual([
        `d.json: "size" must be one of poker, bridge, mini, tarot or { width, height } in mm, got "${key}"`,
      ]);
      expect(problems(JSON.stringify({ deck: 'D', cardsFrom: key }), 'd.json')).toEqual([
        `d.json: "cardsFrom" must be one of wizards-tower/quest-deck, got "${key}"`,
      ]);
      expect(
        problems(
          `{"deck":"D","template":"text","cards":[{"fields":{"title":"A","${key}":"x"}}]}`,
          'd.json',
        ),
      ).toEqual([
        `d.json: card 1: field "${key}": the template "text" has no such field (it has: title, kind, image, body, footer)`,
      ]);
    });
  }

  test('YAML keys named __proto__ do not reach the prototype', () => {
    expect(
      problems('deck: D\ntemplate: text\ncards:\n  - fields: {title: A, __proto__: {body: x}}\n'),
    ).toEqual([
      'd.yaml: card 1: field "__proto__": the template "text" has no such field (it has: title, kind, image, body, footer)',
    ]);
  });
});

describe('messages', () => {
  test('an unresolved YAML tag is a message, not a Node warning', () => {
    const warnings: unknown[] = [];
    const listener = (w: unknown) => warnings.push(w);
    process.on('warning', listener);
    try {
      expect(problems('deck: D\ntemplate: text\ncards:\n  - fields: {title: !foo A}\n')).toEqual([
        'd.yaml: not valid YAML: the tag !foo is not one YAML knows; write the value without it (line 4, column 21)',
      ]);
    } finally {
      process.off('warning', listener);
    }
    expect(warnings).toEqual([]);
  });

  test('.inf and .nan are named, not "null"', () => {
    expect(
      problems(
        'deck: D\ntemplate: wt-quest\ncards:\n  - count: .inf\n    fields: {rank: A, suit: hearts}\n',
      ),
    ).toEqual(['d.yaml: card 1: field "count": must be a whole number from 1 to 99, got infinity']);
    expect(
      problems('deck: D\ntemplate: tw-spell\ncards:\n  - fields: {name: X, cost: -.inf}\n').join(
        '\n',
      ),
    ).toMatch(/field "cost": must be a number, got minus infinity/);
    expect(shown(Number.NaN)).toBe('not a number (.nan)');
  });

  test('lengths are counted in characters as people count them: 300 emoji are 300, not 600', () => {
    expect(charCount('😀'.repeat(33))).toBe(33);
    const emoji = (n: number) => Array(n).fill('😀').join(' ');
    expect(problems(deck([{ fields: { title: emoji(150) } }]), 'd.json')).toEqual([]);
    expect(problems(deck([{ fields: { title: emoji(151) } }]), 'd.json')).toEqual([
      'd.json: card 1: field "title": at most 300 characters, got 301',
    ]);
  });

  test('escape sequences in a deck name reach the terminal as visible escapes', async () => {
    expect(terminalSafe('\u001b[31mred\u0007\r\u202etxt\n\tok')).toBe(
      '\\x1b[31mred\\x07\\x0d\\u202etxt\n\tok',
    );
    const dir = mkdtempSync(join(tmpdir(), 'deck-ansi-'));
    writeFileSync(
      join(dir, 'd.json'),
      JSON.stringify({
        deck: 'A\u001b]0;pwned\u0007B',
        template: 'text',
        cards: [{ fields: { title: 'A' } }],
      }),
    );
    // The fonts cannot draw control characters, so the name is refused, naming them by code point only.
    const { code, err } = await runCli('cards', join(dir, 'd.json'), '--out', '/dev/null');
    expect(code).toBe(2);
    expect(err).toContain('the printed fonts cannot draw U+001B, U+0007');
    expect(err).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
  });

  test('a deck file that cannot be read says why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deck-read-'));
    expect((await runCli('cards', join(dir, 'none.yaml'), '--out', '/dev/null')).err).toContain(
      `cannot read the deck file ${join(dir, 'none.yaml')}: no such file or folder (ENOENT)`,
    );
    expect((await runCli('cards', dir, '--out', '/dev/null')).err).toContain(
      `cannot read the deck file ${dir}: it is a folder (EISDIR)`,
    );
    // An endless file is read only up to the size limit.
    expect((await runCli('cards', '/dev/zero', '--out', '/dev/null')).err).toContain(
      `the deck file /dev/zero is larger than ${LIMITS.fileBytes.toLocaleString('en')} bytes`,
    );
    writeFileSync(
      join(dir, 'latin1.yaml'),
      Buffer.from([0x64, 0x65, 0x63, 0x6b, 0x3a, 0x20, 0xe9, 0x0a]),
    );
    expect((await runCli('cards', join(dir, 'latin1.yaml'), '--out', '/dev/null')).err).toContain(
      'is not UTF-8 text',
    );
  });
});

describe('resource limits', () => {
  test('a long line, a long word, too many lines: refused by name', () => {
    expect(
      problems(deck([{ fields: { title: 'A', body: ['word '.repeat(100)] } }]), 'd.json'),
    ).toEqual([`d.json: card 1: field "body": line 1: at most ${LIMITS.line} characters, got 500`]);
    expect(
      problems(deck([{ fields: { title: 'A', body: ['x'.repeat(100_000)] } }]), 'd.json'),
    ).toEqual([
      `d.json: card 1: field "body": line 1: at most ${LIMITS.line} characters, got 100000`,
    ]);
    expect(
      problems(deck([{ fields: { title: 'A', body: [`a ${'x'.repeat(61)} b`] } }]), 'd.json')[0],
    ).toMatch(/line 1: a word of 61 characters \("x{20}…"\); at most 60 without a space/);
    expect(
      problems(deck([{ fields: { title: 'A', body: Array(41).fill('x') } }]), 'd.json')[0],
    ).toMatch(/field "body": at most \d+ lines fit, got 41/);
  });

  test('too many entries is refused before any card is checked; too many cards in all is named', () => {
    const entries = Array.from({ length: LIMITS.entries + 1 }, () => ({
      fields: { title: 'A', nope: 1 },
    }));
    expect(problems(deck(entries), 'd.json')).toEqual([
      `d.json: at most ${LIMITS.entries} card entries, got ${LIMITS.entries + 1}`,
    ]);
    const many = Array.from({ length: 11 }, () => ({ count: 99, fields: { title: 'A' } }));
    expect(problems(deck(many), 'd.json')).toEqual([
      'd.json: at most 1,000 cards in all (entries × count), got 1,089',
    ]);
  });

  test('a file over the size limit is refused before it is parsed', () => {
    expect(problems(`deck: D\n#${'x'.repeat(LIMITS.fileBytes)}`)).toEqual([
      `d.yaml: the file is ${(LIMITS.fileBytes + 9).toLocaleString('en')} bytes; a deck file is at most ${LIMITS.fileBytes.toLocaleString('en')}`,
    ]);
  });

  test('aliases cannot multiply the data ("billion laughs"), deep nesting is named', () => {
    const laughs = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`,
      ),
    ].join('\n');
    expect(problems(laughs)[0]).toMatch(/^d\.yaml: not valid YAML: .*alias/i);
    expect(problems('['.repeat(50_000))[0]).toMatch(/^d\.yaml: not valid YAML: /);
  });
});

/** Every text in an accepted deck is within the limits, so drawing it is bounded work. */
function withinLimits(d: Deck): void {
  const total = d.cards.reduce((n, c) => n + c.count, 0);
  expect(total).toBeLessThanOrEqual(LIMITS.cards);
  expect(d.cards.length).toBeLessThanOrEqual(LIMITS.entries);
  for (const card of [...d.cards, ...(d.back ? [d.back] : [])]) {
    for (const value of Object.values(card.fields)) {
      const lines = Array.isArray(value) ? value : [String(value)];
      expect(lines.length).toBeLessThanOrEqual(LIMITS.lines);
      for (const line of lines) {
        expect(charCount(line)).toBeLessThanOrEqual(LIMITS.line);
        for (const word of line.split(/\s+/u))
          expect(charCount(word)).toBeLessThanOrEqual(LIMITS.word);
      }
    }
  }
}

describe('fuzzed deck files', () => {
  const hostileText = fc.oneof(
    fc.string({ maxLength: 80, unit: 'grapheme' }),
    fc.constantFrom(
      'toString',
      '__proto__',
      'constructor',
      '\u001b[2J',
      '😀'.repeat(40),
      '!foo x',
      '.inf',
      '*a',
      '&a x',
    ),
    fc.nat({ max: 400 }).map((n) => 'w'.repeat(n)),
    fc.nat({ max: 50 }).map((n) => 'word '.repeat(n)),
  );
  const value = fc.oneof(
    hostileText,
    fc.double(),
    fc.integer(),
    fc.array(hostileText, { maxLength: 45 }),
    fc.constant(null),
    fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  );
  const card = fc.record(
    {
      name: hostileText,
      template: fc.constantFrom('text', 'wt-quest', 'tw-spell', 'toString', '__proto__'),
      count: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.constant('3')),
      fields: fc.dictionary(
        fc.oneof(
          fc.constantFrom(
            'title',
            'body',
            'kind',
            'rank',
            'suit',
            'name',
            'cost',
            '__proto__',
            'constructor',
          ),
          hostileText,
        ),
        value,
        { maxKeys: 6 },
      ),
    },
    { requiredKeys: ['fields'] },
  );
  const deckData = fc.record(
    {
      deck: hostileText,
      template: fc.constantFrom('text', 'tw-spell', 'toString'),
      size: fc.oneof(
        fc.constantFrom('poker', 'tarot', 'toString', '__proto__'),
        fc.record({ width: fc.double(), height: fc.double() }),
      ),
      cards: fc.array(card, { maxLength: 30 }),
    },
    { requiredKeys: ['deck', 'cards'] },
  );

  test('JSON: refused with a DeckError, or accepted within every limit', () => {
    fc.assert(
      fc.property(deckData, (data) => {
        let d: Deck;
        try {
          d = parseDeck(JSON.stringify(data), 'fuzz.json');
        } catch (e) {
          expect(e).toBeInstanceOf(DeckError);
          expect((e as DeckError).problems.length).toBeGreaterThan(0);
          return;
        }
        withinLimits(d);
      }),
      { numRuns: 300 },
    );
  });

  test('YAML text: any text is refused with a DeckError or accepted within every limit', () => {
    const yamlish = fc
      .array(
        fc.oneof(
          hostileText,
          fc.constantFrom(
            'deck: D\n',
            'template: text\n',
            'cards:\n',
            '  - fields: {title: A}\n',
            '  - count: 99\n',
            '    fields:\n',
            '      body: [',
            ']\n',
            '&x ',
            '*x',
            '!!binary ',
            '!!js/function ',
            '<<: *x\n',
            '? ',
            '{',
            '}',
            '\t',
          ),
        ),
        { maxLength: 40 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(yamlish, (text) => {
        let d: Deck;
        try {
          d = parseDeck(text, 'fuzz.yaml');
        } catch (e) {
          expect(e).toBeInstanceOf(DeckError);
          return;
        }
        withinLimits(d);
      }),
      { numRuns: 300 },
    );
  });
});
