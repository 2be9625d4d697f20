import { describe, it, expect } from 'vitest';
import { allyLossRoll } from '../../../src/games/wizards-tower/engine/core.ts';
import { ruling } from '../../../src/games/wizards-tower/rulings.ts';
import fc from 'fast-check';
import {
  diceForTest,
  readRoll,
  rollFaces,
  bandOdds,
  bandOddsAfterPower,
  bandOddsAtLeast,
  mayImproveChance,
  mayReduceChance,
  allyLossChance,
  allyLost,
} from '../../../src/games/wizards-tower/test-roll.ts';
import { bandForTotal, BAND_IDS } from '../../../src/games/wizards-tower/bands.ts';
import { fraction, sum, equals, toFractionString } from '../../../src/lib/fraction.ts';
import { streamFromSeed } from '../../../src/lib/seed.ts';
import { allRolls, topTwoTotal } from '../brute-force.ts';

const str = (o: Record<string, { num: bigint; den: bigint }>) =>
  Object.fromEntries(Object.entries(o).map(([k, f]) => [k, toFractionString(f)]));

describe('how many dice a test rolls', () => {
  it('adds Advantages and removes Disadvantages', () => {
    expect(diceForTest({ baseDice: 3, advantages: 2, disadvantages: 1 })).toEqual({
      dice: 4,
      automatic: null,
    });
  });
  it('WT-R2: zero dice is an automatic Disaster on a plain test', () => {
    expect(diceForTest({ baseDice: 1, advantages: 0, disadvantages: 3 })).toEqual({
      dice: 0,
      automatic: 'disaster',
    });
    expect(diceForTest({ baseDice: 0, advantages: 0, disadvantages: 0 })).toEqual({
      dice: 0,
      automatic: 'disaster',
    });
  });
  it('WT-R2: a quest card can name its own automatic result', () => {
    expect(
      diceForTest({ baseDice: 1, advantages: 0, disadvantages: 1, zeroDiceResult: 'fail' })
        .automatic,
    ).toBe('fail');
  });
});

describe('reading a roll', () => {
  it('keeps the highest two, the earlier die winning ties', () => {
    expect(readRoll([6, 5, 2, 1])).toEqual({
      faces: [6, 5, 2, 1],
      total: 11,
      kept: [0, 1],
      band: 'extremeSuccess',
    });
    expect(readRoll([2, 6, 5, 6])).toMatchObject({ total: 12, kept: [1, 3], band: 'critical' });
    expect(readRoll([1, 1, 1])).toMatchObject({ total: 2, kept: [0, 1], band: 'disaster' });
  });
  it('WT-R1: a single die is its own total and never succeeds', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => readRoll([f]).band)).toEqual([
      'disaster',
      'disaster',
      'extremeFail',
      'extremeFail',
      'fail',
      'fail',
    ]);
    expect(str(bandOdds(1))).toEqual({
      disaster: '1/3',
      extremeFail: '1/3',
      fail: '1/3',
      success: '0',
      extremeSuccess: '0',
      critical: '0',
    });
  });
  it('rejects faces a d6 cannot show', () => {
    expect(() => readRoll([])).toThrow(RangeError);
    expect(() => readRoll([7])).toThrow(/Die 1 shows 7/);
    expect(() => readRoll([3, 0])).toThrow(/Die 2 shows 0/);
  });
  it('total is always the two largest faces (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 30 }),
        (faces) => {
          const r = readRoll(faces);
          expect(r.total).toBe(topTwoTotal(faces));
          expect(r.band).toBe(bandForTotal(r.total));
          expect(r.kept.map((i) => faces[i]).reduce((a, b) => a! + b!, 0)).toBe(r.total);
        },
      ),
    );
  });
  it('rolls the asked number of dice from the stream', () => {
    expect(rollFaces(5, streamFromSeed('x'))).toEqual(rollFaces(5, streamFromSeed('x')));
    expect(rollFaces(5, streamFromSeed('x'))).toHaveLength(5);
  });
});

describe('exact band odds', () => {
  for (let n = 2; n <= 7; n++) {
    it(`match a brute-force count for ${n} dice`, () => {
      const counts = Object.fromEntries(BAND_IDS.map((b) => [b, 0])) as Record<string, number>;
      for (const roll of allRolls(n)) counts[bandForTotal(topTwoTotal(roll))]!++;
      expect(str(bandOdds(n))).toEqual(
        Object.fromEntries(
          BAND_IDS.map((b) => [b, toFractionString(fraction(counts[b]!, 6 ** n))]),
        ),
      );
    });
  }
  it('pins two dice', () => {
    expect(str(bandOdds(2))).toEqual({
      disaster: '1/36',
      extremeFail: '5/36',
      fail: '5/12',
      success: '1/3',
      extremeSuccess: '1/18',
      critical: '1/36',
    });
  });
  it('WT-R2: zero dice is a certain Disaster', () => {
    expect(toFractionString(bandOdds(0).disaster)).toBe('1');
  });
  it('always sum to 1, for 0 to 30 dice (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (n) =>
        equals(sum(Object.values(bandOdds(n))), fraction(1)),
      ),
    );
  });
});

