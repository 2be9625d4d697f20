/**
 * The typeset rulebooks, read back with MuPDF: chapters in the site's reading order
 * in the outline and the contents, contents page numbers where the chapters really start, links
 * inside the book, no site links unless SITE_URL is set (and never to localhost), print checks,
 * byte-identical output, and the booklet's imposition.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { GAMES } from '../../../src/games/index.ts';
import { generatedPage } from '../../../src/games/pages.ts';
import { buildBookModel } from '../../../generators/rulebook/book.ts';
import {
  renderRulebook,
  renderRulebookWithPages,
  typesetBook,
} from '../../../generators/rulebook/index.ts';
import type { BookModel, Inline } from '../../../generators/rulebook/model.ts';
import { RULEBOOK_GAMES } from '../../../generators/rulebook/games.ts';
import { saddleStitchOrder, type SheetSide } from '../../../generators/rulebook/impose.ts';
import {
  catalogLang,
  fontsNotEmbedded,
  inkUse,
  links,
  outline,
  pageLines,
  pageSizes,
  pageTexts,
  printProblems,
  rawLines,
  viewerPreferences,
  widestWordSpace,
  type PageLines,
} from './pdf-read.ts';

/** A chapter's title as the site shows it, read straight from the page's front matter. */
function siteTitle(game: string, page: string): string {
  // The Rulings and Glossary pages are made from the registry (src/games/pages.ts).
  if (page === 'rulings' || page === 'glossary')
    return generatedPage(
      GAMES.find((g) => g.id === game)!,
      page,
    )!.title;
  const source = readFileSync(`content/${game}/${page}.mdx`, 'utf8');
  const front = parseYaml(/^---\n([\s\S]*?)\n---/.exec(source)![1]!) as {
    title: string;
    sidebar?: { label?: string };
  };
  return page === 'index' ? (front.sidebar?.label ?? front.title) : front.title;
}

/** The chapters a game's book must have, in order: the site's rulebook order, rulings and glossary last. */
function expectedChapters(game: string): string[] {
  const book = GAMES.find((g) => g.id === game)!;
  const chapters = book.rulebook.filter((p) => p !== 'rulings').map((p) => siteTitle(game, p));
  const appendices = [...(book.rulebook.includes('rulings') ? ['rulings'] : []), 'glossary'];
  return [...chapters, ...appendices.map((p, i) => `Appendix ${'AB'[i]}: ${siteTitle(game, p)}`)];
}

/** Entries of the contents page(s): title and the page number printed beside it. */
function contentsEntries(texts: string[]): { title: string; page: number }[] {
  const start = texts.findIndex((t) => t.trimStart().startsWith('Contents'));
  const entries: { title: string; page: number }[] = [];
  for (const text of texts.slice(start, start + 2))
    for (const line of text.split('\n')) {
      // "Tests . . . . . 6" (Typst puts a word joiner, U+2060, before the number).
      const m = /^(.*?)\s*(?:\.\s*)+[\s\u2060]*(\d+)$/.exec(line.trim());
      if (m) entries.push({ title: m[1]!.trim(), page: Number(m[2]) });
    }
  return entries;
}

