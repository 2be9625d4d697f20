/**
 * Where a player may go: rooms as positions on the grid, legal moves (STH-R4, STH-R5) and the
 * shortest route from the Start room to the End room.
 */
import { COLUMN_COUNT, END_LEVEL, LEVEL_COUNT } from './levels.ts';
import { stairsUp, type TowerLayout } from './layout.ts';

/** Level 0 is the Start room and level 11 the End room (column 0 for both). */
export interface Position {
  readonly level: number;
  readonly column: number;
}

export const START: Position = { level: 0, column: 0 };
export const END: Position = { level: END_LEVEL, column: 0 };

export const positionKey = (p: Position): string => `${p.level}-${p.column}`;
export const samePosition = (a: Position, b: Position): boolean =>
  a.level === b.level && a.column === b.column;
export const isEnd = (p: Position): boolean => p.level === END_LEVEL;

export function describePosition(p: Position): string {
  if (p.level === 0) return 'the Start room';
  if (isEnd(p)) return 'the End room';
  return `Level ${p.level}, room ${p.column}`;
}

/** Can someone standing at `column` on `level` still reach a way up without entering a visited room? */
export function hasWayUp(
  layout: TowerLayout,
  level: number,
  column: number,
  visited: ReadonlySet<string>,
): boolean {
  if (level === LEVEL_COUNT) return true; // every Level 10 room opens on the End (STH-R4)
  const stairs = stairsUp(layout, level);
  const open = (c: number) =>
    c >= 1 && c <= COLUMN_COUNT && !visited.has(positionKey({ level, column: c }));
  if (stairs.includes(column)) return true;
  for (const step of [-1, 1]) {
    for (let c = column + step; open(c); c += step) if (stairs.includes(c)) return true;
  }
  return false;
}

/** Every move the rules allow from `from`, given the rooms already entered. */
export function legalMoves(
  layout: TowerLayout,
  from: Position,
  visited: ReadonlySet<string>,
): Position[] {
  if (from.level === 0) {
    return Array.from({ length: COLUMN_COUNT }, (_, i) => ({ level: 1, column: i + 1 }));
  }
  if (isEnd(from)) return [];
  const moves: Position[] = [];
  const after = new Set(visited).add(positionKey(from));
  for (const column of [from.column - 1, from.column + 1]) {
    const to = { level: from.level, column };
    if (column < 1 || column > COLUMN_COUNT || after.has(positionKey(to))) continue;
    if (hasWayUp(layout, from.level, column, after)) moves.push(to);
  }
  if (from.level === LEVEL_COUNT) moves.push(END);
  else if (stairsUp(layout, from.level).includes(from.column))
    moves.push({ level: from.level + 1, column: from.column });
  return moves;
}

/**
 * The shortest route from Start to End (breadth first; the Start is not counted, the End is).
 * Shortest routes never double back, so the no-revisit rule does not change them.
 */
export function shortestRoute(layout: TowerLayout): Position[] {
  const previous = new Map<string, Position | null>([[positionKey(START), null]]);
  const queue: Position[] = [START];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i]!;
    if (isEnd(here)) {
      const route: Position[] = [];
      for (
        let p: Position | null = here;
        p && p.level > 0;
        p = previous.get(positionKey(p)) ?? null
      )
        route.unshift(p);
      return route;
    }
    for (const next of legalMoves(layout, here, new Set())) {
      if (previous.has(positionKey(next))) continue;
      previous.set(positionKey(next), here);
      queue.push(next);
    }
  }
  throw new Error('This tower has no route to the End'); // cannot happen: every level has a staircase
}
