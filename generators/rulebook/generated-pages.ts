/**
 * The book's Rulings and Glossary appendices come from the same registry data as the site's pages
 * of those names (src/pages/[game]/[page].astro): the page's opening words, then the rulings or
 * the terms. What only a screen needs (how terms link on the site) is marked as the site marks it,
 * and the book leaves it out.
 */
import type { Game } from '../../src/games/game.ts';
import { GLOSSARY_INTRO, backquoted, generatedPage } from '../../src/games/pages.ts';
import { h } from './element.ts';
import type { EvaluatedPage } from './mdx-eval.ts';

export function generatedBookPage(game: Game, page: 'rulings' | 'glossary'): EvaluatedPage {
  const meta = generatedPage(game, page);
  if (!meta) throw new Error(`${game.id} has no ${page} page`);
  const frontmatter = { title: meta.title, description: meta.description };
  if (page === 'glossary')
    return {
      frontmatter,
      body: [
        h(
          'p',
          {},
          `${GLOSSARY_INTRO.text} `,
          h('span', { class: 'tp-no-print' }, GLOSSARY_INTRO.screen),
        ),
        h('tp-glossary', { glossary: game.glossary }),
      ],
    };
  return {
    frontmatter,
    body: [
      ...(game.rulingsPage?.intro ?? []).map((p) =>
        h(
          'p',
          {},
          ...backquoted(p).map((part) => (part.code ? h('code', {}, part.text) : part.text)),
        ),
      ),
      h('tp-rulings', { rulings: game.rulings ?? [] }),
    ],
  };
}
