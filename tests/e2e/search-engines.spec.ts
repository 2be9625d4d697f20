import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, builtPages } from './fixtures.ts';

// What search engines and link previews read (Lighthouse's SEO checks, for every page rather
// than the few `npm run lighthouse` measures): the page's language, a title, and a description
// of its own, not the site-wide one Starlight falls back to when a page has none.
const SITE_DESCRIPTION =
  'Rules, exact odds, printable sheets and maps for five wizard-and-tower games.';

const pages = [...builtPages().map((p) => join(p, 'index.html')), '/404.html'];
const head = (file: string) => {
  const html = readFileSync(join('dist', file), 'utf8');
  const unescape = (text?: string) =>
    text
      ?.replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return {
    lang: html.match(/<html[^>]*\blang="([^"]*)"/)?.[1],
    title: unescape(html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim()),
    description: unescape(html.match(/<meta name="description" content="([^"]*)"/)?.[1]),
  };
};

test('every page names its language, has a title and a description of its own', () => {
  expect(pages.length).toBeGreaterThan(40);
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const file of pages) {
    const { lang, title, description } = head(file);
    if (lang !== 'en') problems.push(`${file}: <html lang> is ${JSON.stringify(lang)}`);
    if (!title) problems.push(`${file}: no <title>`);
    if (!description || description.trim().length < 40)
      problems.push(`${file}: description missing or too short (${JSON.stringify(description)})`);
    else if (description === SITE_DESCRIPTION && file !== '/index.html')
      problems.push(`${file}: only the site-wide description (give the page its own)`);
    else if (seen.has(description))
      problems.push(`${file}: the same description as ${seen.get(description)}`);
    if (description) seen.set(description, file);
  }
  expect(problems).toEqual([]);
});

test('no two pages share a title, and the home page is titled by the site alone', () => {
  const byTitle = new Map<string, string[]>();
  for (const file of pages) {
    const { title = '' } = head(file);
    byTitle.set(title, [...(byTitle.get(title) ?? []), file]);
  }
  expect([...byTitle].filter(([, files]) => files.length > 1)).toEqual([]);
  expect(head('/index.html').title).toBe('Tower Press');
  expect(head('/wizards-tower/glossary/index.html').title).toBe(
    "Glossary · The Wizard's Tower | Tower Press",
  );
});

test('robots.txt lets crawlers in', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await res.text()).split('\n').map((l) => l.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines.filter((l) => /^Disallow:\s*\/\s*$/i.test(l))).toEqual([]);
  // No SITE_URL in this build: no sitemap to name (tests/unit/lib/robots-txt.test.ts covers one).
  expect(lines.filter((l) => l.startsWith('Sitemap:'))).toEqual([]);
});
