/**
 * Every outcome band of every action, played through the engine with scripted dice, cards
 * and answers: the state after each result is what the outcome table (and its rulings) says.
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
import { gatherAllies } from '../../../src/games/wizards-tower/engine/gather-allies.ts';
import { maintainWards } from '../../../src/games/wizards-tower/engine/maintain-wards.ts';
import { research } from '../../../src/games/wizards-tower/engine/research.ts';
import {
  challengeTopCard,
  resolveQuests,
  questsGrowHarder,
} from '../../../src/games/wizards-tower/engine/quests.ts';
import { attackEnemyWizard } from '../../../src/games/wizards-tower/engine/attack-enemy-wizard.ts';
import {
  CREATE_RIVAL,
  MOVE_DONE,
  GATHER_DOMAIN,
  GATHER_RECRUIT,
  QUEST_FLEE,
  QUEST_ROLL,
  QUEST_TELEPORT,
  QUEST_WAIT,
  RESEARCH_DISCOVER,
  RESEARCH_IMPROVE,
  RESEARCH_MANUFACTURE,
  RESEARCH_REVEAL,
  INTO_TOWER,
} from '../../../src/games/wizards-tower/engine/decisions.ts';
import { current, currentFactor } from '../../../src/games/wizards-tower/engine/state.ts';
import type { WizardBuild } from '../../../src/games/wizards-tower/wizard-build.ts';

/** Research 3 for the research tables. */
const SCHOLAR: WizardBuild = {
  name: '',
  ratings: { wards: 2, research: 3, power: 2, allies: 2, domainControl: 1 },
  factors: { security: 1, prosperity: 1, loyalty: 1 },
  allyNames: [],
};

describe('Maintain Tower Wards (Wards 2, Tower Wards 2)', () => {
  test('Disaster: the Tower Wards collapse to 0 and the Rating drops by 1', () => {
    const r = rig(EVEN);
    r.dice = facesFor('disaster', 2);
    maintainWards(r.g, r.env);
    expect([r.g.towerWards, r.g.ratings.wards]).toEqual([0, 1]);
  });
  test('Extreme Fail: the Rating drops by 1; the Tower Wards stay within Rating + 1 (WT-R15)', () => {
    const r = rig(EVEN);
    r.g.towerWards = 3;
    r.dice = facesFor('extremeFail', 2);
    maintainWards(r.g, r.env);
    expect([r.g.towerWards, r.g.ratings.wards]).toEqual([2, 1]);
  });
  test('Normal Fail: nothing changes', () => {
    const r = rig(EVEN);
    r.g.towerWards = 1;
    r.dice = facesFor('fail', 2);
    maintainWards(r.g, r.env);
    expect([r.g.towerWards, r.g.ratings.wards]).toEqual([1, 2]);
  });
  test('Normal Success: the Tower Wards come back up to the Rating', () => {
    const r = rig(EVEN);
    r.g.towerWards = 0;
    r.dice = facesFor('success', 2);
    maintainWards(r.g, r.env);
    expect([r.g.towerWards, r.g.ratings.wards]).toEqual([2, 2]);
  });
  test('Extreme Success: Rating + 1, and never stacking (WT-R15)', () => {
    const r = rig(EVEN);
    r.dice = [...facesFor('extremeSuccess', 2), ...facesFor('extremeSuccess', 2)];
    maintainWards(r.g, r.env);
    expect(r.g.towerWards).toBe(3);
    maintainWards(r.g, r.env);
    expect([r.g.towerWards, r.g.ratings.wards]).toEqual([3, 2]);
  });
  test('Critical Success: Rating + 1 and the Rating MAY improve (a die above the current Rating)', () => {
    const r = rig(EVEN);
    r.dice = [...facesFor('critical', 2), 3];
    maintainWards(r.g, r.env);
    expect([r.g.towerWards, r.g.ratings.wards]).toEqual([3, 3]);
    const s = rig(EVEN);
    s.dice = [...facesFor('critical', 2), 2];
    maintainWards(s.g, s.env);
    expect(s.g.ratings.wards).toBe(2);
  });
});

