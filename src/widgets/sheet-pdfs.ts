/**
 * Filled-in sheets made in the browser, loaded on demand by the builders' download buttons.
 * Same drawing code, fonts and pdfkit build as `tower-press sheet`, so the same bytes.
 */
import { renderFigureRoster, renderFigureSheet } from '../../generators/sheets/figure-sheet.ts';
import { renderHeistScorepad } from '../../generators/sheets/heist-scorepad.ts';
import { renderWizardSheet, type SheetOptions } from '../../generators/sheets/wizard-sheet.ts';
import type { Figure } from '../games/wizard-figures/figure.ts';
import type { WizardBuild } from '../games/wizards-tower/wizard-build.ts';
import { PDFDocument, sheetFonts } from './pdfkit-browser.ts';

export const wizardSheetPdf = async (build: WizardBuild, options: SheetOptions) =>
  renderWizardSheet(PDFDocument, await sheetFonts(), build, options);
export const figureSheetPdf = async (figure: Figure, options: SheetOptions) =>
  renderFigureSheet(PDFDocument, await sheetFonts(), figure, options);
export const figureRosterPdf = async (figures: readonly Figure[], options: SheetOptions) =>
  renderFigureRoster(PDFDocument, await sheetFonts(), figures, options);
export const scorepadPdf = async (players: readonly string[], options: SheetOptions) =>
  renderHeistScorepad(PDFDocument, await sheetFonts(), players, options);
