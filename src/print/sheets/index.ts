/**
 * The sheets registry: one entry per kind of printable sheet. The CLI (`tower-press sheet`),
 * the site's prebuilt blank sheets and the widgets' download buttons all read it, so a new
 * sheet is one drawing module plus one entry here (its data type in SheetData, its entry in
 * SHEETS).
 */
import { NAME_MAX as FIGURE_NAME_MAX, type Figure } from '../../games/wizard-figures/figure.ts';
import {
  NAME_MAX as WIZARD_NAME_MAX,
  type WizardBuild,
} from '../../games/wizards-tower/wizard-build.ts';
import type { SheetMode } from '../fields.ts';
import type { PaperId } from '../paper.ts';
import { renderFigureRoster, renderFigureSheet } from './figure-sheet.ts';
import { figureFrom, playersFrom, wizardFrom } from './flags.ts';
import { renderHeistScorepad } from './heist-scorepad.ts';
import type { Sheet } from './sheet.ts';
import { renderWizardSheet } from './wizard-sheet.ts';

/** What each sheet is drawn from. */
export interface SheetData {
  'wizards-tower': WizardBuild | null;
  figure: Figure | null;
  'figure-roster': readonly (Figure | null)[];
  'heist-scorepad': readonly string[];
}
export type SheetId = keyof SheetData;

/** In the order the CLI lists them. */
export const SHEETS: { readonly [K in SheetId]: Sheet<SheetData[K]> } = {
  'wizards-tower': {
    id: 'wizards-tower',
    label: 'wizard sheet',
    flags: ['name', 'ratings'],
    name: { what: 'wizard name', max: WIZARD_NAME_MAX },
    prebuilt: true,
    blank: null,
    fromFlags: (v) => wizardFrom(v.name, v.ratings),
    render: renderWizardSheet,
  },
  figure: {
    id: 'figure',
    label: 'figure sheet',
    flags: ['name', 'st', 'dx', 'iq'],
    name: { what: 'figure name', max: FIGURE_NAME_MAX },
    prebuilt: true,
    blank: null,
    fromFlags: (v) => figureFrom(v.name, v.st, v.dx, v.iq),
    render: renderFigureSheet,
  },
  'figure-roster': {
    id: 'figure-roster',
    label: 'roster',
    flags: ['name', 'st', 'dx', 'iq'],
    name: { what: 'figure name', max: FIGURE_NAME_MAX },
    prebuilt: true,
    blank: [],
    fromFlags: (v) => {
      const figure = figureFrom(v.name, v.st, v.dx, v.iq);
      return figure ? [figure] : [];
    },
    render: renderFigureRoster,
  },
  'heist-scorepad': {
    id: 'heist-scorepad',
    label: 'score pad',
    flags: ['players'],
    prebuilt: true,
    blank: [],
    fromFlags: (v) => playersFrom(v.players),
    render: renderHeistScorepad,
  },
};

export const SHEET_IDS = Object.keys(SHEETS) as SheetId[];
export const isSheetId = (text: string): text is SheetId => Object.hasOwn(SHEETS, text);

/** The sheets the site offers blank (both papers, fillable and flattened). */
export const PREBUILT_KINDS: readonly SheetId[] = SHEET_IDS.filter((id) => SHEETS[id].prebuilt);

/**
 * Site path of a prebuilt blank sheet, e.g. /generated/sheets/figure-a4-flat.pdf, or with
 * `inkSaver` its ink-saving variant, /generated/sheets/figure-a4-flat-ink-saver.pdf.
 */
export const prebuiltPath = (
  kind: SheetId,
  paper: PaperId,
  mode: SheetMode,
  inkSaver = false,
): string =>
  `/generated/sheets/${kind}-${paper}${mode === 'flat' ? '-flat' : ''}${inkSaver ? '-ink-saver' : ''}.pdf`;

export type { Sheet, SheetOptions } from './sheet.ts';
