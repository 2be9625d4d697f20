/**
 * The project's fonts in printed sheets: Source Sans 3 for text and Cinzel for headings,
 * the same files the site uses (from @fontsource). pdfkit embeds only the glyphs used.
 * Loading differs (Node reads files, the browser fetches them); registering does not.
 */
import type { PdfDocument } from './types.ts';
import { woffToSfnt } from './woff.ts';

/** Files inside node_modules: package and file, in the form both loaders resolve. */
export const FONT_FILES = {
  body: '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff',
  bold: '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff',
  heading: '@fontsource/cinzel/files/cinzel-latin-700-normal.woff',
} as const;

export type FontRole = keyof typeof FONT_FILES;
export type FontSet = Record<FontRole, Uint8Array>;

/** Form fields use Helvetica: a viewer needs every glyph a user may type, which a subset lacks. */
export const FIELD_FONT = 'Helvetica';

const unpacked = new WeakMap<Uint8Array, Uint8Array>();

/** Registers the fonts under their role names ('body', 'bold', 'heading'), unpacking each WOFF once. */
export function registerFonts(doc: PdfDocument, fonts: FontSet): void {
  for (const role of Object.keys(FONT_FILES) as FontRole[]) {
    let font = unpacked.get(fonts[role]);
    if (!font) unpacked.set(fonts[role], (font = woffToSfnt(fonts[role])));
    doc.registerFont(role, font);
  }
}
