/**
 * The play companion's engine side: a game is a log of steps (play a phase, answer a
 * question, dice rolled), replayed from the start each time. When the log runs out in the
 * middle of a phase, replay stops at what the engine needs next: the player's answer, or
 * dice typed in from the table. Undo drops the last thing the player did; a saved game is
 * just the log, so it stays small and is checked step by step when loaded.
 */
import { streamFromSeed, type Stream } from '../../../lib/seed.ts';
import { checkBuild, type WizardBuild } from '../wizard-build.ts';
import { legalOptions, type DecisionKind, type Policy, type Question } from './decisions.ts';
import { makeEnv, type DiceSource, type Env, type JournalEntry, type TestRecord } from './env.ts';
import { playPhase } from './month.ts';
import { newGame, type Game, type GameOptions } from './state.ts';

export type Step =
  | { t: 'phase' }
  | { t: 'choice'; v: number }
  /** Dice: typed in by the player, or rolled by the site (`auto`, from the seed's dice stream). */
  | { t: 'dice'; faces: number[]; auto?: boolean };

/**
 * Save versions. Version 2 records the answer to phase 7's Quest order (WT-R40); a version 1
 * save was played before that question existed, when Quests went in the order they were made,
 * so it replays with that answer filled in: the first Quest waiting. Version 3 adds the
 * player's own notes on the journal's months. Older saves are migrated when read
 * (`migrateSave`): a version 1 log gets its Quest order answers written in as steps, and both
 * get an empty set of notes, so only version 3 is ever played or written.
 */
export const SAVE_VERSION = 3;
export type SaveVersion = 1 | 2 | 3;

/** The longest note a player may write on a month of the journal (UTF-16 units, as a text box counts). */
export const NOTE_MAX = 500;

export interface CompanionSave {
  v: SaveVersion;
  seed: string;
  build: WizardBuild;
  options: Partial<GameOptions>;
  /** Ask the player for every die instead of rolling them. */
  typedDice: boolean;
  steps: Step[];
  /** The player's notes on the journal, by month (1 = month 1 of year 1); none empty. */
  notes: Record<string, string>;
}

export type Pending =
  | { kind: 'choice'; question: DecisionKind; options: number[]; q: Question }
  | { kind: 'dice'; count: number; why: string }
  | { kind: 'phase' };

/** Thrown inside replay when the log has run out; never escapes `replay`. */
class NeedInput extends Error {
  readonly pending: Pending;
  constructor(pending: Pending) {
    super('input needed');
    this.pending = pending;
  }
}

export class CorruptSave extends Error {}

export interface Replayed {
  game: Game;
  env: Env;
  journal: JournalEntry[];
  tests: TestRecord[];
  /** What the game waits for: a choice, dice, or the player's go-ahead for the next phase. */
  pending: Pending | null;
  /** Steps after replay: auto-rolled dice may have been added. */
  steps: Step[];
}

export function newCompanion(
  seed: string,
  build: WizardBuild,
  options: Partial<GameOptions> = {},
  typedDice = false,
): CompanionSave {
  return { v: SAVE_VERSION, seed, build, options, typedDice, steps: [], notes: {} };
}

/** Card draws and automatic dice come from two streams of the seed, so typing dice never changes the cards. */
function streamsFor(seed: string): { cards: Stream; dice: Stream } {
  const cards = streamFromSeed(seed);
  return { cards, dice: cards.fork() };
}

/**
 * Replays a saved game. If `advance` is set, plays on from where the log ends, rolling dice
 * automatically (unless typed dice are on), until the engine needs a choice or typed dice,
 * or the phase ends. Throws CorruptSave if the log does not fit the game. `watch`, if given,
 * sees the game after every phase played (the chronicle charts the months from it).
 */
