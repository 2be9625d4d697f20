/**
 * Card decks as files: PDFs (page counts, golden hashes, text, where backs land), card images
 * drawn by satori and resvg, tabletop sheets and the tower-press cards command. The deck format,
 * imposition and text measuring are unit-tested in tests/unit/cards.test.ts.
 */
import * as mupdf from 'mupdf';
import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeckError, parseDeck } from '../../src/print/cards/schema.ts';
import { renderDeckPdf } from '../../src/print/cards/deck-pdf.ts';
import { cardPng } from '../../generators/cards/png.ts';
import { vttSheetPaths, vttSheets } from '../../generators/cards/vtt.ts';
import { cardSvg, deckTextProblems } from '../../src/print/cards/render.ts';
import { Resvg } from '@resvg/resvg-js';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';
import { SHIPPED_DECKS } from '../../src/site/downloads.ts';
import { runCli } from '../support/run-cli.ts';
import { pageCount, pdfText, wordAt } from '../support/pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'cards-'));
const fonts = loadFonts();
const QUEST_FILE = 'content/cards/wizards-tower-quest.yaml';
const questDeck = () => parseDeck(readFileSync(QUEST_FILE, 'utf8'), QUEST_FILE);
const problems = (text: string, file = 'deck.yaml') => {
  try {
    parseDeck(text, file);
  } catch (e) {
    if (e instanceof DeckError) return e.problems;
    throw e;
  }
  return [];
};

describe('deck PDFs', () => {
  const options = {
    paper: 'a4' as const,
    bleed: 0,
    duplex: 'long' as const,
    backOffset: { x: 0, y: 0 },
  };
  const pages = pageCount;

  test('the quest deck: a face page and a back page per 9 cards; golden SHA-256; under 1 MB; text selectable', async () => {
    const bytes = await renderDeckPdf(PDFDocument, fonts, questDeck(), options);
    expect(await pages(bytes)).toBe(2 * Math.ceil(55 / 9));
    expect(bytes.length).toBeLessThan(1024 * 1024);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(QUEST_DECK_SHA256);
    const text = await pdfText(bytes, [1]);
    expect(text).toContain('Ace of Hearts');
    expect(text).toContain('2 Advantages');
  }, 120_000); // the first deck pays for loading satori and the fonts

  test('fold mode and no backs change the page count; a test page adds a page per side', async () => {
    const deck = parseDeck(
      'deck: D\ntemplate: text\ncards: [{count: 4, fields: {title: A}}]',
      'd.yaml',
    );
    expect(
      await pages(await renderDeckPdf(PDFDocument, fonts, deck, { ...options, duplex: 'none' })),
    ).toBe(1);
    expect(
      await pages(await renderDeckPdf(PDFDocument, fonts, deck, { ...options, duplex: 'fold' })),
    ).toBe(2);
    expect(
      await pages(await renderDeckPdf(PDFDocument, fonts, deck, { ...options, testPage: true })),
    ).toBe(4);
  });

  test('PNG preview of a card is a drawn image', async () => {
    const png = await cardPng(
      'wt-quest',
      { rank: 'K', suit: 'spades' },
      { width: 63, height: 88 },
      fonts,
      300,
    );
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
    expect(new DataView(png.buffer, png.byteOffset).getUint32(16)).toBe(300); // IHDR width
    expect(png.length).toBeGreaterThan(5000);
  });
});

describe('tokens and single-sided decks', { timeout: 120_000 }, () => {
  /** The token's dark pixels, rendered at `px` pixels a side. */
  async function tokenInk(kind: string, px = 200) {
    const svg = await cardSvg('tw-token', { kind }, { width: 25, height: 25 }, 0, fonts, 'png');
    const image = new Resvg(svg, {
      fitTo: { mode: 'width', value: px },
      background: '#ffffff',
    }).render();
    const pixels = image.pixels; // a getter that copies the whole image: read it once
    const dark = (x: number, y: number) => pixels[(y * px + x) * 4]! < 128;
    return { dark, px };
  }

  test.each(['gold', 'silver', 'bronze', 'harm'])(
    'a %s token is a whole circle inside the 3 mm safe zone (no flat sides)',
    async (kind) => {
      const { dark, px } = await tokenInk(kind);
      const safe = Math.floor((3 / 25) * px) - 1;
      let left = px;
      for (let y = 0; y < px; y++)
        for (let x = 0; x < px; x++) if (dark(x, y)) left = Math.min(left, x);
      expect(left).toBeGreaterThanOrEqual(safe);
      // A circle touches its leftmost column over a short arc; a clipped one runs down a long flat side.
      let run = 0;
      for (let y = 0; y < px; y++) if (dark(left, y)) run++;
      expect(run).toBeLessThan(px * 0.12);
    },
  );

  test('back: none makes a single-sided deck: faces only, in every mode', async () => {
    const deck = parseDeck(
      'deck: T\ntemplate: tw-token\nback: none\ncards: [{count: 3, fields: {kind: gold}}]',
      't.yaml',
    );
    expect(deck.back).toBeNull();
    const options = { paper: 'a4' as const, bleed: 0, backOffset: { x: 0, y: 0 } };
    const pages = pageCount;
    for (const duplex of ['long', 'short', 'fold', 'none'] as const)
      expect(
        await pages(await renderDeckPdf(PDFDocument, fonts, deck, { ...options, duplex })),
      ).toBe(1);
    expect(
      problems('deck: T\ntemplate: tw-token\nback: nothing\ncards: [{fields: {kind: gold}}]'),
    ).toContain(
      'deck.yaml: back: must be a mapping with "template" and "fields", or none for a single-sided deck',
    );
  });
});

