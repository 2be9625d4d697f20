/**
 * Named strategies: policies that play sensibly and differently, plus one that picks any
 * legal answer at random. They see the same questions a player sees and nothing more
 * (face-down cards stay unknown to them).
 */
import { BANDS, SUCCESS_MIN_TOTAL } from '../bands.ts';
import { QUEST_DIFFICULTY_BY_RANK, SUITS } from '../cards.ts';
import { bandOdds } from '../test-roll.ts';
import type { Stream } from '../../../lib/seed.ts';
import {
  CREATE_RIVAL,
  DEFENCE_CODES,
  MOVE_DONE,
  GATHER_DOMAIN,
  GATHER_NONE,
  GATHER_RECRUIT,
  NEW_CARDS,
  NO_RIVAL,
  QUEST_FLEE,
  QUEST_ROLL,
  QUEST_TELEPORT,
  QUEST_WAIT,
  RESEARCH_DISCOVER,
  RESEARCH_IMPROVE,
  RESEARCH_MANUFACTURE,
  RESEARCH_REVEAL,
  INTO_TOWER,
  type Policy,
  type Question,
} from './decisions.ts';
import {
  currentPower,
  currentFactor,
  FACTOR_IDS,
  questDice,
  RATING_IDS,
  towerAllyDice,
  type Game,
  type Quest,
} from './state.ts';
import type { RatingId } from '../ratings.ts';
import type { ActionId } from '../outcomes.ts';

/** Chance (as a float) that a test with n dice succeeds, for n = 0 … 40 (typed: read in every move). */
const SUCCESS = Float64Array.from({ length: 41 }, (_, n) => {
  const odds = bandOdds(n);
  return BANDS.filter((b) => b.succeeds).reduce(
    (p, b) => p + Number(odds[b.id].num) / Number(odds[b.id].den),
    0,
  );
});
const successChance = (dice: number): number => SUCCESS[dice <= 0 ? 0 : dice >= 40 ? 40 : dice]!;

/** Advantages less Disadvantages of a Quest card, by rank. */
const NET_DICE = Int8Array.from(QUEST_DIFFICULTY_BY_RANK, (d) => d.advantages - d.disadvantages);

/**
 * A top card not yet seen, for knownDice: a number, so the hot loops stay on small integers.
 * A known card can leave fewer than 0 dice, so this lies far below any real count.
 */
const UNKNOWN = -1000;

/** Dice the Allies on a Quest would roll against its top card, if that card is face up; UNKNOWN if not. */
function knownDice(q: Quest, extraAllies = 0): number {
  const n = q.cards.length;
  if (n > 0 && !q.faceUp[n - 1]) return UNKNOWN;
  const card = n > 0 ? q.cards[n - 1]! : q.reward;
  const allies = q.allies + extraAllies;
  return allies > 0 ? allies + q.items + NET_DICE[card % 13]! : 0;
}

const has = (q: Question, code: number): boolean => {
  for (let i = 0; i < q.count; i++) if (q.options[i] === code) return true;
  return false;
};
const first = (q: Question): number => q.options[0]!;

/** The first Rating in `order` that is offered and can still grow. */
function preferRating(q: Question, g: Game, order: readonly RatingId[]): number {
  for (const r of order) {
    const i = RATING_IDS.indexOf(r);
    if (has(q, i) && g.ratings[r] < 6) return i;
  }
  return first(q);
}

/** Lowest-valued Factor among those offered (to raise), or highest (to lose). */
function factorBy(q: Question, g: Game, lowest: boolean): number {
  let best = first(q);
  let b = currentFactor(g, FACTOR_IDS[best]!);
  for (let k = 1; k < q.count; k++) {
    const i = q.options[k]!;
    const v = currentFactor(g, FACTOR_IDS[i]!);
    if (lowest ? v < b : v > b) {
      best = i;
      b = v;
    }
  }
  return best;
}

/** A Factor to raise: Loyalty or Prosperity while Security would refuse to fight (WT-R18), else Security. */
function factorToRaise(q: Question, g: Game): number {
  const l = FACTOR_IDS.indexOf('loyalty');
  const p = FACTOR_IDS.indexOf('prosperity');
  const s = FACTOR_IDS.indexOf('security');
  if (g.factors.loyalty + g.factors.prosperity <= 3) {
    const pick = g.factors.loyalty <= g.factors.prosperity ? l : p;
    if (has(q, pick)) return pick;
  }
  return has(q, s) ? s : factorBy(q, g, true);
}

