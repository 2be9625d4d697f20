import { test } from 'vitest';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';
import { renderFigureRoster, renderFigureSheet } from '../../src/print/sheets/figure-sheet.ts';
import { renderHeistScorepad } from '../../src/print/sheets/heist-scorepad.ts';
import { renderWizardSheet } from '../../src/print/sheets/wizard-sheet.ts';
import { EXAMPLE_BUILD } from '../../src/games/wizards-tower/wizard-build.ts';

const fonts = loadFonts();
const wizard = { ...EXAMPLE_BUILD, name: 'Morwen the Grey' };
const figure = { name: 'Odra', st: 10, dx: 12, iq: 10 };
const a4 = { paper: 'a4', mode: 'fillable' } as const;

test('sheet PDFs', async ({ bench }) => {
  const sizes = {
    'wizard sheet (4 pages, fillable)': (await renderWizardSheet(PDFDocument, fonts, wizard, a4))
      .length,
    'wizard sheet (flattened)': (
      await renderWizardSheet(PDFDocument, fonts, wizard, { ...a4, mode: 'flat' })
    ).length,
    'figure sheet': (await renderFigureSheet(PDFDocument, fonts, figure, a4)).length,
    'roster, 8 figures': (await renderFigureRoster(PDFDocument, fonts, Array(8).fill(figure), a4))
      .length,
    'Heist score pad': (await renderHeistScorepad(PDFDocument, fonts, ['Ann', 'Bob'], a4)).length,
  };
  console.log(
    Object.entries(sizes)
      .map(([k, v]) => `${k}: ${v} bytes`)
      .join('; '),
  );
  await bench.compare(
    bench('Heist score pad — baseline', async () => {
      await renderHeistScorepad(PDFDocument, fonts, ['Ann', 'Bob'], a4);
    }),
    bench('figure sheet', async () => {
      await renderFigureSheet(PDFDocument, fonts, figure, a4);
    }),
    bench('wizard sheet, 4 pages, fillable', async () => {
      await renderWizardSheet(PDFDocument, fonts, wizard, a4);
    }),
    bench('wizard sheet, flattened', async () => {
      await renderWizardSheet(PDFDocument, fonts, wizard, { ...a4, mode: 'flat' });
    }),
  );
});
