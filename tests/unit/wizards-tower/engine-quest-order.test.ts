/**
 * Phase 7's Quest order (WT-R40): the player picks which Quest with Allies is resolved next,
 * with scripted dice and answers, and under random games (fast-check) the question comes up
 * exactly when two or more Quests with Allies are still to be resolved, and every answer is legal.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { addQuest, card, EVEN, rig } from './engine-rig.ts';
import { playPhase } from '../../../src/games/wizards-tower/engine/month.ts';
import { startGame } from '../../../src/games/wizards-tower/engine/simulate.ts';
import { STRATEGY_IDS } from '../../../src/games/wizards-tower/engine/strategies.ts';
import {
  legalOptions,
  QUEST_FLEE,
  QUEST_ROLL,
  type Policy,
} from '../../../src/games/wizards-tower/engine/decisions.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import { streamFromSeed } from '../../../src/lib/seed.ts';

/** Plays phase 7 of the rig's game (the Allies are already out). */
function phase7(r: ReturnType<typeof rig>): void {
  r.g.tower.allies = 0;
  r.g.phase = 6;
  playPhase(r.g, r.env);
}

const chosen = (r: ReturnType<typeof rig>) => r.asked.filter((a) => a.kind !== 'powerDie');

describe('the order of Quests in phase 7 (WT-R40)', () => {
  test('WT-R40: with two Quests holding Allies the player picks which goes first', () => {
    const r = rig(EVEN);
    addQuest(r, [card('5')], card('2', 'clubs'), 1, false, true);
    addQuest(r, [card('6')], card('3', 'clubs'), 1, false, true);
    // Quest 2 first: roll (a Normal Fail, the Ally stays), then flee; then Quest 1 flees.
    r.answers = [1, QUEST_ROLL, QUEST_FLEE, QUEST_FLEE];
    r.dice = [5, 6, 6, 6];
    phase7(r);
    const asked = chosen(r);
    expect(asked[0]).toMatchObject({ kind: 'questOrder', options: [0, 1] });
    expect(asked.slice(1).map((a) => [a.kind, a.quest])).toEqual([
      ['questAction', 1],
      ['questAction', 1],
      ['questAction', 0],
    ]);
  });

  test('WT-R40: the question comes back while two or more remain, with the indices as they stand', () => {
    const r = rig(EVEN);
    addQuest(r, [card('5')], card('2', 'clubs'), 1, false, true);
    addQuest(r, [card('6')], card('3', 'clubs'), 1, false, true);
    addQuest(r, [], card('4', 'clubs'), 2); // only the Quest card left: a win removes it
    // The third Quest first, won outright (it leaves play), then the second, then the first.
    r.answers = [2, QUEST_ROLL, 1, QUEST_FLEE, QUEST_FLEE];
    r.dice = [4, 5, 1, 6, 6]; // three dice: two Allies and the 4’s Advantage
    phase7(r);
    const orders = chosen(r).filter((a) => a.kind === 'questOrder');
    expect(orders.map((a) => a.options)).toEqual([
      [0, 1, 2],
      [0, 1],
    ]);
    expect(r.g.quests).toHaveLength(2);
    expect(r.g.ratings.research).toBe(3); // the Clubs reward
  });

  test('WT-R40: one Quest with Allies is not a choice, and a Quest done for the phase is not offered again', () => {
    const r = rig(EVEN);
    addQuest(r, [card('5')], card('2', 'clubs'), 1, false, true);
    addQuest(r, [card('6')], card('3', 'clubs'), 0, false, true);
    r.answers = [QUEST_FLEE];
    r.dice = [6];
    phase7(r);
    expect(chosen(r).map((a) => a.kind)).toEqual(['questAction']);
  });
});

describe('fast-check: the order question in real games', () => {
  const setupArb = fc.record({
    seed: fc.string({ maxLength: 10 }),
    strategy: fc.constantFrom(...STRATEGY_IDS),
    items: fc.boolean(),
  });

  test('asked whenever two or more Quests with Allies are still to be resolved in phase 7, and only then; every answer legal', () => {
    let seen = 0;
    fc.assert(
      fc.property(setupArb, ({ seed, strategy, items }) => {
        const { game, env } = startGame(
          { seed, build: EXAMPLE_BUILD, strategy, options: { items } },
          streamFromSeed(seed),
        );
        const inner = env.policy;
        /** Quests done for this phase 7, by id: a Quest is done once its turn has begun. */
        let done = new Set<number>();
        let current = -1;
        let inPhase7 = false;
        const watching: Policy = {
          id: 'watch',
          decide(q, g) {
            if (inPhase7 && q.kind === 'questAction') {
              const id = g.quests[q.quest]!.id;
              if (id !== current) {
                // A Quest's first card: it had to be the only one left, or the one just picked.
                const waiting = g.quests.filter((x) => x.allies > 0 && !done.has(x.id));
                expect(waiting.length, 'a Quest started without being picked').toBe(1);
                current = id;
                done.add(id);
              }
            }
            if (q.kind === 'questOrder') {
              expect(inPhase7).toBe(true);
              const waiting = g.quests
                .map((x, i) => (x.allies > 0 && !done.has(x.id) ? i : -1))
                .filter((i) => i >= 0);
              expect(legalOptions(q)).toEqual(waiting);
              expect(waiting.length).toBeGreaterThanOrEqual(2);
              seen++;
            }
            const answer = inner.decide(q, g);
            expect(legalOptions(q)).toContain(answer);
            if (q.kind === 'questOrder') {
              current = g.quests[answer]!.id;
              done.add(current);
            }
            return answer;
          },
        };
        env.policy = watching;
        for (let i = 0; i < 10 * 36 && !game.death; i++) {
          inPhase7 = game.phase === 6;
          done = new Set();
          current = -1;
          playPhase(game, env);
        }
      }),
      { numRuns: 30 },
    );
    expect(seen, 'the question came up in these games').toBeGreaterThan(0);
  }, 60_000);
});
