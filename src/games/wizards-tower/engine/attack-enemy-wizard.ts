/** Phase 10 (optional): strike a rival with your own Power, card by card (WT-R12, WT-R13, WT-R41, WT-R42). */
import { cardName } from '../deck.ts';
import {
  addCards,
  ask,
  begin,
  discardTop,
  mayImproveRating,
  mayReduceRating,
  offer,
  resolveTest,
  topCard,
  turnTopUp,
} from './core.ts';
import { CREATE_RIVAL, NO_RIVAL } from './decisions.ts';
import type { Env } from './env.ts';
import { completeQuest, createRival } from './quests.ts';
import { currentPower, improveRating, questDice, reduceRating, type Game } from './state.ts';
import { bandPhrase, questLabel, rollPhrase, say } from './journal.ts';

export function attackEnemyWizard(g: Game, env: Env): void {
  begin(env, 'attackEnemy', 'attackEnemyWizard');
  offer(env, NO_RIVAL);
  let rivals = 0;
  for (let i = 0; i < g.quests.length; i++) {
    const q = g.quests[i]!;
    if (!q.enemy) continue;
    rivals++;
    // WT-R42: a strike needs at least one die, from Power or from Allies at that rival's tower.
    if (currentPower(g) + questDice(q) > 0) offer(env, i);
  }
  // WT-R35: only with no Enemy Wizard in play may you call one up (then you must attack it at
  // least once); WT-R42: not with no Power left, since no Ally stands at a rival not yet made.
  if (rivals === 0 && currentPower(g) > 0) offer(env, CREATE_RIVAL);
  const choice = ask(g, env);
  if (choice === NO_RIVAL) return;
  const q = choice === CREATE_RIVAL ? createRival(g, env) : g.quests[choice]!;
  if (!q) return;
  for (;;) {
    const qi = g.quests.indexOf(q);
    const card = topCard(q);
    turnTopUp(q);
    // WT-R13: a plain test of Power plus the Allies at the rival's tower; the rank does not count.
    // WT-R41: the Allies lend their dice and risk nothing here (no result below touches them).
    const band = resolveTest(
      g,
      env,
      'attackEnemyWizard',
      currentPower(g) + questDice(q),
      0,
      0,
      'disaster',
      qi,
      card,
    );
    if (env.journal)
      say(
        g,
        env,
        `I struck at ${questLabel(g, env, q)} through ${cardName(card)}${rollPhrase(env)}: ${bandPhrase(band)}.`,
      );
    switch (band) {
      case 'disaster':
        reduceRating(g, 'power');
        addCards(g, env, q, 1, true); // WT-R32: the defences found go on top
        break;
      case 'extremeFail':
        mayReduceRating(g, env, 'power');
        addCards(g, env, q, 1, true);
        break;
      case 'fail':
        break;
      default: {
        const beaten = band === 'critical' ? 2 : 1;
        for (let k = 0; k < beaten; k++) {
          if (q.cards.length > 0) discardTop(g, q);
          else {
            completeQuest(g, env, q);
            break;
          }
        }
        // WT-R12: the wizard's own Power is what may grow.
        if (band === 'extremeSuccess') mayImproveRating(g, env, 'power');
        if (band === 'critical') improveRating(g, 'power');
      }
    }
    if (!g.quests.includes(q)) return;
    // WT-R42: with nothing left to strike with, the attack ends and the wizard is home.
    if (currentPower(g) + questDice(q) === 0) return;
    // The next card is named only if it is face up: a question never shows a face-down card.
    begin(
      env,
      'attackAgain',
      'attackEnemyWizard',
      g.quests.indexOf(q),
      q.cards.length === 0 || q.faceUp[q.cards.length - 1] ? topCard(q) : -1,
    );
    offer(env, 0);
    offer(env, 1);
    if (ask(g, env) === 0) return; // home to the Tower, at no cost
  }
}
