/**
 * A Heist haul as a file (inside save-transfer.ts's envelope): the hauls typed and the tile
 * names and points, the two saves <heist-scoring> keeps in localStorage, read back by the same
 * checks. Loaded on demand with the panel. `checkHaulFile` is pure (unit-tested).
 */
import { isRecord } from '../kit/save-store.ts';
import { transferPanel, type Transfer } from '../kit/save-transfer-panel.ts';
import {
  checkHaulsSave,
  checkTiles,
  type SavedHauls,
  type SavedTiles,
} from './heist-scoring-state.ts';

/** The save format version of a haul file (that of both saves). */
export const HAUL_FILE_VERSION = 1;

export interface HaulFile {
  hauls: SavedHauls;
  tiles: SavedTiles;
}

/** Reads a haul file's save with the stored saves' own checks; throws saying what is wrong. */
export function checkHaulFile(data: unknown): HaulFile {
  if (!isRecord(data)) throw new Error('it is not a set of hauls and tiles');
  const part = <T>(what: string, check: (x: unknown) => T, x: unknown): T => {
    try {
      return check(x);
    } catch (e) {
      throw new Error(`its ${what}: ${(e as Error).message}`);
    }
  };
  return {
    hauls: part('hauls', checkHaulsSave, data.hauls),
    tiles: part('tile table', checkTiles, data.tiles),
  };
}

/** True when anything was typed beyond the form's first state: numbers in a haul, tile points. */
export const haulTyped = (f: HaulFile): boolean =>
  Object.keys(f.tiles.points).length > 0 ||
  Object.entries(f.hauls.fields).some(
    ([name, v]) => !/-(name|exit)$/.test(name) && v.trim() !== '' && v.trim() !== '0',
  );

const thieves = (f: HaulFile) =>
  `${f.hauls.players} thieves' hauls and ${Object.keys(f.tiles.points).length} tile points`;

export interface HaulHooks {
  current(): HaulFile;
  load(f: HaulFile): void;
}

/** Makes the scoring helper's panel live (called when it is first opened). */
export const haulPanel = (panel: HTMLElement, hooks: HaulHooks): void =>
  transferPanel(panel, haulTransfer(hooks));

export function haulTransfer(hooks: HaulHooks): Transfer<HaulFile> {
  return {
    kind: 'heist-haul',
    version: HAUL_FILE_VERSION,
    current: () => hooks.current(),
    check: checkHaulFile,
    describe: (f) => `a Heist haul: ${thieves(f)}`,
    replaces: () => {
      const now = hooks.current();
      return haulTyped(now) ? `the ${thieves(now)} typed here` : '';
    },
    load: (f) => {
      hooks.load(f);
      return `Loaded the haul from the file: ${thieves(f)}.`;
    },
  };
}