describe('WT-R14: Power dice after the roll', () => {
  const bruteAfter = (faces: number[], extra: number) => {
    const counts = Object.fromEntries(BAND_IDS.map((b) => [b, 0])) as Record<string, number>;
    for (const more of allRolls(extra)) counts[readRoll([...faces, ...more]).band]!++;
    return Object.fromEntries(
      BAND_IDS.map((b) => [b, toFractionString(fraction(counts[b]!, 6 ** extra))]),
    );
  };
  for (const [faces, extra] of [
    [[3, 4], 1],
    [[1], 1],
    [[6, 2, 1], 2],
    [[5, 5], 3],
    [[2], 4],
  ] as [number[], number][]) {
    it(`match a brute-force count: ${faces.join(',')} plus ${extra}`, () => {
      expect(str(bandOddsAfterPower(faces, extra))).toEqual(bruteAfter(faces, extra));
    });
  }
  it('adding no dice leaves the band as it is', () => {
    expect(toFractionString(bandOddsAfterPower([6, 5], 0).extremeSuccess)).toBe('1');
  });
  it('a single die can succeed once a Power die is added (WT-R1)', () => {
    expect(toFractionString(bandOddsAfterPower([6], 1).success)).toBe('1/2');
  });
});

describe('single-die rating and Ally rolls', () => {
  it('MAY improve needs a die higher than the Rating', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => toFractionString(mayImproveChance(r)))).toEqual([
      '5/6',
      '2/3',
      '1/2',
      '1/3',
      '1/6',
      '0',
    ]);
  });
  it('MAY reduce needs a die lower than the Rating', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => toFractionString(mayReduceChance(r)))).toEqual([
      '0',
      '1/6',
      '1/3',
      '1/2',
      '2/3',
      '5/6',
    ]);
  });
  it('WT-R3: an Ally is lost on a die equal to or lower than the Allies present', () => {
    expect([0, 1, 2, 3, 6, 9].map((a) => toFractionString(allyLossChance(a)))).toEqual([
      '0',
      '1/6',
      '1/3',
      '1/2',
      '1',
      '1',
    ]);
    expect(allyLost(1, 1)).toBe(true);
    expect(allyLost(1, 2)).toBe(false);
  });
  it('WT-R3: one die per MAY roll, so however many Allies are present at most one is lost', () => {
    // The Allies section's "sometimes more than one" would need a die per Ally; the ruling says
    // why the single die stands, and the chance never passes one Ally per roll.
    expect(ruling('WT-R3').revisited).toMatch(/sometimes more than one.*one-die reading stands/);
    for (const allies of [1, 3, 6, 12])
      for (let face = 1; face <= 6; face++) {
        let rolled = 0;
        const env = {
          scratch: { die: [0] },
          dice: {
            roll: (n: number, out: number[]) => {
              rolled += n;
              out[0] = face;
            },
          },
        } as unknown as Parameters<typeof allyLossRoll>[0];
        expect(allyLossRoll(env, allies)).toBe(face <= allies ? 1 : 0);
        expect(rolled).toBe(1);
      }
  });
});

describe('the chance of at least each band', () => {
  it('sums the band and every better one, from the same exact odds (0 to 12 dice)', () => {
    for (let n = 0; n <= 12; n++) {
      const odds = bandOdds(n);
      const atLeast = bandOddsAtLeast(odds);
      BAND_IDS.forEach((id, i) =>
        expect(equals(atLeast[id], sum(BAND_IDS.slice(i).map((b) => odds[b])))).toBe(true),
      );
      expect(toFractionString(atLeast.disaster)).toBe('1');
      expect(equals(atLeast.critical, odds.critical)).toBe(true);
    }
  });

  it('two dice: at least a Normal Success is 15/36 by counting the 36 rolls', () => {
    let hits = 0;
    for (const roll of allRolls(2)) if (topTwoTotal(roll) >= 8) hits++;
    expect(hits).toBe(15);
    expect(toFractionString(bandOddsAtLeast(bandOdds(2)).success)).toBe('5/12');
  });
});
