import { describe, it, expect } from 'vitest';
import {
  RANKS,
  SUITS,
  SUIT_REWARDS,
  QUEST_DIFFICULTY_TABLE,
  TOWER_ATTACK_DIFFICULTY_TABLE,
  DEFENCE_LADDER,
  questCardDifficulty,
  towerAttackCardDifficulty,
  towerDefenceDifficulty,
  ACTIONS,
  actionOutcomes,
  BAND_IDS,
  PHASES,
  QUEST_GROWTH_MAX_CHALLENGES,
  EVENTS,
  EVENT_CHANCES,
  TOWER_ATTACK_WAVES,
  ATTACK_TYPES,
  describeDefences,
  domainMuster,
  WAR_DECLARATION,
  DOMAIN_ISSUE_FACTOR,
  RULINGS,
  ruling,
  rulingHref,
  RATINGS,
  DOMAIN_FACTORS,
  RATING_MIN,
  RATING_MAX,
  START_BASE,
  START_EXTRA_POINTS,
  START_MAX,
  type Rank,
} from '../../../src/games/wizards-tower/index.ts';

const short = (d: { advantages: number; disadvantages: number; zeroDiceResult: string }) =>
  `${d.advantages ? `+${d.advantages}` : d.disadvantages ? `-${d.disadvantages}` : '0'}/${d.zeroDiceResult}`;

describe('quest cards', () => {
  it('every rank has its difficulty and zero-dice result (WT-R2)', () => {
    expect(Object.fromEntries(RANKS.map((r) => [r, short(questCardDifficulty(r))]))).toEqual({
      A: '+2/disaster',
      '2': '+1/disaster',
      '3': '+1/disaster',
      '4': '+1/disaster',
      '5': '0/disaster',
      '6': '0/disaster',
      '7': '0/disaster',
      '8': '0/disaster',
      '9': '0/disaster',
      '10': '0/disaster',
      J: '-1/fail',
      Q: '-2/extremeFail',
      K: '-3/disaster',
    });
  });
  it('the rules-page table lists every rank exactly once, easiest first', () => {
    expect(QUEST_DIFFICULTY_TABLE.flatMap((r) => r.ranks)).toEqual(RANKS);
    expect(QUEST_DIFFICULTY_TABLE.map((r) => r.label)).toEqual([
      'Ace',
      '2–4',
      '5–10',
      'Jack',
      'Queen',
      'King',
    ]);
    expect(TOWER_ATTACK_DIFFICULTY_TABLE.flatMap((r) => r.ranks)).toEqual(RANKS);
  });
  it('rejects something that is not a rank', () => {
    expect(() => questCardDifficulty('Z' as Rank)).toThrow(RangeError);
  });
  it('suits are rewards: Hearts Wards, Clubs Research, Diamonds Power, Spades a Domain Factor', () => {
    expect(SUITS).toEqual(['hearts', 'clubs', 'diamonds', 'spades']);
    expect(SUITS.map((s) => SUIT_REWARDS[s].rating)).toEqual([
      'wards',
      'research',
      'power',
      'domainFactor',
    ]);
  });
});

describe('tower-attack cards (WT-R7)', () => {
  it('every rank: Ace one Advantage, 2–10 none, J/Q/K one, two, three Disadvantages; no dice is a Disaster', () => {
    expect(Object.fromEntries(RANKS.map((r) => [r, short(towerAttackCardDifficulty(r))]))).toEqual({
      A: '+1/disaster',
      '2': '0/disaster',
      '3': '0/disaster',
      '4': '0/disaster',
      '5': '0/disaster',
      '6': '0/disaster',
      '7': '0/disaster',
      '8': '0/disaster',
      '9': '0/disaster',
      '10': '0/disaster',
      J: '-1/disaster',
      Q: '-2/disaster',
      K: '-3/disaster',
    });
  });
  it('each further defence roll against a wave is one step easier, never past 3 Advantages', () => {
    expect(DEFENCE_LADDER).toHaveLength(7);
    expect([0, 1, 2, 3].map((n) => short(towerDefenceDifficulty('K', n)))).toEqual([
      '-3/disaster',
      '-2/disaster',
      '-1/disaster',
      '0/disaster',
    ]);
    expect([0, 1, 2].map((n) => short(towerDefenceDifficulty('J', n)))).toEqual([
      '-1/disaster',
      '0/disaster',
      '+1/disaster',
    ]);
    expect([0, 1, 2, 3].map((n) => short(towerDefenceDifficulty('7', n)))).toEqual([
      '0/disaster',
      '+1/disaster',
      '+2/disaster',
      '+3/disaster',
    ]);
    expect([0, 2, 9].map((n) => short(towerDefenceDifficulty('A', n)))).toEqual([
      '+1/disaster',
      '+3/disaster',
      '+3/disaster',
    ]);
    expect(() => towerDefenceDifficulty('A', -1)).toThrow(RangeError);
  });
});

