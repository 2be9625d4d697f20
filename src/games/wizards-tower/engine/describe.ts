/**
 * Questions and answers in words, for a person playing through the companion: what is being
 * asked, and a label for each legal answer.
 */
import { ACTION_NAMES, type ActionId } from '../action-names.ts';
import { band } from '../bands.ts';
import { DOMAIN_FACTORS, RATINGS } from '../ratings.ts';
import { DEFENCE_NAMES, WAR_DECLARATION } from '../events.ts';
import { cardName, NO_CARD } from '../deck.ts';
import {
  CREATE_RIVAL,
  DEFENCE_CODES,
  INTO_TOWER,
  MOVE_DONE,
  NEW_CARDS,
  NO_RIVAL,
  type DecisionKind,
  type Question,
} from './decisions.ts';
import { questName, rivalName } from './names.ts';
import type { Game } from './state.ts';

const actionName = (q: Question): string =>
  (q.action ? ACTION_NAMES[q.action] : undefined) ?? 'the test';

export { ACTION_NAMES };

export function stackLabel(g: Game, seed: string, index: number): string {
  const q = g.quests[index];
  if (!q) return `Quest ${index + 1}`;
  const name = q.enemy
    ? `the rival ${rivalName(seed, q.id)}`
    : `the quest for ${questName(seed, q.id)}`;
  return `${name} (${q.cards.length} card${q.cards.length === 1 ? '' : 's'}${q.allies ? `, ${q.allies} Allies there` : ''})`;
}

const PROMPTS: Record<DecisionKind, (q: Question) => string> = {
  powerDie: (q) =>
    `${actionName(q)}: the roll reads ${q.total} (${band(q.band!).name}). Spend 1 Power to add a die?`,
  research: () => 'Research: what will you study this month?',
  improveRating: () => 'Your study may raise a Rating. Which one will you try?',
  manufactureKind: () => 'Manufacture: make an Ally or an item?',
  placeCreation: () => 'Where does your new creation go?',
  revealQuest: () => 'Which Quest’s hidden card will you reveal?',
  extraCardPlace: () => 'A Quest gains a card: on top of its stack or at the bottom?',
  questTie: () => 'Several Quests tie: which one does the rule hit?',
  gather: () => 'Gather Allies: what will you do this month?',
  domainTarget: () => 'Improve your Domain: name what you will work on before rolling.',
  factorLoss: () => 'One of your Domain Factors drops: which one?',
  factorGain: () => 'A Domain Factor rises: which one?',
  domainIssueFactor: () => 'A Clubs card: which Domain Factor deals with the trouble?',
  urgentAllies: () => 'An urgent Quest: how many Allies from the Tower go at once?',
  moveAlly: () => 'Resolve Quests: send an Ally from the Tower?',
  moveItem: () => 'Resolve Quests: send an item from the Tower?',
  questOrder: () =>
    'Resolve Quests: which Quest do your Allies take on next? (Power spent on one is gone for the others.)',
  questAction: (q) =>
    `Your Allies face ${q.card !== NO_CARD ? cardName(q.card) : 'a card'}. What do they do?`,
  attackSource: () => 'Your Tower is attacked: where do the waves come from?',
  attackRival: () => 'Is a rival behind this attack?',
  defence: (q) =>
    `Which defence meets the wave of ${q.card !== NO_CARD ? cardName(q.card) : 'this card'}?`,
  attackEnemy: () => 'Attack an Enemy Wizard with your Power?',
  // Only a face-up card is named (the engine passes NO_CARD for a face-down one).
  attackAgain: (q) =>
    `Strike again${q.card !== NO_CARD ? ` (next card ${cardName(q.card)})` : ' (the next card is face down)'}, or go home?`,
};

export const describeQuestion = (q: Question): string => PROMPTS[q.kind](q);

