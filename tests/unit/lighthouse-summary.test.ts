import { describe, expect, test } from 'vitest';
import {
  failedAudits,
  formatFailures,
  formatTable,
  medianRun,
  PAINT_STALL_MS,
  summarize,
  type RunSummary,
} from '../../scripts/lighthouse.ts';

type Lhr = Parameters<typeof summarize>[2];

const audit = (id: string, score: number | null, scoreDisplayMode: string, extra = {}) => ({
  id,
  title: `title of ${id}`,
  score,
  scoreDisplayMode,
  ...extra,
});

/** A Lighthouse result cut down to what the summary reads. */
function lhr(): Lhr {
  return {
    lighthouseVersion: '12.8.2',
    userAgent: 'test',
    environment: { benchmarkIndex: 1000, hostUserAgent: 'HeadlessChrome/156' },
    configSettings: { formFactor: 'mobile', throttlingMethod: 'simulate', throttling: {} },
    runWarnings: [],
    categories: {
      performance: {
        score: 0.874,
        auditRefs: [
          { id: 'total-blocking-time', weight: 30 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'dom-size', weight: 0 },
        ],
      },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: null, auditRefs: [] },
    },
    audits: {
      'total-blocking-time': audit('total-blocking-time', 0.2, 'numeric', { numericValue: 870 }),
      'cumulative-layout-shift': audit('cumulative-layout-shift', 0.5, 'numeric', {
        numericValue: 0.123,
      }),
      'largest-contentful-paint': audit('largest-contentful-paint', 0.9, 'numeric', {
        numericValue: 2150,
      }),
      'dom-size': audit('dom-size', 0.5, 'metricSavings', { displayValue: '1,516 elements' }),
      metrics: audit('metrics', null, 'informative', {
        details: { items: [{ observedFirstContentfulPaint: 310, observedLoad: 420 }] },
      }),
      'color-contrast': audit('color-contrast', 1, 'binary'),
      'errors-in-console': audit('errors-in-console', 0, 'binary'),
      'csp-xss': audit('csp-xss', null, 'informative'),
      'render-blocking-resources': audit('render-blocking-resources', 0.9, 'metricSavings'),
      'layout-shifts': audit('layout-shifts', null, 'error', {
        errorMessage: "Cannot read properties of undefined (reading 'frame_sequence')\nstack",
      }),
    },
  };
}

describe('npm run lighthouse: what it keeps of a report', () => {
  test('scores out of 100, CLS, LCP and TBT; a category Lighthouse could not score is null', () => {
    const s = summarize('/heist/scoring/', 'mobile', lhr());
    expect(s.scores).toEqual({
      performance: 87,
      accessibility: 100,
      'best-practices': 96,
      seo: null,
    });
    expect([s.cls, s.lcpMs, s.tbtMs]).toEqual([0.123, 2150, 870]);
    expect(s.paintAfterLoadMs).toBe(-110);
    expect(s.auditErrors).toEqual([
      {
        id: 'layout-shifts',
        message: "Cannot read properties of undefined (reading 'frame_sequence')\nstack",
      },
    ]);
  });

  test('failed audits: checks and opportunities below 0.9, not the metrics the table shows', () => {
    expect(failedAudits(lhr()).map((f) => f.id)).toEqual(['dom-size', 'errors-in-console']);
    expect(failedAudits(lhr())[0]).toMatchObject({ score: 0.5, displayValue: '1,516 elements' });
  });

  test('the table has a row per page and mode; failures are listed once with where they failed', () => {
    const a = summarize('/', 'mobile', lhr());
    const b = summarize('/heist/scoring/', 'desktop', lhr());
    const table = formatTable([a, b]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[1]).toMatch(/^\/\s+mobile\s+87\s+100\s+96\s+–\s+0\.123\s+2\.1\s+870$/);
    const failures = formatFailures([a, b]);
    expect(failures).toContain('errors-in-console: title of errors-in-console\n    / mobile\n');
    expect(failures).toContain('/heist/scoring/ desktop (1,516 elements)');
    expect(failures).toContain(
      "layout-shifts: could not run\n    / mobile: Cannot read properties of undefined (reading 'frame_sequence')\n",
    );
  });

  test('several runs: the median by performance (ties: the higher TBT), every score kept', () => {
    const run = (performance: number | null, tbtMs: number): RunSummary => ({
      ...summarize('/', 'mobile', lhr()),
      scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
      tbtMs,
    });
    const median = medianRun([run(95, 10), run(71, 2100), run(88, 400)]);
    expect([median.scores.performance, median.tbtMs]).toEqual([88, 400]);
    expect(median.performanceRuns).toEqual([95, 71, 88]);
    expect(medianRun([run(90, 10), run(90, 300)]).tbtMs).toBe(300);
    // A run that failed outright does not count towards the median.
    expect(medianRun([run(null, 0), run(80, 5), run(60, 9)]).scores.performance).toBe(60);
    expect(medianRun([run(80, 5)]).performanceRuns).toBeUndefined();
  });

  test('a first paint held back after the load event is marked in the table, with its key', () => {
    const held = (observedFirstContentfulPaint: number): RunSummary => {
      const report = lhr();
      report.audits.metrics!.details = {
        items: [{ observedFirstContentfulPaint, observedLoad: 400 }],
      };
      return summarize('/', 'mobile', report);
    };
    const quick = held(300);
    const late = held(400 + PAINT_STALL_MS + 1);
    expect(late.paintAfterLoadMs).toBe(PAINT_STALL_MS + 1);
    expect(formatTable([quick])).not.toContain('!');
    const one = formatTable([late]).split('\n');
    expect(one[1]).toMatch(/870  !$/);
    expect(one.at(-1)).toMatch(/^! first paint held back by Chromium/);
    const median = medianRun([quick, late, held(400 + PAINT_STALL_MS)]);
    expect(median.stalledRuns).toEqual([false, true, false]);
    expect(formatTable([median]).split('\n')[1]).toContain('(Perf of each run: 87, 87!, 87)');
  });
});