describe('card text set smaller to fit', { timeout: 120_000 }, () => {
  const textProblems = (yaml: string) => deckTextProblems(parseDeck(yaml, 'd.yaml'), fonts);

  test('a quest card gives both rank and suit (a card of the deck) or neither (a blank quest card)', () => {
    const quest = (fields: string) =>
      textProblems(`deck: D\ntemplate: wt-quest\ncards: [{fields: ${fields}}]`);
    expect(quest('{rank: A, suit: hearts}')).toEqual([]);
    expect(quest('{}')).toEqual([]);
    expect(quest('{rank: A}')).toEqual([
      'd.yaml: card 1: field "suit": give both rank and suit, or neither for a blank quest card',
    ]);
    expect(quest('{suit: spades}')).toEqual([
      'd.yaml: card 1: field "rank": give both rank and suit, or neither for a blank quest card',
    ]);
  });

  test('text that fits only smaller is set smaller: a 28-character spell name wraps under the cost circle and prints', async () => {
    const yaml =
      'deck: D\ntemplate: tw-spell\ncards: [{fields: {name: "Fireball of the Long Nightfa", cost: 12, text: ["' +
      'Deal 3 damage to a target. '.repeat(6) +
      '"]}}]';
    expect(textProblems(yaml)).toEqual([]);
    const svg = await cardSvg(
      'tw-spell',
      parseDeck(yaml, 'd.yaml').cards[0]!.fields,
      { width: 63, height: 88 },
      0,
      fonts,
      'pdf',
    );
    const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(6);
    expect(Math.min(...sizes)).toBeLessThan(7.5);
  });
});

