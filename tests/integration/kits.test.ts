/**
 * Print-and-play kits, read back with PDF libraries: the cover's page ranges are where each
 * part really starts (its bookmark, and the part's own first page), every placed page keeps
 * its size, the kit is vector (the parts' text is still text), fonts are embedded, nothing is
 * inked within 5 mm of the edge of the pages the kit typesets itself, the bytes are the same
 * every time and a kit stays under 6 MB.
 */
import { describe, expect, test } from 'vitest';
import * as mupdf from 'mupdf';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDict, PDFDocument as PdfLib, PDFName } from 'pdf-lib';
import { renderKit, type Kit } from '../../generators/kits/kit.ts';
import { partsOf } from '../../generators/kits/contents.ts';
import { KIT_GAMES, type KitGame } from '../../generators/kits/sources.ts';
import { pdfPageCount } from '../../src/lib/pdf-pages.ts';
import { GAMES } from '../../src/games/index.ts';
import { rulebookPath } from '../../generators/rulebook/paths.ts';
import { bookletPath, rulesPath } from '../../src/site/printables.ts';

type PdfjsDoc = Awaited<ReturnType<typeof getDocument>['promise']>;

const open = (bytes: Uint8Array): Promise<PdfjsDoc> =>
  getDocument({ data: bytes.slice(), disableFontFace: true, verbosity: 0 }).promise;

