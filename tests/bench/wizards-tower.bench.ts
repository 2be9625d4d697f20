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

/** Mean generator calls per month and months per game for a strategy, counted on 300 games. */
function profile(strategy: string): { drawsPerMonth: number; monthsPerGame: number } {
  let draws = 0;
  let months = 0;
  for (let run = 0; run < 300; run++) {
    const stream = counted.streamFromSeed(`count-${run}`);
    const counting = Object.create(stream) as Stream;
    counting.int = (min: number, max: number) => {
      draws++;
      return stream.int(min, max);
    };
    counting.d6 = () => {
      draws++;
      return stream.d6();
    };
    counting.fork = () => stream.fork();
    const { game, env } = counted.startGame({ seed: 'bench', build: EXAMPLE_BUILD, strategy }, counting);
    counted.playMonths(game, env, MONTHS);
    months += game.death ? game.death.month : MONTHS;
  }
  return { drawsPerMonth: draws / months, monthsPerGame: months / 300 };
}

for (const strategy of STRATEGY_IDS) {
  test(`${strategy}: months per second against the RNG-bound limit`, async ({ bench }) => {
    const { drawsPerMonth, monthsPerGame } = profile(strategy);
    const drawsPerGame = Math.round(drawsPerMonth * monthsPerGame);
    console.log(`${strategy}: ${drawsPerMonth.toFixed(1)} generator draws per month, ${monthsPerGame.toFixed(1)} months per game`);
    const rng = xoroshiro128plus(7);
    let run = 0;
    let sink = 0;
    await bench.compare(
      bench(`RNG-bound limit: ${drawsPerGame} uniformInt draws (one game's worth) — baseline`, () => {
        for (let i = 0; i < drawsPerGame; i++) sink ^= uniformInt(rng, 1, 6); // ^=: stays a small integer
      }),
      bench(`one ${MONTHS}-month game, ${strategy}`, () => {
        const { game, env } = startGame({ seed: 'bench', build: EXAMPLE_BUILD, strategy }, streamFromSeed(`run-${run++}`));
        playMonths(game, env, MONTHS);
        sink ^= game.month;
      }),
    );
    if (sink < 0) throw new Error('unreachable');
  });
}
