/**
 * Engine invariants under random seeds, builds and strategies (fast-check): Ratings stay in
 * bounds, all 52 cards are always accounted for, the same seed replays the same game (with
 * or without a journal), and no policy can make an illegal move.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { startGame } from '../../../src/games/wizards-tower/engine/simulate.ts';
import { playPhase, playMonths } from '../../../src/games/wizards-tower/engine/month.ts';
import { STRATEGY_IDS } from '../../../src/games/wizards-tower/engine/strategies.ts';
import {
  FACTOR_IDS,
  RATING_IDS,
  current,
  type Game,
} from '../../../src/games/wizards-tower/engine/state.ts';
import { IllegalChoice, type Policy } from '../../../src/games/wizards-tower/engine/decisions.ts';
import { checkBuild, type WizardBuild } from '../../../src/games/wizards-tower/wizard-build.ts';
import { streamFromSeed } from '../../../src/lib/seed.ts';
import { sortedCards } from './engine-rig.ts';

/** A legal starting wizard: five Ratings of 1–3 summing to 10, Factors from Domain Control. */
const buildArb: fc.Arbitrary<WizardBuild> = fc
  .tuple(
    fc.integer({ min: 1, max: 3 }),
    fc.integer({ min: 1, max: 3 }),
    fc.integer({ min: 1, max: 3 }),
    fc.integer({ min: 1, max: 3 }),
    fc.integer({ min: 1, max: 3 }),
    fc.integer({ min: 0, max: 2 }),
  )
  .filter(([a, b, c, d, e]) => a + b + c + d + e === 10)
  .map(([wards, research, power, allies, domainControl, factorPick]) => {
    const factors = { security: 1, prosperity: 1, loyalty: 1 };
    for (let i = 1; i < domainControl; i++) factors[FACTOR_IDS[(factorPick + i) % 3]!]++;
    return {
      name: '',
      ratings: { wards, research, power, allies, domainControl },
      factors,
      allyNames: [],
    };
  });

const setupArb = fc.record({
  seed: fc.string({ maxLength: 12 }),
  build: buildArb,
  strategy: fc.constantFrom(...STRATEGY_IDS),
  items: fc.boolean(),
});

/** Every invariant the game state must keep; returns what is broken (empty when all hold). */
function brokenInvariants(g: Game): string[] {
  const broken: string[] = [];
  for (const r of RATING_IDS) {
    if (g.ratings[r] < 1 || g.ratings[r] > 6) broken.push(`${r} Rating ${g.ratings[r]}`);
    if (g.temp[r] < 0 || current(g, r) < 0) broken.push(`${r} temporary loss ${g.temp[r]}`);
  }
  for (const f of FACTOR_IDS) {
    if (g.factors[f] < 1 || g.factors[f] > 6) broken.push(`${f} ${g.factors[f]}`);
    if (g.factorTemp[f] < 0) broken.push(`${f} temporary loss ${g.factorTemp[f]}`);
  }
  if (g.towerWards < 0 || g.towerWards > g.ratings.wards + 1)
    broken.push(`Tower Wards ${g.towerWards} with Wards ${g.ratings.wards}`);
  if (g.tower.allies < 0 || g.tower.items < 0) broken.push('negative Allies in the Tower');
  for (const q of g.quests) {
    if (q.allies < 0 || q.items < 0) broken.push(`negative Allies on Quest ${q.id}`);
    if (q.faceUp.length !== q.cards.length) broken.push(`Quest ${q.id} face-up flags out of step`);
  }
  const cards = sortedCards(g);
  if (cards.length !== 52 || cards.some((c, i) => c !== i))
    broken.push(`cards: ${cards.length} accounted for`);
  return broken;
}

describe('engine invariants', () => {
  test('generated builds are legal', () => {
    fc.assert(
      fc.property(buildArb, (b) => {
        expect(checkBuild(b)).toEqual([]);
      }),
    );
  });

  test('after every phase: Ratings, Factors and Tower Wards in bounds, 52 cards accounted for', () => {
    fc.assert(
      fc.property(setupArb, ({ seed, build, strategy, items }) => {
        const { game, env } = startGame(
          { seed, build, strategy, options: { items } },
          streamFromSeed(seed),
        );
        expect(brokenInvariants(game)).toEqual([]);
        for (let i = 0; i < 24 * 10 && !game.death; i++) {
          playPhase(game, env);
          const broken = brokenInvariants(game);
          if (broken.length) expect(broken, `month ${game.month}, phase ${game.phase}`).toEqual([]);
        }
      }),
      { numRuns: 50 },
    );
  }, 30_000);

  test('the same seed replays the same game, and writing a journal changes nothing', () => {
    fc.assert(
      fc.property(setupArb, ({ seed, build, strategy }) => {
        const play = (journal: boolean) => {
          const { game, env } = startGame(
            { seed, build, strategy },
            streamFromSeed(seed),
            journal ? { journal: () => {}, trace: () => {} } : {},
          );
          playMonths(game, env, 36);
          return game;
        };
        expect(play(true)).toEqual(play(false));
      }),
      { numRuns: 40 },
    );
  });

  test('no policy can make an illegal move: the engine refuses exactly the answers it did not offer', () => {
    fc.assert(
      fc.property(setupArb, fc.integer(), ({ seed, build }, salt) => {
        const chooser = streamFromSeed(`${seed}/${salt}`);
        let offered: number[] = [];
        let answer = 0;
        const reckless: Policy = {
          id: 'reckless',
          decide(q) {
            offered = Array.from(q.options.subarray(0, q.count));
            // Mostly legal answers, sometimes any number at all.
            answer =
              chooser.int(0, 9) === 0
                ? chooser.int(-3, 1005)
                : offered[chooser.int(0, offered.length - 1)]!;
            return answer;
          },
        };
        const { game, env } = startGame(
          { seed, build, strategy: 'ward-keeper' },
          streamFromSeed(seed),
        );
        env.policy = reckless;
        try {
          for (let i = 0; i < 120 && !game.death; i++) playPhase(game, env);
        } catch (e) {
          expect(e).toBeInstanceOf(IllegalChoice);
          expect(offered).not.toContain(answer);
          return;
        }
      }),
      { numRuns: 80 },
    );
  });

  test('the random player only ever gives legal answers', () => {
    fc.assert(
      fc.property(setupArb, ({ seed, build }) => {
        const stream = streamFromSeed(seed);
        const { game, env } = startGame({ seed, build, strategy: 'random' }, stream);
        expect(() => playMonths(game, env, 60)).not.toThrow();
      }),
      { numRuns: 40 },
    );
  });
});
