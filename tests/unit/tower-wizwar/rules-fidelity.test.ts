/**
 * Issue 14, Tower-WizWar: the readings the design document left open (TW-R9 to TW-R11) and the
 * facts the rules page had dropped, pinned against the page and the mana-drain model.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { costWithDrain, towerDraft } from '../../../src/games/tower-wizwar/mana.ts';
import { ruling } from '../../../src/games/tower-wizwar/rulings.ts';

const rules = readFileSync(
  new URL('../../../content/tower-wizwar/rules.mdx', import.meta.url),
  'utf8',
);
const flat = rules.replace(/\s+/g, ' ');

describe('mana drain (TW-R9, TW-R10)', () => {
  test('each card drafted through a tower is one step: three make +1 cost, not +3', () => {
    expect(towerDraft(0, 3)).toBe(3);
    expect(costWithDrain(2, towerDraft(0, 3))).toBe(3);
    expect(ruling('TW-R9').ruling).toMatch(/one step/);
  });
  test('paying mana to cast is ruled, and the page cites both rulings', () => {
    expect(ruling('TW-R10').ruling).toMatch(/Casting a spell.*does not move the track/);
    expect(rules).toMatch(/#tw-r9/);
    expect(rules).toMatch(/#tw-r10/);
  });
});

describe('celestial cards and Wounds (TW-R11)', () => {
  test('one Harm becomes one Wound when a celestial card is played, and nothing happens without Harm', () => {
    expect(ruling('TW-R11').ruling).toMatch(/when you play it/);
    expect(ruling('TW-R11').ruling).toMatch(/With no Harm on your wizard, nothing happens/);
    expect(rules).toMatch(/#tw-r11/);
  });
});

describe('wording the page had lost', () => {
  test('only celestial cards trigger when drawn face up', () => {
    expect(flat).not.toMatch(/orbital cards that trigger when drawn face up/);
    expect(flat).toMatch(/Only the celestial cards trigger/);
  });
  test('three expansion packs for each element', () => {
    expect(flat).toMatch(/three elemental expansion packs for each of Air, Earth, Fire and Water/);
  });
  test('the retreat summary: a refused cast ends the cast phase and spends no mana; ten mana cards means discarding two', () => {
    expect(flat).toMatch(/costs the retreating wizard no mana/);
    expect(flat).toMatch(/their cast phase ends/);
    expect(flat).toMatch(/ten or more cards in the mana pool discards two/);
  });
  test('the deck of magic is endless', () => {
    expect(flat).toMatch(/calls this deck endless/);
  });
});

describe('Ethereal cards are no attack target (TW-R12)', () => {
  test('the resolver refuses the target and names the ruling; the page cites it', async () => {
    const { checkAttack } = await import('../../../src/games/tower-wizwar/combat.ts');
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
    expect(rules).toMatch(/#tw-r12/);
  });
  test('TW-R9 argues the rule-of-three reading it turns down', () => {
    expect(ruling('TW-R9').source).toMatch(/rule of three/);
    expect(ruling('TW-R9').why).toMatch(/five would add 5/);
  });
});
