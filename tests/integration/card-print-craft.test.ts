/**
 * Card sheets as a print-and-play maker checks them: crop marks found on the page at both ends
 * of every cut (rendered with mupdf), short-edge backs turned, the test page's numbers read
 * back, neutrals in DeviceGray, the ink saver's white backs, filled last sheets, and the 2-up
 * map page's centre cut mark. The geometry itself is unit-tested in card-imposition.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { renderDeckPdf } from '../../src/print/cards/deck-pdf.ts';
import { cropMarks, cutLines, layoutFor, type Duplex } from '../../src/print/cards/impose.ts';
import { parseDeck } from '../../src/print/cards/schema.ts';
import { renderTowerMaps } from '../../src/print/maps/tower-map-pdf.ts';
import { generateLayouts } from '../../src/games/solo-tower-hack/layout.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';
import { mm, PAPER, PAPER_IDS } from '../../src/print/paper.ts';
import { pageCount, pdfText, renderGrey, textRuns, wordAt } from '../support/pdf.ts';

const fonts = loadFonts();
const SPELLS = 'content/cards/tower-wizwar-sample-spells.yaml';
const spells = () => parseDeck(readFileSync(SPELLS, 'utf8'), SPELLS);
const noOffset = { x: 0, y: 0 };
const DPI = 150;

/** Whether the page has ink within a pixel of (x, y) points. */
function darkNear(page: { width: number; pixels: Uint8Array }, x: number, y: number): boolean {
  const s = DPI / 72;
  const [px, py] = [Math.round(x * s), Math.round(y * s)];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++)
      if (page.pixels[(py + dy) * page.width + px + dx]! < 160) return true;
  return false;
}

/** The decoded content streams of page `n` (1-based). */
function contentOf(bytes: Uint8Array, n: number): string {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf') as mupdf.PDFDocument;
  const page = doc.findPage(n - 1);
  const contents = page.get('Contents');
  const streams = contents.isArray()
    ? Array.from({ length: contents.length }, (_, i) => contents.get(i))
    : [contents];
  return streams.map((s) => s.readStream().asString()).join('\n');
}

describe('crop marks on the page', { timeout: 120_000 }, () => {
  const modes: [string, { bleed: number; duplex: Duplex }][] = [
    ['plain', { bleed: 0, duplex: 'long' }],
    ['bleed', { bleed: 3, duplex: 'long' }],
    ['fold', { bleed: 0, duplex: 'fold' }],
    ['gutter fold', { bleed: 0, duplex: 'gutter-fold' }],
  ];
  test.each(
    PAPER_IDS.flatMap((paper) =>
      modes.map(([label, m]) => [`${paper}, ${label}`, paper, m] as const),
    ),
  )('%s: ink at both ends of every cut line', async (_l, paper, mode) => {
    const options = { paper, backOffset: noOffset, ...mode };
    const bytes = await renderDeckPdf(PDFDocument, fonts, spells(), options);
    const layout = layoutFor(spells().size, options);
    const [page] = renderGrey(bytes, DPI, [1]);
    const { marks } = cropMarks(layout);
    const { xs, ys } = cutLines(layout);
    expect(marks.length).toBe(2 * (xs.length + ys.length));
    for (const m of marks) expect(darkNear(page!, (m.x1 + m.x2) / 2, (m.y1 + m.y2) / 2)).toBe(true);
  });
});

describe('backs', { timeout: 120_000 }, () => {
  test('short-edge backs are turned: a back title reads upside down on the page, long-edge ones upright', async () => {
    const text = async (duplex: Duplex) => {
      const bytes = await renderDeckPdf(PDFDocument, fonts, spells(), {
        paper: 'a4',
        bleed: 0,
        duplex,
        backOffset: noOffset,
      });
      return contentOf(bytes, 2);
    };
    // A turned face is drawn through a 180° rotation matrix: -1 0 0 -1.
    expect(await text('short')).toMatch(/-1 0 0 -1 /);
    expect(await text('long')).not.toMatch(/-1 0 0 -1 /);
  });
});

