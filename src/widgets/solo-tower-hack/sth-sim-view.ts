/**
 * Monte Carlo results as HTML: where runs end (an SVG bar chart with the same numbers in a
 * table beside it) and a summary per strategy with 95 % intervals. A string builder so the
 * page shows build-time results and the widget redraws them with its own.
 */
import { STRATEGIES, wilson, type StrategySummary } from '../../games/solo-tower-hack/autoplay.ts';
import { LEVEL_COUNT } from '../../games/solo-tower-hack/levels.ts';
import { escapeHtml } from '../../lib/html.ts';

/** Runs per strategy the simulator accepts. */
export const RUN_LIMITS = { min: 100, max: 200_000 } as const;

/** One decimal everywhere, so columns read evenly; just under 1 never shows as 100.0%. */
const pct = (x: number) => {
  const text = (x * 100).toFixed(1);
  return `${x < 1 && text === '100.0' ? '99.9' : text}%`;
};
const nameOf = (id: string) => STRATEGIES.find((s) => s.id === id)?.name ?? id;
const PLACES = [...Array.from({ length: LEVEL_COUNT }, (_, i) => `L${i + 1}`), 'End'];
const PLACE_NAMES = [
  ...Array.from({ length: LEVEL_COUNT }, (_, i) => `Level ${i + 1}`),
  'End room',
];
/** Fills that differ without colour: solid, hatched, outline. */
const FILLS = ['bar-solid', 'bar-hatch', 'bar-open'];

function chart(summaries: readonly StrategySummary[], id: string): string {
  const W = 560,
    H = 250,
    left = 44,
    bottom = 30,
    top = 10;
  const plotW = W - left - 8,
    plotH = H - top - bottom;
  const shares = summaries.map((s) => s.deathsByLevel.map((n) => (s.runs ? n / s.runs : 0)));
  const max = Math.max(0.05, ...shares.flat());
  const step = max > 0.2 ? 0.1 : max > 0.1 ? 0.05 : 0.02;
  const yMax = Math.ceil(max / step) * step;
  const groupW = plotW / PLACES.length;
  const barW = Math.min(14, (groupW - 6) / summaries.length);
  const y = (v: number) => top + plotH - (v / yMax) * plotH;
  const out: string[] = [
    `<svg class="kit-chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-t" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="${id}-t">Where runs die: share of all runs that ended on each level, by strategy (the table beside has the numbers)</title>`,
    `<defs><pattern id="${id}-hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="5" height="5" class="hatch-bg"/><line x1="0" y1="0" x2="0" y2="5" class="hatch-line"/></pattern></defs>`,
  ];
  for (let v = 0; v <= yMax + 1e-9; v += step) {
    out.push(
      `<line class="grid" x1="${left}" x2="${W - 8}" y1="${y(v)}" y2="${y(v)}"/><text class="tick" x="${left - 4}" y="${y(v) + 4}" text-anchor="end">${Math.round(v * 100)}%</text>`,
    );
  }
  PLACES.forEach((place, g) => {
    const x0 = left + g * groupW + (groupW - barW * summaries.length) / 2;
    shares.forEach((row, k) => {
      const v = row[g] ?? 0;
      const fill = FILLS[k % FILLS.length] === 'bar-hatch' ? ` fill="url(#${id}-hatch)"` : '';
      out.push(
        `<rect class="${FILLS[k % FILLS.length]}"${fill} x="${x0 + k * barW}" y="${y(v)}" width="${barW - 1}" height="${top + plotH - y(v)}"/>`,
      );
    });
    out.push(
      `<text class="tick" x="${left + g * groupW + groupW / 2}" y="${H - bottom + 16}" text-anchor="middle">${place}</text>`,
    );
  });
  out.push(
    `<line class="axis" x1="${left}" x2="${W - 8}" y1="${top + plotH}" y2="${top + plotH}"/></svg>`,
  );
  return out.join('');
}

function legend(summaries: readonly StrategySummary[], id: string): string {
  return `<ul class="kit-legend">${summaries
    .map(
      (s, k) =>
        `<li><svg width="14" height="14" aria-hidden="true"><rect class="${FILLS[k % FILLS.length]}"${FILLS[k % FILLS.length] === 'bar-hatch' ? ` fill="url(#${id}-hatch)"` : ''} x="0.5" y="0.5" width="13" height="13"/></svg> ${escapeHtml(nameOf(s.strategy))}</li>`,
    )
    .join('')}</ul>`;
}

function deathsTable(summaries: readonly StrategySummary[]): string {
  const head = summaries
    .map((s) => `<th scope="col" class="num">${escapeHtml(nameOf(s.strategy))}</th>`)
    .join('');
  const rows = PLACE_NAMES.map(
    (place, i) =>
      `<tr><th scope="row">${place}</th>${summaries.map((s) => `<td class="num">${pct(s.runs ? s.deathsByLevel[i]! / s.runs : 0)}</td>`).join('')}</tr>`,
  ).join('');
  const won = `<tr class="won"><th scope="row">Won</th>${summaries.map((s) => `<td class="num">${pct(s.runs ? s.wins / s.runs : 0)}</td>`).join('')}</tr>`;
  return `<table class="tp-table sth-deaths"><caption>How runs ended (share of runs)</caption><thead><tr><th scope="col">Died on</th>${head}</tr></thead><tbody>${rows}${won}</tbody></table>`;
}

function summaryTable(summaries: readonly StrategySummary[]): string {
  const rows = summaries.map((s) => {
    const [lo, hi] = wilson(s.wins, s.runs);
    const winnerDamage = s.wins ? (s.winnerDamageTotal / s.wins).toFixed(1) : '—';
    return `<tr><th scope="row">${escapeHtml(nameOf(s.strategy))}</th><td class="num">${s.runs.toLocaleString('en')}</td><td class="num">${pct(s.runs ? s.wins / s.runs : 0)}</td><td class="num">${pct(lo)}–${pct(hi)}</td><td class="num">${winnerDamage}</td><td class="num">${(s.roomsTotal / Math.max(1, s.runs)).toFixed(1)}</td><td class="num">${(s.xpTotal / Math.max(1, s.runs)).toFixed(1)}</td></tr>`;
  });
  return `<table class="tp-table"><caption>Results by strategy</caption><thead><tr><th scope="col">Strategy</th><th scope="col" class="num">Runs</th><th scope="col" class="num">Won</th><th scope="col" class="num">95% interval</th><th scope="col" class="num">Damage at the end (winners, mean)</th><th scope="col" class="num">Rooms entered (mean)</th><th scope="col" class="num">XP (mean)</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function resultsHtml(
  summaries: readonly StrategySummary[],
  seed: string,
  id = 'sth-sim',
): string {
  if (!summaries.length) return '';
  return `<p class="kit-small">Seed “${escapeHtml(seed)}”: run <i>i</i> of every strategy climbs tower <i>i</i> of the seed, so the strategies are compared on the same towers.</p>
<section class="tp-scroll" tabindex="0" aria-label="Results by strategy">${summaryTable(summaries)}</section>
<div class="kit-chart-row"><figure>${chart(summaries, id)}<figcaption>${legend(summaries, id)}</figcaption></figure><section class="tp-scroll" tabindex="0" aria-label="How runs ended">${deathsTable(summaries)}</section></div>`;
}
