/**
 * The chronicle's charts as vector drawing operations: values over the months as lines (told
 * apart by dash as well as colour, so they read in grey print), and the Tower Wards with the
 * months of each tower attack marked.
 */
import { ACCENT, INK, MUTED, round, type Box, type Measure, type Op } from './layout.ts';

export interface Series {
  label: string;
  color: string;
  dash?: number;
  /** One value per month, from month 0 (the start). */
  values: readonly number[];
}

export interface Mark {
  month: number;
  label: string;
  held: boolean;
}

const LABEL = 7.5;

/** A line chart `width` wide: title, plot, month axis, legend. */
export function lineChart(
  m: Measure,
  title: string,
  series: readonly Series[],
  width: number,
  height: number,
  yMax: number,
  marks: readonly Mark[] = [],
): Box {
  const ops: Op[] = [];
  const text = (
    t: string,
    x: number,
    y: number,
    size = LABEL,
    color = MUTED,
    font = 'body' as const,
  ) => ops.push({ k: 'text', font, size, x: round(x), y: round(y), text: t, color });
  text(title, 0, 0, 9.5, ACCENT, 'bold' as never);
  const left = 22;
  const top = 18;
  const plotW = width - left - 4;
  const plotH = height - top - 40;
  const months = Math.max(1, ...series.map((s) => s.values.length - 1));
  const x = (mo: number) => left + (mo / months) * plotW;
  const y = (v: number) => top + plotH - (v / yMax) * plotH;
  // Grid and the value axis.
  for (let v = 0; v <= yMax; v++) {
    ops.push({
      k: 'line',
      x1: left,
      y1: round(y(v)),
      x2: left + plotW,
      y2: round(y(v)),
      width: v ? 0.3 : 0.8,
      color: v ? '#bbbbbb' : INK,
    });
    text(String(v), left - 9, y(v) - 3.5);
  }
  // Years along the month axis, thinned out so labels never collide.
  const years = Math.ceil(months / 12);
  const every = Math.max(1, Math.ceil(years / Math.max(1, Math.floor(plotW / 28))));
  for (let yr = 0; yr <= years; yr += every) {
    const mo = Math.min(months, yr * 12);
    ops.push({
      k: 'line',
      x1: round(x(mo)),
      y1: top + plotH,
      x2: round(x(mo)),
      y2: top + plotH + 3,
      width: 0.6,
      color: INK,
    });
    if (yr > 0 || months < 12) text(yr === 0 ? 'start' : `year ${yr}`, x(mo) - 10, top + plotH + 5);
  }
  text(
    `months played: ${months}`,
    left + plotW - m.width(`months played: ${months}`, 'body', LABEL),
    top + plotH + 14,
  );
  for (const mark of marks) {
    const mx = round(x(mark.month - 0.5));
    ops.push({
      k: 'line',
      x1: mx,
      y1: top,
      x2: mx,
      y2: top + plotH,
      width: 0.5,
      color: mark.held ? '#b08a6a' : '#aa0000',
    });
  }
  for (const s of series) {
    const d = s.values.map((v, i) => `${i ? 'L' : 'M'}${round(x(i))} ${round(y(v))}`).join(' ');
    ops.push({ k: 'path', d, width: 1.3, color: s.color, ...(s.dash ? { dash: s.dash } : {}) });
  }
  // The legend: a short sample of each line, then its label.
  let lx = left;
  const ly = top + plotH + 26;
  for (const s of series) {
    ops.push({
      k: 'path',
      d: `M${round(lx)} ${round(ly + 4)} L${round(lx + 16)} ${round(ly + 4)}`,
      width: 1.3,
      color: s.color,
      ...(s.dash ? { dash: s.dash } : {}),
    });
    text(s.label, lx + 19, ly);
    lx += 19 + m.width(s.label, 'body', LABEL) + 12;
  }
  if (marks.length) {
    ops.push({
      k: 'line',
      x1: round(lx),
      y1: ly,
      x2: round(lx),
      y2: ly + 8,
      width: 0.5,
      color: '#b08a6a',
    });
    text('a tower attack', lx + 4, ly);
  }
  return { height, ops, above: 14 };
}
