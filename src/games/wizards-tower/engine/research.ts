/**
 * Phase 1 (Maintain Tower Wards), phase 3 (Research: improve, manufacture, discover, reveal)
 * and phase 5 (Gather Allies: recruit, improve the Domain), each by its outcome table.
 */
import { ratingName } from '../ratings.ts';
import { cardName } from '../deck.ts';
import {
  ask,
  askIndex,
  begin,
  d6,
  mayImproveFactor,
  mayImproveRating,
  mayReduceRating,
  mayReduceRatingForMonth,
  offer,
  researchDisasterLoss,
  resolveTest,
  addCards,
  removeQuest,
} from './core.ts';
import {
  DOMAIN_TARGET_CONTROL,
  GATHER_DOMAIN,
  GATHER_NONE,
  GATHER_RECRUIT,
  RESEARCH_ACTIONS,
  RESEARCH_DISCOVER,
  RESEARCH_IMPROVE,
  RESEARCH_MANUFACTURE,
  RESEARCH_REVEAL,
  INTO_TOWER,
  NO_QUEST,
} from './decisions.ts';
import type { Env } from './env.ts';
import { createQuest } from './quests.ts';
import {
  current,
  FACTOR_IDS,
  improveFactor,
  improveRating,
  RATING_IDS,
  reduceFactor,
  reduceFactorForMonth,
  reduceRating,
  reduceRatingForMonth,
  type Game,
} from './state.ts';
import { bandPhrase, QuestLabel, questLabel, rollPhrase, say } from './journal.ts';
import { allyName } from './names.ts';
import { RATING_MAX } from '../ratings.ts';

/** Phase 1. WT-R15: an Extreme or Critical Success sets the Tower Wards to the Rating + 1, no more. */
export function maintainWards(g: Game, env: Env): void {
  const band = resolveTest(g, env, 'maintainWards', current(g, 'wards'), 0, 0);
  const rating = g.ratings.wards;
  switch (band) {
    case 'disaster':
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

/** The Quests (not rivals) with the fewest challenge cards; the policy breaks a tie. */
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
