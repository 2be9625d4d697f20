/**
 * Event 1, the tower attack: the attack type rolled once (WT-R8), three waves from new cards
 * or from a rival's stack (WT-R22), each wave met by the defences in order, one ladder step
 * easier per roll (WT-R7), the Domain's muster (WT-R18, WT-R24), both rolls of the army and
 * spell attack (WT-R23), the rival's losses, and death (WT-R9).
 */
import {
  ATTACK_TYPES,
  DEFENCE_NAMES,
  domainMuster,
  TOWER_ATTACK_WAVES,
  type AttackType,
  type DefenceId,
} from '../events.ts';
import { RANKS, towerDefenceDifficulty, type QuestDifficulty } from '../cards.ts';
import { BAND_RANK, succeeded, type BandId } from '../bands.ts';
import { cardName, discard, NO_CARD } from '../deck.ts';
import {
  allyLossRoll,
  ask,
  begin,
  d6,
  discardTop,
  draw,
  gainReward,
  mayReduceRating,
  offer,
  putOnTop,
  removeQuest,
  resolveTest,
  takeTop,
} from './core.ts';
import { DEFENCE_CODES, NEW_CARDS, NO_QUEST, NO_RIVAL } from './decisions.ts';
import type { Env } from './env.ts';
import {
  current,
  currentPower,
  currentFactor,
  FACTOR_IDS,
  reduceFactor,
  reduceRating,
  towerAllyDice,
  type Game,
  type Quest,
} from './state.ts';
import { bandPhrase, QuestLabel, questLabel, rollPhrase, say } from './journal.ts';

/** Difficulty of each defence roll, by card rank (Ace … King) and roll within the wave (WT-R7). */
const LADDER: readonly (readonly QuestDifficulty[])[] = RANKS.map((rank) =>
  Array.from({ length: 8 }, (_, roll) => towerDefenceDifficulty(rank, roll)),
);

/** Cards a rival loses when a wave is beaten: 1, 2 or 3 (WT-R22). */
const RIVAL_LOSS: Record<BandId, number> = {
  disaster: 0,
  extremeFail: 0,
  fail: 0,
  success: 1,
  extremeSuccess: 2,
  critical: 3,
};

export function isDead(g: Game): boolean {
  // WT-R9: current Tower Wards, Research and Power all at 0. The other reading never kills.
  return (
    g.options.deathRule === 'towerWards' &&
    g.towerWards === 0 &&
    current(g, 'research') === 0 &&
    currentPower(g) === 0
  );
}

