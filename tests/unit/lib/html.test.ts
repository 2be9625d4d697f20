import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeHtml } from '../../../src/lib/html.ts';
import { problemList } from '../../../src/widgets/tower-wizwar/tw-problem-list.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute value', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('escapes an ampersand once, so an entity typed by a user shows as typed', () => {
    expect(escapeHtml('Renew &amp; Reduce')).toBe('Renew &amp;amp; Reduce');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Ogre 6/4 — Wisp 🧙')).toBe('Ogre 6/4 — Wisp 🧙');
  });

  it('reads back as the same text in element content and in both kinds of quoted attribute', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const e = escapeHtml(s);
        expect(e).not.toMatch(/[<>"']/);
        // Every & left starts one of our entities.
        expect(e.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
        const back = e
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        expect(back).toBe(s);
      }),
    );
  });
});

describe('problemList', () => {
  it('makes one escaped item per problem', () => {
    expect(problemList(['a < b', 'Tom & "Jerry"'])).toBe(
      '<ul><li>a &lt; b</li><li>Tom &amp; &quot;Jerry&quot;</li></ul>',
    );
  });
});