describe('Research: Improve Your Ratings (Research 3)', () => {
  test('Disaster: a lasting loss, unless it leaves Research at 1 or 0 (WT-R4)', () => {
    const r = rig(SCHOLAR);
    r.answers = [RESEARCH_IMPROVE];
    r.dice = facesFor('disaster', 3);
    research(r.g, r.env);
    expect([r.g.ratings.research, current(r.g, 'research')]).toEqual([2, 2]);
    const s = rig(EVEN);
    s.answers = [RESEARCH_IMPROVE];
    s.dice = facesFor('disaster', 2);
    research(s.g, s.env);
    expect([s.g.ratings.research, current(s.g, 'research')]).toEqual([2, 1]);
  });
  test('Extreme Fail: Research down 1 for the month only', () => {
    const r = rig(SCHOLAR);
    r.answers = [RESEARCH_IMPROVE];
    r.dice = facesFor('extremeFail', 3);
    research(r.g, r.env);
    expect([r.g.ratings.research, current(r.g, 'research')]).toEqual([3, 2]);
  });
  test('Normal Fail: nothing', () => {
    const r = rig(SCHOLAR);
    r.answers = [RESEARCH_IMPROVE];
    r.dice = facesFor('fail', 3);
    research(r.g, r.env);
    expect(r.g.ratings).toEqual(SCHOLAR.ratings);
  });
  test('Normal, Extreme and Critical Success: 1, 2 and 3 different Ratings MAY improve (WT-R27)', () => {
    for (const [band, count] of [
      ['success', 1],
      ['extremeSuccess', 2],
      ['critical', 3],
    ] as const) {
      const r = rig(SCHOLAR);
      r.answers = [RESEARCH_IMPROVE, 0, 2, 4]; // Wards, then Power, then Domain Control
      r.dice = [...facesFor(band, 3), 6, 6, 6];
      research(r.g, r.env);
      const asked = r.asked.filter((a) => a.kind === 'improveRating');
      expect(asked).toHaveLength(count);
      // Each later question no longer offers a Rating already chosen.
      if (count > 1) expect(asked[1]!.options).not.toContain(0);
      expect(r.g.ratings.wards).toBe(3);
      expect(r.g.ratings.power).toBe(count >= 2 ? 3 : 2);
      expect(r.g.ratings.domainControl).toBe(count === 3 ? 2 : 1);
    }
  });
});

describe('Research: Manufacture (Research 3)', () => {
  test('Disaster and Extreme Fail cost Research as for Improve', () => {
    const r = rig(SCHOLAR);
    r.answers = [RESEARCH_MANUFACTURE];
    r.dice = facesFor('disaster', 3);
    research(r.g, r.env);
    expect(r.g.ratings.research).toBe(2);
    const s = rig(SCHOLAR);
    s.answers = [RESEARCH_MANUFACTURE];
    s.dice = facesFor('extremeFail', 3);
    research(s.g, s.env);
    expect([s.g.ratings.research, current(s.g, 'research')]).toEqual([3, 2]);
  });
  test('Normal Fail makes nothing; Normal Success one Ally in the Tower', () => {
    const r = rig(SCHOLAR);
    r.answers = [RESEARCH_MANUFACTURE, RESEARCH_MANUFACTURE];
    r.dice = [...facesFor('fail', 3), ...facesFor('success', 3)];
    research(r.g, r.env);
    expect(r.g.tower.allies).toBe(2);
    research(r.g, r.env);
    expect(r.g.tower.allies).toBe(3);
  });
  test('Extreme Success: one Ally, sent to a Quest if you like; Research MAY improve', () => {
    const r = rig(SCHOLAR);
    const q = addQuest(r, [card('5')], card('A', 'clubs'));
    r.answers = [RESEARCH_MANUFACTURE, 0];
    r.dice = [...facesFor('extremeSuccess', 3), 4];
    research(r.g, r.env);
    expect(r.asked.find((a) => a.kind === 'placeCreation')!.options).toEqual([INTO_TOWER, 0]);
    expect([q.allies, r.g.tower.allies, r.g.ratings.research]).toEqual([1, 2, 4]);
  });
  test('Critical Success: two Allies; Research MAY improve', () => {
    const r = rig(SCHOLAR);
    r.answers = [RESEARCH_MANUFACTURE];
    r.dice = [...facesFor('critical', 3), 1];
    research(r.g, r.env);
    expect([r.g.tower.allies, r.g.ratings.research]).toEqual([4, 3]);
  });
  test('With the items rule, a creation may be an item, which rolls only beside an Ally (WT-R28)', () => {
    const r = rig(SCHOLAR, { items: true });
    r.answers = [RESEARCH_MANUFACTURE, 1];
    r.dice = facesFor('success', 3);
    research(r.g, r.env);
    expect(r.g.tower).toEqual({ allies: 2, items: 1 });
  });
});

