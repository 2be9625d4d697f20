/** The companion's words: Power odds, "1 Ally", rivals that tie, the last line. */
import { describe, expect, test } from 'vitest';
import { describeQuestion, stackLabel } from '../../../src/games/wizards-tower/engine/describe.ts';
import { newQuestion } from '../../../src/games/wizards-tower/engine/decisions.ts';
import type { Game } from '../../../src/games/wizards-tower/engine/state.ts';
import {
  lastHappened,
  powerDieOdds,
} from '../../../src/widgets/wizards-tower/wt-companion-state.ts';

const game = (stacks: { enemy: boolean; allies: number }[]) =>
  ({
    quests: stacks.map((s, id) => ({ id, cards: [3], ...s })),
  }) as unknown as Game;

describe('the companion’s words', () => {
  test('the Power question gives the exact chance one more die does better', () => {
    // 2 and 1 read 3 (Extreme Fail): a third die of 3 or more reads 5 or more; 4/6.
    expect(powerDieOdds([2, 1], 'extremeFail')).toMatch(
      /^One more die lifts the roll to a better result 66\.7\s?% of the time \(2\/3\): Normal Fail /,
    );
    expect(powerDieOdds([6, 6], 'critical')).toBe(
      'One more die cannot lift this roll to a better result.',
    );
  });

  test('the Power question names the card faced', () => {
    const q = newQuestion();
    q.kind = 'powerDie';
    q.band = 'fail';
    q.total = 6;
    q.card = 0;
    expect(describeQuestion(q)).toMatch(/ against .+: the roll reads 6 \(Normal Fail\)/);
    q.card = -1;
    expect(describeQuestion(q)).not.toMatch(/ against /);
  });

  test('one Ally is "1 Ally"', () => {
    expect(stackLabel(game([{ enemy: false, allies: 1 }]), 's', 0)).toMatch(/, 1 Ally there\)$/);
    expect(stackLabel(game([{ enemy: false, allies: 2 }]), 's', 0)).toMatch(/, 2 Allies there\)$/);
  });

  test('a tie says Quests, rivals, or both, as the choices are', () => {
    const q = newQuestion();
    q.kind = 'questTie';
    q.options[0] = 0;
    q.options[1] = 1;
    q.count = 2;
    const say = (a: boolean, b: boolean) =>
      describeQuestion(
        q,
        game([
          { enemy: a, allies: 0 },
          { enemy: b, allies: 0 },
        ]),
      );
    expect(say(false, false)).toBe('Several Quests tie: which one does the rule hit?');
    expect(say(true, true)).toBe('Several rivals tie: which one does the rule hit?');
    expect(say(true, false)).toBe('Several Quests and rivals tie: which one does the rule hit?');
  });

  test('after a reload the journal’s last line is what just happened', () => {
    expect(lastHappened([{ text: 'a' }, { text: 'b' }])).toBe('b');
    expect(lastHappened([])).toBe('');
  });
});
