/**
 * Tower-WizWar: an Ethereal card is no target for an attack (TW-R12), and TW-R9 argues the
 * rule-of-three reading it turns down. The rules page's link to TW-R12 is checked on the built
 * page (tests/e2e/rules-fidelity.spec.ts).
 */
import { describe, expect, test } from 'vitest';
import { checkAttack } from '../../../src/games/tower-wizwar/combat.ts';
import { ruling } from '../../../src/games/tower-wizwar/rulings.ts';

describe('Ethereal cards are no attack target (TW-R12)', () => {
  test('TW-R12: the resolver refuses the target and names the ruling', () => {
    const problems = checkAttack({
      attackers: [{ name: 'Imp', attack: 2, might: 1, spot: 'forward' }],
      targetKind: 'shield',
      target: { name: 'Moonwell', attack: 0, might: 0, spot: 'shield', ethereal: true },
      blockers: [],
    });
    expect(problems).toEqual([
      'Moonwell is Ethereal: it has no Might to take the damage, so it cannot be attacked (TW-R12).',
    ]);
    expect(ruling('TW-R12').ruling).toMatch(/cannot be chosen as the target of an attack/);
  });
  test('TW-R9 argues the rule-of-three reading it turns down', () => {
    expect(ruling('TW-R9').source).toMatch(/rule of three/);
    expect(ruling('TW-R9').why).toMatch(/five would add 5/);
  });
});
