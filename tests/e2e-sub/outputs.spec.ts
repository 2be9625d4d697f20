/**
 * What the two builds (dist/ with no address at the root, dist-sub/ published at
 * https://tower.example/tower-press/) put in front of the world: no file names localhost,
 * and the canonical addresses and sitemap follow SITE_URL and BASE_PATH.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SUB_BASE_PATH, SUB_SITE_URL } from '../../playwright.sub.config.ts';
import { pdfText } from '../support/pdf.ts';

const TEXT = /\.(html|js|mjs|css|json|webmanifest|xml|txt|yaml|svg)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

for (const dist of ['dist', 'dist-sub']) {
  test(`no file in ${dist}/ names localhost, PDFs included`, async () => {
    // Reads the text of every PDF the site serves (about 200): minutes on a loaded machine.
    test.setTimeout(600_000);
    expect(existsSync(join(dist, 'index.html')), `${dist} is built`).toBe(true);
    const all = files(dist);
    const pdfs = all.filter((f) => f.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(10);
    const naming = all.filter(
      (f) => TEXT.test(f) && /localhost|127\.0\.0\.1/.test(readFileSync(f, 'utf8')),
    );
    for (const f of pdfs) {
      const bytes = readFileSync(f);
      if (/localhost|127\.0\.0\.1/.test(bytes.toString('latin1') + (await pdfText(bytes))))
        naming.push(f);
    }
    expect(naming).toEqual([]);
  });
}

test('with no SITE_URL, pages carry no canonical address and there is no sitemap', () => {
  const home = readFileSync('dist/index.html', 'utf8');
  expect(home).not.toContain('rel="canonical"');
  expect(home).not.toContain('og:url');
  expect(existsSync('dist/sitemap-index.xml')).toBe(false);
});

test('with SITE_URL and BASE_PATH, canonical addresses, the sitemap and robots.txt point at the published site', () => {
  const root = `${SUB_SITE_URL}${SUB_BASE_PATH}`;
  expect(readFileSync('dist-sub/wizards-tower/index.html', 'utf8')).toContain(
    `<link rel="canonical" href="${root}wizards-tower/"`,
  );
  const sitemap = readdirSync('dist-sub')
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .map((f) => readFileSync(join('dist-sub', f), 'utf8'))
    .join('');
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locations.length).toBeGreaterThan(30);
  expect(locations.filter((l) => !l.startsWith(root))).toEqual([]);
  expect(readFileSync('dist-sub/robots.txt', 'utf8')).toContain(
    `Sitemap: ${root}sitemap-index.xml\n`,
  );
  expect(existsSync('dist-sub/sitemap-index.xml')).toBe(true);
  const manifest = JSON.parse(readFileSync('dist-sub/manifest.webmanifest', 'utf8'));
  expect(manifest).toMatchObject({
    id: SUB_BASE_PATH,
    start_url: SUB_BASE_PATH,
    scope: SUB_BASE_PATH,
  });
  for (const icon of manifest.icons)
    expect(existsSync(join('dist-sub', icon.src.slice(SUB_BASE_PATH.length))), icon.src).toBe(true);
});
