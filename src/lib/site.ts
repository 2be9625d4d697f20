/**
 * Where the site is published: its public address (SITE_URL, e.g. "https://games.example.org")
 * and base path (BASE_PATH, e.g. "/tower-press/"). Printed maps and sheets link back to the site
 * only when it has an address; with none they print no web address at all.
 */

/** "/tower-press" or "tower-press/" → "/tower-press/"; "" or "/" → "/". Throws on anything else. */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (!trimmed) return '/';
  if (
    !/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed) ||
    trimmed.split('/').some((s) => s === '.' || s === '..')
  ) {
    throw new Error(
      `BASE_PATH must be a path like /tower-press/ (letters, digits, . _ ~ - and slashes), got "${raw}"`,
    );
  }
  return `/${trimmed}/`;
}

/** "https://games.example.org/" → "https://games.example.org"; empty → undefined. Throws on anything but an http(s) origin. */
export function normaliseSiteUrl(raw: string | undefined): string | undefined {
  const text = (raw ?? '').trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL must be a web address like https://games.example.org, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must start with https:// or http://, got "${raw}"`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `SITE_URL is the site's address only (like https://games.example.org); put a sub-path in BASE_PATH, got "${raw}"`,
    );
  }
  return url.origin;
}

/** The public address of the site's home page ("https://tower.example/tower-press/"), or undefined when it has none. */
export function siteRoot(siteUrl: string | undefined, basePath: string): string | undefined {
  return siteUrl ? `${siteUrl.replace(/\/+$/, '')}${normaliseBasePath(basePath)}` : undefined;
}

/** The public address of a site path ("/solo-tower-hack/tower/?seed=x") under a site root, or undefined without one. */
export function publicUrl(root: string | undefined, path: string): string | undefined {
  return root ? root + path.replace(/^\/+/, '') : undefined;
}

const env = (import.meta as { env?: { SITE?: string; BASE_URL?: string } }).env;

/** In a page or widget: the root this build is published at (from Astro's `site` and `base`). */
export const BUILT_SITE_ROOT: string | undefined = siteRoot(
  env?.SITE ? normaliseSiteUrl(env.SITE) : undefined,
  env?.BASE_URL ?? '/',
);