describe('the Wizard’s Tower rulebook, A4', () => {
  let pdf: Uint8Array;
  let pages: number;
  let texts: string[];
  beforeAll(async () => {
    ({ pdf, pages } = await renderRulebookWithPages('wizards-tower', { paper: 'a4' }));
    texts = pageTexts(pdf);
  }, 120_000);

  test('the outline lists every chapter in the site’s reading order, then the appendices', () => {
    expect(outline(pdf).map((e) => e.title)).toEqual(expectedChapters('wizards-tower'));
  });

  test('every page number in the contents is the page where that chapter’s heading is', () => {
    const entries = contentsEntries(texts);
    expect(entries.map((e) => e.title)).toEqual(expectedChapters('wizards-tower'));
    const bookmarks = outline(pdf);
    for (const [i, e] of entries.entries()) {
      // A chapter opens its page, or runs on below the one before it.
      expect(
        texts[e.page - 1]!.split('\n').map((l) => l.trim()),
        `page ${e.page}`,
      ).toContain(e.title);
      expect(bookmarks[i]!.page).toBe(e.page);
    }
    // And the printed page numbers are the PDF's page numbers.
    expect(texts[9]!.trim().split('\n').at(-1)).toBe('10');
  });

  test('the title page carries the credits and the licence', () => {
    expect(texts[0]).toContain("The Wizard's Tower");
    expect(texts[0]).toContain('Mick Hand');
    expect(texts[0]).toContain('CC BY-SA 4.0');
  });

  test('ruling ids and glossary terms are links to their places in the appendices', () => {
    const marks = outline(pdf);
    const rulings = marks.find((m) => m.title.includes('Rulings'))!.page;
    const glossary = marks.find((m) => m.title.includes('Glossary'))!.page;
    const internal = links(pdf).filter((l) => !l.external);
    const fromChapters = internal.filter((l) => l.page < rulings);
    expect(
      fromChapters.filter((l) => l.target >= rulings && l.target < glossary).length,
    ).toBeGreaterThan(20);
    expect(fromChapters.filter((l) => l.target >= glossary).length).toBeGreaterThan(20);
    expect(internal.every((l) => l.target >= 1 && l.target <= pages)).toBe(true);
    // A ruling link lands on the page with that ruling's heading.
    const wtR1 = texts.findIndex((t, i) => i + 1 >= rulings && /WT-R1: /.test(t)) + 1;
    expect(internal.some((l) => l.target === wtR1)).toBe(true);
  });

  test('a ruling looked at again prints that second look too (WT-R3, WT-R13, WT-R18, WT-R20)', () => {
    const all = texts.join('\n');
    expect(all.match(/Looked at again/g)?.length).toBe(4);
  });

  test('widgets become one line naming the site page; nothing says "right here"', () => {
    const all = texts.join('\n');
    expect(all).not.toMatch(/right here|Hover|point at it/);
    expect(all).toMatch(/On screen only: a dice tester .* on the site’s page “Tests”/s);
  });

  test('no links to the site without SITE_URL', () => {
    expect(links(pdf).filter((l) => l.external && /example|localhost/.test(l.uri))).toEqual([]);
  });

  test('print checks: fonts embedded, /Lang en, no text under 6 pt or near the edge', () => {
    expect(fontsNotEmbedded(pdf)).toEqual([]);
    expect(catalogLang(pdf)).toBe('en');
    expect(printProblems(pdf, 6, 5)).toEqual([]);
    expect(pageSizes(pdf)[0]).toEqual([expect.closeTo(595.28, 1), expect.closeTo(841.89, 1)]);
  }, 60_000);

  test('byte-identical for the same inputs, and at most 1.5 MB', async () => {
    expect(
      Buffer.compare(
        Buffer.from(await renderRulebook('wizards-tower', { paper: 'a4' })),
        Buffer.from(pdf),
      ),
    ).toBe(0);
    expect(pdf.length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  }, 120_000);
});

/** Every section heading of a book model, as its text reads in the PDF. */
function headingTexts(model: BookModel): string[] {
  const text = (c: Inline[]): string =>
    c.map((x) => (typeof x === 'string' ? x : 'c' in x ? text(x.c) : '')).join('');
  return [...model.chapters, ...model.appendices].flatMap((ch) =>
    ch.blocks.flatMap((b) =>
      b.k === 'heading' ? [text(b.c)] : b.k === 'ruling' ? [`${b.id}: ${b.topic}`] : [],
    ),
  );
}

describe('no heading is left alone at the foot of a page', () => {
  test.each(['a4', 'a5'] as const)(
    'the Wizard’s Tower on %s',
    async (paper) => {
      const model = await buildBookModel('wizards-tower');
      const headings = headingTexts(model);
      expect(headings.length).toBeGreaterThan(60);
      const texts = pageTexts(typesetBook(model, paper, undefined).pdf);
      for (const [i, t] of texts.entries()) {
        // The last line is the page number; the one before it ends the page's text.
        const lines = t
          .trim()
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean);
        const last = lines.at(-2) ?? '';
        const stranded = headings.filter(
          (h) => h === last || (last.includes(' ') && h.length > last.length && h.endsWith(last)),
        );
        expect(stranded, `page ${i + 1} ends with "${last}"`).toEqual([]);
      }
    },
    120_000,
  );
});

describe('site links', () => {
  test('with SITE_URL the widget lines link to the site; a localhost address is never printed', async () => {
    const site = 'https://games.example.org/tower-press/';
    const withSite = await renderRulebook('wizards-tower', { paper: 'letter', siteUrl: site });
    const external = links(withSite)
      .filter((l) => l.external)
      .map((l) => l.uri);
    expect(external).toContain(`${site}wizards-tower/tests/`);
    const local = await renderRulebook('heist', { paper: 'a4', siteUrl: 'http://localhost:4321/' });
    expect(links(local).filter((l) => /localhost/.test(l.uri))).toEqual([]);
    expect(pageTexts(local).join('\n')).not.toContain('localhost');
  }, 120_000);
});

