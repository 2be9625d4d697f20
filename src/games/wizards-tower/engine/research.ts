/**
 * Phase 3, Research: improve Ratings, manufacture an Ally or item, discover a Quest or reveal
 * hidden challenges, each by its outcome table.
 */
import { RATING_MAX, ratingName } from '../ratings.ts';
import { cardName } from '../deck.ts';
import {
  addCards,
  ask,
  askIndex,
  begin,
  d6,
  mayImproveRating,
  mayReduceRatingForMonth,
  offer,
  removeQuest,
  researchDisasterLoss,
  resolveTest,
} from './core.ts';
import {
  INTO_TOWER,
  NO_QUEST,
  RESEARCH_ACTIONS,
  RESEARCH_DISCOVER,
  RESEARCH_IMPROVE,
  RESEARCH_MANUFACTURE,
  RESEARCH_REVEAL,
} from './decisions.ts';
import type { Env } from './env.ts';
import { createQuest } from './quests.ts';
import { current, improveRating, RATING_IDS, reduceRatingForMonth, type Game } from './state.ts';
import { bandPhrase, questLabel, QuestLabel, rollPhrase, say } from './journal.ts';
import { allyName } from './names.ts';

/** Phase 3. */
export function research(g: Game, env: Env): void {
  begin(env, 'research');
  offer(env, RESEARCH_IMPROVE);
  offer(env, RESEARCH_MANUFACTURE);
  offer(env, RESEARCH_DISCOVER);
  offer(env, RESEARCH_REVEAL);
  const choice = ask(g, env);
  const action = RESEARCH_ACTIONS[choice]!;
  const band = resolveTest(g, env, action, current(g, 'research'), 0, 0);
  if (env.journal) {
    const what = [
      'studied to better myself',
      'worked to make a servant',
      'searched for a quest',
      'scried the hidden trials of my quests',
    ][choice];
    say(g, env, `I ${what}${rollPhrase(env)}: ${bandPhrase(band)}.`);
  }
  if (band === 'fail') return;
  if (choice === RESEARCH_IMPROVE || choice === RESEARCH_MANUFACTURE) {
    if (band === 'disaster') return researchDisasterLoss(g);
    if (band === 'extremeFail') return reduceRatingForMonth(g, 'research');
  } else {
    if (band === 'disaster') return wastedSearchDisaster(g, env);
    if (band === 'extremeFail') return wastedSearch(g, env);
  }
  if (choice === RESEARCH_IMPROVE)
    improveByStudy(g, env, band === 'success' ? 1 : band === 'extremeSuccess' ? 2 : 3);
  else if (choice === RESEARCH_MANUFACTURE)
    manufacture(g, env, band === 'critical' ? 2 : 1, band !== 'success');
  else if (choice === RESEARCH_DISCOVER) {
    createQuest(g, env);
    if (band === 'critical') createQuest(g, env);
  } else revealChallenges(g, env, band === 'critical' ? 2 : 1);
  if (choice !== RESEARCH_IMPROVE) {
    if (band === 'extremeSuccess') mayImproveRating(g, env, 'research');
    if (band === 'critical') {
      // Manufacture's Critical only MAY improve Research; Discover and Reveal improve it.
      if (choice === RESEARCH_MANUFACTURE) mayImproveRating(g, env, 'research');
      else improveRating(g, 'research');
    }
  }
}

/** WT-R27: a different Rating for each MAY roll, each named before its roll. */
function improveByStudy(g: Game, env: Env, count: number): void {
  let chosen = 0; // bit mask of Ratings already tried
  for (let k = 0; k < count; k++) {
    begin(env, 'improveRating', 'researchImprove');
    for (let i = 0; i < RATING_IDS.length; i++) if (!(chosen & (1 << i))) offer(env, i);
    const i = ask(g, env);
    chosen |= 1 << i;
    const r = RATING_IDS[i]!;
    const improved = mayImproveRating(g, env, r);
    if (env.journal)
      say(
        g,
        env,
        improved
          ? `My ${ratingName(r)} grew to ${g.ratings[r]}.`
          : `My ${ratingName(r)} would not grow${g.ratings[r] === RATING_MAX ? ' further' : ' this time'}.`,
      );
  }
}

