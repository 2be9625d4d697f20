/**
 * The blank sheets the site offers for download, built from the same code as the CLI:
 * every kind, on A4 and US Letter, fillable and flattened. Written to public/generated/
 * (not committed) when the site builds, so they always match the current rules data.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadFonts } from './pdf/fonts-node.ts';
import { PAPER_IDS, type PaperId } from '../src/print/paper.ts';
import { PDFDocument } from './pdf/pdfkit-node.ts';
import { writeOutput } from './files/write-files.ts';
import type { SheetMode } from '../src/print/fields.ts';
import { renderFigureRoster, renderFigureSheet } from '../src/print/sheets/figure-sheet.ts';
import { renderHeistScorepad } from '../src/print/sheets/heist-scorepad.ts';
import { renderWizardSheet } from '../src/print/sheets/wizard-sheet.ts';
import { PREBUILT_KINDS, prebuiltPath, type PrebuiltKind } from '../src/lib/downloads.ts';

export function renderBlank(
  kind: PrebuiltKind,
  paper: PaperId,
  mode: SheetMode,
): Promise<Uint8Array> {
  const fonts = loadFonts();
  const options = { paper, mode };
  switch (kind) {
    case 'wizards-tower':
      return renderWizardSheet(PDFDocument, fonts, null, options);
    case 'figure':
      return renderFigureSheet(PDFDocument, fonts, null, options);
    case 'figure-roster':
      return renderFigureRoster(PDFDocument, fonts, [], options);
    case 'heist-scorepad':
      return renderHeistScorepad(PDFDocument, fonts, [], options);
  }
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
    }
  }
  return count;
}
