/**
 * Loads a module bundled into one file by esbuild. Under vitest every call from one module to
 * another goes through an export getter, which a hot engine loop would pay on each call; the
 * browser and the CLI run bundled or native ES modules, which do not. Benchmarks of engines
 * therefore measure the bundle.
 */
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function loadBundled<T>(entry: string): Promise<T> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const file = join(mkdtempSync(join(tmpdir(), 'tower-press-bench-')), 'bundle.mjs');
  writeFileSync(file, out.outputFiles[0]!.text);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
}
