/**
 * The month: the ten phases in order, after the start-of-month recovery. A game is played
 * phase by phase (for the step-by-step simulator and the companion) or month by month.
 */
import type { Env } from './env.ts';
import { eventPhase } from './events.ts';
import { resolveQuests, questsGrowHarder } from './quests.ts';
import { gatherAllies } from './gather-allies.ts';
import { maintainWards } from './maintain-wards.ts';
import { research } from './research.ts';
import { attackEnemyWizard } from './attack-enemy-wizard.ts';
import type { Game } from './state.ts';

export const PHASE_COUNT = 10;

/** Temporary losses end when a new month begins; the Tower Wards stay as they are (WT-R39). */
export function startOfMonth(g: Game): void {
  const t = g.temp;
  t.wards = t.research = t.power = t.allies = t.domainControl = 0;
  const f = g.factorTemp;
  f.security = f.prosperity = f.loyalty = 0;
}

/** Plays the next phase. After phase 10 the month ends and `g.phase` goes back to 0. */
export function playPhase(g: Game, env: Env): void {
  if (g.death) throw new Error('The wizard is dead: this game is over.');
  const phase = g.phase + 1;
  switch (phase) {
    case 1:
      startOfMonth(g);
      maintainWards(g, env);
      break;
    case 3:
      research(g, env);
      break;
    case 5:
      gatherAllies(g, env);
      break;
    case 7:
      resolveQuests(g, env);
      break;
    case 9:
      questsGrowHarder(g, env);
      break;
    case 10:
      attackEnemyWizard(g, env);
      break;
    default:
      eventPhase(g, env, phase);
  }
  if (g.death) g.phase = phase;
  else if (phase === PHASE_COUNT) {
    g.month++;
    g.phase = 0;
  } else g.phase = phase;
}

/** Plays to the end of the current month (or to the wizard's death). */
export function playMonth(g: Game, env: Env): void {
  do playPhase(g, env);
  while (g.phase !== 0 && !g.death);
}

/** Plays whole months until `months` have been played in all, or the wizard dies. */
export function playMonths(g: Game, env: Env, months: number): void {
  while (!g.death && g.month <= months) playMonth(g, env);
}
