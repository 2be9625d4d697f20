/**
 * Event phases: the event roll (one die more per unattended rival, the lowest counts) and the
 * six events. The tower attack, event 1, has its own module.
 */
import { DOMAIN_ISSUE_FACTOR, EVENT_CHANCES, EVENTS } from '../events.ts';
import { QUEST_DIFFICULTY_BY_RANK } from '../cards.ts';
import { cardName, cardSuit, discard, NO_CARD } from '../deck.ts';
import {
  ask,
  askIndex,
  begin,
  d6,
  draw,
  offer,
  mayReduceRating,
  putOnTop,
  researchDisasterLoss,
  resolveTest,
} from './core.ts';
import { NO_QUEST, NO_RIVAL } from './decisions.ts';
import type { Env } from './env.ts';
import { challengeTopCard, createQuest, createRival } from './quests.ts';
import { towerAttack } from './tower-defence.ts';
import {
  currentFactor,
  current,
  FACTOR_IDS,
  reduceFactor,
  reduceFactorForMonth,
  reduceRatingForMonth,
  type Game,
} from './state.ts';
import { bandPhrase, QuestLabel, questLabel, rollPhrase, say } from './journal.ts';
import { mayReduce } from '../test-roll.ts';

/** The event chance of each phase, by phase number. */
const CHANCE_BY_PHASE = EVENT_CHANCES.reduce<(typeof EVENT_CHANCES)[number][]>(
  (by, e) => ((by[e.phase] = e), by),
  [],
);

/**
 * An event phase. Returns the event that happened (1–6), or 0. If only a rival's extra die
 * made it happen, that rival (the lowest die, the first on a tie) is behind it (WT-R31).
 */
export function eventPhase(g: Game, env: Env, phase: number): number {
  const chance = CHANCE_BY_PHASE[phase]!;
  const eventDice = env.scratch.eventDice;
  const rivalIndex = env.scratch.eventRivals;
  let n = 1;
  for (let i = 0; i < g.quests.length; i++) {
    const q = g.quests[i]!;
    if (q.enemy && q.allies === 0) rivalIndex[n++] = i;
  }
  env.dice.roll(n, eventDice, 0, 'event');
  const own = eventDice[0]!;
  let lowest = own;
  let byRival = NO_RIVAL;
  for (let k = 1; k < n; k++) {
    if (eventDice[k]! < lowest) {
      lowest = eventDice[k]!;
      byRival = rivalIndex[k]!;
    }
  }
  if (lowest > chance.eventOn) {
    if (env.journal)
      say(
        g,
        env,
        `The ${chance.name.toLowerCase()} passed quietly (rolled ${eventDice.slice(0, n).join(' ')}).`,
      );
    return 0;
  }
  if (own <= chance.eventOn) byRival = NO_RIVAL;
  const event = d6(env, 'eventType');
  env.eventName = chance.name;
  if (env.journal) {
    const rival =
      byRival !== NO_RIVAL ? `, the work of ${questLabel(g, env, g.quests[byRival]!)}` : '';
    say(
      g,
      env,
      `${EVENTS[event - 1]!.name}${rival} (rolled ${eventDice.slice(0, n).join(' ')}, then ${event}).`,
    );
  }
  playEvent(g, env, event, byRival);
  return event;
}

export function playEvent(g: Game, env: Env, event: number, byRival: number): void {
  switch (event) {
    case 1:
      return towerAttack(g, env, byRival);
    case 2:
      return urgentQuest(g, env);
    case 3:
      return questGrowsHarder(g, env);
    case 4:
      return domainIssue(g, env);
    case 5:
      return researchChallenged(g, env);
    default:
      createRival(g, env);
  }
}

/**
 * Event 2; WT-R10: with no Ally in the Tower the Quest is still made, with no one on it.
 * WT-R44: only Allies go at once; items may follow them in phase 7.
 */
function urgentQuest(g: Game, env: Env): void {
  createQuest(g, env, (q) => {
    const inTower = g.tower.allies;
    if (inTower === 0) return;
    begin(env, 'urgentAllies');
    for (let n = 1; n <= inTower; n++) offer(env, n);
    const n = ask(g, env);
    g.tower.allies -= n;
    q.allies += n;
    if (env.journal) say(g, env, `I sent ${n} ${n === 1 ? 'Ally' : 'Allies'} at once.`);
  });
}

/**
 * Event 3: the Quest (rivals included) with the fewest challenge cards, then the most Allies,
 * then the player's pick, gains a face-up card on top; Allies on it face that card at once,
 * with one roll (WT-R30). WT-R10: with no Quest, nothing happens.
 */
function questGrowsHarder(g: Game, env: Env): void {
  if (g.quests.length === 0) return;
  let fewest = Infinity;
  let most = -1;
  for (const q of g.quests) {
    if (q.cards.length < fewest) {
      fewest = q.cards.length;
      most = q.allies;
    } else if (q.cards.length === fewest && q.allies > most) most = q.allies;
  }
  begin(env, 'questTie');
  for (let i = 0; i < g.quests.length; i++) {
    const q = g.quests[i]!;
    if (q.cards.length === fewest && q.allies === most) offer(env, i);
  }
  const i = env.q.count === 1 ? env.q.options[0]! : ask(g, env);
  const q = g.quests[i]!;
  const card = draw(g, env);
  if (card === NO_CARD) return;
  putOnTop(q, card, true);
  if (env.journal)
    say(
      g,
      env,
      `${QuestLabel(g, env, q)} grew more dangerous: ${cardName(card)} now bars the way.`,
    );
  if (q.allies > 0) challengeTopCard(g, env, q, i);
}

/**
 * Event 4: the card's suit names the Factor (Clubs: your choice), its rank the difficulty
 * (WT-R26); a defending test by WT-R11. The card is discarded.
 */
function domainIssue(g: Game, env: Env): void {
  const card = draw(g, env);
  if (card === NO_CARD) return;
  const named = DOMAIN_ISSUE_FACTOR[cardSuit(card)];
  const f = named === 'choice' ? FACTOR_IDS[askIndex(g, env, 'domainIssueFactor', 3)]! : named;
  const d = QUEST_DIFFICULTY_BY_RANK[card % 13]!;
  const band = resolveTest(
    g,
    env,
    'domainIssue',
    currentFactor(g, f),
    d.advantages,
    d.disadvantages,
    d.zeroDiceResult,
    NO_QUEST,
    card,
  );
  if (env.journal)
    say(
      g,
      env,
      `Trouble in my Domain (${cardName(card)}) tested its ${f}${rollPhrase(env)}: ${bandPhrase(band)}.`,
    );
  if (band === 'disaster') reduceFactor(g, f);
  else if (band === 'extremeFail') reduceFactorForMonth(g, f);
  else if (band === 'fail' && mayReduce(currentFactor(g, f), d6(env, 'mayReduce')))
    reduceFactor(g, f);
  discard(g.deck, card);
}

/** Event 5: a defending Research test by WT-R11 (the Disaster as in WT-R4). */
function researchChallenged(g: Game, env: Env): void {
  const band = resolveTest(g, env, 'researchChallenge', current(g, 'research'), 0, 0);
  if (env.journal)
    say(g, env, `My research was put to the test${rollPhrase(env)}: ${bandPhrase(band)}.`);
  if (band === 'disaster') researchDisasterLoss(g);
  else if (band === 'extremeFail') reduceRatingForMonth(g, 'research');
  else if (band === 'fail') mayReduceRating(g, env, 'research');
}
