/**
 * The Wizard's Tower's rules tables as models (src/lib/table-model.ts): the rules pages and the
 * rulebook render these, the engine reads the data beneath them.
 */
import { idLinks, type Inline, type TableModel } from '../../lib/table-model.ts';
import { toFractionString, toNumber, toPercent, type Fraction } from '../../lib/fraction.ts';
import { BANDS, band, type BandId } from './bands.ts';
import {
  QUEST_DIFFICULTY_TABLE,
  SUITS,
  SUIT_REWARDS,
  SUIT_SYMBOL,
  TOWER_ATTACK_DIFFICULTY_TABLE,
} from './cards.ts';
import { ATTACK_TYPES, EVENTS, WAR_DECLARATION, describeDefences } from './events.ts';
import { actionOutcomes, type ActionId } from './outcomes.ts';
import { rulingHref } from './ruling-href.ts';
import { bandOdds, bandOddsAtLeast } from './test-roll.ts';

const ruling = (id: string): Inline => ({ link: rulingHref(id), text: id });

/** The six bands a test's total falls in; the band names the row. */
export const bandTable = (): TableModel => ({
  caption: 'Reading a test: add the highest two dice',
  head: ['Total', 'Band', 'Succeeds?'],
  rows: BANDS.map((b) => [b.totals, b.name, b.succeeds ? 'Yes' : 'No']),
  rowHeader: 1,
});

/** What each band does for one action, and the rulings that apply to it. */
export function outcomeTable(action: ActionId): TableModel {
  const a = actionOutcomes(action);
  return {
    caption: `${a.name} — dice: ${a.dicePool}`,
    head: ['Band', 'Total', 'What happens'],
    rows: BANDS.map((b) => [b.name, b.totals, a.outcomes[b.id]]),
    rowHeader: 0,
    note:
      a.rulings.length > 0
        ? ['Rulings that apply: ', idLinks(a.rulings, rulingHref), '.']
        : undefined,
  };
}

/** The numbers of dice the odds tables show, 0 to 8. */
const ODDS_DICE = Array.from({ length: 9 }, (_, dice) => dice);

/** A chance as a figure whose exact fraction the site shows on focus, with its bar. */
const oddsFigure = (p: Fraction, atLeast = false): Inline => ({
  shown: toPercent(p),
  exact: toFractionString(p),
  bar: { p: toNumber(p), ...(atLeast && { atLeast }) },
});

/** Exact odds of each band for 0 to 8 dice, from the same code the dice tester and the CLI use. */
export function bandOddsTable(): TableModel {
  return {
    caption: [
      'Exact chance of each band by number of dice. ',
      { screen: 'Tap or focus a figure for the exact fraction. ' },
      'With one die nothing above a Normal Fail is possible (',
      ruling('WT-R1'),
      '); with none the result is an automatic Disaster (',
      ruling('WT-R2'),
      ').',
    ],
    head: ['Dice', ...BANDS.map((b) => b.name)],
    rows: ODDS_DICE.map((dice) => {
      const odds = bandOdds(dice);
      return [dice, ...BANDS.map((b) => oddsFigure(odds[b.id]))];
    }),
    rowHeader: 0,
    numeric: Array.from({ length: BANDS.length + 1 }, (_, i) => i),
  };
}

/** The bands a player asks "at least …" of: any success, and a result better than that. */
const AT_LEAST = ['success', 'extremeSuccess'] as const satisfies readonly BandId[];

/**
 * The chance of at least a Normal Success (any success) and of at least an Extreme Success for
 * 0 to 8 dice: each band's exact chance and every better band's, added up.
 */
export function bandAtLeastTable(): TableModel {
  return {
    caption: [
      'Chance of at least a Normal Success or an Extreme Success by number of dice: that band and every better one added up. ',
      { screen: 'Tap or focus a figure for the exact fraction.' },
    ],
    head: [
      'Dice',
      ...AT_LEAST.map((id) => `At least ${id === 'success' ? 'a' : 'an'} ${band(id).name}`),
    ],
    rows: ODDS_DICE.map((dice) => {
      const atLeast = bandOddsAtLeast(bandOdds(dice));
      return [dice, ...AT_LEAST.map((id) => oddsFigure(atLeast[id], true))];
    }),
    rowHeader: 0,
    numeric: Array.from({ length: AT_LEAST.length + 1 }, (_, i) => i),
  };
}

const diceEffect = (adv: number, dis: number) =>
  adv
    ? `${adv} Advantage${adv > 1 ? 's' : ''} (+${adv} ${adv > 1 ? 'dice' : 'die'})`
    : dis
      ? `${dis} Disadvantage${dis > 1 ? 's' : ''} (−${dis} ${dis > 1 ? 'dice' : 'die'})`
      : 'None: roll the usual dice';

/** How a card's rank sets the difficulty: Quest challenge cards, or the waves of a tower attack (WT-R7). */
export function difficultyTable(kind: 'quest' | 'towerAttack'): TableModel {
  const quest = kind === 'quest';
  return {
    caption: quest
      ? 'Quest card rank sets the difficulty'
      : 'Tower-attack card rank sets the difficulty (WT-R7)',
    head: ['Card', 'Effect on the dice', ...(quest ? ['If no dice are left'] : [])],
    rows: (quest ? QUEST_DIFFICULTY_TABLE : TOWER_ATTACK_DIFFICULTY_TABLE).map((r) => [
      r.label,
      diceEffect(r.advantages, r.disadvantages),
      ...(quest ? [`Automatic ${band(r.zeroDiceResult).name}`] : []),
    ]),
    rowHeader: 0,
  };
}

/** The events table (roll 1d6); the event's name heads its row. */
export const eventTable = (): TableModel => ({
  caption: 'Events: roll 1d6',
  head: ['d6', 'Event', 'What happens', 'Rulings'],
  rows: EVENTS.map((e) => [e.roll, e.name, e.summary, idLinks(e.rulings, rulingHref)]),
  rowHeader: 1,
  numeric: [0],
});

/** The kinds of tower attack (roll 1d6 once, WT-R8); the attackers head their row. */
export const attackTypeTable = (): TableModel => ({
  caption: 'Tower attack: roll 1d6 once for the kind of attack (WT-R8)',
  head: ['d6', 'Attackers', 'Defences, in order'],
  rows: ATTACK_TYPES.map((t) => [t.roll, t.name, describeDefences(t)]),
  rowHeader: 1,
  numeric: [0],
});

const titleCase = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** What each suit of Quest card rewards. */
export const suitRewardTable = (): TableModel => ({
  caption: 'The suit of a Quest card is its reward (+1, to at most 6)',
  head: ['Suit', 'Raises', 'Think of it as'],
  rows: SUITS.map((s) => [
    [{ symbol: SUIT_SYMBOL[s] }, ` ${titleCase(s)}`],
    SUIT_REWARDS[s].label,
    SUIT_REWARDS[s].example,
  ]),
  rowHeader: 0,
});

/** How an Enemy Wizard's stack is built (event 6, and a rival called up in phase 10), as the wizard sheet prints it. */
export const warDeclarationTable = (): TableModel => ({
  caption: 'Building an Enemy Wizard’s stack, in this order',
  head: ['Step', 'Cards', 'How they lie', 'What they stand for'],
  rows: WAR_DECLARATION.map((s) => [s.step, s.cards, s.placement, s.represents]),
  rowHeader: 0,
  note: [
    'From the second year on, each of the two dice draws one more card per full year played (',
    ruling('WT-R16'),
    ').',
  ],
});
