/**
 * Build-time Monte Carlo for the Monte Carlo and Findings pages: the names the result views
 * need, and batches from fixed seeds, memoised so a batch both pages show is played once
 * per build.
 */
import { ATTACK_TYPES, EVENT_CHANCES } from '../../games/wizards-tower/events.ts';
import { RATINGS } from '../../games/wizards-tower/ratings.ts';
import { BUILD_PRESETS, buildShort } from '../../games/wizards-tower/build-presets.ts';
import {
  simulate,
  STRATEGY_INFO,
  type SimSummary,
} from '../../games/wizards-tower/engine/index.ts';
import type { WizardBuild } from '../../games/wizards-tower/wizard-build.ts';
import type { DeathRule, McMeta, McRun } from '../../widgets/wizards-tower/wt-mc-view.ts';

/** The seed every build-time batch uses. */
export const BUILD_SEED = 'tower-press';

export function mcMeta(): McMeta & { presets: Record<string, WizardBuild> } {
  return {
    strategies: STRATEGY_INFO.map((s) => ({ id: s.id, name: s.name })),
    builds: [
      ...BUILD_PRESETS.map((b) => ({ id: b.id, name: b.name, short: buildShort(b.build) })),
      { id: 'custom', name: 'Your build', short: 'custom' },
    ],
    ratings: RATINGS.map((r) => ({ id: r.id, name: r.name })),
    attacks: ATTACK_TYPES.map((a) => a.name),
    events: EVENT_CHANCES.map((e) => e.name),
    presets: Object.fromEntries(BUILD_PRESETS.map((b) => [b.id, b.build])),
  };
}

const cache = new Map<string, SimSummary>();
/** Total simulated months played at build time (each batch counted once), for the build log. */
export const buildCost = { runs: 0, months: 0, ms: 0 };

export interface BatchSpec {
  seed?: string;
  runs: number;
  months: number;
  strategies: readonly string[];
  builds: readonly string[];
  deathRule?: DeathRule;
}

export function buildTimeRun(spec: BatchSpec): McRun {
  const seed = spec.seed ?? BUILD_SEED;
  const deathRule = spec.deathRule ?? 'towerWards';
  const results = spec.strategies.flatMap((strategy) =>
    spec.builds.map((buildId) => {
      const key = JSON.stringify([seed, spec.runs, spec.months, strategy, buildId, deathRule]);
      let summary = cache.get(key);
      if (!summary) {
        const build = BUILD_PRESETS.find((b) => b.id === buildId)!.build;
        const t = performance.now();
        summary = simulate(
          { seed, build, strategy, options: { deathRule } },
          0,
          spec.runs,
          spec.months,
        );
        buildCost.ms += performance.now() - t;
        buildCost.runs += spec.runs;
        buildCost.months += summary.monthsLived;
        cache.set(key, summary);
      }
      return { strategy, build: buildId, summary };
    }),
  );
  return { seed, months: spec.months, deathRule, items: false, results };
}