export function towerAttack(g: Game, env: Env, byRival: number): void {
  const type = ATTACK_TYPES[d6(env, 'attackType') - 1]!;
  env.attackName = type.name;
  let rival: Quest | null = null;
  const { waveCards, waveFromRival } = env.scratch;
  waveCards.length = 0;
  waveFromRival.length = 0;

  // Where the waves come from (WT-R22): a rival's stack, or three new cards.
  begin(env, 'attackSource');
  offer(env, NEW_CARDS);
  for (let i = 0; i < g.quests.length; i++) {
    const q = g.quests[i]!;
    if (q.enemy && q.cards.length > 0 && (byRival === NO_RIVAL || byRival === i)) offer(env, i);
  }
  const source = env.q.count === 1 ? NEW_CARDS : ask(g, env);
  if (source !== NEW_CARDS) {
    rival = g.quests[source]!;
    for (let w = 0; w < TOWER_ATTACK_WAVES && rival.cards.length > 0; w++) {
      waveCards.push(takeTop(rival));
      waveFromRival.push(true);
    }
  } else {
    for (let w = 0; w < TOWER_ATTACK_WAVES; w++) {
      const card = draw(g, env);
      if (card === NO_CARD) break;
      waveCards.push(card);
      waveFromRival.push(false);
    }
    if (byRival !== NO_RIVAL)
      rival = g.quests[byRival]!; // WT-R31: the rival whose die brought the attack
    else {
      begin(env, 'attackRival');
      offer(env, NO_RIVAL);
      for (let i = 0; i < g.quests.length; i++) if (g.quests[i]!.enemy) offer(env, i);
      const named = env.q.count === 1 ? NO_RIVAL : ask(g, env);
      if (named !== NO_RIVAL) rival = g.quests[named]!;
    }
  }
  if (env.journal) {
    say(
      g,
      env,
      `My Tower was attacked: ${type.name.toLowerCase()}${rival ? `, sent by ${questLabel(g, env, rival)}` : ''}, in ${waveCards.length} waves.`,
    );
  }

  for (let w = 0; w < waveCards.length; w++) {
    const card = waveCards[w]!;
    if (card === NO_CARD) continue; // beaten already by a Critical Success on the wave before
    const band = defendWave(g, env, type, card);
    if (g.death) {
      // The attackers take the Tower; the cards still in play go back where they came from.
      for (let k = w; k < waveCards.length; k++) {
        if (waveCards[k] !== NO_CARD) returnWave(g, rival, waveCards[k]!);
      }
      return;
    }
    if (band === null) {
      // Named before it goes back face down on a rival's stack: the journal never names a face-down card.
      if (env.journal) say(g, env, `The wave of ${cardName(card)} broke through.`);
      returnWave(g, rival, card);
      continue;
    }
    discard(g.deck, card);
    let losses = RIVAL_LOSS[band];
    if (waveFromRival[w]) losses--;
    // WT-R38: a King beaten by a Critical Success as its extra card counts as beaten in person.
    let extraKing = false;
    if (band === 'critical' && w + 1 < waveCards.length && waveCards[w + 1] !== NO_CARD) {
      extraKing = waveCards[w + 1]! % 13 === 12;
      discard(g.deck, waveCards[w + 1]!);
      if (waveFromRival[w + 1]) losses--;
      waveCards[w + 1] = NO_CARD;
    }
    if (env.journal)
      say(
        g,
        env,
        `The wave of ${cardName(card)} was thrown back${band === 'critical' && w + 1 < waveCards.length ? ', and the next with it' : ''}.`,
      );
    if (!rival) continue;
    for (; losses > 0 && rival.cards.length > 0; losses--) discardTop(g, rival);
    let pending = false;
    for (let k = w + 1; k < waveCards.length; k++)
      if (waveFromRival[k] && waveCards[k] !== NO_CARD) pending = true;
    const inPerson =
      (card % 13 === 12 && (band === 'extremeSuccess' || band === 'critical')) || extraKing;
    if (inPerson || (rival.cards.length === 0 && !pending)) {
      const gained = gainReward(g, env, rival.reward);
      if (env.journal)
        say(
          g,
          env,
          `${QuestLabel(g, env, rival)} ${inPerson ? 'came in person and' : ''} was destroyed; their prize (${cardName(rival.reward)}) raised my ${gained}.`,
        );
      removeQuest(g, rival);
      // Their cards still to come as waves leave play with them.
      for (let k = w + 1; k < waveCards.length; k++) {
        if (waveFromRival[k] && waveCards[k] !== NO_CARD) {
          discard(g.deck, waveCards[k]!);
          waveCards[k] = NO_CARD;
        }
      }
      rival = null;
    }
  }
}

/** A wave that got through: face down on top of the rival's stack, or to the discards. */
function returnWave(g: Game, rival: Quest | null, card: number): void {
  if (rival && g.quests.includes(rival)) {
    putOnTop(rival, card, false);
  } else discard(g.deck, card);
}

/**
 * WT-R36: a defence with nothing in it (Tower Wards at 0, no Ally in the Tower, no Power left)
 * is passed over: no roll, no cost. Domain Security always musters (Security is at least 1, WT-R5).
 */
function canDefend(g: Game, defence: DefenceId): boolean {
  if (defence === 'towerWards') return g.towerWards > 0;
  if (defence === 'allies') return towerAllyDice(g) > 0;
  if (defence === 'power') return currentPower(g) > 0;
  return true;
}

