/**
 * The engine's small shared steps: asking the policy, rolling a test (with Power dice after
 * it), the single-die rolls that raise or lower a Rating or cost an Ally, drawing cards and
 * taking a Quest's reward. Each phase module is built from these.
 */
import { BANDS, type BandId } from '../bands.ts';
import { SUIT_REWARDS } from '../cards.ts';
import { allyLost, mayImprove, mayReduce } from '../test-roll.ts';
import type { ActionId } from '../outcomes.ts';
import type { DomainFactorId, RatingId } from '../ratings.ts';
import { cardSuit, discard, drawCard, NO_CARD } from '../deck.ts';
import { IllegalChoice, legalOptions, NO_QUEST, type DecisionKind } from './decisions.ts';
import type { Env, TestRecord } from './env.ts';
import {
  current,
  currentPower,
  FACTOR_IDS,
  improveFactor,
  improveRating,
  reduceRating,
  reduceRatingForMonth,
  type Game,
  type Quest,
} from './state.ts';

/** Band for each total 0–12 (index 0 is never read by a real roll). */
const BAND_BY_TOTAL: BandId[] = Array.from(
  { length: 13 },
  (_, t) => BANDS.find((b) => Math.max(1, t) <= b.max)!.id,
);

/** Starts a question: sets its kind and context and empties its options. */
export function begin(
  env: Env,
  kind: DecisionKind,
  action: ActionId | null = null,
  quest = NO_QUEST,
  card = NO_CARD,
): void {
  const q = env.q;
  q.kind = kind;
  q.count = 0;
  q.action = action;
  q.band = null;
  q.total = 0;
  q.dice = 0;
  q.quest = quest;
  q.card = card;
}

export function offer(env: Env, code: number): void {
  env.q.options[env.q.count++] = code;
}

/** Asks the policy the question set up by `begin`/`offer`; an answer not offered is refused. */
export function ask(g: Game, env: Env): number {
  const q = env.q;
  const choice = env.policy.decide(q, g);
  for (let i = 0; i < q.count; i++) if (q.options[i] === choice) return choice;
  throw new IllegalChoice(q.kind, choice, legalOptions(q));
}

/** Asks for one of `count` indices 0…count−1 (only when there is a real choice). */
export function askIndex(
  g: Game,
  env: Env,
  kind: DecisionKind,
  count: number,
  action: ActionId | null = null,
): number {
  if (count <= 1) return 0;
  begin(env, kind, action);
  for (let i = 0; i < count; i++) offer(env, i);
  return ask(g, env);
}

/** One d6 for a single-die roll (event, MAY roll, Ally loss, muster, stack size). */
export function d6(env: Env, why: string): number {
  const die = env.scratch.die;
  env.dice.roll(1, die, 0, why);
  return die[0]!;
}

/**
 * Plays a test in the game and returns its band: roll the dice (base ± Advantages and
 * Disadvantages), keep the highest two, then offer Power dice one at a time (WT-R14, WT-R21). No dice left gives the automatic result (WT-R2),
 * to which no Power can be added. The roll stays in `env.faces` for the journal.
 */
export function resolveTest(
  g: Game,
  env: Env,
  action: TestRecord['action'],
  base: number,
  advantages: number,
  disadvantages: number,
  zeroDiceResult: BandId = 'disaster',
  quest = NO_QUEST,
  card = NO_CARD,
): BandId {
  // WT-R21: a current value of 0 rolls no dice; Advantages add to dice, they do not make them.
  const n = base > 0 ? Math.max(0, base + advantages - disadvantages) : 0;
  env.baseDice = n;
  env.faceCount = n;
  let band: BandId;
  if (n === 0) {
    env.total = 0;
    band = zeroDiceResult;
  } else {
    const faces = env.faces;
    env.dice.roll(n, faces, 0, action);
    let hi = 0;
    let lo = 0;
    for (let i = 0; i < n; i++) {
      const f = faces[i]!;
      if (f > hi) {
        lo = hi;
        hi = f;
      } else if (f > lo) lo = f;
    }
    // WT-R1: one die alone is read on its own face.
    let total = hi + lo;
    band = BAND_BY_TOTAL[total]!;
    const policyAction = action === 'domainIssue' || action === 'researchChallenge' ? null : action;
    while (currentPower(g) > 0 && band !== 'critical') {
      begin(env, 'powerDie', policyAction, quest, card);
      env.q.band = band;
      env.q.total = total;
      env.q.dice = env.faceCount;
      offer(env, 0);
      offer(env, 1);
      if (ask(g, env) !== 1) break;
      g.temp.power++;
      env.dice.roll(1, faces, env.faceCount, 'power');
      const f = faces[env.faceCount++]!;
      if (f > hi) {
        lo = hi;
        hi = f;
      } else if (f > lo) lo = f;
      total = hi + lo;
      band = BAND_BY_TOTAL[total]!;
    }
    env.total = total;
  }
  if (env.trace) {
    env.trace({
      month: g.month,
      phase: g.phase + 1,
      action,
      dice: n,
      faces: env.faces.slice(0, env.faceCount),
      total: env.total,
      band,
    });
  }
  return band;
}

