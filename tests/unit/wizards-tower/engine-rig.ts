/**
 * A test rig for the engine: dice and cards are scripted, answers are scripted (the first
 * legal answer when none is left), and every question asked is recorded.
 */
import {
  makeEnv,
  type DiceSource,
  type Env,
  type JournalEntry,
  type TestRecord,
} from '../../../src/games/wizards-tower/engine/env.ts';
import {
  legalOptions,
  type DecisionKind,
  type Policy,
} from '../../../src/games/wizards-tower/engine/decisions.ts';
import {
  newGame,
  stackTopFirst,
  type Game,
  type Quest,
} from '../../../src/games/wizards-tower/engine/state.ts';
import { EXAMPLE_BUILD, type WizardBuild } from '../../../src/games/wizards-tower/wizard-build.ts';
import { RANKS, SUITS, type Rank, type Suit } from '../../../src/games/wizards-tower/cards.ts';

/** Card id from rank and suit: card('K', 'spades'). */
export const card = (rank: Rank, suit: Suit = 'hearts'): number =>
  SUITS.indexOf(suit) * 13 + RANKS.indexOf(rank);

export interface Rig {
  g: Game;
  env: Env;
  /** Dice still to come, in order (single dice and test dice alike). */
  dice: number[];
  /** Cards still to draw, in order; when empty, the first card left in the deck. */
  cards: number[];
  /** Answers still to give, in order; when empty, the first legal answer. */
  answers: number[];
  /** Answers to "add a Power die?", kept apart; when empty, no. */
  power: number[];
  /** Every question asked: its kind, legal answers and the Quest (index) it concerns, or -1. */
  asked: { kind: DecisionKind; options: number[]; quest: number }[];
  journal: JournalEntry[];
  tests: TestRecord[];
}

export function rig(
  build: WizardBuild = EXAMPLE_BUILD,
  options: Parameters<typeof newGame>[1] = {},
): Rig {
  const g = newGame(structuredClone(build), options);
  const r = {
    g,
    dice: [],
    cards: [],
    answers: [],
    power: [],
    asked: [],
    journal: [],
    tests: [],
  } as unknown as Rig;
  const source: DiceSource = {
    roll(count, out, from, why) {
      for (let i = 0; i < count; i++) {
        const f = r.dice.shift();
        if (f === undefined)
          throw new Error(`The rig ran out of dice (wanted ${count} for ${why})`);
        out[from + i] = f;
      }
    },
    cardIndex() {
      const want = r.cards.shift();
      if (want === undefined) return 0;
      const i = g.deck.draw.indexOf(want);
      if (i < 0) throw new Error(`Card ${want} is not in the deck`);
      return i;
    },
  };
  const policy: Policy = {
    id: 'rig',
    decide(q) {
      r.asked.push({ kind: q.kind, options: legalOptions(q), quest: q.quest });
      if (q.kind === 'powerDie') return r.power.shift() ?? 0;
      return r.answers.length ? r.answers.shift()! : q.options[0]!;
    },
  };
  r.env = makeEnv(source, policy, 'rig', {
    journal: (e) => r.journal.push(e),
    trace: (t) => r.tests.push(t),
  });
  return r;
}

/** Faces giving each band with n dice (n ≥ 2): all 1s, 2+2, 3+3, 4+5, 5+6, 6+6, the rest 1s. */
export function facesFor(
  band: 'disaster' | 'extremeFail' | 'fail' | 'success' | 'extremeSuccess' | 'critical',
  n: number,
): number[] {
  const top = {
    disaster: [1, 1],
    extremeFail: [2, 2],
    fail: [3, 3],
    success: [4, 5],
    extremeSuccess: [5, 6],
    critical: [6, 6],
  }[band];
  return [...top, ...Array<number>(Math.max(0, n - 2)).fill(1)].slice(0, n);
}

/** Puts a Quest (or rival) into play with the given challenge cards (top first) and reward. */
export function addQuest(
  r: Rig,
  cards: number[],
  reward: number,
  allies = 0,
  enemy = false,
  faceUp = false,
): Quest {
  const take = (c: number) => {
    const i = r.g.deck.draw.indexOf(c);
    if (i < 0) throw new Error(`Card ${c} is not in the deck`);
    r.g.deck.draw.splice(i, 1);
  };
  cards.forEach(take);
  take(reward);
  // The engine keeps a stack's top card last.
  const q: Quest = {
    id: r.g.nextId++,
    enemy,
    reward,
    cards: [...cards].reverse(),
    faceUp: cards.map(() => faceUp),
    allies,
    items: 0,
  };
  r.g.quests.push(q);
  return q;
}

/** A stack's challenge cards, top first (as the rules and these tests read them). */
export const cardsOf = (q: Quest): number[] => stackTopFirst(q).map((c) => c.card);
/** Which of a stack's challenge cards are face up, top first. */
export const faceUpOf = (q: Quest): boolean[] => stackTopFirst(q).map((c) => c.faceUp);

export const sortedCards = (g: Game): number[] => {
  const all = [...g.deck.draw, ...g.deck.discards];
  for (const q of g.quests) all.push(q.reward, ...q.cards);
  return all.sort((a, b) => a - b);
};

/** Wards 2, Research 2, Power 2, Allies 2, Domain Control 2 (Security 2). */
export const EVEN: WizardBuild = {
  name: '',
  ratings: { wards: 2, research: 2, power: 2, allies: 2, domainControl: 2 },
  factors: { security: 2, prosperity: 1, loyalty: 1 },
  allyNames: [],
};
