/**
 * The Wizard's Tower: each point where a reading of the seed found the site or the
 * engine wrong, pinned by a test (and, for the engine's invariants, by property tests over
 * many seeded games).
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { addQuest, card, EVEN, facesFor, rig } from './engine-rig.ts';
import { attackEnemyWizard } from '../../../src/games/wizards-tower/engine/attack-enemy-wizard.ts';
import { towerAttack } from '../../../src/games/wizards-tower/engine/tower-defence.ts';
import { gatherAllies } from '../../../src/games/wizards-tower/engine/gather-allies.ts';
import { research } from '../../../src/games/wizards-tower/engine/research.ts';
import { playEvent } from '../../../src/games/wizards-tower/engine/events.ts';
import { playPhase } from '../../../src/games/wizards-tower/engine/month.ts';
import { startGame } from '../../../src/games/wizards-tower/engine/simulate.ts';
import { STRATEGY_IDS } from '../../../src/games/wizards-tower/engine/strategies.ts';
import {
  describeDice,
  describeOption,
  describeQuestion,
} from '../../../src/games/wizards-tower/engine/describe.ts';
import {
  CREATE_RIVAL,
  GATHER_RECRUIT,
  NEW_CARDS,
  NO_RIVAL,
  RESEARCH_DISCOVER,
  type Question,
} from '../../../src/games/wizards-tower/engine/decisions.ts';
import {
  currentFactor,
  currentPower,
  FACTOR_IDS,
  reduceFactor,
  reduceFactorForMonth,
  type Game,
} from '../../../src/games/wizards-tower/engine/state.ts';
import { cardName } from '../../../src/games/wizards-tower/deck.ts';
import { WAR_DECLARATION } from '../../../src/games/wizards-tower/events.ts';
import { BUILD_PRESETS } from '../../../src/games/wizards-tower/build-presets.ts';
import { ruling } from '../../../src/games/wizards-tower/rulings.ts';
import { streamFromSeed } from '../../../src/lib/seed.ts';

const seededGame = fc.record({
  seed: fc.string({ maxLength: 10 }),
  strategy: fc.constantFrom(...STRATEGY_IDS),
  items: fc.boolean(),
});

/** Plays `phases` phases of a seeded game under its strategy, calling `watch` before each answer the policy gives. */
function playWatched(
  { seed, strategy, items }: { seed: string; strategy: string; items: boolean },
  phases: number,
  watch: {
    question?: (q: Question, g: Game) => void;
    phase?: (g: Game) => void;
    journal?: (text: string, g: Game) => void;
  },
): Game {
  let game: Game | null = null;
  const started = startGame(
    { seed, build: BUILD_PRESETS[0]!.build, strategy, options: { items } },
    streamFromSeed(seed),
    {
      journal: watch.journal ? (e) => watch.journal!(e.text, game!) : undefined,
    },
  );
  game = started.game;
  const inner = started.env.policy;
  started.env.policy = {
    id: inner.id,
    decide: (q, g) => (watch.question?.(q, g), inner.decide(q, g)),
  };
  for (let i = 0; i < phases && !game.death; i++) {
    playPhase(game, started.env);
    watch.phase?.(game);
  }
  return game;
}

// The Events and Attack an Enemy Wizard pages showing the stack from WAR_DECLARATION is checked
// on the built pages (tests/e2e/rules-fidelity.spec.ts).
describe('1. a rival’s stack is set out wherever a rival is made', () => {
  test('the companion’s dice for a new rival say how the cards lie, from the same data', () => {
    expect(describeDice('rivalPower', 1)).toContain(WAR_DECLARATION[0]!.placement.toLowerCase());
    expect(describeDice('rivalWards', 1)).toContain(WAR_DECLARATION[1]!.placement.toLowerCase());
  });
});

