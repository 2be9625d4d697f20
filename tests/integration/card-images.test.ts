/**
 * Decks with pictures and `cards --png-dir`, through the CLI: pictures drawn in the PDF where
 * their template puts them, keeping their proportions, one image per picture however many
 * cards show it, the same bytes every time; one 300 dpi PNG per card face and back of the exact
 * size; hostile decks refused with nothing written.
 */
import { describe, expect, test } from 'vitest';
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
import * as mupdf from 'mupdf';
import { runCli } from '../support/run-cli.ts';
import { pngHeader, pngSize, rgbPng, solidJpeg } from '../support/png-bytes.ts';
import { layoutFor } from '../../src/print/cards/impose.ts';
import { mm } from '../../src/print/paper.ts';
import { SAFE_ZONE } from '../../src/print/cards/render.ts';
import { FRAME_INSET } from '../../src/print/cards/templates/frame.ts';

const RED = [255, 0, 0] as const;
const GREEN = [0, 160, 0] as const;
const BLUE = [0, 0, 255] as const;

/** A folder with a deck of a 3:1 striped PNG (three copies), a tall JPEG and a wide SVG. */
function imageDeck(): { dir: string; deck: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tp-images-'));
  mkdirSync(join(dir, 'art'));
  writeFileSync(
    join(dir, 'art', 'stripes.png'),
    rgbPng(300, 100, (x) => (x < 100 ? RED : x < 200 ? GREEN : BLUE)),
  );
  writeFileSync(join(dir, 'art', 'tall.jpg'), solidJpeg(50, 200, [20, 60, 200]));
  writeFileSync(
    join(dir, 'art', 'wide.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#00a000"/></svg>',
  );
  const deck = join(dir, 'deck.yaml');
  writeFileSync(
    deck,
    `deck: Pictures
template: text
cards:
  - name: Stripes
    count: 3
    fields: { title: Stripes, image: art/stripes.png, body: [Three bands.] }
  - name: Tall one
    fields: { title: Tall, image: art/tall.jpg }
  - name: Spell
    template: tw-spell
    fields: { name: Wide, cost: 1, image: art/wide.svg, text: [Green.] }
`,
  );
  return { dir, deck };
}

/** Every picture drawn on a page: its pixel size and where it lands, in points from the top left. */
function imagesOnPage(pdf: Uint8Array, page: number) {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const found: { width: number; height: number; x: number; y: number; w: number; h: number }[] = [];
  try {
    const device = new mupdf.Device({
      fillImage(image: mupdf.Image, ctm: mupdf.Matrix) {
        const [a, , , d, e, f] = ctm;
        found.push({ width: image.getWidth(), height: image.getHeight(), x: e, y: f, w: a, h: d });
      },
    } as never);
    doc.loadPage(page - 1).run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    doc.destroy();
  }
  return found;
}

/** Counts the image XObjects in a PDF (pdfkit writes their dictionaries uncompressed). */
const imageObjects = (pdf: Uint8Array) =>
  Buffer.from(pdf).toString('latin1').split('/Subtype /Image').length - 1;

/** The resolution a PNG's pHYs chunk records, or null without one. */
function pngResolution(png: Uint8Array): { x: number; y: number; unit: number } | null {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at + 8 <= png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === 'pHYs')
      return { x: view.getUint32(at + 8), y: view.getUint32(at + 12), unit: png[at + 16]! };
    at += 12 + length;
  }
  return null;
}

/** A PNG decoded by mupdf: its pixels as [r, g, b] by position. */
function decoded(png: Uint8Array): (x: number, y: number) => number[] {
  const pix = new mupdf.Image(png).toPixmap();
  const [n, stride, bytes] = [pix.getNumberOfComponents(), pix.getStride(), pix.getPixels()];
  return (x, y) => [...bytes.subarray(y * stride + x * n, y * stride + x * n + 3)];
}

