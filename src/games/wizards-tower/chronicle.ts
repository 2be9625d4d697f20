/**
 * A played game gathered for its chronicle (the book typeset by src/print/chronicle/): the
 * journal, every test roll, the state at the end of each month, and the life of each Quest,
 * rival and Ally, from a companion save (replayed) or a seeded auto-played game. Pure: the
 * same input gives the same record in the browser and the CLI.
 */
import { replay, type CompanionSave } from './engine/companion.ts';
import type { JournalEntry, TestRecord } from './engine/env.ts';
import { playPhase } from './engine/month.ts';
import { allyName, questName, rivalName, wizardName } from './engine/names.ts';
import { startGame } from './engine/simulate.ts';
import type { Death, Game, GameOptions } from './engine/state.ts';
import { streamRange } from '../../lib/seed.ts';
import type { DomainFactorId, RatingId } from './ratings.ts';
import type { WizardBuild } from './wizard-build.ts';

/** The longest game a chronicle is made of: a hundred years (a book of about a thousand pages). */
export const CHRONICLE_MAX_MONTHS = 1200;

/** Where a chronicle comes from: a game played in the companion, or one the site played by itself. */
export type ChronicleSource =
  | { kind: 'save'; save: CompanionSave }
  | {
      kind: 'autoplay';
      seed: string;
      /** Months to play (the game stops sooner if the wizard dies). */
      months: number;
      strategy: string;
      build: WizardBuild;
      options?: Partial<GameOptions>;
    };

/** The state at the end of a month. */
export interface MonthState {
  month: number;
  ratings: Record<RatingId, number>;
  factors: Record<DomainFactorId, number>;
  towerWards: number;
  alliesInTower: number;
}

/** A Quest or rival: when it came, and when and how it ended (the journal's words). */
export interface StackLife {
  id: number;
  name: string;
  enemy: boolean;
  began: { month: number; phase: number };
  ended: { month: number; phase: number; how: string } | null;
}

export interface AllyLife {
  name: string;
  /** 0: with the wizard from the start. */
  month: number;
  made: boolean;
}

/** A tower attack: the month, and how the Tower Wards stood after it. */
export interface Attack {
  month: number;
  tests: number;
  held: boolean;
}

export interface ChronicleRecord {
  seed: string;
  wizard: string;
  build: WizardBuild;
  /** 'a game played in the companion', or the strategy's id. */
  playedBy: string | null;
  journal: JournalEntry[];
  tests: TestRecord[];
  notes: Record<string, string>;
  months: MonthState[];
  stacks: StackLife[];
  allies: AllyLife[];
  attacks: Attack[];
  death: Death | null;
  /** The game at the end, for the final wizard sheet. */
  final: Game;
}

const snapshot = (g: Game, month: number): MonthState => ({
  month,
  ratings: { ...g.ratings },
  factors: { ...g.factors },
  towerWards: g.towerWards,
  alliesInTower: g.tower.allies,
});

/** Watches a game phase by phase: month ends, Quests and rivals coming and going, Allies joining. */
class Watcher {
  readonly months: MonthState[] = [];
  readonly stacks = new Map<number, StackLife>();
  readonly allies: AllyLife[] = [];
  #joined: number;
  #month: number;
  #phase: number;
  readonly #seed: string;

  constructor(g: Game, seed: string) {
    this.#seed = seed;
    this.#joined = g.alliesJoined;
    this.#month = g.month;
    this.#phase = g.phase;
    for (let i = 1; i <= g.alliesJoined; i++)
      this.allies.push({ name: allyName(seed, i), month: 0, made: false });
    this.months.push(snapshot(g, 0));
  }

  /** After each phase: `g.month`/`g.phase` have moved on; the phase played was the one before. */
  see = (g: Game): void => {
    const month = this.#month;
    const phase = this.#phase + 1;
    while (this.#joined < g.alliesJoined) {
      this.#joined++;
      // Phase 3 (Research) makes Allies; the others recruit them.
      const made = phase === 3;
      this.allies.push({ name: allyName(this.#seed, this.#joined, made), month, made });
    }
    const present = new Set<number>();
    for (const q of g.quests) {
      present.add(q.id);
      if (!this.stacks.has(q.id))
        this.stacks.set(q.id, {
          id: q.id,
          enemy: q.enemy,
          name: q.enemy ? rivalName(this.#seed, q.id) : questName(this.#seed, q.id),
          began: { month, phase },
          ended: null,
        });
    }
    for (const life of this.stacks.values())
      if (!life.ended && !present.has(life.id)) life.ended = { month, phase, how: '' };
    if (g.phase === 0 || g.death) this.months.push(snapshot(g, month));
    this.#month = g.month;
    this.#phase = g.phase;
  };
}

/** The journal's last sentence naming a Quest or rival in the phase that ended it (or all that phase said). */
function howItEnded(life: StackLife, journal: readonly JournalEntry[]): string {
  const end = life.ended!;
  const said = journal.filter((e) => e.month === end.month && e.phase === end.phase);
  const naming = said.filter((e) => e.text.includes(life.name));
  return naming.length ? naming[naming.length - 1]!.text : said.map((e) => e.text).join(' ');
}

/** Plays or replays the game and gathers its record. */
export function chronicleRecord(source: ChronicleSource): ChronicleRecord {
  if (source.kind === 'save') {
    const { save } = source;
    // The watcher starts from the game as set up, before the first phase changes it.
    const w = new Watcher(replay({ ...save, steps: [] }).game, save.seed);
    const state = replay(save, w.see);
    return finish(
      save.seed,
      save.build,
      null,
      state.journal,
      state.tests,
      save.notes,
      w,
      state.game,
    );
  }
  const journal: JournalEntry[] = [];
  const tests: TestRecord[] = [];
  const stream = streamRange(source.seed, 0, 1).next().value!;
  const { game, env } = startGame(
    {
      seed: source.seed,
      build: structuredClone(source.build),
      strategy: source.strategy,
      options: source.options ?? {},
    },
    stream,
    { journal: (e) => journal.push(e), trace: (r) => tests.push(r) },
  );
  const w = new Watcher(game, source.seed);
  const months = Math.min(source.months, CHRONICLE_MAX_MONTHS);
  while (!game.death && game.month <= months) {
    playPhase(game, env);
    w.see(game);
  }
  return finish(source.seed, source.build, source.strategy, journal, tests, {}, w, game);
}

function finish(
  seed: string,
  build: WizardBuild,
  playedBy: string | null,
  journal: JournalEntry[],
  tests: TestRecord[],
  notes: Record<string, string>,
  w: Watcher,
  final: Game,
): ChronicleRecord {
  const attacks = new Map<number, Attack>();
  for (const t of tests) {
    if (t.action !== 'towerDefence') continue;
    const a = attacks.get(t.month) ?? { month: t.month, tests: 0, held: true };
    a.tests++;
    attacks.set(t.month, a);
  }
  for (const life of w.stacks.values()) if (life.ended) life.ended.how = howItEnded(life, journal);
  for (const a of attacks.values()) a.held = !(final.death && final.death.month === a.month);
  return {
    seed,
    wizard: build.name.trim() || wizardName(seed),
    build,
    playedBy,
    journal,
    tests,
    notes,
    months: w.months,
    stacks: [...w.stacks.values()],
    allies: w.allies,
    attacks: [...attacks.values()],
    death: final.death,
    final,
  };
}
