/**
 * The chronicle: a played game of The Wizard's Tower typeset as a book. Title page, the
 * attribution on its back, contents, one section per year and month (the journal's prose per
 * phase, the rolls in brief, the player's notes set apart and printed as typed), charts, and
 * appendices (Allies, Quests and rivals, the wizard at the end or the death). A4 or Letter
 * pages, or A5 (half-Letter) pages imposed two to a sheet as the rulebook booklets are.
 *
 * The same code runs in Node (the CLI, the site build) and in the browser, with the same pdfkit
 * build and fonts, so the same game gives the same bytes everywhere.
 */
import { band } from '../../games/wizards-tower/bands.ts';
import { SUITS, SUIT_SYMBOL } from '../../games/wizards-tower/cards.ts';
import type { ChronicleRecord } from '../../games/wizards-tower/chronicle.ts';
import { ACTION_NAMES } from '../../games/wizards-tower/action-names.ts';
import { PHASES } from '../../games/wizards-tower/phases.ts';
import {
  monthOfYear,
  yearOf,
  FACTOR_IDS,
  RATING_IDS,
} from '../../games/wizards-tower/engine/state.ts';
import { STRATEGY_INFO } from '../../games/wizards-tower/engine/strategies.ts';
import { DOMAIN_FACTORS, RATINGS, RATING_MAX } from '../../games/wizards-tower/ratings.ts';
import { gameById } from '../../games/index.ts';
import { saddleStitchOrder } from '../../lib/saddle-stitch.ts';
import { collectPdf, createDocument, type Dated } from '../document.ts';
import { describeCharacters, missingCharacters, registerFonts, type FontSet } from '../fonts.ts';
import { mm, PAPER, type PaperId } from '../paper.ts';
import type { PdfDocument, PdfDocumentConstructor } from '../types.ts';
import { lineChart } from './charts.ts';
import {
  ACCENT,
  INK,
  Measure,
  MUTED,
  paginate,
  paragraph,
  type Box,
  type Op,
  type Page,
  type Run,
} from './layout.ts';

export interface ChronicleOptions extends Dated {
  paper: PaperId;
  /** A5 (half-Letter) pages, two to a landscape sheet, saddle-stitch order. */
  booklet?: boolean;
  /** Called as the work goes on: pages drawn of the book's pages (0 of N once it is laid out). */
  onProgress?: (done: number, total: number) => void;
  /** Awaited after each progress report: the browser lets the page show it (bytes never change). */
  pause?: () => Promise<void>;
}

export interface ChroniclePdf {
  pdf: Uint8Array;
  /** Book pages (for a booklet, before imposition). */
  pages: number;
  /** Sheet sides of a booklet (PDF pages), or the book's pages. */
  sides: number;
  /** The printed page of each entry of the contents. */
  contents: { title: string; page: number }[];
}

/** Thrown when the game holds text the fonts cannot draw: named before anything is made. */
export class ChronicleTextError extends Error {}

/** Page sizes in points, portrait: the book's pages (A5 and half-Letter for booklets). */
const PAGE = {
  a4: [PAPER.a4.width, PAPER.a4.height],
  letter: [PAPER.letter.width, PAPER.letter.height],
  a5: [PAPER.a4.height / 2, PAPER.a4.width],
  halfLetter: [PAPER.letter.height / 2, PAPER.letter.width],
} as const;

interface Geometry {
  width: number;
  height: number;
  inside: number;
  outside: number;
  top: number;
  bottom: number;
  size: number;
  leading: number;
}

function geometry(options: ChronicleOptions): Geometry {
  const small = !!options.booklet;
  const [width, height] = small
    ? PAGE[options.paper === 'a4' ? 'a5' : 'halfLetter']
    : PAGE[options.paper];
  return small
    ? {
        width,
        height,
        inside: mm(15),
        outside: mm(12),
        top: mm(16),
        bottom: mm(16),
        size: 9,
        leading: 12,
      }
    : {
        width,
        height,
        inside: mm(24),
        outside: mm(20),
        top: mm(22),
        bottom: mm(22),
        size: 10.5,
        leading: 14,
      };
}

