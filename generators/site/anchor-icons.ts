/*
 * Starlight writes the same 0.5 KB link icon into every heading's anchor link: 194 copies, about
 * 108 KB of the first-visit offline copy (generators/site/service-worker.ts). After the build
 * each copy is taken out of the page and the icon is drawn once, from the stylesheet
 * (src/styles/theme.css, `.sl-anchor-icon:empty::before`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './built-pages.ts';

const ANCHOR_ICON =
  /(<span aria-hidden="true" class="sl-anchor-icon">)<svg\b[^>]*>.*?<\/svg>(<\/span>)/gs;

/** The page without the inline SVG in its heading anchors (the span stays, empty). */
export function withoutAnchorSvgs(html: string): string {
  return html.replace(ANCHOR_ICON, '$1$2');
}

/** Rewrites every page in `dist`; returns how many icons were taken out. */
export function slimAnchorIcons(dist: string): number {
  let removed = 0;
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const slim = withoutAnchorSvgs(html);
    if (slim === html) continue;
    removed += (html.match(ANCHOR_ICON) ?? []).length;
    writeFileSync(file, slim);
  }
  return removed;
}

export function anchorIconIntegration() {
  return {
    name: 'tower-press:anchor-icons',
    hooks: {
      'astro:build:done': ({ dir, logger }: { dir: URL; logger: { info(m: string): void } }) => {
        logger.info(`${slimAnchorIcons(fileURLToPath(dir))} heading link icons drawn by CSS`);
      },
    },
  };
}
