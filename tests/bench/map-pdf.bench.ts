import { test } from 'vitest';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { renderTowerMaps, type MapOptions } from '../../src/print/maps/tower-map-pdf.ts';
import { generateLayout, generateLayouts } from '../../src/games/solo-tower-hack/layout.ts';

const fonts = loadFonts();

const options: MapOptions = {
  paper: 'a4',
  perPage: 1,
  siteRoot: 'https://tower.example/tower-press/',
};
const batch = generateLayouts('bench-batch', 100);
let n = 0;

test('map PDFs', async ({ bench }) => {
  const single = await renderTowerMaps(PDFDocument, fonts, [generateLayout('bench')], options);
  const hundred = await renderTowerMaps(PDFDocument, fonts, batch, { ...options, perPage: 2 });
  console.log(
    `single-map PDF: ${single.length} bytes; 100-map batch (2 per page): ${hundred.length} bytes`,
  );
  await bench.compare(
    bench('single-map PDF — baseline', async () => {
      await renderTowerMaps(PDFDocument, fonts, [generateLayout(`bench-${n++}`)], options);
    }),
    bench('100-map batch PDF, 2 per page', async () => {
      await renderTowerMaps(PDFDocument, fonts, batch, { ...options, perPage: 2 });
    }),
  );
});
