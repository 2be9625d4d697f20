import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  fitImage,
  IMAGE_LIMITS,
  imageNameProblem,
  keepProportions,
  pngRawSize,
  sniffImage,
  type CardImage,
} from '../../src/print/cards/images.ts';
import { checkImageBytes } from '../../generators/cards/deck-images.ts';
import { checkSvg } from '../../src/print/cards/svg-check.ts';
import { parseDeck, DeckError } from '../../src/print/cards/schema.ts';
import * as mupdf from 'mupdf';
import { pngHeader, pngWithData, rgbPng, solidJpeg } from '../support/png-bytes.ts';

const problemOf = (r: object) => ('problem' in r ? (r as { problem: string }).problem : null);
const svg = (s: string) => new TextEncoder().encode(s);
const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('image names in deck files', () => {
  test.each([
    ['art/fireball.png'],
    ['fireball.PNG'],
    ['a b/c.jpeg'],
    ['x.jpg'],
    ['deep/er/ward.svg'],
    ['./art/x.png'],
  ])('%s is a name a deck may give', (name) => expect(imageNameProblem(name)).toBeNull());

  test.each([
    ['http://example.com/x.png', /link or URL/],
    ['https://example.com/x.png', /link or URL/],
    ['data:image/png;base64,AAAA', /link or URL/],
    ['file:///etc/passwd.png', /link or URL/],
    ['//host/x.png', /link or URL/],
    ['C:/art/x.png', /link or URL/],
    ['/etc/x.png', /absolute path/],
    ['../x.png', /leads out of the deck file's folder/],
    ['art/../../x.png', /leads out/],
    ['art\\x.png', /write folders with \//],
    ['x.gif', /must end in .png, .jpg, .jpeg or .svg/],
    ['x', /must end in/],
    [' x.png', /without spaces around it/],
    ['', /without spaces/],
    ['x\u0000.png', /control characters/],
    [`${'a'.repeat(200)}.png`, /at most 200 characters/],
  ])('%j is refused', (name, why) => expect(imageNameProblem(name)).toMatch(why));

  test('the deck schema checks the name and names card and field (the site uses the same check)', () => {
    const deck = (image: string) =>
      `deck: D\ntemplate: text\ncards:\n  - name: Fire\n    fields: { title: A, image: ${JSON.stringify(image)} }\n`;
    expect(parseDeck(deck('art/fire.png'), 'd.yaml').cards[0]!.fields.image).toBe('art/fire.png');
    try {
      parseDeck(deck('http://x.org/a.png'), 'd.yaml');
      expect.unreachable();
    } catch (e) {
      expect((e as DeckError).problems).toEqual([
        'd.yaml: card 1 ("Fire"): field "image": "http://x.org/a.png" is a link or URL; name a file beside the deck file, like art/fireball.png',
      ]);
    }
    expect(() => parseDeck(deck('').replace('""', '3'), 'd.yaml')).toThrow(/must be a file name/);
  });
});

describe('what the bytes are (magic bytes and header, never the name)', () => {
  test('PNG and JPEG sizes come from their headers', () => {
    expect(sniffImage(rgbPng(30, 20, () => [1, 2, 3]))).toMatchObject({
      type: 'png',
      width: 30,
      height: 20,
    });
    expect(sniffImage(solidJpeg(40, 10, [0, 0, 0]))).toMatchObject({
      type: 'jpeg',
      width: 40,
      height: 10,
    });
    expect(sniffImage(svg(`<?xml version="1.0"?>\n<!-- c --><svg ${NS}/>`))).toMatchObject({
      type: 'svg',
    });
  });

  test('a file named .png that holds something else is refused, saying what it holds', () => {
    expect(problemOf(checkImageBytes('x.png', solidJpeg(4, 4, [0, 0, 0])))).toMatch(
      /named as a PNG but its bytes are a JPEG/,
    );
    expect(problemOf(checkImageBytes('x.png', svg('GIF89a……')))).toMatch(
      /not a PNG, JPEG or SVG picture/,
    );
    expect(problemOf(checkImageBytes('x.svg', svg('<html><svg/></html>')))).toMatch(
      /not a PNG, JPEG or SVG/,
    );
    const cmyk = new mupdf.Pixmap(mupdf.ColorSpace.DeviceCMYK, [0, 0, 4, 4], false);
    expect(problemOf(checkImageBytes('c.jpg', cmyk.asJPEG(80, false)))).toMatch(
      /the JPEG is CMYK; save it as RGB/,
    );
    expect(problemOf(checkImageBytes('x.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xd9])))).toMatch(
      /no frame header/,
    );
  });

  test('sizes past the limits are refused from the header alone (no decoding)', () => {
    // A header saying 100,000 × 100,000 with one byte of data: refused before any inflating.
    const huge = Buffer.concat([pngHeader(100_000, 100_000), Buffer.from([0])]);
    expect(problemOf(sniffImage(huge))).toMatch(
      /100000 × 100000 pixels; at most 8,000 on a side and 40 million in all/,
    );
    expect(problemOf(sniffImage(pngHeader(8000, 6000)))).toMatch(/40 million in all/);
    expect(sniffImage(pngHeader(8000, 5000))).toMatchObject({ type: 'png' });
    expect(problemOf(sniffImage(pngHeader(0, 10)))).toMatch(/0 × 10 pixels/);
    expect(problemOf(sniffImage(pngHeader(10, 10, 5)))).toMatch(/does not exist/);
    expect(IMAGE_LIMITS).toMatchObject({ bytes: 10 * 1024 * 1024, side: 8000, svgDepth: 100 });
  });

  test('a PNG whose data inflates past its size is stopped at that size (decompression bomb)', () => {
    // 10 × 10 RGB needs 310 bytes; the data holds 50 MB of zeros (about 50 KB compressed).
    const bomb = pngWithData(10, 10, 50_000_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(problemOf(checkImageBytes('bomb.png', bomb))).toMatch(
      /inflates to more than its 10 × 10 pixels need/,
    );
    expect(problemOf(checkImageBytes('short.png', pngWithData(10, 10, 300)))).toMatch(/cut short/);
    expect(checkImageBytes('ok.png', pngWithData(10, 10, 310))).toMatchObject({ type: 'png' });
  }, 30_000); // deflating the 50 MB fixture takes a second or more on a busy machine

  test('PNG data sizes: a filter byte a row; Adam7 passes when interlaced', () => {
    expect(pngRawSize(10, 10, 8, 2, false)).toBe(310);
    expect(pngRawSize(3, 1, 1, 0, false)).toBe(2);
    expect(pngRawSize(1, 1, 8, 6, true)).toBe(5); // only the first pass has a pixel
    // Passes of an 8 × 8 grey image: 1×1, 1×1, 2×1, 2×2, 4×2, 4×4, 8×4 pixels, a filter byte a row.
    expect(pngRawSize(8, 8, 8, 0, true)).toBe(2 + 2 + 3 + 2 * 3 + 2 * 5 + 4 * 5 + 4 * 9);
  });
});

describe('SVG pictures may not reach outside themselves', () => {
  const refused = (body: string) =>
    problemOf(
      checkSvg(
        `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${body}</svg>`,
      ),
    );
  test.each([
    ['<image href="http://example.com/a.png"/>', /links to "http:\/\/example.com\/a.png"/],
    ['<image xlink:href="file:///etc/passwd"/>', /links to "file:/],
    ['<image href="data:image/png;base64,AAAA"/>', /links to "data:/],
    ['<use href="other.svg#a"/>', /links to "other.svg#a"/],
    ['<rect style="fill:url(http://x.org/p.svg#g)"/>', /uses url\(http/],
    ["<style>@import 'x.css';</style>", /@import/],
    ['<script>alert(1)</script>', /holds a script/],
    ['<rect onclick="alert(1)"/>', /event handlers/],
    ['<foreignObject><div/></foreignObject>', /embeds HTML/],
  ])('%s is refused', (body, why) => expect(refused(body)).toMatch(why));

  test('a 1 MB SVG built to make a pattern matcher retry is read in one pass', () => {
    // Read quadratically these would take hours; in one pass, a fraction of a second each.
    for (const unit of ['<a "', "<a '", '<a'])
      expect(problemOf(checkSvg(`<svg ${NS} viewBox="0 0 1 1">${unit.repeat(300_000)}`))).toMatch(
        /is not well-formed XML \(line 1, column \d+: /,
      );
  }, 30_000);

  test('an event handler on the root is refused; a link inside the file is fine', () => {
    expect(problemOf(checkSvg(`<svg ${NS} viewBox="0 0 1 1" onload="x()"/>`))).toMatch(/onload/);
    expect(refused('<a href=" #x"><rect id="x"/></a>')).toBeNull();
    expect(refused('<a href=" http://x"><rect/></a>')).toMatch(/links to "http:\/\/x"/);
  });

  test('DOCTYPEs and entities (billion laughs) are refused', () => {
    expect(
      problemOf(
        checkSvg(`<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg ${NS} viewBox="0 0 1 1">&a;</svg>`),
      ),
    ).toMatch(/DOCTYPE or entities/);
  });

  test('a <use> repeating another <use> is counted through; past the limit it is refused', () => {
    const chain = `<defs><g id="a"><rect width="1" height="1"/></g><g id="b"><use href="#a"/><use href="#a"/></g></defs><use href="#b"/>`;
    expect(refused(chain)).toBeNull();
    expect(
      refused('<defs><g id="a"><rect/></g></defs><use href="#a"/><use xlink:href="#a"/>'),
    ).toBeNull();
    const many = `<defs><g id="a">${'<rect/>'.repeat(1000)}</g></defs>${'<use href="#a"/>'.repeat(200)}`;
    expect(refused(many)).toMatch(
      /draws more than 20,000 elements, counting every repeat \(<use>, patterns, markers, clips, masks; .*\); at most 20,000/,
    );
  });

  test('its proportions come from the viewBox, else width and height; it is made ready to nest', () => {
    const a = checkSvg(
      `<?xml version="1.0"?><!-- hi --><svg ${NS} width="30mm" height="10mm" viewBox="0 0 300 100" preserveAspectRatio="xMinYMin" id="r"><rect/></svg>`,
    );
    expect(a).toMatchObject({ width: 300, height: 100 });
    expect((a as { svg: string }).svg).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100" preserveAspectRatio="none" id="r"><rect/></svg>`,
    );
    expect(checkSvg(`<svg ${NS} width="2in" height="1in"/>`)).toMatchObject({
      width: 192,
      height: 96,
    });
    expect(problemOf(checkSvg(`<svg ${NS} width="100%" height="50%"/>`))).toMatch(
      /needs a viewBox/,
    );
    expect(problemOf(checkSvg(`<svg ${NS} viewBox="0 0 0 5"/>`))).toMatch(/empty size/);
  });

  test('an SVG named .svg is checked by checkImageBytes too, and links inside itself are fine', () => {
    const ok = checkImageBytes(
      'x.svg',
      svg(
        `<svg ${NS} viewBox="0 0 4 2"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="4" height="2"/></svg>`,
      ),
    );
    expect(ok).toMatchObject({ type: 'svg', width: 4, height: 2 });
    expect(
      problemOf(
        checkImageBytes(
          'x.svg',
          svg(`<svg ${NS} viewBox="0 0 1 1"><image href="https://x/y.png"/></svg>`),
        ),
      ),
    ).toMatch(/links to/);
  });
});

describe('fitting a picture in its box', () => {
  test('as large as fits, centred, proportions kept', () => {
    const wide = fitImage({ width: 100, height: 50 }, { width: 300, height: 100 });
    expect(wide.x).toBe(0);
    expect(wide.width).toBe(100);
    expect(wide.height).toBeCloseTo(100 / 3, 12);
    expect(wide.y).toBeCloseTo(25 - 100 / 6, 12);
    expect(fitImage({ width: 100, height: 50 }, { width: 10, height: 40 })).toEqual({
      x: 43.75,
      y: 0,
      width: 12.5,
      height: 50,
    });
  });

  test('property: never stretched, never past the box, one side touches it, centred', () => {
    const side = fc.double({ min: 1, max: 10_000, noNaN: true });
    fc.assert(
      fc.property(side, side, side, side, (bw, bh, iw, ih) => {
        const f = fitImage({ width: bw, height: bh }, { width: iw, height: ih });
        expect(f.width / f.height).toBeCloseTo(iw / ih, 6);
        expect(f.width).toBeLessThanOrEqual(bw * (1 + 1e-12));
        expect(f.height).toBeLessThanOrEqual(bh * (1 + 1e-12));
        expect(Math.max(f.width / bw, f.height / bh)).toBeCloseTo(1, 9);
        expect(f.x * 2 + f.width).toBeCloseTo(bw, 6);
        expect(f.y * 2 + f.height).toBeCloseTo(bh, 6);
      }),
    );
  });

  test("keepProportions sets satori's box to the picture's proportions, after the card's stretch", () => {
    const image: CardImage = {
      type: 'png',
      width: 300,
      height: 100,
      bytes: rgbPng(3, 1, () => [0, 0, 0]),
    };
    const uri = `data:image/png;base64,${Buffer.from(image.bytes).toString('base64')}`;
    const card = `<svg width="179" height="249" viewBox="0 0 179 249"><image x="10" y="20" width="150" height="90" href="${uri}" preserveAspectRatio="none" clip-path="url(#c)" mask="url(#m)"/><image x="0" y="0" width="5" height="5" href="data:image/svg+xml;base64,PHN2Zz4="/></svg>`;
    const out = keepProportions(card, [image], { width: 178.58, height: 249.45 });
    const m =
      /<image x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" href="data:image\/png[^"]*" preserveAspectRatio="none"\/>/.exec(
        out,
      )!;
    const [x, y, w, h] = m.slice(1).map(Number) as [number, number, number, number];
    const [sx, sy] = [178.58 / 179, 249.45 / 249];
    expect((w * sx) / (h * sy)).toBeCloseTo(3, 3); // 3:1 on paper
    expect(w).toBeCloseTo(150, 3); // as wide as the box
    expect(y + h / 2).toBeCloseTo(20 + 45, 3); // centred in it
    expect(x).toBe(10);
    expect(out).not.toMatch(/clip-path|mask=/);
    expect(out).toContain('href="data:image/svg+xml;base64,PHN2Zz4="/>'); // other images untouched
  });
});
