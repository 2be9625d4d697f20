/**
 * Solo Tower Hack's room tables: for each of the ten levels (and the End room) what a d6
 * roll finds on entering a room. The tables are facts from the v0.2 rules sheet; every page,
 * the play engine and the printed maps read them from here.
 */

export interface Monster {
  readonly name: string;
  /** Added to the monster's d6 in every exchange. */
  readonly modifier: number;
}

export const MONSTERS = {
  orc: { name: 'Orc', modifier: 0 },
  wolf: { name: 'Wolf', modifier: 1 },
  skeleton: { name: 'Skeleton', modifier: 2 },
  evilWarrior: { name: 'Evil Warrior', modifier: 3 },
  devilBat: { name: 'Devil Bat', modifier: 4 },
  cyclops: { name: 'Cyclops', modifier: 5 },
  darkElf: { name: 'Dark Elf', modifier: 6 },
  skeletonLord: { name: 'Skeleton Lord', modifier: 7 },
  wizard: { name: 'Wizard', modifier: 8 },
  demon: { name: 'Demon', modifier: 9 },
  bbeg: { name: 'BBEG', modifier: 10 },
} as const satisfies Record<string, Monster>;

export type MonsterId = keyof typeof MONSTERS;
export const MONSTER_IDS = Object.keys(MONSTERS) as MonsterId[];

export type Room =
  | { readonly kind: 'monster'; readonly monster: MonsterId }
  | { readonly kind: 'potion' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'xp'; readonly xp: number };

/** One line of a level table: the d6 faces `from`..`to` find `room`. */
export interface TableRow {
  readonly from: number;
  readonly to: number;
  readonly room: Room;
}

const m = (monster: MonsterId): Room => ({ kind: 'monster', monster });
const POTION: Room = { kind: 'potion' };
const EMPTY: Room = { kind: 'empty' };
const XP: Room = { kind: 'xp', xp: 1 };

/** Six faces in order, merged into ranges where neighbours find the same thing. */
function table(...faces: [Room, Room, Room, Room, Room, Room]): TableRow[] {
  const rows: TableRow[] = [];
  faces.forEach((room, i) => {
    const last = rows.at(-1);
    if (last && last.room === room) rows[rows.length - 1] = { ...last, to: i + 1 };
    else rows.push({ from: i + 1, to: i + 1, room });
  });
  return rows;
}

const ORC = m('orc');

export const LEVEL_COUNT = 10;
export const COLUMN_COUNT = 6;

/** LEVEL_TABLES[0] is Level 1. */
export const LEVEL_TABLES: readonly (readonly TableRow[])[] = [
  table(ORC, ORC, ORC, POTION, EMPTY, XP),
  table(ORC, ORC, ORC, m('wolf'), EMPTY, XP),
  table(ORC, m('wolf'), m('skeleton'), POTION, EMPTY, XP),
  table(ORC, m('wolf'), m('skeleton'), m('evilWarrior'), EMPTY, XP),
  table(m('wolf'), m('skeleton'), m('evilWarrior'), m('devilBat'), EMPTY, XP),
  table(m('skeleton'), m('evilWarrior'), m('devilBat'), m('cyclops'), POTION, XP),
  table(m('evilWarrior'), m('devilBat'), m('cyclops'), m('darkElf'), EMPTY, XP),
  table(m('devilBat'), m('cyclops'), m('darkElf'), m('skeletonLord'), EMPTY, XP),
  table(m('cyclops'), m('darkElf'), m('skeletonLord'), m('wizard'), POTION, XP),
  table(m('darkElf'), m('skeletonLord'), m('wizard'), m('demon'), EMPTY, XP),
];

/** The End room: whatever the die shows, the BBEG waits there. */
export const END_TABLE: readonly TableRow[] = [{ from: 1, to: 6, room: m('bbeg') }];

/** Level 11 stands for the End room. */
export const END_LEVEL = LEVEL_COUNT + 1;

export function levelTable(level: number): readonly TableRow[] {
  if (level === END_LEVEL) return END_TABLE;
  const rows = LEVEL_TABLES[level - 1];
  if (!rows)
    throw new RangeError(
      `There is no level ${level}: levels run from 1 to ${LEVEL_COUNT}, then the End`,
    );
  return rows;
}

/** What a d6 roll of `face` finds on `level` (11 = the End room). */
export function roomFor(level: number, face: number): Room {
  const row = levelTable(level).find((r) => face >= r.from && face <= r.to);
  if (!row) throw new RangeError(`A d6 shows 1 to 6, not ${face}`);
  return row.room;
}

export function describeRoom(room: Room): string {
  switch (room.kind) {
    case 'monster': {
      const { name, modifier } = MONSTERS[room.monster];
      return `${name} (1d6${modifier ? `+${modifier}` : ''})`;
    }
    case 'potion':
      return 'Potion';
    case 'empty':
      return 'Empty';
    case 'xp':
      return `${room.xp} XP`;
  }
}

/** The fighting bonus is +1 for every 3 XP, at most +10 (STH-R3: the cap is on the bonus). */
export const MAX_FIGHTING_BONUS = 10;
export const XP_PER_BONUS = 3;
export const fightingBonus = (xp: number): number =>
  Math.min(MAX_FIGHTING_BONUS, Math.floor(xp / XP_PER_BONUS));

/** Damage boxes: filling the 20th ends the run. */
export const DAMAGE_LIMIT = 20;
/** The XP grid on the printed map: enough boxes to reach the +10 cap. */
export const XP_BOXES = MAX_FIGHTING_BONUS * XP_PER_BONUS;