describe('exact cell size', { timeout: 120_000 }, () => {
  test('grey backs with 3 mm bleed meet with no white seam between rows or columns', async () => {
    const options = {
      paper: 'a4' as const,
      bleed: 3,
      duplex: 'long' as const,
      backOffset: noOffset,
    };
    const bytes = await renderDeckPdf(PDFDocument, fonts, spells(), options);
    const layout = layoutFor(spells().size, options);
    expect([layout.gutterX, layout.gutterY]).toEqual([0, 0]);
    const dpi = 300;
    const [page] = renderGrey(bytes, dpi, [2]);
    const at = (x: number, y: number) =>
      page!.pixels[Math.round((y * dpi) / 72) * page!.width + Math.round((x * dpi) / 72)]!;
    const { grid, cellWidth, cellHeight } = layout;
    // Across each boundary between rows, in the bleed band (grey on both sides), every pixel is grey.
    const x = grid.left + mm(1.5);
    for (let r = 1; r < layout.rows; r++)
      for (let d = -2; d <= 2; d += 0.1)
        expect(at(x, grid.top + r * cellHeight + d)).toBeLessThan(230);
    const y = grid.top + mm(1.5);
    for (let c = 1; c < layout.cols; c++)
      for (let d = -2; d <= 2; d += 0.1)
        expect(at(grid.left + c * cellWidth + d, y)).toBeLessThan(230);
  });
});

describe('the alignment test page', { timeout: 120_000 }, () => {
  test('prints its offset, the corrected offset for a reading, and a 100 mm ruler', async () => {
    const bytes = await renderDeckPdf(PDFDocument, fonts, spells(), {
      paper: 'letter',
      bleed: 0,
      duplex: 'long',
      backOffset: { x: 0.5, y: -0.3 },
      testPage: true,
    });
    // A line may break after the hyphen of "--back-".
    const faces = (await pdfText(bytes, [1])).replace(/\s+/g, ' ').replace(/--back- /g, '--back-');
    expect(faces).toContain('printed with --back-offset 0.5,-0.3');
    expect(faces).toContain('--back-offset 0.5+A,-0.3+B');
    // 0.5 + 1 and -0.3 - 0.5.
    expect(faces).toContain('gives --back-offset 1.5,-0.8');
    expect(faces).toContain('the ruler must measure 100 mm');
    const zero = await wordAt(bytes, 1, '0');
    const hundred = await wordAt(bytes, 1, '100');
    // Left edges of the centred labels "0" and "100": 100 mm less half the extra two digits.
    expect(hundred.x - zero.x).toBeGreaterThan(mm(98));
    expect(hundred.x - zero.x).toBeLessThan(mm(101.5));
    // The backs' page carries the graduated scales: −4 … 4 on each.
    const backs = await pdfText(bytes, [2]);
    for (const n of ['-4', '-2', '2', '4']) expect(backs).toContain(n);
    expect(backs).toContain('printed with --back-offset 0.5,-0.3');
  });
});

describe('the alignment test page in every mode with backs', { timeout: 120_000 }, () => {
  const tiny = parseDeck(
    'deck: Tiny\ntemplate: text\nback: { template: plain-back, fields: { title: Tiny } }\ncards:\n  - fields: { title: A }\n',
    'tiny.yaml',
  );
  // Each duplex mode with backs on both papers; the bleed alternates so each mode sees both.
  const modes = (['long', 'short', 'fold', 'gutter-fold'] as const).flatMap((duplex, i) =>
    PAPER_IDS.map((paper, j) => [duplex, paper, 3 * ((i + j) % 2)] as const),
  );
  test.each(modes)(
    '%s, %s, %i mm bleed: offset, correction, ruler and a graduated cross behind every card',
    async (duplex, paper, bleed) => {
      const options = { paper, bleed, duplex, backOffset: { x: -0.4, y: 0.7 }, testPage: true };
      const bytes = await renderDeckPdf(PDFDocument, fonts, tiny, options);
      const text = (await pdfText(bytes, [1])).replace(/\s+/g, ' ').replace(/--back- /g, '--back-');
      expect(text).toContain('printed with --back-offset -0.4,0.7');
      expect(text).toContain('--back-offset -0.4+A,0.7+B');
      // -0.4 + 1 and 0.7 - 0.5.
      expect(text).toContain('gives --back-offset 0.6,0.2');
      // The ruler measures what the words say (100 mm where the free row is wide enough); its
      // 0 is the one on the baseline of its end mark (the crosses' scales have zeros too).
      const length = Number(/the ruler must measure (\d+) mm/.exec(text)![1]);
      expect(length).toBeGreaterThanOrEqual(40);
      const runs = await textRuns(bytes, [1]);
      // The end label, which a reader may join to the "mm" beside it.
      const end = runs.find((r) => new RegExp(`^${length}( ?mm)?$`).test(r.str.trim()))!;
      const zero = runs.find((r) => r.str.trim() === '0' && Math.abs(r.y - end.y) < 1);
      expect(end.x - zero!.x).toBeGreaterThan(mm(length - 2));
      expect(end.x - zero!.x).toBeLessThan(mm(length + 1.5));
      // The backs' side (the next page, or beyond the fold) has two scales, -4 … 4, behind
      // every card left for the crosses: all but the row or column the words take.
      const folded = duplex === 'fold' || duplex === 'gutter-fold';
      const backs = await pdfText(bytes, [folded ? 1 : 2]);
      const layout = layoutFor(tiny.size, options);
      const perSheet = layout.faces.length;
      const crosses = (backs.match(/-4/g) ?? []).length / 2;
      expect(crosses).toBeGreaterThanOrEqual(1);
      expect(crosses).toBeLessThanOrEqual(perSheet === 1 ? 1 : perSheet - 1);
      expect(backs.match(/(?<![-\d])4(?!\d)/g)?.length).toBeGreaterThanOrEqual(2 * crosses);
    },
  );
});

