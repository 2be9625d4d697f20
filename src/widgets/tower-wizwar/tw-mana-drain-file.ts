/**
 * A mana-drain track as a file (inside save-transfer.ts's envelope), read back by the stored
 * track's own check. Loaded on demand with the panel of <tw-mana-drain>.
 */
import { transferPanel, type Transfer } from '../kit/save-transfer-panel.ts';
import { checkDrain, type DrainSave } from './tw-mana-drain-state.ts';

const steps = (n: number) => `${n} ${n === 1 ? 'step' : 'steps'}`;

export interface DrainHooks {
  current(): DrainSave;
  load(save: DrainSave): void;
}

/** Makes the tracker's panel live (called when it is first opened). */
export const drainPanel = (panel: HTMLElement, hooks: DrainHooks): void =>
  transferPanel(panel, drainTransfer(hooks));

export const drainTransfer = (hooks: DrainHooks): Transfer<DrainSave> => ({
  kind: 'mana-drain',
  version: 1,
  current: () => hooks.current(),
  check: checkDrain,
  describe: (s) => `a mana-drain track at ${steps(s.steps)}`,
  replaces: () => {
    const now = hooks.current().steps;
    return now ? `this page's track at ${steps(now)}` : '';
  },
  load: (s) => {
    hooks.load(s);
    return `Loaded the track from the file: ${steps(s.steps)}. “Step back” returns to the track you had.`;
  },
});
