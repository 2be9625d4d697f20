import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  checkBuild,
  EXAMPLE_BUILD,
  extraPointsPlaced,
  parseRatingsText,
  startingAllies,
  startingTowerWards,
  type WizardBuild,
} from '../../../src/games/wizards-tower/wizard-build.ts';
import {
  canCast,
  checkFigure,
  FIGURE_TOTAL,
  strengthState,
} from '../../../src/games/wizard-figures/figure.ts';
import {
  buildParams,
  parseBuildParams,
} from '../../../src/widgets/wizards-tower/wizard-builder-state.ts';
import {
  figureParams,
  parseFigureParams,
} from '../../../src/widgets/wizard-figures/figure-builder-state.ts';

const wizard = (
  ratings: Partial<WizardBuild['ratings']>,
  factors: Partial<WizardBuild['factors']> = {},
): WizardBuild => ({
  ...EXAMPLE_BUILD,
  ratings: { ...EXAMPLE_BUILD.ratings, ...ratings },
  factors: { ...EXAMPLE_BUILD.factors, ...factors },
  allyNames: [],
});
const messages = (b: WizardBuild) => checkBuild(b).map((p) => `${p.field}: ${p.message}`);

describe('starting wizard (point-buy)', () => {
  test('the sample wizard is legal; Tower Wards and Allies start from the Ratings', () => {
    expect(checkBuild(EXAMPLE_BUILD)).toEqual([]);
    expect(startingTowerWards(EXAMPLE_BUILD)).toBe(2);
    expect(startingAllies(EXAMPLE_BUILD)).toBe(2);
  });
  test('no Rating above 3 or below 1 at the start', () => {
    expect(messages(wizard({ wards: 4, research: 2 }))).toEqual([
      'wards: Wards is 4; at the start every Rating is from 1 to 3.',
      'ratings: You have placed 6 extra points, 1 point more than the 5 allowed.',
    ]);
    expect(messages(wizard({ wards: 4, research: 2, power: 1 }))).toEqual([
      'wards: Wards is 4; at the start every Rating is from 1 to 3.',
    ]);
    expect(messages(wizard({ power: 0 }))).toEqual([
      'power: Power is 0; at the start every Rating is from 1 to 3.',
      'ratings: You have placed 3 of the 5 extra points: 2 points still to place.',
    ]);
  });
  test('a Rating out of range and too many points are two broken rules, counted as the form counts points', () => {
    // Wards 4 and Research 3: 3 + 2 + 1 + 1 + 0 = 7 of the 5 extra points.
    const b = wizard({ wards: 4 });
    expect(extraPointsPlaced(b)).toBe(7);
    expect(messages(b)).toEqual([
      'wards: Wards is 4; at the start every Rating is from 1 to 3.',
      'ratings: You have placed 7 extra points, 2 points more than the 5 allowed.',
    ]);
  });
  test('exactly five extra points', () => {
    expect(messages(wizard({ research: 2 }))).toEqual([
      'ratings: You have placed 4 of the 5 extra points: 1 point still to place.',
    ]);
    expect(messages(wizard({ power: 3 }))).toEqual([
      'ratings: You have placed 6 extra points, 1 point more than the 5 allowed.',
    ]);
  });
  test('Domain Control above 1 adds one point per level to the Factors', () => {
    const b = wizard({ research: 2, domainControl: 2 });
    expect(messages(b)).toEqual([
      'factors: Domain Control 2 gives 1 point to add to the Domain Factors (one per point above 1); you have added 0.',
    ]);
    expect(checkBuild({ ...b, factors: { security: 2, prosperity: 1, loyalty: 1 } })).toEqual([]);
    expect(messages({ ...b, factors: { security: 0, prosperity: 2, loyalty: 1 } })).toEqual([
      'security: Security is 0; every Domain Factor starts at 1 or more.',
    ]);
  });
  test('no more named Allies than the Allies Rating', () => {
    expect(messages({ ...EXAMPLE_BUILD, allyNames: ['a', 'b', 'c'] })).toEqual([
      'allyNames: You named 3 Allies, but an Allies Rating of 2 starts you with 2.',
    ]);
  });
  test('property: every legal build spends exactly 5 points with Ratings 1–3', () => {
    const r = fc.integer({ min: 1, max: 3 });
    fc.assert(
      fc.property(r, r, r, r, r, (wards, research, power, allies, domainControl) => {
        const b = wizard(
          { wards, research, power, allies, domainControl },
          { security: domainControl, prosperity: 1, loyalty: 1 },
        );
        expect(checkBuild(b).length === 0).toBe(
          wards + research + power + allies + domainControl === 10,
        );
      }),
    );
  });
  test('ratings text for the CLI, with unknown names refused', () => {
    expect(parseRatingsText('wards=2, research=3,domain=1,security=1')).toEqual({
      wards: 2,
      research: 3,
      domainControl: 1,
      security: 1,
    });
    expect(() => parseRatingsText('luck=3')).toThrow(/unknown rating "luck"/);
    expect(() => parseRatingsText('wards=two')).toThrow(/wards must be a whole number, got "two"/);
  });
  test('builder URL state round-trips and explains bad numbers', () => {
    const b = { ...EXAMPLE_BUILD, name: 'Morwen', allyNames: ['Brakk'] };
    expect(parseBuildParams(buildParams(b)).build).toEqual(b);
    expect(parseBuildParams(new URLSearchParams('wards=lots')).notes).toEqual([
      '“wards=lots” is not a whole number, so the example value is used.',
    ]);
  });
});

