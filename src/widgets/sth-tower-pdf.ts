/**
 * The tower map PDF, made in the browser. Loaded only when someone presses Download PDF,
 * since pdfkit's browser build is large. It draws with the same code and options as
 * `tower-press map`, so the bytes match the CLI's for the same seed and paper.
 */
import PDFDocument, { registerStdFonts } from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import { renderTowerMaps } from '../../generators/maps/tower-map-pdf.ts';
import { SITE_URL } from '../lib/site.ts';
import type { TowerChoice } from './sth-tower-state.ts';

// The browser build has no file system to read the standard font metrics from.
registerStdFonts(Helvetica, HelveticaBold);

export async function towerPdf(tower: TowerChoice, paper: 'a4' | 'letter'): Promise<{ bytes: Uint8Array; filename: string }> {
  const bytes = await renderTowerMaps(PDFDocument, [tower.layout], { paper, perPage: 1, siteUrl: SITE_URL, firstMap: tower.map });
  const name = (tower.seed ?? 'own-dice').replace(/[^\w-]+/g, '-').slice(0, 40) || 'tower';
  return { bytes, filename: `solo-tower-${name}${tower.map ? `-map${tower.map}` : ''}-${paper}.pdf` };
}
