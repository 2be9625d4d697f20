/**
 * The Wizard's Tower engine: simulated months per second on one core, beside the RNG-bound
 * limit measured in the same run — plain d6 draws from a seeded stream, as many as the engine
 * makes on average in the same number of months. The ratio vitest prints is the engine's share
 * of that limit. A third run plays the same games on draws replayed from a table, to show how
 * much of the engine's time is the rules rather than the generator.
 *
 * Beside the engine, the same test times the real CLI (`tower-press simulate`, compiled as in the
 * npm package, in a child process) with --jobs 1 and then every job count up to the machine's
 * cores: CLI months/s per core against the engine's, and the scaling curve, beside two
 * separate --jobs 1 processes run at once (what the cores give two programs that share nothing).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { test } from 'vitest';
import { loadBundled } from './support/bundle.ts';
import type { Stream } from '../../src/lib/seed.ts';

type Engine = typeof import('./support/wizards-tower-bench-entry.ts');
const ENTRY = 'tests/bench/support/wizards-tower-bench-entry.ts';
// Four copies of the bundle, so that neither the counting wrapper, the baseline loop nor the
// replayed draws leave type feedback on the code being timed.
const { startGame, playMonths, streamFromSeed, EXAMPLE_BUILD, STRATEGY_IDS } =
  await loadBundled<Engine>(ENTRY);
const counted = await loadBundled<Engine>(ENTRY);
const limitCopy = await loadBundled<Engine>(ENTRY);
const replayed = await loadBundled<Engine>(ENTRY);

/** Months in each benchmarked game: ten years. */
const MONTHS = 120;

const dice = new Array<number>(8).fill(0);
/**
 * `count` plain d6 draws, eight at a time (a test rolls five or six): a module-level loop, so
 * the JIT compiles it once and the same way for every strategy.
 */
function draws(stream: Stream, count: number): number {
  let x = 0;
  for (let left = count; left > 0; left -= 8) {
    stream.fillD6(dice, 0, Math.min(8, left));
    x ^= dice[0]!;
  }
  return x;
}

/** A stream that counts every generator draw into `count.draws`, its forks included (the random player's choices). */
function counting(stream: Stream, count: { draws: number }): Stream {
  const c = Object.create(stream) as Stream;
  c.int = (min: number, max: number) => {
    count.draws++;
    return stream.int(min, max);
  };
  c.d6 = () => {
    count.draws++;
    return stream.d6();
  };
  c.fillD6 = (out: number[], from: number, end: number) => {
    count.draws += end - from;
    stream.fillD6(out, from, end);
  };
  c.fork = () => counting(stream.fork(), count);
  return c;
}

/**
 * Draws replayed from a table the real generator filled: about as cheap as a draw can be, so
 * a game played on them costs almost nothing but the rules. Its share of the RNG-bound limit
 * is about the most that any generator, however fast, could give this engine.
 */
const TABLE = (() => {
  const stream = replayed.streamFromSeed('table');
  return Int32Array.from({ length: 1 << 16 }, () => stream.int(0, 32767));
})();
function replayedDraws(start: number): Stream {
  let at = start;
  const next = () => TABLE[(at = (at + 1) & (TABLE.length - 1))]!;
  const stream = {
    int: (min: number, max: number) => min + (next() % (max - min + 1)),
    d6: () => 1 + (next() % 6),
    fillD6: (out: number[], from: number, end: number) => {
      for (let i = from; i < end; i++) out[i] = 1 + (next() % 6);
    },
    fork: () => replayedDraws(at * 7919),
  };
  return stream as unknown as Stream;
}

/** Mean generator calls per month and months per game for a strategy, counted on 300 games. */
function profile(strategy: string): { drawsPerMonth: number; monthsPerGame: number } {
  const count = { draws: 0 };
  let months = 0;
  for (let run = 0; run < 300; run++) {
    const { game, env } = counted.startGame(
      { seed: 'bench', build: EXAMPLE_BUILD, strategy },
      counting(counted.streamFromSeed(`count-${run}`), count),
    );
    counted.playMonths(game, env, MONTHS);
    months += game.death ? game.death.month : MONTHS;
  }
  return { drawsPerMonth: count.draws / months, monthsPerGame: months / 300 };
}

/**
 * CPU seconds used by this process's finished children (Linux: /proc/self/stat cutime + cstime),
 * or null elsewhere. On a shared machine a child's CPU time moves far less than its wall time.
 */