describe('a deck with pictures, printed', { timeout: 120_000 }, () => {
  test('each picture sits in its box keeping its proportions, stored once, same bytes twice', async () => {
    const { dir, deck } = imageDeck();
    const out = join(dir, 'deck.pdf');
    const first = await runCli('cards', deck, '--out', out);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    const pdf = new Uint8Array(readFileSync(out));
    // Three distinct pictures, however many cards show them (the stripes are on three cards).
    expect(imageObjects(pdf)).toBe(2); // the SVG is drawn as vectors, not an image
    const drawn = imagesOnPage(pdf, 1);
    expect(drawn.map((d) => `${d.width}×${d.height}`)).toEqual([
      '300×100',
      '300×100',
      '300×100',
      '50×200',
    ]);
    const layout = layoutFor(
      { width: 63, height: 88 },
      { paper: 'a4', bleed: 0, duplex: 'long', backOffset: { x: 0, y: 0 } },
    );
    const inner = mm(63) - 2 * SAFE_ZONE - 2 * FRAME_INSET;
    drawn.forEach((d, i) => {
      const slot = layout.faces[i]!;
      // Proportions kept on paper (to a thousandth), centred across the card.
      expect(d.w / d.h).toBeCloseTo(d.width / d.height, 3);
      expect(d.x + d.w / 2).toBeCloseTo(slot.x + layout.cellWidth / 2, 0);
      // Inside the card's frame, below its title.
      expect(d.x).toBeGreaterThanOrEqual(slot.x + SAFE_ZONE + FRAME_INSET - 1);
      expect(d.y).toBeGreaterThan(slot.y + SAFE_ZONE + 30);
      expect(d.y + d.h).toBeLessThan(slot.y + layout.cellHeight / 2 + 20);
    });
    // The wide stripes fill the box's width (±1 pt for satori's whole points); the tall JPEG
    // its height (40 % of the content), so it is narrow.
    expect(drawn[0]!.w).toBeGreaterThan(inner - 1);
    expect(drawn[0]!.w).toBeLessThan(inner + 1);
    const boxHeight = (mm(88) - 2 * SAFE_ZONE - 2 * FRAME_INSET) * 0.4;
    expect(drawn[3]!.h).toBeCloseTo(boxHeight, -0.5);
    expect(drawn[3]!.w).toBeCloseTo(boxHeight / 4, -0.5);

    const again = join(dir, 'again.pdf');
    expect((await runCli('cards', deck, '--out', again)).code).toBe(0);
    expect(Buffer.compare(readFileSync(out), readFileSync(again))).toBe(0);
  });

  test('--png-dir with --bleed 3: one PNG per face and the back, 815 × 1110 px, colours where they belong', async () => {
    const { dir, deck } = imageDeck();
    const pngDir = join(dir, 'made', 'png');
    const result = await runCli('cards', deck, '--bleed', '3', '--png-dir', pngDir);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /Wrote 4 card images to .*: 3 faces and 1 back, 815 × 1110 px at 300 dpi \(63 × 88 mm and 3 mm bleed\)/,
    );
    // No PDF without --out: the PNGs alone.
    expect(readdirSync(dir).sort()).toEqual(['art', 'deck.yaml', 'made']);
    expect(readdirSync(pngDir).sort()).toEqual([
      '001-stripes-face.png',
      '002-tall-one-face.png',
      '003-spell-face.png',
      'back.png',
    ]);
    for (const name of readdirSync(pngDir)) {
      const png = readFileSync(join(pngDir, name));
      expect(pngSize(png)).toEqual({ width: 815, height: 1110 });
      // Flat RGB (colour type 2, no alpha) at 300 dpi: pHYs says 11811 pixels a metre both ways.
      expect(png[25]).toBe(2);
      expect(pngResolution(png)).toEqual({ x: 11811, y: 11811, unit: 1 });
    }
    // (63 + 6) mm and (88 + 6) mm at 300 dpi: 814.96 and 1110.24, rounded to the nearest pixel.
    const back = readFileSync(join(pngDir, 'back.png'));
    expect(decoded(back)(2, 2)).toEqual([212, 212, 212]); // the grey back runs through the bleed
    const face = decoded(readFileSync(join(pngDir, '001-stripes-face.png')));
    expect(face(2, 2)).toEqual([255, 255, 255]);
    // The stripes span the box across the card's centre: red left, green middle, blue right.
    const row = (() => {
      for (let y = 200; y < 700; y += 4)
        if (face(407, y)[1]! > 100 && face(407, y)[0]! < 60) return y;
      return -1;
    })();
    expect(row).toBeGreaterThan(0);
    expect(face(407 - 230, row + 20)).toEqual([...RED]);
    expect(face(407, row + 20)).toEqual([...GREEN]);
    expect(face(407 + 230, row + 20)).toEqual([...BLUE]);
  });

  test('--png-dir beside --out, with cards that carry their own backs: a back per card', async () => {
    const { dir, deck } = imageDeck();
    writeFileSync(
      deck,
      readFileSync(deck, 'utf8').replace(
        '    fields: { title: Tall, image: art/tall.jpg }',
        '    fields: { title: Tall, image: art/tall.jpg }\n    back: { template: plain-back, fields: { title: Tall backs } }',
      ),
    );
    const pngDir = join(dir, 'png');
    const sheet = join(dir, 'sheet.png');
    const result = await runCli(
      'cards',
      deck,
      '--out',
      join(dir, 'd.pdf'),
      '--vtt',
      sheet,
      '--png-dir',
      pngDir,
    );
    expect(result.code).toBe(0);
    expect(existsSync(join(dir, 'd.pdf'))).toBe(true);
    // The tabletop sheet shows the pictures too: five cards of 250 px, the stripes' red among them.
    expect(pngSize(readFileSync(sheet)).width).toBe(5 * 250);
    const vtt = decoded(readFileSync(sheet));
    let red = 0;
    for (let y = 0; y < 349; y += 2)
      for (let x = 0; x < 250; x += 2) if (vtt(x, y).join() === RED.join()) red++;
    expect(red).toBeGreaterThan(100);
    expect(readdirSync(pngDir).sort()).toEqual([
      '001-stripes-back.png',
      '001-stripes-face.png',
      '002-tall-one-back.png',
      '002-tall-one-face.png',
      '003-spell-back.png',
      '003-spell-face.png',
    ]);
    expect(pngSize(readFileSync(join(pngDir, '002-tall-one-back.png')))).toEqual({
      width: 744,
      height: 1039,
    });
  });

  test('--png-dir naming a file, or a folder under a file, is refused before any work', async () => {
    const { dir, deck } = imageDeck();
    const file = join(dir, 'taken');
    writeFileSync(file, 'keep me');
    for (const target of [file, join(file, 'sub')]) {
      const result = await runCli('cards', deck, '--png-dir', target, '--out', join(dir, 'x.pdf'));
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/--png-dir: .*(is a file, not a folder|cannot be made)/);
    }
    expect(readFileSync(file, 'utf8')).toBe('keep me');
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
  });

  test.runIf(existsSync('/dev/full'))(
    'when the PDF cannot be written (a full disk), no PNG is left and the folder made for them is gone',
    async () => {
      const { dir, deck } = imageDeck();
      const pngDir = join(dir, 'new', 'png');
      const result = await runCli('cards', deck, '--out', '/dev/full', '--png-dir', pngDir);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/could not write \/dev\/full: no space left/);
      expect(existsSync(join(dir, 'new'))).toBe(false);
    },
  );

  test('a PNG that cannot be written leaves every file as it was', async () => {
    const { dir, deck } = imageDeck();
    const pngDir = join(dir, 'png');
    mkdirSync(pngDir);
    writeFileSync(join(pngDir, 'back.png'), 'old back');
    // A folder where a face would go: refused, the PDF and the other PNGs are not written.
    mkdirSync(join(pngDir, '002-tall-one-face.png'));
    const result = await runCli('cards', deck, '--png-dir', pngDir, '--out', join(dir, 'x.pdf'));
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/002-tall-one-face\.png/);
    expect(readFileSync(join(pngDir, 'back.png'), 'utf8')).toBe('old back');
    expect(readdirSync(pngDir).sort()).toEqual(['002-tall-one-face.png', 'back.png']);
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
  });
});

