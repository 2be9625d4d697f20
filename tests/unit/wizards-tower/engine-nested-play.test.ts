/**
 * The engine keeps no scratch state outside a game's `Env`, so a player may look ahead by
 * playing other whole games with the same engine while it decides (as boardgame.io's bots do)
 * without touching the game it is playing: same decisions, same final state, same journal.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { startGame } from '../../../src/games/wizards-tower/engine/simulate.ts';
import { playMonths } from '../../../src/games/wizards-tower/engine/month.ts';
import { STRATEGY_IDS } from '../../../src/games/wizards-tower/engine/strategies.ts';
import type { DecisionKind, Policy } from '../../../src/games/wizards-tower/engine/decisions.ts';
import type { JournalEntry } from '../../../src/games/wizards-tower/engine/env.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import { streamFromSeed } from '../../../src/lib/seed.ts';

interface Setup {
  seed: string;
  strategy: string;
  items: boolean;
}

/** Months of the game under test: long enough for many tower attacks. */
const MONTHS = 24;

interface Played {
  decisions: string[];
  journal: string[];
  trace: string[];
  state: string;
}

/**
 * Plays one game; with `lookAhead`, the policy first plays a whole other game (with its own
 * journal and trace, another strategy, the items rule flipped) at every question it is asked.
 */
function play(setup: Setup, lookAhead: boolean, nestedKinds?: Set<DecisionKind>): Played {
  const journal: string[] = [];
  const trace: string[] = [];
  const { game, env } = startGame(
    {
      seed: setup.seed,
      build: structuredClone(EXAMPLE_BUILD),
      strategy: setup.strategy,
      options: { items: setup.items },
    },
    streamFromSeed(setup.seed),
    {
      journal: (e: JournalEntry) => journal.push(`${e.month}.${e.phase} ${e.text}`),
      trace: (r) => trace.push(JSON.stringify(r)),
    },
  );
  const inner = env.policy;
  const decisions: string[] = [];
  let nested = 0;
  const policy: Policy = {
    id: inner.id,
    decide(q, g) {
      if (lookAhead) {
        nested++;
        const other = STRATEGY_IDS[nested % STRATEGY_IDS.length]!;
        const seed = `${setup.seed}/look-ahead ${nested}`;
        const lines: string[] = [];
        const ahead = startGame(
          {
            seed,
            build: structuredClone(EXAMPLE_BUILD),
            strategy: other,
            options: { items: !setup.items },
          },
          streamFromSeed(seed),
          { journal: (e) => lines.push(e.text), trace: (r) => lines.push(r.band) },
        );
        playMonths(ahead.game, ahead.env, 1 + (nested % 2));
        nestedKinds?.add(q.kind);
      }
      const choice = inner.decide(q, g);
      decisions.push(`${q.kind} ${choice}`);
      return choice;
    },
  };
  env.policy = policy;
  playMonths(game, env, MONTHS);
  return { decisions, journal, trace, state: JSON.stringify(game) };
}

describe('a player that plays other games while it decides', () => {
  test('changes nothing: same decisions, same final state, same journal and trace', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.string({ maxLength: 12 }),
          strategy: fc.constantFrom(...STRATEGY_IDS),
          items: fc.boolean(),
        }),
        (setup) => {
          const plain = play(setup, false);
          const looking = play(setup, true);
          expect(looking.decisions).toEqual(plain.decisions);
          expect(looking.journal).toEqual(plain.journal);
          expect(looking.trace).toEqual(plain.trace);
          expect(looking.state).toBe(plain.state);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);

  test('the other games are played at every kind of question, tower defences included', () => {
    const kinds = new Set<DecisionKind>();
    for (let i = 0; i < 12; i++) {
      const setup = {
        seed: `kinds ${i}`,
        strategy: STRATEGY_IDS[i % STRATEGY_IDS.length]!,
        items: i % 2 === 0,
      };
      expect(play(setup, true, kinds).state).toBe(play(setup, false).state);
    }
    for (const kind of ['defence', 'attackSource', 'powerDie', 'questAction', 'moveAlly'] as const)
      expect(kinds).toContain(kind);
  }, 60_000);
});
