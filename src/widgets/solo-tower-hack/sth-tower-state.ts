/**
 * <sth-tower>'s state outside the page: which tower the URL asks for, and the saved run.
 * Pure (no DOM), so it is unit-tested.
 *
 * URL parameters (all optional):
 *   seed   any text (up to 64 characters, an emoji counting as one); the tower is map `map` of that seed
 *   v      the generator version the link was made with (GENERATOR_VERSION)
 *   map    which map of a printed batch, 0 (default) to 499
 *   rolls  nine stairs rolls typed from real dice, "3,5 4,4 …"; replaces the seed
 *
 * A run is saved as the list of steps taken plus the dice stream's state, and restored by
 * replaying those steps through the engine, so a save that is damaged or from another
 * version is caught by the same checks as a bad click.
 */
import { restoreStream, streamFromSeed, type Stream } from '../../lib/seed.ts';
import { cutSeed, GENERATOR_VERSION, randomSeedText, SEED_MAX } from '../../lib/seed-text.ts';
import {
  generateLayouts,
  layoutFromRolls,
  parseRolls,
  rollsToText,
  type TowerLayout,
} from '../../games/solo-tower-hack/layout.ts';
import {
  drinkPotion,
  enterRoom,
  fightRound,
  newRun,
  type Run,
} from '../../games/solo-tower-hack/game.ts';
import { echoValue, quoteParam, quoteValue } from '../../lib/url-echo.ts';

export const LIMITS = { seedLength: SEED_MAX, map: 499 } as const;

export interface TowerChoice {
  /** The seed, or null when the stairs were typed in. */
  seed: string | null;
  map: number;
  layout: TowerLayout;
}

export interface ParsedTower {
  tower: TowerChoice;
  /** One sentence per parameter that was ignored, and why. */
  notes: string[];
}

export function towerFromSeed(seed: string, map = 0): TowerChoice {
  return { seed, map, layout: generateLayouts(seed, map + 1)[map]! };
}

export function towerFromRolls(text: string): TowerChoice {
  const rolls = parseRolls(text);
  const layout = layoutFromRolls(rolls, '');
  return { seed: null, map: 0, layout: { ...layout, seed: `dice ${rollsToText(layout)}` } };
}

/** Longer than any stairs rolls typed by hand ("3,5 2,6 …" with generous spacing). */
const MAX_ROLLS_TEXT = 400;

export function parseTowerParams(params: URLSearchParams): ParsedTower {
  const notes: string[] = [];
  const version = params.get('v');
  if (version !== null && version !== String(GENERATOR_VERSION)) {
    notes.push(
      `This link was made with tower generator version ${quoteValue(version)}, but this site only has version ${GENERATOR_VERSION}; the tower below may differ from the one that was shared.`,
    );
  }
  const rolls = params.get('rolls');
  if (rolls !== null) {
    // Checked before parsing: the rolls take a few characters each, a link may carry megabytes.
    if (rolls.length > MAX_ROLLS_TEXT)
      notes.push(
        `The stairs rolls in the link (${quoteParam('rolls', rolls)}) were not used: they are longer than ${MAX_ROLLS_TEXT} characters.`,
      );
    else
      try {
        return { tower: towerFromRolls(rolls), notes };
      } catch (e) {
        notes.push(
          `The stairs rolls in the link (${quoteParam('rolls', rolls)}) were not used: ${echoValue((e as Error).message, 200)}.`,
        );
      }
  }
  const { seed: given, note } = readSeed(params.get('seed') ?? '');
  if (note) notes.push(note);
  const seed = given || randomSeedText();
  let map = 0;
  const rawMap = params.get('map');
  if (rawMap !== null && rawMap !== '') {
    const n = Number(rawMap);
    if (Number.isInteger(n) && n >= 0 && n <= LIMITS.map) map = n;
    else
      notes.push(
        `${quoteParam('map', rawMap)} is not a map number from 0 to ${LIMITS.map}, so map 0 is shown.`,
      );
  }
  return { tower: towerFromSeed(seed, map), notes };
}

/** A seed as typed or linked: cut to SEED_MAX characters by code points, with a note saying so. */
export function readSeed(text: string): { seed: string; note: string } {
  const { seed, cut } = cutSeed(text);
  return {
    seed,
    note: cut
      ? `The seed was longer than ${SEED_MAX} characters, so only its first ${[...seed].length} (“${seed}”) are used.`
      : '',
  };
}

export function towerParams(tower: TowerChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (tower.seed === null) params.set('rolls', rollsToText(tower.layout));
  else {
    params.set('seed', tower.seed);
    if (tower.map) params.set('map', String(tower.map));
  }
  params.set('v', String(GENERATOR_VERSION));
  return params;
}

/** Names a tower for saving its run: two links to the same tower share a save. */
export const towerKey = (tower: TowerChoice): string =>
  `v${GENERATOR_VERSION}|${tower.seed === null ? `rolls:${rollsToText(tower.layout)}` : `seed:${tower.seed}|map:${tower.map}`}`;

