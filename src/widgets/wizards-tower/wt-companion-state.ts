/**
 * The play companion's small pure helpers (unit-tested): where the game is kept in the
 * browser, reading typed dice, and the tests of a game as rows for the dice table.
 */
import { ACTION_NAMES } from '../../games/wizards-tower/engine/describe.ts';
import type { ActionId } from '../../games/wizards-tower/outcomes.ts';
import { band, BAND_IDS, type BandId } from '../../games/wizards-tower/bands.ts';
import { bandOddsAfterPower } from '../../games/wizards-tower/test-roll.ts';
import { sum, toFractionString, toPercent } from '../../lib/fraction.ts';
import type { TestRecord } from '../../games/wizards-tower/engine/env.ts';
import { wizardName } from '../../games/wizards-tower/engine/names.ts';
import { seedLengthProblem } from '../../lib/seed-text.ts';

export const STORAGE_KEY = 'tower-press:wt-companion';

/**
 * The start form's seed as typed: the seed a game would start from (trimmed), whether a game
 * may start from it, and the note shown under the field (the wizard it names, or what is wrong,
 * by the same rule as the CLI's).
 */
export function companionSeed(typed: string): { seed: string; ok: boolean; note: string } {
  const seed = typed.trim();
  if (!seed) return { seed, ok: false, note: 'Type a seed to start: any word or phrase.' };
  const problem = seedLengthProblem(seed);
  if (problem) return { seed, ok: false, note: `The seed is ${problem}.` };
  return { seed, ok: true, note: `This seed names your wizard ${wizardName(seed)}.` };
}

/**
 * Reads `count` die faces typed as "3 5", "3,5" or "35". Returns the faces, or a message
 * naming what is wrong.
 */
export function parseFaces(text: string, count: number): { faces: number[] } | { error: string } {
  const trimmed = text.trim();
  const need = `${count} ${count === 1 ? 'die' : 'dice'}`;
  if (!trimmed)
    return {
      error: `Type ${need}: ${count === 1 ? 'a whole number' : 'whole numbers'} from 1 to 6${count > 1 ? ', separated by spaces' : ''}.`,
    };
  let parts = trimmed.split(/[\s,;]+/).filter(Boolean);
  // "352" for three dice: one digit per die.
  if (parts.length === 1 && count > 1 && /^\d+$/.test(trimmed) && trimmed.length === count)
    parts = [...trimmed];
  for (const p of parts) {
    const n = Number(p);
    if (!/^\d+$/.test(p) || !Number.isInteger(n) || n < 1 || n > 6) {
      return { error: `“${p}” is not a die face: each die is a whole number from 1 to 6.` };
    }
  }
  if (parts.length !== count)
    return {
      error: `You typed ${parts.length} ${parts.length === 1 ? 'die' : 'dice'} (${parts.join(' ')}); this roll needs ${need}.`,
    };
  return { faces: parts.map(Number) };
}

const TEST_NAMES: Record<string, string> = {
  domainIssue: 'Domain trouble (Clubs)',
  researchChallenge: 'Research challenge',
};

export interface TestRow {
  when: string;
  name: string;
  /** Dice rolled for the test, then any Power dice. */
  dice: string;
  power: string;
  total: number;
  result: string;
}

/** The last `n` tests, newest first. */
export function recentTests(tests: readonly TestRecord[], n: number): TestRow[] {
  return tests
    .slice(-n)
    .reverse()
    .map((t) => ({
      when: `Month ${t.month}, phase ${t.phase}`,
      name: ACTION_NAMES[t.action as ActionId] ?? TEST_NAMES[t.action] ?? t.action,
      dice: t.dice === 0 ? 'no dice (automatic result)' : t.faces.slice(0, t.dice).join(' '),
      power: t.faces.slice(t.dice).join(' '),
      total: t.total,
      result: band(t.band).name,
    }));
}

/**
 * The Power question's advice: the exact chance that one more die lifts the roll to a better
 * band (WT-R14: the highest two of all the dice are read again), and the bands it may reach.
 */
export function powerDieOdds(faces: readonly number[], now: BandId): string {
  const next = bandOddsAfterPower(faces, 1);
  const rank = BAND_IDS.indexOf(now);
  const better = BAND_IDS.filter((id, i) => i > rank && next[id].num > 0n);
  if (!better.length) return 'One more die cannot lift this roll to a better result.';
  const chance = sum(better.map((id) => next[id]));
  return `One more die lifts the roll to a better result ${toPercent(chance)} of the time (${toFractionString(chance)}): ${better
    .map((id) => `${band(id).name} ${toPercent(next[id])}`)
    .join(', ')}.`;
}

/** The last thing the journal says, for "What just happened" after a reload. */
export const lastHappened = (journal: readonly { text: string }[]): string =>
  journal.length ? journal.at(-1)!.text : '';
