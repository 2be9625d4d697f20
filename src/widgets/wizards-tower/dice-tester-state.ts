/**
 * The dice tester's inputs, as they travel in the URL. Pure: no DOM, so it is unit-tested.
 *
 * URL parameters (all optional):
 *   v       generator version the roll was made with (GENERATOR_VERSION)
 *   seed    any text; with `roll` it fixes the dice
 *   roll    which roll of that seed, 1, 2, 3… (each press of Roll moves on by one)
 *   power   Power dice added after the roll (0–20)
 *   src     what supplies the dice: rating | towerWards | allies
 *   dice    0–30   adv, dis  0–10
 *   card    quest card rank A 2…10 J Q K   suit  hearts | clubs | diamonds | spades
 *   action  an ActionId from the outcome tables
 *   mode    seeded | own      faces  the player's own dice, e.g. 6,5,2 (with mode=own)
 * Out-of-range or unknown values are clamped or dropped, and a note says which and why.
 */
import { cutSeed, GENERATOR_VERSION } from '../../lib/seed-text.ts';
import { echoValue, quoteParam, quoteValue } from '../../lib/url-echo.ts';
import {
  isRank,
  isSuit,
  questCardDifficulty,
  type Rank,
  type Suit,
} from '../../games/wizards-tower/cards.ts';
import { isActionId, type ActionId } from '../../games/wizards-tower/outcomes.ts';
import type { DiceCount, TestSetup } from '../../games/wizards-tower/test-roll.ts';
import { band } from '../../games/wizards-tower/bands.ts';

export type DiceSource = 'rating' | 'towerWards' | 'allies';
export const DICE_SOURCES: Record<DiceSource, string> = {
  rating: 'a Rating',
  towerWards: 'Tower Wards',
  allies: 'Allies present',
};

export interface TesterState {
  seed: string;
  roll: number;
  power: number;
  source: DiceSource;
  dice: number;
  adv: number;
  dis: number;
  card: Rank | null;
  suit: Suit | null;
  action: ActionId;
  mode: 'seeded' | 'own';
  faces: number[];
}

/** seedLength counts code points (an emoji is one). */
export const LIMITS = {
  dice: 30,
  adv: 10,
  dis: 10,
  power: 20,
  roll: 1_000_000,
  seedLength: 64,
  faces: 40,
} as const;

export const DEFAULT_STATE: TesterState = {
  seed: '',
  roll: 0,
  power: 0,
  source: 'rating',
  dice: 3,
  adv: 0,
  dis: 0,
  card: null,
  suit: null,
  action: 'maintainWards',
  mode: 'seeded',
  faces: [],
};

export interface ParsedState {
  state: TesterState;
  /** One sentence per parameter that was changed or ignored. */
  notes: string[];
}

function wholeNumber(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
  fallback: number,
  notes: string[],
): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) {
    notes.push(`${quoteParam(name, raw)} is not a number, so ${fallback} is used.`);
    return fallback;
  }
  const clamped = Math.min(max, Math.max(min, Math.round(n)));
  if (clamped !== n)
    notes.push(
      `${quoteParam(name, raw)} is outside ${min}–${max} or not whole, so ${clamped} is used.`,
    );
  return clamped;
}

/** Reads typed dice such as "6 5 2", "6,5,2" or "652". */
export function parseFaces(text: string): { faces: number[] } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: 'Type the faces of your dice, for example 6 5 2.' };
  const parts = /^[1-6]+$/.test(trimmed)
    ? trimmed.split('')
    : trimmed.split(/[\s,;]+/).filter(Boolean);
  const bad = parts.find((p) => !/^[1-6]$/.test(p));
  if (bad !== undefined)
    return { error: `${quoteValue(bad)} is not a d6 face: each die shows 1 to 6.` };
  if (parts.length > LIMITS.faces)
    return { error: `That is ${parts.length} dice; at most ${LIMITS.faces}.` };
  return { faces: parts.map(Number) };
}

