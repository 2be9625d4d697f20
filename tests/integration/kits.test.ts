/**
 * Print-and-play kits, read back with PDF libraries. Double-sided, a kit is one print job: every
 * part starts on a front (an odd page; the quick reference sits on the cover's back), one-sided
 * pages have marked blank backs, card backs land behind their faces and the page count is even.
 * One-sided, nothing is on a back. Both: the cover's page ranges are where each part starts
 * (its bookmark, and the part's own first page), the rulebook keeps its links, chapters and
 * page numbers, the print hints match the edition, fonts are embedded, nothing is inked within
 * 5 mm of the edge of the pages the kit typesets itself, and the bytes are the same every time.
 */
import { describe, expect, test } from 'vitest';
import * as mupdf from 'mupdf';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDict, PDFDocument as PdfLib, PDFName } from 'pdf-lib';
import { BLANK_BACK_TEXT, renderKit, type Kit } from '../../generators/kits/kit.ts';
import { partsOf, type MakeOptions } from '../../generators/kits/contents.ts';
import { KIT_GAMES, type KitGame, type PaperId } from '../../generators/kits/sources.ts';
import { pdfPageCount } from '../../src/lib/pdf-pages.ts';
import { GAMES } from '../../src/games/index.ts';
import { rulebookPath } from '../../generators/rulebook/paths.ts';
import { renderRulebook } from '../../generators/rulebook/index.ts';
import { bookletPath, rulesPath } from '../../src/site/printables.ts';
import { fontsNotEmbedded, textRuns } from '../support/pdf.ts';
import { links, outline } from './rulebook/pdf-read.ts';

type PdfjsDoc = Awaited<ReturnType<typeof getDocument>['promise']>;

