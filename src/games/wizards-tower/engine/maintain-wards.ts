/** Phase 1, Maintain Tower Wards: the Wards test by its outcome table. */
import { mayImproveRating, resolveTest } from './core.ts';
import type { Env } from './env.ts';
import { current, reduceRating, type Game } from './state.ts';
import { bandPhrase, rollPhrase, say } from './journal.ts';

/** Phase 1. WT-R15: an Extreme or Critical Success sets the Tower Wards to the Rating + 1, no more. */
export function maintainWards(g: Game, env: Env): void {
  const band = resolveTest(g, env, 'maintainWards', current(g, 'wards'), 0, 0);
  const rating = g.ratings.wards;
  switch (band) {
    case 'disaster':
      // WT-R39: down "for this Month" means until a success here rebuilds them, not until the month ends.
      g.towerWards = 0;
      reduceRating(g, 'wards');
      break;
    case 'extremeFail':
      reduceRating(g, 'wards');
      break;
    case 'fail':
      break;
    case 'success':
      if (g.towerWards < rating) g.towerWards = rating;
      break;
    default:
      if (g.towerWards < rating + 1) g.towerWards = rating + 1;
      if (band === 'critical') mayImproveRating(g, env, 'wards');
  }
  if (env.journal)
    say(
      g,
      env,
      `I renewed the wards${rollPhrase(env)}: ${bandPhrase(band)}. The Tower Wards stand at ${g.towerWards}; my Wards Rating is ${g.ratings.wards}.`,
    );
}