/** Pages that may hold fewer than six lines: the title page, the contents, a page for notes. */
const mayBeShort = (lines: readonly string[], page: number) =>
  page === 1 || /^(Contents|Notes)$/.test(lines[0] ?? '');

/** Pages (1-based) holding fewer than six lines that are none of the kinds allowed. */
const strandedPages = (pages: readonly string[][]) =>
  pages.flatMap((lines, i) =>
    lines.length < 6 && !mayBeShort(lines, i + 1) ? [`page ${i + 1}: ${lines.join(' / ')}`] : [],
  );

/** The contents' entries read from its page's lines: "Tests . . . 6". */
const contentsOf = (lines: readonly string[]) =>
  lines.flatMap((line) => {
    const m = /^(.*?)\s*(?:\.\s*)+[\s\u2060]*(\d+)$/.exec(line.trim());
    return m ? [{ title: m[1]!.trim(), page: Number(m[2]) }] : [];
  });

const flat = (lines: readonly string[]) => lines.join(' ').replace(/\s+/g, ' ');

/** Lines ending in the hyphen of a ruling id whose number starts the next line ("WT-" / "R37"). */
const brokenIds = (pages: readonly string[][]) =>
  pages.flatMap((lines) =>
    lines.flatMap((line, i) =>
      /\b[A-Z]{2,4}-$/.test(line.trim()) && /^R\d/.test(lines[i + 1]?.trim() ?? '')
        ? [`${line} / ${lines[i + 1]}`]
        : [],
    ),
  );

/** Text in a colour other than grey that is not a title or heading (all of them 11 pt or more), and lines or shapes in colour. */
function colourOutsideHeadings(pdf: Uint8Array): string[] {
  const use = inkUse(pdf);
  return [
    ...use.text
      .filter((t) => t.space !== 'DeviceGray' && t.size < 11)
      .map((t) => `${t.space} text at ${t.size.toFixed(1)} pt: ${t.text}`),
    ...use.paths.filter((p) => p.space !== 'DeviceGray').map((p) => `${p.space} path`),
  ];
}

