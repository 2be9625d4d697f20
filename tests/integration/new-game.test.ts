/**
 * A new game is its registry entry, its folder of code and its pages: registering a small
 * fixture game (and changing no other file) gives it its Rulings, Glossary and all-rules pages,
 * its sidebar, its rulebook and its kit, through the same functions the site, the book and the
 * kit use.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../../src/games/game.ts';

const FIXTURE_ID = 'fixture-quest';
const FIXTURE_DIR = 'tests/fixtures/new-game';

// The registry as the site would see it with the fixture game's entry added.
vi.mock('../../src/games/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/games/index.ts')>();
  const { readFileSync } = await import('node:fs');
  const { rulingsFrom, rulingsPageFrom } = await import('../../src/lib/ruling.ts');
  const file = `${FIXTURE_DIR}/rulings.json`;
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const fixture: Game = {
    id: FIXTURE_ID,
    title: 'Fixture Quest',
    blurb: 'A small game that exists only to show what a new game needs.',
    rulebook: ['index', 'rulings'],
    reference: ['glossary', 'all-rules'],
    tools: [],
    glossary: {
      game: FIXTURE_ID,
      description:
        'The terms of Fixture Quest, each defined once, with the rulings that settle it.',
      terms: [
        {
          id: 'torch',
          term: 'Torch',
          forms: ['torch'],
          definition: 'The light you carry up the stairs; it lasts ten rooms.',
          rulings: ['FQ-R1'],
        },
      ],
    },
    rulings: rulingsFrom(data, file),
    rulingsPage: rulingsPageFrom(data, file),
    widgetPrefixes: ['fq-'],
    credit: {
      work: 'Fixture Quest',
      authors: ['A. Tester'],
      source: { label: 'example.org', url: 'https://example.org/' },
      licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      use: 'Rules in our own words',
    },
    printables: { sheets: [], decks: [], maps: [] },
  };
  const GAMES = [...real.GAMES, fixture];
  const gameById = (id: string) => GAMES.find((g) => g.id === id) ?? real.gameById(id);
  return { ...real, GAMES, gameById };
});

const { GAMES, gameById } = await import('../../src/games/index.ts');
const { generatedPaths, sidebarTopic } = await import('../../src/games/pages.ts');
const { buildBookModel } = await import('../../generators/rulebook/book.ts');
const { partsOf } = await import('../../generators/kits/contents.ts');

describe('a new game registered with no other file changed', () => {
  const game = gameById(FIXTURE_ID);

  it('gets its Rulings, Glossary and all-rules pages from the one route', () => {
    const pages = generatedPaths(GAMES).filter((p) => p.params.game === FIXTURE_ID);
    expect(pages.map((p) => [p.params.page, p.props.meta.title, p.props.meta.description])).toEqual(
      [
        ['rulings', 'Rulings', 'How Tower Press reads the unclear parts of Fixture Quest.'],
        [
          'glossary',
          'Glossary',
          'The terms of Fixture Quest, each defined once, with the rulings that settle it.',
        ],
        [
          'all-rules',
          'Fixture Quest — all rules',
          'Every chapter of Fixture Quest and its rulings on one page, laid out for printing or saving as a PDF.',
        ],
      ],
    );
    // The other games keep theirs.
    expect(generatedPaths(GAMES).filter((p) => p.params.game === 'wizards-tower')).toHaveLength(3);
  });

  it('gets its sidebar: its own page, then the pages the registry makes', () => {
    expect(sidebarTopic(game)).toEqual({
      id: FIXTURE_ID,
      label: 'Fixture Quest',
      link: '/fixture-quest/',
      items: [
        {
          label: 'Rulebook',
          items: ['fixture-quest', { label: 'Rulings', link: '/fixture-quest/rulings/' }],
        },
        {
          label: 'Reference',
          items: [
            { label: 'Glossary', link: '/fixture-quest/glossary/' },
            { label: 'All rules on one page', link: '/fixture-quest/all-rules/' },
          ],
        },
      ],
    });
  });

  it('gets its rulebook: its chapter, then its rulings and glossary as appendices', async () => {
    const book = await buildBookModel(FIXTURE_ID, `${FIXTURE_DIR}/content/`);
    expect(book.title).toBe('Fixture Quest');
    expect(book.chapters.map((c) => c.title)).toEqual(['Fixture Quest']);
    expect(book.appendices.map((c) => [c.id, c.title])).toEqual([
      ['rulings', 'Rulings'],
      ['glossary', 'Glossary'],
    ]);
    const [rulings, glossary] = book.appendices;
    expect(rulings!.blocks.map((b) => b.k)).toEqual(['par', 'ruling']);
    expect(JSON.stringify(rulings!.blocks[0])).toContain('FQ-R1');
    expect(rulings!.blocks[1]).toMatchObject({ id: 'FQ-R1', topic: 'A torch that goes out' });
    expect(glossary!.blocks.at(-1)).toMatchObject({ k: 'term', term: 'Torch', rulings: ['FQ-R1'] });
    // The chapter's link to the ruling is a link inside the book, and its first "torch" links the term.
    const chapter = JSON.stringify(book.chapters[0]!.blocks);
    expect(chapter).toContain('"label":"ruling-fq-r1"');
    expect(chapter).toContain('"label":"term-torch"');
    expect(book.credits.flat().length).toBeGreaterThan(0);
  });

  it('gets its kit: the rulebook, and nothing it did not list to print', () => {
    expect(partsOf(FIXTURE_ID as never).map((p) => p.id)).toEqual(['rulebook']);
  });
});
