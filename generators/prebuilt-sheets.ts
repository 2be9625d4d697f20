/**
 * The blank sheets the site offers for download, built from the same code as the CLI:
 * every prebuilt kind of the SHEETS registry, on A4 and US Letter, fillable and flattened, and
 * flattened with the ink saver.
 * Written to public/generated/ (not committed) when the site builds, so they always match the
 * current rules data.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadFonts } from './pdf/fonts-node.ts';
import { PAPER_IDS, type PaperId } from '../src/print/paper.ts';
import { PDFDocument } from './pdf/pdfkit-node.ts';
import { writeOutput } from './files/write-files.ts';
import type { SheetMode } from '../src/print/fields.ts';
import { PREBUILT_KINDS, prebuiltPath, SHEETS, type SheetId } from '../src/print/sheets/index.ts';
import type { Sheet } from '../src/print/sheets/sheet.ts';

export function renderBlank(
  kind: SheetId,
  paper: PaperId,
  mode: SheetMode,
  inkSaver = false,
): Promise<Uint8Array> {
  const sheet: Sheet<unknown> = SHEETS[kind];
  return sheet.render(PDFDocument, loadFonts(), sheet.blank, {
    paper,
    mode,
    ...(inkSaver && { inkSaver }),
  });
}

/** Writes every blank sheet under `publicDir`; returns how many. */
export async function writePrebuiltSheets(publicDir: string): Promise<number> {
  await mkdir(join(publicDir, 'generated', 'sheets'), { recursive: true });
  let count = 0;
  for (const kind of PREBUILT_KINDS) {
    for (const paper of PAPER_IDS) {
      for (const mode of ['fillable', 'flat'] as const) {
        await writeOutput(
          join(publicDir, prebuiltPath(kind, paper, mode)),
          await renderBlank(kind, paper, mode),
        );
        count++;
      }
      // The ink saver is for printing: its flattened sheet only (the widgets make any other).
      await writeOutput(
        join(publicDir, prebuiltPath(kind, paper, 'flat', true)),
        await renderBlank(kind, paper, 'flat', true),
      );
      count++;
    }
  }
  return count;
}
