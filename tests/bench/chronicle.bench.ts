/**
 * The chronicle: how long a ten-year game (seed "demo", 120 months, ward-keeper) takes to become
 * a book, and what the browser downloads for it.
 * - the CLI as a user runs it (bin/tower-press.mjs, as `npx tower-press` does), a fresh process
 *   each time (bar: under 2 s on a quiet machine); wall clock and CPU time, since on a shared
 *   machine the wall clock mostly measures the queue. The first run may fill Node's compile
 *   cache; the later ones read it, as every run after a user's first does;
 * - the browser's code path (the site's bundle: pdfkit, fonts, layout, hyphenation) in Chromium
 *   with the CPU slowed 4× as a phone-class device (bar: under 10 s), first and second book, and
 *   that its bytes are the CLI's;
 * - the download: the typesetter's script and the fonts, gzipped as a server sends them.
 */
import { test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { browserBundle, nodeModulesFile } from './support/browser-bundle.ts';

const dir = mkdtempSync(join(tmpdir(), 'chronicle-bench-'));
/**
 * Budgets the benchmark fails over. Looser than the issue's bars (2 s CLI, 10 s browser), which
 * are for a quiet machine: this one may share its cores with a build and a test run. The CLI is
 * judged by CPU time (the queue for a core does not count), its best of three runs.
 */
const CLI_CPU_BUDGET_S = 4;
const BROWSER_FIRST_BOOK_BUDGET_S = 30;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const FONTS = [
  '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff',
  '@fontsource/source-sans-3/files/source-sans-3-latin-ext-400-normal.woff',
  '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff',
  '@fontsource/source-sans-3/files/source-sans-3-latin-ext-700-normal.woff',
  '@fontsource/cinzel/files/cinzel-latin-700-normal.woff',
  '@fontsource/cinzel/files/cinzel-latin-ext-700-normal.woff',
];

/** CPU seconds of this process's finished children (Linux: cutime + cstime), or null elsewhere. */
function childCpu(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

test('chronicle of a ten-year game', { timeout: 900_000 }, async () => {
  const cliFile = join(dir, 'cli.pdf');
  const runs = [0, 1, 2].map(() => {
    const cpu0 = childCpu();
    const start = performance.now();
    const run = spawnSync(
      process.execPath,
      ['bin/tower-press.mjs', 'chronicle', '--seed', 'demo', '--months', '120', '--out', cliFile],
      { encoding: 'utf8', timeout: 120_000 },
    );
    if (run.status !== 0) throw new Error(`tower-press chronicle failed: ${run.stderr}`);
    const cpu1 = childCpu();
    return {
      wall: performance.now() - start,
      cpu: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
    };
  });
  const cpus = runs.map((r) => r.cpu).filter((c) => c !== null);
  console.log(
    `tower-press chronicle --seed demo --months 120: ${runs.map((r) => `${seconds(r.wall)} (CPU ${r.cpu === null ? '?' : r.cpu.toFixed(2)} s)`).join(', ')}; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  if (cpus.length && Math.min(...cpus) > CLI_CPU_BUDGET_S)
    throw new Error(
      `the CLI took over ${CLI_CPU_BUDGET_S} s of CPU for a ten-year chronicle (best run ${Math.min(...cpus).toFixed(2)} s)`,
    );

  const bundle = await browserBundle('tests/bench/support/chronicle-browser-entry.ts');
  const fontBytes = FONTS.map((f) => readFileSync(nodeModulesFile(f)));
  console.log(
    `browser download: typesetter ${(gzipSync(bundle).length / 1024).toFixed(0)} KB gzipped (${(bundle.length / 1024).toFixed(0)} KB), fonts ${(fontBytes.reduce((n, b) => n + b.length, 0) / 1024).toFixed(0)} KB (WOFF, already compressed)`,
  );

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.route('http://bench.test/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/')
        return route.fulfill({
          body: '<!doctype html><title>bench</title>',
          contentType: 'text/html',
        });
      if (path === '/bundle.js')
        return route.fulfill({ body: bundle, contentType: 'text/javascript' });
      if (path.startsWith('/node_modules/'))
        return route.fulfill({
          body: readFileSync(nodeModulesFile(path)),
          contentType: 'font/woff',
        });
      return route.fulfill({ status: 404 });
    });
    await page.goto('http://bench.test/');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const start = performance.now();
    await page.addScriptTag({ url: '/bundle.js', type: 'module' });
    await page.waitForFunction(() => 'typeset' in globalThis);
    const load = performance.now() - start;
    const typeset = () =>
      page.evaluate(() =>
        (
          globalThis as unknown as {
            typeset(m: number): Promise<{ ms: number; pages: number; pdf: string }>;
          }
        ).typeset(120),
      );
    const first = await typeset();
    const second = await typeset();
    const same = Buffer.from(first.pdf, 'base64').equals(readFileSync(cliFile));
    console.log(
      `browser, CPU slowed 4×: script loaded in ${seconds(load)}; ten-year book (${first.pages} pages) ${seconds(first.ms)} the first time (fonts fetched and joined), ${seconds(second.ms)} the next; same bytes as the CLI: ${same}`,
    );
    if (!same) throw new Error('the browser and the CLI made different bytes');
    if (first.ms > BROWSER_FIRST_BOOK_BUDGET_S * 1000)
      throw new Error(
        `the browser's first ten-year book took over ${BROWSER_FIRST_BOOK_BUDGET_S} s with the CPU slowed 4×`,
      );
  } finally {
    await browser.close();
  }
});
