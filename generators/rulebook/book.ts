/**
 * Builds a game's book model (model.ts) from the site's own sources: the pages in content/<game>/
 * in the reading order of the game registry (src/games/index.ts), run for print (mdx-eval.ts),
 * then the Rulings and Glossary pages as appendices. Only the repository can do this (it reads
 * content/ and runs the MDX compiler); the packed CLI ships the models it made (models.ts).
 */
import { fileURLToPath } from 'node:url';
import { GAMES } from '../../src/games/index.ts';
import type { Glossary } from '../../src/lib/glossary.ts';
import { splitFirstUses, termMatcher } from '../../src/site/rehype-glossary.ts';
import type { Ruling } from '../../src/lib/ruling.ts';
import { isLoopbackAddress } from '../../src/site/site.ts';
import { COUNTERPARTS } from './counterparts.ts';
import { creditParagraphs } from './credits.ts';
import { textOf, type Element, type Node } from './element.ts';
import Slugger from 'github-slugger';
import { evaluatePage, type EvaluatedPage } from './mdx-eval.ts';
import { generatedBookPage } from './generated-pages.ts';
import {
  chapterLabel,
  sectionLabel,
  termLabel,
  type Block,
  type BookModel,
  type Cell,
  type Chapter,
  type Inline,
  type Target,
} from './model.ts';

const CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));

const sitePath = (game: string, page: string) => `/${game}/${page === 'index' ? '' : `${page}/`}`;

interface Context {
  game: string;
  /** Chapters of the book (page names). */
  chapters: ReadonlySet<string>;
  rulings: ReadonlySet<string>;
  terms: ReadonlySet<string>;
  /** Heading anchors of each chapter ("tests" → {"how-many-dice", …}), as the site makes them. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** The chapter being read: its page, title, and the glossary terms already linked in it. */
  page: string;
  title: string;
  matcher: ReturnType<typeof termMatcher> | null;
  used: Set<string>;
  /** Slugs the chapter's headings, in order, as the site does. */
  slugger: Slugger;
}

