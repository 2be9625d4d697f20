/**
 * The event roll and all six events, the tower attack wave by wave (defence order, the
 * ladder, the Domain's muster, the army and spell attack, a rival's losses, the King in
 * person) and death, with scripted dice, cards and answers.
 */
import { describe, expect, test } from 'vitest';
import {
  addQuest,
  card,
  cardsOf,
  EVEN,
  faceUpOf,
  facesFor,
  rig,
  sortedCards,
} from './engine-rig.ts';
import { eventPhase, playEvent } from '../../../src/games/wizards-tower/engine/events.ts';
import { isDead, towerAttack } from '../../../src/games/wizards-tower/engine/tower-defence.ts';
import { NEW_CARDS, NO_RIVAL } from '../../../src/games/wizards-tower/engine/decisions.ts';
import { current, currentFactor } from '../../../src/games/wizards-tower/engine/state.ts';
import { startOfMonth } from '../../../src/games/wizards-tower/engine/month.ts';
import { research } from '../../../src/games/wizards-tower/engine/research.ts';
import type { WizardBuild } from '../../../src/games/wizards-tower/wizard-build.ts';
import { fraction, toFractionString } from '../../../src/lib/fraction.ts';
import { EVENT_CHANCES, eventChance } from '../../../src/games/wizards-tower/events.ts';

const DOMAIN: WizardBuild = {
  name: '',
  ratings: { wards: 2, research: 1, power: 2, allies: 1, domainControl: 3 },
  factors: { security: 1, prosperity: 2, loyalty: 2 },
  allyNames: [],
};