/** A label for one legal answer. */
export function describeOption(q: Question, code: number, g: Game, seed: string): string {
  switch (q.kind) {
    case 'powerDie':
      return code === 1 ? 'Spend 1 Power: add a die' : 'Keep the roll';
    case 'research':
      return [
        'Improve your Ratings',
        'Manufacture an Ally',
        'Discover a Quest',
        'Reveal Quest challenges',
      ][code]!;
    case 'improveRating':
      return RATINGS[code]!.name;
    case 'manufactureKind':
      return code === 0 ? 'An Ally' : 'An item (potion, scroll, magic item)';
    case 'placeCreation':
      return code === INTO_TOWER ? 'Into the Tower' : `To ${stackLabel(g, seed, code)}`;
    case 'revealQuest':
    case 'questTie':
    case 'questOrder':
      return stackLabel(g, seed, code);
    case 'extraCardPlace':
      return code === 0 ? 'On top' : 'At the bottom';
    case 'gather':
      return ['Nothing this month', 'Recruit an adventurer', 'Improve your Domain'][code]!;
    case 'domainTarget':
      return code === 0 ? 'Domain Control' : DOMAIN_FACTORS[code - 1]!.name;
    case 'factorLoss':
    case 'factorGain':
    case 'domainIssueFactor':
      return `${DOMAIN_FACTORS[code]!.name} (now ${g.factors[DOMAIN_FACTORS[code]!.id]})`;
    case 'urgentAllies':
      return `${code} ${code === 1 ? 'Ally' : 'Allies'}`;
    case 'moveAlly':
    case 'moveItem':
      return code === MOVE_DONE ? 'No more: resolve the Quests' : `To ${stackLabel(g, seed, code)}`;
    case 'questAction':
      return [
        'Roll against it',
        'Flee (one Ally may be lost)',
        'Teleport them home (1 Power)',
        'Wait until next month',
      ][code]!;
    case 'attackSource':
      return code === NEW_CARDS
        ? 'Three new cards'
        : `The top cards of ${stackLabel(g, seed, code)}`;
    case 'attackRival':
    case 'attackEnemy':
      if (code === NO_RIVAL) return q.kind === 'attackEnemy' ? 'Not this month' : 'No one';
      if (code === CREATE_RIVAL) return 'Call up a new rival and attack it';
      return stackLabel(g, seed, code);
    case 'defence':
      return DEFENCE_NAMES[DEFENCE_CODES[code]!];
    case 'attackAgain':
      return code === 1 ? 'Strike again' : 'Go home (free)';
  }
}

const DICE_REASONS: Record<string, string> = {
  power: 'a Power die added to the roll',
  event:
    'an event roll (your die first, then one for each rival with no Allies facing it; the lowest counts)',
  eventType: 'which event happens (the event table)',
  mayImprove: 'a MAY roll: above the current value raises it',
  mayReduce: 'a MAY roll: below the current value lowers it',
  allyLoss: 'whether an Ally is lost',
  questAbandoned: 'whether a Quest is abandoned',
  questGrowth: 'whether a Quest grows harder (a roll above its number of challenge cards adds one)',
  questGrowthWasted:
    'whether a Quest gains a card (a roll equal to or above its number of challenge cards adds one)',
  questSize: 'how many challenge cards the new Quest gets',
  // Event 6 step by step, from the same data as the rules pages and the wizard sheet.
  rivalPower: `the new rival’s Power: draw that many cards, ${WAR_DECLARATION[0]!.placement.toLowerCase()}`,
  rivalWards: `the new rival’s Wards: draw that many cards, ${WAR_DECLARATION[1]!.placement.toLowerCase()}`,
  attackType: 'what kind of attack strikes the Tower (the attack table)',
  muster: 'the Domain’s muster against the attack',
  domainIssue: 'the Domain Factor’s test against the trouble in your Domain',
  researchChallenge: 'the Research test of event 5 (your research is challenged)',
};

/** Why dice are asked for, in words: "Maintain Tower Wards: roll 2 dice". */
export function describeDice(why: string, count: number): string {
  const dice = `${count} ${count === 1 ? 'die' : 'dice'}`;
  const action = ACTION_NAMES[why as ActionId];
  if (action) return `${action}: roll ${dice} for the test.`;
  const reason = DICE_REASONS[why];
  return reason ? `Roll ${dice} for ${reason}.` : `Roll ${dice} (${why}).`;
}
