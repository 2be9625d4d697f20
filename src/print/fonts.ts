/**
 * The project's fonts in printed sheets, maps and cards: Source Sans 3 for text and Cinzel for
 * headings, the same files the site uses (from @fontsource). Each role joins two of fontsource's
 * subsets, "latin" and "latin-ext", into one font (font-merge.ts), so names like Łucja Ōta print;
 * pdfkit embeds only the glyphs used. Loading differs (Node reads files, the browser fetches
 * them); joining and registering do not.
 */
import { fontMetrics, mergeFonts } from './font-merge.ts';
import type { PdfDocument } from './types.ts';
import { woffToSfnt, type Inflate } from './woff.ts';

/** Files inside node_modules, per role: the base subset and its extension, in the form both loaders resolve. */
export const FONT_FILES = {
  body: [
    '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff',
    '@fontsource/source-sans-3/files/source-sans-3-latin-ext-400-normal.woff',
  ],
  bold: [
    '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff',
    '@fontsource/source-sans-3/files/source-sans-3-latin-ext-700-normal.woff',
  ],
  heading: [
    '@fontsource/cinzel/files/cinzel-latin-700-normal.woff',
    '@fontsource/cinzel/files/cinzel-latin-ext-700-normal.woff',
  ],
} as const;

export type FontRole = keyof typeof FONT_FILES;
export const FONT_ROLES = Object.keys(FONT_FILES) as FontRole[];
/** Each role's font as one TrueType file (latin and latin-ext joined). */
export type FontSet = Record<FontRole, Uint8Array>;

/** Joins each role's two WOFF subsets into one TrueType font (`inflate`: see woffToSfnt). */
export function joinFonts(
  woffs: Record<FontRole, readonly [Uint8Array, Uint8Array]>,
  inflate?: Inflate,
): FontSet {
  return Object.fromEntries(
    FONT_ROLES.map((role) => [
      role,
      mergeFonts(woffToSfnt(woffs[role][0], inflate), woffToSfnt(woffs[role][1], inflate)),
    ]),
  ) as FontSet;
}

/** Registers the fonts under their role names ('body', 'bold', 'heading'). */
export function registerFonts(doc: PdfDocument, fonts: FontSet): void {
  for (const role of FONT_ROLES) doc.registerFont(role, fonts[role]);
}

/** The characters of `text` (each once, in order) that the role's font has no glyph for. */
export function missingCharacters(
  text: string,
  fonts: FontSet,
  roles: readonly FontRole[] = FONT_ROLES,
): string[] {
  const missing = new Set<string>();
  for (const ch of text) {
    if (ch === '\n' || ch === '\t') continue;
    const cp = ch.codePointAt(0)!;
    if (roles.some((role) => !fontMetrics(fonts[role]).has(cp))) missing.add(ch);
  }
  return [...missing];
}

/** `text` with every character the role's font cannot draw replaced by "?" (for seeds, which name a tower whatever they hold). */
export function withDrawable(text: string, fonts: FontSet, role: FontRole): string {
  const missing = new Set(missingCharacters(text, fonts, [role]));
  return missing.size ? [...text].map((c) => (missing.has(c) ? '?' : c)).join('') : text;
}

/** "王" (U+738B), "😀" (U+1F600): characters named for a message. */
export function describeCharacters(chars: readonly string[]): string {
  const code = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  // Control and format characters are named by code point only, so a message never carries them raw to a terminal.
  const shown = chars.slice(0, 8).map((c) => (/\p{C}/u.test(c) ? code(c) : `"${c}" (${code(c)})`));
  return shown.join(', ') + (chars.length > 8 ? ` and ${chars.length - 8} more` : '');
}

/**
 * Why `text` cannot be printed, or null when it can: names every character the fonts cannot
 * draw, since a PDF would show them as empty boxes without any error.
 */
export function unprintable(
  what: string,
  text: string,
  fonts: FontSet,
  roles?: readonly FontRole[],
): string | null {
  const missing = missingCharacters(text, fonts, roles);
  if (!missing.length) return null;
  return `${what}: the printed fonts cannot draw ${describeCharacters(missing)}; use Latin letters (accented and Latin Extended-A letters such as Ł, Ō, Č are fine)`;
}
