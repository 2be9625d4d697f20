import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderBlank } from '../../../generators/prebuilt-sheets.ts';
import { PREBUILT_KINDS } from '../../../src/print/sheets/index.ts';
import { loadFonts } from '../../../generators/pdf/fonts-node.ts';
import { PDFDocument } from '../../../generators/pdf/pdfkit-node.ts';
import { woffToSfnt } from '../../../src/print/woff.ts';
import { FONT_FILES } from '../../../src/print/fonts.ts';
import { fileURLToPath } from 'node:url';
import { renderWizardSheet } from '../../../src/print/sheets/wizard-sheet.ts';
import { renderFigureSheet, renderFigureRoster } from '../../../src/print/sheets/figure-sheet.ts';
import { renderHeistScorepad } from '../../../src/print/sheets/heist-scorepad.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import { runCli } from '../../support/run-cli.ts';
import { inkShare, pageCount, pdfInfo, pdfText } from '../../support/pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'sheets-'));
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
let n = 0;
const info = async (bytes: Uint8Array) => (await pdfInfo(bytes)).sizes[0];
const text = pdfText;
const latin = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const fonts = loadFonts();
const morwen = { ...EXAMPLE_BUILD, name: 'Morwen the Grey', allyNames: ['Brakk'] };

/**
 * Share of dark pixels on page 1 at 72 dpi. (mupdf draws a hairline thinner than a pixel as a
 * light grey where poppler darkened it, so at poppler's old 30 dpi a ruled sheet reads almost
 * blank; at 72 dpi the blank sheets measure 1.2–2.7 %.)
 */
const ink = (bytes: Uint8Array) => inkShare(bytes, 1, 72);

/**
 * Golden hashes of the blank A4 fillable sheets. A change to a sheet's look or data changes its
 * hash: look at the new PDF, then update the hash here.
 * journal, one name field on every page, PDF 1.6 header. Changed again when every PDF got
 * /Lang and a /Duplex print hint, /Simplex for sheets, with a PDF 1.7 header.)
 */
const GOLDEN: Record<(typeof PREBUILT_KINDS)[number], string> = {
  'wizards-tower': '3487a18026a7da7ed4259d3eed1dcc0e202e6b92c0f11e71f95fadf2090dfed8',
  figure: '37c92ab090810521fbe42b40bd4145c5847fc729a02690de035c65bc3bea61de',
  'figure-roster': 'f71a564ff89c8869e93cafde41a030e9006f878f521c22164563859752ecfa79',
  'heist-scorepad': '1f860f0ab3cefc81ca8022e3616ea1eaaa294f2806ae9ca0064b20d49a9e6986',
};

// The fillable sheets carry a form font and hundreds of fields: slower under a loaded machine.
describe('blank sheets', { timeout: 120_000 }, () => {
  test.each(PREBUILT_KINDS)(
    '%s: golden SHA-256, same bytes every time, drawn, Letter and A4',
    async (kind) => {
      const a = await renderBlank(kind, 'a4', 'fillable');
      expect(sha(await renderBlank(kind, 'a4', 'fillable'))).toBe(sha(a));
      expect(sha(a)).toBe(GOLDEN[kind]);
      expect(await info(a)).toBe('595.28 x 841.89');
      expect(await info(await renderBlank(kind, 'letter', 'flat'))).toBe('612 x 792');
      expect(ink(a)).toBeGreaterThan(0.01);
      // The form font is embedded whole (49 KB), so that any Latin Extended-A letter types.
      expect(a.length).toBeLessThan(200 * 1024);
    },
  );
});

describe('wizard sheet', () => {
  test('four pages: the two-page sheet (record; month, events and outcomes), then two journal pages; the name on every page', async () => {
    const flat = await renderWizardSheet(PDFDocument, fonts, morwen, { paper: 'a4', mode: 'flat' });
    expect(await pageCount(flat)).toBe(4);
    const pages = (await text(flat)).split('\f').filter((p) => p.trim());
    expect(pages).toHaveLength(4);
    for (const p of pages) expect(p).toContain('Morwen the Grey');
    expect(pages[0]).toContain('Brakk');
    expect(pages[0]).toContain('Enemy Wizards');
    expect(pages[0]).toContain('An Enemy Wizard’s stack (event 6)');
    expect(pages[1]).toContain('Maintain Tower Wards');
    expect(pages[1]).toContain('Your Tower is attacked');
    expect(pages[1]).toContain('as set out on page 1, under Enemy Wizards');
    expect(pages[1]).toMatch(
      /Disaster\s+Extreme Fail\s+Normal Fail\s+Normal Success\s+Extreme Success\s+Critical Success/,
    );
    expect(pages[1]).toMatch(/total 8–10/);
    // Short outcome text, printed from ACTIONS[].short.
    for (const cell of ['Nothing; the card stays', '1 Ally MAY be lost', '+1 Ally in the Tower'])
      expect(pages[1]).toContain(cell);
    expect(pages[2]).toMatch(/Month\s+Year/);
    expect(pages[3]).toMatch(/Month\s+Year/);
  });

  test('a Domain Factor lost for the month stops at 1, as the sheet says (WT-R5)', async () => {
    const printed = (
      await text(await renderWizardSheet(PDFDocument, fonts, null, { paper: 'a4', mode: 'flat' }))
    ).replace(/\s+/g, ' ');
    expect(printed).toContain('a Domain Factor stops at 1');
    expect(printed).not.toMatch(/(Factor|it) may reach 0/);
  });

  test('the two sheet pages fit on Letter and A4, filled or blank', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      for (const build of [null, morwen]) {
        expect(
          await pageCount(
            await renderWizardSheet(PDFDocument, fonts, build, { paper, mode: 'fillable' }),
          ),
        ).toBe(4);
      }
    }
  });

  test('fillable: named fields carrying the build’s values, Source Sans 3 for typing', async () => {
    const raw = latin(
      await renderWizardSheet(PDFDocument, fonts, morwen, { paper: 'letter', mode: 'fillable' }),
    );
    expect(raw).toContain('/AcroForm');
    for (const [field, value] of [
      ['name', 'Morwen the Grey'],
      ['wards_start', '2'],
      ['research_now', '3'],
      ['towerWards_start', '2'],
      ['allies_in_tower', '2'],
      ['ally_1', 'Brakk'],
    ]) {
      expect(raw).toMatch(
        new RegExp(
          `/T \\(${field}\\)[^>]*?/V \\(${value}\\)|/V \\(${value}\\)[^>]*?/T \\(${field}\\)`,
        ),
      );
    }
    expect(raw).toContain('/T (quest4_challenge7)');
    expect(raw).toContain('/T (enemy3_reward)');
    expect(raw).toContain('/PrintScaling /None');
  });
});

