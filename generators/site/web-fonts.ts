/**
 * The site's web fonts, each face cut in two. A small "core" file holds the characters the pages
 * draw: ASCII and the typographic marks the rules use. Everything else in @fontsource's Latin
 * subset (é, ß, ½, …) stays in the full Latin file, which a browser fetches only for a page that
 * draws such a character (unicode-range). A page's first view thus loads about 40 % fewer font
 * bytes (45 KB instead of 78 KB on the home page), and on a slow phone its text is ready sooner.
 *
 * `npx node scripts/web-font-subsets.ts` writes src/fonts/ (the core files and the @font-face
 * rules); tests/integration/site/web-fonts.test.ts checks that the files there are what this makes.
 * PDFs and card pictures embed whole fonts (src/print/font-merge.ts), not these.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Characters every page may draw: printable ASCII, the white space a page keeps (tab, line feed,
 * carriage return, no-break space) and the marks the rules use.
 */
export const CORE: readonly number[] = [
  0x09,
  0x0a,
  0x0d,
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  0xa0, // no-break space
  0xa9, // ©
  0xb7, // ·
  0xd7, // ×
  0xf7, // ÷
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2026, // …
  0x2212, // − (minus)
];

/** @fontsource's "latin" subset, as its unicode.json gives it: what the full files cover. */
export const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export interface WebFace {
  family: 'Cinzel' | 'Source Sans 3';
  style: 'normal' | 'italic';
  weight: 400 | 600 | 700;
  /** The full Latin file, as a package path. */
  latin: string;
  /** The core file's name in src/fonts/. */
  core: string;
}

const face = (
  family: WebFace['family'],
  weight: WebFace['weight'],
  style: WebFace['style'],
): WebFace => {
  const pkg = family === 'Cinzel' ? 'cinzel' : 'source-sans-3';
  return {
    family,
    style,
    weight,
    latin: `@fontsource/${pkg}/files/${pkg}-latin-${weight}-${style}.woff2`,
    core: `${pkg}-${weight}-${style}-core.woff2`,
  };
};

/** One family for headings, one for text: every face a page draws. */
export const WEB_FACES: readonly WebFace[] = [
  face('Cinzel', 600, 'normal'),
  face('Cinzel', 700, 'normal'),
  face('Source Sans 3', 400, 'normal'),
  face('Source Sans 3', 400, 'italic'),
  face('Source Sans 3', 600, 'normal'),
  face('Source Sans 3', 700, 'normal'),
];

/** "U+0000-00FF,U+0131" → the code points it names. */
export function parseRange(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) points.add(c);
  }
  return points;
}

/** Code points → the shortest unicode-range: runs of neighbours become one span. */
export function formatRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');
  const spans: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    spans.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return spans.join(', ');
}

/** Control characters: no font draws them, so none is fetched for them. */
const isControl = (c: number) => c < 0x20 || (c >= 0x7f && c < 0xa0);

/** What the full Latin files are still fetched for: Latin without the core and the controls. */
export const REST: readonly number[] = [...parseRange(LATIN)].filter(
  (c) => !CORE.includes(c) && !isControl(c),
);

/** The full Latin file of a face, as @fontsource ships it. */
export const latinFile = (f: WebFace): Buffer =>
  readFileSync(createRequire(import.meta.url).resolve(f.latin));

/** The core file of a face: its Latin file cut down to CORE, as WOFF2. Deterministic. */
export async function coreFont(f: WebFace): Promise<Uint8Array> {
  // Loaded here, not at the top: the browser tests read CORE without a font engine.
  const { default: subsetFont } = await import('subset-font');
  return new Uint8Array(
    await subsetFont(latinFile(f), String.fromCodePoint(...CORE), {
      targetFormat: 'woff2',
    }),
  );
}

const rule = (f: WebFace, src: string, range: string, family: string = f.family) =>
  [
    '@font-face {',
    `  font-family: '${family}';`,
    `  font-style: ${f.style};`,
    `  font-weight: ${f.weight};`,
    '  font-display: optional;',
    `  src: url('${src}') format('woff2');`,
    `  unicode-range: ${range};`,
    '}',
  ].join('\n');

/** src/fonts/web-fonts.css: two rules per face, and the heading digits. */
export function webFontsCss(): string {
  const core = formatRange(CORE);
  const rest = formatRange(REST);
  const digits = formatRange(Array.from({ length: 10 }, (_, i) => 0x30 + i));
  return [
    '/* Written by `npx node scripts/web-font-subsets.ts` from generators/site/web-fonts.ts: do not edit. */',
    '/* Why font-display is optional, and the fallback faces: src/styles/fonts.css. */',
    ...WEB_FACES.flatMap((f) => [rule(f, `./${f.core}`, core), rule(f, f.latin, rest)]),
    '/*',
    ' * Cinzel has no lining figures: its "1" is drawn like "I" (WT-R11 reads "WT-RII"). Headings take',
    ' * their digits from Source Sans 3 instead: this family covers only 0-9, so every other character',
    " * falls through to Cinzel. The files are the text face's core files, which pages already load.",
    ' */',
    ...WEB_FACES.filter((f) => f.family === 'Source Sans 3' && f.weight >= 600).map((f) =>
      rule(f, `./${f.core}`, digits, 'Tower Press Heading Digits'),
    ),
    '',
  ].join('\n');
}
