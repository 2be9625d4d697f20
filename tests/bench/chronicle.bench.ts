/**
 * The chronicle: how long a ten-year game (seed "demo", 120 months, ward-keeper) takes to become
 * a book, and what the browser downloads for it.
 * - the CLI as a user runs it, a fresh process each time (bar: under 2 s on a quiet machine);
 *   wall clock and CPU time, since on a shared machine the wall clock mostly measures the queue;
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
      ['generators/cli.ts', 'chronicle', '--seed', 'demo', '--months', '120', '--out', cliFile],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`tower-press chronicle failed: ${run.stderr}`);
    const cpu1 = childCpu();
    const cpu = cpu0 === null || cpu1 === null ? '?' : (cpu1 - cpu0).toFixed(2);
    return `${seconds(performance.now() - start)} (CPU ${cpu} s)`;
  });
  console.log(
    `tower-press chronicle --seed demo --months 120: ${runs.join(', ')}; load average ${loadavg()[0]!.toFixed(1)}`,
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
  } finally {
    await browser.close();
  }
});
