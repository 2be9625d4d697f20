/**
 * <tw-mana-drain>'s save, checked before use (pure, unit-tested): the track and the settings
 * beside it, as kept in localStorage and as moved between devices in a file.
 */
import { isRecord } from '../kit/save-store.ts';

export const DRAIN_KEY = 'tower-press:tw-mana-drain';

export interface DrainSave {
  v: 1;
  steps: number;
  tower: boolean;
  retreat: boolean;
  cost: string;
}

/** Checks a saved track; throws saying what is wrong. */
export function checkDrain(data: unknown): DrainSave {
  if (!isRecord(data) || data.v !== 1)
    throw new Error('it is not a mana-drain track this page can read');
  if (!Number.isInteger(data.steps) || (data.steps as number) < 0 || (data.steps as number) > 999)
    throw new Error('its number of steps is damaged');
  if (
    typeof data.tower !== 'boolean' ||
    typeof data.retreat !== 'boolean' ||
    typeof data.cost !== 'string'
  )
    throw new Error('its settings are damaged');
  return data as unknown as DrainSave;
}
