/**
 * The numbers behind the Findings page, computed during the build from fixed seeds, and the
 * comparisons its sentences are made from (so a sentence changes when the numbers do).
 * Cost: 16 strategy × build batches and 4 more under the other death-rule reading, 1,000
 * runs of 120 months each: 20,000 runs in all (the example-build batches are shared with
 * the Monte Carlo page's build-time results).
 */
import {
  mergeSummaries,
  STRATEGY_INFO,
  type SimSummary,
} from '../../games/wizards-tower/engine/index.ts';
import { BUILD_PRESETS } from '../../games/wizards-tower/build-presets.ts';
import { wilson } from '../../lib/wilson.ts';
import {
  deaths,
  survival,
  type McMeta,
  type McRun,
} from '../../widgets/wizards-tower/wt-mc-view.ts';
import { buildCost, buildTimeRun, mcMeta } from './monte-carlo-data.ts';

export const FINDINGS_RUNS = 1_000;
export const FINDINGS_MONTHS = 120;

export interface Findings {
  meta: McMeta;
  /** Every strategy × every preset build, WT-R9. */
  grid: McRun;
  /** Each strategy pooled over the builds (build id "all"). */
  pooledByStrategy: McRun;
  /** Each build pooled over the strategies. */
  pooledByBuild: { build: string; summary: SimSummary }[];
  /** The sample wizard under each reading of the death rule. */
  example: McRun;
  exampleWardsRating: McRun;
  /** Everything under WT-R9 pooled. */
  all: SimSummary;
  cost: { runs: number; months: number; seconds: number };
}

let cached: Findings | null = null;

export function findings(): Findings {
  if (cached) return cached;
  const strategies = STRATEGY_INFO.map((s) => s.id);
  const builds = BUILD_PRESETS.map((b) => b.id);
  const spec = { runs: FINDINGS_RUNS, months: FINDINGS_MONTHS, strategies };
  const grid = buildTimeRun({ ...spec, builds });
  const example = buildTimeRun({ ...spec, builds: ['example'] });
  const exampleWardsRating = buildTimeRun({
    ...spec,
    builds: ['example'],
    deathRule: 'wardsRating',
  });
  const meta = mcMeta();
  meta.builds.push({
    id: 'all',
    name: 'All four builds',
    short: `${FINDINGS_RUNS.toLocaleString('en')} runs each`,
  });
  const pooledByStrategy: McRun = {
    ...grid,
    results: strategies.map((strategy) => ({
      strategy,
      build: 'all',
      summary: mergeSummaries(
        grid.results.filter((r) => r.strategy === strategy).map((r) => r.summary),
      ),
    })),
  };
  const pooledByBuild = builds.map((build) => ({
    build,
    summary: mergeSummaries(grid.results.filter((r) => r.build === build).map((r) => r.summary)),
  }));
  cached = {
    meta,
    grid,
    pooledByStrategy,
    pooledByBuild,
    example,
    exampleWardsRating,
    all: mergeSummaries(grid.results.map((r) => r.summary)),
    cost: { runs: buildCost.runs, months: buildCost.months, seconds: buildCost.ms / 1000 },
  };
  return cached;
}

export const strategyName = (f: Findings, id: string): string =>
  f.meta.strategies.find((s) => s.id === id)?.name ?? id;
export const buildName = (f: Findings, id: string): string =>
  f.meta.builds.find((b) => b.id === id)?.name ?? id;

/** Whether two shares' 95 % Wilson intervals are apart (a difference the runs can vouch for). */
export function clearlyDifferent(a: SimSummary, b: SimSummary): boolean {
  const [alo, ahi] = wilson(a.alive[a.months]!, a.runs);
  const [blo, bhi] = wilson(b.alive[b.months]!, b.runs);
  return ahi < blo || bhi < alo;
}

/** Sorted best first by survival to the end. */
export function bySurvival<T extends { summary: SimSummary }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => survival(b.summary) - survival(a.summary));
}

/** Share of the deaths that came in the first `months` months. */
export function earlyDeathShare(s: SimSummary, months: number): number {
  const d = deaths(s);
  return d ? (s.runs - s.alive[months]!) / d : 0;
}

/** "a, b and c" */
export function listWords(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Keys of a count record, most first, with counts. */
export function ranked(rec: Record<string, number>): [string, number][] {
  return Object.entries(rec).sort((a, b) => b[1] - a[1]);
}