export function replay(save: CompanionSave, watch?: (game: Game) => void): Replayed {
  const steps = save.steps.slice();
  const { cards, dice } = streamsFor(save.seed);
  let at = 0;
  const next = (): Step | undefined => steps[at];

  const source: DiceSource = {
    roll(count, out, from, why) {
      const step = next();
      if (!step) {
        if (save.typedDice) throw new NeedInput({ kind: 'dice', count, why });
        const faces = Array.from({ length: count }, () => dice.d6());
        steps.push({ t: 'dice', faces, auto: true });
        at++;
        for (let i = 0; i < count; i++) out[from + i] = faces[i]!;
        return;
      }
      if (step.t !== 'dice' || step.faces.length !== count)
        throw new CorruptSave(`step ${at + 1}: expected ${count} dice for ${why}`);
      if (step.auto) {
        for (let i = 0; i < count; i++) {
          const f = dice.d6();
          if (f !== step.faces[i])
            throw new CorruptSave(`step ${at + 1}: the rolled dice do not match the seed`);
        }
      }
      step.faces.forEach((f, i) => (out[from + i] = f));
      at++;
    },
    cardIndex: (max) => cards.int(0, max),
  };
  const policy: Policy = {
    id: 'player',
    decide(q) {
      // A version 1 save never answered the Quest order: the Quests went in the order made.
      // The answer is written into the log, so migrateSave can keep it as a step.
      if (save.v === 1 && q.kind === 'questOrder') {
        steps.splice(at++, 0, { t: 'choice', v: q.options[0]! });
        return q.options[0]!;
      }
      const step = next();
      if (!step)
        throw new NeedInput({
          kind: 'choice',
          question: q.kind,
          options: legalOptions(q),
          q: { ...q, options: q.options.slice() },
        });
      if (step.t !== 'choice')
        throw new CorruptSave(`step ${at + 1}: expected an answer to “${q.kind}”`);
      at++;
      return step.v; // the engine refuses it if it is not legal
    },
  };
  const journal: JournalEntry[] = [];
  const tests: TestRecord[] = [];
  const env = makeEnv(source, policy, save.seed, {
    journal: (e) => journal.push(e),
    trace: (r) => tests.push(r),
  });
  const game = newGame(save.build, save.options);
  let pending: Pending | null = null;
  try {
    while (at < steps.length) {
      const step = steps[at]!;
      if (step.t !== 'phase')
        throw new CorruptSave(`step ${at + 1}: expected the start of a phase`);
      if (game.death) throw new CorruptSave(`step ${at + 1}: the game is already over`);
      at++;
      playPhase(game, env);
      watch?.(game);
    }
    pending = game.death ? null : { kind: 'phase' };
  } catch (e) {
    if (e instanceof NeedInput) pending = e.pending;
    else if (e instanceof CorruptSave) throw e;
    else throw new CorruptSave((e as Error).message);
  }
  return { game, env, journal, tests, pending, steps };
}

/** Appends the player's step (after any dice the site rolled) and replays. */
export function act(save: CompanionSave, step: Step): { save: CompanionSave; state: Replayed } {
  const before = replay(save);
  const next: CompanionSave = { ...save, steps: [...before.steps, step] };
  return { save: next, state: replay(next) };
}

/** Drops the player's last step (and the dice the site rolled after it). */
export function undo(save: CompanionSave): CompanionSave {
  const steps = save.steps.slice();
  while (
    steps.length &&
    steps[steps.length - 1]!.t === 'dice' &&
    (steps[steps.length - 1] as { auto?: boolean }).auto
  )
    steps.pop();
  steps.pop();
  // Dice the site rolled before that step belong to it too.
  while (
    steps.length &&
    steps[steps.length - 1]!.t === 'dice' &&
    (steps[steps.length - 1] as { auto?: boolean }).auto
  )
    steps.pop();
  return { ...save, steps };
}

/**
 * Turns typed dice on or off mid-game. Dice the site has already rolled after the last step
 * are written into the log first, so the player keeps the dice they have seen. Replays stay
 * deterministic either way: every dice step records whether it was typed or rolled, and the
 * seed's dice stream moves only for rolled ones, so the flag only decides what happens when
 * the log runs out.
 */
export function setTypedDice(save: CompanionSave, typedDice: boolean): CompanionSave {
  if (save.typedDice === typedDice) return save;
  return { ...save, steps: replay(save).steps, typedDice };
}

/** A damaged build (missing ratings, a name that is not text) is illegal, not a crash. */
function legalBuild(b: unknown): boolean {
  if (!b || typeof b !== 'object') return false;
  const w = b as WizardBuild;
  if (
    typeof w.name !== 'string' ||
    !w.ratings ||
    typeof w.ratings !== 'object' ||
    !w.factors ||
    typeof w.factors !== 'object'
  )
    return false;
  if (!Array.isArray(w.allyNames) || !w.allyNames.every((n) => typeof n === 'string')) return false;
  return checkBuild(w).length === 0;
}

/** A month's note: trimmed of nothing (the player's spacing is theirs), and never empty. */
export function setNote(save: CompanionSave, month: number, text: string): CompanionSave {
  const notes = { ...save.notes };
  if (text.trim()) notes[month] = text.slice(0, NOTE_MAX);
  else delete notes[month];
  return { ...save, notes };
}

