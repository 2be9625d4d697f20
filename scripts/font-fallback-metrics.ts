// Prints the metric overrides for the fallback @font-face rules in src/styles/fonts.css: the
// local face each web font falls back to, scaled so a line of English text takes the same width
// and height before and after the web font arrives (no layout shift on the swap).
// Usage: node scripts/font-fallback-metrics.ts [fallback-sans.ttf fallback-serif.ttf …]
// The fallbacks are measured from Liberation Sans / Liberation Serif, metric-compatible with Arial
// and Times New Roman (same advance widths and vertical metrics), which the rules name first.
import * as fontkit from 'fontkit';

const SAMPLE =
  'The wizard climbs the tower at dusk; each month she rolls two dice, spends mana and hopes the quest deck is kind. ' +
  'Rulings, glossary, odds and printable sheets.';

interface Face {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  layout(text: string): { advanceWidth: number };
}
const open = (file: string) => fontkit.openSync(file) as unknown as Face;
const widthPerEm = (font: Face) => font.layout(SAMPLE).advanceWidth / font.unitsPerEm;
const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

const pairs: [string, string, string][] = [
  [
    'Source Sans 3 400',
    'node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  ],
  [
    'Source Sans 3 700',
    'node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  ],
  [
    'Cinzel 600',
    'node_modules/@fontsource/cinzel/files/cinzel-latin-600-normal.woff2',
    '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
  ],
  [
    'Cinzel 700',
    'node_modules/@fontsource/cinzel/files/cinzel-latin-700-normal.woff2',
    '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
  ],
];
for (const [name, webFile, localFile] of pairs) {
  const web = open(webFile);
  const local = open(localFile);
  const sizeAdjust = widthPerEm(web) / widthPerEm(local);
  console.log(`/* ${name} */`);
  console.log(`  size-adjust: ${pct(sizeAdjust)};`);
  console.log(`  ascent-override: ${pct(web.ascent / web.unitsPerEm / sizeAdjust)};`);
  console.log(`  descent-override: ${pct(Math.abs(web.descent) / web.unitsPerEm / sizeAdjust)};`);
  console.log(`  line-gap-override: ${pct(web.lineGap / web.unitsPerEm / sizeAdjust)};`);
}
