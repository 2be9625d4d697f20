// Loads the Wizard's Tower engine of another git revision beside this working tree's, for the
// engine comparisons (engine-ab.ts, engine-state-hash.ts): `git archive` of its src/ into a
// temporary directory (never committed), bundled with esbuild like the benchmark does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export type Engine = typeof import('./engine-revision-entry.ts');

/** The src/ folder of `revision` (a commit, branch or tag) in a new temporary directory. */
export function checkoutSrc(revision: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tower-press-engine-'));
  const tar = execFileSync('git', ['archive', revision, 'src'], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  return join(dir, 'src');
}

/** One bundled copy of the engine under `srcRoot` (each call loads a fresh copy). */
export async function loadEngine(srcRoot: string): Promise<Engine> {
  const root = resolve(srcRoot);
  const contents = `export { startGame } from '${root}/games/wizards-tower/engine/simulate.ts';
export { playMonths } from '${root}/games/wizards-tower/engine/month.ts';
export { STRATEGY_IDS } from '${root}/games/wizards-tower/engine/strategies.ts';
export { streamFromSeed } from '${root}/lib/seed.ts';
export { EXAMPLE_BUILD } from '${root}/games/wizards-tower/wizard-build.ts';`;
  const out = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const file = join(mkdtempSync(join(tmpdir(), 'tower-press-engine-')), 'engine.mjs');
  writeFileSync(file, out.outputFiles[0]!.text);
  return (await import(pathToFileURL(file).href)) as Engine;
}
