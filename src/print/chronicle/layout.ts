/**
 * A small typesetter on pdfkit, the same code in Node and the browser: paragraphs broken into
 * justified, hyphenated lines, then flowed onto pages (headings kept with what follows them).
 * Pages are plain lists of drawing operations, so one book can be drawn one page to a sheet or
 * two to a sheet (the booklet) and its contents know every page number before anything is drawn.
 */
import type { FontRole } from '../fonts.ts';
import type { PdfDocument, PdfEmbeddedFont } from '../types.ts';
import { hyphenParts } from './hyphenate.ts';

export type Op =
  | {
      k: 'text';
      font: FontRole;
      size: number;
      x: number;
      y: number;
      text: string;
      color: string;
      /** Extra space after each word (justified lines). */
      spacing?: number;
    }
  | { k: 'line'; x1: number; y1: number; x2: number; y2: number; width: number; color: string }
  | { k: 'path'; d: string; width: number; color: string; dash?: number; fill?: boolean }
  /** A link to a named place in the book. */
  | { k: 'link'; x: number; y: number; w: number; h: number; dest: string }
  /** A named place (for links), and a bookmark at this page. */
  | { k: 'dest'; name: string }
  | { k: 'bookmark'; title: string; level: 1 | 2 };

/** A piece of text in one font. */
export interface Run {
  text: string;
  font: FontRole;
  color?: string;
}

export interface ParagraphStyle {
  size: number;
  leading: number;
  justify: boolean;
  hyphenate: boolean;
  /** Left indent (points) within the frame. */
  indent?: number;
  color?: string;
}

/** A line or block ready to place: its height and its operations relative to its top left. */
export interface Box {
  height: number;
  ops: Op[];
  /** Space above when it is not at the top of a page. */
  above?: number;
  /** Never the last box on a page (headings). */
  keepWithNext?: boolean;
  /** Starts a new page. */
  pageBreak?: boolean;
  /** The running head from here on. */
  head?: string;
}

export const INK = '#222222';
export const ACCENT = '#5b2c0f';
export const MUTED = '#555555';

/**
 * Measures words in the document's registered fonts, remembering each width: a book measures
 * every word several times (line breaking, justifying, placing), and a width is a table lookup
 * by font, then size, then text (no key string built per lookup).
 */
export class Measure {
  readonly #fonts = new Map<FontRole, PdfEmbeddedFont>();
  readonly #widths = new Map<FontRole, Map<number, Map<string, number>>>();
  constructor(doc: PdfDocument) {
    for (const role of ['body', 'bold', 'heading'] as const) {
      doc.font(role);
      this.#fonts.set(role, doc._font);
      this.#widths.set(role, new Map());
    }
  }
  width(text: string, font: FontRole, size: number): number {
    const bySize = this.#widths.get(font)!;
    let widths = bySize.get(size);
    if (!widths) bySize.set(size, (widths = new Map()));
    let w = widths.get(text);
    if (w === undefined) {
      w = this.#fonts.get(font)!.widthOfString(text, size);
      widths.set(text, w);
    }
    return w;
  }
}

interface Word {
  text: string;
  font: FontRole;
  color: string;
  /** Whether a space follows it in the source (false inside "word" + "."-style joins). */
  space: boolean;
}

/** Splits runs into words; `keepSpaces` keeps every space as typed (a note is printed verbatim). */
function words(runs: readonly Run[], keepSpaces: boolean, color: string): Word[] {
  const out: Word[] = [];
  for (const r of runs) {
    const parts = keepSpaces ? r.text.split(' ') : r.text.split(/\s+/).filter(Boolean);
    const leading = !keepSpaces && /^\s/.test(r.text);
    if (leading && out.length) out[out.length - 1]!.space = true;
    parts.forEach((p, i) => {
      out.push({
        text: p,
        font: r.font,
        color: r.color ?? color,
        space: i < parts.length - 1 || (!keepSpaces && /\s$/.test(r.text)),
      });
    });
  }
  return out;
}

/**
 * Breaks runs into lines of `width`, first fit, hyphenating where a word does not fit (never
 * notes: `style.hyphenate` false), and justifies all but the last line. Returns one box per line.
 */
export function paragraph(
  m: Measure,
  runs: readonly Run[],
  width: number,
  style: ParagraphStyle,
): Box[] {
  const color = style.color ?? INK;
  const size = style.size;
  const indent = style.indent ?? 0;
  const avail = width - indent;
  const space = m.width(' ', 'body', size);
  const queue = words(runs, !style.justify, color);
  const lines: Word[][] = [];
  let line: Word[] = [];
  let used = 0;
  const gap = (prev: Word | undefined) => (prev && prev.space ? space : 0);
  for (let i = 0; i < queue.length; i++) {
    const w = queue[i]!;
    const ww = m.width(w.text, w.font, size);
    const need = gap(line[line.length - 1]) + ww;
    if (used + need <= avail) {
      line.push(w);
      used += need;
      continue;
    }
    // Try to hyphenate into what is left of the line.
    const room = avail - used - gap(line[line.length - 1]);
    const split = splitWord(m, w, room, size, style.hyphenate);
    if (split) {
      line.push(split[0]);
      lines.push(line);
      line = [];
      used = 0;
      queue[i] = split[1];
      i--;
      continue;
    }
    if (line.length) {
      lines.push(line);
      line = [];
      used = 0;
      i--;
      continue;
    }
    // A word longer than a whole line (a long web address in a note): cut it where it must.
    const cut = forceCut(m, w, avail, size);
    lines.push([cut[0]]);
    queue[i] = cut[1];
    i--;
  }
  if (line.length) lines.push(line);
  return lines.map((ln, n) => lineBox(m, ln, indent, avail, size, style, n < lines.length - 1));
}