describe('outcome tables', () => {
  it('cover every outcome table of the rules, each with all six bands written out', () => {
    expect(ACTIONS.map((a) => a.id)).toEqual([
      'maintainWards',
      'researchImprove',
      'researchManufacture',
      'researchDiscover',
      'researchReveal',
      'recruitAdventurer',
      'improveDomain',
      'resolveQuest',
      'attackEnemyWizard',
      'towerDefence',
    ]);
    for (const a of ACTIONS) {
      expect(Object.keys(a.outcomes).sort(), a.id).toEqual([...BAND_IDS].sort());
      for (const b of BAND_IDS) expect(a.outcomes[b].length, `${a.id} ${b}`).toBeGreaterThan(10);
      expect(actionOutcomes(a.id)).toBe(a);
    }
    expect(() => actionOutcomes('nope' as 'maintainWards')).toThrow(RangeError);
  });
  it('every band has a short form for the wizard sheet, saying MAY exactly where the full text does', () => {
    for (const a of ACTIONS) {
      expect(Object.keys(a.short).sort(), a.id).toEqual([...BAND_IDS].sort());
      for (const b of BAND_IDS) {
        const short = a.short[b];
        expect(short.length, `${a.id} ${b}`).toBeGreaterThan(0);
        expect(short.length, `${a.id} ${b}`).toBeLessThanOrEqual(80);
        expect(short.length, `${a.id} ${b}`).toBeLessThan(a.outcomes[b].length + 1);
        expect(short.includes('MAY'), `${a.id} ${b}: ${short}`).toBe(a.outcomes[b].includes('MAY'));
        if (a.outcomes[b] === 'Nothing happens.') expect(short, `${a.id} ${b}`).toBe('Nothing');
      }
    }
  });
  it('tower defence names every defence in every band', () => {
    const td = actionOutcomes('towerDefence');
    for (const b of BAND_IDS)
      for (const d of ['Tower Wards', 'Allies', 'Domain', 'Power'])
        expect(td.outcomes[b], `${b} ${d}`).toContain(d);
  });
  it('pins the facts of each table', () => {
    const o = (id: Parameters<typeof actionOutcomes>[0]) => actionOutcomes(id).outcomes;
    expect(o('maintainWards').disaster).toMatch(
      /collapse to 0.*Wards Rating drops by 1 \(never below 1\)/,
    );
    expect(o('maintainWards').extremeSuccess).toMatch(/add 1 more.*Rating itself stays/);
    expect(o('maintainWards').critical).toMatch(/MAY improve/);
    expect(o('researchImprove').disaster).toMatch(/1 or 0.*temporary/);
    expect(
      [
        o('researchImprove').success,
        o('researchImprove').extremeSuccess,
        o('researchImprove').critical,
      ].map((t) => t.match(/one|two|three/)![0]),
    ).toEqual(['one', 'two', 'three']);
    expect(o('researchManufacture').success).toMatch(/one Ally.*Tower/);
    expect(o('researchManufacture').critical).toMatch(/two Allies/);
    expect(o('researchDiscover').disaster).toMatch(
      /never an Enemy Wizard.*beats the number of cards/,
    );
    expect(o('researchDiscover').extremeFail).toMatch(/equal to or above/);
    expect(o('researchDiscover').critical).toMatch(/Two new Quests.*improves by 1/);
    expect(o('researchReveal').disaster).toContain(o('researchDiscover').disaster);
    expect(o('researchReveal').critical).toMatch(/two different Quests/);
    expect(o('recruitAdventurer').disaster).toMatch(
      /Domain Factor.*drops by 1.*Allies Rating drops by 1/,
    );
    expect(o('recruitAdventurer').critical).toMatch(/two Allies/);
    expect(o('improveDomain').extremeSuccess).toMatch(/improves by 1/);
    expect(o('resolveQuest').disaster).toMatch(/Every Ally on the Quest is lost/);
    expect(o('resolveQuest').extremeFail).toMatch(/Two Allies are lost/);
    expect(o('resolveQuest').fail).toMatch(/WT-R3.*not touched/);
    expect(o('attackEnemyWizard').disaster).toMatch(
      /Power Rating drops by 1.*add a card face down/,
    );
    expect(o('attackEnemyWizard').extremeSuccess).toMatch(/Power Rating MAY improve/);
    expect(o('towerDefence').success).toMatch(/lose 1 card/);
    expect(o('towerDefence').extremeSuccess).toMatch(/lose 2 cards.*King/);
    expect(o('towerDefence').critical).toMatch(/next one.*lose 3 cards/);
    expect(o('towerDefence').fail).toMatch(/WT-R25/);
  });
  it('every ruling an action or event cites exists, including ids mentioned in the text', () => {
    const cited = [
      ...ACTIONS.flatMap((a) => [
        ...a.rulings,
        ...Object.values(a.outcomes).flatMap((t) => t.match(/WT-R\d+/g) ?? []),
      ]),
      ...EVENTS.flatMap((e) => e.rulings),
      ...RULINGS.flatMap((r) => `${r.ruling} ${r.why}`.match(/WT-R\d+/g) ?? []),
    ];
    for (const id of cited) expect(() => ruling(id), id).not.toThrow();
  });
});

