/*
 * The font preloads (src/components/Head.astro) are written at the top of the head, and Astro
 * puts the stylesheet links at its end. Browsers request in document order, six at a time per
 * host over HTTP/1.1, so five fonts and a script went out first and the stylesheet, which holds
 * up the first paint, waited for one of them to finish. After the build each page's font
 * preloads are moved to just after its last stylesheet link: the stylesheet goes out first and
 * the fonts right behind it, still long before the stylesheet's own @font-face rules would ask
 * for them. It also leaves <meta charset> and the Content-Security-Policy as the head's first
 * elements, where they belong.
 */
import { fileURLToPath } from 'node:url';
import { rewritePages } from './built-pages.ts';

const FONT_PRELOAD = /<link rel="preload"[^>]*\bas="font"[^>]*>/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;

/** The page with its head's font preloads moved to just after its last stylesheet link. */
export function stylesheetsBeforeFontPreloads(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const preloads = head.match(FONT_PRELOAD) ?? [];
  const stylesheets = [...head.matchAll(STYLESHEET)];
  const last = stylesheets.at(-1);
  if (!preloads.length || !last) return html;
  const at = last.index + last[0].length;
  const before = head.slice(0, at).replace(FONT_PRELOAD, '');
  const after = head.slice(at).replace(FONT_PRELOAD, '');
  return before + preloads.join('') + after + html.slice(headEnd);
}

export function headOrderIntegration() {
  return {
    name: 'tower-press:head-order',
    hooks: {
      'astro:build:done': ({ dir, logger }: { dir: URL; logger: { info(m: string): void } }) => {
        const changed = rewritePages(fileURLToPath(dir), stylesheetsBeforeFontPreloads);
        logger.info(`${changed} pages request their stylesheet before fonts`);
      },
    },
  };
}