function childCpu(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** One CLI run: wall-clock and CPU seconds, and the months it simulated (death months count: they were played). */
function cli(flags: string[]): { seconds: number; cpu: number | null; months: number } {
  const cpu0 = childCpu();
  const started = performance.now();
  const run = spawnSync(process.execPath, simulateArgs(flags), { encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  const cpu1 = childCpu();
  if (run.status !== 0) throw new Error(`tower-press simulate failed: ${run.stderr}`);
  return {
    seconds,
    cpu: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
    months: monthsPlayed(run.stdout),
  };
}

/**
 * The CLI as a user who installed the package runs it: compiled by the same script as `npm pack`
 * (from the sources, the worker threads would spend a fifth of a second compiling TypeScript).
 */
const built = spawnSync(process.execPath, ['scripts/build-cli.ts'], { encoding: 'utf8' });
if (built.status !== 0) throw new Error(`could not compile the CLI: ${built.stderr}`);
const CLI = 'tests/bench/support/compiled-cli.mjs';

/** The command line of a timed `simulate` run, and the flags of a benchmark batch. */
const simulateArgs = (flags: string[]): string[] => [
  CLI,
  'simulate',
  'wizards-tower',
  '--json',
  '--quiet',
  ...flags,
];
const batchFlags = (strategy: string, runs: number, jobs: number, seed = 'bench'): string[] => [
  '--strategy',
  strategy,
  '--runs',
  String(runs),
  '--months',
  String(MONTHS),
  '--seed',
  seed,
  '--jobs',
  String(jobs),
];

/** Months simulated by a finished `simulate --json` run (death months count: they were played). */
function monthsPlayed(stdout: string): number {
  const r = JSON.parse(stdout) as { meanMonthsLived: number; runs: number; deaths: number };
  return Math.round(r.meanMonthsLived * r.runs) + r.deaths;
}

/**
 * Two separate `--jobs 1` processes at once, `runs` runs each (different seeds): what the
 * machine's cores give two programs that share nothing, the ceiling for `--jobs 2`. Months
 * per second of wall-clock time, less one start.
 */
async function pairRate(strategy: string, runs: number): Promise<number> {
  const one = (seed: string) =>
    new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, simulateArgs(batchFlags(strategy, runs, 1, seed)));
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0
          ? resolve(monthsPlayed(out))
          : reject(new Error(`tower-press simulate exited ${code}`)),
      );
    });
  const started = performance.now();
  const months = await Promise.all([one('bench'), one('bench-pair')]);
  return (months[0]! + months[1]!) / Math.max(1e-3, (performance.now() - started) / 1000 - START);
}

/** The CLI's start (Node, loading the engine, a single one-month run): taken off each timing below, best of three. */
const starts = [0, 1, 2].map(() => cli(['--runs', '1', '--months', '1', '--jobs', '1']));
const START = Math.min(...starts.map((s) => s.seconds));
const START_CPU = Math.min(...starts.map((s) => s.cpu ?? Infinity));

interface CliRate {
  /** Months per second of wall-clock time, less the start. */
  rate: number;
  /** The same with the start. */
  endToEnd: number;
  /** Months per CPU-second (all threads), less the start's; NaN where CPU time is not known. */
  perCpu: number;
}

/** One CLI run with `jobs` threads: its months per second. */
function cliRate(strategy: string, runs: number, jobs: number): CliRate {
  const { seconds, cpu, months } = cli(batchFlags(strategy, runs, jobs));
  return {
    rate: months / Math.max(1e-3, seconds - START),
    endToEnd: months / seconds,
    perCpu:
      cpu !== null && Number.isFinite(START_CPU) ? months / Math.max(1e-3, cpu - START_CPU) : NaN,
  };
}

/** The better of two timings of the same thing (a shared machine only ever slows a run down). */
const better = (a: CliRate | undefined, b: CliRate): CliRate =>
  !a
    ? b
    : {
        rate: Math.max(a.rate, b.rate),
        endToEnd: Math.max(a.endToEnd, b.endToEnd),
        perCpu: Math.max(a.perCpu, b.perCpu),
      };

/**
 * Every job count from 1 to the machine's cores, and the pair of separate processes, timed in
 * turn, three rounds, best of each: a machine whose speed drifts then weighs on all of them alike.
 */
async function cliCurve(
  strategy: string,
  runs: number,
): Promise<{ byJobs: Map<number, CliRate>; pair: number }> {
  const byJobs = new Map<number, CliRate>();
  let pair = 0;
  for (let round = 0; round < 3; round++) {
    for (let jobs = 1; jobs <= Math.max(2, availableParallelism()); jobs++)
      byJobs.set(jobs, better(byJobs.get(jobs), cliRate(strategy, runs, jobs)));
    pair = Math.max(pair, await pairRate(strategy, runs));
  }
  return { byJobs, pair };
}

