/**
 * Content-Security-Policy for every page. After the build, each HTML file in dist/ gets a
 * `<meta http-equiv="Content-Security-Policy">` as the first thing in its head, allowing its
 * own inline scripts by SHA-256 hash (Starlight's theme and sidebar scripts, and the small
 * module scripts Vite inlines) and scripts, workers, styles, fonts and images from the site
 * itself. dist/_headers carries the same policy (with every page's hashes) for hosts that read
 * one (Netlify, Cloudflare Pages), plus what a meta tag cannot say (frame-ancestors).
 *
 * What the site needs, and why each source is there:
 * - script-src 'self' + hashes; 'wasm-unsafe-eval' for Pagefind's search (WebAssembly).
 * - style-src 'self' 'unsafe-inline': Starlight and Astro write hundreds of style="" attributes
 *   and small <style> blocks; hashing attributes would need 'unsafe-hashes' for each value.
 *   Styles cannot run code, so this is the usual trade.
 * - worker-src 'self' blob:: the Monte Carlo and simulator workers and the service worker are
 *   files of the site; fflate (in pdfkit's browser build) can start a worker from a blob.
 * - img-src 'self' data: blob:: previews, inline SVG icons, images made in the page.
 * - connect-src 'self': fonts for PDFs, search index, the service worker's precache.
 * Run after the HTML is final and before the service worker lists the files (its hashes
 * must be of the pages as served).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './built-pages.ts';

const SOURCES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['worker-src', ["'self'", 'blob:']],
  ['manifest-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
];
/** Directives a meta tag cannot carry: only in the headers file. */
const HEADER_ONLY: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['frame-ancestors', ["'none'"]],
];

/** Script types the browser runs (data blocks such as application/json are not scripts). */
const RUNS = /^(?:|module|text\/javascript|application\/javascript)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The 'sha256-…' sources for every inline script the page runs, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!RUNS.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy text allowing these script hashes. */
export function cspPolicy(hashes: readonly string[], { header = false } = {}): string {
  const directives = header ? [...SOURCES, ...HEADER_ONLY] : SOURCES;
  return directives
    .map(([name, sources]) =>
      [name, ...sources, ...(name === 'script-src' ? hashes : [])].join(' '),
    )
    .join('; ');
}

const META = /<meta\s+http-equiv=["']?content-security-policy["']?[^>]*>/i;

/** The page with its policy as the first element of its head (after the charset, which must stay first). */
export function withCspMeta(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${cspPolicy(inlineScriptHashes(html.replace(META, '')))}">`;
  if (META.test(html)) return html.replace(META, meta);
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(html);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('a page without <head>: no place for its Content-Security-Policy');
  const at =
    charset && charset.index > head.index
      ? charset.index + charset[0].length
      : head.index + head[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

/** Adds the meta policy to every page in `dist` and writes dist/_headers; returns the page count. */
export function writeCsp(dist: string): number {
  const all = new Set<string>();
  const pages = htmlFiles(dist);
  for (const file of pages) {
    const html = withCspMeta(readFileSync(file, 'utf8'));
    for (const h of inlineScriptHashes(html)) all.add(h);
    writeFileSync(file, html);
  }
  const headers = [
    "# Written by the build (generators/site/csp.ts): the same policy as each page's meta tag.",
    '/*',
    `  Content-Security-Policy: ${cspPolicy([...all].sort(), { header: true })}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    // Astro names these files by their content hash: a new build writes new names, so a browser
    // may keep them for a year without asking again.
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
  writeFileSync(join(dist, '_headers'), headers);
  return pages.length;
}

export function cspIntegration() {
  return {
    name: 'tower-press:csp',
    hooks: {
      'astro:build:done': ({
        dir,
        logger,
      }: {
        dir: URL;
        logger: { info(message: string): void };
      }) => {
        const pages = writeCsp(fileURLToPath(dir));
        logger.info(`Content-Security-Policy in ${pages} pages and _headers`);
      },
    },
  };
}
