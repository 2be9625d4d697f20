/**
 * `tower-press cards` facing damaged and hostile pictures and output folders: every problem of a
 * deck listed in one pass and once, nothing written; --png-dir checked before any work (a folder
 * that cannot take files, a symbolic link where an image would go); svg-to-pdfkit's warnings
 * printed naming the card; hostile pictures refused before any output exists.
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
import { runCli } from '../support/run-cli.ts';
import { pngChunk, pngHeader, rgbPng, solidJpeg } from '../support/png-bytes.ts';
import { deflateSync } from 'node:zlib';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const SLOW = 60_000;

/** A folder with a deck of the given cards (`text` template), its pictures written into art/. */
function deckWith(cards: string[], art: Record<string, Uint8Array | string>) {
  const dir = mkdtempSync(join(tmpdir(), 'tp-pictures-'));
  mkdirSync(join(dir, 'art'));
  for (const [name, bytes] of Object.entries(art)) writeFileSync(join(dir, 'art', name), bytes);
  const deck = join(dir, 'deck.yaml');
  writeFileSync(deck, `deck: Pictures\ntemplate: text\ncards:\n${cards.join('')}`);
  return { dir, deck };
}
const card = (name: string, fields: string) => `  - name: ${name}\n    fields: { ${fields} }\n`;

describe('every problem of a deck file in one pass, once, with nothing written', () => {
  test(
    'names, files, damaged pictures and text problems are listed together',
    async () => {
      const useChain = `<svg ${NS} viewBox="0 0 1 1"><defs><rect id="u0"/>${[1, 2, 3, 4, 5]
        .map((i) => `<g id="u${i}">${`<use href="#u${i - 1}"/>`.repeat(10)}</g>`)
        .join('')}</defs><use href="#u5"/></svg>`;
      const noPalette = Buffer.concat([
        pngHeader(2, 1, 3, 8),
        pngChunk('IDAT', deflateSync(Buffer.from([0, 0, 0]))),
        pngChunk('IEND', new Uint8Array(0)),
      ]);
      const { dir, deck } = deckWith(
        [
          card('Link', 'title: A, image: "http://example.com/a.png"'),
          card('Missing', 'title: B, image: art/none.png'),
          card('Palette', 'title: C, image: art/palette.png'),
          card('Chain', 'title: D, image: art/chain.svg'),
          card('Cut', 'title: E, image: art/cut.jpg'),
          card('Tab', 'title: "F\\tG"'),
          card('Nests', 'title: H, image: art/nest.svg'),
        ],
        {
          'palette.png': noPalette,
          'chain.svg': useChain,
          'cut.jpg': solidJpeg(64, 64, [1, 2, 3]).subarray(0, 400),
          'nest.svg': `<svg ${NS} viewBox="0 0 1 1"><g><rect></g></rect></svg>`,
        },
      );
      const out = join(dir, 'out.pdf');
      const pngDir = join(dir, 'png');
      const { code, err } = await runCli('cards', deck, '--out', out, '--png-dir', pngDir);
      expect(code).toBe(2);
      const f = `${deck}: card`;
      const expected = [
        `${f} 1 ("Link"): field "image": "http://example.com/a.png" is a link or URL`,
        `${f} 6 ("Tab"): field "title": holds a tab (U+0009); one line takes no tabs or line breaks`,
        `${f} 2 ("Missing"): field "image": no such file "art/none.png"`,
        `${f} 3 ("Palette"): field "image": "art/palette.png": the PNG uses a palette but has none`,
        `${f} 4 ("Chain"): field "image": "art/chain.svg": the SVG draws more than 20,000 elements`,
        `${f} 5 ("Cut"): field "image": "art/cut.jpg": the JPEG is damaged or cut short`,
        `${f} 7 ("Nests"): field "image": "art/nest.svg": the SVG is not well-formed XML (line 1, column`,
      ];
      expect(err).toContain(`the deck file has ${expected.length} problems; nothing was written`);
      for (const line of expected) {
        expect(err).toContain(line);
        expect(err.split(line).length).toBe(2); // once
      }
      expect(existsSync(out)).toBe(false);
      expect(existsSync(pngDir)).toBe(false);
      expect(readdirSync(dir).sort()).toEqual(['art', 'deck.yaml']);
    },
    SLOW,
  );

  test('a CSV cell over the limit is named once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-csv-once-'));
    const title = 'x '.repeat(160);
    writeFileSync(join(dir, 'cards.csv'), `title,body\n"${title}",fine\n`);
    writeFileSync(join(dir, 'deck.yaml'), 'deck: D\ntemplate: text\ncards: { csv: cards.csv }\n');
    const { code, err } = await runCli('cards', join(dir, 'deck.yaml'), '--out', '/dev/null');
    expect(code).toBe(2);
    expect(err).toContain('the deck file has 1 problem; nothing was written');
    expect(err.match(/at most 300 characters/g)).toHaveLength(1);
  });

  test('line breaks: refused in a one-line field and the deck name, new lines in a lines field', async () => {
    const { deck } = deckWith(
      [card('A', 'title: "One\\ntwo"'), card('B', 'title: B, body: "first\\nsecond"')],
      {},
    );
    writeFileSync(
      deck,
      readFileSync(deck, 'utf8').replace('deck: Pictures', 'deck: "Pic\\rtures"'),
    );
    const { err } = await runCli('cards', deck, '--out', '/dev/null');
    expect(err).toContain('the deck file has 2 problems;');
    expect(err).toContain(`${deck}: "deck": holds a line break (U+000D)`);
    expect(err).toContain(`${deck}: card 1 ("A"): field "title": holds a line break (U+000A)`);
  });
});