/** Where a link of a rules page goes in the book. */
function resolve(href: string, ctx: Context): Target | null {
  if (/^https?:\/\//i.test(href)) {
    // A link to a machine's own address means nothing on paper.
    return isLoopbackAddress(href) ? null : { url: href };
  }
  if (href.startsWith('#')) return { label: placeIn(ctx.page, href.slice(1), ctx) };
  const m = /^\/([^/#?]+)\/(?:([^/#?]+)\/?)?(?:#(.*))?$/.exec(href);
  if (!m) throw new Error(`${ctx.game}/${ctx.page}: a link print cannot follow: ${href}`);
  const [, game, page = 'index', anchor] = m;
  if (game === ctx.game) {
    if (page === 'rulings') {
      if (anchor && !ctx.rulings.has(anchor))
        throw new Error(`${ctx.game}/${ctx.page}: link to an unknown ruling: ${href}`);
      return { label: anchor ? `ruling-${anchor}` : chapterLabel('rulings') };
    }
    if (page === 'glossary') {
      if (anchor && !ctx.terms.has(anchor))
        throw new Error(`${ctx.game}/${ctx.page}: link to an unknown glossary term: ${href}`);
      return { label: anchor ?? chapterLabel('glossary') };
    }
    if (ctx.chapters.has(page)) return { label: placeIn(page, anchor, ctx) };
  }
  return { site: href };
}

/** A chapter's label, or one of its sections' when the anchor is a heading of it. */
function placeIn(page: string, anchor: string | undefined, ctx: Context): string {
  return anchor && ctx.anchors.get(page)?.has(anchor)
    ? sectionLabel(page, anchor)
    : chapterLabel(page);
}

/** The heading anchors of a page, made the way the site makes its ids (github-slugger). */
function headingAnchors(body: readonly Node[]): string[] {
  const slugger = new Slugger();
  const out: string[] = [];
  const walk = (nodes: readonly Node[]) => {
    for (const n of nodes) {
      if (!el(n)) continue;
      if (/^h[2-6]$/.test(n.tag)) out.push(slugger.slug(textOf(n)));
      else walk(n.children);
    }
  };
  walk(body);
  return out;
}

/** What the site hides in print (print.css: .tp-no-print), the book leaves out. */
const screenOnly = (n: Node) =>
  el(n) &&
  String(n.props.class ?? '')
    .split(/\s+/)
    .includes('tp-no-print');

const isBlank = (n: Node) => typeof n === 'string' && n.trim() === '';
const el = (n: Node): n is Element => typeof n !== 'string';

/** Inline content; `link` is false inside places the site never links a glossary term (headings, links, tables, code). */
function inlines(nodes: readonly Node[], ctx: Context, terms: boolean): Inline[] {
  const out: Inline[] = [];
  for (const n of nodes) {
    if (screenOnly(n)) continue;
    if (typeof n === 'string') {
      const text = n.replace(/\s+/g, ' ');
      const pieces = terms && ctx.matcher ? splitFirstUses(text, ctx.matcher, ctx.used) : undefined;
      if (!pieces) out.push(text);
      else
        for (const p of pieces)
          out.push(
            typeof p === 'string'
              ? p
              : { k: 'link', to: { label: termLabel(p.term.id) }, c: [p.word] },
          );
      continue;
    }
    switch (n.tag) {
      case 'strong':
      case 'b':
        out.push({ k: 'strong', c: inlines(n.children, ctx, terms) });
        break;
      case 'em':
      case 'i':
      case 'cite':
        out.push({ k: 'em', c: inlines(n.children, ctx, terms) });
        break;
      case 'code':
        out.push({ k: 'code', c: [textOf(n)] });
        break;
      case 'a': {
        const to = resolve(String(n.props.href ?? ''), ctx);
        const c = inlines(n.children, ctx, false);
        out.push(...(to ? [{ k: 'link' as const, to, c }] : c));
        break;
      }
      case 'span':
      case 'abbr':
      case 'small':
        out.push(...inlines(n.children, ctx, terms));
        break;
      case 'br':
        out.push(' ');
        break;
      default:
        throw new Error(
          `${ctx.game}/${ctx.page}: <${n.tag}> cannot stand inside a paragraph in print`,
        );
    }
  }
  // Trim the run's ends (Markdown's line breaks around inline elements).
  const trimmed = out.filter((x) => x !== '');
  if (typeof trimmed[0] === 'string') trimmed[0] = trimmed[0].trimStart();
  const last = trimmed.length - 1;
  if (typeof trimmed[last] === 'string') trimmed[last] = (trimmed[last] as string).trimEnd();
  return trimmed.filter((x) => x !== '');
}

const BLOCK_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'dl',
  'table',
  'div',
  'section',
  'aside',
  'figure',
  'h2',
  'h3',
  'h4',
  'tp-widget',
  'tp-map',
  'tp-rulings',
  'tp-glossary',
]);

function cellsOf(row: Element, ctx: Context): Cell[] {
  return row.children.filter(el).map((c) => ({
    c: inlines(c.children, ctx, false),
    span: Number(c.props.colspan ?? 1),
    header: c.tag === 'th',
    align: c.props.class === 'num' ? 'end' : c.props.class === 'center' ? 'center' : 'start',
  }));
}

const inlineText = (c: readonly Inline[]): string =>
  c.map((x) => (typeof x === 'string' ? x : inlineText(x.c))).join('');
const cellText = (c: Cell): string => inlineText(c.c);

/**
 * Column widths: a column of short entries (numbers, names) takes what it needs; columns of
 * running text share the rest of the line in proportion to their length; a column left empty
 * to be written in (a record to fill) takes an equal share.
 */
function columnWidths(head: readonly Cell[], rows: readonly Cell[][]): (number | null)[] {
  const columns = head.reduce((n, c) => n + c.span, 0);
  const texts: string[][] = Array.from({ length: columns }, () => []);
  for (const row of rows) {
    let col = 0;
    for (const c of row) {
      if (c.span === 1) texts[col]!.push(cellText(c));
      col += c.span;
    }
  }
  return texts.map((t) => {
    if (t.length > 0 && t.every((x) => x.trim() === '')) return 1;
    const longest = Math.max(0, ...t.map((x) => x.length));
    if (longest <= 24) return null;
    const mean = t.reduce((n, x) => n + x.length, 0) / Math.max(1, t.length);
    return Math.min(6, Math.max(1, Math.round(mean / 10)));
  });
}

