/** Where the site serves its prebuilt blank sheets (no Node imports: pages link to them). */
import type { SheetMode } from './pdf/fields.ts';
import type { PaperId } from './pdf/paper.ts';

export const PREBUILT_KINDS = ['wizards-tower', 'figure', 'figure-roster', 'heist-scorepad'] as const;
export type PrebuiltKind = (typeof PREBUILT_KINDS)[number];

/** Site path of a prebuilt blank sheet, e.g. /generated/sheets/figure-a4-flat.pdf. */
export const prebuiltPath = (kind: PrebuiltKind, paper: PaperId, mode: SheetMode): string =>
  `/generated/sheets/${kind}-${paper}${mode === 'flat' ? '-flat' : ''}.pdf`;
