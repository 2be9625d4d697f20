/**
 * Quests and rivals as card stacks: making them, Allies facing their top card (phase 7 and
 * event 3), moving Allies out, fleeing and teleporting, and phase 9's growth.
 */
import { succeeded, type BandId } from '../bands.ts';
import { QUEST_DIFFICULTY_BY_RANK } from '../cards.ts';
import { cardName, NO_CARD } from '../deck.ts';
import {
  addCards,
  allyLossRoll,
  ask,
  begin,
  bringHome,
  d6,
  discardTop,
  draw,
  gainReward,
  mayImproveRating,
  mayReduceRating,
  offer,
  removeQuest,
  resolveTest,
  topCard,
  turnTopUp,
} from './core.ts';
import { MOVE_DONE, QUEST_FLEE, QUEST_ROLL, QUEST_TELEPORT, QUEST_WAIT } from './decisions.ts';
import type { Env } from './env.ts';
import {
  currentPower,
  escalation,
  improveRating,
  questDice,
  reduceRating,
  reduceRatingForMonth,
  type Game,
  type Quest,
} from './state.ts';
import { say, QuestLabel, questLabel, bandPhrase, rollPhrase } from './journal.ts';

function newStack(g: Game, enemy: boolean): Quest {
  return { id: g.nextId++, enemy, reward: NO_CARD, cards: [], faceUp: [], allies: 0, items: 0 };
}

/**
 * A new Quest: the Quest card face up, then 1d6 challenge cards face down (plus one per full
 * year played, WT-R16). `beforeCards` runs between the two, for the urgent Quest's Allies.
 * Returns null when there is no card left to be the Quest card (WT-R29).
 */
export function createQuest(g: Game, env: Env, beforeCards?: (q: Quest) => void): Quest | null {
  const reward = draw(g, env);
  if (reward === NO_CARD) return null;
  const q = newStack(g, false);
  q.reward = reward;
  g.quests.push(q);
  beforeCards?.(q);
  addCards(g, env, q, d6(env, 'questSize') + escalation(g), false);
  if (env.journal)
    say(
      g,
      env,
      `Word reached me of ${questLabel(g, env, q)}: ${q.cards.length} hidden trials guard it, and the prize is ${cardName(q.reward)}.`,
    );
  return q;
}

/** Event 6: a rival's Power cards, their Wards cards on top, and the reward card (WT-R13, WT-R16). */
export function createRival(g: Game, env: Env): Quest | null {
  const q = newStack(g, true);
  const power = addCards(g, env, q, d6(env, 'rivalPower') + escalation(g), true);
  const wards = addCards(g, env, q, d6(env, 'rivalWards') + escalation(g), true);
  const reward = draw(g, env);
  if (reward === NO_CARD) {
    // WT-R29: no card for the reward means no rival; the cards go back.
    q.reward = NO_CARD;
    for (let i = q.cards.length - 1; i >= 0; i--) g.deck.discards.push(q.cards[i]!); // top first
    return null;
  }
  q.reward = reward;
  g.quests.push(q);
  if (env.journal)
    say(
      g,
      env,
      `${QuestLabel(g, env, q)} has declared war on me: ${wards} wards and ${power} powers stand between me and the prize, ${cardName(q.reward)}.`,
    );
  return q;
}

/**
 * Allies (with any items beside them) face the top card of a Quest once. Returns the band;
 * the Quest may have been completed and removed.
 */
export function challengeTopCard(g: Game, env: Env, q: Quest, qi: number): BandId {
  const card = topCard(q);
  turnTopUp(q);
  const d = QUEST_DIFFICULTY_BY_RANK[card % 13]!;
  const band = resolveTest(
    g,
    env,
    'resolveQuest',
    questDice(q),
    d.advantages,
    d.disadvantages,
    d.zeroDiceResult,
    qi,
    card,
  );
  if (env.journal)
    say(
      g,
      env,
      `${QuestLabel(g, env, q)}: my Allies faced ${cardName(card)}${rollPhrase(env)}: ${bandPhrase(band)}.`,
    );
  switch (band) {
    case 'disaster':
      q.allies = 0;
      reduceRating(g, 'allies');
      if (env.journal)
        say(g, env, 'Every one of them was lost, and my name draws fewer to my service.');
      break;
    case 'extremeFail':
      q.allies = Math.max(0, q.allies - 2);
      mayReduceRating(g, env, 'allies');
      if (env.journal) say(g, env, `Two fell. ${q.allies} remain on the road.`);
      break;
    case 'fail': {
      const lost = allyLossRoll(env, q.allies);
      q.allies -= lost;
      if (env.journal && lost) say(g, env, 'One of them did not come back from the attempt.');
      break;
    }
    default: {
      const beaten = band === 'critical' ? 2 : 1;
      for (let k = 0; k < beaten; k++) {
        if (q.cards.length > 0) {
          discardTop(g, q);
        } else {
          completeQuest(g, env, q);
          break;
        }
      }
      if (band === 'extremeSuccess') mayImproveRating(g, env, 'allies');
      if (band === 'critical') improveRating(g, 'allies');
    }
  }
  return band;
}

