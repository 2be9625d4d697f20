/**
 * <sth-simulator>'s settings in the address (pure, unit-tested): runs, seed and strategies. The
 * results follow from them (run i always climbs the seed's tower i), so a link that keeps the
 * settings keeps the results: opened elsewhere, it runs the same batch and shows the same table.
 */
import { seedLengthProblem } from '../../lib/seed-text.ts';
import { quoteValue } from '../../lib/url-echo.ts';

export interface SimSettings {
  runs: number;
  seed: string;
  strategies: string[];
}

export interface SimFromLink {
  /** The settings the link gives; null when the address names no batch. */
  settings: SimSettings | null;
  /** What the link got wrong, in words. */
  notes: string[];
}

export function simSettingsToParams(s: SimSettings): URLSearchParams {
  return new URLSearchParams({
    runs: String(s.runs),
    seed: s.seed,
    strategies: s.strategies.join(','),
  });
}

/** Reads a link's settings, keeping what is usable and naming what is not. */
export function simSettingsFromParams(
  params: URLSearchParams,
  known: { strategies: readonly string[]; runsMin: number; runsMax: number },
  fallback: SimSettings,
): SimFromLink {
  if (!['runs', 'seed', 'strategies'].some((k) => params.has(k)))
    return { settings: null, notes: [] };
  const notes: string[] = [];
  const settings = { ...fallback, strategies: [...fallback.strategies] };
  const runs = params.get('runs');
  if (runs !== null) {
    const n = Number(runs);
    if (Number.isInteger(n) && n >= known.runsMin && n <= known.runsMax) settings.runs = n;
    else
      notes.push(
        `The link’s runs (${quoteValue(runs, 20)}) are not a whole number from ${known.runsMin.toLocaleString('en')} to ${known.runsMax.toLocaleString('en')}; ${fallback.runs.toLocaleString('en')} are used.`,
      );
  }
  const seed = params.get('seed');
  if (seed !== null) {
    // The one seed rule the CLI and every widget share (lib/seed-text.ts).
    const problem = seed.trim() ? seedLengthProblem(seed.trim()) : 'empty';
    if (problem === null) settings.seed = seed.trim();
    else notes.push(`The link’s seed is ${problem}; it is not used.`);
  }
  const strategies = params.get('strategies');
  if (strategies !== null) {
    const named = strategies.split(',').filter(Boolean);
    const ok = named.filter((s) => known.strategies.includes(s));
    const unknown = named.filter((s) => !known.strategies.includes(s));
    if (unknown.length)
      notes.push(
        `The link names strategies this page does not know (${unknown.map((u) => quoteValue(u, 20)).join(', ')}); they are left out.`,
      );
    if (ok.length) settings.strategies = ok;
  }
  return { settings, notes };
}