async function pageText(doc: PdfjsDoc, page: number): Promise<string> {
  const content = await (await doc.getPage(page)).getTextContent();
  return content.items
    .map((i) => ('str' in i ? i.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each bookmark's title and the page (from 1) it points at. */
async function bookmarks(doc: PdfjsDoc): Promise<{ title: string; page: number }[]> {
  const outline = (await doc.getOutline()) ?? [];
  const flat = outline.flatMap(function walk(item): (typeof outline)[number][] {
    return [item, ...item.items.flatMap(walk)];
  });
  return Promise.all(
    flat.map(async (item) => {
      const dest = typeof item.dest === 'string' ? await doc.getDestination(item.dest) : item.dest;
      return { title: item.title, page: (await doc.getPageIndex(dest![0])) + 1 };
    }),
  );
}

const kits = new Map<string, Promise<Kit>>();
const kitOf = (game: KitGame, paper: 'a4' | 'letter' = 'a4', seed?: string) => {
  const key = `${game}/${paper}/${seed}`;
  if (!kits.has(key)) kits.set(key, renderKit(game, { paper, seed }));
  return kits.get(key)!;
};

describe.each(KIT_GAMES)('the %s kit', (game) => {
  test(
    'the cover names each part with the pages where it is; each part starts there',
    { timeout: 120_000 },
    async () => {
      const kit = await kitOf(game);
      const doc = await open(kit.bytes);
      expect(doc.numPages).toBe(kit.pages);
      expect(pdfPageCount(kit.bytes)).toBe(kit.pages);
      // Parts follow each other with no gap, from the cover to the last page.
      expect(kit.parts[0]!.from).toBe(1);
      kit.parts.forEach((p, i) => {
        if (i) expect(p.from).toBe(kit.parts[i - 1]!.to + 1);
      });
      expect(kit.parts.at(-1)!.to).toBe(kit.pages);

      const cover = await pageText(doc, 1);
      const marks = await bookmarks(doc);
      const specs = partsOf(game);
      for (const part of kit.parts.slice(2)) {
        const pages = part.from === part.to ? `${part.from}` : `${part.from}–${part.to}`;
        expect(cover, `the cover lists ${part.title}`).toContain(`${pages} ${part.title}`);
        expect(marks, `a bookmark for ${part.title}`).toContainEqual({
          title: part.title,
          page: part.from,
        });
        // The kit's page is the part's own first page, and its last page the part's last.
        const own = await open(
          await specs
            .find((s) => s.id === part.id)!
            .make({
              paper: 'a4',
              seed: 'print-and-play',
              siteRoot: undefined,
            }),
        );
        expect(own.numPages).toBe(part.to - part.from + 1);
        expect(await pageText(doc, part.from)).toBe(await pageText(own, 1));
        expect(await pageText(doc, part.to)).toBe(await pageText(own, own.numPages));
        const [a, b] = [(await doc.getPage(part.from)).view, (await own.getPage(1)).view];
        expect(a.map(Math.round)).toEqual(b.map(Math.round));
      }
      // The sheets of paper the cover promises add up.
      expect(cover).toContain(`${kit.pages} pages, ${kit.sheets} sheets of paper`);
      expect(kit.sheets).toBe(kit.parts.reduce((n, p) => n + p.sheets, 0));
      // Card decks print double-sided, and the cover says which pages.
      for (const part of kit.parts.filter((p) => p.sides === 'long-edge' && p.id !== 'rulebook'))
        expect(cover).toMatch(
          new RegExp(
            `Pages [^:]*\\b${part.from}–${part.to}\\b[^:]*: double-sided, flipped on the long edge`,
          ),
        );
    },
  );
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

  test('each component the registry lists is in its game’s kit', () => {
    for (const game of GAMES) {
      const ids = partsOf(game.id as KitGame).map((p) => p.id);
      expect(ids, game.id).toEqual([
        'rulebook',
        ...game.printables.sheets,
        ...game.printables.decks,
        ...game.printables.maps.map(() => 'maps'),
      ]);
    }
  });

  test('is the same bytes every time, under 6 MB', { timeout: 120_000 }, async () => {
    for (const game of KIT_GAMES) {
      const kit = await kitOf(game);
      expect(kit.bytes.length, game).toBeLessThan(6 * 1024 * 1024);
      const again = await renderKit(game, { paper: 'a4' });
      expect(Buffer.from(again.bytes).equals(Buffer.from(kit.bytes)), game).toBe(true);
    }
  });

  test('embeds every font it uses, and tags its language', { timeout: 120_000 }, async () => {
    for (const game of KIT_GAMES) {
      const doc = await PdfLib.load((await kitOf(game)).bytes, { updateMetadata: false });
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
      expect(String(doc.catalog.get(PDFName.of('Lang')))).toMatch(/en/);
    }
  });

  test(
    'the cover and the quick reference keep 5 mm clear at every edge, on both papers',
    { timeout: 120_000 },
    async () => {
      const dpi = 36;
      const band = Math.floor((5 / 25.4) * dpi);
      for (const game of KIT_GAMES)
        for (const paper of ['a4', 'letter'] as const) {
          const doc = mupdf.Document.openDocument(
            (await kitOf(game, paper)).bytes,
            'application/pdf',
          );
          for (const index of [0, 1]) {
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
    const links = async (kit: Kit) =>
      (await (await (await open(kit.bytes)).getPage(1)).getAnnotations())
        .map((a) => a.url)
        .filter(Boolean);
    expect(await links(await kitOf('heist'))).toEqual([]);
    const published = await renderKit('heist', {
      paper: 'a4',
      siteRoot: 'https://games.example.org/tower-press/',
    });
    expect(await links(published)).toEqual(['https://games.example.org/tower-press/heist/']);
    // A machine's own address is no address (src/site/site.ts): nothing links to it.
    const local = await renderKit('heist', { paper: 'a4', siteRoot: 'http://localhost:4321/' });
    expect(await links(local)).toEqual([]);
    expect(Buffer.from(local.bytes).equals(Buffer.from((await kitOf('heist')).bytes))).toBe(true);
  });

  test('the Solo Tower Hack kit prints the maps of its seed, and says which', async () => {
    const kit = await kitOf('solo-tower-hack', 'a4', 'club night');
    const doc = await open(kit.bytes);
    const maps = kit.parts.find((p) => p.id === 'maps')!;
    expect(maps.to - maps.from + 1).toBe(3);
    expect(await pageText(doc, 1)).toContain('6 towers of seed “club night”');
    expect(await pageText(doc, maps.from)).toContain('Seed “club night”');
    expect(await pageText(doc, maps.to)).toContain('map 5');
  });

  test('a seed with Typst markup prints as itself; a character the fonts lack as "?"', async () => {
    const seed = '#set page(width: 1cm) *b* $x$ <l> @r \\ 王';
    const kit = await renderKit('solo-tower-hack', { paper: 'a4', seed });
    expect(kit.pages).toBe((await kitOf('solo-tower-hack')).pages);
    const cover = await pageText(await open(kit.bytes), 1);
    expect(cover).toContain('“#set page(width: 1cm) *b* $x$ <l> @r \\ ?”');
  });
});