const SUIT_WORDS: Record<string, string> = Object.fromEntries(
  SUITS.map((s) => [SUIT_SYMBOL[s], ` of ${s[0]!.toUpperCase()}${s.slice(1)}`]),
);

/** Journal prose as printed: card suits in words (the fonts have no suit signs), test rolls left to the roll line. */
const prose = (text: string): string =>
  text
    .replace(/ \(rolled [^()]*: \d+\)| \(no dice left to roll\)/g, '')
    .replace(/[♥♣♦♠]/g, (s) => SUIT_WORDS[s]!)
    .replace(/ {2,}/g, ' ');

/** "month 3 of year 2" */
export const when = (month: number): string =>
  `month ${monthOfYear(month)} of year ${yearOf(month)}`;

/** "2 years and 3 months" */
function span(months: number): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  const part = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  return [y ? part(y, 'year') : '', m || !y ? part(m, 'month') : ''].filter(Boolean).join(' and ');
}

/** A note line as printed: a tab as four spaces, everything else as typed. */
const noteLines = (note: string): string[] => note.replace(/\t/g, '    ').split(/\r\n|\r|\n/);

/** Every piece of text the player or a seed gave the game, which the fonts must draw. */
function userText(r: ChronicleRecord): { what: string; text: string }[] {
  return [
    { what: 'The seed', text: r.seed },
    { what: 'The wizard’s name', text: r.build.name },
    ...r.build.allyNames.map((n) => ({ what: 'An Ally’s name', text: n })),
    ...Object.entries(r.notes).map(([m, text]) => ({
      what: `The note on ${when(Number(m))}`,
      text,
    })),
  ];
}

/**
 * Why the game cannot be printed, or null: each text the fonts cannot draw, named with the
 * characters (a PDF would show them as empty boxes without any error).
 */
export function unprintableText(r: ChronicleRecord, fonts: FontSet): string | null {
  const problems: string[] = [];
  for (const { what, text } of userText(r)) {
    const missing = missingCharacters(text, fonts, ['body', 'bold']);
    if (missing.length) problems.push(`${what} has ${describeCharacters(missing)}`);
  }
  if (!problems.length) return null;
  return `The chronicle cannot be printed: the book’s fonts (Latin letters, with accents and Latin Extended-A such as Ł, Ō, Č) cannot draw some characters. ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}.`;
}

class Book {
  readonly m: Measure;
  readonly g: Geometry;
  readonly r: ChronicleRecord;
  readonly frameW: number;
  #tests: Map<number, ChronicleRecord['tests']> | null = null;
  constructor(m: Measure, g: Geometry, r: ChronicleRecord) {
    this.m = m;
    this.g = g;
    this.r = r;
    this.frameW = g.width - g.inside - g.outside;
  }

  para(
    runs: Run[],
    opts: Partial<{
      size: number;
      justify: boolean;
      hyphenate: boolean;
      indent: number;
      color: string;
      above: number;
      leading: number;
    }> = {},
  ): Box[] {
    const size = opts.size ?? this.g.size;
    const lines = paragraph(this.m, runs, this.frameW, {
      size,
      leading: opts.leading ?? (size / this.g.size) * this.g.leading,
      justify: opts.justify ?? true,
      hyphenate: opts.hyphenate ?? true,
      ...(opts.indent !== undefined ? { indent: opts.indent } : {}),
      ...(opts.color ? { color: opts.color } : {}),
    });
    if (lines[0]) lines[0].above = opts.above ?? this.g.leading * 0.45;
    return lines;
  }