interface Tuning {
  /** Research choice. */
  research(g: Game): number;
  improveOrder: readonly RatingId[];
  gather(g: Game): number;
  /** Allies kept home for tower defence. */
  keepHome(g: Game): number;
  /** Lowest success chance the Allies will take a card on at. */
  nerve: number;
  /** Tests on which Power dice are worth spending (a short list: asked after nearly every roll). */
  powerOn: readonly ActionId[];
  /** Power kept in hand, never spent on dice. */
  powerReserve: number;
  /** Attack rivals with Power in phase 10 when Power is at least this (0: never). */
  strikeAt: number;
  /** With the items rule: make an item rather than an Ally. */
  makeItems(g: Game): boolean;
}

/** The engine's questions answered with one tuning. */
function tunedPolicy(id: string, t: Tuning): Policy {
  return {
    id,
    decide(q: Question, g: Game): number {
      // The questions asked most often come first: a switch on text tries its cases in order.
      switch (q.kind) {
        case 'powerDie': {
          if (
            currentPower(g) <= t.powerReserve ||
            q.action === null ||
            !t.powerOn.includes(q.action)
          )
            return 0;
          // Spend while the roll has not yet succeeded (q.total is a real roll: Power dice
          // are offered only after dice were rolled).
          return q.total >= SUCCESS_MIN_TOTAL ? 0 : 1;
        }
        case 'questAction': {
          const quest = g.quests[q.quest]!;
          const chance = successChance(knownDice(quest));
          if (chance >= t.nerve) return QUEST_ROLL;
          if (has(q, QUEST_WAIT)) return QUEST_WAIT;
          if (has(q, QUEST_TELEPORT) && currentPower(g) > t.powerReserve + 1) return QUEST_TELEPORT;
          return QUEST_FLEE;
        }
        case 'moveAlly':
        case 'moveItem':
          return chooseMove(q, g, t);
        case 'research':
          return t.research(g);
        case 'improveRating':
          return preferRating(q, g, t.improveOrder);
        case 'manufactureKind':
          return t.makeItems(g) ? 1 : 0;
        case 'placeCreation': {
          // Send a new creation to the Quest it helps most, if one is face up and in reach.
          for (let k = 0; k < q.count; k++) {
            const i = q.options[k]!;
            if (i === INTO_TOWER) continue;
            const quest = g.quests[i]!;
            const dice = knownDice(quest, 1);
            if (quest.allies > 0 && dice !== UNKNOWN && successChance(dice) >= t.nerve) return i;
          }
          return INTO_TOWER;
        }
        case 'revealQuest': {
          for (let k = 0; k < q.count; k++)
            if (g.quests[q.options[k]!]!.allies > 0) return q.options[k]!;
          return first(q);
        }
        case 'extraCardPlace':
          return 1;
        case 'questTie':
          return first(q);
        case 'questOrder':
          return questToResolveFirst(q, g);
        case 'gather':
          return t.gather(g);
        case 'domainTarget': {
          if (g.ratings.domainControl < 3) return 0;
          // Loyalty or Prosperity while Security would refuse to fight (WT-R18), else Security.
          if (g.factors.loyalty + g.factors.prosperity <= 3)
            return (
              1 +
              FACTOR_IDS.indexOf(
                g.factors.loyalty <= g.factors.prosperity ? 'loyalty' : 'prosperity',
              )
            );
          return 1 + FACTOR_IDS.indexOf('security');
        }
        case 'factorLoss':
          return factorBy(q, g, false);
        case 'factorGain':
          return factorToRaise(q, g);
        case 'domainIssueFactor':
          return factorBy(q, g, false);
        case 'urgentAllies':
          return q.options[q.count - 1]! > t.keepHome(g)
            ? Math.max(1, q.options[q.count - 1]! - t.keepHome(g))
            : 1;
        case 'attackSource': {
          // Fight a rival's own cards when a strike could finish them off.
          for (let k = 0; k < q.count; k++) {
            const i = q.options[k]!;
            if (i !== NEW_CARDS && g.quests[i]!.cards.length <= 3) return i;
          }
          return NEW_CARDS;
        }
        case 'attackRival': {
          // Name the rival with the fewest cards: beaten waves cost them cards.
          let best = NO_RIVAL;
          for (let k = 0; k < q.count; k++) {
            const i = q.options[k]!;
            if (
              i !== NO_RIVAL &&
              (best === NO_RIVAL || g.quests[i]!.cards.length < g.quests[best]!.cards.length)
            )
              best = i;
          }
          return best;
        }
        case 'defence': {
          // The defence with more dice.
          let best = first(q);
          for (let k = 1; k < q.count; k++)
            if (defenceDice(g, q.options[k]!) > defenceDice(g, best)) best = q.options[k]!;
          return best;
        }
        case 'attackEnemy': {
          if (!t.strikeAt || currentPower(g) < t.strikeAt) return NO_RIVAL;
          let best = NO_RIVAL;
          for (let k = 0; k < q.count; k++) {
            const i = q.options[k]!;
            if (i === NO_RIVAL || i === CREATE_RIVAL) continue;
            if (best === NO_RIVAL || g.quests[i]!.cards.length < g.quests[best]!.cards.length)
              best = i;
          }
          return best;
        }
        case 'attackAgain': {
          const quest = g.quests[q.quest]!;
          return successChance(currentPower(g) + questDice(quest)) >= 0.3 &&
            currentPower(g) >= t.strikeAt
            ? 1
            : 0;
        }
      }
    },
  };
}

