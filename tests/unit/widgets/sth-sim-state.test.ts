/** The route simulator's settings in the address. */
import { describe, expect, it } from 'vitest';
import {
  simSettingsFromParams,
  simSettingsToParams,
} from '../../../src/widgets/solo-tower-hack/sth-sim-state.ts';

const known = { strategies: ['greedy', 'safe', 'random'], runsMin: 100, runsMax: 200_000 };
const fallback = { runs: 2000, seed: 'tower-press', strategies: ['greedy', 'safe', 'random'] };

describe('route simulator links', () => {
  it('round-trips runs, seed and strategies', () => {
    const s = { runs: 5000, seed: 'my seed', strategies: ['safe', 'random'] };
    const back = simSettingsFromParams(simSettingsToParams(s), known, fallback);
    expect(back).toEqual({ settings: s, notes: [] });
  });

  it('an address with none of them names no batch', () => {
    expect(simSettingsFromParams(new URLSearchParams('x=1'), known, fallback).settings).toBeNull();
  });

  it('bad values are named and the rest kept', () => {
    const r = simSettingsFromParams(
      new URLSearchParams('runs=9e9&seed=ok&strategies=safe,bogus'),
      known,
      fallback,
    );
    expect(r.settings).toEqual({ runs: 2000, seed: 'ok', strategies: ['safe'] });
    expect(r.notes).toEqual([
      'The link’s runs (“9e9”) are not a whole number from 100 to 200,000; 2,000 are used.',
      'The link names strategies this page does not know (“bogus”); they are left out.',
    ]);
  });
});