describe('ink', { timeout: 120_000 }, () => {
  test('neutrals are DeviceGray: no RGB grey or black is set anywhere', async () => {
    const bytes = await renderDeckPdf(PDFDocument, fonts, spells(), {
      paper: 'a4',
      bleed: 3,
      duplex: 'long',
      backOffset: noOffset,
      testPage: true,
    });
    for (let n = 1; n <= (await pageCount(bytes)); n++) {
      const content = contentOf(bytes, n);
      expect(content).toMatch(/\d(\.\d+)? [gG]\b/);
      const rgb = [...content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (scn|SCN|rg|RG)\b/g)];
      expect(rgb.filter((m) => m[1] === m[2] && m[2] === m[3])).toEqual([]);
    }
  });

  test('--ink-saver: backs are outlined, not filled grey', async () => {
    const grey = async (inkSaver: boolean) => {
      const bytes = await renderDeckPdf(PDFDocument, fonts, spells(), {
        paper: 'a4',
        bleed: 0,
        duplex: 'long',
        backOffset: noOffset,
        inkSaver,
      });
      const [page] = renderGrey(bytes, 30, [2]);
      // The backs' grey (#d4d4d4 = 212) as a fill; lines' anti-aliased edges seldom land on it.
      return page!.pixels.filter((p) => Math.abs(p - 212) <= 4).length / page!.pixels.length;
    };
    const normal = await grey(false);
    const saver = await grey(true);
    expect(normal).toBeGreaterThan(0.05);
    expect(saver).toBeLessThan(normal / 20);
  });
});

describe('--fill-blanks', { timeout: 120_000 }, () => {
  test('the last sheet is filled with the deck’s blank card (marked blank: true)', async () => {
    const deck = parseDeck(
      'deck: D\ntemplate: text\ncards:\n  - {count: 4, fields: {title: Arrow}}\n  - {blank: true, fields: {title: Write here}}\n',
      'd.yaml',
    );
    expect(deck.blank?.fields).toEqual({ title: 'Write here' });
    const bytes = await renderDeckPdf(PDFDocument, fonts, deck, {
      paper: 'a4',
      bleed: 0,
      duplex: 'none',
      backOffset: noOffset,
      fillBlanks: true,
    });
    const text = await pdfText(bytes, [1]);
    expect(text.match(/Arrow/g)).toHaveLength(4);
    expect(text.match(/Write here/g)).toHaveLength(9 - 4);
  });

  test('a deck whose template needs no field has the empty card as its blank; others have none', () => {
    expect(
      parseDeck('deck: D\ntemplate: tw-spell\ncards: [{fields: {name: A}}]', 'd.yaml').blank,
    ).toBeDefined();
    expect(
      parseDeck(
        'deck: D\ntemplate: tw-token\nback: none\ncards: [{fields: {kind: gold}}]',
        'd.yaml',
      ).blank,
    ).toBeUndefined();
  });
});

describe('the 2-up map page', { timeout: 120_000 }, () => {
  test.each(PAPER_IDS)('%s: a cut mark at both ends of the centre line', async (paper) => {
    const bytes = await renderTowerMaps(PDFDocument, fonts, generateLayouts('cut', 2), {
      paper,
      perPage: 2,
      siteRoot: 'https://example.org/',
    });
    const [page] = renderGrey(bytes, DPI, [1]);
    const w = PAPER[paper].height; // landscape
    const h = PAPER[paper].width;
    expect(darkNear(page!, w / 2, mm(7))).toBe(true);
    expect(darkNear(page!, w / 2, h - mm(7))).toBe(true);
  });
});
