// Are games the same, draw for draw? Hashes the complete final state, journal and test trace of
// seeded games (every strategy, the items rule off and on) under this working tree's engine and,
// given a revision, under that revision's too, and says where they differ. Exit 1 on a difference.
// Usage: node scripts/engine-state-hash.ts [REVISION] [--games 500] [--months 120]
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { checkoutSrc, loadEngine, type Engine } from './engine-revision.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    games: { type: 'string', default: '500' },
    months: { type: 'string', default: '120' },
  },
});
const games = Number(values.games);
const months = Number(values.months);

/** One hash per strategy and items rule; every tenth game also writes its journal and trace. */
function hashes(E: Engine): Map<string, string> {
  const out = new Map<string, string>();
  for (const items of [false, true])
    for (const strategy of E.STRATEGY_IDS) {
      const h = createHash('sha256');
      for (let i = 0; i < games; i++) {
        const seed = `state-hash ${i}`;
        const lines: string[] = [];
        const sinks =
          i % 10 === 0
            ? {
                journal: (e: { month: number; phase: number; text: string }) =>
                  lines.push(`${e.month}.${e.phase} ${e.text}`),
                trace: (r: unknown) => lines.push(JSON.stringify(r)),
              }
            : {};
        const setup = {
          seed,
          build: structuredClone(E.EXAMPLE_BUILD),
          strategy,
          options: { items },
        };
        const { game, env } = E.startGame(setup, E.streamFromSeed(seed), sinks);
        E.playMonths(game, env, months);
        h.update(JSON.stringify(game));
        h.update(lines.join('\n'));
      }
      out.set(`${strategy}, items ${items ? 'on' : 'off'}`, h.digest('hex'));
    }
  return out;
}

const here = hashes(await loadEngine('src'));
const there = positionals[0] ? hashes(await loadEngine(checkoutSrc(positionals[0]))) : null;
let differ = 0;
for (const [key, hash] of here) {
  const other = there?.get(key);
  if (other !== undefined && other !== hash) differ++;
  const verdict =
    other === undefined ? '' : other === hash ? '  same' : `  DIFFERS (${other.slice(0, 16)})`;
  console.log(`${key}: ${hash.slice(0, 16)}${verdict}`);
}
console.log(
  `${games} games × ${months} months each${there ? `: ${differ} of ${here.size} differ from ${positionals[0]}` : ''}`,
);
process.exitCode = differ ? 1 : 0;
