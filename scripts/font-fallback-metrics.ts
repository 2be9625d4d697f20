// Prints the fallback @font-face rules of src/styles/fonts.css: the local face each web font falls
// back to, scaled so the site's own text takes the same width and height before and after the web
// font arrives (no layout shift on the swap).
// Usage: npx node scripts/font-fallback-metrics.ts   (Node 24: it runs TypeScript directly)
//
// The fallbacks are Liberation Sans / Liberation Serif, metric-compatible with Arial and Times New
// Roman (same advance widths and vertical metrics), which the rules name first. The widths are
// measured on the site's own words (content/**/*.mdx): its prose for the text face, its titles and
// headings for the heading face, since a paragraph that is 1 % wider in the fallback breaks its
// lines elsewhere and moves everything under it. One rule per face the pages draw (regular,
// italic, semibold, bold; each heading weight; heading digits), each matched to its own face.
import * as fontkit from 'fontkit';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Face {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  layout(text: string): { advanceWidth: number };
}
const open = (file: string) => fontkit.openSync(file) as unknown as Face;
const widthPerEm = (font: Face, text: string) => font.layout(text).advanceWidth / font.unitsPerEm;
const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

const mdx = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? mdx(join(dir, e.name))
      : e.name.endsWith('.mdx')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
const pages = mdx('content');
// Titles and Markdown headings, as the heading face draws them.
const HEADINGS = pages
  .flatMap((page) => [
    ...[...page.matchAll(/^title:\s*(.+)$/gm)].map((m) => m[1]!),
    ...[...page.matchAll(/^#{1,4}\s+(.+)$/gm)].map((m) => m[1]!),
  ])
  .map((line) => line.replace(/[*_`[\]]|\(\/[^)]*\)|\{[^}]*\}/g, '').trim())
  .join(' ')
  // Their digits are drawn by Source Sans 3 (the heading digits face), not by Cinzel.
  .replace(/[0-9]/g, '');
// Prose: every line that is not front matter, an import, a heading, a table or a component.
const PROSE = pages
  .map((page) => page.replace(/^---[\s\S]*?---/, ''))
  .flatMap((page) => page.split('\n'))
  .filter(
    (line) => /^\s*([-*]\s+|\d+\.\s+)?[A-Za-z"(]/.test(line) && !/^\s*(import|export)\b/.test(line),
  )
  .map((line) =>
    line
      .replace(/^\s*([-*]\s+|\d+\.\s+)/, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/[*_`[\]]/g, '')
      .replace(/<[^>]*>/g, ''),
  )
  .join(' ');
const DIGITS = '0123456789';

const sans = (face: string) =>
  `node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-${face}.woff2`;
const cinzel = (weight: number) =>
  `node_modules/@fontsource/cinzel/files/cinzel-latin-${weight}-normal.woff2`;
const liberation = (face: string) => `/usr/share/fonts/truetype/liberation/Liberation${face}.ttf`;
const ARIAL = "local('Arial'), local('ArialMT'), local('Liberation Sans')";
const ARIAL_ITALIC =
  "local('Arial Italic'), local('Arial-ItalicMT'), local('Liberation Sans Italic')";
const ARIAL_BOLD = "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold')";
const TIMES_BOLD =
  "local('Times New Roman Bold'), local('TimesNewRomanPS-BoldMT'), local('Liberation Serif Bold')";

interface Rule {
  family: string;
  weight: number;
  style?: 'italic';
  web: string;
  local: string;
  src: string;
  sample: string;
  digitsOnly?: boolean;
}
const rules: Rule[] = [
  {
    family: 'Source Sans 3 Fallback',
    weight: 400,
    web: sans('400-normal'),
    local: liberation('Sans-Regular'),
    src: ARIAL,
    sample: PROSE,
  },
  {
    family: 'Source Sans 3 Fallback',
    weight: 400,
    style: 'italic',
    web: sans('400-italic'),
    local: liberation('Sans-Italic'),
    src: ARIAL_ITALIC,
    sample: PROSE,
  },
  {
    family: 'Source Sans 3 Fallback',
    weight: 600,
    web: sans('600-normal'),
    local: liberation('Sans-Bold'),
    src: ARIAL_BOLD,
    sample: PROSE,
  },
  {
    family: 'Source Sans 3 Fallback',
    weight: 700,
    web: sans('700-normal'),
    local: liberation('Sans-Bold'),
    src: ARIAL_BOLD,
    sample: PROSE,
  },
  {
    family: 'Cinzel Fallback',
    weight: 600,
    web: cinzel(600),
    local: liberation('Serif-Bold'),
    src: TIMES_BOLD,
    sample: HEADINGS,
  },
  {
    family: 'Cinzel Fallback',
    weight: 700,
    web: cinzel(700),
    local: liberation('Serif-Bold'),
    src: TIMES_BOLD,
    sample: HEADINGS,
  },
  // Heading digits come from Source Sans 3 (see fonts.css); until it arrives they are drawn by
  // this face rather than by the Cinzel fallback, whose digits are much wider.
  {
    family: 'Tower Press Heading Digits Fallback',
    weight: 600,
    web: sans('600-normal'),
    local: liberation('Sans-Bold'),
    src: ARIAL_BOLD,
    sample: DIGITS,
    digitsOnly: true,
  },
  {
    family: 'Tower Press Heading Digits Fallback',
    weight: 700,
    web: sans('700-normal'),
    local: liberation('Sans-Bold'),
    src: ARIAL_BOLD,
    sample: DIGITS,
    digitsOnly: true,
  },
];

console.log(
  `/* Measured on ${PROSE.length} characters of prose and ${HEADINGS.length} of headings. */`,
);
for (const rule of rules) {
  const web = open(rule.web);
  const local = open(rule.local);
  const sizeAdjust = widthPerEm(web, rule.sample) / widthPerEm(local, rule.sample);
  const lines = [
    `@font-face {`,
    `  font-family: '${rule.family}';`,
    ...(rule.style ? [`  font-style: ${rule.style};`] : []),
    `  font-weight: ${rule.weight};`,
    `  src: ${rule.src};`,
    ...(rule.digitsOnly ? ['  unicode-range: U+0030-0039;'] : []),
    `  size-adjust: ${pct(sizeAdjust)};`,
    `  ascent-override: ${pct(web.ascent / web.unitsPerEm / sizeAdjust)};`,
    `  descent-override: ${pct(Math.abs(web.descent) / web.unitsPerEm / sizeAdjust)};`,
    `  line-gap-override: ${pct(web.lineGap / web.unitsPerEm / sizeAdjust)};`,
    `}`,
  ];
  console.log(lines.join('\n'));
}
