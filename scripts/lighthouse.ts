// Lighthouse scores (mobile and desktop) for the pages a player uses most, measured on the built
// site. Usage, after a build:
//   npm run lighthouse [-- --port 4330] [--mode mobile|desktop] [--page /heist/scoring/ …]
//                      [--runs 3] [--out DIR] [--dist DIR]
// It serves dist/ with `astro preview`, runs Lighthouse on each page in each mode one at a time
// (the machine may have two cores), prints a table and the audits that did not pass, and writes
// the summary and every full report under .lighthouse/ (gitignored).
//
// Conditions are Lighthouse's defaults (simulated throttling; mobile: a mid-range phone on slow
// 4G with a 4× slower CPU; desktop: the desktop preset). The CPU part is scaled from this machine,
// so on a loaded machine TBT swings from run to run (0 to 1,200 ms for one page was seen on two
// shared cores): --runs 3 reports the median run. The summary records the benchmark index.
//
// Chromium sometimes shows nothing for a whole second or two after a page is ready to paint:
// its compositor sends a tab one frame a second once a few of its frames went undrawn
// (GoogleChrome/lighthouse#17148, "ThrottleUndrawnFrames"). Lantern then scales that late
// first paint into FCP, LCP and Speed Index, and the same page scores 97 or 100 by chance (the
// issue shows the same on PageSpeed Insights' own machines). Each run's first paint after the
// load event is kept, and runs where it came over half a second after are marked with "!" in
// the table, so a score is read with its likely cause.
// What brings it on is Lighthouse's mobile screen emulation (`mobile: true`): the home page and
// Heist scoring were held in 36 of 39 mobile runs (also in a window of the phone's size, headed
// on a virtual display, or without the viewport meta tag), and in none of 10 at the same size and
// pixel ratio with `mobile: false` or with screen emulation off. Traces (categories viz, cc) show
// why: about 100 ms after the navigation the compositor animates the mobile overlay scrollbar of
// the document being left (ours has committed nothing yet), viz finds that damage not visible
// and draws none of those frames, and from about 205 ms it sends the tab one frame a second.
// Our pages stop blocking rendering at 200–225 ms (the stylesheet is parsed at 195–205 ms), just
// too late. A run that is not held counts every load task after the early paint, so its TBT is
// the higher, truer figure (Heist scoring: 611 ms against about 50 when held).
// In a held run most of the TBT is one task: with no frame drawn yet, Chromium lays the whole page
// out for the first time (20–25 ms of style, 35–60 ms of layout here) in the task that fires
// DOMContentLoaded and load. Lantern ties that task to the scripts whose listeners run in it
// (Starlight's search, our update script), so it places it after their downloads, past FCP.
// In a held run lantern also counts every request that ended before the (late) observed paint
// towards FCP and LCP, so a widget page's scripts put those at 1.4–1.6 s and 2.0–2.2 s where a
// plain rules page has 1.3 and 1.7. Tried on built copies, three held runs each, and not kept:
// content-visibility: auto on the article's blocks (no gain), modulepreload for every page's
// imports (FCP later: lantern takes preloaded scripts as render-blocking), widget code loaded
// after the first paint (FCP and LCP fall to the rules page's, but the widget's start-up then
// runs as one long task after it: TBT 160–490 ms), and the stylesheet asked for before the font
// preloads (within the spread; over HTTP/1.1 the last font then waited for a connection and, on
// a busy machine, missed font-display: optional's wait, so a heading fell back from Cinzel).
// Heist scoring and the mana-drain tracker are now drawn at build time as their scripts draw a
// first visit, so their start-up changes nothing (tests/e2e/quiet-start.spec.ts); Heist's used
// to add 68 message elements and two tables after the first paint.
// Also tried and not kept: the first layout forced at the end of the body by an inline script
// (so a held run lays the page out with the parser, not in the DOMContentLoaded task: TBT lower
// in some runs, scores within the spread), and Rolldown's experimental inlining of small common
// chunks (heist 20 → 15 JS files, but Starlight's small inline scripts became files: home 10 →
// 11). On this two-core machine a task often holds 30–60 ms that no trace event accounts for
// (Chromium's other processes and Lighthouse itself on the same cores); lantern multiplies it by
// four, so the same build scores 0.90–0.99 from run to run.
//
// Lighthouse is heavy (about 80 MB with its dependencies) and only this script uses it, so it is
// not a dependency of the project: npx fetches the pinned version into its cache on first use
// (LIGHTHOUSE_VERSION=x.y.z picks another). 12.8.2 runs on Node 18.16 and up (Lighthouse 13 wants
// Node 22). 12.2.3 runs too, but its trace reader fails on the traces of Chromium 156 (Debian's):
// six audits, among them layout-shifts and render-blocking-resources, end in "Cannot read
// properties of undefined (reading 'frame_sequence')", though the scores still come out.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { normaliseBasePath } from '../src/site/site.ts';
import { isMainModule } from '../generators/main-module.ts';