describe.each(
  RULEBOOK_GAMES.flatMap((game) =>
    (['a4', 'letter'] as const).map((paper) => [game, paper] as const),
  ),
)('%s on %s: book and booklet', (game, paper) => {
  let book: { pdf: Uint8Array; pages: number };
  let booklet: { pdf: Uint8Array; pages: number };
  let bookPages: PageLines[];
  /** The booklet's half-sheet pages, in the book's order (page 1 first). */
  let bookletPages: PageLines[];
  let order: SheetSide[];
  beforeAll(async () => {
    book = await renderRulebookWithPages(game, { paper });
    booklet = await renderRulebookWithPages(game, { paper, booklet: true });
    bookPages = pageLines(book.pdf);
    const halves = pageLines(booklet.pdf, { halves: true });
    order = saddleStitchOrder(halves.length);
    bookletPages = Array.from(
      { length: halves.length },
      (_, p) => halves[order.flat().indexOf(p + 1)]!,
    );
  }, 600_000);

  test('the book passes the print checks and credits its source', () => {
    expect(outline(book.pdf).map((e) => e.title)).toEqual(expectedChapters(game));
    // The title page credits the source and names its licence, from the registry.
    const { credit } = GAMES.find((g) => g.id === game)!;
    const titlePage = pageTexts(book.pdf)[0]!.replace(/\s+/g, ' ');
    expect(titlePage).toContain(credit.work);
    expect(titlePage).toContain(credit.licence.name);
    expect(fontsNotEmbedded(book.pdf)).toEqual([]);
    expect(printProblems(book.pdf, 6, 5)).toEqual([]);
  }, 60_000);

  test('the booklet passes the print checks on its landscape sheets', () => {
    expect(booklet.pages % 2).toBe(0);
    const [w, h] = pageSizes(booklet.pdf)[0]!;
    expect([Math.round(w), Math.round(h)]).toEqual(paper === 'a4' ? [842, 595] : [792, 612]);
    expect(fontsNotEmbedded(booklet.pdf)).toEqual([]);
    // The A5 pages keep their own margins: nothing near the sheet's edge, nothing under 6 pt.
    expect(printProblems(booklet.pdf, 6, 5)).toEqual([]);
  }, 60_000);

  test('no page holds fewer than six lines but the title page, the contents and notes', () => {
    expect(strandedPages(bookPages.map((p) => p.body))).toEqual([]);
    expect(strandedPages(bookletPages.map((p) => p.body))).toEqual([]);
  });

  test('the contents’ page numbers are the pages the chapters open on, in both', () => {
    const chapters = expectedChapters(game);
    const entries = contentsOf(bookPages[1]!.body);
    expect(entries.map((e) => e.title)).toEqual(chapters);
    const bookmarks = outline(book.pdf);
    for (const [i, e] of entries.entries()) {
      expect(bookPages[e.page - 1]!.body, `page ${e.page} has "${e.title}"`).toContain(e.title);
      expect(bookmarks[i]!.page).toBe(e.page);
    }
    const small = contentsOf(bookletPages[1]!.body);
    expect(small.map((e) => e.title)).toEqual(chapters);
    for (const e of small)
      expect(flat(bookletPages[e.page - 1]!.body), `booklet page ${e.page}`).toContain(e.title);
  });

  test('the booklet is imposed in saddle-stitch order: each half sheet carries its folio', () => {
    expect(bookletPages.length).toBe(booklet.pages * 2);
    const folios = bookletPages.map((p) => p.folio);
    // The title page and the back cover carry none; every other page its own number.
    expect(folios.filter((f, i) => f !== '' && f !== String(i + 1))).toEqual([]);
    expect(folios.filter((f) => f === '').length).toBeLessThanOrEqual(2);
  });

  test('the booklet uses its last pages: how to print and bind it, or the steps in short', () => {
    const text = bookletPages.map((p) => flat(p.body)).join('\n');
    expect(text).toMatch(/double-sided, flipped on the short edge/);
    expect(text).toMatch(/staple/i);
    const sheets = booklet.pages / 2;
    expect(text).toContain(
      `${sheets} ${sheets === 1 ? 'sheet' : 'sheets'} of ${paper === 'a4' ? 'A4' : 'US Letter'}`,
    );
    const { blurb } = GAMES.find((g) => g.id === game)!;
    // A back cover, unless the book fills every page of its sheets: then the title page gives
    // the steps in short.
    const back = flat(bookletPages.at(-1)!.body).includes(blurb.replace(/\s+/g, ' '));
    const titleSteps = flat(bookletPages[0]!.body).includes('To print this booklet');
    expect(back || titleSteps).toBe(true);
  });

  test('bookmarks: the book’s from its chapters; the booklet’s to the sheet side holding each', () => {
    const marks = outline(booklet.pdf);
    expect(marks.map((m) => m.title).filter((t) => t !== 'Printing this booklet')).toEqual(
      expectedChapters(game),
    );
    const small = contentsOf(bookletPages[1]!.body);
    for (const [i, e] of small.entries()) expect(order[marks[i]!.page - 1]).toContain(e.page);
  });

  test('print hints for the dialog, and the language', () => {
    expect(viewerPreferences(book.pdf)).toMatchObject({
      PrintScaling: 'None',
      Duplex: 'DuplexFlipLongEdge',
    });
    expect(viewerPreferences(booklet.pdf)).toMatchObject({
      PrintScaling: 'None',
      Duplex: 'DuplexFlipShortEdge',
    });
    expect(catalogLang(book.pdf)).toBe('en');
    expect(catalogLang(booklet.pdf)).toBe('en');
  });

  test('finish: ids never broken, grey text, ragged titles, no screen-only text', () => {
    expect(brokenIds(rawLines(book.pdf))).toEqual([]);
    expect(brokenIds(rawLines(booklet.pdf))).toEqual([]);
    expect(colourOutsideHeadings(book.pdf)).toEqual([]);
    expect(colourOutsideHeadings(booklet.pdf)).toEqual([]);
    // A title set ragged keeps its word spaces; a justified one stretches them.
    expect(widestWordSpace(book.pdf, 1, 25)).toBeLessThan(0.6);
    const all = bookPages.map((p) => flat(p.body)).join('\n');
    expect(all).not.toMatch(/On this site|What this site offers|see the route simulator|localhost/);
    expect(all).not.toMatch(/\)\(|\(page \d+\) page/);
  }, 60_000);
});