const open = (bytes: Uint8Array): Promise<PdfjsDoc> =>
  getDocument({ data: bytes.slice(), disableFontFace: true, verbosity: 0 }).promise;

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await open(bytes);
  const texts: string[] = [];
  for (let page = 1; page <= doc.numPages; page++) {
    const content = await (await doc.getPage(page)).getTextContent();
    texts.push(
      content.items
        .map((i) => ('str' in i ? i.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  await doc.loadingTask.destroy();
  return texts;
}

/** The bookmarks as a tree: title, page (from 1) and the bookmarks under it. */
interface Mark {
  title: string;
  page: number;
  down: Mark[];
}
function bookmarks(bytes: Uint8Array): Mark[] {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  type Item = NonNullable<ReturnType<typeof doc.loadOutline>>[number];
  const walk = (items: Item[]): Mark[] =>
    items.map((i) => ({
      title: i.title ?? '',
      page: (i.page ?? -1) + 1,
      down: walk(i.down ?? []),
    }));
  return walk(doc.loadOutline() ?? []);
}

function catalog(bytes: Uint8Array) {
  const doc = mupdf.PDFDocument.openDocument(bytes, 'application/pdf') as mupdf.PDFDocument;
  return doc.getTrailer().get('Root');
}

const editions = [true, false] as const;
const papers: readonly PaperId[] = ['a4', 'letter'];
const edition = (duplex: boolean) => (duplex ? 'double-sided' : 'one-sided');

/**
 * Parts made once per game and paper and handed to every kit made of them, as the site's build
 * does with the files it has written: the editions differ only in how they join and fold.
 */
const parts = new Map<string, Uint8Array>();
async function makeParts(game: KitGame, paper: PaperId): Promise<void> {
  for (const duplex of editions) {
    const options: MakeOptions = { paper, duplex, seed: 'print-and-play', siteRoot: undefined };
    for (const spec of partsOf(game)) {
      const path = spec.prebuilt?.(options);
      if (path && !parts.has(path)) parts.set(path, await spec.make(options));
    }
  }
}
const kits = new Map<string, Promise<Kit>>();
const kitOf = (game: KitGame, paper: PaperId = 'a4', duplex = true) => {
  const key = `${game}/${paper}/${duplex}`;
  if (!kits.has(key))
    kits.set(
      key,
      makeParts(game, paper).then(() =>
        renderKit(game, { paper, duplex, prebuilt: (path) => parts.get(path) }),
      ),
    );
  return kits.get(key)!;
};

describe.each(KIT_GAMES)('the %s kit', (game) => {
  test.each(papers.flatMap((paper) => editions.map((duplex) => [paper, duplex] as const)))(
    '%s, duplex %s: one print job, each part where the cover says',
    { timeout: 240_000 },
    async (paper, duplex) => {
      const kit = await kitOf(game, paper, duplex);
      const texts = await pageTexts(kit.bytes);
      expect(texts.length).toBe(kit.pages);
      // Parts follow each other with no gap, from the cover to the last page.
      expect(kit.parts[0]!.from).toBe(1);
      kit.parts.forEach((p, i) => {
        if (i) expect(p.from).toBe(kit.parts[i - 1]!.to + 1);
      });
      expect(kit.parts.at(-1)!.to).toBe(kit.pages);

      // Every part is a bookmark at its first page, and the cover lists it with its pages.
      const marks = bookmarks(kit.bytes);
      expect(marks.map((m) => [m.title, m.page])).toEqual(kit.parts.map((p) => [p.title, p.from]));
      const cover = texts[0]!;
      for (const part of kit.parts.slice(2)) {
        const pages = part.from === part.to ? `${part.from}` : `${part.from}–${part.to}`;
        expect(cover, `the cover lists ${part.title}`).toContain(`${pages} ${part.title}`);
      }
      expect(cover).toContain(`${kit.pages} pages, ${kit.sheets} sheets of paper`);
      expect(kit.sheets).toBe(kit.parts.reduce((n, p) => n + p.sheets, 0));

      const blanks = texts.flatMap((t, i) => (t === BLANK_BACK_TEXT ? [i + 1] : []));
      if (duplex) {
        expect(cover).toContain('Print all pages double-sided, flip on the long edge');
        expect(kit.pages % 2, 'an even number of pages').toBe(0);
        expect(kit.sheets).toBe(kit.pages / 2);
        // Every part starts on a front, but the quick reference, on the back of the cover.
        for (const part of kit.parts.filter((p) => p.id !== 'quick-reference'))
          expect(part.from % 2, `${part.title} starts on a front`).toBe(1);
        expect(kit.parts[1]).toMatchObject({ id: 'quick-reference', from: 2 });
        // A blank back is a back, behind a page meant for one side.
        for (const page of blanks) {
          expect(page % 2, `page ${page} is a back`).toBe(0);
          const part = kit.parts.find((p) => p.from <= page && page <= p.to)!;
          expect(part.sides === 'single' || page === part.to, `page ${page}`).toBe(true);
        }
        // Every page of a one-sided part has a blank back.
        for (const part of kit.parts.slice(2).filter((p) => p.sides === 'single'))
          for (let page = part.from; page <= part.to; page += 2) {
            expect(texts[page]).toBe(BLANK_BACK_TEXT);
            expect(texts[page - 1]).not.toBe(BLANK_BACK_TEXT);
          }
        // Card backs land behind their faces: a page of backs follows its page of faces.
        const sheetOf = (text: string) => /sheet (\d+ of \d+) · (faces|backs)/.exec(text);
        let backs = 0;
        texts.forEach((text, i) => {
          const sheet = sheetOf(text);
          if (sheet?.[2] === 'faces') expect((i + 1) % 2, `faces on page ${i + 1}`).toBe(1);
          if (sheet?.[2] === 'backs') {
            backs++;
            expect((i + 1) % 2, `backs on page ${i + 1}`).toBe(0);
            expect(sheetOf(texts[i - 1]!)?.slice(1)).toEqual([sheet[1], 'faces']);
          }
          if (text.includes('Alignment test · backs')) {
            expect((i + 1) % 2).toBe(0);
            expect(texts[i - 1]).toContain('Alignment test · duplex long');
          }
        });
        if (kit.parts.some((p) => p.id === 'alignment-test')) expect(backs).toBeGreaterThan(0);
      } else {
        expect(cover).toContain('Print all pages one-sided');
        expect(blanks, 'no blank page one-sided').toEqual([]);
        expect(kit.sheets).toBe(kit.pages);
        expect(kit.parts.every((p) => p.sides === 'single')).toBe(true);
        // Decks with backs fold: faces and backs on one page, no page of backs.
        expect(texts.filter((t) => / · backs \(/.test(t))).toEqual([]);
      }

      // Each part's first page is the part's own first page.
      const specs = partsOf(game);
      const options = { paper, duplex, seed: 'print-and-play', siteRoot: undefined };
      for (const part of kit.parts.slice(2)) {
        const spec = specs.find((s) => s.id === part.id)!;
        const path = spec.prebuilt?.(options);
        const own = await pageTexts((path && parts.get(path)) || (await spec.make(options)));
        expect(texts[part.from - 1], part.title).toBe(own[0]);
        const step = duplex && part.sides === 'single' ? 2 : 1;
        expect(texts[part.from - 1 + step * (own.length - 1)], part.title).toBe(own.at(-1));
      }
    },
  );

  test('decks with backs end the kit with their alignment test, in both editions', async () => {
    const decks = GAMES.find((g) => g.id === game)!.printables.decks;
    for (const duplex of editions) {
      const kit = await kitOf(game, 'a4', duplex);
      const texts = await pageTexts(kit.bytes);
      const last = kit.parts.at(-1)!;
      if (!['wizards-tower', 'tower-wizwar'].includes(game)) {
        expect(decks.every((d) => d.includes('tokens') || d.includes('play-map'))).toBe(true);
        expect(last.id).not.toMatch(/alignment-test/);
        continue;
      }
      expect(last).toMatchObject({ id: 'alignment-test', to: kit.pages });
      expect(texts[last.from - 1]).toContain('Alignment test');
      expect(texts[last.from - 1]).toContain('the ruler must measure 100 mm');
      if (duplex) {
        expect(last.to - last.from).toBe(1);
        expect(texts[last.to - 1]).toContain('Alignment test · backs (flip on the long edge)');
      } else {
        expect(last.to).toBe(last.from);
        expect(texts[last.from - 1]).toMatch(/Alignment test · duplex (gutter-)?fold/);
      }
    }
  });

  test(
    'the rulebook inside is the rulebook: its links, chapters and page numbers',
    { timeout: 120_000 },
    async () => {
      const book = await renderRulebook(game, { paper: 'a4' });
      for (const duplex of editions) {
        const kit = await kitOf(game, 'a4', duplex);
        const part = kit.parts.find((p) => p.id === 'rulebook')!;
        const shift = part.from - 1;
        // The same links on the same pages, to the same pages, moved by where the book starts.
        const seen = (l: ReturnType<typeof links>[number], by: number) => ({
          page: l.page - by,
          ...(l.external ? { uri: l.uri } : { target: l.target - by }),
        });
        const own = links(book).map((l) => seen(l, 0));
        expect(own.filter((l) => 'target' in l).length).toBeGreaterThan(5);
        const bookPages = (await pageTexts(book)).length;
        const inKit = links(kit.bytes).filter(
          (l) => l.page >= part.from && l.page < part.from + bookPages,
        );
        expect(inKit.map((l) => seen(l, shift))).toEqual(own);
        // The book's chapters under its bookmark, at the kit's pages.
        const chapters = outline(book);
        expect(chapters.length).toBeGreaterThan(1);
        const mark = bookmarks(kit.bytes).find((m) => m.title === 'Rulebook')!;
        expect(mark.page).toBe(part.from);
        expect(mark.down.map((m) => ({ title: m.title, page: m.page }))).toEqual(
          chapters.map((c) => ({ title: c.title, page: c.page + shift })),
        );
        // The viewer numbers the book's pages as they are printed (the title page is 1).
        const doc = await open(kit.bytes);
        const labels = (await doc.getPageLabels())!;
        await doc.loadingTask.destroy();
        const bookDoc = await open(book);
        const bookLabels = await bookDoc.getPageLabels();
        await bookDoc.loadingTask.destroy();
        expect(labels.slice(shift, shift + bookPages)).toEqual(
          bookLabels ?? Array.from({ length: bookPages }, (_, i) => String(i + 1)),
        );
        // …and the folio printed at the foot of a page is its label.
        const page = Math.min(5, bookPages);
        const foot = (await textRuns(kit.bytes, [shift + page])).filter((r) => r.y > 700);
        expect(foot.map((r) => r.str.trim())).toContain(String(page));
        // The kit's other pages are the kit's: "Kit 1", "Kit 2"…
        expect(labels.slice(0, shift)).toEqual(
          Array.from({ length: shift }, (_, i) => `Kit ${i + 1}`),
        );
        expect(labels.at(-1)).toBe(`Kit ${kit.pages}`);
        expect(new Set(labels).size, 'every label names one page').toBe(labels.length);
      }
    },
  );

  test('print hints: actual size, the edition’s duplex, the language', async () => {
    for (const duplex of editions) {
      const root = catalog((await kitOf(game, 'a4', duplex)).bytes);
      const prefs = root.get('ViewerPreferences');
      expect(prefs.get('PrintScaling').asName()).toBe('None');
      expect(prefs.get('Duplex').asName()).toBe(duplex ? 'DuplexFlipLongEdge' : 'Simplex');
      expect(root.get('Lang').asString()).toBe('en');
    }
  });
});

describe('every kit', () => {
  test('every registered game has one, and the site links the rulebooks where the build writes them', () => {
    expect([...KIT_GAMES]).toEqual(GAMES.map((g) => g.id));
    for (const game of KIT_GAMES)
      for (const paper of ['a4', 'letter'] as const) {
        expect(rulesPath(game, paper)).toBe(rulebookPath(game, paper, 'rules'));
        expect(bookletPath(game, paper)).toBe(rulebookPath(game, paper, 'booklet'));
      }
  });

  test('a PDF without a page tree the kit can read is refused by name', () => {
    expect(() => pdfPageCount(new TextEncoder().encode('%PDF-1.7\n%%EOF'))).toThrow(
      /no page tree the kit can read/,
    );
  });

  test('each component the registry lists is in its game’s kit, then the decks’ alignment test', () => {
    for (const game of GAMES) {
      const ids = partsOf(game.id as KitGame).map((p) => p.id);
      const { sheets, decks, maps } = game.printables;
      expect(ids, game.id).toEqual([
        'rulebook',
        ...sheets,
        ...decks,
        ...maps.map(() => 'maps'),
        ...(['wizards-tower', 'tower-wizwar'].includes(game.id) ? ['alignment-test'] : []),
      ]);
    }
  });

  test('is the same bytes every time, under 6 MB', { timeout: 240_000 }, async () => {
    for (const game of KIT_GAMES)
      for (const duplex of editions) {
        const kit = await kitOf(game, 'a4', duplex);
        expect(kit.bytes.length, game).toBeLessThan(6 * 1024 * 1024);
        // Made again from nothing, not from the parts the others share.
        const again = await renderKit(game, { paper: 'a4', duplex });
        expect(Buffer.from(again.bytes).equals(Buffer.from(kit.bytes)), game).toBe(true);
      }
  });

  test('embeds every font it uses', { timeout: 120_000 }, async () => {
    for (const game of KIT_GAMES)
      for (const duplex of editions) {
        const bytes = (await kitOf(game, 'a4', duplex)).bytes;
        expect(await fontsNotEmbedded(bytes), game).toEqual([]);
        const doc = await PdfLib.load(bytes, { updateMetadata: false });
        const descriptors = doc.context
          .enumerateIndirectObjects()
          .map(([, o]) => o)
          .filter(
            (o): o is PDFDict =>
              o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
          );
        expect(descriptors.length, game).toBeGreaterThan(0);
        for (const d of descriptors)
          expect(
            ['FontFile', 'FontFile2', 'FontFile3'].some((k) => d.has(PDFName.of(k))),
            `${game}: ${d.get(PDFName.of('FontName'))} is embedded`,
          ).toBe(true);
      }
  });

  test('a blank back says so in type of 6 pt or more', async () => {
    const kit = await kitOf('heist', 'a4', true);
    const runs = (await textRuns(kit.bytes)).filter((r) => r.str === BLANK_BACK_TEXT);
    expect(runs.length).toBeGreaterThan(0);
    for (const r of runs) expect(r.size).toBeGreaterThanOrEqual(6);
  });

  test(
    'the cover, the quick reference and the blank backs keep 5 mm clear at every edge, on both papers',
    { timeout: 240_000 },
    async () => {
      const dpi = 36;
      const band = Math.floor((5 / 25.4) * dpi);
      for (const game of KIT_GAMES)
        for (const paper of papers) {
          const kit = await kitOf(game, paper, true);
          const texts = await pageTexts(kit.bytes);
          const doc = mupdf.Document.openDocument(kit.bytes, 'application/pdf');
          const own = [0, 1, ...texts.flatMap((t, i) => (t === BLANK_BACK_TEXT ? [i] : []))];
          for (const index of own) {
            const pix = doc
              .loadPage(index)
              .toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false);
            const [w, h, px] = [pix.getWidth(), pix.getHeight(), pix.getPixels()];
            const inked: string[] = [];
            for (let y = 0; y < h; y++)
              for (let x = 0; x < w; x++)
                if (
                  (x < band || x >= w - band || y < band || y >= h - band) &&
                  px[y * w + x]! < 240
                )
                  inked.push(`${x},${y}`);
            expect(inked, `${game} ${paper} page ${index + 1}`).toEqual([]);
          }
        }
    },
  );

  test('the cover links to the game on the site only when the site has an address', async () => {
    const urls = async (kit: Kit) =>
      (await (await (await open(kit.bytes)).getPage(1)).getAnnotations())
        .map((a) => a.url)
        .filter(Boolean);
    expect(await urls(await kitOf('heist'))).toEqual([]);
    const published = await renderKit('heist', {
      paper: 'a4',
      siteRoot: 'https://games.example.org/tower-press/',
    });
    expect(await urls(published)).toEqual(['https://games.example.org/tower-press/heist/']);
    // A machine's own address is no address (src/site/site.ts): nothing links to it.
    const local = await renderKit('heist', { paper: 'a4', siteRoot: 'http://localhost:4321/' });
    expect(await urls(local)).toEqual([]);
    expect(Buffer.from(local.bytes).equals(Buffer.from((await kitOf('heist')).bytes))).toBe(true);
  });

  test('the Heist cover says the score pad holds two games, as the pad does', async () => {
    const kit = await kitOf('heist');
    const texts = await pageTexts(kit.bytes);
    const pad = kit.parts.find((p) => p.id === 'heist-scorepad')!;
    expect(texts[0]).toContain('two games’ scores a page');
    expect(texts[pad.from - 1]).toContain('score pad, two games');
  });

  test('the Solo Tower Hack kit prints the maps of its seed, and says which', async () => {
    const kit = await renderKit('solo-tower-hack', { paper: 'a4', seed: 'club night' });
    const texts = await pageTexts(kit.bytes);
    const maps = kit.parts.find((p) => p.id === 'maps')!;
    // Three pages of maps, each with its blank back.
    expect(maps.to - maps.from + 1).toBe(6);
    expect(texts[0]).toContain('6 towers of seed “club night”');
    expect(texts[maps.from - 1]).toContain('Seed “club night”');
    expect(texts[maps.to - 2]).toContain('map 5');
  });

  test('a seed with Typst markup prints as itself; a character the fonts lack as "?"', async () => {
    const seed = '#set page(width: 1cm) *b* $x$ <l> @r \\ 王';
    const kit = await renderKit('solo-tower-hack', { paper: 'a4', seed });
    expect(kit.pages).toBe((await kitOf('solo-tower-hack')).pages);
    const cover = (await pageTexts(kit.bytes))[0]!;
    expect(cover).toContain('“#set page(width: 1cm) *b* $x$ <l> @r \\ ?”');
  });
});