  heading(text: string, level: 1 | 2, dest?: string, pageBreak = false): Box {
    const size = level === 1 ? this.g.size * 1.7 : this.g.size * 1.2;
    const ops: Op[] = [];
    if (dest) ops.push({ k: 'dest', name: dest }, { k: 'bookmark', title: text, level });
    ops.push({ k: 'text', font: 'bold', size, x: 0, y: 0, text, color: ACCENT });
    return {
      height: size * 1.35,
      ops,
      above: level === 1 ? 0 : this.g.leading * 1.1,
      keepWithNext: true,
      pageBreak,
    };
  }

  /** A chapter title in Cinzel (words only: its "1" reads as "I"). */
  chapter(text: string, dest: string, head: string): Box {
    const size = this.g.size * 1.9;
    return {
      height: size * 1.6,
      ops: [
        { k: 'dest', name: dest },
        { k: 'bookmark', title: text, level: 1 },
        { k: 'text', font: 'heading', size, x: 0, y: 0, text, color: ACCENT },
      ],
      keepWithNext: true,
      pageBreak: true,
      head,
    };
  }

  /** The rolls of a phase in brief: test, dice (Power dice after "+"), kept total, band. */
  rolls(month: number, phase: number): Box[] {
    if (!this.#tests) {
      // Node 20 (the packed CLI's oldest) has no Map.groupBy.
      this.#tests = new Map();
      for (const t of this.r.tests) {
        const key = t.month * 100 + t.phase;
        const list = this.#tests.get(key);
        if (list) list.push(t);
        else this.#tests.set(key, [t]);
      }
    }
    const tests = this.#tests.get(month * 100 + phase);
    if (!tests) return [];
    const text = tests
      .map((t) => {
        const name =
          ACTION_NAMES[t.action as keyof typeof ACTION_NAMES] ??
          (t.action === 'domainIssue' ? 'Domain issue' : 'Research challenged');
        if (t.dice === 0) return `${name}: no dice left, ${band(t.band).name}`;
        const dice =
          t.faces.slice(0, t.dice).join(' ') +
          (t.faces.length > t.dice ? ` + Power ${t.faces.slice(t.dice).join(' ')}` : '');
        return `${name}: ${dice} = ${t.total}, ${band(t.band).name}`;
      })
      .join(' · ');
    return this.para([{ text, font: 'body' }], {
      size: this.g.size * 0.82,
      justify: false,
      hyphenate: false,
      indent: 10,
      color: MUTED,
      above: 1,
    });
  }

  /** The player's note, set apart by a rule and printed line for line as typed. */
  note(text: string): Box[] {
    const size = this.g.size * 0.95;
    const boxes: Box[] = [
      ...this.para([{ text: 'Your note', font: 'bold', color: ACCENT }], {
        size,
        justify: false,
        hyphenate: false,
        indent: 12,
        above: this.g.leading * 0.6,
      }),
    ];
    for (const line of noteLines(text)) {
      const lines = line
        ? this.para([{ text: line, font: 'body' }], {
            size,
            justify: false,
            hyphenate: false,
            indent: 12,
            above: 0,
          })
        : [{ height: (size / this.g.size) * this.g.leading, ops: [] }];
      boxes.push(...lines);
    }
    for (const b of boxes)
      b.ops.push({
        k: 'line',
        x1: 4,
        y1: -1,
        x2: 4,
        y2: b.height + (b.above ?? 0) - 1,
        width: 1.5,
        color: ACCENT,
      });
    return boxes;
  }
}

/** The journal by month, then by phase (with its number, for the rolls of that phase). */
function byMonth(journal: ChronicleRecord['journal']) {
  const months: { month: number; phases: { phase: number; name: string; texts: string[] }[] }[] =
    [];
  for (const e of journal) {
    let m = months[months.length - 1];
    if (m?.month !== e.month) months.push((m = { month: e.month, phases: [] }));
    let p = m.phases[m.phases.length - 1];
    if (p?.phase !== e.phase)
      m.phases.push((p = { phase: e.phase, name: PHASES[e.phase - 1]?.name ?? '', texts: [] }));
    p.texts.push(e.text);
  }
  return months;
}

