/** The HTML pages of a finished build, and rewriting them in place after it. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every .html file under `dir`, at any depth. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Runs `transform` on every page in `dist`, writing back those it changed; returns how many. */
export function rewritePages(dist: string, transform: (html: string) => string): number {
  let changed = 0;
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const rewritten = transform(html);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    changed++;
  }
  return changed;
}
