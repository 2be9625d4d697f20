/**
 * Small SVG chart helpers shared by the simulators' result views: a y-axis grid with round
 * ticks, and a line chart whose series differ without colour (a marker shape and a dash
 * pattern each). Strings, so the same code draws build-time HTML and the widget's own results.
 */
import { escapeHtml } from '../../lib/html.ts';

/** A round tick step giving about `ticks` intervals over `span`. */
export function niceStep(span: number, ticks = 5): number {
  const raw = span / ticks;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * mag;
}

export interface Frame {
  W: number;
  H: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Room between a y label's end and the axis. */
const TICK_GAP = 6;
/**
 * Room between the axis and the first point: a marker at x = 0 is drawn this far inside the
 * plot, so it never touches the label beside it (the top one, "100%", most of all).
 */
const PLOT_INSET = 8;

/** Horizontal grid lines and their labels from yMin to yMax. */
export function yGrid(
  f: Frame,
  yMin: number,
  yMax: number,
  step: number,
  label: (v: number) => string,
): string {
  const plotH = f.H - f.top - f.bottom;
  const y = (v: number) => f.top + plotH - ((v - yMin) / (yMax - yMin)) * plotH;
  const out: string[] = [];
  for (let v = yMin; v <= yMax + step * 1e-6; v += step) {
    const py = y(v).toFixed(1);
    out.push(
      `<line class="grid" x1="${f.left}" x2="${f.W - f.right}" y1="${py}" y2="${py}"/><text class="tick" x="${f.left - TICK_GAP}" y="${(+py + 4).toFixed(1)}" text-anchor="end">${label(v)}</text>`,
    );
  }
  return out.join('');
}

/** Marker shapes, told apart without colour; each series also gets its own dash pattern. */
const MARKERS = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'cross',
  'circle-open',
  'square-open',
  'triangle-open',
] as const;
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2', '10 4', '4 4', '12 2 2 2 2 2'];

function marker(k: number, x: number, y: number, r = 3.5): string {
  const kind = MARKERS[k % MARKERS.length]!;
  const open = kind.endsWith('-open') ? ' open' : '';
  const cls = `mk${open}`;
  const p = (n: number) => n.toFixed(1);
  if (kind.startsWith('circle'))
    return `<circle class="${cls}" cx="${p(x)}" cy="${p(y)}" r="${r}"/>`;
  if (kind.startsWith('square'))
    return `<rect class="${cls}" x="${p(x - r)}" y="${p(y - r)}" width="${2 * r}" height="${2 * r}"/>`;
  if (kind.startsWith('triangle'))
    return `<path class="${cls}" d="M${p(x)} ${p(y - r - 1)}L${p(x + r + 0.5)} ${p(y + r)}L${p(x - r - 0.5)} ${p(y + r)}Z"/>`;
  if (kind === 'diamond')
    return `<path class="${cls}" d="M${p(x)} ${p(y - r - 1)}L${p(x + r + 1)} ${p(y)}L${p(x)} ${p(y + r + 1)}L${p(x - r - 1)} ${p(y)}Z"/>`;
  return `<path class="${cls} cross" d="M${p(x - r)} ${p(y - r)}L${p(x + r)} ${p(y + r)}M${p(x - r)} ${p(y + r)}L${p(x + r)} ${p(y - r)}"/>`;
}

export interface Series {
  label: string;
  /** [x, y] points in data units, x ascending. */
  points: readonly (readonly [number, number])[];
}

export interface LineChartSpec {
  id: string;
  /** Read by screen readers as the image's name: say where the numbers are in words too. */
  title: string;
  series: readonly Series[];
  xMax: number;
  /** x positions to label, and how. */
  xTicks: readonly number[];
  xLabel: (x: number) => string;
  yMin: number;
  yMax: number;
  yLabel: (y: number) => string;
  /** Markers at these x only (every point when omitted). */
  markAt?: (x: number) => boolean;
}

/** A line chart: one line per series with its own marker and dash, grid and axis labels. */
export function lineChart(c: LineChartSpec): string {
  const f: Frame = { W: 560, H: 260, left: 48, right: 10, top: 10, bottom: 30 };
  const plotW = f.W - f.left - f.right - PLOT_INSET;
  const plotH = f.H - f.top - f.bottom;
  const span = c.yMax - c.yMin || 1;
  const X = (x: number) => f.left + PLOT_INSET + (x / (c.xMax || 1)) * plotW;
  const Y = (y: number) =>
    f.top + plotH - ((Math.max(c.yMin, Math.min(c.yMax, y)) - c.yMin) / span) * plotH;
  const out = [
    `<svg class="kit-chart tp-line-chart" viewBox="0 0 ${f.W} ${f.H}" role="img" aria-labelledby="${c.id}-t" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="${c.id}-t">${escapeHtml(c.title)}</title>`,
    yGrid(f, c.yMin, c.yMax, niceStep(span), c.yLabel),
  ];
  for (const x of c.xTicks)
    out.push(
      `<text class="tick" x="${X(x).toFixed(1)}" y="${f.H - f.bottom + 16}" text-anchor="middle">${c.xLabel(x)}</text>`,
    );
  out.push(
    `<line class="axis" x1="${f.left}" x2="${f.W - f.right}" y1="${f.top + plotH}" y2="${f.top + plotH}"/>`,
  );
  c.series.forEach((s, k) => {
    if (!s.points.length) return;
    const d = s.points
      .map(([x, y], i) => `${i ? 'L' : 'M'}${X(x).toFixed(1)} ${Y(y).toFixed(1)}`)
      .join('');
    const dash = DASHES[k % DASHES.length]
      ? ` stroke-dasharray="${DASHES[k % DASHES.length]}"`
      : '';
    out.push(`<g class="series"><path class="line" d="${d}"${dash}/>`);
    for (const [x, y] of s.points) if (!c.markAt || c.markAt(x)) out.push(marker(k, X(x), Y(y)));
    out.push('</g>');
  });
  out.push('</svg>');
  return out.join('');
}

/** The legend for a line chart: each series' marker and dash beside its label. */
export function lineLegend(series: readonly Series[]): string {
  return `<ul class="kit-legend tp-line-legend">${series
    .map((s, k) => {
      const dash = DASHES[k % DASHES.length]
        ? ` stroke-dasharray="${DASHES[k % DASHES.length]}"`
        : '';
      return `<li><svg width="34" height="14" aria-hidden="true" class="tp-line-chart"><path class="line" d="M1 7H33"${dash}/>${marker(k, 17, 7)}</svg> ${escapeHtml(s.label)}</li>`;
    })
    .join('')}</ul>`;
}
