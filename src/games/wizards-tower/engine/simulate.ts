/**
 * Auto-play: one seeded game under a strategy, and Monte Carlo summaries of many. Run i of a
 * seed always uses the seed's stream i, so runs split between Web Workers (or CLI chunks)
 * add up to the same totals.
 */
import { streamRange, type Stream } from '../../../lib/seed.ts';
import type { WizardBuild } from '../wizard-build.ts';
import { makeEnv, SeededDice, type Env, type Sinks } from './env.ts';
import { playMonths } from './month.ts';
import { newGame, RATING_IDS, type Game, type GameOptions } from './state.ts';
import { strategy } from './strategies.ts';

export interface GameSetup {
  seed: string;
  build: WizardBuild;
  strategy: string;
  options?: Partial<GameOptions>;
}

/** A fresh game and its environment, playing from `stream` (the policy's own choices from a fork). */
export function startGame(setup: GameSetup, stream: Stream, sinks: Partial<Sinks> = {}): { game: Game; env: Env } {
  const policy = strategy(setup.strategy, setup.strategy === 'random' ? stream.fork() : undefined);
  return { game: newGame(setup.build, setup.options), env: makeEnv(new SeededDice(stream), policy, setup.seed, sinks) };
}

/** Plays run `run` of a seed for up to `months` months. */
export function playRun(setup: GameSetup, run: number, months: number, sinks: Partial<Sinks> = {}): Game {
  const stream = streamRange(setup.seed, run, 1).next().value!;
  const { game, env } = startGame(setup, stream, sinks);
  playMonths(game, env, months);
  return game;
}

export interface SimSummary {
  strategy: string;
  months: number;
  runs: number;
  /** alive[m]: wizards still alive after m months (alive[0] = runs). */
  alive: number[];
  /** Deaths by attack type, and by the event roll that brought the attack. */
  deathsByAttack: Record<string, number>;
  deathsByEvent: Record<string, number>;
  /** ratingSums[m][r]: sum over wizards alive after month m of Rating r (order of RATING_IDS). */
  ratingSums: number[][];
  /** Months lived in all (for the mean). */
  monthsLived: number;
}

export function emptySummary(strategyId: string, months: number): SimSummary {
  return {
    strategy: strategyId,
    months,
    runs: 0,
    alive: new Array<number>(months + 1).fill(0),
    deathsByAttack: {},
    deathsByEvent: {},
    ratingSums: Array.from({ length: months + 1 }, () => new Array<number>(RATING_IDS.length).fill(0)),
    monthsLived: 0,
  };
}

function record(s: SimSummary, g: Game, m: number): void {
  s.alive[m]!++;
  const sums = s.ratingSums[m]!;
  for (let r = 0; r < RATING_IDS.length; r++) sums[r]! += g.ratings[RATING_IDS[r]!];
}

/** Plays runs first … first+count−1 of a seed and sums them up. */
export function simulate(setup: GameSetup, first: number, count: number, months: number): SimSummary {
  const s = emptySummary(setup.strategy, months);

  for (const stream of streamRange(setup.seed, first, count)) {
    const { game, env } = startGame(setup, stream);
    record(s, game, 0);
    for (let m = 1; m <= months && !game.death; m++) {
      playMonths(game, env, m);
      if (!game.death) record(s, game, m);
    }
    s.runs++;
    s.monthsLived += game.death ? game.death.month - 1 : months;
    if (game.death) {
      s.deathsByAttack[game.death.attack] = (s.deathsByAttack[game.death.attack] ?? 0) + 1;
      s.deathsByEvent[game.death.event] = (s.deathsByEvent[game.death.event] ?? 0) + 1;
    }

  }
  return s;
}

export function mergeSummaries(parts: readonly SimSummary[]): SimSummary {
  const out = emptySummary(parts[0]!.strategy, parts[0]!.months);
  for (const p of parts) {
    out.runs += p.runs;
    out.monthsLived += p.monthsLived;
    p.alive.forEach((n, m) => (out.alive[m]! += n));
    p.ratingSums.forEach((row, m) => row.forEach((v, r) => (out.ratingSums[m]![r]! += v)));
    for (const [k, v] of Object.entries(p.deathsByAttack)) out.deathsByAttack[k] = (out.deathsByAttack[k] ?? 0) + v;
    for (const [k, v] of Object.entries(p.deathsByEvent)) out.deathsByEvent[k] = (out.deathsByEvent[k] ?? 0) + v;
  }
  return out;
}

export { wilson } from '../../../lib/wilson.ts';
