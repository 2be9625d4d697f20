import { describe, expect, it } from 'vitest';
import {
  mergeSummaries,
  simulate,
  STRATEGY_IDS,
  type GameSetup,
} from '../../../src/games/wizards-tower/engine/index.ts';
import { BUILD_PRESETS } from '../../../src/games/wizards-tower/build-presets.ts';
import { checkBuild, EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import { splitRuns, sumParts } from '../../../src/widgets/kit/worker-pool.ts';
import { chunkRuns, runChunks } from '../../../src/lib/seed.ts';
import {
  checkpoints,
  deathRate,
  deaths,
  meanMonths,
  resultsHtml,
  type McMeta,
} from '../../../src/widgets/wizards-tower/wt-mc-view.ts';
import { mcMeta } from '../../../src/components/wizards-tower/monte-carlo-data.ts';

describe('Monte Carlo split across workers and chunks', () => {
  const setup: GameSetup = { seed: 'split', build: EXAMPLE_BUILD, strategy: 'random' };
  const whole = simulate(setup, 0, 120, 36);

  it('splitting runs into contiguous ranges and chunks gives the same merged summary as one call', () => {
    const ranges = splitRuns(120, 4);
    expect(ranges).toEqual([
      { first: 0, count: 30 },
      { first: 30, count: 30 },
      { first: 60, count: 30 },
      { first: 90, count: 30 },
    ]);
    // Each worker's range in uneven chunks, merged in a shuffled order as they would arrive.
    const parts = ranges.flatMap(({ first, count }) => [
      simulate(setup, first, 7, 36),
      simulate(setup, first + 7, count - 7, 36),
    ]);
    const shuffled = [
      parts[5]!,
      parts[0]!,
      parts[7]!,
      parts[2]!,
      parts[1]!,
      parts[6]!,
      parts[3]!,
      parts[4]!,
    ];
    expect(mergeSummaries(shuffled)).toEqual(whole);
    expect(whole.runs).toBe(120);
  });

  it('chunks carry where their streams begin: played from there, in any order, they add up to one call', () => {
    const chunks = [...runChunks('split', 120, 25)];
    expect(chunks.map((c) => [c.index, c.first, c.count])).toEqual([
      [0, 0, 25],
      [1, 25, 25],
      [2, 50, 25],
      [3, 75, 25],
      [4, 100, 20],
    ]);
    const parts = chunks.map((c) => simulate(setup, c.first, c.count, 36, { start: c.start }));
    // The same as forking from the seed to each chunk's first run.
    chunks.forEach((c, i) => expect(parts[i]).toEqual(simulate(setup, c.first, c.count, 36)));
    expect(mergeSummaries([parts[3]!, parts[0]!, parts[4]!, parts[2]!, parts[1]!])).toEqual(whole);
    expect(chunkRuns(120)).toBe(500);
    expect(chunkRuns(1200)).toBe(50);
    expect(chunkRuns(10 ** 9)).toBe(1);
  });

  it('chunks shared by several threads shrink near the end, and still cover every run once, in order', () => {
    const chunks = [...runChunks('split', 1000, 80, 2)];
    const counts = chunks.map((c) => c.count);
    expect(counts.slice(0, 8)).toEqual([80, 80, 80, 80, 80, 80, 80, 80]);
    expect(counts.at(-1)).toBeLessThanOrEqual(10);
    expect(counts.every((n, i) => i === 0 || n <= counts[i - 1]!)).toBe(true);
    expect(counts.reduce((a, b) => a + b)).toBe(1000);
    chunks.forEach((c, i) =>
      expect([c.index, c.first]).toEqual([
        i,
        i === 0 ? 0 : chunks[i - 1]!.first + chunks[i - 1]!.count,
      ]),
    );
    // The same streams as one thread's chunks: a chunk's saved start is the seed forked `first` times.
    const single = [...runChunks('split', 1000, 1)];
    for (const c of chunks) expect(c.start).toBe(single[c.first]!.start);
  });

  it('the page-side merge (sumParts) equals the engine’s mergeSummaries', () => {
    const parts = splitRuns(120, 3).map(({ first, count }) => simulate(setup, first, count, 36));
    expect(sumParts(parts, ['strategy', 'months'])).toEqual(mergeSummaries(parts));
    expect(sumParts(parts, ['strategy', 'months'])).toEqual(whole);
    // As the widget does it: a running total, one part at a time.
    const running = parts
      .slice(1)
      .reduce((acc, p) => sumParts([acc, p], ['strategy', 'months']), parts[0]!);
    expect(running).toEqual(whole);
  });

  it('splitRuns covers every run once, however many parts', () => {
    for (const [runs, n] of [
      [10_000, 4],
      [10_001, 3],
      [5, 4],
      [1, 4],
    ] as const) {
      const r = splitRuns(runs, n);
      expect(r.reduce((s, x) => s + x.count, 0)).toBe(runs);
      r.forEach((x, i) => i && expect(x.first).toBe(r[i - 1]!.first + r[i - 1]!.count));
    }
  });
});

describe('Monte Carlo presets and results view', () => {
  it('every preset build is a legal point-buy', () => {
    for (const p of BUILD_PRESETS) expect(checkBuild(p.build), p.id).toEqual([]);
  });

  it('statistics: deaths, mean months and deaths per 1,000 wizard-years agree with the summary', () => {
    const s = simulate({ seed: 'stats', build: EXAMPLE_BUILD, strategy: 'random' }, 0, 200, 60);
    const died = Object.values(s.deathsByAttack).reduce((a, b) => a + b, 0);
    expect(deaths(s)).toBe(died);
    expect(Object.values(s.deathsByEvent).reduce((a, b) => a + b, 0)).toBe(died);
    expect(meanMonths(s)).toBeCloseTo(s.monthsLived / 200);
    expect(deathRate(s)).toBeCloseTo((died / (s.monthsLived / 12)) * 1000);
  });

  it('checkpoints report every 3 months on short runs and every year on long ones, ending on the last month', () => {
    expect(checkpoints(12)).toEqual([0, 3, 6, 9, 12]);
    expect(checkpoints(30)).toEqual([0, 12, 24, 30]);
  });

  it('renders every strategy and table, with the chart titled for screen readers', () => {
    const meta: McMeta = mcMeta();
    const results = STRATEGY_IDS.map((strategy) => ({
      strategy,
      build: 'example',
      summary: simulate({ seed: 'v', build: EXAMPLE_BUILD, strategy }, 0, 20, 24),
    }));
    const html = resultsHtml(
      { seed: 'v<', months: 24, deathRule: 'towerWards', items: false, results },
      meta,
    );
    expect(html).toContain('Seed “v&lt;”');
    for (const s of meta.strategies) expect(html).toContain(s.name);
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain('<title');
    expect(html).toContain('Causes of death');
    expect(html).toContain('By attack type');
  });
});
