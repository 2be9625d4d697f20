/**
 * Every rules table, as the site renders it and as the rulebook prints it, from the one model its
 * game builds (src/games/<game>/tables.ts): same caption, headings, cells, row-header column,
 * spans and figure columns. The site may add only what a screen can do (exact values revealed on
 * focus, words about tapping); the book may add only its alignment.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTERPARTS } from '../../generators/rulebook/counterparts.ts';
import { flatten, textOf, type Element, type Node } from '../../generators/rulebook/element.ts';
import { tableHtml } from '../../src/components/rules/table-html.ts';
import * as wt from '../../src/games/wizards-tower/tables.ts';
import * as sth from '../../src/games/solo-tower-hack/tables.ts';
import type { ActionId } from '../../src/games/wizards-tower/outcomes.ts';
import type { Inline, TableModel } from '../../src/lib/table-model.ts';

type Props = Record<string, string>;
/** Each table component, the file that renders it on the site and the model it shows. */
const TABLES: Record<string, { file: string; model: (p: Props) => TableModel; call: string }> = {
  BandTable: { file: 'wizards-tower/BandTable', model: wt.bandTable, call: 'bandTable()' },
  OutcomeTable: {
    file: 'wizards-tower/OutcomeTable',
    model: (p) => wt.outcomeTable(p.action as ActionId),
    call: 'outcomeTable(Astro.props.action)',
  },
  BandOddsTable: {
    file: 'wizards-tower/BandOddsTable',
    model: wt.bandOddsTable,
    call: 'bandOddsTable()',
  },
  BandAtLeastTable: {
    file: 'wizards-tower/BandAtLeastTable',
    model: wt.bandAtLeastTable,
    call: 'bandAtLeastTable()',
  },
  DifficultyTable: {
    file: 'wizards-tower/DifficultyTable',
    model: (p) => wt.difficultyTable(p.kind as 'quest' | 'towerAttack'),
    call: 'difficultyTable(Astro.props.kind)',
  },
  EventTable: { file: 'wizards-tower/EventTable', model: wt.eventTable, call: 'eventTable()' },
  AttackTypeTable: {
    file: 'wizards-tower/AttackTypeTable',
    model: wt.attackTypeTable,
    call: 'attackTypeTable()',
  },
  SuitRewardTable: {
    file: 'wizards-tower/SuitRewardTable',
    model: wt.suitRewardTable,
    call: 'suitRewardTable()',
  },
  WarDeclaration: {
    file: 'wizards-tower/WarDeclaration',
    model: wt.warDeclarationTable,
    call: 'warDeclarationTable()',
  },
  LevelTables: {
    file: 'solo-tower-hack/LevelTables',
    model: sth.levelTables,
    call: 'levelTables()',
  },
  FightOddsTable: {
    file: 'solo-tower-hack/FightOddsTable',
    model: (p) => sth.fightOddsTable(p.metric as sth.FightMetric),
    call: 'fightOddsTable(Astro.props.metric)',
  },
};

const mdxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? mdxFiles(join(dir, e.name))
      : e.name.endsWith('.mdx')
        ? [join(dir, e.name)]
        : [],
  );

/** Every use of a table component in the rules pages, with its props. */
const uses = [
  ...new Set(
    mdxFiles('content').flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/<([A-Z]\w+)((?:\s+\w+="[^"]*")*)\s*\/>/g)]
        .filter((m) => m[1]! in TABLES)
        .map((m) => m[0].replace(/\s+/g, ' ')),
    ),
  ),
].map((tag) => {
  const [, name, attrs] = /^<(\w+)(.*?)\s*\/>$/.exec(tag)!;
  const props = Object.fromEntries(
    [...attrs!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  return { tag, name: name!, props: props as Props };
});

/** The site's HTML as a tree of the same shape as the book's elements (it is our own, well-formed output). */
function parseHtml(html: string): Element {
  const root = { tag: '#root', props: {}, children: [] as Node[] };
  const stack: { tag: string; props: Record<string, unknown>; children: Node[] }[] = [root];
  const unescape = (s: string) =>
    s.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e as 'amp'],
    );
  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g)) {
    if (m[4] !== undefined) stack.at(-1)!.children.push(unescape(m[4]));
    else if (m[1]) stack.pop();
    else {
      const props = Object.fromEntries(
        [...m[3]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [
          a[1],
          a[2] === undefined ? true : unescape(a[2]),
        ]),
      );
      const el = { tag: m[2]!, props, children: [] as Node[] };
      stack.at(-1)!.children.push(el);
      stack.push(el);
    }
  }
  return root;
}

