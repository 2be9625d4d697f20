import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  checkAttack,
  resolveAttack,
  resolveDamage,
  type Fighter,
} from '../../../src/games/tower-wizwar/combat.ts';
import {
  DeckListError,
  parseDeckList,
  validateDeck,
} from '../../../src/games/tower-wizwar/deck.ts';
import {
  activate,
  costWithDrain,
  drainPenalty,
  renewDrain,
  towerDraft,
} from '../../../src/games/tower-wizwar/mana.ts';
import {
  DRAFT_CARDS,
  draftDeckSize,
  PLAY_MAP,
  TURN_PHASES,
} from '../../../src/games/tower-wizwar/rules.ts';
import { EXAMPLE_DECK_LIST } from '../../../src/games/tower-wizwar/examples.ts';

const card = (
  name: string,
  attack: number,
  might: number,
  spot: Fighter['spot'],
  extra: Partial<Fighter> = {},
): Fighter => ({ name, attack, might, spot, ...extra });
const byName = (r: ReturnType<typeof resolveAttack>, name: string) =>
  r.cards.find((c) => c.name === name)!;

describe('the fixed parts', () => {
  test('eleven spots: one tower, two juxtapose, three shield, five forward', () => {
    const count = (k: string) => PLAY_MAP.filter((s) => s.kind === k).length;
    expect([
      PLAY_MAP.length,
      count('tower'),
      count('juxtapose'),
      count('shield'),
      count('forward'),
    ]).toEqual([11, 1, 2, 3, 5]);
  });
  test('seven turn phases in order', () => {
    expect(TURN_PHASES.map((p) => p.name)).toEqual([
      'Stabilize',
      'Renew & Reduce',
      'Draft',
      'Cast',
      'Movement',
      'Attack',
      'Stabilize & Wound',
    ]);
  });
  test('draft deck: 1–2 bronze, 3–4 silver, 5–6 gold; 18 cards, 6 more per wizard beyond two', () => {
    expect(DRAFT_CARDS.map((c) => `${c.number}${c.coin[0]}`)).toEqual([
      '1b',
      '2b',
      '3s',
      '4s',
      '5g',
      '6g',
    ]);
    expect([draftDeckSize(2), draftDeckSize(3), draftDeckSize(4)]).toEqual([18, 24, 30]);
  });
});

describe('mana drain (rule of three, TW-R4)', () => {
  test('every three activations add 1 to costs, even for 0-cost effects', () => {
    expect([0, 2, 3, 5, 6].map(drainPenalty)).toEqual([0, 0, 1, 1, 2]);
    expect(costWithDrain(0, activate(2))).toBe(1);
  });
  test('renewal: to 0 with a tower, 3 steps back without, 4 in retreat; tower drafting adds a step per card', () => {
    expect(renewDrain(8, true)).toBe(0);
    expect(renewDrain(8, false)).toBe(5);
    expect(renewDrain(2, false)).toBe(0);
    expect(renewDrain(8, false, true)).toBe(4);
    expect(towerDraft(1, 3)).toBe(4);
  });
});