describe('--png-dir is checked before any work', () => {
  test('a symbolic link in DIR where an image would go is refused, naming it; nothing written', async () => {
    const { dir, deck } = deckWith([card('Ward', 'title: Ward')], {});
    const pngDir = join(dir, 'png');
    mkdirSync(pngDir);
    const outside = join(mkdtempSync(join(tmpdir(), 'tp-outside-')), 'precious.txt');
    writeFileSync(outside, 'keep me');
    symlinkSync(outside, join(pngDir, '001-ward-face.png'));
    const { code, err } = await runCli(
      'cards',
      deck,
      '--png-dir',
      pngDir,
      '--out',
      join(dir, 'x.pdf'),
    );
    expect(code).toBe(2);
    expect(err).toContain(
      `--png-dir: ${join(pngDir, '001-ward-face.png')} is a symbolic link (to ${outside}); card images are never written through links`,
    );
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
  });

  // Root may write anywhere chmod allows; /sys is a folder the kernel refuses new files in.
  test.skipIf(!existsSync('/sys/kernel'))(
    'a folder that cannot take files is refused up front, saying so',
    async () => {
      const { deck } = deckWith([card('Ward', 'title: Ward')], {});
      for (const [dir, made] of [
        ['/sys/kernel', 'write the card images in it'],
        ['/sys/kernel/tp-cards', 'make /sys/kernel/tp-cards in it'],
      ] as const) {
        const { code, err } = await runCli('cards', deck, '--png-dir', dir);
        expect(code).toBe(2);
        expect(err).toMatch(
          new RegExp(
            `--png-dir: (${dir}: cannot write in /sys/kernel \\((permission denied|not permitted)\\), which is needed to ${made}|/sys/kernel is on a read-only file system)`,
          ),
        );
      }
    },
  );
});

describe('svg-to-pdfkit speaks only through the card it was drawing', () => {
  test(
    'its warnings are printed once, naming the deck file and the card',
    async () => {
      // Path data it cannot read: the picture is well-formed, so it is drawn, with a warning.
      const { dir, deck } = deckWith(
        [
          `  - name: Odd\n    count: 3\n    fields: { title: Odd, image: art/odd.svg }\n`,
          card('Plain', 'title: Plain'),
        ],
        { 'odd.svg': `<svg ${NS} viewBox="0 0 4 4"><path d="M0 0 L4 4 Q"/></svg>` },
      );
      const { code, err, out } = await runCli('cards', deck, '--out', join(dir, 'x.pdf'));
      expect(code).toBe(0);
      expect(out).toMatch(/^Wrote /);
      const warnings = err.split('\n').filter(Boolean);
      expect(warnings).toEqual([
        `warning: ${deck}: card 1 ("Odd"): the PDF drawing code says: SvgPath: command Q with 0 numbers`,
      ]);
    },
    SLOW,
  );
});

test('a PNG with the right header and damaged data is refused before the PNG renderer sees it', async () => {
  const png = Buffer.from(rgbPng(8, 8, () => [200, 0, 0]));
  png[png.length - 20]! ^= 0x55; // inside the image data
  const { dir, deck } = deckWith([card('Red', 'title: Red, image: art/red.png')], {
    'red.png': png,
  });
  const pngDir = join(dir, 'png');
  const { code, err } = await runCli('cards', deck, '--png-dir', pngDir);
  expect(code).toBe(2);
  expect(err).toMatch(
    /card 1 \("Red"\): field "image": "art\/red.png": the PNG('s image data)? is damaged/,
  );
  expect(existsSync(pngDir)).toBe(false);
});
