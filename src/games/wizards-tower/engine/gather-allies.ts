/** Phase 5, Gather Allies (optional): recruit an adventurer or improve the Domain. */
import {
  ask,
  askIndex,
  begin,
  mayImproveFactor,
  mayImproveRating,
  mayReduceRating,
  offer,
  resolveTest,
} from './core.ts';
import { DOMAIN_TARGET_CONTROL, GATHER_DOMAIN, GATHER_NONE, GATHER_RECRUIT } from './decisions.ts';
import type { Env } from './env.ts';
import {
  current,
  FACTOR_IDS,
  improveFactor,
  improveRating,
  reduceFactor,
  reduceFactorForMonth,
  reduceRating,
  type Game,
} from './state.ts';
import { bandPhrase, rollPhrase, say } from './journal.ts';
import { allyName } from './names.ts';

/** Phase 5 (optional): recruit an adventurer or improve the Domain. */
export function gatherAllies(g: Game, env: Env): void {
  begin(env, 'gather');
  offer(env, GATHER_NONE);
  offer(env, GATHER_RECRUIT);
  offer(env, GATHER_DOMAIN);
  const choice = ask(g, env);
  if (choice === GATHER_NONE) {
    if (env.journal) say(g, env, 'I let the month pass without seeking new followers.');
    return;
  }
  if (choice === GATHER_RECRUIT) return recruit(g, env);
  begin(env, 'domainTarget', 'improveDomain');
  for (let t = 0; t <= FACTOR_IDS.length; t++) offer(env, t);
  const target = ask(g, env);
  const band = resolveTest(g, env, 'improveDomain', current(g, 'domainControl'), 0, 0);
  const targetName = target === DOMAIN_TARGET_CONTROL ? 'Domain Control' : FACTOR_IDS[target - 1]!;
  if (env.journal)
    say(g, env, `I worked to improve my ${targetName}${rollPhrase(env)}: ${bandPhrase(band)}.`);
  switch (band) {
    case 'disaster':
      reduceFactor(g, FACTOR_IDS[askIndex(g, env, 'factorLoss', 3, 'improveDomain')]!);
      reduceRating(g, 'domainControl');
      break;
    case 'extremeFail':
      reduceFactorForMonth(g, FACTOR_IDS[askIndex(g, env, 'factorLoss', 3, 'improveDomain')]!);
      mayReduceRating(g, env, 'domainControl');
      break;
    case 'fail':
      break;
    case 'success':
      raiseDomain(g, env, target, false);
      break;
    case 'extremeSuccess':
      raiseDomain(g, env, target, true);
      break;
    case 'critical': {
      raiseDomain(g, env, target, true);
      // Another Factor MAY improve: any Factor but the one just raised.
      begin(env, 'factorGain', 'improveDomain');
      for (let i = 0; i < FACTOR_IDS.length; i++) if (i !== target - 1) offer(env, i);
      mayImproveFactor(g, env, FACTOR_IDS[ask(g, env)]!);
    }
  }
}

/** Raises the named target by 1 (`sure`), or rolls to see if it MAY improve. */
function raiseDomain(g: Game, env: Env, target: number, sure: boolean): void {
  if (target === DOMAIN_TARGET_CONTROL) {
    if (sure) improveRating(g, 'domainControl');
    else mayImproveRating(g, env, 'domainControl');
    return;
  }
  const f = FACTOR_IDS[target - 1]!;
  if (sure) improveFactor(g, f);
  else mayImproveFactor(g, env, f);
}

function recruit(g: Game, env: Env): void {
  const band = resolveTest(g, env, 'recruitAdventurer', current(g, 'allies'), 0, 0);
  if (env.journal)
    say(g, env, `I sought adventurers for hire${rollPhrase(env)}: ${bandPhrase(band)}.`);
  switch (band) {
    case 'disaster':
      reduceFactor(g, FACTOR_IDS[askIndex(g, env, 'factorLoss', 3, 'recruitAdventurer')]!);
      reduceRating(g, 'allies');
      break;
    case 'extremeFail':
      reduceFactorForMonth(g, FACTOR_IDS[askIndex(g, env, 'factorLoss', 3, 'recruitAdventurer')]!);
      mayReduceRating(g, env, 'allies');
      break;
    case 'fail':
      break;
    default: {
      const joined = band === 'critical' ? 2 : 1;
      for (let k = 0; k < joined; k++) {
        g.tower.allies++;
        g.alliesJoined++;
        if (env.journal)
          say(g, env, `${allyName(env.seed, g.alliesJoined)} joined me at the Tower.`);
      }
      if (band !== 'success') mayImproveRating(g, env, 'allies');
    }
  }
}
