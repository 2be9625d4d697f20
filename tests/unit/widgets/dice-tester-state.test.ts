import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  parseParams,
  toParams,
  parseFaces,
  testSetup,
  DEFAULT_STATE,
  type TesterState,
} from '../../../src/widgets/wizards-tower/dice-tester-state.ts';
import { diceForTest } from '../../../src/games/wizards-tower/test-roll.ts';
import { RANKS, SUITS, ACTIONS } from '../../../src/games/wizards-tower/index.ts';

const parse = (q: string) => parseParams(new URLSearchParams(q));

describe('dice tester URL state', () => {
  it('has sensible defaults and no notes for an empty URL', () => {
    expect(parse('')).toEqual({ state: { ...DEFAULT_STATE, faces: [] }, notes: [] });
  });

  it('round-trips every valid state through the URL (property)', () => {
    const state = fc.record({
      seed: fc
        .string({ minLength: 1, maxLength: 64 })
        .filter((s) => s.trim() === s && s.length > 0),
      roll: fc.integer({ min: 0, max: 1000 }),
      power: fc.integer({ min: 0, max: 20 }),
      source: fc.constantFrom('rating', 'towerWards', 'allies'),
      dice: fc.integer({ min: 0, max: 30 }),
      adv: fc.integer({ min: 0, max: 10 }),
      dis: fc.integer({ min: 0, max: 10 }),
      card: fc.option(fc.constantFrom(...RANKS), { nil: null }),
      suit: fc.option(fc.constantFrom(...SUITS), { nil: null }),
      action: fc.constantFrom(...ACTIONS.map((a) => a.id)),
      mode: fc.constant('seeded'),
      faces: fc.constant([]),
    }) as fc.Arbitrary<TesterState>;
    fc.assert(
      fc.property(state, (s) => {
        const back = parse(toParams(s).toString());
        expect(back.notes).toEqual([]);
        expect(back.state).toEqual(s.roll === 0 ? { ...s, power: 0 } : s);
      }),
    );
  });

  it('keeps my-own-dice faces in the URL', () => {
    const s = { ...DEFAULT_STATE, mode: 'own' as const, faces: [6, 6, 1] };
    expect(toParams(s).get('faces')).toBe('6,6,1');
    expect(parse(toParams(s).toString()).state.faces).toEqual([6, 6, 1]);
  });

  it('clamps numbers and says so', () => {
    const { state, notes } = parse('dice=99&adv=-3&dis=2.6&power=x&seed=s&roll=5');
    expect([state.dice, state.adv, state.dis, state.power, state.roll]).toEqual([30, 0, 3, 0, 5]);
    expect(notes).toEqual([
      '“power=x” is not a number, so 0 is used.',
      '“dice=99” is outside 0–30 or not whole, so 30 is used.',
      '“adv=-3” is outside 0–10 or not whole, so 0 is used.',
      '“dis=2.6” is outside 0–10 or not whole, so 3 is used.',
    ]);
  });

  it('drops unknown words with a note naming each', () => {
    const { state, notes } = parse(
      'src=moon&card=Z&suit=cups&action=fly&mode=telepathy&faces=9,x&v=999',
    );
    expect(state).toMatchObject({
      source: 'rating',
      card: null,
      suit: null,
      action: 'maintainWards',
      mode: 'seeded',
      faces: [],
    });
    expect(notes.join(' ')).toMatch(
      /version 999.*src=moon.*card=Z.*suit=cups.*action=fly.*mode=telepathy.*faces=9,x/,
    );
  });

  it('built-in property names are not words it knows (src=toString, action=constructor…)', () => {
    for (const word of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      const { state, notes } = parse(`src=${word}&action=${word}&suit=${word}&card=${word}`);
      expect(state).toMatchObject({
        source: 'rating',
        action: 'maintainWards',
        suit: null,
        card: null,
      });
      expect(notes.join(' ')).toContain(`src=${word}” is not rating, towerWards or allies`);
    }
  });

  it('accepts lower-case ranks and cuts over-long seeds', () => {
    expect(parse('card=q').state.card).toBe('Q');
    const long = parse(`seed=${'x'.repeat(100)}`);
    expect(long.state.seed).toHaveLength(64);
    expect(long.notes[0]).toMatch(/longer than 64 characters, so only its first 64 /);
    // An emoji counts once and is never split.
    const emoji = parseParams(new URLSearchParams({ seed: '🧙'.repeat(70) }));
    expect(emoji.state.seed).toBe('🧙'.repeat(64));
  });

  it('ignores roll without a seed', () => {
    expect(parse('roll=7').state.roll).toBe(0);
  });
});

describe('typed faces', () => {
  it('reads spaces, commas or a run of digits', () => {
    expect(parseFaces('6 5 2')).toEqual({ faces: [6, 5, 2] });
    expect(parseFaces(' 6,5, 2 ')).toEqual({ faces: [6, 5, 2] });
    expect(parseFaces('652')).toEqual({ faces: [6, 5, 2] });
  });
  it('names what is wrong', () => {
    expect(parseFaces('')).toEqual({ error: 'Type the faces of your dice, for example 6 5 2.' });
    expect(parseFaces('6 7')).toEqual({ error: '“7” is not a d6 face: each die shows 1 to 6.' });
    expect(parseFaces('6 x')).toEqual({ error: '“x” is not a d6 face: each die shows 1 to 6.' });
    expect(parseFaces('0')).toEqual({ error: '“0” is not a d6 face: each die shows 1 to 6.' });
    expect('error' in parseFaces('1 '.repeat(41))).toBe(true);
  });
});

describe('the test the inputs describe', () => {
  it('adds the quest card to the Advantages and Disadvantages (WT-R2 cases)', () => {
    const base = { ...DEFAULT_STATE, dice: 2 };
    expect(diceForTest(testSetup({ ...base, card: 'A' }))).toEqual({ dice: 4, automatic: null });
    expect(diceForTest(testSetup({ ...base, card: 'K' }))).toEqual({
      dice: 0,
      automatic: 'disaster',
    });
    expect(diceForTest(testSetup({ ...base, card: 'Q' }))).toEqual({
      dice: 0,
      automatic: 'extremeFail',
    });
    expect(diceForTest(testSetup({ ...base, dice: 1, card: 'J' }))).toEqual({
      dice: 0,
      automatic: 'fail',
    });
    expect(diceForTest(testSetup({ ...base, dice: 0 }))).toEqual({
      dice: 0,
      automatic: 'disaster',
    });
    expect(diceForTest(testSetup({ ...base, adv: 1, dis: 2, card: '3' }))).toEqual({
      dice: 2,
      automatic: null,
    });
  });
});