/** Engine months per CPU-second of this thread, hand-timed over `games` games (after the bench has warmed it up). */
function engineCpu(strategy: string, games: number): number {
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const started = cpu();
  let months = 0;
  for (let i = 0; i < games; i++) {
    const { game, env } = startGame(
      { seed: 'bench', build: EXAMPLE_BUILD, strategy },
      streamFromSeed(`cpu-${i}`),
    );
    playMonths(game, env, MONTHS);
    months += game.death ? game.death.month : MONTHS;
  }
  return months / (cpu() - started);
}

for (const strategy of STRATEGY_IDS) {
  test(`${strategy}: months per second against the RNG-bound limit`, async ({ bench }) => {
    const { drawsPerMonth, monthsPerGame } = profile(strategy);
    const drawsPerGame = Math.round(drawsPerMonth * monthsPerGame);
    const stream = limitCopy.streamFromSeed('limit');
    let run = 0;
    let replayRun = 0;
    let sink = 0;
    const baseline = `RNG-bound limit: ${drawsPerGame} d6 draws (one game's worth) — baseline`;
    const engine = `one ${MONTHS}-month game, ${strategy}`;
    const free = `the same on draws replayed from a table: the rules alone`;
    const results = await bench.compare(
      bench(baseline, () => {
        sink ^= draws(stream, drawsPerGame);
      }),
      bench(engine, () => {
        const { game, env } = startGame(
          { seed: 'bench', build: EXAMPLE_BUILD, strategy },
          streamFromSeed(`run-${run++}`),
        );
        playMonths(game, env, MONTHS);
        sink ^= game.month;
      }),
      bench(free, () => {
        const { game, env } = replayed.startGame(
          { seed: 'bench', build: EXAMPLE_BUILD, strategy },
          replayedDraws(replayRun++ * 4099),
        );
        replayed.playMonths(game, env, MONTHS);
        sink ^= game.month;
      }),
    );
    // Both rates in months per second, and the engine's share of the limit.
    // Games per second from the mean time per game (a mean of rates would favour short games).
    const perSecond = (name: string) => (1000 / results.get(name)!.latency.mean) * monthsPerGame;
    const limit = perSecond(baseline);
    const months = perSecond(engine);
    const rulesOnly = perSecond(free);
    const fmt = (n: number) => Math.round(n).toLocaleString('en');
    console.log(
      `${strategy}: ${drawsPerMonth.toFixed(1)} draws per month, ${monthsPerGame.toFixed(1)} months per game. ` +
        `Engine ${fmt(months)} months/s; RNG-bound limit ${fmt(limit)} months/s (${fmt(limit * drawsPerMonth)} draws/s); ` +
        `share ${(months / limit).toFixed(3)}${strategy === 'ward-keeper' ? ' (stretch target: 600,000 months/s)' : ''}. ` +
        `On replayed draws ${fmt(rulesOnly)} months/s, share ${(rulesOnly / limit).toFixed(3)}: about the most a faster generator could give.`,
    );
    // The CLI: runs for about five seconds of work on one core at the engine's rate (the JIT's
    // warm-up is then a small part, as in any batch worth timing), but at least 5,000 runs.
    const runs = Math.max(5000, Math.round((months * 5) / monthsPerGame));
    const { byJobs, pair } = await cliCurve(strategy, runs);
    const one = byJobs.get(1)!;
    const curve = [...byJobs]
      .filter(([jobs]) => jobs > 1)
      .map(([jobs, rate]) => ({ jobs, ...rate }));
    const perCpu = engineCpu(strategy, Math.round(runs / 4));
    console.log(
      `${strategy} CLI (compiled, as installed): ${runs.toLocaleString('en')} runs, start ${START.toFixed(2)} s. ` +
        `Engine ${fmt(months)} months/s; CLI --jobs 1 ${fmt(one.rate)} months/s (${fmt(one.endToEnd)} with the start); ` +
        `CLI/engine ${(one.rate / months).toFixed(2)} (target 0.85). ` +
        (Number.isNaN(one.perCpu)
          ? ''
          : `Per CPU-second (steadier on a busy machine): engine ${fmt(perCpu)}, CLI ${fmt(one.perCpu)}, ratio ${(one.perCpu / perCpu).toFixed(2)}. `) +
        'Scaling: ' +
        curve
          .map(
            (c) =>
              `--jobs ${c.jobs} ${fmt(c.rate)} months/s, ${(c.rate / one.rate).toFixed(2)}× --jobs 1`,
          )
          .join('; ') +
        ` (target 1.7× at 2 on 2 free cores; ${availableParallelism()} cores here). ` +
        `Two separate --jobs 1 processes side by side: ${(pair / one.rate).toFixed(2)}× one (the machine's own ceiling for --jobs 2).`,
    );
    if (sink < 0) throw new Error('unreachable');
  }, 600_000);
}