const STRATEGY_NAME = (id: string) => STRATEGY_INFO.find((s) => s.id === id)?.name ?? id;

/** The months the journal covers, with their phases. */
function body(book: Book): { boxes: Box[]; entries: { title: string; dest: string }[] } {
  const r = book.r;
  const boxes: Box[] = [];
  const entries: { title: string; dest: string }[] = [];
  let year = 0;
  for (const mo of byMonth(r.journal)) {
    const y = yearOf(mo.month);
    if (y !== year) {
      year = y;
      entries.push({ title: `Year ${y}`, dest: `year-${y}` });
      const h = book.heading(`Year ${y}`, 1, `year-${y}`, true);
      h.head = `Year ${y}`;
      boxes.push(h);
    }
    const title = `Month ${monthOfYear(mo.month)} of year ${y}`;
    const h = book.heading(title, 2, `month-${mo.month}`);
    h.head = title;
    boxes.push(h);
    for (const p of mo.phases) {
      boxes.push(
        ...book.para([
          ...(p.name ? [{ text: `${p.name}. `, font: 'bold' as const }] : []),
          { text: p.texts.map(prose).join(' '), font: 'body' },
        ]),
        ...book.rolls(mo.month, p.phase),
      );
    }
    const note = r.notes[mo.month];
    if (note) boxes.push(...book.note(note));
  }
  return { boxes, entries };
}

function chartsSection(book: Book): Box[] {
  const r = book.r;
  const w = book.frameW;
  const h = Math.min(200, (book.g.height - book.g.top - book.g.bottom - 60) / 3);
  const colors = ['#5b2c0f', '#1f5f8b', '#8b1f5f', '#2f7a2f', '#777700'];
  const dashes = [0, 4, 2, 6, 1.5];
  const ratings = RATING_IDS.map((id, i) => ({
    label: RATINGS.find((x) => x.id === id)!.name,
    color: colors[i]!,
    dash: dashes[i]!,
    values: r.months.map((s) => s.ratings[id]),
  }));
  const factors = FACTOR_IDS.map((id, i) => ({
    label: DOMAIN_FACTORS.find((x) => x.id === id)!.name,
    color: colors[i]!,
    dash: dashes[i]!,
    values: r.months.map((s) => s.factors[id]),
  }));
  const wards = [
    { label: 'Tower Wards', color: colors[0]!, values: r.months.map((s) => s.towerWards) },
    {
      label: 'Wards Rating',
      color: colors[1]!,
      dash: 4,
      values: r.months.map((s) => s.ratings.wards),
    },
  ];
  const marks = r.attacks.map((a) => ({ month: a.month, label: '', held: a.held }));
  return [
    book.chapter('Charts', 'charts', 'Charts'),
    ...book.para([
      {
        text: `The Ratings and Domain Factors at the end of each month, and the Tower Wards with every month the Tower was attacked (${r.attacks.length} ${r.attacks.length === 1 ? 'attack' : 'attacks'}${r.attacks.some((a) => !a.held) ? '; the last one killed the wizard' : ''}).`,
        font: 'body',
      },
    ]),
    lineChart(book.m, 'Ratings over the months', ratings, w, h, RATING_MAX),
    lineChart(book.m, 'Domain Factors over the months', factors, w, h, RATING_MAX),
    lineChart(book.m, 'Tower Wards against attacks', wards, w, h, RATING_MAX + 1, marks),
  ];
}

