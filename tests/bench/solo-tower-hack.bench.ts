import { test } from 'vitest';
import { generateLayout, generateLayouts } from '../../src/games/solo-tower-hack/layout.ts';
import { shortestRoute } from '../../src/games/solo-tower-hack/paths.ts';
import { fightOdds } from '../../src/games/solo-tower-hack/combat.ts';
import { simulate } from '../../src/games/solo-tower-hack/autoplay.ts';

let n = 0;

test('tower layouts', async ({ bench }) => {
  await bench.compare(
    bench('one layout from a new seed — baseline', () => {
      generateLayout(`seed-${n++}`);
    }),
    bench('100-layout batch from one seed', () => {
      generateLayouts(`batch-${n++}`, 100);
    }),
    bench('layout plus shortest route', () => {
      shortestRoute(generateLayout(`route-${n++}`));
    }),
  );
});

test('exact fight odds', async ({ bench }) => {
  await bench.compare(
    bench('one fight, from full health — baseline', () => {
      fightOdds(n++ % 11, 7);
    }),
    bench('the rules-page table: 11 monsters × 11 bonuses', () => {
      for (let b = 0; b <= 10; b++) for (let m = 0; m <= 10; m++) fightOdds(b, m);
    }),
  );
});

test('Monte Carlo runs', async ({ bench }) => {
  await bench.compare(
    bench('1,000 runs, fastest climb — baseline', () => {
      simulate(`mc-${n++}`, 'fastest', 0, 1000);
    }),
    bench('1,000 runs, XP hunter', () => {
      simulate(`mc-${n++}`, 'xp-hunter', 0, 1000);
    }),
  );
});
