import { describe, it, expect } from 'vitest';
import {
  BANDS,
  BAND_IDS,
  BAND_RANK,
  band,
  bandForTotal,
  succeeded,
  SUCCESS_MIN_TOTAL,
} from '../../src/games/wizards-tower/bands.ts';

describe('the band table', () => {
  it('reads every total from 1 to 12 into the band the rules give', () => {
    const expected = [
      'disaster',
      'disaster',
      'extremeFail',
      'extremeFail',
      'fail',
      'fail',
      'fail',
      'success',
      'success',
      'success',
      'extremeSuccess',
      'critical',
    ];
    expect(Array.from({ length: 12 }, (_, i) => bandForTotal(i + 1))).toEqual(expected);
  });

  it('covers 1..12 with no gap or overlap, worst first', () => {
    expect(BANDS[0]!.min).toBe(1);
    for (let i = 1; i < BANDS.length; i++) expect(BANDS[i]!.min).toBe(BANDS[i - 1]!.max + 1);
    expect(BANDS.at(-1)!.max).toBe(12);
    expect(BAND_IDS).toEqual([
      'disaster',
      'extremeFail',
      'fail',
      'success',
      'extremeSuccess',
      'critical',
    ]);
  });

  it('only the top three bands succeed', () => {
    expect(BANDS.filter((b) => b.succeeds).map((b) => b.id)).toEqual([
      'success',
      'extremeSuccess',
      'critical',
    ]);
    expect(band('fail').name).toBe('Normal Fail');
  });

  it('rejects a total no dice can make', () => {
    for (const bad of [0, 13, 2.5, Number.NaN]) expect(() => bandForTotal(bad)).toThrow(RangeError);
  });

  it('gives the engine success and order from the table itself', () => {
    expect(BAND_IDS.filter(succeeded)).toEqual(['success', 'extremeSuccess', 'critical']);
    expect(BAND_IDS.map((id) => BAND_RANK[id])).toEqual([0, 1, 2, 3, 4, 5]);
    for (const b of BANDS) expect(succeeded(b.id)).toBe(b.succeeds);
    for (let total = 1; total <= 12; total++)
      expect(total >= SUCCESS_MIN_TOTAL).toBe(succeeded(bandForTotal(total)));
  });
});
