import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { GAMES as REGISTRY, gameById } from '../../../src/games/index.ts';
import {
  splitFirstUses,
  termMatcher,
  gameOfFile,
  glossaryHastPlugin,
} from '../../../src/site/rehype-glossary.ts';
import type { Ruling } from '../../../src/lib/ruling.ts';
import { generatedPage, isGeneratedPage } from '../../../src/games/pages.ts';

const WT = gameById('wizards-tower').glossary;
const HEIST = gameById('heist').glossary;
/** Every registered game's glossary with the rulings its terms may cite. */
const GAMES: [typeof WT, readonly Ruling[]][] = REGISTRY.map((g) => [g.glossary, g.rulings ?? []]);

describe('glossary data', () => {
  for (const [glossary, rulings] of GAMES) {
    it(`${glossary.game}: ids and forms are unique, rulings and pages exist`, () => {
      // Its page is made from the registry (src/games/pages.ts), with this description.
      expect(glossary.description).toMatch(/^The terms of .+, each defined once/);
      const ids = glossary.terms.map((t) => t.id);
      expect(new Set(ids).size).toBe(ids.length);
      const forms = glossary.terms.flatMap((t) => t.forms);
      expect(new Set(forms).size).toBe(forms.length);
      for (const t of glossary.terms) {
        expect(t.id).toMatch(/^[a-z0-9-]+$/);
        expect(t.forms.length).toBeGreaterThan(0);
        expect(t.definition.length).toBeGreaterThan(20);
        for (const id of t.rulings)
          expect(
            rulings.map((r) => r.id),
            `${t.id} cites ${id}`,
          ).toContain(id);
        if (t.see) {
          const page = t.see.replace(/#.*$/, '').replace(/^\/|\/$/g, '');
          const file = page.includes('/') ? `content/${page}.mdx` : `content/${page}/index.mdx`;
          const [game, name = ''] = page.split('/');
          const made = isGeneratedPage(name) && generatedPage(gameById(game!), name) !== undefined;
          expect(made || existsSync(file), `${t.id} points to ${t.see}`).toBe(true);
        }
      }
    });
  }
});

describe('first uses', () => {
  const m = termMatcher(WT.terms);
  const words = (pieces: ReturnType<typeof splitFirstUses>) =>
    (pieces ?? []).flatMap((p) => (typeof p === 'string' ? [] : [`${p.term.id}:${p.word}`]));

  it('links each term once per page, across text runs', () => {
    const used = new Set<string>();
    expect(words(splitFirstUses('Roll a test; another test follows.', m, used))).toEqual([
      'test:test',
    ]);
    expect(splitFirstUses('A third test.', m, used)).toBeUndefined();
  });

  it('prefers the longest form and keeps whole words only', () => {
    const used = new Set<string>();
    expect(
      words(splitFirstUses('Spend Power dice, not the dice tester or protests.', m, used)),
    ).toEqual(['power-dice:Power dice']);
    expect(words(splitFirstUses('Your Tower Wards hold.', m, new Set()))).toEqual([
      'tower-wards:Tower Wards',
    ]);
  });

  it('matches a lower-case form with a capital at the start of a sentence, but not the other way', () => {
    expect(words(splitFirstUses('Tests keep the two highest dice.', m, new Set()))).toEqual([
      'test:Tests',
    ]);
    // "MAY" is an upper-case term: the ordinary word "may" is not it.
    expect(words(splitFirstUses('You may roll; a Rating MAY drop.', m, new Set()))).toEqual([
      'rating:Rating',
      'may:MAY',
    ]);
  });

  it('keeps the text around the term intact', () => {
    const pieces = splitFirstUses('Each Advantage adds a die.', m, new Set())!;
    expect(pieces.map((p) => (typeof p === 'string' ? p : `[${p.word}]`)).join('')).toBe(
      'Each [Advantage] adds a die.',
    );
  });

  it('reads the game from the content path and skips glossary pages and other files', () => {
    expect(gameOfFile('/work/x/content/heist/rulings.mdx')).toEqual({
      game: 'heist',
      page: 'rulings',
    });
    expect(gameOfFile('/work/x/content/index.mdx')).toBeUndefined();
    const plugin = glossaryHastPlugin([WT]);
    expect(
      plugin({ fileURL: new URL('file:///w/content/wizards-tower/glossary.mdx') }),
    ).toBeUndefined();
    expect(plugin({ fileURL: new URL('file:///w/content/heist/index.mdx') })).toBeUndefined();
    expect(plugin({ fileURL: new URL('file:///w/content/wizards-tower/tests.mdx') })?.name).toBe(
      'tower-press-glossary',
    );
  });
});

describe('under a base path', () => {
  it('term links carry the base', async () => {
    const { termNode } = await import('../../../src/site/rehype-glossary.ts');
    const node = termNode('heist', HEIST.terms[0]!, 'floors', '/tower-press/');
    const link = node.children[0] as { properties: Record<string, string> };
    expect(link.properties.href).toBe('/tower-press/heist/glossary/#term-floor');
  });
});