describe('TFT figure creation', () => {
  test('8 in each, 8 more points, 32 in all', () => {
    expect(checkFigure({ name: 'Odra', st: 10, dx: 12, iq: 10 })).toEqual([]);
    expect(FIGURE_TOTAL).toBe(32);
    expect(checkFigure({ name: '', st: 7, dx: 13, iq: 12 }).map((p) => p.message)).toEqual([
      'ST is 7; no attribute may start below 8.',
    ]);
    expect(checkFigure({ name: '', st: 8, dx: 8, iq: 8 }).map((p) => p.message)).toEqual([
      'ST + DX + IQ is 24: 0 of the 8 extra points placed, 8 left (a new figure has exactly 32).',
    ]);
    expect(checkFigure({ name: '', st: 16, dx: 9, iq: 8 }).map((p) => p.message)).toEqual([
      'ST + DX + IQ is 33, 1 over the 32 a new figure has (8 extra points at most).',
    ]);
  });
  test('ST: 0 is unconscious, below 0 dead; a spell may take ST to 0, not below', () => {
    expect([strengthState(1), strengthState(0), strengthState(-1)]).toEqual([
      'fine',
      'unconscious',
      'dead',
    ]);
    expect(canCast(3, 3)).toBe(true);
    expect(canCast(2, 3)).toBe(false);
  });
  test('property: legal figures are exactly those with all ≥ 8 summing to 32', () => {
    const a = fc.integer({ min: 0, max: 20 });
    fc.assert(
      fc.property(a, a, a, (st, dx, iq) => {
        expect(checkFigure({ name: '', st, dx, iq }).length === 0).toBe(
          st >= 8 && dx >= 8 && iq >= 8 && st + dx + iq === 32,
        );
      }),
    );
  });
  test('figure and roster in the URL round-trip; a bad roster entry is named and dropped', () => {
    const f = { name: 'Odra', st: 10, dx: 12, iq: 10 };
    const roster = [f, { name: 'Velko: the snake', st: 9, dx: 14, iq: 9 }];
    const parsed = parseFigureParams(figureParams(f, roster));
    expect(parsed.figure).toEqual(f);
    expect(parsed.roster).toEqual(roster);
    expect(parseFigureParams(new URLSearchParams('roster=Bad:20:20:20')).notes).toEqual([
      'The roster entry “Bad:20:20:20” is not a legal figure, so it was left out.',
    ]);
  });
});