function appendices(book: Book): { boxes: Box[]; entries: { title: string; dest: string }[] } {
  const r = book.r;
  const boxes: Box[] = [];
  const entries: { title: string; dest: string }[] = [];
  const open = (letter: string, title: string) => {
    const full = `Appendix ${letter}: ${title}`;
    entries.push({ title: full, dest: `appendix-${letter}` });
    boxes.push(
      book.chapter(`Appendix ${letter}`, `appendix-${letter}`, full),
      book.heading(title, 2),
    );
  };
  const item = (runs: Run[]) => boxes.push(...book.para(runs, { justify: false }));

  open('A', 'Allies');
  const start = r.allies.filter((a) => a.month === 0);
  item([
    {
      text: `${start.length} ${start.length === 1 ? 'Ally was' : 'Allies were'} with the wizard from the start; ${r.allies.length - start.length} more joined over the game. At the end, ${r.final.tower.allies} ${r.final.tower.allies === 1 ? 'was' : 'were'} in the Tower and ${r.final.quests.reduce((n, q) => n + q.allies, 0)} away on Quests or facing rivals.`,
      font: 'body',
    },
  ]);
  for (const a of r.allies)
    item([
      { text: `${a.name}: `, font: 'bold' },
      {
        text:
          a.month === 0
            ? 'with the wizard from the start.'
            : `${a.made ? 'made in the workshop' : 'recruited'} in ${when(a.month)}.`,
        font: 'body',
      },
    ]);

  open('B', 'Quests and rivals');
  if (!r.stacks.length) item([{ text: 'No Quest was found and no rival came.', font: 'body' }]);
  for (const s of r.stacks)
    item([
      { text: `${s.enemy ? 'The rival ' : 'The quest for '}${s.name}`, font: 'bold' },
      { text: ` came in ${when(s.began.month)}; `, font: 'body' },
      {
        text: s.ended
          ? `it ended in ${when(s.ended.month)}: ${prose(s.ended.how)}`
          : 'it was still open when the chronicle ends.',
        font: 'body',
      },
    ]);

  if (r.death) {
    const d = r.death;
    open('C', 'The death of the wizard');
    const told = r.journal
      .filter((e) => e.month === d.month && e.phase === d.phase)
      .map((e) => prose(e.text));
    item([
      {
        text: `${r.wizard} died in ${when(d.month)}, in phase ${d.phase}: ${d.attack.toLowerCase()} brought by the ${d.event.toLowerCase()}. The journal’s last words:`,
        font: 'body',
      },
    ]);
    boxes.push(...book.para([{ text: told.join(' '), font: 'body' }], { indent: 12 }));
  } else {
    const f = r.final;
    open('C', 'The wizard at the end');
    item([
      { text: `${r.wizard} at the end of the chronicle, ${when(f.month - 1 || 1)}:`, font: 'body' },
    ]);
    for (const x of RATINGS)
      item([
        { text: `${x.name}: `, font: 'bold' },
        { text: `${f.ratings[x.id]}`, font: 'body' },
      ]);
    for (const x of DOMAIN_FACTORS)
      item([
        { text: `${x.name}: `, font: 'bold' },
        { text: `${f.factors[x.id]}`, font: 'body' },
      ]);
    item([
      { text: 'Tower Wards: ', font: 'bold' },
      { text: `${f.towerWards}`, font: 'body' },
    ]);
    item([
      { text: 'Allies in the Tower: ', font: 'bold' },
      {
        text: `${f.tower.allies}${f.tower.items ? `, with ${f.tower.items} items` : ''}`,
        font: 'body',
      },
    ]);
    const quests = f.quests.filter((q) => !q.enemy).length;
    const rivals = f.quests.length - quests;
    item([
      { text: 'Open Quests and rivals: ', font: 'bold' },
      {
        text: `${quests} ${quests === 1 ? 'Quest' : 'Quests'}, ${rivals} ${rivals === 1 ? 'rival' : 'rivals'}`,
        font: 'body',
      },
    ]);
  }
  return { boxes, entries };
}

