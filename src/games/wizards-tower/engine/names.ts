/**
 * Names for the journal: the wizard, Allies, Quests and rivals, made from the seed text and
 * a serial number by hashing, so they cost nothing unless a journal is written and never
 * change the dice. Our own syllables and epithets.
 */
import { hashSeed } from '../../../lib/seed-text.ts';

const FIRST = [
  'Al',
  'Bel',
  'Cor',
  'Dra',
  'El',
  'Fen',
  'Gal',
  'Hal',
  'Is',
  'Jor',
  'Kel',
  'Lor',
  'Mor',
  'Nim',
  'Or',
  'Pel',
  'Quel',
  'Ros',
  'Syl',
  'Tam',
  'Ul',
  'Var',
  'Wen',
  'Yr',
  'Zan',
];
const MIDDLE = ['', '', 'a', 'e', 'i', 'o', 'an', 'en', 'ir', 'or', 'ul'];
const LAST = [
  'bric',
  'dain',
  'dric',
  'fen',
  'gar',
  'is',
  'ith',
  'mar',
  'mund',
  'nor',
  'ra',
  'rin',
  'ros',
  'thas',
  'wen',
  'wyn',
  'zar',
];

const WIZARD_TITLES = [
  'the Grey',
  'of the Seven Lamps',
  'the Unsleeping',
  'Ashcloak',
  'the Far-Seeing',
  'of the Salt Marsh',
  'Thornhand',
  'the Patient',
];
const RIVAL_TITLES = [
  'the Hollow Crown',
  'of the Black Spire',
  'the Ember Witch',
  'Bonewright',
  'the Drowned Sage',
  'of the Glass Keep',
  'the Pale Regent',
  'Stormcaller',
];
const ADVENTURERS = [
  'a sellsword',
  'a hedge knight',
  'a scout',
  'a tomb robber',
  'a healer',
  'a bowyer',
  'a wandering monk',
  'a smuggler',
];
/** What Manufacture makes: golems, the raised dead, bound spirits. */
const CREATIONS = [
  'a clockwork guard',
  'a bound imp',
  'a stone golem',
  'a risen knight',
  'a homunculus',
  'a straw man stitched with runes',
];
const QUEST_PLACES = [
  'the Sunken Library',
  'the Weeping Mine',
  'the Lantern Road',
  'the Barrow of Kings',
  'the Saltwind Isles',
  'the Mirror Fen',
  'the Iron Abbey',
  'the Hollow Hills',
  'the Ninefold Bridge',
  'the Ashen Orchard',
  'the Moth Caves',
  'the Frozen Ferry',
];
const QUEST_AIMS = ['Relic of', 'Secret of', 'Map to', 'Heart of', 'Key of', 'Echo of'];

function pick<T>(list: readonly T[], h: number): T {
  return list[h % list.length]!;
}

function hashOf(seed: string, kind: string, serial: number): number {
  return hashSeed(`${seed}\u0000${kind}\u0000${serial}`);
}

function personal(h: number): string {
  return pick(FIRST, h) + pick(MIDDLE, h >>> 5) + pick(LAST, h >>> 9);
}

export const wizardName = (seed: string): string => {
  const h = hashOf(seed, 'wizard', 0);
  return `${personal(h)} ${pick(WIZARD_TITLES, h >>> 14)}`;
};

export const rivalName = (seed: string, id: number): string => {
  const h = hashOf(seed, 'rival', id);
  return `${personal(h)} ${pick(RIVAL_TITLES, h >>> 14)}`;
};

/** A recruited adventurer, or (`made`) a creation of the wizard's own. */
export const allyName = (seed: string, serial: number, made = false): string => {
  const h = hashOf(seed, 'ally', serial);
  return `${personal(h)}, ${pick(made ? CREATIONS : ADVENTURERS, h >>> 14)}`;
};

export const questName = (seed: string, id: number): string => {
  const h = hashOf(seed, 'quest', id);
  return `the ${pick(QUEST_AIMS, h)} ${pick(QUEST_PLACES, h >>> 6)}`;
};
