import { expect, test } from 'vitest';
import { monthOfYear, yearOf } from '../../../src/games/wizards-tower/engine/state.ts';

test('months count from 1 without end; each is read as a month 1–12 of a year from 1', () => {
  const read = (m: number) => [monthOfYear(m), yearOf(m)];
  expect([1, 12, 13, 24, 25, 120, 121].map(read)).toEqual([
    [1, 1],
    [12, 1],
    [1, 2],
    [12, 2],
    [1, 3],
    [12, 10],
    [1, 11],
  ]);
});
