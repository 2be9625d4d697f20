/**
 * Tower-WizWar: the readings the design document left open (TW-R9 to TW-R11), pinned against the
 * rulings and the mana-drain model. The rules page citing them, and the facts it had dropped, are
 * checked on the built page (tests/e2e/rules-fidelity.spec.ts).
 */
import { describe, expect, test } from 'vitest';
import { costWithDrain, towerDraft } from '../../../src/games/tower-wizwar/mana.ts';
import { ruling } from '../../../src/games/tower-wizwar/rulings.ts';

describe('mana drain (TW-R9, TW-R10)', () => {
  test('each card drafted through a tower is one step: three make +1 cost, not +3', () => {
    expect(towerDraft(0, 3)).toBe(3);
    expect(costWithDrain(2, towerDraft(0, 3))).toBe(3);
    expect(ruling('TW-R9').ruling).toMatch(/one step/);
  });
  test('paying mana to cast is ruled not to move the track', () => {
    expect(ruling('TW-R10').ruling).toMatch(/Casting a spell.*does not move the track/);
  });
});

describe('celestial cards and Wounds (TW-R11)', () => {
  test('one Harm becomes one Wound when a celestial card is played, and nothing happens without Harm', () => {
    expect(ruling('TW-R11').ruling).toMatch(/when you play it/);
    expect(ruling('TW-R11').ruling).toMatch(/With no Harm on your wizard, nothing happens/);
  });
});
