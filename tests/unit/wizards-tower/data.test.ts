import { describe, it, expect } from 'vitest';
import {
  RANKS, SUITS, SUIT_REWARDS, questCardDifficulty, towerAttackCardDifficulty,
  ACTIONS, actionOutcomes, BAND_IDS, PHASES, EVENTS, ATTACK_TYPES, describeDefences, domainMuster,
  RULINGS, ruling, rulingHref, RATINGS, START_EXTRA_POINTS, START_MAX,
} from '../../../src/games/wizards-tower/index.ts';

describe('quest cards', () => {
  it('rank sets the difficulty', () => {
    const table = Object.fromEntries(RANKS.map((r) => [r, questCardDifficulty(r)]));
    expect(table.A).toEqual({ advantages: 2, disadvantages: 0, zeroDiceResult: 'disaster' });
    for (const r of ['2', '3', '4'] as const) expect(table[r]).toMatchObject({ advantages: 1, disadvantages: 0 });
    for (const r of ['5', '6', '7', '8', '9', '10'] as const) expect(table[r]).toMatchObject({ advantages: 0, disadvantages: 0 });
    expect(table.J).toEqual({ advantages: 0, disadvantages: 1, zeroDiceResult: 'fail' });
    expect(table.Q).toEqual({ advantages: 0, disadvantages: 2, zeroDiceResult: 'extremeFail' });
    expect(table.K).toEqual({ advantages: 0, disadvantages: 3, zeroDiceResult: 'disaster' });
  });
  it('WT-R7: tower-attack cards use their own table', () => {
    expect(towerAttackCardDifficulty('A')).toMatchObject({ advantages: 1, disadvantages: 0 });
    expect(towerAttackCardDifficulty('3')).toMatchObject({ advantages: 0, disadvantages: 0 });
    expect(towerAttackCardDifficulty('10')).toMatchObject({ advantages: 0, disadvantages: 0 });
    expect(['J', 'Q', 'K'].map((r) => towerAttackCardDifficulty(r as 'J').disadvantages)).toEqual([1, 2, 3]);
  });
  it('suits are rewards', () => {
    expect(SUITS.map((s) => SUIT_REWARDS[s].rating)).toEqual(['wards', 'research', 'power', 'domainFactor']);
  });
});

describe('outcome tables', () => {
  it('cover every action the rules list, each with all six bands', () => {
    expect(ACTIONS.map((a) => a.id)).toEqual([
      'maintainWards', 'researchImprove', 'researchManufacture', 'researchDiscover', 'researchReveal',
      'recruitAdventurer', 'improveDomain', 'resolveQuest', 'attackEnemyWizard', 'towerDefence',
    ]);
    for (const a of ACTIONS) for (const b of BAND_IDS) expect(a.outcomes[b].length, `${a.id} ${b}`).toBeGreaterThan(10);
  });
  it('pins key facts', () => {
    expect(actionOutcomes('maintainWards').outcomes.disaster).toMatch(/collapse to 0.*drops by 1/);
    expect(actionOutcomes('researchManufacture').outcomes.critical).toMatch(/two Allies/);
    expect(actionOutcomes('resolveQuest').outcomes.extremeFail).toMatch(/Two Allies are lost/);
    expect(actionOutcomes('towerDefence').outcomes.critical).toMatch(/3 cards/);
    expect(actionOutcomes('attackEnemyWizard').rulings).toContain('WT-R12');
    expect(() => actionOutcomes('nope' as 'maintainWards')).toThrow(RangeError);
  });
  it('every ruling an action cites exists', () => {
    for (const a of ACTIONS) for (const id of a.rulings) expect(() => ruling(id)).not.toThrow();
  });
});

describe('the month and its events', () => {
  it('has ten phases in order, events on 1–4, 1–3, 1–2 and 1', () => {
    expect(PHASES.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(PHASES.filter((p) => p.eventOn).map((p) => [p.number, p.eventOn])).toEqual([[2, 4], [4, 3], [6, 2], [8, 1]]);
    expect(PHASES.filter((p) => p.optional).map((p) => p.number)).toEqual([5, 10]);
  });
  it('has six events and six attack types with defences in order', () => {
    expect(EVENTS.map((e) => e.roll)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ATTACK_TYPES.map(describeDefences)).toEqual([
      'Tower Wards, then Allies in the Tower, then Power',
      'Tower Wards, then Power',
      'Allies in the Tower or Tower Wards, then Power',
      'Domain Security or Tower Wards, then Power',
      'Tower Wards, then Allies in the Tower or Power',
      'Domain Security and Tower Wards (both roll), then Power',
    ]);
  });
  it('WT-R18: Domain Security fights on a die under Loyalty + Prosperity, never at 2', () => {
    expect(domainMuster(1, 1, 1)).toBe('refuses');
    expect(domainMuster(2, 2, 3)).toBe('advantage');
    expect(domainMuster(2, 2, 4)).toBe('disadvantage');
  });
});

describe('rulings and ratings', () => {
  it('has WT-R1 to WT-R17 for the known ambiguities, unique ids, all filled in', () => {
    const ids = RULINGS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i <= 17; i++) expect(ids).toContain(`WT-R${i}`);
    for (const r of RULINGS) for (const text of [r.topic, r.source, r.ruling, r.why]) expect(text.trim().length).toBeGreaterThan(3);
    expect(rulingHref('WT-R3')).toBe('/wizards-tower/rulings/#wt-r3');
  });
  it('five ratings, 1 each plus 5 points, at most 3 at the start', () => {
    expect(RATINGS.map((r) => r.id)).toEqual(['wards', 'research', 'power', 'allies', 'domainControl']);
    expect([START_EXTRA_POINTS, START_MAX]).toEqual([5, 3]);
  });
});
