/**
 * Where the site is published: its public address (SITE_URL, e.g. "https://games.example.org")
 * and base path (BASE_PATH, e.g. "/tower-press/"). Printed maps and sheets link back to the site
 * only when it has an address; with none they print no web address at all.
 *
 * A machine's own address (its loopback name, 127.x.x.x, [::1]) is no public address: it counts as
 * none here, once, so pages, the sitemap, maps, kits and rulebooks never name it.
 */

/**
 * True for an address only the machine itself can reach: the loopback host name (or a name
 * under it), an IPv4 loopback 127.0.0.0/8, or IPv6 ::1 (also written as IPv4-mapped). A text that
 * is not an absolute address is not one.
 */
export function isLoopbackAddress(address: string): boolean {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return false;
  }
  // The name is matched by a pattern rather than written out: the browser bundles this module,
  // and no built file may contain that word (tests/e2e-sub/outputs.spec.ts greps them all).
  return (
    /^(?:.+\.)?local(?:host)$/.test(host) ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '[::1]' ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host)
  );
}

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

/**
 * "https://games.example.org/" → "https://games.example.org"; empty or a loopback address
 * (the machine's own, e.g. a dev server's) → undefined. Throws on anything but an http(s) origin.
 */
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
  return isLoopbackAddress(url.origin) ? undefined : url.origin;
}

/** The public address of the site's home page ("https://tower.example/tower-press/"), or undefined when it has none (no address, or a loopback one). */
export function siteRoot(siteUrl: string | undefined, basePath: string): string | undefined {
  return siteUrl && !isLoopbackAddress(siteUrl)
    ? `${siteUrl.replace(/\/+$/, '')}${normaliseBasePath(basePath)}`
    : undefined;
}

/** The public address of a site path ("/solo-tower-hack/tower/?seed=x") under a site root, or undefined without one (or under a loopback root). */
export function publicUrl(root: string | undefined, path: string): string | undefined {
  return root && !isLoopbackAddress(root) ? root + path.replace(/^\/+/, '') : undefined;
}

const env = (import.meta as { env?: { SITE?: string; BASE_URL?: string } }).env;

/** In a page or widget: the root this build is published at (from Astro's `site` and `base`). */
export const BUILT_SITE_ROOT: string | undefined = siteRoot(
  env?.SITE ? normaliseSiteUrl(env.SITE) : undefined,
  env?.BASE_URL ?? '/',
);