/** MAY improve: 1d6 higher than the current value (WT-R33) raises the Rating by 1 (to at most 6). */
export function mayImproveRating(g: Game, env: Env, r: RatingId): boolean {
  if (mayImprove(current(g, r), d6(env, 'mayImprove'))) {
    improveRating(g, r);
    return true;
  }
  return false;
}

export function mayImproveFactor(g: Game, env: Env, f: DomainFactorId): boolean {
  if (mayImprove(g.factors[f] - g.factorTemp[f], d6(env, 'mayImprove'))) {
    improveFactor(g, f);
    return true;
  }
  return false;
}

/** MAY reduce, for good: 1d6 lower than the current value lowers the Rating by 1 (never below 1). */
export function mayReduceRating(g: Game, env: Env, r: RatingId): boolean {
  if (mayReduce(current(g, r), d6(env, 'mayReduce'))) {
    reduceRating(g, r);
    return true;
  }
  return false;
}

/** MAY reduce for this month only. */
export function mayReduceRatingForMonth(g: Game, env: Env, r: RatingId): boolean {
  if (mayReduce(current(g, r), d6(env, 'mayReduce'))) {
    reduceRatingForMonth(g, r);
    return true;
  }
  return false;
}

/** WT-R3: 1d6 equal to or under the Allies present costs one Ally. Returns Allies lost (0 or 1). */
export function allyLossRoll(env: Env, alliesPresent: number): number {
  if (alliesPresent <= 0) return 0;
  return allyLost(alliesPresent, d6(env, 'allyLoss')) ? 1 : 0;
}

/**
 * WT-R4: the Research Disaster of Improve and Manufacture (and of event 5, WT-R11): a lasting
 * loss unless it leaves Research at 1 or 0, in which case it lasts only until next month.
 */
export function researchDisasterLoss(g: Game): void {
  if (current(g, 'research') - 1 <= 1) reduceRatingForMonth(g, 'research');
  else reduceRating(g, 'research');
}

export function draw(g: Game, env: Env): number {
  return drawCard(g.deck, env.dice);
}

/** Draws `count` cards onto the top (or bottom) of a stack, face down. Returns how many came. */
export function addCards(g: Game, env: Env, q: Quest, count: number, onTop: boolean): number {
  const drawn = env.scratch.drawn;
  let added = 0;
  for (; added < count; added++) {
    const card = draw(g, env);
    if (card === NO_CARD) break;
    if (onTop) putOnTop(q, card, false);
    else drawn[added] = card;
  }
  if (!onTop && added > 0) putUnder(q, drawn, added);
  return added;
}

// A stack keeps its top card last (see Quest.cards): these steps put cards on it and take them off.
export function putOnTop(q: Quest, card: number, faceUp: boolean): void {
  q.cards.push(card);
  q.faceUp.push(faceUp);
}
/** Slides `n` cards under a stack, face down, one by one: the first ends up just below the old bottom card. */
function putUnder(q: Quest, cards: number[], n: number): void {
  if (q.cards.length === 0) {
    // A new Quest's cards: pushed from the last drawn up, with no shifting.
    for (let i = n - 1; i >= 0; i--) putOnTop(q, cards[i]!, false);
    return;
  }
  for (let i = 0; i < n; i++) {
    q.cards.unshift(cards[i]!);
    q.faceUp.unshift(false);
  }
}
/** Takes the top challenge card off a stack (there must be one). */
export function takeTop(q: Quest): number {
  q.faceUp.pop();
  return q.cards.pop()!;
}
/** Turns the top challenge card face up, if there is one. */
export function turnTopUp(q: Quest): void {
  if (q.cards.length > 0) q.faceUp[q.cards.length - 1] = true;
}

/** Takes the top challenge card off a stack and discards it. */
export function discardTop(g: Game, q: Quest): void {
  if (q.cards.length > 0) discard(g.deck, takeTop(q));
}

/** The reward of a Quest card's suit: +1 to a Rating, or to a Factor of your choice for Spades. */
export function gainReward(g: Game, env: Env, card: number): string {
  const reward = SUIT_REWARDS[cardSuit(card)];
  if (reward.rating === 'domainFactor') {
    const f = FACTOR_IDS[askIndex(g, env, 'factorGain', FACTOR_IDS.length)]!;
    improveFactor(g, f);
    return f;
  }
  improveRating(g, reward.rating);
  return reward.rating;
}

/** Everyone on a Quest goes home to the Tower. */
export function bringHome(g: Game, q: Quest): void {
  g.tower.allies += q.allies;
  g.tower.items += q.items;
  q.allies = 0;
  q.items = 0;
}

/** A Quest or rival leaves play: its cards go to the discards, its Allies and items go home. */
export function removeQuest(g: Game, q: Quest): void {
  for (let i = q.cards.length - 1; i >= 0; i--) discard(g.deck, q.cards[i]!); // top first
  discard(g.deck, q.reward);
  bringHome(g, q);
  const i = g.quests.indexOf(q);
  if (i >= 0) g.quests.splice(i, 1);
}

/** A Quest's top card: its top challenge card, or the Quest card once none are left. */
export const topCard = (q: Quest): number =>
  q.cards.length > 0 ? q.cards[q.cards.length - 1]! : q.reward;