describe('figure sheets', () => {
  test('one page per figure; the roster holds three to a page, with as many spell lines as the sheet', async () => {
    const odra = { name: 'Odra', st: 10, dx: 12, iq: 10 };
    const sheet = await renderFigureSheet(PDFDocument, fonts, odra, { paper: 'a4', mode: 'flat' });
    expect(await pageCount(sheet)).toBe(1);
    expect(await text(sheet)).toMatch(/Odra[\s\S]*10\s+12\s+10/);
    const roster = await renderFigureRoster(PDFDocument, fonts, Array(5).fill(odra), {
      paper: 'a4',
      mode: 'fillable',
    });
    expect(await pageCount(roster)).toBe(2);
    expect(latin(roster)).toContain('/T (figure5_st)');
    expect(latin(roster)).not.toContain('/T (figure7_st)');
    expect(latin(roster)).toContain('/T (figure5_spell_14)');
  });
});

describe('Heist score pad', () => {
  test('categories as rows, five players as columns, names filled in', async () => {
    const pad = await renderHeistScorepad(PDFDocument, fonts, ['Ann', 'Bob'], {
      paper: 'a4',
      mode: 'flat',
    });
    const t = await text(pad);
    for (const row of [
      'Most Potion value',
      'Most cards of value 5',
      'Fewest curses *',
      'Last to exit * (penalty)',
      'Prestige on cards',
      'Total',
    ])
      expect(t).toContain(row);
    expect(t).toMatch(/Ann\s+Bob/);
    expect(
      latin(await renderHeistScorepad(PDFDocument, fonts, [], { paper: 'a4', mode: 'fillable' })),
    ).toContain('/T (total_p5)');
  });
});

describe('fonts', () => {
  test('WOFF unpacks to a TrueType font with the same tables', () => {
    const woff = new Uint8Array(
      readFileSync(fileURLToPath(import.meta.resolve(FONT_FILES.body[0]))),
    );
    const sfnt = woffToSfnt(woff);
    const tables = new DataView(woff.buffer, woff.byteOffset).getUint16(12);
    expect(new DataView(sfnt.buffer).getUint32(0)).toBe(
      new DataView(woff.buffer, woff.byteOffset).getUint32(4),
    );
    expect(new DataView(sfnt.buffer).getUint16(4)).toBe(tables);
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow(/Not a WOFF font/);
  });
});

describe('tower-press sheet', () => {
  test('writes each kind', async () => {
    for (const kind of PREBUILT_KINDS) {
      const out = join(dir, `cli-${kind}.pdf`);
      const { code, out: said } = await runCli('sheet', kind, '--paper', 'letter', '--out', out);
      expect(code).toBe(0);
      expect(said).toContain(`${kind} sheet, letter, fillable`);
      expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test.each([
    [
      ['wizards-tower', '--ratings', 'wards=4,research=3,power=1,allies=1,domainControl=1'],
      /breaks the starting rules:\n\s+Wards is 4; at the start every Rating is from 1 to 3\./,
    ],
    [
      ['wizards-tower', '--ratings', 'wards=2,research=3'],
      /--ratings must give all five Ratings; missing power, allies, domainControl/,
    ],
    [['wizards-tower', '--ratings', 'charm=2'], /--ratings: unknown rating "charm"/],
    [
      ['figure', '--st', '9', '--dx', '9', '--iq', '9'],
      /breaks the creation rules:\n\s+ST \+ DX \+ IQ is 27/,
    ],
    [['figure', '--st', 'x', '--dx', '9', '--iq', '9'], /--st must be a whole number, got "x"/],
    [['heist-scorepad', '--players', 'a,b,c,d,e,f'], /--players: at most 5 players, got 6/],
    [['tarot'], /unknown sheet "tarot"/],
    [['figure', '--paper', 'a5'], /--paper must be a4 or letter, got "a5"/],
    [
      ['wizards-tower', '--st', '10'],
      /--st does not apply to the wizards-tower sheet \(it is for: figure, figure-roster\)/,
    ],
    [['figure', '--ratings', 'wards=2'], /--ratings does not apply to the figure sheet/],
    [['heist-scorepad', '--name', 'Ann'], /--name does not apply to the heist-scorepad sheet/],
    [['heist-scorepad', '--players', 'Ann,,Cy'], /--players: a name is empty in "Ann,,Cy"/],
  ])('refuses %j with the rule it breaks, and writes nothing', async (args, message) => {
    const out = join(dir, `bad-${n++}.pdf`);
    const { code, err } = await runCli('sheet', ...args, '--out', out);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir).filter((f) => f.startsWith('.tower-press-'))).toEqual([]);
  });
});
