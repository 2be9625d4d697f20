/**
 * Sheets never cut a text, and their forms behave: names from one
 * character to the limit print whole (read back equal) or are refused before anything is written;
 * one past the limit is refused; every field names the embedded Source Sans 3 in its own /DA and
 * has a tooltip; tick boxes are checkboxes, notes and journal multi-line; the name is one field on
 * every page; a value typed in a viewer (pdf.js) is drawn in Source Sans (read back by MuPDF);
 * SOURCE_DATE_EPOCH sets the dates.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as mupdf from 'mupdf';
import { runCli } from '../../support/run-cli.ts';
import { pdfText, textRuns } from '../../support/pdf.ts';
import { PLAYER_NAME_MAX } from '../../../src/games/heist/scoring.ts';
import { NAME_MAX as FIGURE_NAME_MAX } from '../../../src/games/wizard-figures/figure.ts';
import { NAME_MAX as WIZARD_NAME_MAX } from '../../../src/games/wizards-tower/wizard-build.ts';
import { SHEETS } from '../../../src/print/sheets/index.ts';
import { nameProblem } from '../../../src/print/sheets/names.ts';
import { loadFonts } from '../../../generators/pdf/fonts-node.ts';

const dir = mkdtempSync(join(tmpdir(), 'sheet-forms-'));
let n = 0;
const file = () => join(dir, `s${n++}.pdf`);

const open = (bytes: Uint8Array) =>
  getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false }).promise;

type Field = {
  id: string;
  type: string;
  value?: string;
  multiline?: boolean;
  page: number;
  rect?: number[];
};
async function fieldsOf(bytes: Uint8Array): Promise<Map<string, Field[]>> {
  const doc = await open(bytes);
  return (await doc.getFieldObjects()) as unknown as Map<string, Field[]>;
}

/** A name `length` characters long, as people write them (words, a hyphen, an accent). */
function nameOf(length: number): string {
  const text = 'Łucja Anne-Marie Ōta of the Northern Tower Isle and Beyond'
    .repeat(2)
    .slice(0, length);
  // A name never ends (or starts) with a space: the CLI would keep it, the field would not.
  return text.replace(/ $/, 'x');
}
const squash = (text: string) => text.replace(/\s+/g, '');

/** Whether `name` is printed whole: some runs in a row, in content order, spell it (a wrapped name is one run per line). */
async function printedWhole(bytes: Uint8Array, name: string): Promise<boolean> {
  const runs = (await textRuns(bytes)).map((r) => squash(r.str)).filter(Boolean);
  const want = squash(name);
  for (let i = 0; i < runs.length; i++) {
    let joined = '';
    for (let j = i; j < runs.length && joined.length < want.length; j++) joined += runs[j];
    if (joined === want) return true;
  }
  return false;
}

/** How each sheet takes a name: the flags, where it shows, its limit. */
const NAMED = [
  {
    kind: 'wizards-tower',
    args: (name: string) => ['--name', name],
    field: 'name',
    max: WIZARD_NAME_MAX,
  },
  {
    kind: 'figure',
    args: (name: string) => ['--name', name, '--st', '10', '--dx', '12', '--iq', '10'],
    field: 'name',
    max: FIGURE_NAME_MAX,
  },
  {
    kind: 'figure-roster',
    args: (name: string) => ['--name', name, '--st', '10', '--dx', '12', '--iq', '10'],
    field: 'figure1_name',
    max: FIGURE_NAME_MAX,
  },
  {
    kind: 'heist-scorepad',
    args: (name: string) => ['--players', `Ann,${name}`],
    field: 'player_2',
    max: PLAYER_NAME_MAX,
  },
] as const;

