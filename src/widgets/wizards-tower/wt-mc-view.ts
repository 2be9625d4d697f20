/**
 * The Wizard's Tower Monte Carlo results as HTML: a comparison of strategies × builds with
 * 95 % Wilson intervals, the survival curve (SVG, with the same numbers in a table beside
 * it), causes of death and how the Ratings drift. Strings, so the Monte Carlo page and the
 * Findings page render them at build time and the widget redraws them with its own runs.
 * Names come in `McMeta`, so this module imports no engine code (it ships on the page).
 */
import type { SimSummary } from '../../games/wizards-tower/engine/simulate.ts';
import { wilson } from '../../lib/wilson.ts';
import { escapeHtml } from '../../lib/html.ts';
import { lineChart, lineLegend, type Series } from '../kit/svg-chart.ts';

/** What the widget accepts. */
export const MC_LIMITS = {
  runsMin: 1_000,
  runsMax: 1_000_000,
  monthsMin: 12,
  monthsMax: 240,
} as const;

export type DeathRule = 'towerWards' | 'wardsRating';

export interface McMeta {
  strategies: { id: string; name: string }[];
  builds: { id: string; name: string; short: string }[];
  ratings: { id: string; name: string }[];
  attacks: string[];
  events: string[];
}

export interface McResult {
  strategy: string;
  build: string;
  summary: SimSummary;
}

export interface McRun {
  seed: string;
  months: number;
  deathRule: DeathRule;
  items: boolean;
  results: McResult[];
}

/** Share as a percentage: two decimals close to 100 %, where one would round the difference away. */
/** One format for every share (one decimal), so a column reads evenly; just under 1 never shows as 100.0%. */
export const pct = (x: number): string => {
  const text = (x * 100).toFixed(1);
  return `${x < 1 && text === '100.0' ? '99.9' : text}%`;
};
const int = (n: number) => Math.round(n).toLocaleString('en');
const num1 = (n: number) => n.toFixed(1);
/** A table that may scroll sideways: focusable and named, so keyboard users can scroll it too. */
export const scrollBox = (inner: string, name: string): string =>
  `<section class="tp-scroll" tabindex="0" aria-label="${escapeHtml(name)}">${inner}</section>`;
const nameOf = (list: readonly { id: string; name: string }[], id: string) =>
  list.find((x) => x.id === id)?.name ?? id;

/** Deaths in a summary (wizards not alive at the end). */
export const deaths = (s: SimSummary): number => s.runs - s.alive[s.months]!;
export const survival = (s: SimSummary, m = s.months): number =>
  s.runs ? s.alive[m]! / s.runs : 0;
/** Deaths per 1,000 wizard-years lived. */
export const deathRate = (s: SimSummary): number =>
  s.monthsLived ? (deaths(s) / (s.monthsLived / 12)) * 1000 : 0;
export const meanMonths = (s: SimSummary): number => (s.runs ? s.monthsLived / s.runs : 0);
/** Mean of Rating r over wizards alive after month m. */
export const meanRating = (s: SimSummary, m: number, r: number): number =>
  s.alive[m] ? s.ratingSums[m]![r]! / s.alive[m]! : 0;

/** "Ward-keeper" alone when one build is shown, else "Ward-keeper · Ward-heavy". */
export function label(run: McRun, meta: McMeta, r: McResult): string {
  const oneBuild = new Set(run.results.map((x) => x.build)).size === 1;
  const oneStrategy = new Set(run.results.map((x) => x.strategy)).size === 1;
  const s = nameOf(meta.strategies, r.strategy);
  const b = nameOf(meta.builds, r.build);
  return oneBuild ? s : oneStrategy ? b : `${s} · ${b}`;
}

/** Months at which the tables report: every 3 months over short runs, else every year, and the end. */
export function checkpoints(months: number): number[] {
  const step = months <= 24 ? 3 : 12;
  const out: number[] = [];
  for (let m = 0; m < months; m += step) out.push(m);
  out.push(months);
  return out;
}
const monthLabel = (m: number) =>
  m === 0 ? 'Start' : m % 12 === 0 ? `Year ${m / 12}` : `Month ${m}`;