export function parseParams(params: URLSearchParams): ParsedState {
  const notes: string[] = [];
  const s: TesterState = { ...DEFAULT_STATE, faces: [] };

  const v = params.get('v');
  if (v !== null && v !== String(GENERATOR_VERSION)) {
    notes.push(
      `This link was made with dice generator version ${echoValue(v)}; this page uses version ${GENERATOR_VERSION}, so the same seed may give different dice.`,
    );
  }
  const seed = params.get('seed');
  if (seed !== null) {
    const { seed: kept, cut } = cutSeed(seed, LIMITS.seedLength);
    s.seed = kept;
    if (cut)
      notes.push(
        `The seed was longer than ${LIMITS.seedLength} characters, so only its first ${[...kept].length} (“${kept}”) are used.`,
      );
  }
  s.roll = s.seed ? wholeNumber(params, 'roll', 0, LIMITS.roll, 0, notes) : 0;
  s.power = wholeNumber(params, 'power', 0, LIMITS.power, 0, notes);
  s.dice = wholeNumber(params, 'dice', 0, LIMITS.dice, DEFAULT_STATE.dice, notes);
  s.adv = wholeNumber(params, 'adv', 0, LIMITS.adv, 0, notes);
  s.dis = wholeNumber(params, 'dis', 0, LIMITS.dis, 0, notes);

  const src = params.get('src');
  if (src !== null) {
    if (Object.hasOwn(DICE_SOURCES, src)) s.source = src as DiceSource;
    else
      notes.push(
        `${quoteParam('src', src)} is not rating, towerWards or allies, so a Rating is used.`,
      );
  }
  const card = params.get('card');
  if (card !== null && card !== '') {
    const rank = card.toUpperCase();
    if (isRank(rank)) s.card = rank;
    else
      notes.push(
        `${quoteParam('card', card)} is not a card rank (A, 2–10, J, Q, K), so no card is used.`,
      );
  }
  const suit = params.get('suit');
  if (suit !== null && suit !== '') {
    if (isSuit(suit)) s.suit = suit;
    else
      notes.push(
        `${quoteParam('suit', suit)} is not hearts, clubs, diamonds or spades, so it is ignored.`,
      );
  }
  const action = params.get('action');
  if (action !== null) {
    if (isActionId(action)) s.action = action;
    else
      notes.push(
        `${quoteParam('action', action)} is not an action of this game, so Maintain Tower Wards is used.`,
      );
  }
  const mode = params.get('mode');
  if (mode === 'own') s.mode = 'own';
  else if (mode !== null && mode !== 'seeded')
    notes.push(`${quoteParam('mode', mode)} is not seeded or own, so seeded dice are used.`);
  const faces = params.get('faces');
  if (faces !== null && faces !== '') {
    // Checked before parsing: LIMITS.faces dice need no more than 4 characters each ("6, ").
    const parsed =
      faces.length > LIMITS.faces * 4
        ? { error: `That is more than ${LIMITS.faces} dice.` }
        : parseFaces(faces);
    if ('faces' in parsed) s.faces = parsed.faces;
    else notes.push(`${quoteParam('faces', faces)}: ${parsed.error} They were ignored.`);
  }
  return { state: s, notes };
}

export function toParams(s: TesterState): URLSearchParams {
  const p = new URLSearchParams();
  p.set('v', String(GENERATOR_VERSION));
  if (s.mode === 'own') {
    p.set('mode', 'own');
    if (s.faces.length) p.set('faces', s.faces.join(','));
  } else if (s.seed) {
    p.set('seed', s.seed);
    if (s.roll > 0) {
      p.set('roll', String(s.roll));
      if (s.power > 0) p.set('power', String(s.power)); // Power dice only exist after a roll
    }
  }
  if (s.source !== 'rating') p.set('src', s.source);
  p.set('dice', String(s.dice));
  if (s.adv) p.set('adv', String(s.adv));
  if (s.dis) p.set('dis', String(s.dis));
  if (s.card) p.set('card', s.card);
  if (s.suit) p.set('suit', s.suit);
  p.set('action', s.action);
  return p;
}

/** The test the inputs describe: a quest card adds its rank's Advantages or Disadvantages (WT-R2). */
export function testSetup(s: TesterState): TestSetup {
  const card = s.card ? questCardDifficulty(s.card) : null;
  return {
    baseDice: s.dice,
    advantages: s.adv + (card?.advantages ?? 0),
    disadvantages: s.dis + (card?.disadvantages ?? 0),
    zeroDiceResult: card?.zeroDiceResult ?? 'disaster',
  };
}

/** The text each roll of a seed is drawn from: roll n of seed s always gives the same dice. */
export const rollSeedText = (seed: string, roll: number): string => `${seed}#${roll}`;
export const ratingRollSeedText = (seed: string): string => `${seed}#rating-rolls`;

/**
 * Typed faces for a test that rolls `count.dice` dice: fewer is refused (the test cannot be
 * read), more are the Power dice spent after the roll.
 */
export function ownDiceFaces(
  text: string,
  count: DiceCount,
): { faces: number[]; base: number } | { error: string } {
  const parsed = parseFaces(text);
  if ('error' in parsed) return parsed;
  const n = parsed.faces.length;
  if (count.automatic)
    return {
      error: `This test has no dice to roll (an automatic ${band(count.automatic).name}), so the ${n} ${n === 1 ? 'face' : 'faces'} typed are not used.`,
    };
  if (n < count.dice)
    return {
      error: `This test rolls ${count.dice} dice, but you typed ${n} ${n === 1 ? 'face' : 'faces'} (${parsed.faces.join(' ')}). Type all ${count.dice}, then any Power dice after them.`,
    };
  if (n - count.dice > LIMITS.power)
    return {
      error: `That is ${n - count.dice} Power dice after the ${count.dice} rolled; at most ${LIMITS.power}.`,
    };
  return { faces: parsed.faces, base: count.dice };
}
