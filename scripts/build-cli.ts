/**
 * Compiles the tower-press CLI to plain JavaScript for the npm package (run by `prepack`):
 * dist-cli/tower-press.mjs, plus any worker a command starts, runnable on Node 20 or newer
 * with no TypeScript support. Packages stay external: npm installs them beside the CLI, which
 * finds its fonts and pdfkit's browser build through them, as it does in this repository.
 */
import { build } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';

const OUT_DIR = 'dist-cli';
/** The CLI and the modules it starts as worker threads, each compiled to OUT_DIR/<name>.mjs. */
const ENTRY_POINTS = { 'tower-press': 'generators/cli.ts', 'simulate-worker': 'generators/commands/simulate-worker.ts' };

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS).filter(([, file]) => existsSync(file))),
  outdir: OUT_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`tower-press CLI compiled into ${OUT_DIR}/`);
