import { describe, expect, it } from 'vitest';
import { rewriteChapterHtml } from '../../src/components/rules/print-chapter.ts';

const ctx = {
  game: 'wizards-tower',
  page: 'tests',
  chapters: ['index', 'tests', 'rulings'],
  base: '/',
};

describe('a chapter rewritten for the all-rules page', () => {
  it('drops widgets and scripts, keeps static tables', () => {
    const html =
      '<table class="tp-table"><tr><td>8</td></tr></table><wt-dice-tester class="tp-widget"><button>Roll</button></wt-dice-tester><script type="module" src="/_astro/x.js"></script><p>after</p>';
    expect(rewriteChapterHtml(html, ctx)).toBe(
      '<table class="tp-table"><tr><td>8</td></tr></table><p>after</p>',
    );
  });

  it('drops a "try it" part whole: the words that point at a widget go with it', () => {
    const html =
      '<p>before</p><tp-try-it><h2 id="try-it">Try it</h2><p>Roll a test right here.</p><wt-dice-tester><button>Roll</button></wt-dice-tester></tp-try-it><p>after</p>';
    expect(rewriteChapterHtml(html, ctx)).toBe('<p>before</p><p>after</p>');
  });

  it('prefixes ids and the references to them with the chapter', () => {
    const html =
      '<h2 id="how-many-dice">x</h2><a class="sl-anchor-link" href="#how-many-dice">#</a><a aria-describedby="tp-tip-band">band</a><span id="tp-tip-band"></span>';
    expect(rewriteChapterHtml(html, ctx)).toBe(
      '<h2 id="tests--how-many-dice">x</h2><a class="sl-anchor-link" href="#tests--how-many-dice">#</a><a aria-describedby="tests--tp-tip-band">band</a><span id="tests--tp-tip-band"></span>',
    );
  });

  it('turns links to chapters of the book into anchors on the page, and leaves other links alone', () => {
    const html =
      '<a href="/wizards-tower/rulings/#wt-r1">WT-R1</a> <a href="/wizards-tower/">overview</a> <a href="/wizards-tower/dice-tester/">tester</a> <a href="https://example.org/">x</a>';
    expect(rewriteChapterHtml(html, ctx)).toBe(
      '<a href="#rulings--wt-r1">WT-R1</a> <a href="#ch-index">overview</a> <a href="/wizards-tower/dice-tester/">tester</a> <a href="https://example.org/">x</a>',
    );
  });

  it('recognises links written under a base path', () => {
    const html = '<a href="/tower-press/wizards-tower/tests/#bands">x</a>';
    expect(rewriteChapterHtml(html, { ...ctx, base: '/tower-press/' })).toBe(
      '<a href="#tests--bands">x</a>',
    );
  });
});
