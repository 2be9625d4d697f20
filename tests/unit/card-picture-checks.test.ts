/**
 * Hostile card pictures, each made here and kept small: SVGs that hide links from a tag reader,
 * use namespaces to disguise what they are, or multiply their work through references; PNGs and
 * JPEGs whose header is right and whose rest is damaged. Each is refused by the checks every
 * picture passes before anything is drawn (checkImageBytes); the CLI's own test shows nothing is
 * written then. Property tests feed random bytes and random SVG trees to the same checks.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { deflateSync } from 'node:zlib';
import SVGtoPDF from 'svg-to-pdfkit';
import { checkImageBytes } from '../../src/print/cards/picture-check.ts';
import { checkSvg } from '../../src/print/cards/svg-check.ts';
import { IMAGE_LIMITS } from '../../src/print/cards/images.ts';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';
import { pngChunk, pngHeader, PNG_SIGNATURE, rgbPng, solidJpeg } from '../support/png-bytes.ts';

const SVG = 'http://www.w3.org/2000/svg';
const NS = `xmlns="${SVG}"`;
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const utf8 = (s: string) => new TextEncoder().encode(s);
const problemOf = (r: object) => ('problem' in r ? (r as { problem: string }).problem : null);
const svgProblem = (text: string) => problemOf(checkImageBytes('art.svg', utf8(text)));
const inSvg = (body: string, attrs = '') =>
  `<svg ${NS} ${XLINK}${attrs} viewBox="0 0 10 10">${body}</svg>`;

describe('SVG: one parse, by namespace, never by prefix', () => {
  test.each([
    ['a vertical tab before an attribute', '<image\u000bhref="/etc/passwd"/>'],
    ['a no-break space before an attribute', '<image\u00a0href="/etc/passwd"/>'],
    ['a duplicated href', '<use href="#a" href="/etc/passwd"/>'],
    ['tags that do not nest', '<g><rect></g></rect>'],
    ['an unbound prefix', '<q:rect/>'],
    ['an entity it does not define', '<text>&nbsp;</text>'],
  ])('%s: not well-formed XML, refused with line and column', (_what, body) =>
    expect(svgProblem(inSvg(body))).toMatch(
      /^the SVG is not well-formed XML \(line 1, column \d+: .+\); open it in a drawing program/,
    ),
  );

  test('a script or link is found whatever its prefix is called', () => {
    expect(svgProblem(inSvg('<s:script>alert(1)</s:script>', ` xmlns:s="${SVG}"`))).toBe(
      'the SVG holds a script',
    );
    expect(svgProblem(inSvg('<svg:script/>', ` xmlns:svg="${SVG}"`))).toBe(
      'the SVG holds a script',
    );
    expect(
      svgProblem(inSvg('<use x:href="/etc/passwd"/>', ' xmlns:x="http://www.w3.org/1999/xlink"')),
    ).toMatch(/links to "\/etc\/passwd"/);
    expect(svgProblem(inSvg('<h:div xmlns:h="http://www.w3.org/1999/xhtml"/>'))).toMatch(
      /embeds HTML \(<h:div>\)/,
    );
    expect(svgProblem(inSvg('<rect s:onclick="x()" xmlns:s="urn:x"/>'))).toMatch(/onclick/);
    // The root must be SVG's own <svg>, whatever prefix it has.
    expect(svgProblem('<svg viewBox="0 0 1 1"/>')).toMatch(/is not an SVG: it starts with <svg>/);
    expect(
      checkImageBytes('a.svg', utf8(`<s:svg xmlns:s="${SVG}" viewBox="0 0 2 1"><s:rect/></s:svg>`)),
    ).toMatchObject({ type: 'svg', width: 2, height: 1 });
  });

  test('what other vocabularies hold is left out of the drawing, links and all', () => {
    const out = checkSvg(
      inSvg(
        '<i:image xmlns:i="urn:editor" href="/etc/passwd"><rect id="hidden"/></i:image><rect i:label="x" xmlns:i="urn:editor" width="1" height="1"/><!-- note --><?pi x?>',
      ),
    );
    expect(out).toMatchObject({ width: 10, height: 10 });
    const svg = (out as { svg: string }).svg;
    expect(svg).not.toMatch(/passwd|hidden|urn:editor|label|note|<\?/);
    expect(svg).toBe(
      `<svg xmlns="${SVG}" viewBox="0 0 10 10" preserveAspectRatio="none"><rect width="1" height="1"/></svg>`,
    );
  });

  test('the drawing code gets the tree written out plainly: quotes, entities and CDATA settled', () => {
    const out = checkSvg(
      inSvg(
        `<style><![CDATA[rect{fill:#f00}]]></style><text x='1' font-family="A &amp; B">1 &lt; 2 &#x26; &quot;3&quot;</text><use xlink:href="#t"/>`,
      ),
    ) as { svg: string };
    expect(out.svg).toBe(
      `<svg xmlns="${SVG}" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" preserveAspectRatio="none"><style>rect{fill:#f00}</style><text x="1" font-family="A &amp; B">1 &lt; 2 &amp; "3"</text><use xlink:href="#t"/></svg>`,
    );
  });

  test.each([
    ['a DOCTYPE', `<!DOCTYPE svg><svg ${NS} viewBox="0 0 1 1"/>`, /DOCTYPE or entities/],
    ['an external style sheet', `<?xml-stylesheet href="x.css"?><svg ${NS}/>`, /external style/],
    [
      'a CSS escape spelling url(',
      inSvg('<style>rect{fill:u\\72l(http://x/)}</style>'),
      /backslash/,
    ],
    ['an escape in a style attribute', inSvg('<rect style="fill:u\\72l(x)"/>'), /backslash/],
    [
      'an animation that could change a link',
      inSvg('<set attributeName="href" to="x"/>'),
      /animated/,
    ],
    ['a picture inside the picture', inSvg('<image href="#a"/>'), /holds an <image>/],
    ['a url() left open', inSvg('<rect fill="url(#a"/>'), /url\( left open/],
  ])('%s is refused', (_what, text, why) => expect(svgProblem(text)).toMatch(why));
});

describe('SVG: the work is counted through every reference before anything is drawn', () => {
  const tooMuch = /draws more than 20,000 elements, counting every repeat/;

  test('a chain of <use>, ten of the one before at each step, is refused by its count', () => {
    let defs = '<rect id="u0" width="1" height="1"/>';
    for (let i = 1; i <= 5; i++)
      defs += `<g id="u${i}">${`<use href="#u${i - 1}"/>`.repeat(10)}</g>`;
    const body = `<defs>${defs}</defs><use href="#u5"/>`;
    expect(body.length).toBeLessThan(1500);
    expect(svgProblem(inSvg(body))).toMatch(tooMuch);
    // Three steps (about 2,000 elements) are drawn.
    expect(svgProblem(inSvg(body.replace('#u5"/>', '#u3"/>')))).toBeNull();
  });

  const patterns = (levels: number, paint: (id: string) => string) => {
    let defs = '<pattern id="p0" width="1" height="1"><rect width="1" height="1"/></pattern>';
    for (let l = 1; l <= levels; l++)
      defs += `<pattern id="p${l}" width="1" height="1">${`<rect width="1" height="1" ${paint(`p${l - 1}`)}/>`.repeat(10)}</pattern>`;
    return `<defs>${defs}</defs><rect width="10" height="10" ${paint(`p${levels}`)}/>`;
  };

  test('patterns nested in patterns multiply, however the paint is given', () => {
    const viaFill = (id: string) => `fill="url(#${id})"`;
    expect(svgProblem(inSvg(patterns(4, viaFill)))).toMatch(tooMuch);
    expect(svgProblem(inSvg(patterns(4, (id) => `style="stroke: url('#${id}')"`)))).toMatch(
      tooMuch,
    );
    expect(
      svgProblem(
        inSvg(
          patterns(4, (id) => `class="c-${id}"`),
          '',
        ),
      ),
    ).toBeNull(); // no rule
    const sheet = Array.from({ length: 5 }, (_, l) => `.c-p${l}{fill:url(#p${l})}`).join('');
    expect(
      svgProblem(inSvg(`<style>${sheet}</style>${patterns(4, (id) => `class="c-${id}"`)}`)),
    ).toMatch(tooMuch);
    // A paint inherited from a group, and one a <use> hands to what it copies, count too.
    const inherited = patterns(4, () => '')
      .replace(/(<pattern id="p(\d)"[^>]*>)/g, (_m, open: string, l: string) =>
        l === '0' ? open : `${open}<g fill="url(#p${Number(l) - 1})">`,
      )
      .replace(/<\/pattern>/g, (m, at: number, all: string) =>
        all.lastIndexOf('<pattern id="p0"', at) === all.lastIndexOf('<pattern', at)
          ? m
          : `</g>${m}`,
      )
      .replace('<rect width="10" height="10" />', '<rect width="10" height="10" fill="url(#p4)"/>');
    expect(inherited).toContain('<g fill="url(#p3)">');
    expect(svgProblem(inSvg(inherited))).toMatch(tooMuch);
    const handed = `<defs><pattern id="q0" width="1" height="1"><rect width="1" height="1"/></pattern>${[
      1, 2, 3, 4,
    ]
      .map(
        (l) =>
          `<pattern id="q${l}" width="1" height="1"><g fill="url(#q${l - 1})">${`<use href="#leaf${l}"/>`.repeat(10)}</g></pattern><rect id="leaf${l}" width="1" height="1"/>`,
      )
      .join('')}</defs><rect fill="url(#q4)" width="9" height="9"/>`;
    expect(svgProblem(inSvg(handed))).toMatch(tooMuch);
    expect(svgProblem(inSvg(patterns(2, viaFill)))).toBeNull();
  });

  test('a marker is counted at every vertex; clips and masks each time they are used', () => {
    const marker = `<defs><marker id="m">${'<circle r="1"/>'.repeat(20)}</marker></defs>`;
    const points = Array.from({ length: 2000 }, (_, i) => `${i} ${i % 7}`).join(' ');
    expect(
      svgProblem(inSvg(`${marker}<polyline points="${points}" marker-mid="url(#m)"/>`)),
    ).toMatch(tooMuch);
    expect(svgProblem(inSvg(`${marker}<path d="M0 0 L5 5" marker-end="url(#m)"/>`))).toBeNull();
    const clip = `<defs><clipPath id="c">${'<rect/>'.repeat(100)}</clipPath></defs>`;
    expect(svgProblem(inSvg(`${clip}${'<rect clip-path="url(#c)"/>'.repeat(200)}`))).toMatch(
      tooMuch,
    );
  });

  test('a reference loop is refused, naming it', () => {
    expect(svgProblem(inSvg('<g id="a"><use href="#a"/></g>'))).toMatch(
      /reference loop \(#a leads back to itself\)/,
    );
    expect(
      svgProblem(
        inSvg(
          '<pattern id="p"><rect fill="url(#q)"/></pattern><pattern id="q"><rect fill="url(#p)"/></pattern><rect fill="url(#p)"/>',
        ),
      ),
    ).toMatch(/reference loop/);
  });

  test('a 50,000-deep SVG is refused by its depth, quickly, naming the limit (no stack overflow)', () => {
    const deep = `<svg ${NS} viewBox="0 0 1 1">${'<g>'.repeat(50_000)}${'</g>'.repeat(50_000)}</svg>`;
    const started = performance.now();
    expect(svgProblem(deep)).toBe(
      `the SVG nests elements more than ${IMAGE_LIMITS.svgDepth} deep; at most ${IMAGE_LIMITS.svgDepth}`,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    // Depth through references counts too: a chain of 150 <use>s, each one level deeper.
    const chain = Array.from(
      { length: 150 },
      (_, i) => `<g id="d${i}"><use href="#d${i + 1}"/></g>`,
    );
    expect(
      svgProblem(inSvg(`<defs>${chain.join('')}<rect id="d150"/></defs><use href="#d0"/>`)),
    ).toMatch(/nests more than 100 deep, counting each reference as one level/);
  });

  test('a file with too many elements stops being read at the limit', () => {
    expect(svgProblem(inSvg('<rect/>'.repeat(IMAGE_LIMITS.svgElements + 1)))).toMatch(
      /has more than 20,000 elements/,
    );
  });
});

/** A palette PNG, 2 × 1 pixels of 8 bits: `plte` colours, the pixels' indices, the row's filter. */
const palettePng = (plte: number, indices: [number, number], filter = 0) =>
  Buffer.concat([
    pngHeader(2, 1, 3, 8),
    ...(plte ? [pngChunk('PLTE', new Uint8Array(plte * 3))] : []),
    pngChunk('IDAT', deflateSync(Buffer.from([filter, ...indices]))),
    pngChunk('IEND', new Uint8Array(0)),
  ]);