describe('the month', () => {
  it('has ten phases in order, optional ones 5 and 10', () => {
    expect(PHASES.map((p) => [p.number, p.name])).toEqual([
      [1, 'Maintain Tower Wards'],
      [2, 'First Event'],
      [3, 'Research'],
      [4, 'Second Event'],
      [5, 'Gather Allies'],
      [6, 'Third Event'],
      [7, 'Resolve Quests'],
      [8, 'Fourth Event'],
      [9, 'Quests Get Harder'],
      [10, 'Attack an Enemy Wizard'],
    ]);
    expect(PHASES.filter((p) => p.optional).map((p) => p.number)).toEqual([5, 10]);
    for (const p of PHASES) expect(p.page, p.name).toMatch(/^\/wizards-tower\//);
  });
  it('rolls for events in phases 2, 4, 6 and 8, on 1–4, 1–3, 1–2 and 1', () => {
    expect(EVENT_CHANCES.map((e) => [e.phase, e.eventOn])).toEqual([
      [2, 4],
      [4, 3],
      [6, 2],
      [8, 1],
    ]);
    expect(PHASES.filter((p) => p.eventOn).map((p) => [p.number, p.eventOn])).toEqual([
      [2, 4],
      [4, 3],
      [6, 2],
      [8, 1],
    ]);
    expect(PHASES[1]!.summary).toContain('1–4');
    expect(PHASES[7]!.summary).toContain('only on a 1');
  });
  it('lets phase 9 grow a Quest to at most 6 challenge cards (WT-R19)', () => {
    expect(QUEST_GROWTH_MAX_CHALLENGES).toBe(6);
  });
});

describe('events', () => {
  it('has six events in d6 order', () => {
    expect(EVENTS.map((e) => [e.roll, e.name])).toEqual([
      [1, 'Your Tower is attacked'],
      [2, 'An urgent Quest'],
      [3, 'A Quest grows harder'],
      [4, 'Trouble in your Domain'],
      [5, 'Your Research is challenged'],
      [6, 'An Enemy Wizard goes to war'],
    ]);
  });
  it('has three waves and six attack types with their defences in order', () => {
    expect(TOWER_ATTACK_WAVES).toBe(3);
    expect(ATTACK_TYPES.map((t) => t.roll)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ATTACK_TYPES.map(describeDefences)).toEqual([
      'Tower Wards, then Allies in the Tower, then Power',
      'Tower Wards, then Power',
      'Allies in the Tower or Tower Wards, then Power',
      'Domain Security or Tower Wards, then Power',
      'Tower Wards, then Allies in the Tower or Power',
      'Domain Security and Tower Wards (both roll), then Power',
    ]);
    for (const t of ATTACK_TYPES) expect(t.steps.at(-1)!.options, t.name).toContain('power');
  });
  it('builds an Enemy Wizard in order: Power, Wards on top, reward underneath', () => {
    expect(WAR_DECLARATION.map((s) => s.step)).toEqual(['a', 'b', 'c', 'd']);
    expect(WAR_DECLARATION[0]!.represents).toMatch(/Power/);
    expect(WAR_DECLARATION[1]!.represents).toMatch(/Wards/);
    expect(WAR_DECLARATION[2]!.represents).toMatch(/reward/);
  });
  it('reads a Domain issue suit as a Factor', () => {
    expect(DOMAIN_ISSUE_FACTOR).toEqual({
      hearts: 'loyalty',
      clubs: 'choice',
      diamonds: 'prosperity',
      spades: 'security',
    });
  });
  it('WT-R18: Domain Security fights on a die under Loyalty + Prosperity, never when they total 2', () => {
    expect(domainMuster(1, 1, 1)).toBe('refuses');
    expect(domainMuster(2, 1, 2)).toBe('advantage');
    expect(domainMuster(2, 1, 3)).toBe('disadvantage');
    expect(domainMuster(2, 2, 3)).toBe('advantage');
    expect(domainMuster(2, 2, 4)).toBe('disadvantage');
    expect(domainMuster(6, 6, 6)).toBe('advantage');
  });
});

describe('rulings', () => {
  it('has WT-R1 onwards in order with no gap, unique ids, every field filled in', () => {
    const ids = RULINGS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(39);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => `WT-R${i + 1}`));
    for (const r of RULINGS) {
      expect(r.topic.trim().length, r.id).toBeGreaterThan(3);
      for (const text of [r.source, r.ruling, r.why])
        expect(text.trim().length, r.id).toBeGreaterThan(20);
    }
    expect(rulingHref('WT-R3')).toBe('/wizards-tower/rulings/#wt-r3');
    expect(() => ruling('WT-R99')).toThrow(RangeError);
  });
  it('states the decided rulings', () => {
    expect(ruling('WT-R1').ruling).toMatch(/1–2 Disaster, 3–4 Extreme Fail, 5–6 Normal Fail/);
    expect(ruling('WT-R2').ruling).toMatch(
      /Jack an automatic Normal Fail, Queen an automatic Extreme Fail, King an automatic Disaster.*Power dice cannot/,
    );
    expect(ruling('WT-R3').ruling).toMatch(
      /equal to or lower than the number of Allies present.*zero/,
    );
    expect(ruling('WT-R14').ruling).toMatch(/one d6.*highest two.*one at a time.*next month/);
  });
});

describe('ratings', () => {
  it('five Ratings and three Domain Factors', () => {
    expect(RATINGS.map((r) => r.id)).toEqual([
      'wards',
      'research',
      'power',
      'allies',
      'domainControl',
    ]);
    expect(DOMAIN_FACTORS.map((f) => f.id)).toEqual(['security', 'prosperity', 'loyalty']);
  });
  it('1 each plus 5 points, at most 3 at the start, 1 to 6 in play', () => {
    expect({ RATING_MIN, RATING_MAX, START_BASE, START_EXTRA_POINTS, START_MAX }).toEqual({
      RATING_MIN: 1,
      RATING_MAX: 6,
      START_BASE: 1,
      START_EXTRA_POINTS: 5,
      START_MAX: 3,
    });
  });
});
