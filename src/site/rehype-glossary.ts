/**
 * Build-time keyword links: on every rules page of a game, the first use of each glossary term
 * becomes a link to its definition on the game's Glossary page, followed by the definition as a
 * tooltip (shown by CSS on hover and focus; src/widgets/kit/glossary-tips.ts adds Escape and touch).
 * A hast plugin for Astro's Markdown processor (Sätteri), so it runs over Markdown/MDX content
 * only; text that components render from data is left alone.
 *
 * Output for the first "Tower Wards" on a page:
 *   <span class="tp-term"><a class="tp-term-link" href="/wizards-tower/glossary/#term-tower-wards"
 *   aria-describedby="tp-tip-tower-wards">Tower Wards</a><span class="tp-term-tip" role="tooltip"
 *   id="tp-tip-tower-wards" data-pagefind-ignore>…definition…</span></span>
 * The link carries the published base path itself (BASE_PATH), like the base-links step does for
 * links written in Markdown.
 */
import { termPath, type Glossary, type GlossaryTerm } from '../lib/glossary.ts';
import { prefixBase } from './prefix-base.ts';
import { escapeRegExp } from '../lib/text.ts';

/** Where a term is never linked: links, code, headings, captions, form controls, and so on. */
const SKIP_TAGS = new Set([
  'a',
  'code',
  'pre',
  'kbd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'script',
  'style',
  'svg',
  'button',
  'label',
  'select',
  'textarea',
  'abbr',
  'caption',
  'th',
  'summary',
]);

/** One pattern for all forms of all terms, longest first so "Power dice" wins over a shorter form. */
export function termMatcher(terms: readonly GlossaryTerm[]): {
  pattern: RegExp;
  termOf(word: string): GlossaryTerm | undefined;
} {
  const byForm = new Map<string, GlossaryTerm>();
  for (const t of terms) for (const f of t.forms) byForm.set(f, t);
  const forms = [...byForm.keys()].sort((a, b) => b.length - a.length);
  const alternatives = forms.map((f) => {
    const first = f[0]!;
    // A lower-case form also matches with a capital, at the start of a sentence.
    return first !== first.toUpperCase()
      ? `[${first}${first.toUpperCase()}]${escapeRegExp(f.slice(1))}`
      : escapeRegExp(f);
  });
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_-])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_-])`,
    'gu',
  );
  const termOf = (word: string) =>
    byForm.get(word) ?? byForm.get(word[0]!.toLowerCase() + word.slice(1));
  return { pattern, termOf };
}

export type Piece = string | { term: GlossaryTerm; word: string };

/**
 * Splits a run of text at the first uses of terms not yet in `used` (which it updates).
 * Returns undefined when the text holds no new term.
 */
export function splitFirstUses(
  text: string,
  matcher: ReturnType<typeof termMatcher>,
  used: Set<string>,
): Piece[] | undefined {
  const pieces: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(matcher.pattern)) {
    const term = matcher.termOf(m[0]);
    if (!term || used.has(term.id)) continue;
    used.add(term.id);
    if (m.index > last) pieces.push(text.slice(last, m.index));
    pieces.push({ term, word: m[0] });
    last = m.index + m[0].length;
  }
  if (pieces.length === 0) return undefined;
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, string | boolean>;
  children: (HastElement | HastText)[];
}

/** The markup of one linked first use. */
export function termNode(game: string, term: GlossaryTerm, word: string, base = '/'): HastElement {
  const tipId = `tp-tip-${term.id}`;
  return {
    type: 'element',
    tagName: 'span',
    properties: { class: 'tp-term' },
    children: [
      {
        type: 'element',
        tagName: 'a',
        properties: {
          class: 'tp-term-link',
          href: prefixBase(base, termPath(game, term.id)),
          'aria-describedby': tipId,
        },
        children: [{ type: 'text', value: word }],
      },
      {
        type: 'element',
        tagName: 'span',
        properties: {
          class: 'tp-term-tip',
          role: 'tooltip',
          id: tipId,
          'data-pagefind-ignore': '',
        },
        children: [{ type: 'text', value: term.definition }],
      },
    ],
  };
}

/** The game a content file belongs to: its folder under content/ ("content/heist/rulings.mdx" → "heist"). */
export function gameOfFile(path: string): { game: string; page: string } | undefined {
  const m = /\/content\/([^/]+)\/([^/]+)\.mdx?$/.exec(path.replace(/\\/g, '/'));
  return m ? { game: m[1]!, page: m[2]! } : undefined;
}

// The few parts of Sätteri's hast visitor API this plugin uses.
interface VisitNode {
  type: string;
  tagName?: string;
  value?: string;
}
interface VisitContext {
  parent(node: VisitNode): VisitNode | undefined;
  replaceNode(node: VisitNode, replacement: unknown[]): void;
}

/**
 * A Sätteri hast plugin entry: a factory called once per document, so each page starts with no
 * term used. Pages of no game and the Glossary pages themselves get no plugin.
 */
export function glossaryHastPlugin(glossaries: readonly Glossary[], basePath = '/') {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const byGame = new Map(
    glossaries.map((g) => [g.game, { glossary: g, matcher: termMatcher(g.terms) }]),
  );
  return ({ fileURL }: { fileURL: URL | undefined }) => {
    const where = fileURL ? gameOfFile(decodeURIComponent(fileURL.pathname)) : undefined;
    const entry = where && where.page !== 'glossary' ? byGame.get(where.game) : undefined;
    if (!entry) return undefined;
    const used = new Set<string>();
    return {
      name: 'tower-press-glossary',
      text(node: VisitNode, ctx: VisitContext) {
        for (let p = ctx.parent(node); p; p = ctx.parent(p)) {
          if (p.type === 'element' && SKIP_TAGS.has(p.tagName!)) return;
        }
        const pieces = splitFirstUses(node.value ?? '', entry.matcher, used);
        if (!pieces) return;
        ctx.replaceNode(
          node,
          pieces.map((p) =>
            typeof p === 'string'
              ? { type: 'text', value: p }
              : termNode(entry.glossary.game, p.term, p.word, base),
          ),
        );
      },
    };
  };
}