export function comparisonTable(run: McRun, meta: McMeta): string {
  const rows = run.results.map((r) => {
    const s = r.summary;
    const [lo, hi] = wilson(s.alive[s.months]!, s.runs);
    return `<tr><th scope="row">${escapeHtml(nameOf(meta.strategies, r.strategy))}</th><td>${escapeHtml(nameOf(meta.builds, r.build))} <span class="kit-small">(${escapeHtml(meta.builds.find((b) => b.id === r.build)?.short ?? '')})</span></td><td class="num">${int(s.runs)}</td><td class="num">${pct(survival(s))}</td><td class="num">${pct(lo)}–${pct(hi)}</td><td class="num">${num1(meanMonths(s))}</td><td class="num">${deathRate(s).toFixed(2)}</td></tr>`;
  });
  return `<table class="tp-table wt-mc-compare"><caption>Strategies and builds compared over ${run.months} months</caption><thead><tr><th scope="col">Strategy</th><th scope="col">Build</th><th scope="col" class="num">Runs</th><th scope="col" class="num">Alive at the end</th><th scope="col" class="num">95% interval</th><th scope="col" class="num">Mean months lived</th><th scope="col" class="num">Deaths per 1,000 wizard-years</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * The same comparison as a list of cards, one per strategy and build, for narrow screens where
 * seven columns do not fit: the survival figure first, then the interval and the rest.
 */
export function comparisonCards(run: McRun, meta: McMeta): string {
  const items = run.results.map((r) => {
    const s = r.summary;
    const [lo, hi] = wilson(s.alive[s.months]!, s.runs);
    const short = meta.builds.find((b) => b.id === r.build)?.short ?? '';
    const item = (term: string, value: string) => `<div><dt>${term}</dt><dd>${value}</dd></div>`;
    return `<li><p class="wt-mc-card-name"><strong>${escapeHtml(nameOf(meta.strategies, r.strategy))}</strong> · ${escapeHtml(nameOf(meta.builds, r.build))} <span class="kit-small">(${escapeHtml(short)})</span></p><dl>${item('Alive at the end', `<strong class="wt-mc-card-alive">${pct(survival(s))}</strong>`)}${item('95% interval', `${pct(lo)}–${pct(hi)}`)}${item('Runs', int(s.runs))}${item('Mean months lived', num1(meanMonths(s)))}${item('Deaths per 1,000 wizard-years', deathRate(s).toFixed(2))}</dl></li>`;
  });
  // Introduced by a line screen readers read first (a list is better without an ARIA name).
  return `<p class="sr-only">Comparison: one card per strategy and build</p><ul class="wt-mc-cards">${items.join('')}</ul>`;
}

/** The y-axis floor for shares from `lo` to 100 %: zoomed in when few die, so differences show. */
function shareFloor(lo: number): number {
  const span = Math.max(1 - lo, 0.005);
  const step =
    span <= 0.01 ? 0.002 : span <= 0.02 ? 0.005 : span <= 0.05 ? 0.01 : span <= 0.2 ? 0.05 : 0.1;
  return Math.max(0, Math.floor((lo - step / 2) / step) * step);
}

export function survivalChart(run: McRun, meta: McMeta, id: string): string {
  const series: Series[] = run.results.map((r) => ({
    label: label(run, meta, r),
    points: r.summary.alive.map((n, m) => [m, r.summary.runs ? n / r.summary.runs : 0] as const),
  }));
  const lo = Math.min(...run.results.map((r) => survival(r.summary)));
  const yMin = shareFloor(lo);
  const ticks = checkpoints(run.months).filter(
    (m, i, all) => all.length <= 11 || i % 2 === 0 || m === run.months,
  );
  const markAt = (m: number) => (run.months <= 24 ? m % 3 === 0 : m % 12 === 0);
  const chart = lineChart({
    id,
    title: `Survival curve: share of wizards still alive after each month, ${series.map((s) => s.label).join(', ')}; the axis starts at ${pct(yMin)}. The table beside has the numbers.`,
    series,
    xMax: run.months,
    xTicks: ticks,
    xLabel: (m) => (run.months <= 24 ? String(m) : m % 12 === 0 ? `${m / 12}y` : String(m)),
    yMin,
    yMax: 1,
    yLabel: (v) => `${(v * 100).toFixed(yMin >= 0.98 ? 1 : 0)}%`,
    markAt,
  });
  const head = run.results
    .map((r) => `<th scope="col" class="num">${escapeHtml(label(run, meta, r))}</th>`)
    .join('');
  const rows = checkpoints(run.months)
    .map(
      (m) =>
        `<tr><th scope="row">${monthLabel(m)}</th>${run.results.map((r) => `<td class="num">${pct(survival(r.summary, m))}</td>`).join('')}</tr>`,
    )
    .join('');
  const table = `<table class="tp-table wt-mc-survival"><caption>Wizards alive (share of runs)</caption><thead><tr><th scope="col">After</th>${head}</tr></thead><tbody>${rows}</tbody></table>`;
  return `<div class="kit-chart-row"><figure>${chart}<figcaption>${lineLegend(series)}<span class="kit-small">The vertical axis starts at ${pct(yMin)}; x-axis in months${run.months > 24 ? ' (“5y”: after five years)' : ''}.</span></figcaption></figure>${scrollBox(table, 'Survival table')}</div>`;
}

export function deathsTable(run: McRun, meta: McMeta): string {
  const head = run.results
    .map((r) => `<th scope="col" class="num">${escapeHtml(label(run, meta, r))}</th>`)
    .join('');
  const cells = (get: (s: SimSummary) => number) =>
    run.results.map((r) => `<td class="num">${int(get(r.summary))}</td>`).join('');
  const extra = (known: string[], rec: (s: SimSummary) => Record<string, number>) => {
    const seen = new Set<string>();
    for (const r of run.results)
      for (const k of Object.keys(rec(r.summary))) if (!known.includes(k)) seen.add(k);
    return [...seen];
  };
  const group = (title: string, keys: string[], rec: (s: SimSummary) => Record<string, number>) =>
    `<tr class="wt-mc-group"><th scope="rowgroup" colspan="${run.results.length + 1}">${title}</th></tr>` +
    [...keys, ...extra(keys, rec)]
      .map((k) => `<tr><th scope="row">${escapeHtml(k)}</th>${cells((s) => rec(s)[k] ?? 0)}</tr>`)
      .join('');
  return `<table class="tp-table wt-mc-deaths"><caption>Causes of death (wizards killed, of the runs above)</caption><thead><tr><th scope="col">Cause</th>${head}</tr></thead><tbody>
<tr class="wt-mc-total"><th scope="row">All deaths</th>${cells(deaths)}</tr>
${group('By attack type', meta.attacks, (s) => s.deathsByAttack)}
${group('By the event roll that brought the attack', meta.events, (s) => s.deathsByEvent)}</tbody></table>`;
}

/** Mean of each Rating at the start and at the end, one row per strategy and build. */
export function ratingsSummaryTable(run: McRun, meta: McMeta): string {
  const head = meta.ratings
    .map((r) => `<th scope="col" class="num">${escapeHtml(r.name)}</th>`)
    .join('');
  const rows = run.results
    .map(
      (r) =>
        `<tr><th scope="row">${escapeHtml(label(run, meta, r))}</th>${meta.ratings.map((_, k) => `<td class="num">${num1(meanRating(r.summary, 0, k))} → ${num1(meanRating(r.summary, r.summary.months, k))}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table class="tp-table wt-mc-ratings"><caption>Mean Ratings at the start → after ${run.months} months (wizards still alive)</caption><thead><tr><th scope="col">Strategy</th>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** Mean of every Rating by year for one strategy and build: a chart and its table. */
export function ratingsByYear(run: McRun, meta: McMeta, r: McResult, id: string): string {
  const cps = checkpoints(run.months);
  const series: Series[] = meta.ratings.map((rt, k) => ({
    label: rt.name,
    points: cps.map((m) => [m, meanRating(r.summary, m, k)] as const),
  }));
  const chart = lineChart({
    id,
    title: `Mean Ratings of the wizards still alive, ${label(run, meta, r)}, from the start to month ${run.months}. The table beside has the numbers.`,
    series,
    xMax: run.months,
    xTicks: cps.filter((m, i, all) => all.length <= 11 || i % 2 === 0 || m === run.months),
    xLabel: (m) => (run.months <= 24 ? String(m) : m % 12 === 0 ? `${m / 12}y` : String(m)),
    yMin: 0,
    yMax: 6,
    yLabel: (v) => String(v),
  });
  const head = meta.ratings
    .map((x) => `<th scope="col" class="num">${escapeHtml(x.name)}</th>`)
    .join('');
  const rows = cps
    .map(
      (m) =>
        `<tr><th scope="row">${monthLabel(m)}</th>${meta.ratings.map((_, k) => `<td class="num">${num1(meanRating(r.summary, m, k))}</td>`).join('')}</tr>`,
    )
    .join('');
  const table = `<table class="tp-table"><caption>Mean Ratings: ${escapeHtml(label(run, meta, r))}</caption><thead><tr><th scope="col">After</th>${head}</tr></thead><tbody>${rows}</tbody></table>`;
  return `<div class="kit-chart-row"><figure>${chart}<figcaption>${lineLegend(series)}</figcaption></figure>${scrollBox(table, `Mean Ratings table: ${label(run, meta, r)}`)}</div>`;
}

const RULE_TEXT: Record<DeathRule, string> = {
  towerWards: 'death when Tower Wards, Research and Power are all 0 (WT-R9)',
  wardsRating: '“Wards” read as the Wards Rating, which never falls to 0, so no wizard can die',
};

export function resultsHtml(run: McRun, meta: McMeta, id = 'wt-mc'): string {
  if (!run.results.length) return '';
  const runs = run.results[0]!.summary.runs;
  const details = run.results
    .map(
      (r, i) =>
        `<details${i === 0 ? ' open' : ''}><summary>Ratings by year: ${escapeHtml(label(run, meta, r))}</summary>${ratingsByYear(run, meta, r, `${id}-r${i}`)}</details>`,
    )
    .join('');
  return `<p class="kit-small">Seed “${escapeHtml(run.seed)}”, ${int(runs)} runs of ${run.months} months for each strategy and build; ${RULE_TEXT[run.deathRule]}${run.items ? '; manufactured items on' : ''}. Run <i>i</i> uses the seed’s stream <i>i</i> in every column, so strategies and builds meet the same dice.</p>
<h4>Comparison</h4>
<div class="wt-mc-compare"><div class="wt-mc-compare-wide">${scrollBox(comparisonTable(run, meta), 'Comparison table')}</div><div class="wt-mc-compare-narrow">${comparisonCards(run, meta)}</div></div>
<h4>Survival by month</h4>
${survivalChart(run, meta, `${id}-s`)}
<h4>Causes of death</h4>
${scrollBox(deathsTable(run, meta), 'Causes of death table')}
<h4>How the Ratings drift</h4>
${scrollBox(ratingsSummaryTable(run, meta), 'Mean Ratings table')}
${details}`;
}
