/**
 * Auto-play: route strategies that choose each move, a whole run played from one seeded
 * stream, and the summary of many runs that the Monte Carlo widget charts.
 */
import { Stream, streamRange } from '../../lib/seed.ts';
import { COLUMN_COUNT, END_LEVEL } from './levels.ts';
import { layoutFromStream, stairsUp, type TowerLayout } from './layout.ts';
import {
  drinkPotion,
  enterRoom,
  fightRound,
  movesFor,
  newRun,
  type Run,
  type RunStatus,
} from './game.ts';
import type { Position } from './paths.ts';

export interface Strategy {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  choose(layout: TowerLayout, run: Run, moves: readonly Position[]): Position;
}

/**
 * Moves from each room to the End by the shortest way, level by level from the top.
 * It ignores visited rooms: a shortest way never doubles back, so a move that would need
 * to always scores worse than the move that does not.
 */
const distanceCache = new WeakMap<TowerLayout, number[][]>();
function distancesToEnd(layout: TowerLayout): number[][] {
  const cached = distanceCache.get(layout);
  if (cached) return cached;
  const columns = Array.from({ length: COLUMN_COUNT }, (_, i) => i + 1);
  const table: number[][] = [];
  table[10] = columns.map(() => 1);
  for (let level = 9; level >= 1; level--) {
    const above = table[level + 1]!;
    table[level] = columns.map((c) =>
      Math.min(...stairsUp(layout, level).map((s) => Math.abs(c - s) + 1 + above[s - 1]!)),
    );
  }
  distanceCache.set(layout, table);
  return table;
}

const distanceFrom = (layout: TowerLayout, p: Position): number =>
  p.level === END_LEVEL ? 0 : distancesToEnd(layout)[p.level]![p.column - 1]!;

function fastest(layout: TowerLayout, _run: Run, moves: readonly Position[]): Position {
  let best = moves[0]!;
  for (const m of moves) if (distanceFrom(layout, m) < distanceFrom(layout, best)) best = m;
  return best;
}

/** Rooms walked on a level entered at `column` before climbing, heading for the farthest staircase. */
function longestWalk(layout: TowerLayout, level: number, column: number): number {
  const stairs = level === 10 ? [1, COLUMN_COUNT] : stairsUp(layout, level);
  return Math.max(...stairs.map((s) => Math.abs(s - column)));
}

/** Sideways whenever the rules allow, towards the farther staircase: the most rooms, so the most XP. */
function xpHunter(layout: TowerLayout, run: Run, moves: readonly Position[]): Position {
  if (run.position.level === 0) {
    return longestWalk(layout, 1, 1) >= longestWalk(layout, 1, COLUMN_COUNT)
      ? moves[0]!
      : moves[moves.length - 1]!;
  }
  const sideways = moves.filter((m) => m.level === run.position.level);
  if (sideways.length === 0) return moves[0]!;
  if (sideways.length === 1) return sideways[0]!;
  // Both ways open: only on arriving; take the side with the farther staircase.
  const level = run.position.level;
  const stairs = level === 10 ? [1, COLUMN_COUNT] : stairsUp(layout, level);
  const far = stairs.reduce((a, b) =>
    Math.abs(b - run.position.column) > Math.abs(a - run.position.column) ? b : a,
  );
  return (
    sideways.find(
      (m) => Math.sign(m.column - run.position.column) === Math.sign(far - run.position.column),
    ) ?? sideways[0]!
  );
}

/** Hunts XP while healthy, heads straight for the End once half the Damage track is filled. */
const CAUTIOUS_DAMAGE = 10;

export const STRATEGIES: readonly Strategy[] = [
  {
    id: 'fastest',
    name: 'Fastest climb',
    description: 'Always takes the shortest way to the End room.',
    choose: fastest,
  },
  {
    id: 'xp-hunter',
    name: 'XP hunter',
    description: 'Walks every room it can on each level, climbing at the farthest staircase.',
    choose: xpHunter,
  },
  {
    id: 'cautious',
    name: 'Cautious hunter',
    description: `Hunts XP until it has ${CAUTIOUS_DAMAGE} Damage, then climbs by the shortest way.`,
    choose: (layout, run, moves) =>
      (run.damage >= CAUTIOUS_DAMAGE ? fastest : xpHunter)(layout, run, moves),
  },
];

