/** Reads the sheet fonts from node_modules (CLI, tests and the build), joined once per process. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { FONT_FILES, FONT_ROLES, joinFonts, type FontSet } from '../../src/print/fonts.ts';

let cached: FontSet | null = null;

const read = (file: string) =>
  new Uint8Array(readFileSync(fileURLToPath(import.meta.resolve(file))));

export function loadFonts(): FontSet {
  // Node's own inflater: the same bytes as the browser's pure-JS one, a tenth of the CPU in a
  // fresh process (the JS one is not yet compiled when a command starts).
  cached ??= joinFonts(
    Object.fromEntries(
      FONT_ROLES.map((role) => [role, [read(FONT_FILES[role][0]), read(FONT_FILES[role][1])]]),
    ) as never,
    (data) => inflateSync(data),
  );
  return cached;
}
