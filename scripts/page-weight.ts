// Page-weight report: the JS and CSS each built page ships, gzipped, and how much JS a page
// adds beyond Starlight's own (measured on a plain rules page). Usage: npm run weight [-- --json]
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isMainModule } from '../generators/main-module.ts';

export interface PageWeight {
  page: string;
  /** Script files loaded at page load, including their static imports (not dynamic import()). */
  scripts: string[];
  jsGzip: number;
  cssGzip: number;
}

const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'pagefind' ? [] : htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

/** Follows static `import … from "./x.js"` / `import "./x.js"` edges; dynamic import() loads on demand. */
function withStaticImports(dist: string, file: string, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  const re = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;
  for (const m of code.matchAll(re)) {
    const target = m[1]!;
    const abs = target.startsWith('/')
      ? target.slice(1)
      : relative(dist, resolve(dist, dirname(file), target));
    withStaticImports(dist, abs, seen);
  }
}

export function pageWeights(dist = 'dist'): PageWeight[] {
  if (!existsSync(dist)) throw new Error(`${dist}/ not found: run \`npm run build\` first`);
  return htmlFiles(dist)
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      const seen = new Set<string>();
      for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g))
        withStaticImports(dist, m[1]!.replace(/^\//, ''), seen);
      for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
        withStaticImports(dist, m[1]!.replace(/^\//, ''), seen);
      let jsGzip = 0;
      for (const s of seen) jsGzip += gz(readFileSync(join(dist, s)));
      for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        if (m[1]!.trim() && !/type="application\/(ld\+)?json"/.test(m[0])) jsGzip += gz(m[1]!);
      }
      let cssGzip = 0;
      for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g))
        cssGzip += gz(readFileSync(join(dist, m[1]!.replace(/^\//, ''))));
      for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) cssGzip += gz(m[1]!);
      const page =
        '/' +
        relative(dist, file)
          .replace(/index\.html$/, '')
          .replace(/\.html$/, '/');
      return { page, scripts: [...seen].sort(), jsGzip, cssGzip };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

/** Starlight's own JS: what a rules page with no widget ships (the overview of The Wizard's Tower). */
export function starlightBaseline(weights: PageWeight[]): PageWeight {
  const base = weights.find((w) => w.page === '/wizards-tower/');
  if (!base) throw new Error('baseline page /wizards-tower/ is missing from the build');
  return base;
}

/** Expressive Code's copy button, which Starlight ships only on pages with a code block: Starlight's own too. */
const isCodeBlockScript = (script: string): boolean => /(^|\/)ec\.[\w-]+\.js$/.test(script);

export function extraScripts(page: PageWeight, baseline: PageWeight): string[] {
  return page.scripts.filter((s) => !baseline.scripts.includes(s) && !isCodeBlockScript(s));
}

export function extraJsGzip(page: PageWeight, baseline: PageWeight, dist = 'dist'): number {
  return extraScripts(page, baseline).reduce((sum, s) => sum + gz(readFileSync(join(dist, s))), 0);
}

if (isMainModule(import.meta.url, process.argv[1])) {
  const weights = pageWeights();
  const base = starlightBaseline(weights);
  const rows = weights.map((w) => ({ ...w, extraJsGzip: extraJsGzip(w, base) }));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ baselinePage: base.page, pages: rows }, null, 2));
  } else {
    const kb = (n: number) => (n / 1024).toFixed(1).padStart(6) + ' KB';
    console.log(
      `JS and CSS per page, gzipped. Baseline (Starlight's own): ${base.page} ships ${kb(base.jsGzip).trim()} JS.\n`,
    );
    console.log('page'.padEnd(44) + '      JS     CSS   JS beyond Starlight');
    for (const r of rows)
      console.log(r.page.padEnd(44) + kb(r.jsGzip) + kb(r.cssGzip) + kb(r.extraJsGzip));
  }
}
