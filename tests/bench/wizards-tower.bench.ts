/**
 * The Wizard's Tower engine: simulated months per second on one core, beside the RNG-bound
 * limit measured in the same run — plain uniformInt draws, as many as the engine makes on
 * average in the same number of months. The ratio vitest prints is the engine's share of
 * that limit.
 */
import { test } from 'vitest';
import { loadBundled } from './support/bundle.ts';
import type { Stream } from '../../src/lib/seed.ts';

type Engine = typeof import('./support/wizards-tower-bench-entry.ts');
const ENTRY = 'tests/bench/support/wizards-tower-bench-entry.ts';
// Three copies of the bundle, so that neither the counting wrapper nor the baseline loop
// leaves type feedback on the code being timed.
const { startGame, playMonths, streamFromSeed, EXAMPLE_BUILD, STRATEGY_IDS } = await loadBundled<Engine>(ENTRY);
const counted = await loadBundled<Engine>(ENTRY);
const { xoroshiro128plus, uniformInt } = await loadBundled<Engine>(ENTRY);

/** Months in each benchmarked game: ten years. */
const MONTHS = 120;

/** `count` plain d6 draws: a module-level loop, so the JIT compiles it once and the same way for every strategy. */
function draws(rng: ReturnType<typeof xoroshiro128plus>, count: number): number {
  let x = 0;
  for (let i = 0; i < count; i++) x ^= uniformInt(rng, 1, 6);
  return x;
}

/** Mean generator calls per month and months per game for a strategy, counted on 300 games. */
function profile(strategy: string): { drawsPerMonth: number; monthsPerGame: number } {
  let calls = 0;
  let months = 0;
  for (let run = 0; run < 300; run++) {
    const stream = counted.streamFromSeed(`count-${run}`);
    const counting = Object.create(stream) as Stream;
    counting.int = (min: number, max: number) => {
      calls++;
      return stream.int(min, max);
    };
    counting.d6 = () => {
      calls++;
      return stream.d6();
    };
    counting.fork = () => stream.fork();
    const { game, env } = counted.startGame({ seed: 'bench', build: EXAMPLE_BUILD, strategy }, counting);
    counted.playMonths(game, env, MONTHS);
    months += game.death ? game.death.month : MONTHS;
  }
  return { drawsPerMonth: calls / months, monthsPerGame: months / 300 };
}

for (const strategy of STRATEGY_IDS) {
  test(`${strategy}: months per second against the RNG-bound limit`, async ({ bench }) => {
    const { drawsPerMonth, monthsPerGame } = profile(strategy);
    const drawsPerGame = Math.round(drawsPerMonth * monthsPerGame);
    const rng = xoroshiro128plus(7);
    let run = 0;
    let sink = 0;
    const baseline = `RNG-bound limit: ${drawsPerGame} uniformInt draws (one game's worth) — baseline`;
    const engine = `one ${MONTHS}-month game, ${strategy}`;
    const results = await bench.compare(
      bench(baseline, () => {
        sink ^= draws(rng, drawsPerGame);
      }),
      bench(engine, () => {
        const { game, env } = startGame({ seed: 'bench', build: EXAMPLE_BUILD, strategy }, streamFromSeed(`run-${run++}`));
        playMonths(game, env, MONTHS);
        sink ^= game.month;
      }),
    );
    // Both rates in months per second, and the engine's share of the limit: the two targets.
    // Games per second from the mean time per game (a mean of rates would favour short games).
    const perSecond = (name: string) => (1000 / results.get(name)!.latency.mean) * monthsPerGame;
    const limit = perSecond(baseline);
    const months = perSecond(engine);
    const fmt = (n: number) => Math.round(n).toLocaleString('en');
    console.log(
      `${strategy}: ${drawsPerMonth.toFixed(1)} draws per month, ${monthsPerGame.toFixed(1)} months per game. ` +
        `Engine ${fmt(months)} months/s; RNG-bound limit ${fmt(limit)} months/s (${fmt(limit * drawsPerMonth)} draws/s); ` +
        `share ${(months / limit).toFixed(3)} (targets: 500,000 months/s and 0.5).`,
    );
    if (sink < 0) throw new Error('unreachable');
  });
}