describe('tabletop sheets', { timeout: 120_000 }, () => {
  test('at most 10 × 7 cards to an image: 55 cards make one 10 × 6 sheet', async () => {
    const [sheet, ...rest] = await vttSheets(questDeck(), fonts, 100);
    expect(rest).toEqual([]);
    const view = new DataView(sheet!.buffer, sheet!.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([
      1000,
      Math.round(6 * 100 * (88 / 63)),
    ]);
  });
});

describe('tower-press cards', { timeout: 120_000 }, () => {
  test('writes the deck PDF', async () => {
    const out = join(dir, 'cli.pdf');
    const { code, out: said } = await runCli(
      'cards',
      QUEST_FILE,
      '--paper',
      'letter',
      '--bleed',
      '3',
      '--duplex',
      'fold',
      '--out',
      out,
    );
    expect(code).toBe(0);
    expect(said).toContain(
      "The Wizard's Tower quest deck, 55 cards, letter, 3 mm bleed, duplex fold",
    );
  });

  test('gutter fold, cut lines, ink saver and blanks to fill the last sheet', async () => {
    const folder = mkdtempSync(join(dir, 'craft-'));
    const deck = join(folder, 'deck.yaml');
    writeFileSync(
      deck,
      'deck: Craft\ntemplate: text\ncards:\n  - {count: 5, fields: {title: Arrow}}\n  - {blank: true, fields: {title: Blank}}\n',
    );
    const out = join(folder, 'deck.pdf');
    const { code, out: said } = await runCli(
      'cards',
      deck,
      '--duplex',
      'gutter-fold',
      '--cut-lines',
      '--ink-saver',
      '--fill-blanks',
      '--out',
      out,
    );
    expect(code).toBe(0);
    expect(said).toContain('Craft, 6 cards and 2 blanks to fill the last sheet, a4');
    const bytes = readFileSync(out);
    // 6 cards, 4 a landscape sheet: two sheets, the second filled with 2 more blanks.
    expect(await pageCount(bytes)).toBe(2);
    expect((await pdfText(bytes, [2])).match(/Blank/g)).toHaveLength(3);
  });

  test.each([
    [['--bleed', '2'], /--bleed must be 0, 3 \(mm\) or 1\/8in, got "2"/],
    [['--bleed', ''], /--bleed must be 0, 3 \(mm\) or 1\/8in, got ""/],
    [['--duplex', 'both'], /--duplex must be long, short, fold, gutter-fold, none, got "both"/],
    [['--back-offset', '1'], /--back-offset must be X,Y in millimetres/],
    [['--back-offset', '20,0'], /within ±10 mm/],
    [['--vtt', 'sheet.jpg'], /--vtt must name a \.png file/],
    [
      ['--paper', 'letter', '--back-offset', '9,9'],
      /--back-offset 9,9 would put backs inside the 5 mm border of US Letter in this layout; the largest that fits: X from -5\.4 to 5\.4, Y from -2\.7 to 2\.7 \(mm\)/,
    ],
  ])('bad flags are named: %j', async (flags, message) => {
    const out = join(dir, 'never.pdf');
    const { code, err } = await runCli('cards', QUEST_FILE, ...flags, '--out', out);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });

  test('--fill-blanks on a deck with no blank card is refused, saying how to give it one', async () => {
    const deck = join(mkdtempSync(join(dir, 'noblank-')), 'draft.yaml');
    writeFileSync(deck, 'deck: D\ntemplate: tw-draft\ncards: [{fields: {number: 1}}]\n');
    const out = join(dir, 'never.pdf');
    const { code, err } = await runCli('cards', deck, '--fill-blanks', '--out', out);
    expect(code).toBe(2);
    expect(err).toMatch(
      /--fill-blanks: .*draft\.yaml has no blank card; mark one card "blank: true"/,
    );
    expect(existsSync(out)).toBe(false);
  });

  describe('--vtt: the PDF and the sheet images are written all together or not at all', () => {
    const tiny = () => {
      const folder = mkdtempSync(join(dir, 'vtt-'));
      const deck = join(folder, 'deck.yaml');
      writeFileSync(
        deck,
        'deck: Tiny\ntemplate: text\ncards:\n  - fields: {title: A}\n  - fields: {title: B}\n',
      );
      return { folder, deck, pdf: join(folder, 'deck.pdf'), png: join(folder, 'sheet.png') };
    };

    test('both written, nothing else left in the folder', async () => {
      const { folder, deck, pdf, png } = tiny();
      const { code, out } = await runCli('cards', deck, '--vtt', png, '--out', pdf);
      expect(code).toBe(0);
      expect(out).toContain(`Wrote ${png}: tabletop sheet 1 of 1`);
      expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
      expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
      expect(readdirSync(folder).sort()).toEqual(['deck.pdf', 'deck.yaml', 'sheet.png']);
    });

    test('the image cannot be written: no PDF is left behind, an older PDF is kept, exit 1', async () => {
      const { folder, deck, pdf, png } = tiny();
      // A link to /dev/full: writing the image fails with "no space left".
      symlinkSync('/dev/full', png);
      const fresh = await runCli('cards', deck, '--vtt', png, '--out', pdf);
      expect(fresh.code).toBe(1);
      expect(fresh.err).toBe(
        `tower-press: could not write ${png}: no space left on the device (ENOSPC)\n`,
      );
      expect(fresh.out).toBe('');
      expect(readdirSync(folder).sort()).toEqual(['deck.yaml', 'sheet.png']);

      writeFileSync(pdf, 'the PDF from an earlier run');
      expect((await runCli('cards', deck, '--vtt', png, '--out', pdf)).code).toBe(1);
      expect(readFileSync(pdf, 'utf8')).toBe('the PDF from an earlier run');
      expect(readdirSync(folder).sort()).toEqual(['deck.pdf', 'deck.yaml', 'sheet.png']);
    });

    test('a sheet name beyond the first (v-2.png) that is a folder is refused before rendering, exit 2', async () => {
      const { folder, pdf } = tiny();
      const deck = join(folder, 'big.yaml');
      // 71 cards make two sheets: v-1.png and v-2.png.
      writeFileSync(
        deck,
        'deck: Big\ntemplate: text\ncards:\n  - fields: {title: A}\n    count: 71\n',
      );
      mkdirSync(join(folder, 'v-2.png'));
      const { code, err } = await runCli(
        'cards',
        deck,
        '--vtt',
        join(folder, 'v.png'),
        '--out',
        pdf,
      );
      expect(code).toBe(2);
      expect(err).toContain(`--vtt: ${join(folder, 'v-2.png')} is a folder; name a file`);
      expect(readdirSync(folder).sort()).toEqual(['big.yaml', 'deck.yaml', 'v-2.png']);
    });

    test('--vtt takes .PNG in any case, and numbers sheets keeping it', async () => {
      const { folder, deck, pdf } = tiny();
      const { code, out } = await runCli(
        'cards',
        deck,
        '--vtt',
        join(folder, 'x.PNG'),
        '--out',
        pdf,
      );
      expect(code).toBe(0);
      expect(out).toContain(`Wrote ${join(folder, 'x.PNG')}: tabletop sheet 1 of 1`);
      expect(readFileSync(join(folder, 'x.PNG')).subarray(1, 4).toString()).toBe('PNG');
      expect(vttSheetPaths('a/x.PNG', 2)).toEqual(['a/x-1.PNG', 'a/x-2.PNG']);
    });

    test('--vtt naming the --out file is refused, nothing written', async () => {
      const { folder, deck, png } = tiny();
      const { code, err } = await runCli('cards', deck, '--vtt', png, '--out', png);
      expect(code).toBe(2);
      expect(err).toMatch(/--vtt would write .*sheet\.png, the same file as --out/);
      expect(readdirSync(folder)).toEqual(['deck.yaml']);
    });
  });

  test('a bad deck file: every problem listed, nothing written', async () => {
    const bad = join(dir, 'bad.yaml');
    writeFileSync(
      bad,
      'deck: Bad\ntemplate: text\ncards:\n  - fields: {}\n  - fields: {title: A, cost: 1}\n',
    );
    const out = join(dir, 'bad.pdf');
    const { code, err } = await runCli('cards', bad, '--out', out);
    expect(code).toBe(2);
    expect(err).toContain('the deck file has 2 problems; nothing was written');
    expect(err).toContain(`${bad}: card 1: field "title": required`);
    expect(err).toContain(`${bad}: card 2: field "cost": the template "text" has no such field`);
    expect(existsSync(out)).toBe(false);
  });
});

/**
 * Golden SHA-256 of every shipped deck (A4, no bleed, its first print mode). After a design
 * change, look at the new PDFs before updating these. All changed with the second print-craft
 * pass: the grid's 3 mm gutters, crop marks at both ends of every cut, the page note moved off
 * the marks, faces stretched to the exact cell, neutrals in DeviceGray (and the tokens: 77, one
 * A4 sheet, a blank ring among them). Fitting the print to the page changed them too: the header
 * says PDF 1.6, or 1.7 with a /Duplex viewer preference on duplex layouts. The tokens changed
 * once more when cards whose canvas would round up were drawn on one rounded down (render.ts).
 * The quest deck's Domain-issue line now gives the rank's dice (WT-R26); the play map's Juxtapose
 * spot and the blank celestial and orbital cards say what TW-R13 to TW-R15 rule.
 * All changed when every PDF got /Lang and a /Duplex hint (/Simplex unless duplexed, PDF 1.7).
 */
const GOLDEN_DECKS: Record<string, string> = {
  'wizards-tower-quest': 'bfbeb52d52004d2f3a3bc6073d22d3e3b48e2450232e3c512729da9a5fdb420f',
  'tower-wizwar-draft-deck': 'fe5332465815116d27ef47bc2c8ce6cde9673e9a0c649c1b741c87f670e7309d',
  'tower-wizwar-tokens': '228daa5ffe4f422dfb7c70eb43c4f4b5b0aebb6852b3de0a24c06cce22dbea27',
  'tower-wizwar-play-map': 'c66eb7dd97a54e8658bb89af6a3322b1e8facbd96062ece107858dfe336a0743',
  'tower-wizwar-blanks': '2e053ec22b60055be520be9abac3d58bad92a7a1daa4507a4cce4c5818a7fa79',
  'tower-wizwar-sample-spells': 'a1b8f89f58129fb6d3b37e9347832f39f59d641bc09684b3af3fe72e7858d20c',
};
const QUEST_DECK_SHA256 = GOLDEN_DECKS['wizards-tower-quest'];

describe('duplex backs in the PDF', { timeout: 120_000 }, () => {
  test('the back page mirrors the front order (long edge): the ninth card’s spellbook back is bottom left', async () => {
    const deck = parseDeck(
      readFileSync('content/cards/tower-wizwar-sample-spells.yaml', 'utf8'),
      'spells.yaml',
    );
    const bytes = await renderDeckPdf(PDFDocument, fonts, deck, {
      paper: 'a4',
      bleed: 0,
      duplex: 'long',
      backOffset: { x: 0, y: 0 },
    });
    const face = await wordAt(bytes, 1, 'Cinder'); // card 9: bottom right on the faces
    const back = await wordAt(bytes, 2, 'Journals'); // its back (Journals of the Distant Wildfire)
    expect(face.x).toBeGreaterThan(595 * (2 / 3));
    expect(back.x).toBeLessThan(595 / 3);
    expect(Math.abs(face.y - back.y)).toBeLessThan(120); // same row
  });
});

describe('file details for printers', { timeout: 120_000 }, () => {
  test('a duplex layout says so (/Duplex, PDF 1.7); a bleed layout marks TrimBox and BleedBox', async () => {
    const deck = parseDeck(
      readFileSync('content/cards/tower-wizwar-sample-spells.yaml', 'utf8'),
      'spells.yaml',
    );
    const bytes = await renderDeckPdf(PDFDocument, fonts, deck, {
      paper: 'a4',
      bleed: 3,
      duplex: 'short',
      backOffset: { x: 0, y: 0 },
    });
    expect(Buffer.from(bytes.subarray(0, 8)).toString()).toBe('%PDF-1.7');
    const doc = mupdf.PDFDocument.openDocument(bytes, 'application/pdf') as mupdf.PDFDocument;
    const prefs = doc.getTrailer().get('Root').get('ViewerPreferences');
    expect(prefs.get('Duplex').asName()).toBe('DuplexFlipShortEdge');
    for (let p = 0; p < doc.countPages(); p++) {
      const page = doc.findPage(p);
      const [tx0, ty0, tx1, ty1] = [0, 1, 2, 3].map((i) => page.get('TrimBox').get(i).asNumber());
      const [bx0, by0, bx1, by1] = [0, 1, 2, 3].map((i) => page.get('BleedBox').get(i).asNumber());
      // The bleed box is the trim grown by 3 mm all round, inside the page.
      for (const [outer, inner, sign] of [
        [bx0, tx0, -1],
        [by0, ty0, -1],
        [bx1, tx1, 1],
        [by1, ty1, 1],
      ] as const)
        expect(outer! - inner!).toBeCloseTo((sign * 3 * 72) / 25.4, 2);
    }
    const single = await renderDeckPdf(PDFDocument, fonts, deck, {
      paper: 'a4',
      bleed: 0,
      duplex: 'fold',
      backOffset: { x: 0, y: 0 },
    });
    // Folded, the sheets print on one side: the dialog is preset to that.
    expect(Buffer.from(single.subarray(0, 8)).toString()).toBe('%PDF-1.7');
    const plain = Buffer.from(single).toString('latin1');
    expect(plain).toContain('/Duplex /Simplex');
    expect(plain).not.toContain('/TrimBox');
  });
});

describe('shipped decks', { timeout: 120_000 }, () => {
  test.each(SHIPPED_DECKS.map((d) => [d.slug, d] as const))(
    '%s: valid, drawn, golden SHA-256',
    async (slug, d) => {
      const deck = parseDeck(readFileSync(d.file, 'utf8'), d.file);
      const bytes = await renderDeckPdf(PDFDocument, fonts, deck, {
        paper: 'a4',
        bleed: 0,
        duplex: d.modes[0],
        backOffset: { x: 0, y: 0 },
      });
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(GOLDEN_DECKS[slug]);
      expect(bytes.length).toBeLessThan(1024 * 1024);
    },
  );
});
describe(
  'the quest card reads its suit for a Domain issue too (event 4)',
  { timeout: 120_000 },
  () => {
    test.each([
      ['hearts', 'Tested with Loyalty'],
      ['spades', 'Tested with Security'],
      ['diamonds', 'Tested with Prosperity'],
      ['clubs', 'A Domain Factor of your choice'],
    ] as const)('%s: %s', async (suit, reading) => {
      const svg = await cardSvg(
        'wt-quest',
        { rank: 'K', suit },
        { width: 63, height: 88 },
        0,
        fonts,
        'pdf',
      );
      const text = [...svg.matchAll(/>([^<>]+)</g)]
        .map((m) => m[1])
        .join(' ')
        .replace(/\s+/g, ' ');
      expect(text).toMatch(/in a domain issue/i);
      expect(text).toContain(reading);
    });
  },
);