describe('attacks (worked examples)', () => {
  test('unblocked on the wizard: 15 damage is two Harms (one per full 7)', () => {
    const r = resolveAttack({
      attackers: [card('Imp', 8, 2, 'forward'), card('Drake', 7, 5, 'forward')],
      targetKind: 'wizard',
      blockers: [],
    });
    expect(r.attackDamage).toBe(15);
    expect(byName(r, 'The wizard')).toMatchObject({ damage: 15, harms: 2, expended: false });
    expect(r.counterDamage).toBe(0);
  });

  test('a blocked attack on the tower: lowest Might first, saturation gives a Harm, the rest moves on, then the counterattack', () => {
    const r = resolveAttack({
      attackers: [card('Ogre', 6, 4, 'forward'), card('Wisp', 2, 1, 'forward')],
      targetKind: 'tower',
      target: card('Spire', 0, 5, 'tower'),
      blockers: [card('Wall', 1, 3, 'shield'), card('Warden', 2, 2, 'shield', { guardian: true })],
    });
    // 8 damage: Warden (Might 2) soaks 2 → Harm; Wall (3) soaks 3 → Harm; Spire soaks the last 3 of 5 → no Harm.
    expect(byName(r, 'Warden')).toMatchObject({ damage: 2, harms: 1, expended: true });
    expect(byName(r, 'Wall')).toMatchObject({ damage: 3, harms: 1, expended: true });
    expect(byName(r, 'Spire')).toMatchObject({ damage: 3, harms: 0, expended: true });
    // Counter 3: Wisp (Might 1) soaks 1 → Harm; Ogre soaks 2 of 4.
    expect(r.counterDamage).toBe(3);
    expect(byName(r, 'Wisp')).toMatchObject({ damage: 1, harms: 1 });
    expect(byName(r, 'Ogre')).toMatchObject({ damage: 2, harms: 0, expended: true });
    expect(r.steps.join(' ')).toContain('lowest Might first');
  });

  test('Might 0 and Ephemeral blockers soak nothing (TW-R6); leftover after the target is lost (TW-R8)', () => {
    const r = resolveAttack({
      attackers: [card('Giant', 9, 6, 'forward')],
      targetKind: 'tower',
      target: card('Keep', 0, 4, 'tower'),
      blockers: [
        card('Mirror', 3, 0, 'shield'),
        card('Ghost', 1, 2, 'shield', { guardian: true, ephemeral: true }),
      ],
    });
    expect(byName(r, 'Mirror')).toMatchObject({ damage: 0, harms: 0, expended: true });
    expect(byName(r, 'Ghost')).toMatchObject({ returnedToHand: true, harms: 0 });
    expect(byName(r, 'Keep')).toMatchObject({ damage: 4, harms: 1 });
    expect(
      r.steps.some((s) => s.includes('5 damage is left over after the target and is lost')),
    ).toBe(true);
    expect(r.counterDamage).toBe(3); // the Ghost is back in hand; the Mirror still strikes
  });

  test('an Ephemeral or Might 0 target soaks nothing, and the steps say the damage is lost (TW-R6, TW-R8)', () => {
    for (const target of [
      card('Wisp', 1, 2, 'forward', { ephemeral: true }),
      card('Totem', 0, 0, 'forward'),
    ]) {
      const r = resolveAttack({
        attackers: [card('Ogre', 4, 3, 'forward')],
        targetKind: 'forward',
        target,
        blockers: [],
      });
      expect(byName(r, target.name)).toMatchObject({ damage: 0, harms: 0, expended: true });
      expect(r.steps.at(-1)).toBe('4 damage is left over after the target and is lost (TW-R8).');
    }
  });

  test('damage effects loop back: 6 damage on Might 3 is two Harms', () => {
    expect(resolveDamage(card('Golem', 2, 3, 'forward'), 6)).toEqual({ harms: 2, expended: true });
    expect(resolveDamage(card('Mist', 0, 0, 'forward'), 6)).toEqual({ harms: 0, expended: true });
  });

  test('illegal attacks are explained', () => {
    expect(
      checkAttack({
        attackers: [card('Sentry', 2, 2, 'shield')],
        targetKind: 'wizard',
        blockers: [],
      }),
    ).toEqual(['Sentry cannot attack from a shield spot; attacks come from Forward spots.']);
    expect(
      checkAttack({
        attackers: [card('A', 1, 1, 'forward')],
        targetKind: 'forward',
        target: card('B', 1, 1, 'forward'),
        blockers: [card('C', 1, 1, 'forward')],
      }),
    ).toEqual([
      'C cannot block. Against an attack on a Forward card, the one eligible blocker is a Guardian card in a Forward spot.',
    ]);
    expect(
      checkAttack({
        attackers: [card('A', 1, 1, 'forward')],
        targetKind: 'tower',
        target: card('T', 0, 5, 'tower'),
        blockers: [card('S', 1, 1, 'shield'), card('F', 1, 1, 'forward', { guardian: true })],
      }),
    ).toEqual([
      'Only one card blocks; others may join it only if they have Guardian and stand in Shield spots (TW-R5).',
    ]);
    expect(
      checkAttack({
        attackers: Array(6).fill(card('A', 1, 1, 'forward')),
        targetKind: 'wizard',
        blockers: [],
      })[0],
    ).toBe('Attackers: 6. The rule of five allows 1 to 5 in one attack.');
    expect(
      checkAttack({
        attackers: [card('Locus', 1, 1, 'forward', { ethereal: true })],
        targetKind: 'wizard',
        blockers: [],
      }),
    ).toEqual(['Locus cannot attack: an Ethereal card has no stat line to attack with.']);
  });

  test('property: damage is never created; harms at most one per card in attacks (TW-R7)', () => {
    const f = fc.record({
      attack: fc.integer({ min: 0, max: 9 }),
      might: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(
        fc.array(f, { minLength: 1, maxLength: 5 }),
        fc.array(f, { maxLength: 1 }),
        f,
        (att, blk, tgt) => {
          const r = resolveAttack({
            attackers: att.map((a, i) => card(`A${i}`, a.attack, a.might, 'forward')),
            targetKind: 'tower',
            target: card('T', tgt.attack, tgt.might, 'tower'),
            blockers: blk.map((b, i) => card(`B${i}`, b.attack, b.might, 'shield')),
          });
          const defenders = r.cards.filter((c) => c.side === 'defender');
          expect(defenders.reduce((n, c) => n + c.damage, 0)).toBeLessThanOrEqual(r.attackDamage);
          for (const c of r.cards) expect(c.harms).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('deck validator', () => {
  const legal = EXAMPLE_DECK_LIST;

  test('a legal deck passes, with its counts', () => {
    const report = validateDeck(parseDeckList(legal));
    expect(report.problems).toEqual([]);
    expect(report.counts).toEqual({
      total: 60,
      celestial: 6,
      orbital: 4,
      ritual: 5,
      creatures: 15,
      otherSpells: 30,
    });
    expect(report.towerTotal).toBe(9);
  });

  test('every broken rule is reported with the counts', () => {
    const report = validateDeck(
      parseDeckList(`5 Conjunction (celestial)
4 Tall Hat (orbital)
4 Blood Rite (ritual)
10 Ember Imp (minion, 5)
tower Spire (value 8, draft 6)
tower Hut (value 3, draft 2)`),
    );
    expect(report.legal).toBe(false);
    expect(report.problems).toEqual([
      'Cards in the deck of magic: 23, but a legal deck has exactly 60.',
      'Celestial cards: 5, but a legal deck has exactly 6.',
      'Ritual cards: 4, but a legal deck has exactly 5.',
      'Creature cards (minion, monster, demigod): 10, but a legal deck has 15 or more.',
      'Ember Imp costs 5 mana, but a minion costs 0 to 3.',
      'Spire is worth 8; a tower is worth 2 to 7.',
      'Spire drafts 6; a tower’s draft value is 2 to 5.',
      'The towers are worth 11 in all; the deck of towers must total 7 to 10 (TW-R1).',
    ]);
  });

  test('unreadable lines are named by number', () => {
    try {
      parseDeckList('6 Conjunction (celestial)\nthree imps\n2 Bolt (sorcery)');
      expect.unreachable();
    } catch (e) {
      expect((e as DeckListError).problems).toEqual([
        'Line 2 (“three imps”) is not “count name (type)” or “tower name (value N, draft N)”.',
        'Line 3: “sorcery” is not a card type (minion, monster, demigod, ritual, implement, artifact, locus, celestial, orbital).',
      ]);
    }
  });
});
