// Engine speed, A/B: this working tree's engine against another revision's, in one process, in
// alternating batches of seeded games, timed by this process's CPU time (the host is shared,
// and wall time counts other jobs). Prints the median ratio of months per second, new ÷ old,
// with its quartiles, for each strategy. Run against its own revision, it reads about 1.00.
// Usage: node scripts/engine-ab.ts REVISION [--rounds 30] [--games 100] [--strategy ID]
import { parseArgs } from 'node:util';
import { checkoutSrc, loadEngine, type Engine } from './engine-revision.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '30' },
    games: { type: 'string', default: '100' },
    strategy: { type: 'string' },
  },
});
if (!positionals[0]) throw new Error('Name the revision to compare with, e.g. main or HEAD~3');
const rounds = Number(values.rounds);
const games = Number(values.games);
const oldSrc = checkoutSrc(positionals[0]);

/** Months per CPU second over `games` ten-year games from seed number `first`. */
function batch(E: Engine, strategy: string, first: number): number {
  let months = 0;
  const t0 = process.cpuUsage();
  for (let i = 0; i < games; i++) {
    const seed = `engine-ab ${first + i}`;
    const setup = { seed, build: structuredClone(E.EXAMPLE_BUILD), strategy };
    const { game, env } = E.startGame(setup, E.streamFromSeed(seed));
    E.playMonths(game, env, 120);
    months += game.death ? game.death.month : 120;
  }
  const used = process.cpuUsage(t0);
  return months / ((used.user + used.system) / 1e6);
}

const quantile = (sorted: number[], q: number) => sorted[Math.round(q * (sorted.length - 1))]!;
const strategies = values.strategy ? [values.strategy] : (await loadEngine('src')).STRATEGY_IDS;
for (const strategy of strategies) {
  // Fresh copies for each strategy, so no strategy leaves type feedback on another's code.
  const [before, after] = [await loadEngine(oldSrc), await loadEngine('src')];
  for (let w = 0; w < 3; w++) [before, after].forEach((E) => batch(E, strategy, 1e6 + w * games));
  const ratios: number[] = [];
  const speed: number[][] = [[], []];
  for (let r = 0; r < rounds; r++) {
    // Each round plays the same games on both; which goes first alternates.
    const order = r % 2 ? [1, 0] : [0, 1];
    const got: number[] = [];
    for (const k of order) got[k] = batch(k ? after : before, strategy, r * games);
    speed[0]!.push(got[0]!);
    speed[1]!.push(got[1]!);
    ratios.push(got[1]! / got[0]!);
  }
  const s = ratios.sort((a, b) => a - b);
  const median = (a: number[]) =>
    Math.round(
      quantile(
        [...a].sort((x, y) => x - y),
        0.5,
      ),
    );
  console.log(
    `${strategy}: new ÷ old ${quantile(s, 0.5).toFixed(3)} (quartiles ${quantile(s, 0.25).toFixed(3)}–${quantile(s, 0.75).toFixed(3)}); ` +
      `old ${median(speed[0]!)}, new ${median(speed[1]!)} months per CPU second`,
  );
}
