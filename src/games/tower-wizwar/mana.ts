/**
 * The mana-drain track: one step per activation (even of a 0-cost effect); every full three
 * steps add 1 to every mana cost (rule of three); casting a spell is not an activation (TW-R10).
 * Renewal resets it with a tower in play and otherwise takes 3 steps off (TW-R4); drafting mana
 * through a tower adds one step per card (TW-R9).
 */
import { RULE_OF_THREE } from './rules.ts';

export const drainPenalty = (steps: number): number => Math.floor(steps / RULE_OF_THREE);
export const costWithDrain = (baseCost: number, steps: number): number =>
  baseCost + drainPenalty(steps);
export const activate = (steps: number, times = 1): number => steps + times;
/** Renew & Reduce phase. A wizard in retreat reduces by 4 instead. */
export const renewDrain = (steps: number, towerInPlay: boolean, inRetreat = false): number =>
  towerInPlay && !inRetreat ? 0 : Math.max(0, steps - (inRetreat ? 4 : 3));
export const towerDraft = (steps: number, cards: number): number => steps + cards;