function manufacture(g: Game, env: Env, count: number, mayPlace: boolean): void {
  for (let k = 0; k < count; k++) {
    const item =
      g.options.items && askIndex(g, env, 'manufactureKind', 2, 'researchManufacture') === 1;
    let where = INTO_TOWER;
    if (mayPlace && g.quests.length > 0) {
      begin(env, 'placeCreation', 'researchManufacture');
      offer(env, INTO_TOWER);
      for (let i = 0; i < g.quests.length; i++) offer(env, i);
      where = ask(g, env);
    }
    const place = where === INTO_TOWER ? g.tower : g.quests[where]!;
    if (item) place.items++;
    else {
      place.allies++;
      g.alliesJoined++;
    }
    if (env.journal) {
      const what = item ? 'a potion of some potency' : allyName(env.seed, g.alliesJoined, true);
      say(
        g,
        env,
        `I made ${what}, ${where === INTO_TOWER ? 'who now waits in the Tower' : `sent at once to ${questLabel(g, env, g.quests[where]!)}`}.`,
      );
    }
  }
}

function revealChallenges(g: Game, env: Env, count: number): void {
  let done = 0; // bit mask of Quests already revealed on
  for (let k = 0; k < count; k++) {
    begin(env, 'revealQuest', 'researchReveal');
    for (let i = 0; i < g.quests.length && i < 30; i++) {
      if (!(done & (1 << i)) && g.quests[i]!.faceUp.includes(false)) offer(env, i);
    }
    if (env.q.count === 0) return;
    const i = ask(g, env);
    done |= 1 << i;
    const q = g.quests[i]!;
    const at = q.faceUp.lastIndexOf(false); // the highest face-down card
    q.faceUp[at] = true;
    if (env.journal)
      say(g, env, `I saw what waits on ${questLabel(g, env, q)}: ${cardName(q.cards[at]!)}.`);
  }
}

/** The Quests (not rivals) with the fewest challenge cards; the policy breaks a tie, Allies or not (WT-R43). */
function fewestCardsQuest(g: Game, env: Env): number {
  let fewest = Infinity;
  for (const q of g.quests) if (!q.enemy && q.cards.length < fewest) fewest = q.cards.length;
  if (fewest === Infinity) return NO_QUEST;
  begin(env, 'questTie');
  for (let i = 0; i < g.quests.length; i++)
    if (!g.quests[i]!.enemy && g.quests[i]!.cards.length === fewest) offer(env, i);
  return env.q.count === 1 ? env.q.options[0]! : ask(g, env);
}

/** Discover/Reveal Disaster: a Quest may be abandoned; Research is down for the month (WT-R4). */
function wastedSearchDisaster(g: Game, env: Env): void {
  const i = fewestCardsQuest(g, env);
  if (i !== NO_QUEST) {
    const q = g.quests[i]!;
    if (d6(env, 'questAbandoned') > q.cards.length) {
      if (env.journal) say(g, env, `${QuestLabel(g, env, q)} slipped away from me.`);
      removeQuest(g, q); // WT-R34: its Allies come home
    }
  }
  reduceRatingForMonth(g, 'research');
}

/** Discover/Reveal Extreme Fail: every stack may grow by a face-down card; Research MAY drop for the month. */
function wastedSearch(g: Game, env: Env): void {
  for (let i = 0; i < g.quests.length; i++) {
    const q = g.quests[i]!;
    if (d6(env, 'questGrowthWasted') >= q.cards.length) {
      begin(env, 'extraCardPlace', null, i);
      offer(env, 0);
      offer(env, 1);
      addCards(g, env, q, 1, ask(g, env) === 0);
    }
  }
  mayReduceRatingForMonth(g, env, 'research');
}
