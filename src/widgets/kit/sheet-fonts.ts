/**
 * The project fonts in the browser, fetched from the same files the CLI reads and joined the same
 * way (FONT_FILES in src/print/fonts.ts): for the PDFs, and for checking names against the
 * sheets' boxes as they are typed. Fetched once, on first use.
 */
import bodyUrl from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff?url';
import bodyExtUrl from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-400-normal.woff?url';
import boldUrl from '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff?url';
import boldExtUrl from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-700-normal.woff?url';
import headingUrl from '@fontsource/cinzel/files/cinzel-latin-700-normal.woff?url';
import headingExtUrl from '@fontsource/cinzel/files/cinzel-latin-ext-700-normal.woff?url';
import { joinFonts, type FontSet } from '../../print/fonts.ts';

let fonts: Promise<FontSet> | null = null;

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not load the font ${url} (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

export function sheetFonts(): Promise<FontSet> {
  fonts ??= Promise.all(
    [bodyUrl, bodyExtUrl, boldUrl, boldExtUrl, headingUrl, headingExtUrl].map(fetchBytes),
  ).then(([body, bodyExt, bold, boldExt, heading, headingExt]) =>
    joinFonts({
      body: [body!, bodyExt!],
      bold: [bold!, boldExt!],
      heading: [heading!, headingExt!],
    }),
  );
  // A failed fetch (offline) is not remembered: the next call tries again.
  fonts.catch(() => (fonts = null));
  return fonts;
}