describe('names from one character to the limit, and one past it', () => {
  test('the limits are the registry’s and the games’ own (the site’s forms use the same)', () => {
    expect(SHEETS['wizards-tower'].name?.max).toBe(WIZARD_NAME_MAX);
    expect(SHEETS.figure.name?.max).toBe(FIGURE_NAME_MAX);
    expect(PLAYER_NAME_MAX).toBe(20);
  });

  for (const sheet of NAMED) {
    test(
      `${sheet.kind}: printed whole (flat and filled) or refused, never cut`,
      { timeout: 120_000 },
      async () => {
        const lengths = [1, 2, Math.floor(sheet.max / 2), sheet.max - 1, sheet.max];
        for (const length of lengths) {
          const name = nameOf(length);
          for (const flat of [true, false]) {
            const out = file();
            const r = await runCli(
              'sheet',
              sheet.kind,
              ...sheet.args(name),
              ...(flat ? ['--flat'] : []),
              '--out',
              out,
            );
            if (r.code !== 0) {
              // Refused: the message names the field and the text, and nothing is written.
              expect(r.code).toBe(2);
              expect(r.err).toContain('does not fit its box');
              expect(existsSync(out)).toBe(false);
              continue;
            }
            const bytes = readFileSync(out);
            if (flat) expect(await printedWhole(bytes, name)).toBe(true);
            else {
              const widgets = (await fieldsOf(bytes)).get(sheet.field)!.filter((w) => w.type);
              expect(widgets.length).toBeGreaterThan(0);
              for (const w of widgets) expect(w.value).toBe(name);
            }
          }
        }
        // Realistic names up to the limit all fit.
        const out = file();
        expect(
          (await runCli('sheet', sheet.kind, ...sheet.args(nameOf(sheet.max)), '--out', out)).code,
        ).toBe(0);
        // One past the limit: refused, naming the limit; nothing written.
        const past = file();
        const r = await runCli(
          'sheet',
          sheet.kind,
          ...sheet.args(nameOf(sheet.max + 1)),
          '--out',
          past,
        );
        expect(r.code).toBe(2);
        expect(r.err).toContain(`at most ${sheet.max} characters`);
        expect(existsSync(past)).toBe(false);
      },
    );
  }

  test('a name that fits no box (wide letters, no space to wrap at) is refused, naming it; nothing written', async () => {
    const out = file();
    const wide = 'W'.repeat(PLAYER_NAME_MAX);
    const r = await runCli(
      'sheet',
      'heist-scorepad',
      '--players',
      `Ann,${wide}`,
      '--flat',
      '--out',
      out,
    );
    expect(r.code).toBe(2);
    expect(r.err).toContain(`player 2’s name: "${wide}" does not fit its box`);
    expect(r.err).toContain('even at 6 pt');
    expect(existsSync(out)).toBe(false);
  });

  test(
    'the site’s forms ask the same question as the CLI: a name the form accepts prints, one it refuses is refused',
    { timeout: 120_000 },
    async () => {
      const fonts = loadFonts();
      for (const name of [
        'Ann',
        'Bartholomew',
        'Anne Marie Christoph',
        'W'.repeat(12),
        'W'.repeat(20),
        'Ł'.repeat(21),
      ]) {
        const out = file();
        const r = await runCli('sheet', 'heist-scorepad', '--players', `Ann,${name}`, '--out', out);
        expect(r.code === 0, name).toBe(nameProblem(fonts, 'player', name) === null);
      }
      // A figure's name prints on the figure sheet and in the roster: the form asks for both.
      for (const name of ['Odra the Grey of the Northern Tower Isle', 'W'.repeat(40), 'Morwen']) {
        let printed = true;
        for (const kind of ['figure', 'figure-roster']) {
          const args = ['--name', name, '--st', '10', '--dx', '12', '--iq', '10', '--out', file()];
          if ((await runCli('sheet', kind, ...args)).code !== 0) printed = false;
        }
        expect(printed, name).toBe(nameProblem(fonts, 'figure', name) === null);
      }
      expect(nameProblem(fonts, 'player', 'W'.repeat(20))).toContain('too wide for its box');
      expect(nameProblem(fonts, 'player', 'x'.repeat(21))).toContain('at most 20 characters');
    },
  );

  test('the issue’s examples print whole: long player names wrap or shrink, a long figure name too', async () => {
    const pad = file();
    expect(
      (
        await runCli(
          'sheet',
          'heist-scorepad',
          '--players',
          'Anne-Marie,Christopher,Bartholomew',
          '--flat',
          '--out',
          pad,
        )
      ).code,
    ).toBe(0);
    expect(await pdfText(readFileSync(pad))).toContain('Bartholomew');
    const fig = file();
    const odra = 'Odra the Grey of the Northern Tower Isle';
    expect(
      (
        await runCli(
          'sheet',
          'figure',
          '--name',
          odra,
          '--st',
          '10',
          '--dx',
          '12',
          '--iq',
          '10',
          '--flat',
          '--out',
          fig,
        )
      ).code,
    ).toBe(0);
    expect(squash(await pdfText(readFileSync(fig)))).toContain(squash(odra));
  });

  test('a filled appearance never starts outside its box', async () => {
    const out = file();
    await runCli(
      'sheet',
      'heist-scorepad',
      '--players',
      'Anne Marie Christoph,Bartholomew',
      '--out',
      out,
    );
    const doc = mupdf.PDFDocument.openDocument(
      readFileSync(out),
      'application/pdf',
    ) as mupdf.PDFDocument;
    const widgets = (doc.loadPage(0) as mupdf.PDFPage).getWidgets();
    let seen = 0;
    for (const w of widgets) {
      const ap = w.getObject().get('AP');
      if (!ap.isDictionary() || !w.getValue()) continue;
      const stream = ap.get('N').readStream().asString();
      const bbox = ap.get('N').get('BBox');
      for (const m of stream.matchAll(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm/g)) {
        seen++;
        expect(Number(m[1])).toBeGreaterThanOrEqual(2);
        expect(Number(m[2])).toBeGreaterThan(0);
        expect(Number(m[1])).toBeLessThan(bbox.get(2).asNumber());
      }
    }
    expect(seen).toBeGreaterThanOrEqual(4);
  });
});

