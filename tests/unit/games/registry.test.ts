import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  chapterEntryIds,
  entryId,
  GAMES,
  gameById,
  gameOfChapter,
  WIDGET_PREFIXES,
} from '../../../src/games/index.ts';
import { generatedPage, isGeneratedPage } from '../../../src/games/pages.ts';
import { rewriteChapterHtml } from '../../../src/components/rules/print-chapter.ts';
import { PREBUILT_KINDS } from '../../../src/print/sheets/index.ts';
import { SHIPPED_DECKS } from '../../../src/site/downloads.ts';

/** Folders under content/ that hold pages: one per game (content/cards holds deck data, no pages). */
const contentGames = readdirSync('content', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .filter((name) => readdirSync(`content/${name}`).some((f) => f.endsWith('.mdx')))
  .sort();

/** Content entry ids, as Starlight's docs collection names the files under content/. */
const contentEntries = new Set(
  contentGames.flatMap((game) =>
    readdirSync(`content/${game}`)
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => entryId(game, f.replace(/\.mdx$/, ''))),
  ),
);

describe('the game registry', () => {
  it('has exactly one entry per game folder under content/, each with its code folder', () => {
    expect(GAMES.map((g) => g.id).sort()).toEqual(contentGames);
    for (const game of GAMES) expect(existsSync(`src/games/${game.id}`), game.id).toBe(true);
  });

  it('names every rulebook chapter, reference and tool page once, each a content entry or a page the registry makes', () => {
    for (const game of GAMES) {
      const pages = [...game.rulebook, ...game.reference, ...game.tools];
      expect(new Set(pages).size, game.id).toBe(pages.length);
      for (const page of pages)
        if (isGeneratedPage(page))
          expect(generatedPage(game, page), `${game.id}/${page}`).toBeDefined();
        else expect(contentEntries.has(entryId(game.id, page)), `${game.id}/${page}`).toBe(true);
      expect(game.rulebook[0], game.id).toBe('index');
    }
  });

  it('lists every page of a game somewhere in its sidebar', () => {
    for (const game of GAMES) {
      const listed = new Set(
        [...game.rulebook, ...game.reference, ...game.tools].map((p) => entryId(game.id, p)),
      );
      const files = [...contentEntries].filter((e) => e === game.id || e.startsWith(`${game.id}/`));
      expect(
        files.filter((e) => !listed.has(e)),
        game.id,
      ).toEqual([]);
    }
  });

  it('pairs each glossary and rulings list with its game, and rulings with a Rulings chapter', () => {
    for (const game of GAMES) {
      expect(game.glossary.game).toBe(game.id);
      // The Rulings, Glossary and all-rules pages are the registry's, never files of content/.
      for (const page of ['rulings', 'glossary', 'all-rules'])
        expect(existsSync(`content/${game.id}/${page}.mdx`), `${game.id}/${page}`).toBe(false);
      expect(game.rulings !== undefined, `${game.id} rulings`).toBe(game.rulingsPage !== undefined);
      if (game.rulings) {
        expect(game.rulebook).toContain('rulings');
        expect(game.rulings.length).toBeGreaterThan(0);
      }
    }
  });

  it('gives each game its own widget prefixes, none the start of another', () => {
    expect(new Set(WIDGET_PREFIXES).size).toBe(WIDGET_PREFIXES.length);
    for (const prefix of WIDGET_PREFIXES) {
      expect(prefix).toMatch(/^[a-z]+-$/);
      for (const other of WIDGET_PREFIXES)
        if (other !== prefix) expect(other.startsWith(prefix), `${other} / ${prefix}`).toBe(false);
    }
    for (const game of GAMES) expect(game.widgetPrefixes.length, game.id).toBeGreaterThan(0);
  });

  it('registers the prefix of every custom element the widgets define', () => {
    const defined = readdirSync('src/widgets', { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        [
          ...readFileSync(`src/widgets/${f}`, 'utf8').matchAll(
            /customElements\.define\(\s*'([a-z0-9-]+)'/g,
          ),
        ].map((m) => m[1]!),
      );
    expect(defined.length).toBeGreaterThan(10);
    for (const name of defined)
      expect(
        WIDGET_PREFIXES.some((p) => name.startsWith(p)),
        `<${name}> has no registered prefix`,
      ).toBe(true);
  });

  it('claims every prebuilt sheet and shipped deck for exactly one game', () => {
    const sheets = GAMES.flatMap((g) => g.printables.sheets);
    const decks = GAMES.flatMap((g) => g.printables.decks);
    expect([...sheets].sort()).toEqual([...PREBUILT_KINDS].sort());
    expect([...decks].sort()).toEqual(SHIPPED_DECKS.map((d) => d.slug).sort());
    for (const game of GAMES)
      for (const deck of game.printables.decks) expect(deck.startsWith(`${game.id}-`)).toBe(true);
  });

  it('credits a source with a link and a licence for every game', () => {
    for (const { id, credit } of GAMES) {
      expect(credit.work, id).not.toBe('');
      expect(credit.source.url, id).toMatch(/^https?:\/\/[^\s]+$/);
      expect(credit.licence.name, id).not.toBe('');
    }
  });

  it('looks games and chapters up, naming the known games for an unknown id', () => {
    expect(gameById('heist').title).toBe("10 Minute Heist: The Wizard's Tower");
    expect(() => gameById('tft-wizard')).toThrow(
      /Unknown game "tft-wizard" \(known: wizards-tower, /,
    );
    expect(chapterEntryIds(gameById('solo-tower-hack'))).toEqual([
      'solo-tower-hack',
      'solo-tower-hack/rules',
      'solo-tower-hack/rulings',
    ]);
    expect(gameOfChapter('wizards-tower/tests')?.id).toBe('wizards-tower');
    expect(gameOfChapter('wizard-figures')?.id).toBe('wizard-figures');
    // Tools and reference pages are not chapters: they get no "print the whole rulebook" link.
    expect(gameOfChapter('wizards-tower/dice-tester')).toBeUndefined();
    expect(gameOfChapter('heist/glossary')).toBeUndefined();
  });
});

describe('the all-rules print filter', () => {
  const ctx = { game: 'heist', page: 'index', chapters: ['index'], base: '/' };

  it('drops an element of every registered widget prefix, keeping the text around it', () => {
    for (const prefix of WIDGET_PREFIXES) {
      const html = `<p>before</p><${prefix}some-widget data-x="1"><button>Go</button></${prefix}some-widget><p>after</p>`;
      expect(rewriteChapterHtml(html, ctx), prefix).toBe('<p>before</p><p>after</p>');
    }
  });

  it('keeps elements whose names only look like widgets', () => {
    const html = '<site-search><button>Search</button></site-search>';
    expect(rewriteChapterHtml(html, ctx)).toBe(html);
  });
});
