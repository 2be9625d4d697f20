/**
 * The chronicle read back: every month played has its section, every note is printed as typed,
 * the contents' page numbers are the pages the sections start on, the booklet's sides carry the
 * pages saddle-stitch order names, and the CLI writes the same bytes as the code the site runs.
 */
import { describe, expect, test, beforeAll, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../support/run-cli.ts';
import { playedSave, saveEnvelope } from '../../support/companion-game.ts';
import { pdfText } from '../../support/pdf.ts';
import { openPdf } from '../rulebook/pdf-read.ts';
import { makeChronicle } from '../../../src/print/chronicle/index.ts';
import { saddleStitchOrder } from '../../../src/lib/saddle-stitch.ts';
import { loadFonts } from '../../../generators/pdf/fonts-node.ts';
import { PDFDocument } from '../../../generators/pdf/pdfkit-node.ts';
import { monthOfYear, yearOf } from '../../../src/games/wizards-tower/engine/state.ts';
import type { CompanionSave } from '../../../src/games/wizards-tower/engine/companion.ts';

const NOTES: Record<number, string> = {
  1: '<script>alert("boo")</script> **not bold** [a link](javascript:void(0)) &amp; #not-a-heading',
  2: 'Łucja Ōta came by.\nA second line, with `code` and _underscores_ and {{ braces }}.',
  3: '\\textbf{TeX} and <b>HTML</b> and = Typst heading and $math$ and @ref',
};

let dir: string;
let save: CompanionSave;
let savePath: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tp-chronicle-'));
  save = playedSave('chronicle test', 14, NOTES);
  savePath = join(dir, 'game.json');
  writeFileSync(savePath, saveEnvelope(save));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const chronicle = async (...flags: string[]) => {
  const file = join(dir, `out-${flags.join('-').replace(/[^a-z0-9]+/gi, '-')}.pdf`);
  const run = await runCli('chronicle', ...flags, '--quiet', '--out', file);
  return { ...run, pdf: existsSync(file) ? new Uint8Array(readFileSync(file)) : null };
};

/** Text of each page, whitespace runs as one space (how a reader takes a line of a PDF). */
const pages = (pdf: Uint8Array) => {
  const doc = openPdf(pdf);
  return Array.from({ length: doc.countPages() }, (_, i) =>
    doc.loadPage(i).toStructuredText('preserve-whitespace').asText(),
  );
};

describe('a companion save typeset by `tower-press chronicle SAVE.json`', () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    const run = await chronicle(savePath);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    pdf = run.pdf!;
  });

  test('every month played has its section, in order', async () => {
    const text = await pdfText(pdf);
    let at = 0;
    for (let m = 1; m <= 14; m++) {
      const heading = `Month ${monthOfYear(m)} of year ${yearOf(m)}`;
      const found = text.indexOf(`\n${heading}\n`, at);
      expect(found, heading).toBeGreaterThan(at);
      at = found;
    }
  });

  test('every note is printed as typed, markup and all', async () => {
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const note of Object.values(NOTES))
      for (const line of note.split('\n')) expect(text).toContain(line.replace(/\s+/g, ' '));
  });

  test('the contents give the page each year, the charts and the appendices start on', async () => {
    const texts = pages(pdf);
    const contents = texts[2]!;
    const entries = [
      ...contents.matchAll(/^(Year \d+|Charts|Appendix [A-C]: [^\n]+?)\s*\n?\s*(\d+)$/gm),
    ];
    const titles = entries.map((e) => e[1]);
    expect(titles).toEqual([
      'Year 1',
      'Year 2',
      'Charts',
      'Appendix A: Allies',
      'Appendix B: Quests and rivals',
      'Appendix C: The wizard at the end',
    ]);
    for (const [, title, page] of entries) {
      const heading = title!.startsWith('Appendix') ? title!.split(':')[0]! : title!;
      const first = texts.findIndex(
        (t, i) =>
          i > 2 &&
          t
            .split('\n')
            .some((l) => l.trim() === heading || l.trim().toUpperCase() === heading.toUpperCase()),
      );
      expect(first + 1, title).toBe(Number(page));
    }
  });

  test('the title page names the wizard, the build and the dates; its back carries the attribution', () => {
    const [title, back] = pages(pdf);
    expect(title).toMatch(/A chronicle of The Wizard’s Tower/);
    expect(title).toMatch(/Wards 2, Research 3, Power 2, Allies 2, Domain Control 1/);
    expect(title).toMatch(/month 2 of year 2/);
    expect(back).toMatch(/Mick Hand/);
    expect(back).toMatch(/CC BY-SA 4\.0/);
  });

  test('the CLI writes the bytes the site’s code makes for the same save, every time', async () => {
    const direct = await makeChronicle(
      PDFDocument,
      loadFonts(),
      { kind: 'save', save },
      { paper: 'a4' },
    );
    expect(Buffer.from(direct.pdf).equals(Buffer.from(pdf))).toBe(true);
    const again = await chronicle(savePath);
    expect(Buffer.from(again.pdf!).equals(Buffer.from(pdf))).toBe(true);
  }, 120_000);
});

