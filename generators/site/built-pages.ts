/** The HTML pages of a finished build, for the steps that check or rewrite them after it. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every .html file under `dir`, at any depth. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}
