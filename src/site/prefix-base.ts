/**
 * Putting the published base path (BASE_PATH) in front of a root-absolute site link, as the
 * Markdown steps do while a page is built (src/markdown/base-links.ts for links, the glossary
 * step for term links). Pure: the base is passed in.
 */

/** "/x/" → base + "x/"; anything not root-absolute (relative, "#…", "https://…", "//host") is left alone. */
export function prefixBase(base: string, url: string): string {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//') || url.startsWith(base))
    return url;
  return base + url.slice(1);
}