function splitWord(
  m: Measure,
  w: Word,
  room: number,
  size: number,
  hyphenate: boolean,
): [Word, Word] | null {
  if (!hyphenate || room <= 0) return null;
  const parts = hyphenParts(w.text);
  for (let k = parts.length - 1; k > 0; k--) {
    const head = parts.slice(0, k).join('') + '-';
    if (m.width(head, w.font, size) <= room)
      return [
        { ...w, text: head, space: false },
        { ...w, text: parts.slice(k).join('') },
      ];
  }
  return null;
}

function forceCut(m: Measure, w: Word, avail: number, size: number): [Word, Word] {
  const chars = [...w.text];
  let k = chars.length - 1;
  while (k > 1 && m.width(chars.slice(0, k).join(''), w.font, size) > avail) k--;
  return [
    { ...w, text: chars.slice(0, k).join(''), space: false },
    { ...w, text: chars.slice(k).join('') },
  ];
}

function lineBox(
  m: Measure,
  line: Word[],
  indent: number,
  avail: number,
  size: number,
  style: ParagraphStyle,
  justify: boolean,
): Box {
  const space = m.width(' ', 'body', size);
  const natural = line.reduce(
    (n, w, i) => n + m.width(w.text, w.font, size) + (i > 0 && line[i - 1]!.space ? space : 0),
    0,
  );
  const gaps = line.slice(0, -1).filter((w) => w.space).length;
  const extra = style.justify && justify && gaps ? Math.max(0, (avail - natural) / gaps) : 0;
  const ops: Op[] = [];
  const baseline = 0; // pdfkit places text by its top; lines are as tall as their leading
  let x = indent;
  // One text operation per run of words in the same font and colour.
  let start = 0;
  while (start < line.length) {
    let end = start;
    while (
      end + 1 < line.length &&
      line[end + 1]!.font === line[start]!.font &&
      line[end + 1]!.color === line[start]!.color &&
      line[end]!.space
    )
      end++;
    const seg = line.slice(start, end + 1);
    const text = seg.map((w, i) => w.text + (i < seg.length - 1 ? ' ' : '')).join('');
    ops.push({
      k: 'text',
      font: seg[0]!.font,
      size,
      x,
      y: baseline,
      text,
      color: seg[0]!.color,
      ...(extra && seg.length > 1 ? { spacing: extra } : {}),
    });
    for (let i = 0; i < seg.length; i++) {
      x += m.width(seg[i]!.text, seg[i]!.font, size);
      if (seg[i]!.space && (i < seg.length - 1 || end < line.length - 1)) x += space + extra;
    }
    start = end + 1;
  }
  return { height: style.leading, ops };
}

/** A page of the book: its operations (absolute, top-left origin) and its running head. */
export interface Page {
  ops: Op[];
  head: string;
  /** Whether a running head and folio are drawn (not on the title page and its back). */
  furniture: boolean;
}

/** Flows boxes onto pages of the given frame height, keeping headings with what follows. */
export function paginate(
  boxes: readonly Box[],
  frame: { x: number; y: number; height: number },
  startHead = '',
): Page[] {
  const pages: Page[] = [];
  let page: Page | null = null;
  let y = 0;
  let head = startHead;
  const newPage = () => {
    page = { ops: [], head, furniture: true };
    pages.push(page);
    y = 0;
  };
  for (let i = 0; i < boxes.length; i++) {
    const b = boxes[i]!;
    if (b.head !== undefined) head = b.head;
    if (!page || b.pageBreak) newPage();
    let need = (y > 0 ? (b.above ?? 0) : 0) + b.height;
    // A heading takes the next boxes it is kept with, and one line more, or goes to the next page.
    if (b.keepWithNext) {
      let j = i;
      while (boxes[j]?.keepWithNext && boxes[j + 1]) {
        need += (boxes[j + 1]!.above ?? 0) + boxes[j + 1]!.height;
        j++;
      }
    }
    if (y > 0 && y + need > frame.height) newPage();
    if (y > 0) y += b.above ?? 0;
    // A page's head is the section in force where the page begins.
    if (y === 0) page!.head = head;
    for (const op of b.ops) page!.ops.push(shift(op, frame.x, frame.y + y));
    y += b.height;
  }
  return pages;
}

function shift(op: Op, dx: number, dy: number): Op {
  switch (op.k) {
    case 'text':
      return { ...op, x: op.x + dx, y: op.y + dy };
    case 'line':
      return { ...op, x1: op.x1 + dx, x2: op.x2 + dx, y1: op.y1 + dy, y2: op.y2 + dy };
    case 'link':
      return { ...op, x: op.x + dx, y: op.y + dy };
    case 'path':
      return { ...op, d: translatePath(op.d, dx, dy) };
    default:
      return op;
  }
}

/** Moves absolute SVG path data (M/L/Z with x,y pairs, as the charts write it). */
function translatePath(d: string, dx: number, dy: number): string {
  return d.replace(
    /(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${round(Number(x) + dx)} ${round(Number(y) + dy)}`,
  );
}

export const round = (n: number): number => Math.round(n * 100) / 100;