/** The Quest card is beaten: take its reward; the Quest leaves play and its Allies come home. */
export function completeQuest(g: Game, env: Env, q: Quest): void {
  const gained = gainReward(g, env, q.reward);
  if (env.journal)
    say(
      g,
      env,
      `${QuestLabel(g, env, q)} is won! The prize (${cardName(q.reward)}) raised my ${gained}.`,
    );
  removeQuest(g, q);
}

/** Phase 7: move Allies (and items) out, then each Quest with Allies faces its cards. */
export function resolveQuests(g: Game, env: Env): void {
  moveOut(g, env, 'moveAlly');
  if (g.options.items) moveOut(g, env, 'moveItem');
  // WT-R40: "in any order" is the player's: while two or more Quests with Allies wait, ask which
  // goes next. Each is played to the end of its turn before the next is picked; the ids of those
  // done stay in scratch, since indices shift when a won Quest leaves play.
  const done = env.scratch.questsDone;
  let doneCount = 0;
  for (;;) {
    let waiting = 0;
    let next = -1;
    for (let i = 0; i < g.quests.length; i++) {
      if (g.quests[i]!.allies > 0 && !isDone(done, doneCount, g.quests[i]!.id)) {
        waiting++;
        if (next < 0) next = i;
      }
    }
    if (waiting === 0) return;
    if (waiting > 1) {
      begin(env, 'questOrder', 'resolveQuest');
      for (let i = 0; i < g.quests.length; i++)
        if (g.quests[i]!.allies > 0 && !isDone(done, doneCount, g.quests[i]!.id)) offer(env, i);
      next = ask(g, env);
    }
    const q = g.quests[next]!;
    done[doneCount++] = q.id;
    resolveQuest(g, env, q, next);
  }
}

function isDone(done: readonly number[], count: number, id: number): boolean {
  for (let k = 0; k < count; k++) if (done[k] === id) return true;
  return false;
}

function moveOut(g: Game, env: Env, kind: 'moveAlly' | 'moveItem'): void {
  const pool = kind === 'moveAlly' ? 'allies' : 'items';
  let moved = 0;
  while (g.tower[pool] > 0 && g.quests.length > 0) {
    begin(env, kind);
    offer(env, MOVE_DONE);
    for (let i = 0; i < g.quests.length; i++) offer(env, i);
    const choice = ask(g, env);
    if (choice === MOVE_DONE) break;
    g.tower[pool]--;
    g.quests[choice]![pool]++;
    moved++;
  }
  if (env.journal && moved)
    say(
      g,
      env,
      `I sent ${moved} ${pool === 'allies' ? (moved === 1 ? 'Ally' : 'Allies') : moved === 1 ? 'item' : 'items'} out from the Tower.`,
    );
}

/**
 * One Quest in phase 7. WT-R34: after a failure the Allies roll again, flee or teleport;
 * only after a success may they wait. WT-R20: this is the only place Allies leave a Quest, before
 * any roll once its card is up. Returns false if the Quest was completed and left play.
 */
function resolveQuest(g: Game, env: Env, q: Quest, qi: number): boolean {
  let lastWon = false;
  while (q.allies > 0) {
    const card = topCard(q);
    turnTopUp(q);
    begin(env, 'questAction', 'resolveQuest', qi, card);
    offer(env, QUEST_ROLL);
    offer(env, QUEST_FLEE);
    if (currentPower(g) > 0) offer(env, QUEST_TELEPORT);
    if (lastWon) offer(env, QUEST_WAIT);
    const choice = ask(g, env);
    if (choice === QUEST_WAIT) return true;
    if (choice === QUEST_FLEE) {
      // WT-R20: one Ally-loss roll for the whole group, then everyone runs home.
      const lost = allyLossRoll(env, q.allies);
      q.allies -= lost;
      if (env.journal)
        say(
          g,
          env,
          `Seeing ${cardName(card)}, my Allies fled ${questLabel(g, env, q)}${lost ? ', and one was lost on the way' : ''}.`,
        );
      bringHome(g, q);
      return true;
    }
    if (choice === QUEST_TELEPORT) {
      reduceRatingForMonth(g, 'power');
      if (env.journal)
        say(
          g,
          env,
          `I spent Power to draw my Allies home from ${questLabel(g, env, q)} before they faced ${cardName(card)}.`,
        );
      bringHome(g, q);
      return true;
    }
    const before = g.quests.length;
    const band = challengeTopCard(g, env, q, qi);
    if (g.quests.length < before) return false;
    lastWon = succeeded(band);
  }
  return true;
}

/** Phase 9: every Quest and rival with no Allies on it may gain a face-down card (WT-R19). */
export function questsGrowHarder(g: Game, env: Env): void {
  let n = 0;
  for (const q of g.quests) if (q.allies === 0) n++;
  if (n === 0) return;
  // The phase 9 dice, one per unattended stack, rolled together.
  const growthDice = env.scratch.growthDice;
  env.dice.roll(n, growthDice, 0, 'questGrowth');
  let k = 0;
  for (const q of g.quests) {
    if (q.allies > 0) continue;
    if (growthDice[k++]! > q.cards.length && addCards(g, env, q, 1, false) && env.journal) {
      say(g, env, `${QuestLabel(g, env, q)} grew harder while no one watched it.`);
    }
  }
}
