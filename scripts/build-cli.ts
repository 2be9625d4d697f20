/**
 * Compiles the tower-press CLI to plain JavaScript for the npm package (run by `prepack`):
 * dist-cli/tower-press.js, the rulebook models (rulebooks.json), the shipped card decks
 * (decks/, for the kits), plus the worker `simulate --jobs` starts (simulate-worker.js, which
 * simulate-pool.ts looks for beside the CLI), runnable on Node 20 or newer with no TypeScript
 * support. Each is one self-contained file (no shared chunks), so a module's own URL is the
 * dist-cli/ folder. Packages stay external: npm installs them beside the CLI, which
 * finds its fonts and pdfkit's browser build through them, as it does in this repository.
 */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { buildBookModel } from '../generators/rulebook/book.ts';
import { RULEBOOK_GAMES } from '../generators/rulebook/games.ts';
import { SHIPPED_DECKS } from '../src/site/downloads.ts';
import { packedDeckName } from '../generators/kits/sources.ts';

const OUT_DIR = 'dist-cli';
/** The CLI and the modules it starts as worker threads, each compiled to OUT_DIR/<name>.js. */
const ENTRY_POINTS = {
  'tower-press': 'generators/cli.ts',
  'simulate-worker': 'generators/commands/simulate-worker.ts',
};

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: ENTRY_POINTS,
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  legalComments: 'none',
  logLevel: 'warning',
});
// The rulebooks' models, made from content/ here: the package has no content/ and no MDX
// compiler, and `tower-press rules` reads them from beside the CLI (generators/rulebook/models.ts).
const models = Object.fromEntries(
  await Promise.all(RULEBOOK_GAMES.map(async (g) => [g, await buildBookModel(g)] as const)),
);
writeFileSync(`${OUT_DIR}/rulebooks.json`, JSON.stringify(models));
// The shipped card decks, for `tower-press kit` (the package has no content/ either).
mkdirSync(`${OUT_DIR}/decks`);
for (const deck of SHIPPED_DECKS)
  copyFileSync(deck.file, `${OUT_DIR}/${packedDeckName(deck.slug)}`);
console.log(
  `tower-press CLI compiled into ${OUT_DIR}/, with ${RULEBOOK_GAMES.length} rulebook models`,
);
