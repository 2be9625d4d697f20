/**
 * Auto-play: one seeded game under a strategy, and Monte Carlo summaries of many. Run i of a
 * seed always uses the seed's stream i, so runs split between Web Workers (or CLI chunks)
 * add up to the same totals.
 */
import { restoreStream, streamRange, streamsAfter, type Stream } from '../../../lib/seed.ts';
import type { WizardBuild } from '../wizard-build.ts';
import { makeEnv, SeededDice, type Env, type Sinks, type TestRecord } from './env.ts';
import { playMonth, playMonths } from './month.ts';
import { newGame, RATING_IDS, type Game, type GameOptions } from './state.ts';
import { strategy } from './strategies.ts';

export interface GameSetup {
  seed: string;
  build: WizardBuild;
  strategy: string;
  options?: Partial<GameOptions>;
}

/** A fresh game and its environment, playing from `stream` (the policy's own choices from a fork). */
export function startGame(
  setup: GameSetup,
  stream: Stream,
  sinks: Partial<Sinks> = {},
): { game: Game; env: Env } {
  const policy = strategy(setup.strategy, setup.strategy === 'random' ? stream.fork() : undefined);
  return {
    game: newGame(setup.build, setup.options),
    env: makeEnv(new SeededDice(stream), policy, setup.seed, sinks),
  };
}

/** Plays run `run` of a seed for up to `months` months. */
export function playRun(
  setup: GameSetup,
  run: number,
  months: number,
  sinks: Partial<Sinks> = {},
): Game {
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
    ratingSums: Array.from({ length: months + 1 }, () =>
      new Array<number>(RATING_IDS.length).fill(0),
    ),
    monthsLived: 0,
  };
}

/** Wizards alive after month m, and their Ratings (spelled out: this runs every simulated month). */
function record(s: SimSummary, g: Game, m: number): void {
  s.alive[m]!++;
  const sums = s.ratingSums[m]!;
  const r = g.ratings;
  sums[0]! += r.wards;
  sums[1]! += r.research;
  sums[2]! += r.power;
  sums[3]! += r.allies;
  sums[4]! += r.domainControl;
}

export interface SimMore {
  /** The seed's stream forked `first` times, saved (RunChunk.start): spares the forks to get there. */
  start?: string;
  /** Receives every test roll, with its run number (the CLI's --trace). */
  trace?: (run: number, record: TestRecord) => void;
}

/** Plays runs first … first+count−1 of a seed and sums them up. */
export function simulate(
  setup: GameSetup,
  first: number,
  count: number,
  months: number,
  more: SimMore = {},
): SimSummary {
  const s = emptySummary(setup.strategy, months);
  const streams =
    more.start === undefined
      ? streamRange(setup.seed, first, count)
      : streamsAfter(restoreStream(more.start), count);
  let run = first;
  const trace = more.trace;
  const sinks: Partial<Sinks> = trace ? { trace: (r) => trace(run, r) } : {};
  for (const stream of streams) {
    const { game, env } = startGame(setup, stream, sinks);
    record(s, game, 0);
    for (let m = 1; m <= months; m++) {
      playMonth(game, env);
      if (game.death) break;
      record(s, game, m);
    }
    s.runs++;
    run++;
    const death = game.death;
    if (death) {
      s.monthsLived += death.month - 1;
      s.deathsByAttack[death.attack] = (s.deathsByAttack[death.attack] ?? 0) + 1;
      s.deathsByEvent[death.event] = (s.deathsByEvent[death.event] ?? 0) + 1;
    } else s.monthsLived += months;
  }
  return s;
}

/** Adds `part` into `into` (run i of a seed counts once, whichever part played it). */
export function addSummary(into: SimSummary, part: SimSummary): SimSummary {
  into.runs += part.runs;
  into.monthsLived += part.monthsLived;
  part.alive.forEach((n, m) => (into.alive[m]! += n));
  part.ratingSums.forEach((row, m) => row.forEach((v, r) => (into.ratingSums[m]![r]! += v)));
  for (const [k, v] of Object.entries(part.deathsByAttack))
    into.deathsByAttack[k] = (into.deathsByAttack[k] ?? 0) + v;
  for (const [k, v] of Object.entries(part.deathsByEvent))
    into.deathsByEvent[k] = (into.deathsByEvent[k] ?? 0) + v;
  return into;
}

export function mergeSummaries(parts: readonly SimSummary[]): SimSummary {
  const out = emptySummary(parts[0]!.strategy, parts[0]!.months);
  for (const p of parts) addSummary(out, p);
  return out;
}

export { wilson } from '../../../lib/wilson.ts';
