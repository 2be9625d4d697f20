/**
 * The journal is Markdown that people open in viewers with HTML on: nothing a user typed (the
 * seed) may become an element or a link there. Rendered with markdown-it (HTML and link
 * finding on), the only elements are the journal's own headings, paragraphs and emphasis, and
 * the seed reads back exactly as typed. The CLI's --journal and the simulator's and companion's
 * exports all write journalMarkdown.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import {
  journalMarkdown,
  playRun,
  type JournalEntry,
} from '../../../src/games/wizards-tower/engine/index.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import { runCli } from '../../support/run-cli.ts';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const md = new MarkdownIt({ html: true, linkify: true });
// As permissive as the laxest viewer: markdown-it itself refuses javascript: links, others do not.
md.validateLink = () => true;
/** Elements the journal itself writes. */
const OWN = new Set(['h1', 'h2', 'p', 'em', 'strong']);

function journalFor(seed: string, months = 2): string {
  const entries: JournalEntry[] = [];
  playRun({ seed, build: EXAMPLE_BUILD, strategy: 'ward-keeper' }, 0, months, {
    journal: (e) => entries.push(e),
  });
  return journalMarkdown(seed, entries);
}

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The elements in rendered HTML, and the seed line's text as a reader sees it. */
function rendered(markdown: string) {
  const html = md.render(markdown);
  const tags = [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase());
  const seedLine = /<p><em>(.*?)<\/em><\/p>/s.exec(html)?.[1];
  return { html, tags, seedLine: seedLine === undefined ? null : decode(seedLine) };
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '[l](javascript:alert(1))',
  '<img src=x onerror=alert(1)>',
  '![i](https://evil.example/x.png)',
  'https://evil.example/',
  'mail me@evil.example',
  '<https://evil.example>',
  '&lt;b&gt; &#60;i&#62;',
  '**b** _i_ `c` ~~s~~',
  'x\n# heading\n<div>',
  '[ref]\n\n[ref]: https://evil.example',
  '\\<a href=x>\\',
];

describe('the Markdown journal and user text', () => {
  test.each(HOSTILE)('a seed %j makes no element or link and reads back as typed', (seed) => {
    const { tags, html, seedLine } = rendered(journalFor(seed));
    expect(tags.filter((t) => !OWN.has(t))).toEqual([]);
    expect(html).not.toMatch(/<[^>]*\s(href|src)=/);
    expect(seedLine).toBe(`Seed “${seed.replace(/[\r\n]+/g, ' ')}”. Written by Tower Press.`);
  });

  test('any seed text: only the journal’s own elements, the seed read back exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'<>[]()!*_`~&#;:./\\@|{}=+-"\' \nahjs:'.split('')),
          minLength: 1,
          maxLength: 64,
        }),
        (seed) => {
          const { tags, html, seedLine } = rendered(journalMarkdown(seed, []));
          expect(tags.filter((t) => !OWN.has(t))).toEqual([]);
          expect(html).not.toMatch(/<[^>]*\s(href|src)=/);
          const shown = seed.replace(/[\r\n]+/g, ' ');
          // markdown-it trims the paragraph's outer spaces only; the seed sits inside quotes.
          expect(seedLine).toBe(`Seed “${shown}”. Written by Tower Press.`);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('the CLI --journal file is escaped the same way', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'journal-md-')), 'j.md');
    const seed = '<script>x</script>';
    const r = await runCli(
      'simulate',
      'wizards-tower',
      '--runs',
      '1',
      '--months',
      '2',
      '--seed',
      seed,
      '--journal',
      file,
    );
    expect(r.code).toBe(0);
    const { tags, seedLine } = rendered(readFileSync(file, 'utf8'));
    expect(tags.filter((t) => !OWN.has(t))).toEqual([]);
    expect(seedLine).toBe(`Seed “${seed}”. Written by Tower Press.`);
  });
});