describe('Research: Discover a Quest and Reveal Quest Challenges (Research 3)', () => {
  test('Disaster: the Quest with fewest cards is abandoned on a die above its count, its Allies come home; Research down for the month', () => {
    const r = rig(SCHOLAR);
    const q = addQuest(r, [card('5')], card('A', 'clubs'), 1);
    addQuest(r, [card('6'), card('7')], card('2', 'clubs'));
    r.answers = [RESEARCH_DISCOVER];
    r.dice = [...facesFor('disaster', 3), 2];
    research(r.g, r.env);
    expect(r.g.quests).toHaveLength(1);
    expect(r.g.quests).not.toContain(q);
    expect(r.g.tower.allies).toBe(3);
    expect([r.g.ratings.research, current(r.g, 'research')]).toEqual([3, 2]);
    expect(sortedCards(r.g)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });
  test('Extreme Fail: each stack with a die at or above its count gains a face-down card (top or bottom); Research MAY drop for the month', () => {
    const r = rig(SCHOLAR);
    const a = addQuest(r, [card('5')], card('A', 'clubs'));
    const b = addQuest(r, [card('6'), card('7'), card('8')], card('2', 'clubs'));
    r.answers = [RESEARCH_REVEAL, 0];
    r.cards = [card('K', 'spades')];
    r.dice = [...facesFor('extremeFail', 3), 1, 2, 1];
    research(r.g, r.env);
    expect(cardsOf(a)).toEqual([card('K', 'spades'), card('5')]);
    expect(faceUpOf(a)[0]).toBe(false);
    expect(b.cards).toHaveLength(3);
    expect([r.g.ratings.research, current(r.g, 'research')]).toEqual([3, 2]);
  });
  test('Normal Success: a new Quest with its card face up and 1d6 challenges face down', () => {
    const r = rig(SCHOLAR);
    r.answers = [RESEARCH_DISCOVER];
    r.cards = [card('Q', 'diamonds')];
    r.dice = [...facesFor('success', 3), 4];
    research(r.g, r.env);
    expect(r.g.quests).toHaveLength(1);
    expect(r.g.quests[0]!.reward).toBe(card('Q', 'diamonds'));
    expect(r.g.quests[0]!.cards).toHaveLength(4);
    expect(faceUpOf(r.g.quests[0]!)).toEqual([false, false, false, false]);
  });
  test('Extreme Success: one Quest and Research MAY improve; Critical: two Quests and Research +1', () => {
    const r = rig(SCHOLAR);
    r.answers = [RESEARCH_DISCOVER];
    r.dice = [...facesFor('extremeSuccess', 3), 1, 4];
    research(r.g, r.env);
    expect([r.g.quests.length, r.g.ratings.research]).toEqual([1, 4]);
    const s = rig(SCHOLAR);
    s.answers = [RESEARCH_DISCOVER];
    s.dice = [...facesFor('critical', 3), 1, 2];
    research(s.g, s.env);
    expect([s.g.quests.length, s.g.ratings.research]).toEqual([2, 4]);
  });
  test('Reveal: a Normal Success turns up the top face-down card of one Quest; a Critical, of two', () => {
    const r = rig(SCHOLAR);
    const a = addQuest(r, [card('5'), card('6')], card('A', 'clubs'));
    const b = addQuest(r, [card('7')], card('2', 'clubs'));
    r.answers = [RESEARCH_REVEAL, 1];
    r.dice = facesFor('success', 3);
    research(r.g, r.env);
    expect([faceUpOf(a), faceUpOf(b)]).toEqual([[false, false], [true]]);
    // A Critical reveals on two different Quests: only one still has a hidden card.
    r.answers = [RESEARCH_REVEAL, 0];
    r.dice = facesFor('critical', 3);
    research(r.g, r.env);
    expect(faceUpOf(a)).toEqual([true, false]);
    expect(r.g.ratings.research).toBe(4);
  });
});

describe('Gather Allies', () => {
  test('Recruit: Disaster costs a Factor of your choice and the Allies Rating', () => {
    const r = rig(EVEN);
    r.answers = [GATHER_RECRUIT, 0];
    r.dice = facesFor('disaster', 2);
    gatherAllies(r.g, r.env);
    expect([r.g.factors.security, r.g.ratings.allies]).toEqual([1, 1]);
  });
  test('Recruit: Extreme Fail lowers a Factor for the month and the Allies Rating MAY drop', () => {
    const r = rig(EVEN);
    r.answers = [GATHER_RECRUIT, 0];
    r.dice = [...facesFor('extremeFail', 2), 1];
    gatherAllies(r.g, r.env);
    expect([r.g.factors.security, currentFactor(r.g, 'security'), r.g.ratings.allies]).toEqual([
      2, 1, 1,
    ]);
  });
  test('Recruit: Fail nothing, Success one Ally, Extreme one Ally and MAY improve, Critical two Allies', () => {
    const cases = [
      ['fail', 2, 2],
      ['success', 3, 2],
      ['extremeSuccess', 3, 3],
      ['critical', 4, 3],
    ] as const;
    for (const [band, allies, rating] of cases) {
      const r = rig(EVEN);
      r.answers = [GATHER_RECRUIT];
      r.dice = [...facesFor(band, 2), 6];
      gatherAllies(r.g, r.env);
      expect([r.g.tower.allies, r.g.ratings.allies], band).toEqual([allies, rating]);
    }
  });
  test('Improve your Domain: the target is named before the roll; each band as the table says', () => {
    const run = (
      band: Parameters<typeof facesFor>[0],
      target: number,
      extra: number[] = [],
      answers: number[] = [],
    ) => {
      const r = rig(EVEN);
      r.answers = [GATHER_DOMAIN, target, ...answers];
      r.dice = [...facesFor(band, 2), ...extra];
      gatherAllies(r.g, r.env);
      return r;
    };
    let r = run('disaster', 0, [], [0]);
    expect([r.g.factors.security, r.g.ratings.domainControl]).toEqual([1, 1]);
    r = run('extremeFail', 0, [1], [0]);
    expect([
      currentFactor(r.g, 'security'),
      r.g.factors.security,
      r.g.ratings.domainControl,
    ]).toEqual([1, 2, 1]);
    r = run('fail', 2);
    expect(r.g.factors).toEqual(EVEN.factors);
    r = run('success', 2, [2]); // Prosperity 1: a 2 beats it
    expect(r.g.factors.prosperity).toBe(2);
    r = run('extremeSuccess', 0);
    expect(r.g.ratings.domainControl).toBe(3);
    r = run('critical', 3, [6], [1]); // Loyalty +1, then Prosperity MAY improve
    expect([r.g.factors.loyalty, r.g.factors.prosperity]).toEqual([2, 2]);
    expect(r.asked.find((a) => a.kind === 'factorGain')!.options).toEqual([0, 1]);
  });
});

describe('Resolve Quests', () => {
  const quest = (r: ReturnType<typeof rig>, allies = 2) =>
    addQuest(r, [card('5'), card('6')], card('A', 'diamonds'), allies);
  test('Disaster: every Ally on the Quest is lost and the Allies Rating drops; the card stays', () => {
    const r = rig(EVEN);
    const q = quest(r);
    r.dice = facesFor('disaster', 2);
    challengeTopCard(r.g, r.env, q, 0);
    expect([q.allies, r.g.ratings.allies, q.cards.length]).toEqual([0, 1, 2]);
  });
  test('Extreme Fail: two Allies lost and the Rating MAY drop; Normal Fail: one Ally on a die at or under the Allies present (WT-R3)', () => {
    const r = rig(EVEN);
    const q = quest(r, 3);
    r.dice = [...facesFor('extremeFail', 3), 1];
    challengeTopCard(r.g, r.env, q, 0);
    expect([q.allies, r.g.ratings.allies]).toEqual([1, 1]);
    const s = rig(EVEN);
    const p = quest(s, 2);
    s.dice = [...facesFor('fail', 2), 2];
    challengeTopCard(s.g, s.env, p, 0);
    expect([p.allies, s.g.ratings.allies]).toEqual([1, 2]);
  });
  test('Success beats the card; Extreme also MAY improve Allies; Critical beats two cards and the Quest card gives its reward', () => {
    const r = rig(EVEN);
    const q = quest(r);
    r.dice = facesFor('success', 2);
    challengeTopCard(r.g, r.env, q, 0);
    expect(cardsOf(q)).toEqual([card('6')]);
    r.dice = [...facesFor('critical', 2)];
    challengeTopCard(r.g, r.env, q, 0);
    expect(r.g.quests).toHaveLength(0);
    expect(r.g.ratings.power).toBe(3); // Diamonds reward
    expect(r.g.ratings.allies).toBe(3);
    expect(r.g.tower.allies).toBe(4);
  });
  test('A Jack with one Ally leaves no dice: an automatic Normal Fail (WT-R2), and no Power is offered', () => {
    const r = rig(EVEN);
    const q = addQuest(r, [card('J')], card('A', 'clubs'), 1);
    r.dice = [6];
    expect(challengeTopCard(r.g, r.env, q, 0)).toBe('fail');
    expect(r.tests.at(-1)).toMatchObject({ dice: 0, faces: [], band: 'fail' });
    expect(r.asked.some((a) => a.kind === 'powerDie')).toBe(false);
  });
  test('Phase 7: Allies move out, face the top card; after a success they may wait; flee and teleport bring them home', () => {
    const r = rig(EVEN);
    const q = quest(r, 0);
    r.answers = [0, 0, QUEST_ROLL, QUEST_WAIT];
    r.dice = facesFor('success', 2);
    resolveQuests(r.g, r.env);
    expect([q.allies, r.g.tower.allies, q.cards.length]).toEqual([2, 0, 1]);
    expect(r.asked.filter((a) => a.kind === 'questAction').map((a) => a.options)).toEqual([
      [0, 1, 2],
      [0, 1, 2, 3],
    ]);
    r.answers = [QUEST_FLEE];
    r.dice = [3];
    resolveQuests(r.g, r.env);
    expect([q.allies, r.g.tower.allies]).toEqual([0, 2]);
    r.answers = [0, MOVE_DONE, QUEST_TELEPORT];
    resolveQuests(r.g, r.env);
    expect([q.allies, r.g.tower.allies, current(r.g, 'power')]).toEqual([0, 2, 1]);
  });
  test('Power dice are added one at a time after a roll, and the highest two are read again (WT-R14, WT-R21)', () => {
    const r = rig(EVEN);
    const q = quest(r);
    r.power = [1, 1];
    r.dice = [3, 2, 6, 5, 1];
    expect(challengeTopCard(r.g, r.env, q, 0)).toBe('extremeSuccess');
    expect(r.tests.at(-1)).toMatchObject({ dice: 2, faces: [3, 2, 6, 5], total: 11 });
    expect(current(r.g, 'power')).toBe(0);
  });
  test('Phase 9: a stack with no Allies grows on a die above its challenge count (WT-R19)', () => {
    const r = rig(EVEN);
    const a = quest(r, 0);
    const b = addQuest(r, [card('9')], card('2', 'spades'), 1);
    r.dice = [3];
    questsGrowHarder(r.g, r.env);
    expect([a.cards.length, b.cards.length]).toEqual([3, 1]);
  });
});

describe('Attack an Enemy Wizard with Power (Power 2)', () => {
  const rival = (r: ReturnType<typeof rig>) =>
    addQuest(r, [card('K'), card('2')], card('A', 'hearts'), 0, true);
  test('Disaster: Power drops and a face-down card goes on top of their stack (WT-R32)', () => {
    const r = rig(EVEN);
    const q = rival(r);
    r.answers = [0, 0];
    r.cards = [card('9', 'clubs')];
    r.dice = facesFor('disaster', 2);
    attackEnemyWizard(r.g, r.env);
    expect([r.g.ratings.power, cardsOf(q)[0], q.cards.length]).toEqual([1, card('9', 'clubs'), 3]);
  });
  test('Extreme Fail: Power MAY drop, a card is added; Normal Fail: nothing', () => {
    const r = rig(EVEN);
    const q = rival(r);
    r.answers = [0, 1, 0];
    r.dice = [...facesFor('extremeFail', 2), 6, ...facesFor('fail', 2)];
    attackEnemyWizard(r.g, r.env);
    expect([r.g.ratings.power, q.cards.length]).toEqual([2, 3]);
  });
  test('A King does not change the dice: a plain test (WT-R13); Critical beats two cards and raises Power (WT-R12)', () => {
    const r = rig(EVEN);
    rival(r);
    r.answers = [0, 1];
    r.dice = [...facesFor('success', 2), ...facesFor('critical', 2)];
    attackEnemyWizard(r.g, r.env);
    expect(r.tests.map((t) => t.dice)).toEqual([2, 2]);
    expect(r.g.quests).toHaveLength(0);
    expect([r.g.ratings.power, r.g.ratings.wards]).toEqual([3, 3]); // Critical +1 Power; Hearts reward +1 Wards
  });
  test('Extreme Success: Power MAY improve', () => {
    const r = rig(EVEN);
    rival(r);
    r.answers = [0, 0];
    r.dice = [...facesFor('extremeSuccess', 2), 5];
    attackEnemyWizard(r.g, r.env);
    expect(r.g.ratings.power).toBe(3);
  });
  test('A rival called up in phase 10 must be struck at least once', () => {
    const r = rig(EVEN);
    r.answers = [CREATE_RIVAL, 0];
    r.dice = [1, 1, ...facesFor('fail', 2)];
    attackEnemyWizard(r.g, r.env);
    expect(r.g.quests).toHaveLength(1);
    expect(r.tests).toHaveLength(1);
  });
});
