/**
 * Names on the sheets: one length limit per kind of name, and whether a name fits every box it is
 * printed in, measured with the real font exactly as the sheets set it (fields.ts). The CLI's
 * flags and the site's forms both ask here, so they agree with each other and with the PDF.
 */
import { PLAYER_NAME_MAX } from '../../games/heist/scoring.ts';
import { NAME_MAX as FIGURE_NAME_MAX } from '../../games/wizard-figures/figure.ts';
import { NAME_MAX as WIZARD_NAME_MAX } from '../../games/wizards-tower/wizard-build.ts';
import { fontMetrics } from '../font-merge.ts';
import { fieldTextBox } from '../fields.ts';
import type { FontSet } from '../fonts.ts';
import { fitText, MIN_SIZE } from '../text-fit.ts';
import { ROSTER_NAME_BOX } from './figure-sheet.ts';
import { PLAYER_BOX } from './heist-scorepad.ts';
import { NAME_BOX } from './page.ts';

export type NameKind = 'wizard' | 'figure' | 'player';

export const NAME_LIMITS: Record<NameKind, number> = {
  wizard: WIZARD_NAME_MAX,
  figure: FIGURE_NAME_MAX,
  player: PLAYER_NAME_MAX,
};

const WHAT: Record<NameKind, string> = {
  wizard: 'A wizard’s name',
  figure: 'A figure’s name',
  player: 'A player’s name',
};

/** The boxes each kind of name is printed in (width × height, points). */
const BOXES: Record<NameKind, readonly { width: number; height: number }[]> = {
  wizard: [NAME_BOX],
  figure: [NAME_BOX, ROSTER_NAME_BOX],
  player: [PLAYER_BOX],
};

/** The length part of `nameProblem`, which needs no fonts: too long, or null. */
export function nameLengthProblem(kind: NameKind, name: string): string | null {
  const text = name.trim();
  return text.length > NAME_LIMITS[kind]
    ? `${WHAT[kind]} is at most ${NAME_LIMITS[kind]} characters; this one has ${text.length}.`
    : null;
}

/** What is wrong with `name` as a name of this kind (too long, or too wide for its box), or null. */
export function nameProblem(fonts: FontSet, kind: NameKind, name: string): string | null {
  const text = name.trim();
  const tooLong = nameLengthProblem(kind, text);
  if (tooLong) return tooLong;
  if (!text) return null;
  const body = fontMetrics(fonts.body);
  for (const box of BOXES[kind]) {
    const inner = fieldTextBox(box.width, box.height);
    if (!fitText(body, text, inner.size, inner.width, inner.height))
      return `${WHAT[kind]} “${text}” is too wide for its box on the sheet, even at ${MIN_SIZE} pt; use a shorter one (wide letters such as W take more room).`;
  }
  return null;
}