describe('forms that behave', { timeout: 120_000 }, () => {
  const raw = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

  test.each(['wizards-tower', 'figure', 'figure-roster', 'heist-scorepad'])(
    '%s: every field has its own /DA naming the embedded form font at a fixed size, and a tooltip',
    async (kind) => {
      const out = file();
      expect((await runCli('sheet', kind, '--out', out)).code).toBe(0);
      const doc = mupdf.PDFDocument.openDocument(
        readFileSync(out),
        'application/pdf',
      ) as mupdf.PDFDocument;
      const form = doc.getTrailer().get('Root').get('AcroForm');
      expect(form.get('NeedAppearances').asBoolean()).toBe(false);
      const font = form.get('DR').get('Font').get('SrcSans');
      // The whole font (no subset tag), embedded, so any Latin Extended-A letter types.
      expect(font.get('BaseFont').asName()).toBe('SourceSans3-Regular');
      const descendant = font.get('DescendantFonts').get(0);
      expect(descendant.get('FontDescriptor').get('FontFile2').isStream()).toBe(true);
      expect(font.get('ToUnicode').isStream()).toBe(true);
      const fields = form.get('Fields');
      expect(fields.length).toBeGreaterThan(10);
      for (let i = 0; i < fields.length; i++) {
        const f = fields.get(i);
        const da = f.get('DA').asString();
        expect(da).toMatch(/^\/SrcSans (\d+(\.\d+)?) Tf 0 g$/);
        expect(Number(/ (\S+) Tf/.exec(da)![1])).toBeGreaterThan(0);
        expect(f.get('TU').asString().length).toBeGreaterThan(2);
      }
    },
  );

  test('tick boxes are checkboxes with ticked and empty looks; notes and journal are multi-line', async () => {
    const wizard = file();
    await runCli('sheet', 'wizards-tower', '--out', wizard);
    const fields = await fieldsOf(readFileSync(wizard));
    const kinds = (name: string) =>
      fields
        .get(name)!
        .filter((w) => w.type)
        .map((w) => w.type);
    expect(kinds('quest1_challenge1_down')).toEqual(['checkbox']);
    expect(kinds('month1_phase1')).toEqual(['checkbox']);
    expect(fields.get('journal1_text')!.find((w) => w.type)!.multiline).toBe(true);
    expect(fields.get('journal2_text')!.find((w) => w.type)!.multiline).toBe(true);
    const figure = file();
    await runCli('sheet', 'figure', '--out', figure);
    const ff = await fieldsOf(readFileSync(figure));
    expect(ff.get('notes')!.find((w) => w.type)!.multiline).toBe(true);
    expect(ff.get('st_1')!.find((w) => w.type)!.type).toBe('checkbox');
    const doc = mupdf.PDFDocument.openDocument(
      readFileSync(figure),
      'application/pdf',
    ) as mupdf.PDFDocument;
    const box = (doc.loadPage(0) as mupdf.PDFPage)
      .getWidgets()
      .find((w) => w.getName() === 'st_1')!;
    const looks = box.getObject().get('AP').get('N');
    expect(looks.get('Yes').isStream()).toBe(true);
    expect(looks.get('Off').isStream()).toBe(true);
  });

  test('the wizard’s name is one field with a widget on each of the four pages', async () => {
    const out = file();
    await runCli('sheet', 'wizards-tower', '--name', 'Łucja Ōta', '--out', out);
    const widgets = (await fieldsOf(readFileSync(out))).get('name')!.filter((w) => w.type);
    expect(widgets.map((w) => w.page)).toEqual([0, 1, 2, 3]);
    expect(widgets.every((w) => w.value === 'Łucja Ōta')).toBe(true);
  });

  test('a value typed in pdf.js is drawn in the embedded Source Sans 3 (read back by MuPDF), Ł and Ō included', async () => {
    const out = file();
    await runCli('sheet', 'wizards-tower', '--out', out);
    const doc = await open(readFileSync(out));
    const fields = (await doc.getFieldObjects()) as unknown as Map<string, Field[]>;
    for (const w of fields.get('name')!.filter((w) => w.type))
      doc.annotationStorage.setValue(w.id, { value: 'Łucja Ōta' });
    for (const w of fields.get('journal1_text')!.filter((w) => w.type))
      doc.annotationStorage.setValue(w.id, { value: 'Ōta met Łucja at the Tower gate' });
    const saved = await doc.saveDocument();
    const pdf = mupdf.PDFDocument.openDocument(saved, 'application/pdf') as mupdf.PDFDocument;
    pdf.bake();
    const lines: { text: string; font: string }[] = [];
    for (const p of [0, 2]) {
      const st = JSON.parse(pdf.loadPage(p).toStructuredText('preserve-whitespace').asJSON());
      for (const b of st.blocks)
        for (const l of b.lines ?? []) lines.push({ text: l.text, font: l.font.name });
    }
    // The name on pages 1 and 3, the journal on page 3.
    const typed = lines.filter((l) => l.text === 'Łucja Ōta' || l.text.startsWith('Ōta met Łucja'));
    expect(typed.length).toBe(3);
    for (const l of typed) expect(l.font).toBe('SourceSans3-Regular');
  });

  test('the header says PDF 1.7 (/Duplex); a sheet asks for one-sided printing at 100 %', async () => {
    const out = file();
    await runCli('sheet', 'figure', '--out', out);
    const bytes = readFileSync(out);
    expect(bytes.subarray(0, 8).toString()).toBe('%PDF-1.7');
    expect(raw(bytes)).toContain('/Duplex /Simplex');
    expect(raw(bytes)).toContain('/PrintScaling /None');
  });
});

