/** Reads the sheet fonts from node_modules (CLI, tests and the build). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FONT_FILES, type FontRole, type FontSet } from './fonts.ts';

let cached: FontSet | null = null;

export function loadFonts(): FontSet {
  cached ??= Object.fromEntries(
    (Object.keys(FONT_FILES) as FontRole[]).map((role) => [role, new Uint8Array(readFileSync(fileURLToPath(import.meta.resolve(FONT_FILES[role]))))]),
  ) as FontSet;
  return cached;
}
