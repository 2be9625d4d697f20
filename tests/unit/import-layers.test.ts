import { describe, expect, test } from 'vitest';
import {
  importCycles,
  importGraph,
  layerOf,
  layerViolations,
  nodeImportsInBrowserCode,
  readSpecifiers,
  REPO,
  resolveSpecifier,
  specifiersOf,
  type ImportGraph,
} from './import-layers.ts';

const specifiers = readSpecifiers(REPO, ['src', 'generators', 'content']);
const graph = importGraph(specifiers);
const show = (vs: { from: string; to: string; rule: string }[]) =>
  vs.map((v) => `${v.from} imports ${v.to}: ${v.rule}`);

describe('the layers of docs/architecture.md hold in the sources', () => {
  test('the graph is read (every layer has files, and imports were found)', () => {
    const layers = new Set([...graph.keys()].map(layerOf));
    for (const layer of ['lib', 'games', 'print', 'widgets', 'components', 'content', 'generators'])
      expect(layers).toContain(layer);
    // A sample of edges of each kind of file: .ts, .astro frontmatter, .astro <script>, .mdx.
    expect(graph.get('generators/cli.ts')).toContain('generators/commands/sheet.ts');
    expect(graph.get('src/components/SheetDownloads.astro')).toContain('src/print/sheets/index.ts');
    expect(graph.get('src/components/Head.astro')).toContain('src/widgets/kit/site-updates.ts');
    expect(graph.get('content/cli.mdx')).toContain('src/site/downloads.ts');
  });

  test('no file imports a layer it may not (src/ never imports generators/)', () => {
    expect(show(layerViolations(graph))).toEqual([]);
  });

  test('code that runs in the browser (lib, games, print, widgets) imports no Node built-in', () => {
    expect(nodeImportsInBrowserCode(specifiers)).toEqual([]);
    expect(
      nodeImportsInBrowserCode(
        new Map([
          ['src/print/x.ts', ['node:fs', 'fs', 'pdfkit', './y.ts']],
          ['generators/x.ts', ['node:fs']],
        ]),
      ),
    ).toEqual([
      { from: 'src/print/x.ts', specifier: 'node:fs' },
      { from: 'src/print/x.ts', specifier: 'fs' },
    ]);
  });

  test('no import cycles in the print layer or the Node-only card code', () => {
    expect(importCycles(graph, 'src/print/')).toEqual([]);
    expect(importCycles(graph, 'generators/cards/')).toEqual([]);
  });
});

describe('the checker catches what it should', () => {
  test('a synthetic forbidden import in each direction is reported with its rule', () => {
    const bad: ImportGraph = new Map([
      ['src/games/heist/x.ts', ['src/print/fonts.ts', 'src/lib/seed.ts']],
      ['src/print/sheets/y.ts', ['generators/files/write-files.ts', 'src/games/heist/x.ts']],
      ['src/widgets/z.ts', ['src/components/A.astro']],
      ['src/lib/w.ts', ['src/games/heist/x.ts']],
      ['content/p.mdx', ['src/print/sheets/index.ts', 'src/site/downloads.ts', 'package.json']],
      ['src/components/B.astro', ['generators/cli.ts', 'package.json']],
      ['generators/g.ts', ['src/widgets/z.ts', 'src/print/fonts.ts']],
    ]);
    expect(show(layerViolations(bad))).toEqual([
      'src/games/heist/x.ts imports src/print/fonts.ts: src/games may import src/games, src/site, src/lib',
      'src/print/sheets/y.ts imports generators/files/write-files.ts: src/print may import src/print, src/games, src/site, src/lib',
      'src/widgets/z.ts imports src/components/A.astro: src/widgets may import src/widgets, src/games, src/site, src/lib, src/print',
      'src/lib/w.ts imports src/games/heist/x.ts: src/lib may import src/lib',
      'content/p.mdx imports src/print/sheets/index.ts: content may import content, src/components, src/games, src/site, src/lib (and package.json)',
      expect.stringMatching(/^src\/components\/B\.astro imports generators\/cli\.ts: /),
    ]);
  });

  test('specifiers are read from import, export-from, dynamic import, .astro and .mdx', () => {
    const ts = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "const e = await import('./e.ts');",
      "import url from '@fontsource/x/y.woff?url';",
      "// import { no } from './comment.ts';",
    ].join('\n');
    expect(specifiersOf('src/x.ts', ts)).toEqual([
      './a.ts',
      '../b.ts',
      './c.ts',
      './d.ts',
      './e.ts',
      '@fontsource/x/y.woff?url',
    ]);
    const astro = [
      '---',
      "import X from '../x.ts';",
      '---',
      "<p>Don't read this: import y from './markup.ts'</p>",
      "<script>import '../../widgets/w.ts';</script>",
    ].join('\n');
    expect(specifiersOf('src/components/C.astro', astro)).toEqual([
      '../x.ts',
      '../../widgets/w.ts',
    ]);
    const mdx = [
      '---',
      'title: T',
      '---',
      "import A from '../../src/components/A.astro';",
      "import { b } from '../../generators/b.ts';",
      '',
      'Text that says import c from "./c.ts" is prose.',
    ].join('\n');
    expect(specifiersOf('content/g/p.mdx', mdx)).toEqual([
      '../../src/components/A.astro',
      '../../generators/b.ts',
    ]);
  });

  test('the synthetic .mdx import of generators/ fails the layer rule once resolved', () => {
    const from = 'content/g/p.mdx';
    const to = resolveSpecifier(from, '../../generators/b.ts?raw')!;
    expect(to).toBe('generators/b.ts');
    expect(show(layerViolations(new Map([[from, [to]]])))).toHaveLength(1);
    expect(resolveSpecifier(from, 'pdfkit')).toBeNull();
  });

  test('a cycle is found, with the files around it', () => {
    const cyclic: ImportGraph = new Map([
      ['src/print/cards/templates/index.ts', ['src/print/cards/templates/text.ts']],
      ['src/print/cards/templates/text.ts', ['src/print/cards/templates/index.ts']],
      ['src/print/paper.ts', []],
    ]);
    expect(importCycles(cyclic, 'src/print/')).toEqual([
      [
        'src/print/cards/templates/index.ts',
        'src/print/cards/templates/text.ts',
        'src/print/cards/templates/index.ts',
      ],
    ]);
  });
});