/** The contents: each entry with its page number set flush right, linked to its place. */
function contentsBoxes(
  book: Book,
  entries: { title: string; dest: string; page: number }[],
): Box[] {
  const boxes: Box[] = [
    {
      height: book.g.size * 1.9 * 1.6,
      ops: [
        { k: 'dest', name: 'contents' },
        { k: 'bookmark', title: 'Contents', level: 1 },
        {
          k: 'text',
          font: 'heading',
          size: book.g.size * 1.9,
          x: 0,
          y: 0,
          text: 'Contents',
          color: ACCENT,
        },
      ],
    },
  ];
  const size = book.g.size;
  for (const e of entries) {
    const num = String(e.page);
    const nw = book.m.width(num, 'body', size);
    boxes.push({
      height: book.g.leading * 1.25,
      ops: [
        { k: 'text', font: 'body', size, x: 0, y: 0, text: e.title, color: INK },
        {
          k: 'line',
          x1: book.m.width(e.title, 'body', size) + 6,
          y1: size * 0.95,
          x2: book.frameW - nw - 6,
          y2: size * 0.95,
          width: 0.3,
          color: '#999999',
        },
        { k: 'text', font: 'body', size, x: book.frameW - nw, y: 0, text: num, color: INK },
        { k: 'link', x: 0, y: 0, w: book.frameW, h: size * 1.2, dest: e.dest },
      ],
    });
  }
  return boxes;
}

function titlePages(book: Book): Page[] {
  const r = book.r;
  const g = book.g;
  const ops: Op[] = [];
  const at = (boxes: Box[], y: number): number => {
    for (const b of boxes) {
      for (const op of b.ops) ops.push(moved(op, 0, y));
      y += b.height;
    }
    return y;
  };
  let y = g.top + (g.height - g.top - g.bottom) * 0.16;
  y = at(
    book.para([{ text: r.wizard, font: 'heading', color: ACCENT }], {
      size: g.size * 2.6,
      justify: false,
      hyphenate: false,
      leading: g.size * 3.3,
    }),
    y,
  );
  y = at(
    book.para([{ text: 'A chronicle of The Wizard’s Tower', font: 'body' }], {
      size: g.size * 1.35,
      justify: false,
    }),
    y + 6,
  );
  ops.push({
    k: 'line',
    x1: 0,
    y1: y + 12,
    x2: book.frameW * 0.3,
    y2: y + 12,
    width: 0.6,
    color: ACCENT,
  });
  y += 30;
  const b = r.build;
  const last = r.months[r.months.length - 1]!.month;
  const played = r.death ? r.death.month : last;
  const lines: Run[][] = [
    [
      { text: 'The starting wizard: ', font: 'bold' },
      {
        text:
          RATINGS.map((x) => `${x.name} ${b.ratings[x.id]}`).join(', ') +
          '; ' +
          DOMAIN_FACTORS.map((x) => `${x.name} ${b.factors[x.id]}`).join(', ') +
          '.',
        font: 'body',
      },
    ],
    ...(b.allyNames.length
      ? [
          [
            { text: 'Starting Allies: ', font: 'bold' as const },
            { text: b.allyNames.join(', ') + '.', font: 'body' as const },
          ],
        ]
      : []),
    [
      { text: 'Dates of play: ', font: 'bold' },
      {
        text: `from month 1 of year 1 to ${when(played)}: ${span(played)} of game time${r.death ? ', ended by the wizard’s death' : ''}.`,
        font: 'body',
      },
    ],
    [
      { text: 'Seed: ', font: 'bold' },
      { text: `“${r.seed}”.`, font: 'body' },
    ],
    [
      { text: 'Played ', font: 'bold' },
      {
        text: r.playedBy
          ? `by the site’s auto-play, strategy ${STRATEGY_NAME(r.playedBy)}.`
          : 'in the play companion, every choice the player’s own.',
        font: 'body',
      },
    ],
  ];
  for (const l of lines) y = at(book.para(l, { justify: false }), y + 4);

  const credit = gameById('wizards-tower').credit;
  const back: Op[] = [];
  let by = g.height - g.bottom - 150;
  const backAt = (boxes: Box[]) => {
    for (const bx of boxes) {
      for (const op of bx.ops) back.push(moved(op, 0, by));
      by += bx.height;
    }
    by += 6;
  };
  const small = { size: g.size * 0.88, justify: false };
  backAt(
    book.para(
      [
        {
          text: `The rules of ${credit.work} © ${credit.year} ${credit.authors.join(' and ')} (${credit.source.label}, ${credit.source.url}), licensed under ${credit.licence.name} (${credit.licence.url}). Tower Press rewrites them in its own words, with rulings, under the same licence.`,
          font: 'body',
        },
      ],
      small,
    ),
  );
  backAt(
    book.para(
      [
        {
          text:
            'This chronicle was typeset by Tower Press from the game’s own journal: the wizard’s words month by month, the dice of every test, and the player’s notes printed as they were typed. Its text is shared under the same licence, ' +
            credit.licence.name +
            '.',
          font: 'body',
        },
      ],
      small,
    ),
  );
  return [
    { ops, head: '', furniture: false },
    { ops: back, head: '', furniture: false },
  ];
}

