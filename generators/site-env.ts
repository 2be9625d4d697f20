/**
 * SITE_URL and BASE_PATH from the environment, read the same way by the site build
 * (astro.config.mjs) and the CLI, so a map printed by either links to the same address.
 */
import { normaliseBasePath, normaliseSiteUrl, siteRoot } from '../src/site/site.ts';

export interface SiteEnv {
  /** "https://games.example.org", or undefined when the site has no public address. */
  siteUrl: string | undefined;
  /** "/" or "/tower-press/". */
  basePath: string;
  /** siteUrl + basePath, or undefined. */
  root: string | undefined;
}

/** Throws an Error naming the variable when one is malformed. */
export function siteFromEnv(env: Record<string, string | undefined> = process.env): SiteEnv {
  const siteUrl = normaliseSiteUrl(env.SITE_URL);
  const basePath = normaliseBasePath(env.BASE_PATH);
  return { siteUrl, basePath, root: siteRoot(siteUrl, basePath) };
}
