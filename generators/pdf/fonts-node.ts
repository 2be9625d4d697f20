/** Reads the sheet fonts from node_modules (CLI, tests and the build), joined once per process. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FONT_FILES, FONT_ROLES, joinFonts, type FontSet } from '../../src/print/fonts.ts';

let cached: FontSet | null = null;

const read = (file: string) =>
  new Uint8Array(readFileSync(fileURLToPath(import.meta.resolve(file))));

export function loadFonts(): FontSet {
  cached ??= joinFonts(
    Object.fromEntries(
      FONT_ROLES.map((role) => [role, [read(FONT_FILES[role][0]), read(FONT_FILES[role][1])]]),
    ) as never,
  );
  return cached;
}
