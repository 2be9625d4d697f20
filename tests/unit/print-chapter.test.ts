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

  it('drops a section that only introduces a widget: the words that point at it go with it', () => {
    const html =
      '<p>before</p><div class="sl-heading-wrapper level-h2"><h2 id="try-it">Try it</h2><a class="sl-anchor-link" href="#try-it"><span>#</span></a></div><p>Roll a test <a href="/x/">right here</a>.</p><wt-dice-tester><button>Roll</button></wt-dice-tester><p>after</p>';
    expect(rewriteChapterHtml(html, ctx)).toBe('<p>before</p><p>after</p>');
    // A section with more than words before its widget keeps its heading and words.
    const kept =
      '<div class="sl-heading-wrapper level-h2"><h2 id="a">A</h2></div><p>one</p><table><tr><td>1</td></tr></table><p>two</p><wt-dice-tester></wt-dice-tester>';
    expect(rewriteChapterHtml(kept, ctx)).toBe(
      '<div class="sl-heading-wrapper level-h2"><h2 id="tests--a">A</h2></div><p>one</p><table><tr><td>1</td></tr></table><p>two</p>',
    );
  });

  it('names a landmark that every chapter has after its chapter, so the names are unique on the page', () => {
    const html = '<aside class="tp-attribution" aria-label="Licence"><p>Adapted</p></aside>';
    expect(rewriteChapterHtml(html, { ...ctx, title: 'Tests' })).toBe(
      '<aside class="tp-attribution" aria-label="Licence: Tests"><p>Adapted</p></aside>',
    );
    expect(rewriteChapterHtml(html, ctx)).toContain('aria-label="Licence: tests"');
    // Names of things that are not landmarks stay as they are.
    expect(rewriteChapterHtml('<button aria-label="Roll">R</button>', ctx)).toBe(
      '<button aria-label="Roll">R</button>',
    );
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
