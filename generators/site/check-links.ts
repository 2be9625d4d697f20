/**
 * Fails the build on a broken internal link. Reads every built HTML page, resolves each
 * href and src against the page's own address under the base path, and checks that the
 * target file exists in dist/ and, for "#anchor" links, that the target page has that id.
 * It checks what visitors get (links from Markdown, components and Starlight alike), so a
 * link that forgot the base path shows up here as one that leaves the site.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { htmlFiles } from './built-pages.ts';

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;
/** Placeholder origin: links are resolved as a browser would, then compared by path. */
const ORIGIN = 'https://site.invalid';

const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The file in dist/ that serves a path under the base ("/tower-press/x/" → dist/x/index.html), if any. */
function servedFile(dist: string, base: string, pathname: string): string | undefined {
  if (!pathname.startsWith(base)) return undefined;
  const inside = decodeURIComponent(pathname.slice(base.length));
  const candidates =
    inside === '' || inside.endsWith('/')
      ? [join(dist, inside, 'index.html')]
      : [join(dist, inside), join(dist, inside, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Every broken internal link in a built site, as "page → link: why". Links with a scheme or
 * host (https://…, mailto:…) are not checked: that includes the page's own canonical address.
 */
export function brokenLinks(dist: string, base: string): string[] {
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let found = ids.get(file);
    if (!found)
      ids.set(
        file,
        (found = new Set(
          [...readFileSync(file, 'utf8').matchAll(ID)].map((m) => decodeEntities(m[1]!)),
        )),
      );
    return found;
  };
  const problems: string[] = [];
  for (const file of htmlFiles(dist)) {
    const rel = relative(dist, file).replace(/\\/g, '/');
    const pagePath = base + rel.replace(/(^|\/)index\.html$/, '$1');
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(ATTRIBUTE)) {
      const link = decodeEntities(match[1]!);
      if (link === '' || /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
      const url = new URL(link, ORIGIN + pagePath);
      const target = servedFile(dist, base, url.pathname);
      if (!target) {
        problems.push(
          `${pagePath} → ${link}: ${url.pathname.startsWith(base) ? 'no such page or file' : `outside the base path ${base}`}`,
        );
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (hash && target.endsWith('.html') && !idsOf(target).has(hash))
        problems.push(`${pagePath} → ${link}: no element with id "${hash}"`);
    }
  }
  return problems;
}