describe('event rolls', () => {
  test('an event happens when the lowest die is at or under the phase number; each rival with no Allies adds a die', () => {
    const r = rig(EVEN);
    r.dice = [5];
    expect(eventPhase(r.g, r.env, 2)).toBe(0);
    r.dice = [4, 5, ...facesFor('success', 2)]; // 4: an event in phase 2; 5: research challenged
    expect(eventPhase(r.g, r.env, 2)).toBe(5);
    r.dice = [2];
    expect(eventPhase(r.g, r.env, 8)).toBe(0); // the fourth event needs a 1
    const rival = addQuest(r, [card('5')], card('A'), 0, true);
    r.dice = [6, 1, 5, ...facesFor('success', 2)];
    expect(eventPhase(r.g, r.env, 8)).toBe(5);
    expect(r.journal.at(-2)!.text).toMatch(/the work of/);
    rival.allies = 1; // attended: no extra die
    r.dice = [6];
    expect(eventPhase(r.g, r.env, 8)).toBe(0);
  });

  test('the event roll happens with the exact chance the rules give, a die more per unattended rival', () => {
    /** Plays every face of the event dice through the engine's roll; counts the events. */
    const chance = (phase: number, rivals: number): string => {
      const dice = 1 + rivals;
      let events = 0;
      for (let k = 0; k < 6 ** dice; k++) {
        const r = rig(EVEN);
        for (let i = 0; i < rivals; i++)
          addQuest(r, [card('5', 'clubs') + i], card('A', 'clubs') + i, 0, true);
        r.dice = Array.from({ length: dice }, (_, i) => (Math.floor(k / 6 ** i) % 6) + 1);
        // An event goes on to roll which event: the rig has no die left for it.
        try {
          expect(eventPhase(r.g, r.env, phase)).toBe(0);
        } catch (e) {
          expect((e as Error).message).toMatch(/for eventType/);
          events++;
        }
      }
      return toFractionString(fraction(BigInt(events), BigInt(6 ** dice)));
    };
    expect([2, 4, 6, 8].map((phase) => chance(phase, 0))).toEqual(['2/3', '1/2', '1/3', '1/6']);
    expect(chance(2, 1)).toBe('8/9');
    expect(chance(8, 2)).toBe('91/216');
    // The formula the kits' quick reference prints agrees with the engine, phase by phase.
    for (const { phase, eventOn } of EVENT_CHANCES)
      for (const rivals of [0, 1, 2])
        expect(toFractionString(eventChance(eventOn, rivals)), `phase ${phase}, ${rivals}`).toBe(
          chance(phase, rivals),
        );
  });

  test('event 2: an urgent Quest, Allies sent at once, then 1d6 face-down cards; with no Ally in the Tower it is made all the same (WT-R10)', () => {
    const r = rig(EVEN);
    r.answers = [2];
    r.dice = [3];
    playEvent(r.g, r.env, 2, -1);
    expect(r.g.quests[0]).toMatchObject({ allies: 2 });
    expect(r.g.quests[0]!.cards).toHaveLength(3);
    expect(r.asked.find((a) => a.kind === 'urgentAllies')!.options).toEqual([1, 2]);
    r.dice = [1];
    playEvent(r.g, r.env, 2, -1);
    expect(r.g.quests[1]!.allies).toBe(0);
  });

  test('event 3: the Quest with fewest cards (then most Allies) gains a face-up card on top, faced at once by its Allies (WT-R30)', () => {
    const r = rig(EVEN);
    addQuest(r, [card('5'), card('6')], card('A'));
    const a = addQuest(r, [card('7')], card('2'), 0);
    const b = addQuest(r, [card('8')], card('3'), 2);
    r.cards = [card('K', 'clubs')];
    r.dice = [1]; // the King leaves 2 − 3 dice: automatic Disaster, no dice; this die is unused
    playEvent(r.g, r.env, 3, -1);
    expect(a.cards).toHaveLength(1);
    expect(cardsOf(b)[0]).toBe(card('K', 'clubs'));
    expect(faceUpOf(b)[0]).toBe(true);
    expect(b.allies).toBe(0); // King: automatic Disaster
    expect(r.asked.some((x) => x.kind === 'questAction')).toBe(false);
  });

  test('event 3 with no Quest does nothing (WT-R10)', () => {
    const r = rig(EVEN);
    playEvent(r.g, r.env, 3, -1);
    expect(r.g.quests).toHaveLength(0);
    expect(sortedCards(r.g)).toHaveLength(52);
  });

  test('event 4: the suit names the Factor, the rank sets the dice (WT-R26); defending results (WT-R11)', () => {
    const r = rig(EVEN);
    r.cards = [card('A', 'spades')]; // Security 2 + 2 Advantages = 4 dice
    r.dice = facesFor('disaster', 4);
    playEvent(r.g, r.env, 4, -1);
    expect(r.tests.at(-1)).toMatchObject({ action: 'domainIssue', dice: 4 });
    expect(r.g.factors.security).toBe(1);
    r.cards = [card('5', 'spades')];
    r.dice = [3]; // one die: 3 is an Extreme Fail (WT-R1)
    playEvent(r.g, r.env, 4, -1);
    expect(currentFactor(r.g, 'security')).toBe(1); // WT-R5: a loss for the month stops at 1
    const s = rig(DOMAIN);
    s.cards = [card('5', 'hearts')]; // Hearts: Loyalty 2
    s.dice = [...facesFor('fail', 2), 1];
    playEvent(s.g, s.env, 4, -1);
    expect(s.g.factors.loyalty).toBe(1);
    s.cards = [card('5', 'clubs')];
    s.answers = [1]; // Clubs: the player picks Prosperity
    s.dice = facesFor('success', 2);
    playEvent(s.g, s.env, 4, -1);
    expect(s.tests.at(-1)!.dice).toBe(2);
    expect(s.g.factors.prosperity).toBe(2);
    expect(sortedCards(s.g)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  test('event 5: Research defends; a Disaster leaving 1 is temporary (WT-R4, WT-R11)', () => {
    const r = rig(EVEN);
    r.dice = facesFor('disaster', 2);
    playEvent(r.g, r.env, 5, -1);
    expect([r.g.ratings.research, current(r.g, 'research')]).toEqual([2, 1]);
    startOfMonth(r.g);
    expect(current(r.g, 'research')).toBe(2);
  });

  test('event 6: a rival: Power cards, Wards cards on top, a face-up reward beneath (WT-R13)', () => {
    const r = rig(EVEN);
    r.dice = [2, 3];
    playEvent(r.g, r.env, 6, -1);
    const q = r.g.quests[0]!;
    expect(q.enemy).toBe(true);
    expect(q.cards).toHaveLength(5);
    expect(sortedCards(r.g)).toHaveLength(52);
  });

  test('yearly escalation: one more card per full year on Quests and rival stacks (WT-R16)', () => {
    const r = rig(EVEN);
    r.g.month = 25; // year 3
    r.dice = [1, 1];
    playEvent(r.g, r.env, 6, -1);
    expect(r.g.quests[0]!.cards).toHaveLength(6);
  });
});

describe('tower attacks', () => {
  test('a spell: Tower Wards first, then Power, each later roll one step easier (WT-R7, WT-R8); wards at 0 are passed over (WT-R36)', () => {
    const r = rig(EVEN);
    r.cards = [card('K', 'clubs'), card('5', 'clubs'), card('A', 'clubs')];
    // type 2 (spell); wave 1 King: Tower Wards 2 − 3 → automatic Disaster; Power 2 − 2 → automatic Disaster
    // wave 2 (a 5): Tower Wards now 0 → passed over, no step down the ladder; Power (now 1) 1 die: a 6 is a Normal Fail
    // wave 3 (Ace: 1 Advantage): Tower Wards passed over; Power 1 + 1 Advantage = 2 dice: success
    r.dice = [2, 6, ...facesFor('success', 2)];
    towerAttack(r.g, r.env, NO_RIVAL);
    expect(r.tests.map((t) => [t.dice, t.band])).toEqual([
      [0, 'disaster'],
      [0, 'disaster'],
      [1, 'fail'],
      [2, 'success'],
    ]);
    expect([r.g.towerWards, r.g.ratings.wards, r.g.ratings.power]).toEqual([0, 1, 1]);
    expect(sortedCards(r.g)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  test('hostile Allies: the player picks Allies or Tower Wards; a Normal Fail with Allies MAY cost an Ally (WT-R25)', () => {
    const r = rig(EVEN);
    r.cards = [card('5', 'clubs'), card('6', 'clubs'), card('7', 'clubs')];
    r.answers = [1, 1, 1]; // 'allies' each wave
    // wave 1: Allies 2 dice fail, loss die 2 ≤ 2: one lost; Power 2 + 1 Advantage: success
    // waves 2 and 3: Allies 1 die (5: a fail), loss die 6: none lost; Power 3 dice: success
    r.dice = [3, 3, 3, 2, 4, 5, 1, 5, 6, 4, 5, 1, 5, 6, 4, 5, 1];
    towerAttack(r.g, r.env, NO_RIVAL);
    expect(r.asked.filter((a) => a.kind === 'defence')[0]!.options).toEqual([1, 0]);
    expect(r.g.tower.allies).toBe(1);
  });

  test('an army: the Domain musters on a die under Loyalty + Prosperity (WT-R18, WT-R24); it refuses when they total 2', () => {
    const r = rig(DOMAIN);
    r.cards = [card('5', 'clubs'), card('6', 'clubs'), card('7', 'clubs')];
    r.answers = [2, 2, 2]; // 'domain' each wave
    // waves 1 and 2: muster 3 < 4, Advantage: Security 1 + 1 = 2 dice, success
    // wave 3: muster 5, Disadvantage: no dice, automatic Disaster; then Power one step easier: 3 dice
    r.dice = [4, 3, 4, 5, 3, 4, 5, 5, 4, 5, 1];
    towerAttack(r.g, r.env, NO_RIVAL);
    expect(r.tests.map((t) => t.dice)).toEqual([2, 2, 0, 3]);
    expect([
      r.g.factors.security,
      r.g.factors.prosperity,
      r.g.factors.loyalty,
      r.g.ratings.domainControl,
    ]).toEqual([1, 1, 1, 2]);
    const s = rig(EVEN); // Loyalty 1 + Prosperity 1 = 2: Security will not fight
    s.cards = [card('5', 'clubs'), card('6', 'clubs'), card('7', 'clubs')];
    s.answers = [2, 2, 2];
    s.dice = [4, 6, 4, 5, 1, 6, 4, 5, 1, 6, 4, 5, 1];
    towerAttack(s.g, s.env, -1);
    expect(s.tests[0]).toMatchObject({ dice: 0, band: 'disaster' });
  });

  test('an army and a spell: Domain and Tower Wards both roll at the same step; the better success counts (WT-R23)', () => {
    const r = rig(DOMAIN);
    r.cards = [card('5', 'clubs'), card('6', 'clubs'), card('7', 'clubs')];
    // wave 1: muster 1 (Advantage) → Security 2 dice: Normal Fail; Tower Wards 2 dice: success
    r.dice = [6, 1, 3, 3, 4, 5, 1, 4, 5, 1, 1, 1, 6, 6];
    towerAttack(r.g, r.env, NO_RIVAL);
    // wave 3: Tower Wards are down to 0, so only the Domain rolls (WT-R36)
    expect(r.tests.map((t) => t.band)).toEqual([
      'fail',
      'success',
      'success',
      'disaster',
      'critical',
    ]);
    // The wave 2 Wards Disaster still cost, though the Domain held; a Critical beat the last wave and no more.
    expect([r.g.towerWards, r.g.ratings.wards]).toEqual([0, 1]);
  });

  test('a rival behind the attack loses 1, 2 or 3 cards; beaten waves from their stack count toward it (WT-R22)', () => {
    const r = rig(EVEN);
    const rival = addQuest(
      r,
      [
        card('2', 'spades'),
        card('3', 'spades'),
        card('4', 'spades'),
        card('5', 'spades'),
        card('6', 'spades'),
        card('7', 'spades'),
      ],
      card('A', 'diamonds'),
      0,
      true,
    );
    r.answers = [0]; // waves from the rival's stack
    r.dice = [2, 5, 6, 3, 3, 3, 3, 1, 4, 5];
    towerAttack(r.g, r.env, NO_RIVAL);
    // wave 1 (2♠) Extreme: it counts as one, and 5♠ comes off the top; wave 2 (3♠) gets through: back on top;
    // wave 3 (4♠) Normal Success: it counts as the one card.
    expect(cardsOf(rival)).toEqual([card('3', 'spades'), card('6', 'spades'), card('7', 'spades')]);
    expect(sortedCards(r.g)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  test('a King beaten with an Extreme Success means the rival came in person: their reward, and they are gone', () => {
    const r = rig(EVEN);
    const rival = addQuest(
      r,
      [card('2', 'spades'), card('3', 'spades'), card('4', 'spades'), card('5', 'spades')],
      card('A', 'hearts'),
      1,
      true,
    );
    r.answers = [NEW_CARDS, 0]; // new cards; name the rival
    r.cards = [card('K', 'clubs'), card('5', 'clubs'), card('6', 'clubs')];
    r.power = [1, 0];
    // King: Tower Wards 4 − 3 Disadvantages = 1 die (a 5), then a Power die (a 6): 11, Extreme Success
    r.g.ratings.wards = 3;
    r.g.towerWards = 4;
    r.dice = [2, 5, 6, 4, 5, 1, 1, 4, 5, 1, 1];
    towerAttack(r.g, r.env, NO_RIVAL);
    expect(r.g.quests).not.toContain(rival);
    expect(r.g.ratings.wards).toBe(4); // Hearts reward
    expect(r.g.tower.allies).toBe(3); // their Ally came home
    expect(sortedCards(r.g)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  test('death: Tower Wards, Research and Power all at 0 during an attack (WT-R9); the other reading never kills', () => {
    for (const deathRule of ['towerWards', 'wardsRating'] as const) {
      const r = rig(EVEN, { deathRule });
      r.g.towerWards = 0;
      r.g.temp.research = 2;
      r.g.temp.power = 1; // one Power left
      r.cards = [card('5', 'clubs'), card('6', 'clubs'), card('7', 'clubs')];
      // A spell: Wards at 0 are passed over (WT-R36); Power 1 die: a 1 → Disaster, Power Rating 2 → 1, current 0
      r.dice = [2, 1, 1, 1, 1];
      towerAttack(r.g, r.env, NO_RIVAL);
      if (deathRule === 'towerWards') {
        expect(isDead(r.g)).toBe(true);
        expect(r.g.death).toMatchObject({ attack: 'A spell' });
        expect(sortedCards(r.g)).toEqual(Array.from({ length: 52 }, (_, i) => i));
        // The journal's last entry tells of the death, naming the attack.
        expect(r.journal.at(-1)!.text).toMatch(
          /^Here the journal ends\..* fell to a spell in the /,
        );
      } else {
        expect(r.g.death).toBeNull();
        expect(r.journal.some((e) => e.text.startsWith('Here the journal ends'))).toBe(false);
      }
    }
  });
});

describe('rulings found while building the engine', () => {
  test('WT-R29: with every card in play, a draw gives nothing and no Quest is made', () => {
    const r = rig(EVEN);
    const all = [...r.g.deck.draw];
    addQuest(r, all.slice(1), all[0]!);
    r.dice = [3];
    playEvent(r.g, r.env, 2, -1);
    expect(r.g.quests).toHaveLength(1);
    expect(sortedCards(r.g)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  test('WT-R31: an attack brought by a rival’s die has that rival behind it, and a beaten wave costs them a card', () => {
    const r = rig(EVEN);
    const rival = addQuest(
      r,
      [card('2', 'spades'), card('3', 'spades'), card('4', 'spades'), card('5', 'spades')],
      card('A', 'hearts'),
      0,
      true,
    );
    // Own die 6, the rival's die 1: an event in the fourth phase, caused by the rival; event 1, a spell.
    r.answers = [NEW_CARDS];
    r.cards = [card('5', 'clubs'), card('6', 'clubs'), card('7', 'clubs')];
    r.dice = [6, 1, 1, 2, 4, 5, 4, 5, 4, 5];
    expect(eventPhase(r.g, r.env, 8)).toBe(1);
    expect(r.asked.some((a) => a.kind === 'attackRival')).toBe(false);
    expect(cardsOf(rival)).toEqual([card('5', 'spades')]);
  });

  test('WT-R33: a MAY roll compares the die with the current value, temporary losses included', () => {
    const r = rig(EVEN);
    r.g.ratings.research = 3;
    r.g.temp.research = 1; // Research 3, current 2: a 3 now beats it
    r.answers = [0, 1]; // Improve Your Ratings; try Research
    r.dice = [4, 5, 3];
    research(r.g, r.env);
    expect(r.g.ratings.research).toBe(4);
  });
});