function tableBlock(t: Element, ctx: Context): Block {
  const part = (tag: string) => t.children.filter(el).find((c) => c.tag === tag);
  const rowsOf = (p: Element | undefined) =>
    (p?.children ?? []).filter(el).map((r) => cellsOf(r, ctx));
  const [head, ...moreHead] = rowsOf(part('thead'));
  if (!head || moreHead.length)
    throw new Error(`${ctx.game}/${ctx.page}: a table needs one header row`);
  const caption = part('caption');
  const rows = rowsOf(part('tbody'));
  return {
    k: 'table',
    caption: caption ? inlines(caption.children, ctx, false) : [],
    widths: columnWidths(head, rows),
    head,
    rows,
    // A few short rows always fit a page; only a longer table needs measuring.
    mayBreak: rows.length > 8 || rows.flat().reduce((n, c) => n + cellText(c).length, 0) > 600,
  };
}

/** Block content: runs of inline nodes become paragraphs. */
function blocks(nodes: readonly Node[], ctx: Context): Block[] {
  const out: Block[] = [];
  let run: Node[] = [];
  const flush = () => {
    const c = inlines(run, ctx, true);
    if (c.length) out.push({ k: 'par', c });
    run = [];
  };
  for (const n of nodes) {
    if (screenOnly(n)) continue;
    if (!el(n) || !BLOCK_TAGS.has(n.tag)) {
      run.push(n);
      continue;
    }
    flush();
    out.push(...block(n, ctx));
  }
  flush();
  return out;
}

function block(n: Element, ctx: Context): Block[] {
  switch (n.tag) {
    case 'p':
      // Credits written into a page print once, on the title page.
      if (n.props.class === 'tp-attribution') return [];
      // A JSX <p> around Markdown holds a paragraph of its own.
      return n.children.some((c) => el(c) && BLOCK_TAGS.has(c.tag))
        ? blocks(n.children, ctx)
        : [{ k: 'par', c: inlines(n.children, ctx, true) }];
    case 'h2':
    case 'h3':
    case 'h4':
      return [
        {
          k: 'heading',
          level: Number(n.tag[1]),
          c: inlines(n.children, ctx, false),
          label: sectionLabel(ctx.page, ctx.slugger.slug(textOf(n))),
        },
      ];
    case 'ul':
    case 'ol':
      return [
        {
          k: 'list',
          ordered: n.tag === 'ol',
          items: n.children.filter(el).map((li) => blocks(li.children, ctx)),
        },
      ];
    case 'dl': {
      const items: { term: Inline[]; desc: Block[] }[] = [];
      for (const c of n.children.filter(el)) {
        if (c.tag === 'dt') items.push({ term: inlines(c.children, ctx, true), desc: [] });
        else if (c.tag === 'dd' && items.length)
          items.at(-1)!.desc.push(...blocks(c.children, ctx));
        else throw new Error(`${ctx.game}/${ctx.page}: a definition list holds <${c.tag}>`);
      }
      return [{ k: 'terms', items }];
    }
    case 'table':
      return [tableBlock(n, ctx)];
    case 'div':
    case 'section':
    case 'aside':
    case 'figure':
      return blocks(n.children, ctx);
    case 'tp-widget':
      return [
        {
          k: 'widget',
          does: String(n.props.does),
          page: sitePath(ctx.game, ctx.page),
          title: ctx.title,
        },
      ];
    case 'tp-map':
      return [
        {
          k: 'map',
          rows: n.props.rows as { label: string; name: string; kind: string }[][],
          caption: inlines(n.children, ctx, false),
        },
      ];
    case 'tp-rulings':
      return (n.props.rulings as readonly Ruling[]).map((r) => ({ k: 'ruling', ...r }));
    case 'tp-glossary': {
      const g = n.props.glossary as Glossary;
      return [...g.terms]
        .sort((a, b) => a.term.localeCompare(b.term, 'en'))
        .map((t) => ({
          k: 'term',
          id: t.id,
          term: t.term,
          definition: t.definition,
          see: t.see ? resolve(t.see, ctx) : null,
          rulings: [...t.rulings],
        }));
    }
    default:
      throw new Error(`${ctx.game}/${ctx.page}: <${n.tag}> has no print form`);
  }
}