const DIAMONDS = SUITS.indexOf('diamonds');

/**
 * WT-R40: which Quest with Allies goes first. A Diamonds Quest card about to be faced comes
 * first (winning it raises Power for the rest of the phase); then the best known chance, a
 * hidden card counting as even odds. Ties keep the table's order.
 */
function questToResolveFirst(q: Question, g: Game): number {
  let best = first(q);
  let bestScore = -1;
  for (let k = 0; k < q.count; k++) {
    const i = q.options[k]!;
    const quest = g.quests[i]!;
    const dice = knownDice(quest);
    const chance = dice === UNKNOWN ? 0.5 : successChance(dice);
    const powerPrize =
      quest.cards.length === 0 && Math.floor(quest.reward / 13) === DIAMONDS ? 1 : 0;
    const score = powerPrize + chance;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}

function defenceDice(g: Game, code: number): number {
  const d = DEFENCE_CODES[code];
  return d === 'towerWards'
    ? g.towerWards
    : d === 'allies'
      ? towerAllyDice(g)
      : d === 'power'
        ? currentPower(g)
        : currentFactor(g, 'security');
}

/** Allies beyond this on one Quest add little: the highest two dice are all that count. */
const CROWD = 6;

/**
 * Move an Ally to the Quest where it does most good, keeping a guard at home: to a Quest
 * whose top card is known and beatable at the strategy's nerve with one more Ally, or to an
 * unknown one with fewer than three Allies on it.
 */
function chooseMove(q: Question, g: Game, t: Tuning): number {
  const allies = q.kind === 'moveAlly';
  const keep = allies ? t.keepHome(g) : 0;
  if (allies && g.tower.allies <= keep) return MOVE_DONE;
  // Judge a known card by the company that could gather on it, not by one Ally alone.
  const spare = allies ? g.tower.allies - keep : 0;
  let best = MOVE_DONE;
  let bestScore = 0;
  for (let k = 0; k < q.count; k++) {
    const i = q.options[k]!;
    if (i === MOVE_DONE) continue;
    const quest = g.quests[i]!;
    if (quest.allies >= CROWD || (!allies && quest.allies === 0)) continue;
    const dice = knownDice(quest, Math.min(spare, CROWD - quest.allies));
    const chance = dice === UNKNOWN ? (quest.allies < 3 ? 0.5 : 0) : successChance(dice);
    const score = dice === UNKNOWN || chance >= t.nerve ? chance : 0;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}

function faceDownQuests(g: Game): boolean {
  for (const q of g.quests) if (q.allies > 0 && q.faceUp.includes(false)) return true;
  return false;
}
function openQuests(g: Game): number {
  let n = 0;
  for (const q of g.quests) if (!q.enemy) n++;
  return n;
}

export interface StrategyInfo {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

export const STRATEGY_INFO: readonly StrategyInfo[] = [
  {
    id: 'ward-keeper',
    name: 'Ward-keeper',
    description:
      'Studies to raise Wards, keeps Allies home as guards, spends Power only to hold the Tower, and tends the Domain so its soldiers will fight.',
  },
  {
    id: 'scholar',
    name: 'Scholar',
    description:
      'Raises Research first, then finds Quests and scries their hidden trials, sending Allies only against cards it has seen; with the items rule it brews potions for them.',
  },
  {
    id: 'warlord',
    name: 'Warlord',
    description:
      'Makes and hires Allies, sends nearly all of them out, spends Power on its Allies’ rolls and strikes at rivals itself.',
  },
  {
    id: 'random',
    name: 'Random',
    description: 'Picks any legal answer at random: a baseline, not a plan.',
  },
];

export const STRATEGY_IDS = STRATEGY_INFO.map((s) => s.id);

const TUNINGS: Record<string, Tuning> = {
  'ward-keeper': {
    research: (g) => {
      if (g.ratings.research < 3 || g.ratings.wards < 6 || g.ratings.power < 4)
        return RESEARCH_IMPROVE;
      return g.tower.allies < 4 ? RESEARCH_MANUFACTURE : RESEARCH_DISCOVER;
    },
    improveOrder: ['wards', 'research', 'power', 'domainControl', 'allies'],
    gather: (g) =>
      g.factors.loyalty + g.factors.prosperity <= 3 ||
      g.ratings.domainControl < 3 ||
      g.tower.allies >= 6
        ? GATHER_DOMAIN
        : GATHER_RECRUIT,
    keepHome: () => 2,
    nerve: 0.6,
    powerOn: ['maintainWards', 'towerDefence'],
    powerReserve: 1,
    strikeAt: 0,
    makeItems: () => false,
  },
  scholar: {
    research: (g) => {
      if (g.ratings.research < 4) return RESEARCH_IMPROVE;
      if (faceDownQuests(g)) return RESEARCH_REVEAL;
      if (openQuests(g) < 2) return RESEARCH_DISCOVER;
      return g.tower.allies < 3
        ? RESEARCH_MANUFACTURE
        : g.tower.allies > 8
          ? RESEARCH_DISCOVER
          : RESEARCH_IMPROVE;
    },
    improveOrder: ['research', 'wards', 'power', 'allies', 'domainControl'],
    gather: (g) => (g.tower.allies < 6 ? GATHER_RECRUIT : GATHER_DOMAIN),
    keepHome: () => 1,
    nerve: 0.45,
    powerOn: ['resolveQuest', 'towerDefence', 'researchDiscover', 'researchReveal'],
    powerReserve: 1,
    strikeAt: 0,
    // Potions and scrolls for a company that already has hands to carry them.
    makeItems: (g) => g.tower.allies >= 2,
  },
  warlord: {
    research: (g) =>
      g.quests.length === 0 || g.tower.allies >= 10 ? RESEARCH_DISCOVER : RESEARCH_MANUFACTURE,
    improveOrder: ['allies', 'power', 'research', 'wards', 'domainControl'],
    gather: (g) => (g.ratings.allies >= 2 && g.tower.allies < 10 ? GATHER_RECRUIT : GATHER_NONE),
    keepHome: () => 0,
    nerve: 0.3,
    powerOn: ['resolveQuest', 'attackEnemyWizard', 'towerDefence'],
    powerReserve: 0,
    strikeAt: 3,
    makeItems: () => false,
  },
};

/** A named strategy; `random` needs a stream of its own so its choices do not move the dice. */
export function strategy(id: string, stream?: Stream): Policy {
  if (id === 'random') {
    if (!stream) throw new Error('The random strategy needs a stream');
    return { id, decide: (q: Question) => q.options[stream.int(0, q.count - 1)]! };
  }
  const t = TUNINGS[id];
  if (!t) throw new RangeError(`Unknown strategy "${id}" (known: ${STRATEGY_IDS.join(', ')})`);
  // One policy per strategy, shared by every game (it keeps no state): a Monte Carlo batch then
  // calls a single `decide` function, which the JIT can call directly.
  let policy = TUNED.get(id);
  if (!policy) TUNED.set(id, (policy = Object.freeze(tunedPolicy(id, t))));
  return policy;
}
const TUNED = new Map<string, Policy>();