describe('the booklet', () => {
  test('each sheet side carries the book pages saddle-stitch order names, on landscape Letter', async () => {
    const run = await chronicle(savePath, '--booklet', '--paper', 'letter');
    expect(run.code).toBe(0);
    const doc = openPdf(run.pdf!);
    const book = await makeChronicle(
      PDFDocument,
      loadFonts(),
      { kind: 'save', save },
      { paper: 'letter', booklet: true },
    );
    const order = saddleStitchOrder(book.pages);
    expect(doc.countPages()).toBe(order.length);
    for (let i = 0; i < order.length; i++) {
      const page = doc.loadPage(i);
      const [, , w, h] = page.getBounds();
      expect([Math.round(w), Math.round(h)]).toEqual([792, 612]);
      // The folio is the only text in the bottom margin of each half.
      const folios = ['', ''];
      page.toStructuredText('preserve-whitespace').walk({
        onChar(c, origin) {
          if (origin[1] > h - 40 && c.trim()) folios[origin[0] < w / 2 ? 0 : 1] += c;
        },
      });
      // Pages 1 and 2 (the title and its back) carry no folio; blank pages carry nothing.
      const expected = order[i]!.map((p) => (p > 2 ? String(p) : ''));
      expect(folios, `side ${i + 1}`).toEqual(expected);
    }
  }, 120_000);
});

describe('bad input gets a clear message and no file', () => {
  const cases: [string, string, RegExp][] = [
    [
      'another widget’s save',
      '{"tower-press":"heist-haul","version":1,"save":{}}',
      /is a Heist haul, not a companion game/,
    ],
    [
      'a newer version',
      '{"tower-press":"companion","version":9,"save":{}}',
      /version 9, made by a newer Tower Press/,
    ],
    ['not JSON', 'hello', /not JSON/],
  ];
  test.each(cases)('%s', async (_what, text, message) => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, text);
    const run = await chronicle(file);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(message);
    expect(run.err).toMatch(/no file was written/);
    expect(run.pdf).toBeNull();
  });

  test('a tampered save (dice that do not match the seed)', async () => {
    const tampered = structuredClone(save);
    const i = tampered.steps.findIndex((s) => s.t === 'dice');
    const step = tampered.steps[i] as { faces: number[] };
    step.faces[0] = (step.faces[0]! % 6) + 1;
    const file = join(dir, 'tampered.json');
    writeFileSync(file, saveEnvelope(tampered));
    const run = await chronicle(file);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/cannot be used: step \d+: the rolled dice do not match the seed/);
    expect(run.pdf).toBeNull();
  });

  test('a note the fonts cannot draw is named before anything is made', async () => {
    const file = join(dir, 'chinese.json');
    writeFileSync(file, saveEnvelope({ ...save, notes: { ...save.notes, 2: '王 was here 😀' } }));
    const run = await chronicle(file);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(
      /The note on month 2 of year 1 has "王" \(U\+738B\), "😀" \(U\+1F600\)/,
    );
    expect(run.pdf).toBeNull();
  });

  test('flags that do not go together, an unknown strategy, too many months: usage, exit 2', async () => {
    expect((await chronicle(savePath, '--seed', 'x')).code).toBe(2);
    expect((await chronicle('--seed', 'x', '--months', '1201')).err).toMatch(
      /--months must be from 1 to 1200/,
    );
    expect((await chronicle('--seed', 'x', '--months', '3', '--strategy', 'lazy')).err).toMatch(
      /unknown strategy "lazy"/,
    );
  });
});

describe('a seeded game: `tower-press chronicle --seed S --months N`', () => {
  test('plays the game and prints every month it lasted', async () => {
    const run = await chronicle('--seed', 'short book', '--months', '6', '--strategy', 'scholar');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/Wrote .*chronicle, a4, \d+ pages/);
    const text = await pdfText(run.pdf!);
    for (let m = 1; m <= 6; m++) expect(text).toContain(`Month ${m} of year 1`);
    expect(text).toContain('strategy Scholar');
  });
});
