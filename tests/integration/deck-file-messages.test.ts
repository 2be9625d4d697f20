/**
 * One set of messages for a deck file, whoever reads it: the CLI (`tower-press cards`) and the
 * browser's deck validator both read through src/lib/data-file.ts. Plain words for what the
 * YAML reader finds, a required field that holds only spaces refused, other encodings refused.
 */
import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_FILE_MAX_BYTES, decodeDataFile, parseDataFile } from '../../src/lib/data-file.ts';
import { DeckError, parseDeck } from '../../src/print/cards/schema.ts';
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
const thrown = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  return '';
};

describe('deck file messages', () => {
  test('a YAML file with two documents is named plainly, without advice to call a library function', () => {
    const [message] = problems(
      'deck: A\ntemplate: text\ncards: [{fields: {title: A}}]\n---\ndeck: B\n',
    );
    expect(message).toBe(
      'd.yaml: not valid YAML: it holds more than one YAML document (a line "---" starts another); a deck file is one document (line 4, column 1)',
    );
    expect(message).not.toMatch(/parseAllDocuments|YAML\./);
  });

  test('a required title of spaces only is refused like a missing one', () => {
    expect(problems('deck: A\ntemplate: text\ncards:\n  - fields: {title: "   "}\n')).toEqual([
      'd.yaml: card 1: field "title": required (only spaces were given)',
    ]);
  });

  test('deep nesting is "nested too deeply" in every reader', () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    expect(thrown(() => parseDataFile(deep, 'deep.yaml'))).toMatch(
      /^deep\.yaml: not valid YAML: it is nested too deeply \(line 1, column \d+\)$/,
    );
    expect(thrown(() => parseDataFile(`${'- '.repeat(5_000)}x`, 'deep.yaml'))).toMatch(
      /^deep\.yaml: not valid YAML: it is nested too deeply/,
    );
  });

  test('a Latin-1 file is refused, not decoded silently; the size limit is the CLI’s', () => {
    const latin1 = new Uint8Array([0x64, 0x65, 0x63, 0x6b, 0x3a, 0x20, 0xe9, 0x0a]);
    expect(thrown(() => decodeDataFile(latin1, 'l.yaml'))).toBe(
      'the deck file l.yaml is not UTF-8 text; save it as UTF-8 (Latin-1 and other encodings are not read, so no letter is silently changed)',
    );
    expect(thrown(() => decodeDataFile(new Uint8Array(DATA_FILE_MAX_BYTES + 1), 'big.yaml'))).toBe(
      'big.yaml: the file is 2,000,001 bytes; a deck file is at most 2,000,000',
    );
  });

  test('the CLI says the same for a two-document file and a title of spaces', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deck-messages-'));
    writeFileSync(join(dir, 'two.yaml'), 'deck: A\n---\ndeck: B\n');
    const two = await runCli('cards', join(dir, 'two.yaml'), '--out', join(dir, 'x.pdf'));
    expect(two.code).toBe(2);
    expect(two.err).toContain('it holds more than one YAML document');
    writeFileSync(
      join(dir, 'blank.yaml'),
      'deck: A\ntemplate: text\ncards:\n  - fields: {title: " "}\n',
    );
    const blank = await runCli('cards', join(dir, 'blank.yaml'), '--out', join(dir, 'x.pdf'));
    expect(blank.code).toBe(2);
    expect(blank.err).toContain('field "title": required (only spaces were given)');
  });
});
