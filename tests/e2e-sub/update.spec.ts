/**
 * A new version is published while a visitor has the site open: the page says so and offers
 * to reload, the old version keeps serving until they accept, and saved games survive.
 * The site is served from a copy of dist-sub/ by a small server of the test's own, so the
 * test can "publish" a new build by changing the copy.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { expect, test } from '../e2e/fixtures.ts';
import { SUB_BASE_PATH } from '../../playwright.sub.config.ts';

test.use({ serviceWorkers: 'allow' });

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** A file the server holds back until the test lets it go, to catch the site mid-download. */
interface Held {
  file: RegExp;
  asked: boolean;
  release: Promise<void>;
}

function serve(root: string, held?: Held): Promise<Server> {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    if (held?.file.test(path)) {
      held.asked = true;
      await held.release;
    }
    let file = path.startsWith(SUB_BASE_PATH) ? join(root, path.slice(SUB_BASE_PATH.length)) : '';
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file || !existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res
      .writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      })
      .end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A copy of the sub-path build on a server of its own, so a test can publish into it. */
async function serveCopy(held?: Held): Promise<{ root: string; server: Server; site: string }> {
  const root = mkdtempSync(join(tmpdir(), 'site-copy-'));
  cpSync('dist-sub', root, { recursive: true });
  const server = await serve(root, held);
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SUB_BASE_PATH}`;
  return { root, server, site };
}

/** Publishes a new build whose home page says "(new edition)", listed with a new revision. */
function publishNewHomePage(root: string): void {
  const home = join(root, 'index.html');
  writeFileSync(home, readFileSync(home, 'utf8').replace('</h1>', ' (new edition)</h1>'));
  const worker = readFileSync(join(root, 'sw.js'), 'utf8');
  const listed = new RegExp(`(\\{url:"${SUB_BASE_PATH}index\\.html",revision:")[0-9a-f]+`);
  expect(worker).toMatch(listed);
  writeFileSync(join(root, 'sw.js'), worker.replace(listed, '$1new0build'));
}

test('a new deployment is announced, waits for the visitor, and keeps saved games', async ({
  page,
}) => {
  const { root, server, site } = await serveCopy();
  try {
    await page.goto(site);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(() => localStorage.setItem('tower-press:test-save', 'month 7'));
    await expect(page.locator('#tp-update')).toHaveCount(0);

    publishNewHomePage(root);
    // The old version keeps serving until the visitor chooses.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'A new version of Tower Press is ready' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await expect(page.locator('h1').first()).not.toContainText('new edition');

    await page.getByRole('button', { name: 'Reload now' }).click();
    await expect(page.locator('h1').first()).toContainText('new edition');
    expect(await page.evaluate(() => localStorage.getItem('tower-press:test-save'))).toBe(
      'month 7',
    );
  } finally {
    server.close();
  }
});

test('"Reload now" while the offline copy is still downloading: the download stops, the new version comes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let release = () => {};
  const held: Held = {
    file: /pdfkit-browser/,
    asked: false,
    release: new Promise((resolve) => (release = resolve)),
  };
  const { root, server, site } = await serveCopy(held);
  try {
    await page.goto(site);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The first visit's step 2 waits on the held PDF library: the old worker is busy with it.
    await expect.poll(() => held.asked, { timeout: 60_000 }).toBe(true);

    publishNewHomePage(root);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await page.getByRole('button', { name: 'Reload now' }).click({ timeout: 30_000 });
    await expect(page.locator('#tp-update')).toContainText('Switching to the new version');
    await expect(page.locator('#tp-update').getByRole('button')).toHaveCount(0);
    // The old worker hands over only once idle: when the held file ends, as no download follows.
    release();
    await expect(page.locator('h1').first()).toContainText('new edition', { timeout: 30_000 });
  } finally {
    release();
    server.close();
  }
});

/** A new build as the bundler makes it: every hashed script and style gets a new name. */
function publishRenamedBuild(root: string): void {
  const assets = readdirSync(join(root, '_astro'));
  for (const name of assets)
    renameSync(join(root, '_astro', name), join(root, '_astro', `n${name}`));
  const rewrite = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated' && entry.name !== 'pagefind') rewrite(file);
      } else if (/\.(html|js|css)$/.test(entry.name)) {
        let text = readFileSync(file, 'utf8');
        for (const name of assets)
          text = text.replace(
            new RegExp(`([/"'\`])${name.replace(/[.$]/g, '\\$&')}`, 'g'),
            `$1n${name}`,
          );
        writeFileSync(file, text);
      }
    }
  };
  rewrite(root);
  // Pages that name new files are new pages: give every precached file a new revision.
  const worker = join(root, 'sw.js');
  writeFileSync(
    worker,
    readFileSync(worker, 'utf8').replace(/revision:"([0-9a-f]+)"/g, 'revision:"$1n"'),
  );
}

test('two tabs of the old version: "Reload now" in one never leaves the other broken', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { root, server, site } = await serveCopy();
  const tower = `${site}solo-tower-hack/tower/?seed=two-tabs`;
  try {
    await page.goto(tower);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const other = await context.newPage();
    await other.goto(tower);
    await expect(other.locator('sth-tower')).toHaveAttribute('data-ready', '');
    await other.waitForFunction(() => navigator.serviceWorker.controller !== null);

    publishRenamedBuild(root);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await page.getByRole('button', { name: 'Reload now' }).click({ timeout: 30_000 });
    await expect(page.locator('sth-tower')).toHaveAttribute('data-ready', '');

    // The other tab still runs the old files, which the new version no longer has: it is told.
    const notice = other.getByRole('status').filter({ hasText: 'A new version is here' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    // Download PDF there needs an old script: the tab still says what to do, not a dead end.
    await other.locator('sth-tower').getByRole('button', { name: 'Download PDF' }).click();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(other.locator('sth-tower')).toHaveAttribute('data-ready', '');
    expect(other.url()).toContain('seed=two-tabs');
    const [pdf] = await Promise.all([
      other.waitForEvent('download'),
      other.locator('sth-tower').getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  } finally {
    server.close();
  }
});