/** One wave against the defences in order. Returns the best success, or null if it got through. */
function defendWave(g: Game, env: Env, type: AttackType, card: number): BandId | null {
  const ladder = LADDER[card % 13]!;
  let roll = 0;
  for (const step of type.steps) {
    const d = ladder[roll]!;
    let rolled = false;
    if (step.both) {
      // WT-R23: both roll at the same step, each with its own costs; the better success counts.
      let best: BandId = 'disaster';
      for (const defence of step.options) {
        if (!canDefend(g, defence)) continue;
        const band = defend(g, env, defence, d, card);
        if (g.death) return null;
        if (!rolled || BAND_RANK[band] > BAND_RANK[best]) best = band;
        rolled = true;
      }
      if (rolled && succeeded(best)) return best;
    } else {
      // WT-R36: only a defence with something in it may be chosen.
      begin(env, 'defence', 'towerDefence', NO_QUEST, card);
      for (const o of step.options) if (canDefend(g, o)) offer(env, DEFENCE_CODES.indexOf(o));
      if (env.q.count > 0) {
        const defence =
          env.q.count === 1 ? DEFENCE_CODES[env.q.options[0]!]! : DEFENCE_CODES[ask(g, env)]!;
        const band = defend(g, env, defence, d, card);
        if (g.death) return null;
        if (succeeded(band)) return band;
        rolled = true;
      }
    }
    if (rolled)
      roll++; // WT-R7: the ladder moves with each defence roll made
    else {
      if (env.journal)
        say(
          g,
          env,
          `${step.options.map((o) => DEFENCE_NAMES[o]).join(' and ')} had nothing left to stand against ${cardName(card)}.`,
        );
      if (checkDeath(g, env)) return null;
    }
  }
  return null;
}

/** One defence roll and its costs. Sets `g.death` if the wizard falls. */
function defend(g: Game, env: Env, defence: DefenceId, d: QuestDifficulty, card: number): BandId {
  let base: number;
  let adv = d.advantages;
  let dis = d.disadvantages;
  let refused = false;
  if (defence === 'towerWards') base = g.towerWards;
  else if (defence === 'allies') base = towerAllyDice(g);
  else if (defence === 'power') base = currentPower(g);
  else {
    // WT-R24: Security rolls, with the muster's Advantage or Disadvantage; WT-R18: it may refuse.
    const muster = domainMuster(
      currentFactor(g, 'loyalty'),
      currentFactor(g, 'prosperity'),
      d6(env, 'muster'),
    );
    base = currentFactor(g, 'security');
    if (muster === 'advantage') adv++;
    else if (muster === 'disadvantage') dis++;
    else refused = true;
  }
  const band = refused
    ? resolveTest(g, env, 'towerDefence', 0, 0, 0, 'disaster', NO_QUEST, card)
    : resolveTest(g, env, 'towerDefence', base, adv, dis, 'disaster', NO_QUEST, card);
  if (env.journal)
    say(
      g,
      env,
      `${DEFENCE_NAMES[defence]} met ${cardName(card)}${refused ? ' (the Domain’s soldiers would not march)' : rollPhrase(env)}: ${bandPhrase(band)}.`,
    );
  if (band === 'disaster') {
    if (defence === 'towerWards') {
      // WT-R39: the Wards lost here stay lost until a Maintain Tower Wards success.
      g.towerWards = 0;
      reduceRating(g, 'wards');
    } else if (defence === 'allies') {
      g.tower.allies = 0;
      reduceRating(g, 'allies');
    } else if (defence === 'domain') {
      for (const f of FACTOR_IDS) reduceFactor(g, f);
      reduceRating(g, 'domainControl');
    } else reduceRating(g, 'power');
  } else if (band === 'extremeFail') {
    if (defence === 'towerWards') {
      if (g.towerWards > 0) g.towerWards--;
      mayReduceRating(g, env, 'wards');
    } else if (defence === 'allies') {
      if (g.tower.allies > 0) g.tower.allies--;
      mayReduceRating(g, env, 'allies');
    } else if (defence === 'domain') {
      begin(env, 'factorLoss', 'towerDefence');
      for (let i = 0; i < FACTOR_IDS.length; i++) offer(env, i);
      reduceFactor(g, FACTOR_IDS[ask(g, env)]!);
      mayReduceRating(g, env, 'domainControl');
    } else mayReduceRating(g, env, 'power');
  } else if (band === 'fail' && defence === 'allies') {
    g.tower.allies -= allyLossRoll(env, g.tower.allies);
  }
  checkDeath(g, env);
  return band;
}

/** WT-R9: sets `g.death` if the wizard falls now. Returns whether they did. */
function checkDeath(g: Game, env: Env): boolean {
  if (!isDead(g)) return false;
  g.death = { month: g.month, phase: g.phase + 1, attack: env.attackName, event: env.eventName };
  // The journal's last entry, in another hand: the wizard cannot write it.
  if (env.journal)
    say(
      g,
      env,
      `Here the journal ends. With no wards standing, no research to draw on and no Power left, the wizard fell to ${env.attackName.toLowerCase()} in the ${env.eventName.toLowerCase()}.`,
    );
  return true;
}
