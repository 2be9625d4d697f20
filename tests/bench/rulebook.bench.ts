/**
 * Rulebooks (issue 24): what a user waits for and what the build adds.
 * - `tower-press rules wizards-tower` as a user runs it, a fresh process each time (wall clock;
 *   the bar: under 3 s), from the TypeScript sources;
 * - typesetting alone, per game and edition, with the model built once (what the site build does);
 * - all twenty site files, as the build writes them (bar: rulebooks and kits add at most 20 s).
 * Sizes and page counts are printed beside the timings.
 */
import { test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBookModel } from '../../generators/rulebook/book.ts';
import { RULEBOOK_GAMES } from '../../generators/rulebook/games.ts';
import { renderModel } from '../../generators/rulebook/index.ts';
import { writePrebuiltRules } from '../../generators/prebuilt-rules.ts';

const dir = mkdtempSync(join(tmpdir(), 'rulebook-bench-'));

test('rulebook PDFs', async ({ bench }) => {
  // The command, end to end: start Node, build the model, typeset, write the file.
  const runs = [0, 1, 2].map(() => {
    const start = performance.now();
    const run = spawnSync(
      process.execPath,
      ['generators/cli.ts', 'rules', 'wizards-tower', '--out', join(dir, 'wt.pdf')],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`tower-press rules failed: ${run.stderr}`);
    return (performance.now() - start) / 1000;
  });
  console.log(`tower-press rules wizards-tower: ${runs.map((s) => s.toFixed(2)).join(', ')} s`);

  const models = new Map(
    await Promise.all(RULEBOOK_GAMES.map(async (g) => [g, await buildBookModel(g)] as const)),
  );
  for (const [game, model] of models) {
    const cells = (['a4', 'letter'] as const).flatMap((paper) =>
      [false, true].map((booklet) => {
        const { pdf, pages } = renderModel(model, { paper, booklet });
        return `${paper}${booklet ? ' booklet' : ''} ${pages} p ${(pdf.length / 1024).toFixed(0)} KB`;
      }),
    );
    console.log(`${game}: ${cells.join('; ')}`);
  }
  const start = performance.now();
  const count = await writePrebuiltRules(dir, undefined);
  console.log(
    `site build: ${count} rulebooks in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );

  const wt = models.get('wizards-tower')!;
  await bench.compare(
    bench('Heist rulebook, A4 — baseline', () => {
      renderModel(models.get('heist')!, { paper: 'a4' });
    }),
    bench('Wizard’s Tower rulebook, A4', () => {
      renderModel(wt, { paper: 'a4' });
    }),
    bench('Wizard’s Tower booklet, A4 (A5 book + imposition)', () => {
      renderModel(wt, { paper: 'a4', booklet: true });
    }),
    bench('Wizard’s Tower book model from content/', async () => {
      await buildBookModel('wizards-tower');
    }),
  );
});
