import { describe, expect, test, vi } from 'vitest';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { renderTowerMaps, towerLink, type MapOptions } from '../../src/print/maps/tower-map-pdf.ts';
import { writeOutput } from '../../generators/files/write-files.ts';
import { PAPER } from '../../src/print/paper.ts';
import { generateLayout, generateLayouts } from '../../src/games/solo-tower-hack/layout.ts';
import { runCli } from '../support/run-cli.ts';
import { inkShare, pdfInfo, pdfText } from '../support/pdf.ts';

const fonts = loadFonts();

const dir = mkdtempSync(join(tmpdir(), 'map-pdf-'));
const options: MapOptions = {
  paper: 'a4',
  perPage: 1,
  siteRoot: 'https://tower.example/tower-press/',
};
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Page count and the size of the first page, `"595.28 x 841.89"` in points. */
async function pdfinfo(bytes: Uint8Array): Promise<{ pages: number; size: string }> {
  const { pages, sizes } = await pdfInfo(bytes);
  return { pages, size: sizes[0]! };
}

describe('tower map PDFs', () => {
  test('the same seed and options give byte-identical files; another seed does not', async () => {
    const a = await renderTowerMaps(PDFDocument, fonts, [generateLayout('same')], options);
    const b = await renderTowerMaps(PDFDocument, fonts, [generateLayout('same')], options);
    const c = await renderTowerMaps(PDFDocument, fonts, [generateLayout('other')], options);
    expect(sha(a)).toBe(sha(b));
    expect(sha(c)).not.toBe(sha(a));
  });

  test('one map: one portrait page of the chosen paper, under 40 KB, drawn (not blank)', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      const bytes = await renderTowerMaps(PDFDocument, fonts, [generateLayout('one')], {
        ...options,
        paper,
      });
      expect(await pdfinfo(bytes)).toEqual({
        pages: 1,
        size: `${PAPER[paper].width} x ${PAPER[paper].height}`,
      });
      expect(bytes.length).toBeLessThan(40 * 1024);
      const ink = inkShare(bytes);
      expect(ink).toBeGreaterThan(0.01);
      expect(ink).toBeLessThan(0.5);
    }
  });

  test('a batch: one page per map, or two maps to a landscape page', async () => {
    const layouts = generateLayouts('batch', 5);
    expect((await pdfinfo(await renderTowerMaps(PDFDocument, fonts, layouts, options))).pages).toBe(
      5,
    );
    const two = await renderTowerMaps(PDFDocument, fonts, layouts, {
      ...options,
      perPage: 2,
      paper: 'letter',
    });
    expect(await pdfinfo(two)).toEqual({ pages: 3, size: '792 x 612' });
    // The last page holds one map: less ink than a full page of two.
    expect(inkShare(two, 3)).toBeLessThan(inkShare(two, 1));
  });

  test('print scaling is off, the metadata fixed, and the seed and link are printed', async () => {
    const text = Buffer.from(
      await renderTowerMaps(PDFDocument, fonts, [generateLayout('meta')], options),
    ).toString('latin1');
    expect(text).toContain('/PrintScaling /None');
    expect(text).toContain('(D:20260101000000Z)');
    const printed = await pdfText(
      await renderTowerMaps(PDFDocument, fonts, [generateLayout('meta')], options),
    );
    expect(printed).toContain('Seed “meta”');
    expect(printed).toContain(
      'https://tower.example/tower-press/solo-tower-hack/tower/?seed=meta&v=1',
    );
    expect(printed).toContain('Skeleton Lord (1d6+7)');
  });

  test('a site with no public address prints the seed and version but no web address', async () => {
    const file = join(dir, 'no-address.pdf');
    writeFileSync(
      file,
      await renderTowerMaps(PDFDocument, fonts, [generateLayout('meta')], {
        ...options,
        siteRoot: undefined,
      }),
    );
    const printed = await pdfText(readFileSync(file));
    expect(printed).toContain('Seed “meta” · generator v1');
    expect(printed).not.toMatch(/https?:|localhost|www\./);
    expect(readFileSync(file).toString('latin1')).not.toContain('/URI');
  });

  test('links: map i of a batch, and stairs typed in by hand', () => {
    expect(towerLink('https://x/', generateLayout('a b'), 3)).toBe(
      'https://x/solo-tower-hack/tower/?seed=a+b&map=3&v=1',
    );
    expect(towerLink('https://x/sub/', { ...generateLayout('a'), seed: 'dice 1,2 3,4' }, 0)).toBe(
      'https://x/sub/solo-tower-hack/tower/?rolls=1%2C2+3%2C4&v=1',
    );
    expect(towerLink(undefined, generateLayout('a'), 0)).toBeUndefined();
  });

  test('no maps is an error, not an empty file', async () => {
    await expect(renderTowerMaps(PDFDocument, fonts, [], options)).rejects.toThrow(
      'There are no maps to print',
    );
  });
});

