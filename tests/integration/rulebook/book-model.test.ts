/**
 * The book model: pages run for print from their MDX (data imports real, components swapped for
 * their print counterparts), and text that reaches Typst only as data, never as markup.
 */
import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildBookModel } from '../../../generators/rulebook/book.ts';
import { COUNTERPARTS } from '../../../generators/rulebook/counterparts.ts';
import { h } from '../../../generators/rulebook/element.ts';
import { typesetBook } from '../../../generators/rulebook/index.ts';
import { evaluatePage } from '../../../generators/rulebook/mdx-eval.ts';
import type { BookModel, Inline } from '../../../generators/rulebook/model.ts';
import { RATINGS } from '../../../src/games/wizards-tower/ratings.ts';
import { pageTexts } from './pdf-read.ts';

const dir = mkdtempSync(join(tmpdir(), 'book-model-'));
const page = (name: string, mdx: string) => {
  const file = join(dir, name);
  writeFileSync(file, mdx);
  return file;
};
const ratings = pathToFileURL(join(process.cwd(), 'src/games/wizards-tower/ratings.ts')).href;

describe('running a page for print', () => {
  test('expressions run on the real data; components become their counterparts', async () => {
    const file = page(
      'a.mdx',
      `---\ntitle: A\n---\nimport { RATINGS } from '${ratings}';\nimport Chip from './Chip.astro';\n\n# Hi\n\n{RATINGS.length} Ratings: <Chip name="x" />\n`,
    );
    const { frontmatter, body } = await evaluatePage(file, {
      Chip: (props) => h('strong', {}, `chip ${String(props.name)}`),
    });
    expect(frontmatter).toEqual({ title: 'A' });
    expect(body.filter((n) => typeof n !== 'string')).toEqual([
      { tag: 'h1', props: {}, children: ['Hi'] },
      {
        tag: 'p',
        props: {},
        children: [
          String(RATINGS.length),
          ' Ratings: ',
          { tag: 'strong', props: {}, children: ['chip x'] },
        ],
      },
    ]);
  });

  test('a component with no print counterpart is an error naming it and the page', async () => {
    const file = page('b.mdx', `import Gadget from './Gadget.astro';\n\n<Gadget />\n`);
    await expect(evaluatePage(file, COUNTERPARTS)).rejects.toThrow(
      /b\.mdx uses the component Gadget, which has no print counterpart/,
    );
  });

  test('an unknown game has no book', async () => {
    await expect(buildBookModel('chess')).rejects.toThrow(/No rulebook for the game "chess"/);
  });
});

describe('the Wizard’s Tower model', () => {
  test('chapters in the registry’s order, widgets folded to one line, links resolved', async () => {
    const model = await buildBookModel('wizards-tower');
    expect(model.chapters[0]!.id).toBe('index');
    expect(model.appendices.map((a) => a.id)).toEqual(['rulings', 'glossary']);
    const tests = model.chapters.find((c) => c.id === 'tests')!;
    // "Try it" only introduced the dice tester: on paper the section is one line.
    expect(tests.blocks.some((b) => b.k === 'heading' && b.c.join('') === 'Try it')).toBe(false);
    expect(tests.blocks.filter((b) => b.k === 'widget')).toEqual([
      expect.objectContaining({ page: '/wizards-tower/tests/', title: 'Tests' }),
    ]);
    const json = JSON.stringify(model);
    // Every internal label points at a place the book has.
    const labels = new Set([
      ...model.chapters.map((c) => `ch-${c.id}`),
      ...model.appendices.map((c) => `ch-${c.id}`),
      ...[...model.chapters, ...model.appendices].flatMap((c) =>
        c.blocks.flatMap((b) =>
          b.k === 'heading'
            ? [b.label]
            : b.k === 'ruling'
              ? [`ruling-${b.id.toLowerCase()}`]
              : b.k === 'term'
                ? [`term-${b.id}`]
                : [],
        ),
      ),
    ]);
    const used = [...json.matchAll(/"label":"([^"]+)"/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((l) => !labels.has(l))).toEqual([]);
  });
});

/** A run of text as it prints, each page number shown as "#". */
const printed = (c: readonly Inline[]): string =>
  c.map((x) => (typeof x === 'string' ? x : x.k === 'page' ? '#' : printed(x.c))).join('');
const allText = (model: BookModel) =>
  JSON.stringify(model, (_k, v: unknown) =>
    Array.isArray(v) && v.some((x) => typeof x === 'string' || x?.k === 'page')
      ? printed(v as Inline[])
      : v,
  );

describe('paper-only text and page references', () => {
  test('a section about the site’s tools becomes one line naming the pages the book lacks', async () => {
    const model = await buildBookModel('wizards-tower');
    const index = model.chapters[0]!;
    expect(index.blocks.some((b) => b.k === 'heading' && printed(b.c) === 'On this site')).toBe(
      false,
    );
    expect(index.blocks.filter((b) => b.k === 'site-only')).toEqual([
      {
        k: 'site-only',
        page: '/wizards-tower/',
        // Defining your wizard, Tests and Rulings are chapters of the book: not named.
        // The site pages by their titles.
        pages: [
          { name: 'Dice tester', path: '/wizards-tower/dice-tester/' },
          { name: 'Play companion', path: '/wizards-tower/companion/' },
          { name: 'Auto-play simulator', path: '/wizards-tower/simulator/' },
          { name: 'Monte Carlo', path: '/wizards-tower/monte-carlo/' },
        ],
      },
    ]);
    const heist = await buildBookModel('heist');
    expect(heist.chapters[0]!.blocks.find((b) => b.k === 'site-only')).toMatchObject({
      pages: [{ name: 'Scoring helper and score pad', path: '/heist/scoring/' }],
    });
    const sth = allText(await buildBookModel('solo-tower-hack'));
    expect(sth).not.toMatch(/On this site|see the route simulator|tower page shows/);
  });

  test('page numbers read as a sentence would put them', async () => {
    const text = allText(await buildBookModel('wizards-tower'));
    expect(text).toContain('Gather Allies (page #, optional): ');
    expect(text).toContain('(see Changing Ratings, page #)');
    expect(text).toContain('on the Tower defence chapter (page #).');
    expect(text).toContain('Every risky act is a test (page #): ');
    expect(text).not.toMatch(/\)\(|\(page #\) page/);
  });
});

test('text reaches Typst as data: markup characters print as themselves', () => {
  const tricky = 'A #strong[b] $x^2$ *c* _d_ `e` <f> @g \\h = i // j /* k */ ] [';
  const model: BookModel = {
    game: 'test',
    title: tricky,
    shortTitle: tricky,
    blurb: tricky,
    credits: [[tricky]],
    chapters: [
      {
        id: 'one',
        title: tricky,
        path: '/test/',
        blocks: [
          { k: 'heading', level: 2, c: [tricky], label: 'ch-one--x' },
          { k: 'par', c: [tricky, { k: 'strong', c: [tricky] }] },
        ],
      },
    ],
    appendices: [],
  };
  const text = pageTexts(typesetBook(model, 'a5', undefined).pdf)
    .join('\n')
    .replace(/\s+/g, ' ');
  const flat = tricky.replace(/\s+/g, ' ');
  // Title page, contents, chapter title, heading, paragraph (twice): every copy verbatim.
  expect(text.split(flat).length - 1).toBeGreaterThanOrEqual(6);
});
