import { describe, expect, test } from 'vitest';
import {
  DAMAGE_LIMIT,
  END_LEVEL,
  fightingBonus,
  LEVEL_TABLES,
  levelTable,
  MONSTERS,
  roomFor,
  XP_BOXES,
  describeRoom,
} from '../../../src/games/solo-tower-hack/levels.ts';

/** The v0.2 sheet, face by face: what each d6 roll finds on each level. */
const SHEET: Record<number, string[]> = {
  1: ['Orc (1d6)', 'Orc (1d6)', 'Orc (1d6)', 'Potion', 'Empty', '1 XP'],
  2: ['Orc (1d6)', 'Orc (1d6)', 'Orc (1d6)', 'Wolf (1d6+1)', 'Empty', '1 XP'],
  3: ['Orc (1d6)', 'Wolf (1d6+1)', 'Skeleton (1d6+2)', 'Potion', 'Empty', '1 XP'],
  4: ['Orc (1d6)', 'Wolf (1d6+1)', 'Skeleton (1d6+2)', 'Evil Warrior (1d6+3)', 'Empty', '1 XP'],
  5: [
    'Wolf (1d6+1)',
    'Skeleton (1d6+2)',
    'Evil Warrior (1d6+3)',
    'Devil Bat (1d6+4)',
    'Empty',
    '1 XP',
  ],
  6: [
    'Skeleton (1d6+2)',
    'Evil Warrior (1d6+3)',
    'Devil Bat (1d6+4)',
    'Cyclops (1d6+5)',
    'Potion',
    '1 XP',
  ],
  7: [
    'Evil Warrior (1d6+3)',
    'Devil Bat (1d6+4)',
    'Cyclops (1d6+5)',
    'Dark Elf (1d6+6)',
    'Empty',
    '1 XP',
  ],
  8: [
    'Devil Bat (1d6+4)',
    'Cyclops (1d6+5)',
    'Dark Elf (1d6+6)',
    'Skeleton Lord (1d6+7)',
    'Empty',
    '1 XP',
  ],
  9: [
    'Cyclops (1d6+5)',
    'Dark Elf (1d6+6)',
    'Skeleton Lord (1d6+7)',
    'Wizard (1d6+8)',
    'Potion',
    '1 XP',
  ],
  10: [
    'Dark Elf (1d6+6)',
    'Skeleton Lord (1d6+7)',
    'Wizard (1d6+8)',
    'Demon (1d6+9)',
    'Empty',
    '1 XP',
  ],
  11: Array(6).fill('BBEG (1d6+10)'),
};

describe('level tables', () => {
  test.each(Object.entries(SHEET))(
    'level %s matches the rules sheet face by face',
    (level, faces) => {
      expect([1, 2, 3, 4, 5, 6].map((f) => describeRoom(roomFor(Number(level), f)))).toEqual(faces);
    },
  );

  test('every table covers faces 1 to 6 exactly once, in order', () => {
    for (let level = 1; level <= END_LEVEL; level++) {
      const rows = levelTable(level);
      expect(rows[0]!.from).toBe(1);
      expect(rows.at(-1)!.to).toBe(6);
      rows.slice(1).forEach((r, i) => expect(r.from).toBe(rows[i]!.to + 1));
    }
    expect(LEVEL_TABLES).toHaveLength(10);
  });

  test('monster modifiers run from Orc +0 to BBEG +10', () => {
    expect(Object.values(MONSTERS).map((m) => m.modifier)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  test('bad levels and faces are refused with a message', () => {
    expect(() => roomFor(12, 1)).toThrow(/no level 12/);
    expect(() => roomFor(1, 7)).toThrow(/1 to 6, not 7/);
  });
});

describe('fighting bonus (STH-R3)', () => {
  test('+1 per 3 XP, capped at +10 (the cap is on the bonus, not on XP)', () => {
    expect([0, 2, 3, 5, 6, 8, 29, 30, 31, 60].map(fightingBonus)).toEqual([
      0, 0, 1, 1, 2, 2, 9, 10, 10, 10,
    ]);
    expect(XP_BOXES).toBe(30);
    expect(DAMAGE_LIMIT).toBe(20);
  });
});