describe('writing files', () => {
  test('a failed write leaves neither the file nor a temporary one', async () => {
    const target = join(dir, 'is-a-directory');
    mkdirSync(target);
    await expect(writeOutput(target, new Uint8Array([1]))).rejects.toThrow();
    expect(readdirSync(dir).filter((f) => f.startsWith('.tower-press-'))).toEqual([]);
  });
});

const run = runCli;

describe('tower-press map', () => {
  test('--json prints the layout contract', async () => {
    const { code, out } = await run('map', '--seed', 'S', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json).toEqual(JSON.parse(JSON.stringify(generateLayout('S'))));
    expect(Object.keys(json)).toEqual(['seed', 'version', 'levels']);
    expect(Object.keys(json.levels[0])).toEqual(['level', 'stairsUp', 'roll']);
    const many = JSON.parse((await run('map', '--seed', 'S', '--count', '3', '--json')).out);
    expect(many).toHaveLength(3);
    expect(many[0]).toEqual(json);
  });

  test('writes the PDF, the same bytes as the library', async () => {
    const out = join(dir, 'cli.pdf');
    const { code, out: said } = await run(
      'map',
      '--seed',
      'S',
      '--count',
      '3',
      '--per-page',
      '2',
      '--paper',
      'letter',
      '--out',
      out,
    );
    expect(code).toBe(0);
    expect(said).toMatch(/3 maps on 2 pages/);
    const direct = await renderTowerMaps(PDFDocument, fonts, generateLayouts('S', 3), {
      paper: 'letter',
      perPage: 2,
      siteRoot: undefined,
    });
    expect(sha(readFileSync(out))).toBe(sha(direct));
  });

  test('SITE_URL and BASE_PATH give the printed link, as on the site', async () => {
    const out = join(dir, 'linked.pdf');
    vi.stubEnv('SITE_URL', 'https://games.example.org');
    vi.stubEnv('BASE_PATH', 'tower-press');
    try {
      expect((await run('map', '--seed', 'S', '--out', out)).code).toBe(0);
    } finally {
      vi.unstubAllEnvs();
    }
    const direct = await renderTowerMaps(PDFDocument, fonts, generateLayouts('S', 1), {
      paper: 'a4',
      perPage: 1,
      siteRoot: 'https://games.example.org/tower-press/',
    });
    expect(sha(readFileSync(out))).toBe(sha(direct));
    expect(await pdfText(readFileSync(out))).toContain(
      'https://games.example.org/tower-press/solo-tower-hack/tower/?seed=S&v=1',
    );
  });

  test('a malformed SITE_URL is named, and nothing is written', async () => {
    const out = join(dir, 'bad-site.pdf');
    vi.stubEnv('SITE_URL', 'games.example.org/x');
    try {
      const { code, err } = await run('map', '--seed', 'S', '--out', out);
      expect(code).toBe(1);
      expect(err).toMatch(
        /SITE_URL must be a web address like https:\/\/games\.example\.org, got "games\.example\.org\/x"/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
    expect(existsSync(out)).toBe(false);
  });

  test.each([
    [['--out', 'x.pdf'], /--seed is required/],
    [['--seed', 'S', '--paper', 'a3', '--out', 'x.pdf'], /--paper must be a4 or letter, got "a3"/],
    [['--seed', 'S', '--per-page', '3', '--out', 'x.pdf'], /--per-page must be from 1 to 2, got 3/],
    [['--seed', 'S', '--count', '0', '--out', 'x.pdf'], /--count must be from 1 to 500, got 0/],
    [
      ['--seed', 'S', '--count', 'lots', '--out', 'x.pdf'],
      /--count must be a whole number, got "lots"/,
    ],
    [['--seed', 'S'], /--out FILE.pdf is required/],
    [['--seed', 'S', '--colour', 'red'], /Unknown option '--colour'/],
  ])('bad flags exit 2 and name the problem: %j', async (flags, message) => {
    const { code, err } = await run('map', ...flags);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err).toContain('Usage: tower-press map');
  });

  test('--out naming a folder: exit 2 with a message, not a crash; --json prints nothing when --out is bad', async () => {
    const folder = mkdtempSync(join(dir, 'folder-'));
    for (const out of [folder, `${folder}/`]) {
      const { code, err } = await run('map', '--seed', 'S', '--out', out);
      expect(code).toBe(2);
      expect(err).toContain(`--out: ${out} is a folder; name a file`);
    }
    expect(readdirSync(folder)).toEqual([]);
    const { code, out, err } = await run(
      'map',
      '--seed',
      'S',
      '--json',
      '--out',
      join(dir, 'missing', 'x.pdf'),
    );
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/--out: the folder .*missing does not exist/);
  });

  test('an output folder that does not exist: exit 2, nothing written', async () => {
    const target = join(dir, 'missing', 'x.pdf');
    const { code, err } = await run('map', '--seed', 'S', '--out', target);
    expect(code).toBe(2);
    expect(err).toMatch(/--out: the folder .*missing does not exist/);
    expect(existsSync(join(dir, 'missing'))).toBe(false);
  });
});
