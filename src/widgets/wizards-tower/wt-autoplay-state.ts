/**
 * The auto-play simulator's settings in the URL (pure, unit-tested):
 *   v (the generator version; another version is explained in a note), seed, strategy, items=1, and the wizard build as the wizard builder writes it
 *   (wards, research, power, allies, domainControl, security, prosperity, loyalty).
 * Anything unusable is dropped or clamped, and each such change is named in a note.
 * Strategy ids are passed in, so this module does not pull the strategies into the page.
 */
import type { WizardBuild } from '../../games/wizards-tower/wizard-build.ts';
import { buildParams, NUMBER_FIELDS, parseBuildParams } from './wizard-builder-state.ts';
import { cutSeed, GENERATOR_VERSION, SEED_MAX as LIB_SEED_MAX } from '../../lib/seed-text.ts';
import { quoteParam, quoteValue } from '../../lib/url-echo.ts';

/** Counted in code points, as every seed is (lib/seed.ts). */
export const SEED_MAX = LIB_SEED_MAX;
export const DEFAULT_SEED = 'demo';
export const DEFAULT_STRATEGY = 'ward-keeper';
/** "Run on" takes 1 to 100 years at a time. */
export const YEARS = { min: 1, max: 100 } as const;

export interface AutoplaySetup {
  seed: string;
  build: WizardBuild;
  strategy: string;
  items: boolean;
}

export function parseAutoplayParams(
  params: URLSearchParams,
  strategyIds: readonly string[],
): { setup: AutoplaySetup; notes: string[] } {
  const { build, notes } = parseBuildParams(params);
  // The wizard's name comes from the seed here; the builder's Ally names do not apply.
  build.name = '';
  build.allyNames = [];
  // No Rating or Factor is ever below 1 or above 6: clamp, and say so. Values inside that
  // range that break a starting rule stay, and the form explains them beside their field.
  for (const id of NUMBER_FIELDS) {
    const box = (id in build.ratings ? build.ratings : build.factors) as Record<string, number>;
    const n = box[id]!;
    if (n < 1 || n > 6) {
      box[id] = Math.min(6, Math.max(1, n));
      notes.push(`“${id}=${n}” is outside 1–6, so ${box[id]} is used.`);
    }
  }
  const version = params.get('v');
  if (version !== null && version !== String(GENERATOR_VERSION)) {
    notes.push(
      `This link was made with generator version ${quoteValue(version)}, but this site has version ${GENERATOR_VERSION}: the same seed may play a different game from the one that was shared.`,
    );
  }
  const cut = cutSeed((params.get('seed') ?? '').trim(), SEED_MAX);
  let seed = cut.seed;
  if (cut.cut)
    notes.push(
      `The seed was longer than ${SEED_MAX} characters, so only its first ${[...seed].length} (“${seed}”) are used.`,
    );
  if (!seed) seed = DEFAULT_SEED;
  let strategy = params.get('strategy') ?? DEFAULT_STRATEGY;
  if (!strategyIds.includes(strategy)) {
    notes.push(
      `${quoteParam('strategy', strategy)} is not a strategy here (${strategyIds.join(', ')}), so ${DEFAULT_STRATEGY} is used.`,
    );
    strategy = DEFAULT_STRATEGY;
  }
  const itemsRaw = params.get('items');
  let items = false;
  if (itemsRaw !== null && itemsRaw !== '') {
    if (itemsRaw === '1' || itemsRaw === '0') items = itemsRaw === '1';
    else
      notes.push(`“items=${itemsRaw}” should be 1 (on) or 0 (off), so the optional rule is off.`);
  }
  return { setup: { seed, build, strategy, items }, notes };
}

export function autoplayParams(setup: AutoplaySetup): URLSearchParams {
  // v: the generator version, so a shared link says which dice it was made with.
  const params = new URLSearchParams({
    v: String(GENERATOR_VERSION),
    seed: setup.seed,
    strategy: setup.strategy,
  });
  for (const [k, v] of buildParams(setup.build)) params.append(k, v);
  if (setup.items) params.set('items', '1');
  return params;
}

/** How many years "Run on" should play, or a message saying what is wrong. */
export function parseYears(raw: string): number | string {
  const n = Number(raw.trim());
  if (raw.trim() === '' || !Number.isInteger(n) || n < YEARS.min || n > YEARS.max) {
    return `Years must be a whole number from ${YEARS.min} to ${YEARS.max}.`;
  }
  return n;
}

/** The latest month a link may name: 100 years, the most "Run on" plays at once. */
export const MONTH_MAX = 12 * YEARS.max + 1;

/**
 * The month a link names (`month=N`: the game played on to the start of month N, or to the
 * wizard's death before it); 1 when there is none, with a note when the value is unusable.
 */
export function parseMonthParam(params: URLSearchParams): { month: number; note: string | null } {
  const raw = params.get('month');
  if (raw === null || raw === '') return { month: 1, note: null };
  const n = Number(raw);
  if (Number.isInteger(n) && n >= 1 && n <= MONTH_MAX) return { month: n, note: null };
  return {
    month: 1,
    note: `${quoteParam('month', raw)} is not a month from 1 to ${MONTH_MAX}, so the game starts at month 1.`,
  };
}

/** The link's parameters with the month reached (none while the game is at its start). */
export function autoplayParamsAt(setup: AutoplaySetup, month: number): URLSearchParams {
  const params = autoplayParams(setup);
  if (month > 1) params.set('month', String(month));
  return params;
}
