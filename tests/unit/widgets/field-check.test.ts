import { describe, expect, test } from 'vitest';
import { readWhole } from '../../../src/widgets/kit/field-check.ts';
import { ownDiceFaces } from '../../../src/widgets/wizards-tower/dice-tester-state.ts';
import { penaltySignMessage } from '../../../src/widgets/heist/heist-scoring-state.ts';

describe('readWhole names what is wrong instead of coercing', () => {
  test.each([
    ['-4', 'Attack cannot be below 0; -4 is too low.'],
    ['500', 'Attack cannot be above 99; 500 is too high.'],
    ['2.5', 'Attack must be a whole number; 2.5 is not.'],
    ['abc', 'Attack: “abc” is not a number; type a whole number from 0 to 99.'],
  ])('%s', (raw, problem) => {
    expect(readWhole(raw, 'Attack', 0, 99)).toEqual({ value: null, problem });
  });
  test('an empty field is a problem only when a value is required', () => {
    expect(readWhole(' ', 'Might', 0, 99, true)).toEqual({
      value: null,
      problem: 'Might is empty: type a whole number from 0 to 99.',
    });
    expect(readWhole('', 'Might', 0, 99)).toEqual({ value: null, problem: '' });
    expect(readWhole('7', 'Might', 0, 99)).toEqual({ value: 7, problem: '' });
  });
  test('a penalty tile says which sign to type', () => {
    expect(penaltySignMessage('Most curses', '9')).toBe(
      'Most curses is a penalty tile: its points count against the thief, so type −9 (0 or less).',
    );
  });
});

describe('own dice for the dice tester', () => {
  test('fewer faces than the test rolls are refused, extra faces are Power dice', () => {
    expect(ownDiceFaces('6 5', { dice: 3, automatic: null })).toEqual({
      error:
        'This test rolls 3 dice, but you typed 2 faces (6 5). Type all 3, then any Power dice after them.',
    });
    expect(ownDiceFaces('6 5 2 4', { dice: 3, automatic: null })).toEqual({
      faces: [6, 5, 2, 4],
      base: 3,
    });
    expect(ownDiceFaces('652', { dice: 3, automatic: null })).toEqual({
      faces: [6, 5, 2],
      base: 3,
    });
    expect(ownDiceFaces('6 5', { dice: 0, automatic: 'disaster' })).toMatchObject({
      error: expect.stringMatching(
        /^This test has no dice to roll \(an automatic .+\), so the 2 faces typed are not used\.$/,
      ),
    });
  });
});
