import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { checkAttack, mayBlock, type Fighter } from '../../../src/games/tower-wizwar/combat.ts';
import { validateDeck, type DeckList } from '../../../src/games/tower-wizwar/deck.ts';
import {
  celestialTower,
  playOrbital,
  type MapCard,
} from '../../../src/games/tower-wizwar/non-spell.ts';
import { SPOT_KINDS, TOWER_RULES } from '../../../src/games/tower-wizwar/rules.ts';
import { GLOSSARY } from '../../../src/games/tower-wizwar/glossary.ts';
import { ruling } from '../../../src/games/tower-wizwar/rulings.ts';
import { gameById } from '../../../src/games/index.ts';

const card = (name: string, spot: Fighter['spot'], extra: Partial<Fighter> = {}): Fighter => ({
  name,
  attack: 1,
  might: 2,
  spot,
  ...extra,
});

describe('TW-R13: a card in a Juxtapose spot never blocks, Guardian or not', () => {
  test('no target lets a Juxtapose card block, with or without Guardian', () => {
    for (const targetKind of ['forward', 'shield', 'tower', 'wizard'] as const)
      for (const guardian of [false, true])
        expect(mayBlock(card('Hat', 'juxtapose', { guardian }), targetKind)).toBe(false);
  });
  test('Guardian still blocks from Shield and Forward spots', () => {
    expect(mayBlock(card('Warden', 'shield', { guardian: true }), 'shield')).toBe(true);
    expect(mayBlock(card('Knight', 'forward', { guardian: true }), 'tower')).toBe(true);
  });
  test('the combat tool refuses the block and names the ruling', () => {
    const problems = checkAttack({
      attackers: [card('Ogre', 'forward')],
      targetKind: 'tower',
      target: card('Spire', 'tower'),
      blockers: [card('Owl', 'juxtapose', { guardian: true })],
    });
    expect(problems).toEqual([
      'Owl cannot block: nothing in a Juxtapose spot blocks, Guardian or not (TW-R13).',
    ]);
  });
  test('the spot table, the glossary and the ruling say the same', () => {
    expect(SPOT_KINDS.juxtapose.block).toMatch(/^never, Guardian or not \(TW-R13\)/);
    const guardian = GLOSSARY.terms.find((t) => t.id === 'guardian')!;
    expect(guardian.definition).toMatch(/Juxtapose spot never blocks, Guardian or not/);
    expect(guardian.rulings).toContain('TW-R13');
    expect(ruling('TW-R13').ruling).toMatch(/never blocks, Guardian or not/);
  });
  test('the quick reference’s play-map table says Juxtapose never blocks', () => {
    const text = JSON.stringify(gameById('tower-wizwar').kit.quickReference());
    expect(text).toContain('never, Guardian or not (TW-R13)');
  });
});

describe('TW-R1: a deck of towers holds two to five towers', () => {
  const towers = (values: number[]): DeckList => ({
    cards: [],
    towers: values.map((value, i) => ({ name: `T${i + 1}`, value, draft: 2 })),
  });
  const towerProblems = (values: number[]) =>
    validateDeck(towers(values)).problems.filter((p) => /tower/i.test(p));

  test('five is the most a legal total allows, so the limit is five', () => {
    expect(TOWER_RULES.cardsMax).toBe(Math.floor(TOWER_RULES.totalMax / TOWER_RULES.valueMin));
    expect(towerProblems([2, 2, 2, 2, 2])).toEqual([]);
  });
  test('six towers are refused with the reason', () => {
    expect(towerProblems([2, 2, 2, 2, 2, 2])).toContain(
      'Towers: 6, but a deck of towers holds 2 to 5 (6 towers are worth at least 12, over the 10 allowed; TW-R1).',
    );
  });
  test('property: any deck of towers that passes holds 2 to 5 cards', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 7 }), { maxLength: 8 }), (values) => {
        const passes = towerProblems(values).length === 0;
        return !passes || (values.length >= 2 && values.length <= 5);
      }),
    );
  });
  test('the ruling says five and why six cannot be', () => {
    expect(ruling('TW-R1').ruling).toMatch(/two to five towers.*add up to 12/);
  });
});

describe('TW-R14: a played orbital goes into a Juxtapose spot', () => {
  const hat: MapCard = { name: 'Hat', spell: false };
  const imp: MapCard = { name: 'Imp', spell: true };
  const cap: MapCard = { name: 'Cap', spell: false };
  test('it takes the first empty spot and displaces nothing', () => {
    expect(playOrbital([imp, null], hat)).toEqual({ spots: [imp, hat], displaced: null });
  });
  test('with both spots taken it replaces the chosen card: a spell to the discard, a non-spell to the Aether', () => {
    expect(playOrbital([imp, cap], hat, 0)).toEqual({
      spots: [hat, cap],
      displaced: { card: imp, to: 'discard' },
    });
    expect(playOrbital([imp, cap], hat, 1).displaced).toEqual({ card: cap, to: 'aether' });
  });
  test('with both spots taken and no choice given, it asks which', () => {
    expect(() => playOrbital([imp, cap], hat)).toThrow(/TW-R14/);
  });
});

describe('TW-R15: a celestial card brings the top tower', () => {
  test('the top tower comes in; the old one goes under the stack', () => {
    expect(celestialTower(['Keep', 'Spire', 'Hall'], 'Old')).toEqual({
      inPlay: 'Keep',
      stack: ['Spire', 'Hall', 'Old'],
      ascension: false,
    });
  });
  test('with no tower in play the stack just shrinks', () => {
    expect(celestialTower(['Keep'], null)).toEqual({ inPlay: 'Keep', stack: [], ascension: false });
  });
  test('an empty stack keeps the tower in play, and with none in play the wizard ascends', () => {
    expect(celestialTower([], 'Old')).toEqual({ inPlay: 'Old', stack: [], ascension: false });
    expect(celestialTower<string>([], null).ascension).toBe(true);
  });
});