export const LIGHTHOUSE_VERSION = process.env.LIGHTHOUSE_VERSION ?? '12.8.2';

/** The pages a player uses most: a plain rules page, every heavy widget, and the home page. */
export const PAGES: readonly { path: string; name: string }[] = [
  { path: '/', name: 'home' },
  { path: '/wizards-tower/', name: "The Wizard's Tower overview" },
  { path: '/wizards-tower/monte-carlo/', name: 'Monte Carlo' },
  { path: '/wizards-tower/dice-tester/', name: 'dice tester' },
  { path: '/wizards-tower/companion/', name: 'companion' },
  { path: '/solo-tower-hack/tower/', name: 'Solo Tower Hack tower' },
  { path: '/heist/scoring/', name: 'Heist scoring' },
  { path: '/tower-wizwar/tools/', name: 'Tower-WizWar tools' },
  { path: '/wizard-figures/figure-builder/', name: 'figure builder' },
];

export type Mode = 'mobile' | 'desktop';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** What we keep of one Lighthouse run. Scores 0–100, CLS unitless, LCP and TBT in ms. */
export interface RunSummary {
  page: string;
  mode: Mode;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  cls: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /** Audits that count towards a score and did not pass: id, title, and what Lighthouse shows. */
  failed: { id: string; title: string; score: number; displayValue?: string }[];
  /** Audits Lighthouse itself could not run (a trace it cannot read, a gatherer that failed). */
  auditErrors: { id: string; message: string }[];
  error?: string;
  report?: string;
  /**
   * How long after the load event the first contentful paint came, as the browser saw it (not
   * simulated); over PAINT_STALL_MS, a frame Chromium held back (see the top of this file).
   */
  paintAfterLoadMs: number | null;
  /** With --runs N: the performance score of every run; the rest of the summary is the median run's. */
  performanceRuns?: number[];
  /** With --runs N: for each run, whether its first paint was held back. */
  stalledRuns?: boolean[];
}

/** A first paint this long after the load event is taken for a held-back frame. */
export const PAINT_STALL_MS = 500;

export const stalled = (r: RunSummary) => (r.paintAfterLoadMs ?? 0) > PAINT_STALL_MS;

interface Lhr {
  lighthouseVersion: string;
  userAgent: string;
  environment: { benchmarkIndex: number; hostUserAgent: string };
  configSettings: { formFactor: string; throttlingMethod: string; throttling: object };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
      errorMessage?: string;
      details?: { items?: Record<string, number | undefined>[] };
    }
  >;
}

/**
 * Pass/fail checks and performance opportunities that scored below 0.9. The performance metrics
 * themselves (the weighted audits of that category) are left out: the table shows them.
 */
