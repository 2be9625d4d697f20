/**
 * The site's robots.txt: every page may be crawled, and when the site has a public address
 * (SITE_URL) the file names the sitemap Starlight writes there. Crawlers read robots.txt only at
 * a host's root, so under a BASE_PATH the host's own robots.txt should point at this sitemap.
 */
export function robotsTxt(root: string | undefined): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (root) lines.push('', `Sitemap: ${root}sitemap-index.xml`);
  return lines.join('\n') + '\n';
}