const kids = (n: Element, tag?: string) =>
  n.children.filter((c): c is Element => typeof c !== 'string' && (!tag || c.tag === tag));
const only = (n: Element, tag: string) => kids(n, tag)[0]!;
/** What a reader sees without focusing anything: exact values hidden until focus are left out. */
const seen = (n: Node): string =>
  typeof n === 'string'
    ? n
    : n.props.class === 'tp-exact-value'
      ? ''
      : n.children.map(seen).join('');
const screenWords = (x: Inline): string[] =>
  typeof x !== 'object'
    ? []
    : Array.isArray(x)
      ? x.flatMap(screenWords)
      : 'screen' in x
        ? [textOf(flatten(String(x.screen)))]
        : [];

/** Caption, headings, rows (tag, span, figure column, text of each cell), links and the note. */
function structure(tableEl: Element, note: Element | undefined, drop: string[] = []) {
  const cell = (c: Element) => ({
    tag: c.tag,
    span: Number(c.props.colspan ?? 1),
    figure: String(c.props.class ?? '')
      .split(' ')
      .includes('num'),
    text: seen(c),
  });
  const links = (n: Node): string[] =>
    typeof n === 'string'
      ? []
      : [...(n.tag === 'a' ? [String(n.props.href)] : []), ...n.children.flatMap(links)];
  return {
    caption: drop.reduce((t, w) => t.replace(w, ''), seen(only(tableEl, 'caption'))),
    head: kids(only(only(tableEl, 'thead'), 'tr')).map(cell),
    rows: kids(only(tableEl, 'tbody'), 'tr').map((r) => kids(r).map(cell)),
    links: links(tableEl),
    note: note && { text: seen(note), links: links(note) },
  };
}

describe('rules tables on the site and in the book', () => {
  it('finds the tables the rules pages use, and every table component is here', () => {
    expect(uses.length).toBeGreaterThanOrEqual(20);
    expect(new Set(uses.map((u) => u.name))).toEqual(new Set(Object.keys(TABLES)));
    const rendersModel = readdirSync('src/components', { recursive: true, encoding: 'utf8' })
      .filter(
        (f) =>
          f.endsWith('.astro') &&
          readFileSync(join('src/components', f), 'utf8').includes('<RulesTable'),
      )
      .map((f) => f.replace(/\.astro$/, ''))
      .sort();
    expect(rendersModel).toEqual(
      Object.values(TABLES)
        .map((t) => t.file)
        .sort(),
    );
  });

  it.each(uses)('$tag says the same on the page and on paper', ({ name, props }) => {
    const { file, model: build, call } = TABLES[name]!;
    // The site's component renders the model this test renders.
    const component = readFileSync(`src/components/${file}.astro`, 'utf8');
    expect(component).toContain(call);
    expect(component).toContain('<RulesTable model={');
    const model = build(props);

    const site = parseHtml(tableHtml(model));
    const siteTable = only(site, 'table');
    const book = flatten(COUNTERPARTS[name]!(props)) as Element[];
    const bookTable = book.find((e) => e.tag === 'table')!;

    const onSite = structure(siteTable, kids(site, 'p')[0], screenWords(model.caption));
    const onPaper = structure(
      bookTable,
      book.find((e) => e.tag === 'p'),
    );
    expect(onPaper).toEqual(onSite);
    expect(book.map((e) => e.tag)).toEqual(site.children.map((e) => (e as Element).tag));

    // The row-header column heads every row on both sides, and the site scopes its headers.
    if (model.rowHeader !== undefined)
      for (const row of onSite.rows) expect(row[model.rowHeader]!.tag).toBe('th');
    expect(tableHtml(model)).not.toMatch(/<th(?=[\s>])(?![^>]*scope=)/);
  });
});
