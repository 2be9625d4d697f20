import { test } from 'vitest';
import { bandOdds, clearOddsCache, readRoll } from '../../src/games/wizards-tower/test-roll.ts';
import { bandForTotal } from '../../src/games/wizards-tower/bands.ts';
import { streamFromSeed } from '../../src/lib/seed.ts';
import { allRolls, topTwoTotal as topTwoTotalExport } from '../unit/brute-force.ts';

// Local bindings: calling through module export getters in a hot loop would be measured too.
const band = bandForTotal;
const topTwoTotal = topTwoTotalExport;
const read = readRoll;

// Exact odds by order statistics, against counting all 6^N rolls as the baseline.
test('exact band odds vs brute force', async ({ bench }) => {
  await bench.compare(
    bench('brute force, 6 dice (46,656 rolls) — baseline', () => {
      const counts = new Map<string, number>();
      for (const roll of allRolls(6)) {
        const b = band(topTwoTotal(roll));
        counts.set(b, (counts.get(b) ?? 0) + 1);
      }
    }),
    bench('exact odds, 6 dice', () => {
      clearOddsCache();
      bandOdds(6);
    }),
    bench('exact odds, 8 dice', () => {
      clearOddsCache();
      bandOdds(8);
    }),
    bench('exact odds, 30 dice', () => {
      clearOddsCache();
      bandOdds(30);
    }),
  );
});

test('raw dice', async ({ bench }) => {
  const stream = streamFromSeed('bench');
  const faces = [0, 0, 0, 0];
  await bench.compare(
    bench('100,000 d6 rolls', () => {
      let sum = 0;
      for (let i = 0; i < 100_000; i++) sum += stream.d6();
      if (sum < 0) throw new Error('unreachable');
    }),
    bench('10,000 four-dice tests rolled and read', () => {
      for (let i = 0; i < 10_000; i++) {
        for (let d = 0; d < 4; d++) faces[d] = stream.d6();
        read(faces);
      }
    }),
  );
});