/**
 * Brings a save of any version this page reads to the current one (see SAVE_VERSION): the same
 * game, step for step, in today's format. A current save is returned as it is.
 */
export function migrateSave(save: CompanionSave): CompanionSave {
  if (save.v === SAVE_VERSION) return save;
  // Version 1: replaying writes the Quest order answers it took for granted into the log.
  const steps = save.v === 1 ? replay(save).steps : save.steps;
  return { ...save, v: SAVE_VERSION, steps, notes: save.notes ?? {} };
}

/** The notes of a save: month numbers (1 and up) to text of at most NOTE_MAX units. */
function checkNotes(notes: unknown): Record<string, string> {
  if (notes === undefined) return {};
  if (!notes || typeof notes !== 'object' || Array.isArray(notes))
    throw new CorruptSave('the notes of the saved game are damaged');
  const out: Record<string, string> = {};
  for (const [month, text] of Object.entries(notes)) {
    if (!/^[1-9]\d{0,4}$/.test(month))
      throw new CorruptSave(
        `the saved game has a note on “${month.slice(0, 20)}”, which is not a month`,
      );
    if (typeof text !== 'string')
      throw new CorruptSave(`the note on month ${month} of the saved game is not text`);
    if (text.length > NOTE_MAX)
      throw new CorruptSave(
        `the note on month ${month} of the saved game is ${text.length} characters long; a note is at most ${NOTE_MAX}`,
      );
    if (text.trim()) out[month] = text;
  }
  return out;
}

/** Reads a saved game, checking its shape and that it replays; throws CorruptSave naming the problem. */
export function parseSave(text: string): CompanionSave {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CorruptSave('the saved game is not valid JSON');
  }
  return checkSave(data);
}

/**
 * Checks a saved game already read from JSON (from this browser's storage or a file), migrates
 * it to the current version and checks that it replays; throws CorruptSave naming the problem.
 */
export function checkSave(data: unknown): CompanionSave {
  const s = data as Partial<CompanionSave>;
  if (!s || typeof s !== 'object') throw new CorruptSave('the saved game is not an object');
  if (typeof s.v === 'number' && Number.isInteger(s.v) && s.v > SAVE_VERSION)
    throw new CorruptSave(
      `the saved game is version ${s.v}, from a newer Tower Press; this page reads versions 1 to ${SAVE_VERSION}`,
    );
  if (s.v !== 1 && s.v !== 2 && s.v !== SAVE_VERSION)
    throw new CorruptSave(
      `the saved game is version ${String(s.v)}, this page reads versions 1 to ${SAVE_VERSION}`,
    );
  if (typeof s.seed !== 'string') throw new CorruptSave('the saved game has no seed');
  if (!legalBuild(s.build))
    throw new CorruptSave('the saved wizard is not a legal starting wizard');
  if (
    s.options !== undefined &&
    (!s.options ||
      typeof s.options !== 'object' ||
      ('items' in s.options && typeof s.options.items !== 'boolean') ||
      ('deathRule' in s.options &&
        s.options.deathRule !== 'towerWards' &&
        s.options.deathRule !== 'wardsRating'))
  ) {
    throw new CorruptSave('the saved game options are damaged');
  }
  if (!Array.isArray(s.steps)) throw new CorruptSave('the saved game has no steps');
  for (const [i, st] of s.steps.entries()) {
    const ok =
      st &&
      (st.t === 'phase' ||
        (st.t === 'choice' && Number.isInteger(st.v)) ||
        (st.t === 'dice' &&
          Array.isArray(st.faces) &&
          st.faces.every(
            (f: unknown) => Number.isInteger(f) && (f as number) >= 1 && (f as number) <= 6,
          )));
    if (!ok) throw new CorruptSave(`step ${i + 1} of the saved game is damaged`);
  }
  // Notes came with version 3: an older save carrying some is not one this page wrote.
  if (s.v !== SAVE_VERSION && s.notes !== undefined)
    throw new CorruptSave(
      `the saved game is version ${s.v}, which has no notes, yet it carries some: it is damaged`,
    );
  const save: CompanionSave = {
    v: s.v,
    seed: s.seed,
    build: s.build as WizardBuild,
    options: s.options ?? {},
    typedDice: !!s.typedDice,
    steps: s.steps,
    notes: checkNotes(s.notes),
  };
  replay(save); // throws CorruptSave if the steps do not fit
  return migrateSave(save);
}
