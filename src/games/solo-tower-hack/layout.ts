/**
 * Tower layouts: the stairs between each pair of levels, rolled on 2d6 (the faces are the
 * columns). Everything about a layout follows from its nine rolls, so a seed, a shared link
 * or dice typed in by hand all give the same tower.
 */
import { Stream, streams } from '../../lib/seed.ts';
import { GENERATOR_VERSION } from '../../lib/seed-text.ts';
import { COLUMN_COUNT, LEVEL_COUNT } from './levels.ts';

export type StairsRoll = readonly [number, number];

export interface LevelStairs {
  readonly level: number;
  /** Columns (1–6, ascending, no repeats) where stairs lead up to the next level. */
  readonly stairsUp: readonly number[];
  /** The 2d6 behind them, as rolled. */
  readonly roll: StairsRoll;
}

/** The shape the `map --json` command prints. */
export interface TowerLayout {
  readonly seed: string;
  readonly version: number;
  /** Levels 1 to 9: each one's stairs up (Level 10 opens on the End room, STH-R4). */
  readonly levels: readonly LevelStairs[];
}

/** Rolls are made for levels 1–9, linking 1–2 up to 9–10. */
export const STAIR_ROLL_COUNT = LEVEL_COUNT - 1;

/** A double gives one staircase (STH-R1). */
export const stairsFromRoll = ([a, b]: StairsRoll): number[] =>
  a === b ? [a] : [Math.min(a, b), Math.max(a, b)];

export function isStairsRoll(roll: readonly number[]): roll is StairsRoll {
  return roll.length === 2 && roll.every((f) => Number.isInteger(f) && f >= 1 && f <= COLUMN_COUNT);
}

/** A layout from nine 2d6 rolls, bottom to top; `seed` records where they came from. */
export function layoutFromRolls(rolls: readonly StairsRoll[], seed: string): TowerLayout {
  if (rolls.length !== STAIR_ROLL_COUNT) {
    throw new RangeError(
      `A tower needs ${STAIR_ROLL_COUNT} stairs rolls (levels 1–2 to 9–10), got ${rolls.length}`,
    );
  }
  const levels = rolls.map((roll, i) => {
    if (!isStairsRoll(roll))
      throw new RangeError(
        `Stairs roll for level ${i + 1} must be two dice from 1 to 6, got ${String(roll)}`,
      );
    return { level: i + 1, stairsUp: stairsFromRoll(roll), roll: [roll[0], roll[1]] as const };
  });
  return { seed, version: GENERATOR_VERSION, levels };
}

export function layoutFromStream(stream: Stream, seed: string): TowerLayout {
  const rolls: StairsRoll[] = [];
  for (let i = 0; i < STAIR_ROLL_COUNT; i++) rolls.push([stream.d6(), stream.d6()]);
  return layoutFromRolls(rolls, seed);
}

/** The tower for a seed: map 0 of the seed's streams, so a batch's first map is this one. */
export const generateLayout = (seed: string): TowerLayout => generateLayouts(seed, 1)[0]!;

/** `count` different towers from one seed: map i uses stream i. */
export const generateLayouts = (seed: string, count: number): TowerLayout[] =>
  streams(seed, count).map((s) => layoutFromStream(s, seed));

/** The stairs up from a level (none from Level 10: its rooms all open on the End). */
export const stairsUp = (layout: TowerLayout, level: number): readonly number[] =>
  layout.levels[level - 1]?.stairsUp ?? [];

/** "3,5 4,4 …": the rolls as text, for URLs and the "my own dice" form. */
export const rollsToText = (layout: TowerLayout): string =>
  layout.levels.map((l) => l.roll.join(',')).join(' ');

/** Parses "3,5 4,4 …" (nine pairs); explains what is wrong otherwise. */
export function parseRolls(text: string): StairsRoll[] {
  const pairs = text.trim().split(/\s+/).filter(Boolean);
  if (pairs.length !== STAIR_ROLL_COUNT) {
    throw new RangeError(
      `Enter ${STAIR_ROLL_COUNT} rolls of two dice (like 3,5), one per pair of levels; found ${pairs.length}`,
    );
  }
  return pairs.map((pair, i) => {
    const faces = pair.split(/[,/-]/).map((f) => Number(f));
    if (!isStairsRoll(faces))
      throw new RangeError(`Roll ${i + 1} ("${pair}") must be two dice from 1 to 6, like 3,5`);
    return [faces[0]!, faces[1]!] as const;
  });
}
