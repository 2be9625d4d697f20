/**
 * Points the source left open, ruled and pinned with scripted dice and answers: when Allies may
 * leave a Quest (WT-R20), Tower Wards lost "for this Month" (WT-R39), Allies during a Power
 * attack (WT-R41), a Power attack with no dice (WT-R42), a tie for a wasted search (WT-R43)
 * and items on the urgent Quest (WT-R44).
 */
import { describe, expect, test } from 'vitest';
import { addQuest, card, EVEN, facesFor, rig } from './engine-rig.ts';
import { playPhase } from '../../../src/games/wizards-tower/engine/month.ts';
import { playEvent } from '../../../src/games/wizards-tower/engine/events.ts';
import { attackEnemyWizard } from '../../../src/games/wizards-tower/engine/attack-enemy-wizard.ts';
import {
  NO_RIVAL,
  RESEARCH_DISCOVER,
  RESEARCH_REVEAL,
} from '../../../src/games/wizards-tower/engine/decisions.ts';
import { currentPower } from '../../../src/games/wizards-tower/engine/state.ts';
import { ruling } from '../../../src/games/wizards-tower/rulings.ts';

/** Plays phase `n` of the rig's game. */
function phase(r: ReturnType<typeof rig>, n: number): void {
  r.g.phase = n - 1;
  playPhase(r.g, r.env);
}

describe('WT-R20: Allies leave a Quest only in phase 7', () => {
  test('WT-R20: a Reveal in phase 3 turns the card up but asks nothing of the Allies on it', () => {
    const r = rig(EVEN);
    const q = addQuest(r, [card('K'), card('5')], card('2', 'clubs'), 2);
    r.g.tower.allies = 0;
    r.answers = [RESEARCH_REVEAL, 0];
    r.dice = facesFor('success', 2);
    phase(r, 3);
    expect(q.faceUp.at(-1)).toBe(true);
    expect(r.asked.map((a) => a.kind)).not.toContain('questAction');
    expect([q.allies, r.g.tower.allies]).toEqual([2, 0]);
    expect(ruling('WT-R20').ruling).toMatch(/In phase 7/);
  });
});

describe('WT-R39: lost Tower Wards wait for a Maintain Tower Wards success', () => {
  test('WT-R39: a new month does not mend them and a Normal Fail leaves them at 0; a success rebuilds them', () => {
    const r = rig(EVEN);
    r.g.towerWards = 0;
    r.dice = facesFor('fail', 2);
    phase(r, 1);
    expect(r.g.towerWards).toBe(0);
    r.dice = facesFor('success', 2);
    phase(r, 1);
    expect(r.g.towerWards).toBe(r.g.ratings.wards);
  });
});

describe('WT-R41 and WT-R42: the Power attack', () => {
  const rival = (r: ReturnType<typeof rig>, allies = 0) =>
    addQuest(r, [card('K'), card('2')], card('A', 'hearts'), allies, true);

  test('WT-R41: Allies at the rival add dice but lose nothing, even on a Disaster', () => {
    const r = rig(EVEN);
    const q = rival(r, 2);
    r.answers = [0, 0];
    r.dice = facesFor('disaster', 4);
    attackEnemyWizard(r.g, r.env);
    expect(r.tests[0]).toMatchObject({ dice: 4, band: 'disaster' });
    expect([q.allies, r.g.ratings.allies]).toEqual([2, EVEN.ratings.allies]);
  });

  test('WT-R42: with no Power left and no Ally there, a rival cannot be attacked and none can be called up', () => {
    const r = rig(EVEN);
    r.g.temp.power = r.g.ratings.power;
    attackEnemyWizard(r.g, r.env); // no rival in play
    rival(r);
    attackEnemyWizard(r.g, r.env);
    expect(r.asked.map((a) => a.options)).toEqual([[NO_RIVAL], [NO_RIVAL]]);
    expect(r.tests).toHaveLength(0);
  });

  test('WT-R42: Allies at the rival are enough to strike with no Power left', () => {
    const r = rig(EVEN);
    r.g.temp.power = r.g.ratings.power;
    rival(r, 1);
    r.answers = [NO_RIVAL];
    attackEnemyWizard(r.g, r.env);
    expect(r.asked[0]!.options).toEqual([NO_RIVAL, 0]);
  });

  test('WT-R42: a strike that leaves no Power and no Ally ends the attack without asking', () => {
    const r = rig(EVEN);
    r.g.temp.power = 1; // one Power left: one die
    const q = rival(r);
    r.answers = [0];
    r.cards = [card('9', 'clubs')];
    r.dice = [1]; // one die showing 1: a Disaster, Power 2 → 1, and 1 is spent: nothing left
    attackEnemyWizard(r.g, r.env);
    expect(currentPower(r.g)).toBe(0);
    expect(r.asked.map((a) => a.kind).filter((k) => k !== 'powerDie')).toEqual(['attackEnemy']);
    expect(q.cards).toHaveLength(3);
  });
});

describe('WT-R43: a tie for the Quest a wasted search hits', () => {
  test('WT-R43: the player picks among the tied Quests, Allies or not, and rivals are left out', () => {
    const r = rig(EVEN);
    addQuest(r, [card('9')], card('2', 'clubs'), 2);
    addQuest(r, [card('8')], card('3', 'clubs'), 0);
    addQuest(r, [card('7')], card('4', 'clubs'), 0, true);
    addQuest(r, [card('6'), card('5')], card('5', 'clubs'), 0);
    r.answers = [RESEARCH_DISCOVER, 1];
    r.dice = [...facesFor('disaster', 2), 6];
    phase(r, 3);
    expect(r.asked.find((a) => a.kind === 'questTie')!.options).toEqual([0, 1]);
    expect(r.g.quests.map((q) => q.reward)).toEqual([
      card('2', 'clubs'),
      card('4', 'clubs'),
      card('5', 'clubs'),
    ]);
  });
});

describe('WT-R44: the urgent Quest takes Allies, not items', () => {
  test('WT-R44: items stay in the Tower when event 2 sends Allies', () => {
    const r = rig(EVEN, { items: true });
    r.g.tower.items = 2;
    r.answers = [2];
    r.dice = [3];
    playEvent(r.g, r.env, 2, -1);
    const q = r.g.quests.at(-1)!;
    expect([q.allies, q.items]).toEqual([2, 0]);
    expect(r.g.tower).toEqual({ allies: 0, items: 2 });
  });
});
