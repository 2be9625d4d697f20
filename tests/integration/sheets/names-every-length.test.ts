/**
 * Every sheet kind with a name of every length from 1 to its limit, in letters people use and in
 * the widest letter (W): the sheet either prints the name whole (read back with pdf.js, page 1)
 * or refuses it before any byte is made, and which of the two is exactly what the site's forms
 * say as the player types (nameProblem, src/print/sheets/names.ts). One past the limit is refused
 * by the flags (sheet-forms.test.ts covers the CLI's messages and that nothing is written).
 */
import { describe, expect, test } from 'vitest';
import { SHEETS, type SheetId } from '../../../src/print/sheets/index.ts';
import type { Sheet } from '../../../src/print/sheets/sheet.ts';
import { NAME_LIMITS, nameProblem, type NameKind } from '../../../src/print/sheets/names.ts';
import { TextDoesNotFit } from '../../../src/print/text-fit.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import { loadFonts } from '../../../generators/pdf/fonts-node.ts';
import { PDFDocument } from '../../../generators/pdf/pdfkit-node.ts';
import { textRuns } from '../../support/pdf.ts';

const fonts = loadFonts();

/** Each sheet kind that prints a name: the kind of name and the sheet's data holding it. */
const NAMED: { kind: SheetId; name: NameKind; data: (name: string) => unknown }[] = [
  { kind: 'wizards-tower', name: 'wizard', data: (name) => ({ ...EXAMPLE_BUILD, name }) },
  { kind: 'figure', name: 'figure', data: (name) => ({ name, st: 10, dx: 12, iq: 10 }) },
  { kind: 'figure-roster', name: 'figure', data: (name) => [{ name, st: 10, dx: 12, iq: 10 }] },
  { kind: 'heist-scorepad', name: 'player', data: (name) => ['Ann', name] },
];

/** A realistic name `length` characters long (words, a hyphen, accents), never ending in a space. */
const wordsOf = (length: number) =>
  'Łucja Anne-Marie Ōta of the Northern Tower Isle and Beyond'.slice(0, length).replace(/ $/, 'x');
const squash = (text: string) => text.replace(/\s+/g, '');

/** Whether runs in a row on page 1 spell `name` (a wrapped name is one run per line). */
async function printedWhole(bytes: Uint8Array, name: string): Promise<boolean> {
  const runs = (await textRuns(bytes, [1])).map((r) => squash(r.str)).filter(Boolean);
  const want = squash(name);
  for (let i = 0; i < runs.length; i++) {
    let joined = '';
    for (let j = i; j < runs.length && joined.length < want.length; j++) joined += runs[j];
    if (joined === want) return true;
  }
  return false;
}

describe('names of every length: printed whole or refused, as the forms say', () => {
  // One test per kind of name: a figure's name goes on the figure sheet and the roster, and the
  // form takes it only when both print it.
  for (const kind of ['wizard', 'figure', 'player'] as const) {
    const sheets = NAMED.filter((n) => n.name === kind);
    test(
      `${sheets.map((s) => s.kind).join(' and ')}: 1 to ${NAME_LIMITS[kind]} characters`,
      { timeout: 300_000 },
      async () => {
        const outcomes = { printed: 0, refused: 0 };
        for (let length = 1; length <= NAME_LIMITS[kind]; length++) {
          for (const name of [wordsOf(length), 'W'.repeat(length)]) {
            let everywhere = true;
            for (const named of sheets) {
              const sheet = SHEETS[named.kind] as Sheet<unknown>;
              let bytes: Uint8Array | null = null;
              try {
                bytes = await sheet.render(PDFDocument, fonts, named.data(name), {
                  paper: 'a4',
                  mode: 'flat',
                });
              } catch (e) {
                if (!(e instanceof TextDoesNotFit)) throw e;
              }
              if (bytes)
                expect(await printedWhole(bytes, name), `${named.kind}: ${name} read back`).toBe(
                  true,
                );
              else everywhere = false;
            }
            const site = nameProblem(fonts, kind, name);
            if (everywhere) {
              expect(site, `${name} prints, so the form takes it`).toBeNull();
              outcomes.printed++;
            } else {
              expect(site, `${name} is refused, so the form says so`).toContain(
                'too wide for its box',
              );
              outcomes.refused++;
            }
          }
        }
        // Every realistic name up to the limit prints; W's wider than the box are refused.
        expect(outcomes.printed).toBeGreaterThanOrEqual(NAME_LIMITS[kind]);
        expect(outcomes.refused).toBeGreaterThan(0);
      },
    );
  }
});