export type Step =
  | { readonly move: readonly [level: number, column: number]; readonly roll: number }
  | { readonly fight: readonly [playerDie: number, monsterDie: number] }
  | { readonly drink: true };

export interface SavedRun {
  readonly v: 1;
  readonly tower: string;
  /** Counts "play again"s on this tower: each attempt gets its own dice. */
  readonly attempt: number;
  readonly steps: readonly Step[];
  /** The dice stream after the last step. */
  readonly dice: string;
}

export const playStream = (key: string, attempt: number): Stream =>
  streamFromSeed(`${key}#play-${attempt}`);

export function applyStep(layout: TowerLayout, run: Run, step: Step): Run {
  if ('move' in step)
    return enterRoom(layout, run, { level: step.move[0], column: step.move[1] }, step.roll);
  if ('fight' in step) return fightRound(run, step.fight[0], step.fight[1]);
  return drinkPotion(run);
}

export function replay(layout: TowerLayout, steps: readonly Step[]): Run {
  const run = newRun();
  for (const step of steps) applyStep(layout, run, step);
  return run;
}

export class BadSave extends Error {}

function isStep(x: unknown): x is Step {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  const pair = (v: unknown) => Array.isArray(v) && v.length === 2 && v.every(Number.isInteger);
  if ('move' in s) return pair(s.move) && Number.isInteger(s.roll);
  if ('fight' in s) return pair(s.fight);
  return s.drink === true;
}

/**
 * Reads a saved run for `tower`. Returns null when there is none; throws BadSave, saying
 * what is wrong, when the text is damaged, from another version or replays illegally.
 */
export function readSave(
  text: string | null,
  tower: TowerChoice,
): { save: SavedRun; run: Run; dice: Stream } | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BadSave('the saved run is not readable (damaged data)');
  }
  const s = data as Partial<SavedRun> | null;
  if (!s || typeof s !== 'object')
    throw new BadSave('the saved run is not readable (damaged data)');
  if (s.v !== 1)
    throw new BadSave(`the saved run is from another version of this page (format ${String(s.v)})`);
  if (s.tower !== towerKey(tower)) throw new BadSave('the saved run belongs to a different tower');
  if (
    !Number.isInteger(s.attempt) ||
    !Array.isArray(s.steps) ||
    !s.steps.every(isStep) ||
    typeof s.dice !== 'string'
  ) {
    throw new BadSave('the saved run is missing parts');
  }
  let run: Run;
  let dice: Stream;
  try {
    run = replay(tower.layout, s.steps);
    dice = restoreStream(s.dice);
  } catch (e) {
    throw new BadSave(`the saved run cannot be replayed: ${(e as Error).message}`);
  }
  return { save: s as SavedRun, run, dice };
}

export const storageKey = (tower: TowerChoice): string => `tower-press:sth-run:${towerKey(tower)}`;

/**
 * The address parameters of the tower last played (towerParams), so that a visit whose address
 * names no tower (the menu's "Tower and play") offers that run instead of a new random tower.
 */
export const LAST_RUN_KEY = 'tower-press:sth-last-run';

/** True when the address names a tower (a seed or stairs rolls): then it is shown, whatever was played last. */
export const namesTower = (params: URLSearchParams): boolean =>
  params.has('seed') || params.has('rolls');

/** The tower a remembered address names, or null when it no longer reads cleanly. */
export function lastTower(text: string | null): TowerChoice | null {
  if (!text) return null;
  const params = new URLSearchParams(text);
  if (!namesTower(params)) return null;
  const { tower, notes } = parseTowerParams(params);
  return notes.length ? null : tower;
}

/** A run still being played: at least one step taken, neither won nor lost. */
export const inProgress = (run: Run): boolean =>
  run.visited.length > 0 && (run.status === 'exploring' || run.status === 'fighting');

/** How a tower is named to the player: its seed (and map), or the stairs typed from real dice. */
export const towerName = (tower: TowerChoice): string =>
  tower.seed === null
    ? 'your own stairs rolls'
    : `tower “${tower.seed}”${tower.map ? ` (map ${tower.map})` : ''}`;

/** A run as it stood, kept so "Start this tower again" can be undone. */
export interface RunSnapshot {
  readonly attempt: number;
  readonly steps: readonly Step[];
  readonly dice: string;
}

/** The run a snapshot holds, replayed: the same position, log and dice to come. */
export function restoreSnapshot(
  layout: TowerLayout,
  snap: RunSnapshot,
): { run: Run; steps: Step[]; attempt: number; dice: Stream } {
  return {
    run: replay(layout, snap.steps),
    steps: [...snap.steps],
    attempt: snap.attempt,
    dice: restoreStream(snap.dice),
  };
}

/**
 * With the player's own dice, what a tap on a room does: move at once when a roll is typed,
 * otherwise wait for the roll (no error: tapping the room first is a natural order).
 */
export const ownDiceTap = (typedRoll: string): 'move' | 'ask-roll' =>
  typedRoll.trim() === '' ? 'ask-roll' : 'move';