/**
 * On paper a widget is one line. A section that only introduces a widget (its heading, some
 * paragraphs about it and the widget: "Try it… roll a test right here") makes no sense without
 * it, so the whole section becomes that line.
 */
function foldWidgetSections(list: Block[]): Block[] {
  const out: Block[] = [];
  for (let i = 0; i < list.length; i++) {
    const b = list[i]!;
    if (b.k !== 'heading') {
      out.push(b);
      continue;
    }
    let end = i + 1;
    while (
      end < list.length &&
      !(list[end]!.k === 'heading' && (list[end] as { level: number }).level <= b.level)
    )
      end++;
    const section = list.slice(i + 1, end);
    const widgets = section.filter((s) => s.k === 'widget');
    if (widgets.length && section.every((s) => s.k === 'widget' || s.k === 'par')) {
      out.push(...widgets);
      i = end - 1;
    } else out.push(b);
  }
  return out;
}

function chapter(page: string, evaluated: EvaluatedPage, base: BaseContext): Chapter {
  const { frontmatter, body } = evaluated;
  const sidebar = frontmatter.sidebar as { label?: string } | undefined;
  const title = String(
    page === 'index' ? (sidebar?.label ?? frontmatter.title) : frontmatter.title,
  );
  const ctx: Context = { ...base, page, title, used: new Set(), slugger: new Slugger() };
  return {
    id: page,
    title,
    path: sitePath(base.game, page),
    blocks: foldWidgetSections(
      blocks(
        body.filter((n) => !isBlank(n)),
        ctx,
      ),
    ),
  };
}

type BaseContext = Omit<Context, 'page' | 'title' | 'used' | 'slugger'>;

/** The book model of one game, from its pages (under content/, or another folder laid out the same). */
export async function buildBookModel(game: string, content = CONTENT): Promise<BookModel> {
  const book = GAMES.find((g) => g.id === game);
  if (!book) throw new Error(`No rulebook for the game "${game}"`);
  // The rulings and the glossary come from the registry; links in the chapters are checked
  // against them. Their pages' own text (the registry's too) opens the appendices.
  const { glossary } = book;
  const rulings = book.rulings ?? [];
  const glossaryPage = generatedBookPage(book, 'glossary');
  const rulingsPage = book.rulebook.includes('rulings') ? generatedBookPage(book, 'rulings') : null;
  const pages = book.rulebook.filter((p) => p !== 'rulings');
  const appendixPages = [...(rulingsPage ? ['rulings'] : []), 'glossary'];
  const evaluated = new Map<string, EvaluatedPage>([['glossary', glossaryPage]]);
  if (rulingsPage) evaluated.set('rulings', rulingsPage);
  for (const page of pages)
    evaluated.set(page, await evaluatePage(`${content}${game}/${page}.mdx`, COUNTERPARTS));
  const base: BaseContext = {
    game,
    chapters: new Set(pages),
    rulings: new Set(rulings.map((r) => r.id.toLowerCase())),
    terms: new Set(glossary.terms.map((t) => termLabel(t.id))),
    anchors: new Map(pages.map((p) => [p, new Set(headingAnchors(evaluated.get(p)!.body))])),
    matcher: termMatcher(glossary.terms),
  };
  const chapters = pages.map((page) => chapter(page, evaluated.get(page)!, base));
  // The appendices link no terms: the glossary is the definitions, a ruling is read whole.
  const appendices = appendixPages.map((page) =>
    chapter(page, evaluated.get(page)!, { ...base, matcher: null }),
  );
  const creditCtx: Context = {
    ...base,
    page: 'index',
    title: '',
    used: new Set(),
    matcher: null,
    slugger: new Slugger(),
  };
  return {
    game,
    title: book.title,
    shortTitle: book.shortTitle ?? book.title,
    credits: creditParagraphs(book.credit).map((p) => inlines(p, creditCtx, false)),
    chapters,
    appendices,
  };
}