describe('SOURCE_DATE_EPOCH', () => {
  afterEach(() => vi.unstubAllEnvs());
  const dates = async (bytes: Uint8Array) => {
    const { info } = (await (await open(bytes)).getMetadata()) as {
      info: { CreationDate: string; ModDate: string };
    };
    return [info.CreationDate, info.ModDate];
  };

  test('sets every date of sheets, maps and chronicles; unset, the fixed date; bad, refused', async () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', '1700000000');
    const sheet = file();
    const map = file();
    const chronicle = file();
    expect((await runCli('sheet', 'figure', '--out', sheet)).code).toBe(0);
    expect((await runCli('map', '--seed', 'S', '--out', map)).code).toBe(0);
    expect(
      (await runCli('chronicle', '--seed', 'S', '--months', '1', '--quiet', '--out', chronicle))
        .code,
    ).toBe(0);
    for (const out of [sheet, map, chronicle])
      expect((await dates(readFileSync(out))).map((d) => d.slice(0, 16))).toEqual([
        'D:20231114221320',
        'D:20231114221320',
      ]);
    vi.stubEnv('SOURCE_DATE_EPOCH', '');
    const fixed = file();
    expect((await runCli('sheet', 'figure', '--out', fixed)).code).toBe(0);
    expect((await dates(readFileSync(fixed)))[0]!.slice(0, 16)).toBe('D:20260101000000');
    vi.stubEnv('SOURCE_DATE_EPOCH', 'yesterday');
    const bad = file();
    const r = await runCli('sheet', 'figure', '--out', bad);
    expect(r.code).toBe(2);
    expect(r.err).toContain('SOURCE_DATE_EPOCH must be whole seconds');
    expect(existsSync(bad)).toBe(false);
  });
});

describe('maps: the seed and the link fit', () => {
  afterEach(() => vi.unstubAllEnvs());

  test('a long address wraps onto a second line and reads back whole; one too long for the room is refused', async () => {
    vi.stubEnv('SITE_URL', 'https://a-very-long-subdomain-name-for-the-games.example.org');
    vi.stubEnv('BASE_PATH', '/tower-press-sub-path/and-more/and-more-again');
    const out = file();
    const seed = 'tower-press-with-a-rather-long-seed-WWWWWWWWWWWWWWWWWWWWWWWWWW';
    expect((await runCli('map', '--seed', seed, '--out', out)).code).toBe(0);
    const text = squash(await pdfText(readFileSync(out)));
    expect(text).toContain(
      squash(
        `https://a-very-long-subdomain-name-for-the-games.example.org/tower-press-sub-path/and-more/and-more-again/solo-tower-hack/tower/?seed=${seed}&v=1`,
      ),
    );
    expect(text).toContain(squash(`Seed “${seed}”`));
    vi.stubEnv('BASE_PATH', `/${'tower-press-sub-path/'.repeat(30)}`);
    const refused = file();
    const r = await runCli('map', '--seed', 'x', '--out', refused);
    expect(r.code).toBe(2);
    expect(r.err).toContain('does not fit its box');
    expect(existsSync(refused)).toBe(false);
  });
});
