/**
 * A run through the tower, as plain data so it can be saved in the browser and replayed.
 * Every step takes its dice as arguments (from a seeded stream or typed in from real dice)
 * and refuses anything the rules do not allow with a message saying why.
 * Steps change the run in place: the play widget saves a copy after each, and the
 * Monte Carlo runs thousands without copying.
 */
import {
  DAMAGE_LIMIT,
  describeRoom,
  fightingBonus,
  MONSTERS,
  roomFor,
  type MonsterId,
  type Room,
} from './levels.ts';
import type { TowerLayout } from './layout.ts';
import { resolveExchange, type ExchangeResult } from './combat.ts';
import {
  describePosition,
  isEnd,
  legalMoves,
  positionKey,
  samePosition,
  START,
  type Position,
} from './paths.ts';

export type RunStatus = 'exploring' | 'fighting' | 'won' | 'dead';

export interface Round {
  readonly playerDie: number;
  readonly monsterDie: number;
  readonly bonus: number;
  readonly result: ExchangeResult;
}

export type LogEntry =
  | {
      readonly kind: 'enter';
      readonly position: Position;
      readonly roll: number;
      readonly room: Room;
    }
  | {
      readonly kind: 'round';
      readonly monster: MonsterId;
      readonly round: Round;
      readonly damage: number;
    }
  | { readonly kind: 'drink'; readonly damage: number };

export interface Run {
  position: Position;
  /** Keys of every room entered, in order. */
  visited: string[];
  damage: number;
  xp: number;
  potions: number;
  kills: number;
  /** The monster being fought, while status is 'fighting'. */
  monster: MonsterId | null;
  status: RunStatus;
  /** Null when nobody reads it (Monte Carlo), so it costs nothing. */
  log: LogEntry[] | null;
}

export class IllegalStep extends Error {}

export function newRun(withLog = true): Run {
  return {
    position: START,
    visited: [],
    damage: 0,
    xp: 0,
    potions: 0,
    kills: 0,
    monster: null,
    status: 'exploring',
    log: withLog ? [] : null,
  };
}

function checkDie(name: string, face: number): void {
  if (!Number.isInteger(face) || face < 1 || face > 6)
    throw new IllegalStep(`${name} must be a d6 face from 1 to 6, got ${face}`);
}

export const movesFor = (layout: TowerLayout, run: Run): Position[] =>
  run.status === 'exploring' ? legalMoves(layout, run.position, new Set(run.visited)) : [];

/** Steps into `to` and applies what `roll` finds there. */
export function enterRoom(layout: TowerLayout, run: Run, to: Position, roll: number): Run {
  if (run.status !== 'exploring')
    throw new IllegalStep(
      run.status === 'fighting' ? 'Finish the fight before moving on' : 'This run is over',
    );
  if (!movesFor(layout, run).some((m) => samePosition(m, to))) {
    throw new IllegalStep(
      `You cannot move from ${describePosition(run.position)} to ${describePosition(to)}`,
    );
  }
  checkDie('The room roll', roll);
  const room = roomFor(to.level, roll);
  run.position = to;
  run.visited.push(positionKey(to));
  run.log?.push({ kind: 'enter', position: to, roll, room });
  if (room.kind === 'xp') run.xp += room.xp;
  else if (room.kind === 'potion') run.potions += 1;
  else if (room.kind === 'monster') {
    run.monster = room.monster;
    run.status = 'fighting';
  }
  return run;
}

/** One exchange of the current fight. */
export function fightRound(run: Run, playerDie: number, monsterDie: number): Run {
  if (run.status !== 'fighting' || !run.monster)
    throw new IllegalStep('There is nothing to fight here');
  checkDie('Your die', playerDie);
  checkDie("The monster's die", monsterDie);
  const bonus = fightingBonus(run.xp);
  const monster = run.monster;
  const result = resolveExchange(playerDie, bonus, monsterDie, MONSTERS[monster].modifier);
  if (result === 'hurt') run.damage += 1;
  run.log?.push({
    kind: 'round',
    monster,
    round: { playerDie, monsterDie, bonus, result },
    damage: run.damage,
  });
  if (result === 'hit') {
    run.xp += 1;
    run.kills += 1;
    run.monster = null;
    run.status = isEnd(run.position) ? 'won' : 'exploring';
  } else if (run.damage >= DAMAGE_LIMIT) {
    run.status = 'dead';
  }
  return run;
}

/** Drinks one potion: one Damage box healed (STH-R6: outside fights, only with Damage to heal). */
export function drinkPotion(run: Run): Run {
  if (run.status !== 'exploring')
    throw new IllegalStep(
      run.status === 'fighting'
        ? 'Potions cannot be drunk during a fight (STH-R6)'
        : 'This run is over',
    );
  if (run.potions < 1) throw new IllegalStep('You have no potions');
  if (run.damage < 1) throw new IllegalStep('You have no Damage to heal');
  run.potions -= 1;
  run.damage -= 1;
  run.log?.push({ kind: 'drink', damage: run.damage });
  return run;
}

/** One line of the run's log, in plain words. */
export function describeEntry(entry: LogEntry): string {
  switch (entry.kind) {
    case 'enter':
      return `Entered ${describePosition(entry.position)}: rolled ${entry.roll}, ${describeRoom(entry.room)}.`;
    case 'round': {
      const { playerDie, monsterDie, bonus, result } = entry.round;
      const { name, modifier } = MONSTERS[entry.monster];
      const you = `you ${playerDie}${bonus ? `+${bonus}=${playerDie + bonus}` : ''}`;
      const them = `${name} ${monsterDie}${modifier ? `+${modifier}=${monsterDie + modifier}` : ''}`;
      const outcome =
        result === 'hit'
          ? `the ${name} is slain (+1 XP)`
          : result === 'hurt'
            ? `you take 1 Damage (${entry.damage}/${DAMAGE_LIMIT})`
            : 'a tie, roll again';
      return `Fight: ${you} against ${them}: ${outcome}.`;
    }
    case 'drink':
      return `Drank a potion: Damage down to ${entry.damage}.`;
  }
}