export function failedAudits(lhr: Lhr): RunSummary['failed'] {
  const metricIds = new Set(
    (lhr.categories.performance?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id),
  );
  return Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'metricSavings') &&
        !metricIds.has(a.id),
    )
    .map((a) => ({
      id: a.id,
      title: a.title,
      score: a.score!,
      ...(a.displayValue ? { displayValue: a.displayValue } : {}),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

export function summarize(page: string, mode: Mode, lhr: Lhr): RunSummary {
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return s == null ? null : Math.round(s * 100);
  };
  const num = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const observed = lhr.audits.metrics?.details?.items?.[0];
  const paint = observed?.observedFirstContentfulPaint;
  const load = observed?.observedLoad;
  return {
    page,
    mode,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    cls: num('cumulative-layout-shift'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    paintAfterLoadMs: paint === undefined || load === undefined ? null : paint - load,
    failed: failedAudits(lhr),
    auditErrors: Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'error')
      .map((a) => ({ id: a.id, message: a.errorMessage ?? 'no message' })),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/**
 * The median of several runs of one page and mode, by performance score (then by TBT, the metric
 * that varies most with the machine's load), with every run's performance score beside it.
 * Lighthouse's own advice for noisy machines: run several times, report the median.
 */
export function medianRun(runs: RunSummary[]): RunSummary {
  const ok = runs.filter((r) => r.scores.performance != null);
  if (ok.length === 0) return runs[runs.length - 1]!;
  const sorted = [...ok].sort(
    (a, b) => a.scores.performance! - b.scores.performance! || (b.tbtMs ?? 0) - (a.tbtMs ?? 0),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return runs.length > 1
    ? {
        ...median,
        performanceRuns: runs.map((r) => r.scores.performance ?? NaN),
        stalledRuns: runs.map(stalled),
      }
    : median;
}

export function formatTable(runs: RunSummary[]): string {
  const cell = (v: number | null, width: number, digits = 0) =>
    (v == null ? '–' : v.toFixed(digits)).padStart(width);
  const head =
    'page'.padEnd(34) + 'mode'.padEnd(8) + ' Perf  A11y    BP   SEO     CLS   LCP s  TBT ms';
  const rows = runs.map(
    (r) =>
      r.page.padEnd(34) +
      r.mode.padEnd(8) +
      cell(r.scores.performance, 5) +
      cell(r.scores.accessibility, 6) +
      cell(r.scores['best-practices'], 6) +
      cell(r.scores.seo, 6) +
      cell(r.cls, 8, 3) +
      cell(r.lcpMs == null ? null : r.lcpMs / 1000, 8, 1) +
      cell(r.tbtMs, 8) +
      (r.performanceRuns
        ? `  (Perf of each run: ${r.performanceRuns.map((p, i) => `${p}${r.stalledRuns?.[i] ? '!' : ''}`).join(', ')})`
        : stalled(r)
          ? '  !'
          : '') +
      (r.error ? `  ${r.error}` : ''),
  );
  const anyStall = runs.some((r) => (r.stalledRuns ?? [stalled(r)]).some(Boolean));
  const key = `! first paint held back by Chromium over ${PAINT_STALL_MS} ms after the load event (lighthouse#17148)`;
  return [head, ...rows, ...(anyStall ? ['', key] : [])].join('\n');
}

/** Each failed audit once, with the runs it failed in. */
export function formatFailures(runs: RunSummary[]): string {
  const byAudit = new Map<string, { title: string; where: string[] }>();
  for (const r of runs)
    for (const f of r.failed) {
      const entry = byAudit.get(f.id) ?? { title: f.title, where: [] };
      entry.where.push(`${r.page} ${r.mode}${f.displayValue ? ` (${f.displayValue})` : ''}`);
      byAudit.set(f.id, entry);
    }
  for (const r of runs)
    for (const e of r.auditErrors) {
      const entry = byAudit.get(e.id) ?? { title: 'could not run', where: [] };
      entry.where.push(`${r.page} ${r.mode}: ${e.message.split('\n')[0]}`);
      byAudit.set(e.id, entry);
    }
  if (byAudit.size === 0) return 'Every scored audit passed.';
  return [...byAudit]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, { title, where }]) => `${id}: ${title}\n    ${where.join('\n    ')}`)
    .join('\n');
}

function parseArgs(argv: string[]) {
  const opts = {
    port: 4330,
    modes: ['mobile', 'desktop'] as Mode[],
    pages: [] as string[],
    out: '.lighthouse',
    dist: 'dist',
    runs: 1,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    const need = () => {
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
      i++;
      return value;
    };
    if (flag === '--port') {
      opts.port = Number(need());
      if (!Number.isInteger(opts.port) || opts.port < 1 || opts.port > 65535)
        throw new Error(`--port must be a port number, not "${value}"`);
    } else if (flag === '--mode') {
      const m = need();
      if (m !== 'mobile' && m !== 'desktop')
        throw new Error(`--mode is mobile or desktop, not "${m}"`);
      opts.modes = [m];
    } else if (flag === '--runs') {
      opts.runs = Number(need());
      if (!Number.isInteger(opts.runs) || opts.runs < 1 || opts.runs > 9)
        throw new Error(`--runs is a whole number from 1 to 9, not "${value}"`);
    } else if (flag === '--page') opts.pages.push(need());
    else if (flag === '--out') opts.out = need();
    else if (flag === '--dist') opts.dist = need();
    else
      throw new Error(
        `unknown option ${flag} (options: --port, --mode, --page, --runs, --out, --dist)`,
      );
  }
  return opts;
}

/** The path of the pinned Lighthouse CLI in npx's cache, fetched on first use. */
function lighthouseCli(): string {
  const bin = execFileSync(
    'npx',
    ['-y', '-p', `lighthouse@${LIGHTHOUSE_VERSION}`, '-c', 'command -v lighthouse'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  ).trim();
  if (!bin || !existsSync(bin))
    throw new Error(`npx could not provide lighthouse@${LIGHTHOUSE_VERSION}`);
  return bin;
}

/** Resolves when nothing listens on the port (else `astro preview` would move to another one). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port);
  });
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (server.exitCode !== null)
      throw new Error(`astro preview exited (status ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`astro preview did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** The Lighthouse run in progress, stopped with the script (Lighthouse then closes its Chromium). */
let running: ChildProcess | undefined;

function runLighthouse(cli: string, url: string, mode: Mode, reportPath: string, chrome: string) {
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${reportPath}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    // Lighthouse's own defaults otherwise: simulated throttling (mobile: a mid-range phone, slow
    // 4G, 4× CPU slowdown; desktop: the desktop preset, 10 Mbit/s, no CPU slowdown).
    ...(mode === 'desktop' ? ['--preset=desktop'] : []),
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    '--quiet',
  ];
  return new Promise<void>((resolve, reject) => {
    const child = (running = spawn(process.execPath, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROME_PATH: chrome },
    }));
    child.on('error', reject);
    child.on('exit', (code) => {
      running = undefined;
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited with status ${code}`));
    });
  });
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!existsSync(join(opts.dist, 'index.html')))
    throw new Error(`${opts.dist}/ has no built site: run \`npm run build\` first`);
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome))
    throw new Error(`no Chromium at ${chrome}: install Debian's chromium or set CHROMIUM_PATH`);
  const pages = opts.pages.length ? opts.pages : PAGES.map((p) => p.path);
  for (const p of pages)
    if (!existsSync(join(opts.dist, p, 'index.html')))
      throw new Error(`${p} is not in ${opts.dist}/ (no ${join(opts.dist, p, 'index.html')})`);

  if (!(await portIsFree(opts.port)))
    throw new Error(`port ${opts.port} is in use: pick another with --port`);
  const cli = lighthouseCli();
  const reports = join(opts.out, 'reports');
  mkdirSync(reports, { recursive: true });
  // A build made with BASE_PATH is served (and measured) under it, as astro preview does.
  const origin = `http://localhost:${opts.port}${normaliseBasePath(process.env.BASE_PATH).slice(0, -1)}`;
  // detached: its own process group, so the whole preview (npx → node) stops with it.
  const server = spawn(
    'npx',
    ['astro', 'preview', '--port', String(opts.port), '--outDir', opts.dist],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const stopServer = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  // Ctrl-C or a kill: stop the run in progress (SIGINT lets Lighthouse close its Chromium) and the
  // server, and start no further run.
  const stop = (status: number) => {
    running?.kill('SIGINT');
    stopServer();
    process.exit(status);
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));

  const runs: RunSummary[] = [];
  let meta: object | undefined;
  try {
    await waitForServer(origin + '/', server);
    for (const page of pages)
      for (const mode of opts.modes) {
        const slug = page.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
        const tries: RunSummary[] = [];
        for (let i = 1; i <= opts.runs; i++) {
          const reportPath = join(reports, `${slug}.${mode}${opts.runs > 1 ? `.${i}` : ''}.json`);
          process.stderr.write(
            `lighthouse ${page} ${mode}${opts.runs > 1 ? ` (${i} of ${opts.runs})` : ''}…\n`,
          );
          try {
            await runLighthouse(cli, origin + page, mode, reportPath, chrome);
            const lhr = JSON.parse(readFileSync(reportPath, 'utf8')) as Lhr;
            meta ??= {
              lighthouseVersion: lhr.lighthouseVersion,
              chrome: lhr.environment.hostUserAgent,
              benchmarkIndex: lhr.environment.benchmarkIndex,
              throttlingMethod: lhr.configSettings.throttlingMethod,
              runsPerPage: opts.runs,
            };
            tries.push({ ...summarize(page, mode, lhr), report: reportPath });
          } catch (e) {
            tries.push({
              page,
              mode,
              scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
              cls: null,
              lcpMs: null,
              tbtMs: null,
              paintAfterLoadMs: null,
              failed: [],
              auditErrors: [],
              error: (e as Error).message,
            });
          }
        }
        runs.push(medianRun(tries));
      }
  } finally {
    stopServer();
  }

  const summaryPath = join(opts.out, 'summary.json');
  writeFileSync(
    summaryPath,
    JSON.stringify({ measuredAt: new Date().toISOString(), ...meta, runs }, null, 2) + '\n',
  );
  console.log(formatTable(runs));
  console.log('\nAudits that did not pass or could not run:\n' + formatFailures(runs));
  console.log(`\nSummary: ${summaryPath}; full reports in ${reports}/`);
  if (runs.some((r) => r.error)) process.exitCode = 1;
}

if (isMainModule(import.meta.url, process.argv[1])) {
  main().catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
