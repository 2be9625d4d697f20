/**
 * A Solo Tower Hack run as a file (inside save-transfer.ts's envelope): the tower it is played
 * on (seed and map, or the stairs typed from real dice) and the saved run as <sth-tower> keeps
 * it in localStorage. Loaded on demand with the panel. `checkRunFile` is pure (unit-tested).
 */
import { isRecord, SaveStore } from '../kit/save-store.ts';
import { transferPanel, type Transfer } from '../kit/save-transfer-panel.ts';
import {
  LIMITS,
  readSave,
  storageKey,
  towerFromRolls,
  towerFromSeed,
  type SavedRun,
  type TowerChoice,
} from './sth-tower-state.ts';
import { rollsToText } from '../../games/solo-tower-hack/layout.ts';
import { seedLengthProblem } from '../../lib/seed-text.ts';

/** The save format version of a run file (that of SavedRun). */
export const RUN_FILE_VERSION = 1;

export interface RunFile {
  /** The seed, or null when the stairs were typed in (then `rolls` holds them). */
  seed: string | null;
  map: number;
  rolls: string | null;
  run: SavedRun;
}

export const runFile = (tower: TowerChoice, run: SavedRun): RunFile => ({
  seed: tower.seed,
  map: tower.map,
  rolls: tower.seed === null ? rollsToText(tower.layout) : null,
  run,
});

export interface CheckedRun {
  tower: TowerChoice;
  save: SavedRun;
}

/** The tower a file names, checked as a link's would be; throws saying what is wrong. */
function fileTower(f: Record<string, unknown>): TowerChoice {
  if (typeof f.rolls === 'string') {
    if (f.rolls.length > 400) throw new Error('its stairs rolls are damaged (far too long)');
    try {
      return towerFromRolls(f.rolls);
    } catch (e) {
      throw new Error(`its stairs rolls are damaged: ${(e as Error).message}`);
    }
  }
  if (typeof f.seed !== 'string')
    throw new Error('it names no tower (no seed and no stairs rolls)');
  const long = seedLengthProblem(f.seed);
  if (long) throw new Error(`its seed is too long: a seed is ${long}`);
  if (!Number.isInteger(f.map) || (f.map as number) < 0 || (f.map as number) > LIMITS.map)
    throw new Error(`its map number is damaged: a map is a whole number from 0 to ${LIMITS.map}`);
  return towerFromSeed(f.seed, f.map as number);
}

/** Reads a run file's save with the same reader as a stored run; throws saying what is wrong. */
export function checkRunFile(data: unknown): CheckedRun {
  if (!isRecord(data)) throw new Error('it is not a run on a tower');
  const tower = fileTower(data);
  // The stored run's own reader: format, tower, steps, and a replay of every step.
  const read = readSave(JSON.stringify(data.run ?? null), tower);
  if (!read) throw new Error('it holds no run');
  return { tower, save: read.save };
}

const towerName = (t: TowerChoice): string =>
  t.seed === null
    ? 'the tower of stairs rolled by hand'
    : `the tower of seed “${t.seed}”${t.map ? `, map ${t.map}` : ''}`;

const steps = (n: number) => `${n} ${n === 1 ? 'step' : 'steps'}`;

/** What the tower widget lends the panel. */
export interface TowerHooks {
  tower(): TowerChoice;
  /** The run on the tower shown, as stored; null before its first step. */
  run(): SavedRun | null;
  /** Shows a tower and the run stored for it. */
  show(tower: TowerChoice): void;
}

export function towerTransfer(hooks: TowerHooks): Transfer<CheckedRun> {
  const stored = (tower: TowerChoice) =>
    new SaveStore<NonNullable<ReturnType<typeof readSave>>, SavedRun>(
      storageKey(tower),
      (_data, text) => readSave(text, tower)!,
    );
  return {
    kind: 'sth-run',
    version: RUN_FILE_VERSION,
    current: () => {
      const run = hooks.run();
      return run && run.steps.length ? runFile(hooks.tower(), run) : null;
    },
    check: checkRunFile,
    describe: ({ tower, save }) => `a run of ${steps(save.steps.length)} on ${towerName(tower)}`,
    // Runs on other towers are kept under their own names: only a run on this one is replaced.
    replaces: ({ tower }) => {
      const here = stored(tower).peek();
      return here.kind === 'ok' && here.value.save.steps.length
        ? `your run of ${steps(here.value.save.steps.length)} on that tower`
        : '';
    },
    load: ({ tower, save }) => {
      const store = stored(tower);
      store.read(); // takes the stored revision, and sets a damaged save aside
      const wrote = store.write(save);
      if (wrote.kind !== 'saved')
        return `The run could not be stored in this browser (${wrote.kind === 'full' ? 'its storage is full' : 'it refused'}), so it was not loaded.`;
      hooks.show(tower);
      return `Loaded the run from the file: ${steps(save.steps.length)} on ${towerName(tower)}.`;
    },
  };
}

/** Makes the tower's panel live (called when it is first opened). */
export const towerPanel = (panel: HTMLElement, hooks: TowerHooks): void =>
  transferPanel(panel, towerTransfer(hooks));
