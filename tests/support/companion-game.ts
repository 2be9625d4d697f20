/**
 * A companion game played by rule of thumb (the first answer offered, the site's dice) for a
 * number of months: the save the companion would export, for the chronicle's tests.
 */
import {
  act,
  newCompanion,
  replay,
  setNote,
  type CompanionSave,
} from '../../src/games/wizards-tower/engine/companion.ts';
import { EXAMPLE_BUILD } from '../../src/games/wizards-tower/wizard-build.ts';
import { saveFileText } from '../../src/widgets/kit/save-transfer.ts';

export function playedSave(
  seed: string,
  months: number,
  notes: Record<number, string> = {},
): CompanionSave {
  let save = newCompanion(seed, structuredClone(EXAMPLE_BUILD));
  let state = replay(save);
  while (state.pending && state.game.month <= months) {
    const p = state.pending;
    const step =
      p.kind === 'choice' ? { t: 'choice' as const, v: p.options[0]! } : { t: 'phase' as const };
    ({ save, state } = act(save, step));
  }
  for (const [m, text] of Object.entries(notes)) save = setNote(save, Number(m), text);
  return save;
}

/** The file the companion's "Save to a file" writes. */
export const saveEnvelope = (save: CompanionSave): string =>
  saveFileText('companion', 3, save, new Date(Date.UTC(2026, 10, 27)));
