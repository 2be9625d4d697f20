import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { layoutFromRolls, generateLayout } from '../../../src/games/solo-tower-hack/layout.ts';
import {
  drinkPotion,
  enterRoom,
  fightRound,
  IllegalStep,
  movesFor,
  newRun,
  describeEntry,
} from '../../../src/games/solo-tower-hack/game.ts';
import {
  playRun,
  simulate,
  STRATEGIES,
  strategy,
  mergeSummaries,
  wilson,
} from '../../../src/games/solo-tower-hack/autoplay.ts';
import { DAMAGE_LIMIT } from '../../../src/games/solo-tower-hack/levels.ts';
import { END, positionKey } from '../../../src/games/solo-tower-hack/paths.ts';
import { streamFromSeed } from '../../../src/lib/seed.ts';

const straight = layoutFromRolls(Array(9).fill([1, 1]), 'straight');

describe('a turn', () => {
  test('entering a room applies the level table: XP, potion, empty, monster', () => {
    const run = newRun();
    enterRoom(straight, run, { level: 1, column: 1 }, 6);
    expect(run.xp).toBe(1);
    enterRoom(straight, run, { level: 2, column: 1 }, 5);
    expect([run.xp, run.potions, run.status]).toEqual([1, 0, 'exploring']);
    enterRoom(straight, run, { level: 3, column: 1 }, 4);
    expect(run.potions).toBe(1);
    enterRoom(straight, run, { level: 4, column: 1 }, 4);
    expect([run.status, run.monster]).toEqual(['fighting', 'evilWarrior']);
  });

  test('a fight: ties change nothing (STH-R2), a hurt marks Damage, a hit kills for 1 XP', () => {
    const run = newRun();
    enterRoom(straight, run, { level: 1, column: 1 }, 1); // Orc
    fightRound(run, 3, 3);
    expect([run.damage, run.status]).toEqual([0, 'fighting']);
    fightRound(run, 2, 5);
    expect(run.damage).toBe(1);
    fightRound(run, 6, 1);
    expect([run.status, run.xp, run.kills, run.monster]).toEqual(['exploring', 1, 1, null]);
    expect(describeEntry(run.log!.at(-1)!)).toBe(
      'Fight: you 6 against Orc 1: the Orc is slain (+1 XP).',
    );
  });

  test('the fighting bonus from XP is added to every exchange', () => {
    const run = newRun();
    run.xp = 6; // +2
    enterRoom(straight, run, { level: 1, column: 1 }, 1);
    fightRound(run, 3, 4); // 5 against 4
    expect(run.status).toBe('exploring');
  });

  test('the 20th Damage kills; killing the BBEG wins', () => {
    const run = newRun();
    enterRoom(straight, run, { level: 1, column: 1 }, 1);
    for (let i = 0; i < DAMAGE_LIMIT; i++) fightRound(run, 1, 6);
    expect([run.damage, run.status]).toEqual([20, 'dead']);
    expect(() => fightRound(run, 6, 1)).toThrow(IllegalStep);

    const hero = newRun();
    hero.xp = 30;
    for (let level = 1; level <= 10; level++) {
      enterRoom(straight, hero, { level, column: 1 }, 5);
    }
    enterRoom(straight, hero, END, 3);
    expect([hero.status, hero.monster]).toEqual(['fighting', 'bbeg']);
    fightRound(hero, 6, 1);
    expect(hero.status).toBe('won');
  });

  test('illegal steps are refused with a reason', () => {
    const run = newRun();
    expect(() => enterRoom(straight, run, { level: 2, column: 1 }, 3)).toThrow(
      /cannot move from the Start room to Level 2, room 1/,
    );
    expect(() => enterRoom(straight, run, { level: 1, column: 1 }, 0)).toThrow(
      /from 1 to 6, got 0/,
    );
    expect(() => fightRound(run, 3, 3)).toThrow(/nothing to fight/);
    expect(() => drinkPotion(run)).toThrow(/no potions/);
    run.potions = 1;
    expect(() => drinkPotion(run)).toThrow(/no Damage to heal/);
    enterRoom(straight, run, { level: 1, column: 1 }, 1);
    run.damage = 3;
    expect(() => drinkPotion(run)).toThrow(/during a fight \(STH-R6\)/);
    expect(() => enterRoom(straight, run, { level: 2, column: 1 }, 3)).toThrow(/Finish the fight/);
  });

  test('a potion heals one Damage', () => {
    const run = newRun();
    run.potions = 2;
    run.damage = 5;
    drinkPotion(run);
    expect([run.potions, run.damage]).toEqual([1, 4]);
  });

  test('no revisits: a room entered is never offered again', () => {
    const run = newRun();
    enterRoom(straight, run, { level: 1, column: 3 }, 5);
    enterRoom(straight, run, { level: 1, column: 2 }, 5);
    expect(movesFor(straight, run).map(positionKey)).toEqual(['1-1']);
  });
});

describe('auto-play', () => {
  test('property: every strategy plays only legal moves, ends won or dead, within bounds', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(...STRATEGIES.map((s) => s.id)),
        (seed, id) => {
          const layout = generateLayout(seed);
          // playRun goes through enterRoom, which throws on any illegal move.
          const run = playRun(layout, strategy(id), streamFromSeed(`${seed}#dice`), true);
          expect(['won', 'dead']).toContain(run.status);
          expect(run.damage).toBeGreaterThanOrEqual(0);
          expect(run.damage).toBeLessThanOrEqual(DAMAGE_LIMIT);
          expect(run.potions).toBeGreaterThanOrEqual(0);
          expect(new Set(run.visited).size).toBe(run.visited.length);
          if (run.status === 'won') expect(run.position).toEqual(END);
        },
      ),
      { numRuns: 150 },
    );
  });

  test('same seed, same results; splitting the runs between workers gives the same totals', () => {
    const whole = simulate('split', 'xp-hunter', 0, 300);
    expect(simulate('split', 'xp-hunter', 0, 300)).toEqual(whole);
    const parts = [
      simulate('split', 'xp-hunter', 0, 120),
      simulate('split', 'xp-hunter', 120, 100),
      simulate('split', 'xp-hunter', 220, 80),
    ];
    expect(mergeSummaries(parts)).toEqual(whole);
    expect(whole.wins + whole.deathsByLevel.reduce((a, b) => a + b, 0)).toBe(300);
  });

  test('strategies differ as designed: the XP hunter enters more rooms and wins more than the fastest climber', () => {
    const fast = simulate('compare', 'fastest', 0, 1000);
    const hunter = simulate('compare', 'xp-hunter', 0, 1000);
    expect(hunter.roomsTotal).toBeGreaterThan(fast.roomsTotal * 2);
    expect(wilson(hunter.wins, hunter.runs)[0]).toBeGreaterThan(wilson(fast.wins, fast.runs)[1]);
  });

  test('fastest climb takes the shortest route on a straight tower', () => {
    const run = playRun(straight, strategy('fastest'), streamFromSeed('s'), true);
    const entered = run.log!.filter((e) => e.kind === 'enter').length;
    expect(run.status === 'dead' || entered === 11).toBe(true);
  });

  test('unknown strategy names are explained', () => {
    expect(() => strategy('berserk')).toThrow(
      /Unknown strategy "berserk": choose fastest, xp-hunter, cautious/,
    );
  });

  test('Wilson interval brackets the rate', () => {
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.404, 3);
    expect(hi).toBeCloseTo(0.596, 3);
  });
});