export function strategy(id: string): Strategy {
  const found = STRATEGIES.find((s) => s.id === id);
  if (!found)
    throw new RangeError(
      `Unknown strategy "${id}": choose ${STRATEGIES.map((s) => s.id).join(', ')}`,
    );
  return found;
}

/** Drinks whenever there is Damage to heal: a potion held back cannot help mid-fight (STH-R6). */
function drinkAll(run: Run): void {
  while (run.potions > 0 && run.damage > 0) drinkPotion(run);
}

const statusOf = (run: Run): RunStatus => run.status;

/** Plays one run to the end, every die from `dice`. */
export function playRun(
  layout: TowerLayout,
  chooser: Strategy,
  dice: Stream,
  withLog = false,
): Run {
  const run = newRun(withLog);
  while (run.status === 'exploring') {
    enterRoom(layout, run, chooser.choose(layout, run, movesFor(layout, run)), dice.d6());
    // Steps change the status in place, which TypeScript's narrowing cannot see: read it afresh.
    while (statusOf(run) === 'fighting') fightRound(run, dice.d6(), dice.d6());
    if (statusOf(run) === 'exploring') drinkAll(run);
  }
  return run;
}

export interface StrategySummary {
  readonly strategy: string;
  readonly runs: number;
  readonly wins: number;
  /** deathsByLevel[i] counts deaths on level i+1; the last entry is the End room. */
  readonly deathsByLevel: number[];
  /** Sum of Damage when each winning run ended. */
  readonly winnerDamageTotal: number;
  /** damageAtEnd[d]: winning runs that ended with d Damage. */
  readonly damageAtEnd: number[];
  readonly roomsTotal: number;
  readonly xpTotal: number;
}

export function emptySummary(strategyId: string): StrategySummary {
  return {
    strategy: strategyId,
    runs: 0,
    wins: 0,
    deathsByLevel: Array(END_LEVEL).fill(0),
    winnerDamageTotal: 0,
    damageAtEnd: Array(20).fill(0),
    roomsTotal: 0,
    xpTotal: 0,
  };
}

/**
 * Runs `first`..`first+count-1` of a seed for one strategy. Run i plays tower i of the seed
 * with dice from that tower's own fork, so every strategy meets the same towers and splitting
 * the work between Web Workers gives the same totals.
 */
export function simulate(
  seed: string,
  strategyId: string,
  first: number,
  count: number,
): StrategySummary {
  const chooser = strategy(strategyId);
  const s = emptySummary(strategyId) as {
    -readonly [K in keyof StrategySummary]: StrategySummary[K];
  };
  for (const stream of streamRange(seed, first, count)) {
    const layout = layoutFromStream(stream, seed);
    const run = playRun(layout, chooser, stream.fork());
    s.runs++;
    s.roomsTotal += run.visited.length;
    s.xpTotal += run.xp;
    if (run.status === 'won') {
      s.wins++;
      s.winnerDamageTotal += run.damage;
      s.damageAtEnd[run.damage]!++;
    } else {
      s.deathsByLevel[run.position.level - 1]!++;
    }
  }
  return s;
}

/** Adds up partial summaries (one per worker) for the same strategy. */
export function mergeSummaries(parts: readonly StrategySummary[]): StrategySummary {
  const total = emptySummary(parts[0]?.strategy ?? '') as {
    -readonly [K in keyof StrategySummary]: StrategySummary[K];
  };
  for (const p of parts) {
    total.runs += p.runs;
    total.wins += p.wins;
    total.winnerDamageTotal += p.winnerDamageTotal;
    total.roomsTotal += p.roomsTotal;
    total.xpTotal += p.xpTotal;
    p.deathsByLevel.forEach((n, i) => (total.deathsByLevel[i]! += n));
    p.damageAtEnd.forEach((n, i) => (total.damageAtEnd[i]! += n));
  }
  return total;
}

/** 95 % Wilson score interval for a proportion. */
export { wilson } from '../../lib/wilson.ts';
