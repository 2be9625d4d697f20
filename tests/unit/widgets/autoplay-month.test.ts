/** The auto-play link keeps the month the game has reached. */
import { describe, expect, it } from 'vitest';
import {
  autoplayParamsAt,
  MONTH_MAX,
  parseMonthParam,
  type AutoplaySetup,
} from '../../../src/widgets/wizards-tower/wt-autoplay-state.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';

const setup: AutoplaySetup = {
  seed: 's',
  build: structuredClone(EXAMPLE_BUILD),
  strategy: 'ward-keeper',
  items: false,
};

describe('the month in an auto-play link', () => {
  it('is written once the game has left month 1, and read back', () => {
    expect(autoplayParamsAt(setup, 1).has('month')).toBe(false);
    const params = autoplayParamsAt(setup, 27);
    expect(params.get('month')).toBe('27');
    expect(parseMonthParam(params)).toEqual({ month: 27, note: null });
  });

  it('an unusable month is named and the game starts at month 1', () => {
    expect(parseMonthParam(new URLSearchParams('month=0'))).toEqual({
      month: 1,
      note: `“month=0” is not a month from 1 to ${MONTH_MAX}, so the game starts at month 1.`,
    });
    expect(parseMonthParam(new URLSearchParams(`month=${MONTH_MAX + 1}`)).month).toBe(1);
    expect(parseMonthParam(new URLSearchParams('')).month).toBe(1);
  });
});