describe('2. a Domain Factor lost for the month stops at 1 (WT-R5)', () => {
  test('reduceFactorForMonth leaves a Factor of 1 at 1, and a lasting loss never takes the current value below 1', () => {
    const r = rig(EVEN);
    reduceFactorForMonth(r.g, 'loyalty');
    expect(currentFactor(r.g, 'loyalty')).toBe(1);
    reduceFactorForMonth(r.g, 'security'); // 2 → 1 for the month
    reduceFactor(r.g, 'security'); // the lasting loss takes the month's place
    expect([r.g.factors.security, currentFactor(r.g, 'security')]).toEqual([1, 1]);
  });
  test('Recruit an Adventurer, Extreme Fail, on a Factor already at 1', () => {
    const r = rig(EVEN);
    r.answers = [GATHER_RECRUIT, 1]; // recruit; the loss falls on Prosperity (1)
    r.dice = [...facesFor('extremeFail', 2), 6];
    gatherAllies(r.g, r.env);
    expect(currentFactor(r.g, 'prosperity')).toBe(1);
  });
  // The wizard sheet's wording (no "may reach 0") is read from its PDF in
  // tests/integration/sheets/sheets-pdf.test.ts.
  test('property: in many seeded games no Factor’s current value is ever below 1', () => {
    fc.assert(
      fc.property(seededGame, (setup) => {
        playWatched(setup, 36 * 10, {
          phase: (g) => {
            for (const f of FACTOR_IDS)
              if (currentFactor(g, f) < 1)
                expect.fail(`${f} at ${currentFactor(g, f)} in month ${g.month}`);
          },
        });
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe('3. a tower defence with nothing in it is passed over (WT-R36)', () => {
  test('collapsed Tower Wards roll no dice, even with an Ace’s Advantage, and cost nothing', () => {
    const r = rig(EVEN);
    r.g.towerWards = 0;
    r.cards = [card('A', 'clubs'), card('5', 'clubs'), card('6', 'clubs')];
    // A spell; each wave goes straight to Power: 2 dice (+1 for the Ace), then 2 and 2
    r.dice = [2, ...facesFor('success', 3), ...facesFor('success', 2), ...facesFor('success', 2)];
    towerAttack(r.g, r.env, NO_RIVAL);
    expect(r.tests.map((t) => t.dice)).toEqual([3, 2, 2]);
    expect(r.g.ratings.wards).toBe(2);
  });
  test('an empty Tower cannot be chosen against hostile Allies, and is passed over against demons', () => {
    const r = rig(EVEN);
    r.g.tower.allies = 0;
    r.cards = [card('5', 'clubs'), card('6', 'clubs'), card('7', 'clubs')];
    r.dice = [3, ...facesFor('success', 2), ...facesFor('success', 2), ...facesFor('success', 2)];
    towerAttack(r.g, r.env, NO_RIVAL);
    expect(r.asked.filter((a) => a.kind === 'defence').length).toBe(0); // only Tower Wards left: no choice
    expect(r.tests.map((t) => t.dice)).toEqual([2, 2, 2]);
    const d = rig(EVEN);
    d.g.tower.allies = 0;
    d.cards = [card('5', 'clubs'), card('6', 'clubs'), card('7', 'clubs')];
    // Demons: Tower Wards fail, the empty Tower is passed over, Power (one step easier) succeeds
    d.dice = [
      1,
      ...facesFor('fail', 2),
      ...facesFor('success', 3),
      ...facesFor('fail', 2),
      ...facesFor('success', 3),
      ...facesFor('fail', 2),
      ...facesFor('success', 3),
    ];
    towerAttack(d.g, d.env, -1);
    expect(d.tests.map((t) => [t.dice, t.band])).toEqual([
      [2, 'fail'],
      [3, 'success'],
      [2, 'fail'],
      [3, 'success'],
      [2, 'fail'],
      [3, 'success'],
    ]);
    expect(d.g.ratings.allies).toBe(2);
  });
  test('with nothing left at all the wave gets through, and the wizard dies if Research is gone too (WT-R9)', () => {
    const r = rig(EVEN);
    r.g.towerWards = 0;
    r.g.temp.power = 2;
    r.g.temp.research = 2;
    r.cards = [card('5', 'clubs'), card('6', 'clubs'), card('7', 'clubs')];
    r.dice = [2];
    towerAttack(r.g, r.env, NO_RIVAL);
    expect(r.tests).toHaveLength(0);
    expect(r.g.death).toMatchObject({ attack: 'A spell' });
  });
  test('the rulings agree (the pages citing WT-R36 are checked in tests/e2e/rules-fidelity.spec.ts)', () => {
    expect(ruling('WT-R21').ruling).toMatch(/WT-R36/);
  });
});

describe('4. phase 10 offers a new rival only when none is in play (WT-R35)', () => {
  test('with a rival in play, calling up another is not offered', () => {
    const r = rig(EVEN);
    addQuest(r, [card('5')], card('A'), 0, true);
    r.answers = [NO_RIVAL];
    attackEnemyWizard(r.g, r.env);
    expect(r.asked[0]!.options).toEqual([NO_RIVAL, 0]);
    const s = rig(EVEN);
    s.answers = [NO_RIVAL];
    attackEnemyWizard(s.g, s.env);
    expect(s.asked[0]!.options).toEqual([NO_RIVAL, CREATE_RIVAL]);
  });
  test('property: in many seeded games CREATE_RIVAL is offered exactly when no rival is in play and Power is left (WT-R42)', () => {
    fc.assert(
      fc.property(seededGame, (setup) => {
        playWatched({ ...setup, strategy: 'random' }, 36 * 10, {
          question: (q, g) => {
            if (q.kind !== 'attackEnemy') return;
            const offered = Array.from(q.options.subarray(0, q.count)).includes(CREATE_RIVAL);
            expect(offered).toBe(!g.quests.some((x) => x.enemy) && currentPower(g) > 0);
          },
        });
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

// 5. Rivals add event dice at each event roll: the Month page's wording is checked on the built
// page (tests/e2e/rules-fidelity.spec.ts).

describe('6. no question or journal line names a face-down card', () => {
  test('striking again at a rival whose next card is face down does not name it', () => {
    const r = rig(EVEN);
    addQuest(r, [card('5', 'spades'), card('K', 'hearts')], card('A'), 0, true);
    let prompt = '';
    const inner = r.env.policy;
    r.env.policy = {
      id: 'x',
      decide: (q, g) => (
        q.kind === 'attackAgain' && (prompt = describeQuestion(q)),
        q.kind === 'attackAgain' ? 0 : inner.decide(q, g)
      ),
    };
    r.answers = [0];
    r.dice = facesFor('success', 2);
    attackEnemyWizard(r.g, r.env);
    expect(prompt).not.toContain(cardName(card('K', 'hearts')));
    expect(prompt).toMatch(/face down/);
  });

  /** Cards nobody has seen: the draw pile and every face-down card on a stack. */
  const hiddenNames = (g: Game): string[] => {
    const hidden = [...g.deck.draw];
    for (const q of g.quests) q.cards.forEach((c, i) => q.faceUp[i] || hidden.push(c));
    return hidden.map(cardName);
  };
  const naming = (text: string, g: Game): string | undefined =>
    hiddenNames(g).find((n) => new RegExp(`(^|[^0-9])${n}`).test(text));

  test('property: over many seeded games, no question, answer or journal line shows a hidden card', () => {
    fc.assert(
      fc.property(seededGame, (setup) => {
        playWatched({ ...setup, strategy: 'random' }, 24 * 10, {
          question: (q, g) => {
            const texts = [
              describeQuestion(q),
              ...Array.from(q.options.subarray(0, q.count), (o) =>
                describeOption(q, o, g, setup.seed),
              ),
            ];
            for (const t of texts)
              if (naming(t, g)) expect.fail(`“${t}” names the face-down ${naming(t, g)}`);
          },
          journal: (text, g) => {
            if (naming(text, g))
              expect.fail(`journal “${text}” names the face-down ${naming(text, g)}`);
          },
        });
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});

describe('7. the urgent Quest’s cards and a King beaten as an extra card (WT-R37, WT-R38)', () => {
  test('event 2 lays the challenge cards on top of the Quest card, which is faced last', () => {
    const r = rig(EVEN);
    r.cards = [card('Q', 'spades')];
    r.answers = [1];
    r.dice = [3];
    playEvent(r.g, r.env, 2, -1);
    const q = r.g.quests[0]!;
    expect(q.reward).toBe(card('Q', 'spades'));
    expect(q.cards).toHaveLength(3);
    expect(q.cards).not.toContain(q.reward);
    expect(ruling('WT-R37').ruling).toMatch(/bottom/);
  });
  test('a King beaten as a Critical Success’s extra card: the rival came in person, their reward is yours', () => {
    const r = rig(EVEN);
    const rival = addQuest(
      r,
      [
        card('2', 'spades'),
        card('3', 'spades'),
        card('4', 'spades'),
        card('5', 'spades'),
        card('6', 'spades'),
        card('7', 'spades'),
      ],
      card('A', 'hearts'),
      0,
      true,
    );
    r.answers = [NEW_CARDS, 0]; // new cards; name the rival
    r.cards = [card('5', 'clubs'), card('K', 'clubs'), card('6', 'clubs')];
    r.dice = [2, ...facesFor('critical', 2), ...facesFor('success', 2)]; // the third wave is still fought
    towerAttack(r.g, r.env, NO_RIVAL);
    expect(r.g.quests).not.toContain(rival);
    expect(r.g.ratings.wards).toBe(3); // the Hearts reward
  });
});

describe('8. cosmetic fixes', () => {
  test('the Discover/Reveal Extreme Fail die says “equal to or above”; phase 9 says “above”', () => {
    // A stack of two grows on a 2 (equal) and a 3 (above), not on a 1.
    for (const [die, grows] of [
      [1, false],
      [2, true],
      [3, true],
    ] as const) {
      const r = rig(EVEN);
      const q = addQuest(r, [card('5'), card('6')], card('A'));
      r.answers = [RESEARCH_DISCOVER, 0, 0];
      r.dice = [...facesFor('extremeFail', 2), die, 1]; // the last: may Research drop?
      research(r.g, r.env);
      expect(
        r.asked.some((a) => a.kind === 'extraCardPlace'),
        `die ${die}`,
      ).toBe(grows);
      expect(q.cards, `die ${die}`).toHaveLength(grows ? 3 : 2);
    }
    expect(describeDice('questGrowthWasted', 1)).toMatch(/equal to or above/);
    expect(describeDice('questGrowth', 1)).not.toMatch(/equal/);
  });
  test('a Domain issue is not always “the Clubs trouble”, and event 5 draws no card', () => {
    expect(describeDice('domainIssue', 2)).not.toMatch(/Clubs/);
    expect(describeDice('researchChallenge', 2)).not.toMatch(/card/);
  });
  test('the site’s own build is not called the rules’ example', () => {
    expect(BUILD_PRESETS.map((b) => b.name).join(' ')).not.toMatch(/rules/i);
  });
  // The Tests page heading naming only the table it shows is checked on the built page
  // (tests/e2e/rules-fidelity.spec.ts).
});
