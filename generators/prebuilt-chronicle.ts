/**
 * The sample chronicle, made when the site builds (astro.config.mjs) with the CLI's own code: a
 * seeded ten-year game (src/site/chronicle.ts), A4 and Letter, under public/generated/chronicle/.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { EXAMPLE_BUILD } from '../src/games/wizards-tower/wizard-build.ts';
import { makeChronicle } from '../src/print/chronicle/index.ts';
import { PRINT_PAPERS } from '../src/site/printables.ts';
import { SAMPLE_CHRONICLE, sampleChroniclePath } from '../src/site/chronicle.ts';
import { writeOutput } from './files/write-files.ts';
import { loadFonts } from './pdf/fonts-node.ts';
import { PDFDocument } from './pdf/pdfkit-node.ts';

/** Writes the sample chronicle on each paper under `publicDir`; returns how many files. */
export async function writePrebuiltChronicle(publicDir: string): Promise<number> {
  await mkdir(join(publicDir, dirname(sampleChroniclePath('a4'))), { recursive: true });
  for (const paper of PRINT_PAPERS) {
    const { pdf } = await makeChronicle(
      PDFDocument,
      loadFonts(),
      { kind: 'autoplay', ...SAMPLE_CHRONICLE, build: EXAMPLE_BUILD },
      { paper },
    );
    await writeOutput(join(publicDir, sampleChroniclePath(paper)), pdf);
  }
  return PRINT_PAPERS.length;
}