describe(
  'hostile decks are refused, naming card and field, with nothing written',
  { timeout: 120_000 },
  () => {
    const refusedWith = async (setUp: (dir: string) => string, message: RegExp) => {
      const { dir, deck } = imageDeck();
      const image = setUp(dir);
      writeFileSync(
        deck,
        readFileSync(deck, 'utf8').replace(
          'image: art/tall.jpg',
          `image: ${JSON.stringify(image)}`,
        ),
      );
      const pngDir = join(dir, 'png');
      const out = join(dir, 'x.pdf');
      const result = await runCli('cards', deck, '--out', out, '--png-dir', pngDir);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/nothing was written/);
      expect(result.err).toContain(`${deck}: card 2 ("Tall one"): field "image": `);
      expect(result.err).toMatch(message);
      expect(existsSync(out)).toBe(false);
      expect(existsSync(pngDir)).toBe(false);
      expect(readdirSync(dir).filter((f) => f.startsWith('.tower-press-'))).toEqual([]);
    };

    test('a path outside the deck folder', () =>
      refusedWith(() => '../outside.png', /leads out of the deck file's folder/));
    test('an absolute path', () => refusedWith(() => '/etc/hostname.png', /absolute path/));
    test('a symbolic link leading out of the folder', () =>
      refusedWith((dir) => {
        const outside = mkdtempSync(join(tmpdir(), 'tp-outside-'));
        writeFileSync(
          join(outside, 'secret.png'),
          rgbPng(2, 2, () => [0, 0, 0]),
        );
        symlinkSync(join(outside, 'secret.png'), join(dir, 'art', 'link.png'));
        return 'art/link.png';
      }, /link leading out of the deck file's folder/));
    test('a URL', () => refusedWith(() => 'https://example.com/a.png', /is a link or URL/));
    test('a data: URI', () => refusedWith(() => 'data:image/png;base64,AAAA', /is a link or URL/));
    test('a missing file', () => refusedWith(() => 'art/none.png', /no such file "art\/none.png"/));
    test('a text file named .png', () =>
      refusedWith((dir) => {
        writeFileSync(join(dir, 'art', 'fake.png'), 'not a picture');
        return 'art/fake.png';
      }, /not a PNG, JPEG or SVG picture/));
    test('a PNG whose header claims 60,000 × 60,000 pixels (never decoded)', () =>
      refusedWith((dir) => {
        writeFileSync(join(dir, 'art', 'huge.png'), pngHeader(60_000, 60_000));
        return 'art/huge.png';
      }, /60000 × 60000 pixels; at most 8,000 on a side/));
    test('a file over 10 MB', () =>
      refusedWith((dir) => {
        writeFileSync(join(dir, 'art', 'big.jpg'), Buffer.alloc(10 * 1024 * 1024 + 1));
        return 'art/big.jpg';
      }, /is 10 MB; a picture may be at most 10 MB/));
    test('an SVG with an external link', () =>
      refusedWith((dir) => {
        writeFileSync(
          join(dir, 'art', 'ext.svg'),
          '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1 1"><image xlink:href="http://example.com/track.png" width="1" height="1"/></svg>',
        );
        return 'art/ext.svg';
      }, /the SVG links to "http:\/\/example.com\/track.png"/));
    test('an SVG with a script', () =>
      refusedWith((dir) => {
        writeFileSync(
          join(dir, 'art', 'js.svg'),
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script></svg>',
        );
        return 'art/js.svg';
      }, /the SVG holds a script/));
  },
);