function moved(op: Op, dx: number, dy: number): Op {
  return op.k === 'text'
    ? { ...op, x: op.x + dx, y: op.y + dy }
    : op.k === 'line'
      ? { ...op, x1: op.x1 + dx, x2: op.x2 + dx, y1: op.y1 + dy, y2: op.y2 + dy }
      : op;
}

/** Lays the whole book out: every page's operations and the contents' page numbers. */
export function layoutChronicle(
  m: Measure,
  g: Geometry,
  r: ChronicleRecord,
): { pages: Page[]; contents: { title: string; dest: string; page: number }[] } {
  const book = new Book(m, g, r);
  const frame = { x: 0, y: g.top, height: g.height - g.top - g.bottom };
  const main = body(book);
  const charts = chartsSection(book);
  const apx = appendices(book);
  const entries = [...main.entries, { title: 'Charts', dest: 'charts' }, ...apx.entries];
  // The contents' length does not depend on its numbers: count its pages first.
  const contentsPages = paginate(
    contentsBoxes(
      book,
      entries.map((e) => ({ ...e, page: 0 })),
    ),
    frame,
  ).length;
  const first = 3 + contentsPages;
  const pages = paginate([...main.boxes, ...charts, ...apx.boxes], frame);
  const pageOf = new Map<string, number>();
  pages.forEach((p, i) => {
    for (const op of p.ops) if (op.k === 'dest') pageOf.set(op.name, first + i);
  });
  const contents = entries.map((e) => ({ ...e, page: pageOf.get(e.dest)! }));
  const contentsLaid = paginate(contentsBoxes(book, contents), frame, 'Contents');
  return { pages: [...titlePages(book), ...contentsLaid, ...pages], contents };
}

interface Outline {
  addItem(title: string): Outline;
}

interface DrawContext {
  g: Geometry;
  wizard: string;
  outline: { root: Outline; year: Outline | null };
}

/**
 * Draws book page `n` with its left edge at `dx` on the current PDF page: its operations
 * (x from the text frame's left, y from the page's top), then the running head and the folio
 * (left pages: the wizard, right pages: the section).
 */