/** A 1-bit palette PNG, `width` × 1, interlaced or not, its pixels' indices given. */
const bitPng = (indices: number[], interlaced: boolean, plte = 2) => {
  const header = pngHeader(indices.length, 1, 3, 1);
  header[8 + 8 + 12] = interlaced ? 1 : 0;
  // Recompute the header chunk's checksum for the changed interlace byte.
  const ihdr = pngChunk('IHDR', header.subarray(16, 29));
  const rows: number[] = [];
  const pack = (xs: number[]) => {
    const bytes = new Array(Math.ceil(xs.length / 8)).fill(0);
    xs.forEach((v, i) => (bytes[i >> 3] |= v << (7 - (i & 7))));
    return [0, ...bytes];
  };
  if (!interlaced) rows.push(...pack(indices));
  else {
    // One row: passes 1, 2, 4 and 6 hold pixels 0, 4, 2 and 6, 1 3 5 7 (of eight).
    const passes = [[0], [4], [2, 6], [1, 3, 5, 7]].map((xs) =>
      xs.filter((x) => x < indices.length).map((x) => indices[x]!),
    );
    for (const p of passes) if (p.length) rows.push(...pack(p));
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr,
    pngChunk('PLTE', new Uint8Array(plte * 3)),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
};

describe('PNG and JPEG: decoded whole before they are taken', () => {
  const png = (bytes: Uint8Array) => problemOf(checkImageBytes('a.png', bytes));
  const jpg = (bytes: Uint8Array) => problemOf(checkImageBytes('a.jpg', bytes));

  test('sound pictures pass', () => {
    expect(png(rgbPng(4, 3, (x, y) => [x * 60, y * 80, 0]))).toBeNull();
    expect(png(palettePng(2, [0, 1]))).toBeNull();
    expect(png(bitPng([0, 1, 1, 0, 1, 0, 0, 1], false))).toBeNull();
    expect(png(bitPng([0, 1, 1, 0, 1, 0, 0, 1], true))).toBeNull();
    expect(jpg(solidJpeg(40, 30, [200, 10, 10]))).toBeNull();
  });

  test.each([
    ['a palette PNG without its palette', palettePng(0, [0, 0]), /uses a palette but has none/],
    ['an index past the palette', palettePng(2, [0, 5]), /uses colour 5 of a palette of 2/],
    [
      'a 1-bit index past a 1-colour palette',
      bitPng([0, 1, 0], false, 1),
      /colour 1 of a palette of 1/,
    ],
    ['the same, interlaced', bitPng([0, 0, 0, 0, 0, 1], true, 1), /colour 1 of a palette of 1/],
    ['an unknown row filter', palettePng(2, [0, 1], 9), /PNG is damaged \(Unsupported filter: 9\)/],
    [
      'a damaged checksum',
      (() => {
        const b = Buffer.from(rgbPng(4, 4, () => [1, 2, 3]));
        b[b.length - 13]! ^= 1; // the image data's checksum
        return b;
      })(),
      /PNG is damaged/,
    ],
    ['a PNG cut short', rgbPng(8, 8, () => [9, 9, 9]).subarray(0, 60), /cut short/],
    [
      'a PNG with garbage for data',
      Buffer.concat([
        pngHeader(2, 2),
        pngChunk('IDAT', new Uint8Array([1, 2, 3, 4])),
        pngChunk('IEND', new Uint8Array(0)),
      ]),
      /image data is damaged/,
    ],
  ])('%s is refused', (_what, bytes, why) => expect(png(bytes)).toMatch(why));

  test('a JPEG cut short or damaged is refused', () => {
    const good = solidJpeg(64, 64, [10, 200, 30]);
    expect(jpg(good.subarray(0, 400))).toMatch(/the JPEG is damaged or cut short/);
    expect(jpg(good.subarray(0, good.length - 2))).toMatch(/the JPEG is damaged or cut short/);
    const broken = Uint8Array.from(good);
    broken.fill(0xff, good.length - 200, good.length - 150);
    expect(jpg(broken)).toMatch(/the JPEG is damaged or cut short/);
  });
});

describe('property: the picture loader on anything at all', () => {
  test('random bytes under any name: an answer, never a throw, within a second each', () => {
    const heads = [
      new Uint8Array(PNG_SIGNATURE),
      pngHeader(3, 2),
      new Uint8Array([0xff, 0xd8, 0xff]),
      solidJpeg(8, 8, [1, 2, 3]).subarray(0, 200),
      utf8(`<svg ${NS}>`),
      new Uint8Array(0),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...heads),
        fc.uint8Array({ maxLength: 600 }),
        fc.constantFrom('a.png', 'a.jpg', 'a.svg'),
        (head, tail, name) => {
          const started = performance.now();
          const result = checkImageBytes(name, new Uint8Array([...head, ...tail]));
          expect(performance.now() - started).toBeLessThan(1000);
          expect('problem' in result || 'type' in result).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  }, 60_000);

  /** Random SVG trees: SVG and other namespaces, prefixes, links, paints, references, text. */
  const ids = ['a', 'b', 'c'];
  const attr = fc.oneof(
    fc.constantFrom(...ids).map((id) => `id="${id}"`),
    fc.constantFrom(...ids).map((id) => `href="#${id}"`),
    fc.constantFrom(...ids).map((id) => `x:href="#${id}"`),
    fc.constantFrom(...ids).map((id) => `fill="url(#${id})"`),
    fc.constantFrom(...ids).map((id) => `style="clip-path: url(#${id})"`),
    fc.constantFrom(
      'href="/etc/passwd"',
      'x:href="http://x/"',
      'onload="x()"',
      'fill="url(a.svg#b)"',
    ),
    fc.constantFrom('width="3"', 'd="M0 0 L1 1 2 2"', 'marker-mid="url(#a)"', 'class="k"'),
    fc.string({ maxLength: 6 }).map((v) => `title="${v.replace(/[<&"]/g, '')}"`),
  );
  const name = fc.constantFrom(
    'g',
    'rect',
    'use',
    'pattern',
    'marker',
    'clipPath',
    'path',
    'text',
    'defs',
    's:g',
    's:script',
    'o:thing',
    'script',
    'style',
  );
  type Tree = { name: string; attrs: string[]; kids: (Tree | string)[] };
  const { tree } = fc.letrec<{ tree: Tree; node: Tree | string }>((tie) => ({
    tree: fc.record({
      name,
      attrs: fc.uniqueArray(attr, { maxLength: 3, selector: (a) => a.split('=')[0] }),
      kids: fc.array(tie('node'), { maxLength: 4 }),
    }),
    node: fc.oneof(
      { depthSize: 'small' },
      fc.string({ maxLength: 5 }).map((t) => t.replace(/[<&]/g, '')),
      tie('tree'),
    ),
  }));
  const text = (t: Tree | string): string =>
    typeof t === 'string'
      ? t
      : `<${t.name}${t.attrs.map((a) => ` ${a}`).join('')}>${t.kids.map(text).join('')}</${t.name}>`;

  test('random SVG trees: refused, or drawn exactly as checked (nothing the check did not see)', () => {
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 4 }), (kids) => {
        const source = `<svg ${NS} xmlns:s="${SVG}" xmlns:x="http://www.w3.org/1999/xlink" xmlns:o="urn:other" viewBox="0 0 9 9">${kids.map(text).join('')}</svg>`;
        const started = performance.now();
        const out = checkSvg(source);
        expect(performance.now() - started).toBeLessThan(1000);
        if ('problem' in out) return;
        // What is drawn, read by the checker again, is the same document: it saw all of it.
        expect(checkSvg(out.svg)).toEqual(out);
        expect(out.svg).not.toMatch(/<script|<[so]:|passwd|urn:other|onload=|a\.svg/);
        for (const m of out.svg.matchAll(/(?:href="|url\()([^")]*)/g)) expect(m[1]).toMatch(/^#/);
        // svg-to-pdfkit's own parser reads it without a complaint, in bounded time.
        const warnings: string[] = [];
        const doc = new PDFDocument({ autoFirstPage: true });
        const drawStarted = performance.now();
        SVGtoPDF(doc as never, out.svg, 0, 0, {
          width: 50,
          height: 50,
          warningCallback: (w) => warnings.push(w),
        });
        expect(performance.now() - drawStarted).toBeLessThan(1000);
        expect(warnings.filter((w) => w.startsWith('parseXml'))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
