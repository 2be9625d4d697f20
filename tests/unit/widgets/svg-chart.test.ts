import { describe, expect, it } from 'vitest';
import { lineChart } from '../../../src/widgets/kit/svg-chart.ts';

describe('line chart', () => {
  it('draws the first point clear of the y-axis labels ("100%" never runs into it)', () => {
    const svg = lineChart({
      id: 'c',
      title: 'Survival',
      series: [
        {
          label: 'A',
          points: [
            [0, 1],
            [12, 0.9],
          ],
        },
      ],
      xMax: 12,
      xTicks: [0, 12],
      xLabel: String,
      yMin: 0,
      yMax: 1,
      yLabel: (v) => `${Math.round(v * 100)}%`,
    });
    // The "100%" label ends (text-anchor end) at its x; the first marker starts at cx - r.
    const label = /<text class="tick" x="([\d.]+)" y="[\d.]+" text-anchor="end">100%<\/text>/.exec(
      svg,
    );
    const marker = /<circle class="mk" cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"\/>/.exec(svg);
    expect(label && marker).toBeTruthy();
    const gap = Number(marker![1]) - Number(marker![3]) - Number(label![1]);
    expect(gap).toBeGreaterThanOrEqual(8);
  });
});