function drawPage(doc: PdfDocument, page: Page, n: number, dx: number, c: DrawContext): void {
  const g = c.g;
  const right = n % 2 === 1;
  const left = dx + (right ? g.inside : g.outside);
  const pdf = doc as PdfDocument & {
    addNamedDestination(name: string): void;
    goTo(x: number, y: number, w: number, h: number, name: string): void;
    path(d: string): PdfDocument;
  };
  const text = (
    font: string,
    size: number,
    color: string,
    s: string,
    x: number,
    y: number,
    spacing?: number,
  ) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(s, x, y, { lineBreak: false, ...(spacing ? { wordSpacing: spacing } : {}) } as never);
  for (const op of page.ops) {
    switch (op.k) {
      case 'text':
        text(op.font, op.size, op.color, op.text, left + op.x, op.y, op.spacing);
        break;
      case 'line':
        doc
          .save()
          .lineWidth(op.width)
          .moveTo(left + op.x1, op.y1)
          .lineTo(left + op.x2, op.y2)
          .stroke(op.color)
          .restore();
        break;
      case 'path':
        doc.save().translate(left, 0).lineWidth(op.width);
        if (op.dash) doc.dash(op.dash, { space: op.dash * 0.8 });
        pdf.path(op.d).stroke(op.color);
        doc.restore();
        break;
      case 'link':
        pdf.goTo(left + op.x, op.y, op.w, op.h, op.dest);
        break;
      case 'dest':
        pdf.addNamedDestination(op.name);
        break;
      case 'bookmark':
        if (op.level === 1) c.outline.year = c.outline.root.addItem(op.title);
        else (c.outline.year ?? c.outline.root).addItem(op.title);
        break;
    }
  }
  if (!page.furniture) return;
  const size = g.size * 0.8;
  const width = (s: string, sz: number) => doc.font('body')._font.widthOfString(s, sz);
  const end = left + g.width - g.inside - g.outside;
  const headY = g.top - 20;
  const head = right ? page.head : c.wizard;
  text('body', size, MUTED, head, right ? end - width(head, size) : left, headY);
  doc
    .save()
    .lineWidth(0.4)
    .moveTo(left, headY + size + 3)
    .lineTo(end, headY + size + 3)
    .stroke('#999999')
    .restore();
  const folio = String(n);
  const fs = g.size * 0.85;
  text('body', fs, INK, folio, (left + end) / 2 - width(folio, fs) / 2, g.height - g.bottom + 12);
}

/** Pages drawn between two progress reports. */
const PROGRESS_EVERY = 20;

/** The chronicle PDF of a game record. Check `unprintableText` first for text the fonts cannot draw. */
export async function chroniclePdf(
  PDFDocument: PdfDocumentConstructor,
  fonts: FontSet,
  r: ChronicleRecord,
  options: ChronicleOptions,
): Promise<ChroniclePdf> {
  const problem = unprintableText(r, fonts);
  if (problem) throw new ChronicleTextError(problem);
  const g = geometry(options);
  const doc = createDocument(PDFDocument, {
    title: `${r.wizard}: a chronicle of The Wizard’s Tower${options.booklet ? ' (booklet)' : ''}`,
    subject: `A game of The Wizard’s Tower, ${span(r.death ? r.death.month : r.months[r.months.length - 1]!.month)} of game time, typeset by Tower Press`,
    ...(options.booklet ? { duplex: 'short' as const } : {}),
    date: options.date,
  });
  registerFonts(doc, fonts);
  const m = new Measure(doc);
  const { pages, contents } = layoutChronicle(m, g, r);
  const report = async (done: number) => {
    options.onProgress?.(done, pages.length);
    await options.pause?.();
  };
  await report(0);
  const c: DrawContext = {
    g,
    wizard: r.wizard,
    outline: { root: (doc as unknown as { outline: Outline }).outline, year: null },
  };
  if (!options.booklet) {
    for (const [i, p] of pages.entries()) {
      doc.addPage({ size: [g.width, g.height], margin: 0 });
      drawPage(doc, p, i + 1, 0, c);
      if ((i + 1) % PROGRESS_EVERY === 0) await report(i + 1);
    }
  } else {
    const sheet: [number, number] = [g.width * 2, g.height];
    for (const [i, side] of saddleStitchOrder(pages.length).entries()) {
      doc.addPage({ size: sheet, margin: 0 });
      side.forEach((n, half) => {
        if (n > 0) drawPage(doc, pages[n - 1]!, n, half * g.width, c);
      });
      if ((i + 1) % (PROGRESS_EVERY / 2) === 0) await report(Math.min(pages.length, (i + 1) * 2));
    }
  }
  await report(pages.length);
  const pdf = await collectPdf(doc);
  return {
    pdf,
    pages: pages.length,
    sides: options.booklet ? saddleStitchOrder(pages.length).length : pages.length,
    contents: contents.map(({ title, page }) => ({ title, page })),
  };
}
