/**
 * Rulebooks: what a user waits for and what the build adds.
 * - `tower-press rules wizards-tower` as a user runs it, a fresh process each time, from the
 *   TypeScript sources (the bar: under 3 s); wall clock and CPU time, since on a shared
 *   machine the wall clock mostly measures the queue for a core;
 * - typesetting alone, per game and edition, with the model built once (what the site build does),
 *   with sizes and page counts;
 * - all twenty site files, as the build writes them (bar: rulebooks and kits add at most 20 s).
 */
import { test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBookModel } from '../../generators/rulebook/book.ts';
import { RULEBOOK_GAMES } from '../../generators/rulebook/games.ts';
import { renderModel } from '../../generators/rulebook/index.ts';
import { writePrebuiltRules } from '../../generators/prebuilt-rules.ts';

const dir = mkdtempSync(join(tmpdir(), 'rulebook-bench-'));

/** CPU seconds of this process's finished children (Linux: cutime + cstime), or null elsewhere. */
function childCpu(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

test('rulebook PDFs', { timeout: 900_000 }, async ({ bench }) => {
  const runs = [0, 1, 2].map(() => {
    const cpu0 = childCpu();
    const start = performance.now();
    const run = spawnSync(
      process.execPath,
      ['generators/cli.ts', 'rules', 'wizards-tower', '--out', join(dir, 'wt.pdf')],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`tower-press rules failed: ${run.stderr}`);
    const cpu1 = childCpu();
    const cpu = cpu0 === null || cpu1 === null ? '?' : (cpu1 - cpu0).toFixed(2);
    return `${seconds(performance.now() - start)} (CPU ${cpu} s)`;
  });
  console.log(
    `tower-press rules wizards-tower: ${runs.join(', ')}; load average ${loadavg()[0]!.toFixed(1)}`,
  );

  const models = new Map(
    await Promise.all(RULEBOOK_GAMES.map(async (g) => [g, await buildBookModel(g)] as const)),
  );
  for (const [game, model] of models) {
    const cells = (['a4', 'letter'] as const).flatMap((paper) =>
      [false, true].map((booklet) => {
        const { pdf, pages } = renderModel(model, { paper, booklet });
        return `${paper}${booklet ? ' booklet' : ''}: ${pages} pages, ${(pdf.length / 1024).toFixed(0)} KB`;
      }),
    );
    console.log(`${game}: ${cells.join('; ')}`);
  }

  const start = performance.now();
  const cpu = process.cpuUsage();
  const count = await writePrebuiltRules(dir, undefined);
  const used = process.cpuUsage(cpu);
  console.log(
    `site build: ${count} rulebooks in ${seconds(performance.now() - start)} (CPU ${seconds((used.user + used.system) / 1000)})`,
  );

  const wt = models.get('wizards-tower')!;
  await bench.compare(
    bench('Heist rulebook, A4 — baseline', () => {
      renderModel(models.get('heist')!, { paper: 'a4' });
    }),
    bench('Wizard’s Tower rulebook, A4', () => {
      renderModel(wt, { paper: 'a4' });
    }),
    bench('Wizard’s Tower booklet, A4 (A5 book and imposition)', () => {
      renderModel(wt, { paper: 'a4', booklet: true });
    }),
    bench('Wizard’s Tower book model from content/', async () => {
      await buildBookModel('wizards-tower');
    }),
  );
});
