/**
 * The project's import graph and the layer rules of docs/architecture.md ("may import"):
 * which folder may import which. Reads the specifiers of `import`, `export … from`, `import()`
 * and `require()` with TypeScript's own scanner (ts.preProcessFile), from .ts files, the
 * frontmatter and <script> blocks of .astro files, and the ESM blocks of .mdx files; resolves
 * relative specifiers to repository paths. Packages and virtual modules are not project code and
 * are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuiltin } from 'node:module';
import ts from 'typescript';

export type Layer =
  | 'lib'
  | 'site'
  | 'games'
  | 'print'
  | 'widgets'
  | 'components'
  | 'chrome'
  | 'content'
  | 'generators';

/** The layer a repository path (posix, relative to the root) belongs to, or null when outside them all. */
export function layerOf(path: string): Layer | null {
  if (path.startsWith('src/lib/')) return 'lib';
  if (path.startsWith('src/site/')) return 'site';
  if (path.startsWith('src/games/')) return 'games';
  if (path.startsWith('src/print/')) return 'print';
  if (path.startsWith('src/widgets/')) return 'widgets';
  if (path.startsWith('src/components/')) return 'components';
  // The rest of src/: Starlight route data, the content config, Markdown plugins, styles.
  // They stand where components stand: page chrome that may use anything in src/.
  if (path.startsWith('src/')) return 'chrome';
  if (path.startsWith('content/')) return 'content';
  if (path.startsWith('generators/')) return 'generators';
  return null;
}

const SRC: readonly Layer[] = ['lib', 'site', 'games', 'print', 'widgets', 'components', 'chrome'];

/** The "may import" column of the architecture's layer table (a layer always imports itself). */
export const MAY_IMPORT: Readonly<Record<Layer, readonly Layer[]>> = {
  lib: ['lib'],
  // Where the site is published (base path, address, download paths): read by every layer
  // that writes a link, so it sits just above lib.
  site: ['site', 'lib'],
  games: ['games', 'site', 'lib'],
  print: ['print', 'games', 'site', 'lib'],
  widgets: ['widgets', 'games', 'site', 'lib', 'print'],
  components: SRC,
  chrome: SRC,
  content: ['content', 'components', 'games', 'site', 'lib'],
  generators: [...SRC, 'generators'],
};

/** Files outside every layer that a layer may still import (the version number on the CLI page). */
export const MAY_ALSO_IMPORT: Readonly<Partial<Record<Layer, readonly string[]>>> = {
  content: ['package.json'],
  components: ['package.json'],
  chrome: ['package.json'],
  generators: ['package.json'],
};

/** Import and re-export specifiers of one file's text, as TypeScript reads them. */
export function specifiersOf(path: string, text: string): string[] {
  const code = path.endsWith('.astro')
    ? astroScripts(text)
    : path.endsWith('.mdx')
      ? mdxModuleBlocks(text)
      : [text];
  return code.flatMap((c) => ts.preProcessFile(c, true, true).importedFiles.map((f) => f.fileName));
}

/** The frontmatter and the <script> blocks of an Astro component (its markup is not code). */
function astroScripts(text: string): string[] {
  const blocks: string[] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front) blocks.push(front[1]!);
  for (const m of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) blocks.push(m[1]!);
  return blocks;
}

/** The ESM paragraphs of an MDX page (those starting with import or export). */
function mdxModuleBlocks(text: string): string[] {
  const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  return body.split(/\r?\n\s*\r?\n/).filter((p) => /^(import|export)\s/.test(p.trimStart()));
}

/**
 * The repository path a specifier names, or null for a package or virtual module.
 * Query suffixes (Vite's `?url`, `?raw`) are dropped.
 */
export function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  return posix.normalize(posix.join(posix.dirname(from), specifier.replace(/[?#].*$/, '')));
}

/** file → the repository files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|mts|mjs|js|astro|mdx)$/;

/** Every source file under `roots` (repository-relative folders) → its specifiers as written. */
export function readSpecifiers(repo: string, roots: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repo, dir), { withFileTypes: true })) {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
        found.set(path, specifiersOf(path, readFileSync(join(repo, path), 'utf8')));
    }
  };
  for (const root of roots) walk(root);
  return found;
}

/** The import graph: relative specifiers resolved to repository paths, packages left out. */
export function importGraph(specifiers: ReadonlyMap<string, readonly string[]>): ImportGraph {
  return new Map(
    [...specifiers].map(([path, specs]) => [
      path,
      specs.map((s) => resolveSpecifier(path, s)).filter((p): p is string => p !== null),
    ]),
  );
}

/** Layers that run in the browser (all or part), where Node's built-in modules do not exist. */
export const BROWSER_SAFE: readonly Layer[] = ['lib', 'site', 'games', 'print', 'widgets'];

/** Imports of Node built-ins (`node:fs`, `fs`…) from files of the browser-safe layers. */
export function nodeImportsInBrowserCode(
  specifiers: ReadonlyMap<string, readonly string[]>,
): { from: string; specifier: string }[] {
  const found: { from: string; specifier: string }[] = [];
  for (const [from, specs] of specifiers) {
    const layer = layerOf(from);
    if (!layer || !BROWSER_SAFE.includes(layer)) continue;
    for (const specifier of specs)
      if (specifier.startsWith('node:') || isBuiltin(specifier)) found.push({ from, specifier });
  }
  return found;
}

export interface Violation {
  from: string;
  to: string;
  /** Why it is forbidden, e.g. "src/print may import src/print, src/games, src/lib". */
  rule: string;
}

const folder = (layer: Layer) =>
  ({
    lib: 'src/lib',
    games: 'src/games',
    print: 'src/print',
    widgets: 'src/widgets',
    components: 'src/components',
    site: 'src/site',
    chrome: 'src (other)',
    content: 'content',
    generators: 'generators',
  })[layer];

/** Every import that breaks the layer rules. */
export function layerViolations(graph: ImportGraph): Violation[] {
  const found: Violation[] = [];
  for (const [from, targets] of graph) {
    const layer = layerOf(from);
    if (!layer) continue;
    for (const to of targets) {
      const target = layerOf(to);
      const allowed = target
        ? MAY_IMPORT[layer].includes(target)
        : (MAY_ALSO_IMPORT[layer] ?? []).includes(to);
      if (!allowed)
        found.push({
          from,
          to,
          rule: `${folder(layer)} may import ${MAY_IMPORT[layer].map(folder).join(', ')}${
            MAY_ALSO_IMPORT[layer] ? ` (and ${MAY_ALSO_IMPORT[layer].join(', ')})` : ''
          }`,
        });
    }
  }
  return found;
}

/** Import cycles among the files under `prefix`, each as the files around it (first file repeated last). */
export function importCycles(graph: ImportGraph, prefix: string): string[][] {
  const files = [...graph.keys()].filter((f) => f.startsWith(prefix)).sort();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!next.startsWith(prefix) || !graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

/** The repository root, from this file's place in it (tests/unit/). */
export const REPO = fileURLToPath(new URL('../..', import.meta.url));
