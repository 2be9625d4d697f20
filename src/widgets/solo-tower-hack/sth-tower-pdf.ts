/**
 * The tower map PDF, made in the browser. Loaded only when someone presses Download PDF,
 * since pdfkit's browser build is large. It draws with the same code and options as
 * `tower-press map`, so the bytes match the CLI's for the same seed and paper.
 */
import type { PaperId } from '../../print/paper.ts';
import { renderTowerMaps } from '../../print/maps/tower-map-pdf.ts';
import { BUILT_SITE_ROOT } from '../../site/site.ts';
import { PDFDocument, sheetFonts } from '../kit/pdfkit-browser.ts';
import { fileSlug } from '../kit/save-file.ts';
import type { TowerChoice } from './sth-tower-state.ts';

export async function towerPdf(
  tower: TowerChoice,
  paper: PaperId,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const bytes = await renderTowerMaps(PDFDocument, await sheetFonts(), [tower.layout], {
    paper,
    perPage: 1,
    siteRoot: BUILT_SITE_ROOT,
    firstMap: tower.map,
  });
  return {
    bytes,
    filename: `solo-tower-${fileSlug(tower.seed ?? '', 'own-dice')}${tower.map ? `-map${tower.map}` : ''}-${paper}.pdf`,
  };
}
