/**
 * The Monte Carlo form's settings in the page address, so a result can be shared: a link
 * fills the form and runs the same batch. Parameters:
 *   seed, runs, months  as typed
 *   strategies          strategy ids, comma-separated ("ward-keeper,scholar")
 *   builds              build ids, comma-separated ("example,custom")
 *   custom              "Your build": Wards, Research, Power, Allies, Domain Control, Security,
 *                       Prosperity, Loyalty, comma-separated ("2,3,2,2,1,1,1,1")
 *   rule                tower-wards | wards-rating (as the CLI's --death-rule)
 *   items               1 when the optional items rule is on
 *   v                   the seeded generator's version (GENERATOR_VERSION) the link was made with
 * Anything a link gets wrong is reported in a note and left out; the form checks the rest.
 */
import { GENERATOR_VERSION } from '../../lib/seed-text.ts';
import type { DeathRule } from './wt-mc-view.ts';
import { quoteValue } from '../../lib/url-echo.ts';

export type { DeathRule };

export interface McSettings {
  runs: string;
  months: string;
  seed: string;
  strategies: string[];
  builds: string[];
  /** The eight "Your build" fields in CUSTOM_FIELDS order, as typed. */
  custom: string[];
  deathRule: DeathRule;
  items: boolean;
}

export const CUSTOM_FIELDS = [
  'wards',
  'research',
  'power',
  'allies',
  'domainControl',
  'security',
  'prosperity',
  'loyalty',
] as const;
const RULES: Record<string, DeathRule> = {
  'tower-wards': 'towerWards',
  'wards-rating': 'wardsRating',
};
const RULE_PARAM: Record<DeathRule, string> = {
  towerWards: 'tower-wards',
  wardsRating: 'wards-rating',
};
/** Parameters this page reads: a link with none of them is not a shared batch. */
const PARAMS = ['seed', 'runs', 'months', 'strategies', 'builds', 'custom', 'rule', 'items'];
const MAX_TEXT = 64;

export interface FromLink {
  /** The settings the link gives (the rest stay as the form has them). */
  settings: Partial<McSettings>;
  /** What the link got wrong, in words, for the page to show. */
  notes: string[];
  /** The link names a batch, to be run on arrival. */
  shared: boolean;
}

const quote = (s: string) => quoteValue(s, MAX_TEXT);

export function settingsFromParams(
  params: URLSearchParams,
  known: { strategies: readonly string[]; builds: readonly string[] },
): FromLink {
  const settings: Partial<McSettings> = {};
  const notes: string[] = [];
  const shared = PARAMS.some((p) => params.has(p));
  for (const name of ['seed', 'runs', 'months'] as const) {
    const v = params.get(name);
    if (v !== null) settings[name] = v.slice(0, MAX_TEXT);
  }
  const list = (
    name: 'strategies' | 'builds',
    ids: readonly string[],
    what: string,
    whats: string,
  ) => {
    const v = params.get(name);
    if (v === null) return;
    const items = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = items.filter((id) => !ids.includes(id));
    if (unknown.length)
      notes.push(
        `The link names ${unknown.length === 1 ? `an unknown ${what}` : `unknown ${whats}`} (${unknown.map(quote).join(', ')}), left out; this page knows ${ids.join(', ')}.`,
      );
    settings[name] = ids.filter((id) => items.includes(id));
  };
  list('strategies', known.strategies, 'strategy', 'strategies');
  list('builds', known.builds, 'build', 'builds');
  const custom = params.get('custom');
  if (custom !== null) {
    const values = custom.split(',').map((s) => s.trim().slice(0, 8));
    if (values.length === CUSTOM_FIELDS.length) settings.custom = values;
    else
      notes.push(
        `The link’s “Your build” (${quote(custom)}) should have ${CUSTOM_FIELDS.length} numbers (the five Ratings, then Security, Prosperity and Loyalty); it was left out.`,
      );
  }
  const rule = params.get('rule');
  if (rule !== null) {
    if (Object.hasOwn(RULES, rule)) settings.deathRule = RULES[rule];
    else
      notes.push(
        `The link’s death rule ${quote(rule)} is not one this page knows (tower-wards or wards-rating); WT-R9’s reading is used.`,
      );
  }
  const items = params.get('items');
  if (items !== null) settings.items = items === '1';
  const v = params.get('v');
  if (v !== null && v !== String(GENERATOR_VERSION)) {
    notes.push(
      `This link was made with dice generator version ${quote(v)}, but this page has version ${GENERATOR_VERSION}: the same seed may give other games, so the numbers can differ from those that were shared.`,
    );
  }
  return { settings, notes, shared };
}

export function settingsToParams(s: McSettings): URLSearchParams {
  const p = new URLSearchParams();
  p.set('seed', s.seed);
  p.set('runs', s.runs);
  p.set('months', s.months);
  p.set('strategies', s.strategies.join(','));
  p.set('builds', s.builds.join(','));
  if (s.builds.includes('custom')) p.set('custom', s.custom.join(','));
  p.set('rule', RULE_PARAM[s.deathRule]);
  if (s.items) p.set('items', '1');
  p.set('v', String(GENERATOR_VERSION));
  return p;
}

/**
 * A shared link runs its batch on arrival only when the batch is small: about a million
 * game-months is tens of seconds on a phone. A bigger one (a million runs, say) waits for the
 * recipient to press Run, so a link never sets someone's phone working for minutes unasked.
 */
export const AUTO_RUN_GAME_MONTHS = 1_000_000;

/** Whether a shared batch of `games` games (runs × strategies × builds) of `months` may start by itself. */
export const runsOnArrival = (games: number, months: number): boolean =>
  games * months <= AUTO_RUN_GAME_MONTHS;

/** What the page says instead of starting a big shared batch. */
export const askBeforeRunning = (games: number, months: number): string =>
  `This link names a big batch: ${games.toLocaleString('en')} games of ${months} months. It has not started, since it may keep this device busy for minutes. Press Run to start it.`;

/**
 * What stands in the results' place while a shared link's batch is pending: the tables the page
 * was built with belong to another batch, so they are hidden rather than shown as this link's.
 */
export const pendingResultsText = (running: boolean): string =>
  running
    ? 'The results of this link’s batch appear here when it finishes; the tables of the page’s own sample batch are hidden meanwhile, as they are not this batch’s.'
    : 'The results of this link’s batch appear here after you press Run; the tables of the page’s own sample batch are hidden, as they are not this batch’s.';

/** What Cancel says: with no finished batch on show, it says so rather than pointing below. */
export const cancelledText = (resultsShown: boolean): string =>
  resultsShown
    ? 'Cancelled. The results below are from the last finished batch.'
    : 'Cancelled. No batch has finished yet; press Run to start again.';
