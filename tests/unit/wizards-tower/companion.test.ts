import { describe, expect, it } from 'vitest';
import {
  act,
  CorruptSave,
  migrateSave,
  newCompanion,
  NOTE_MAX,
  parseSave,
  SAVE_VERSION,
  setNote,
  replay,
  setTypedDice,
  undo,
  type CompanionSave,
  type Replayed,
  type Step,
} from '../../../src/games/wizards-tower/engine/companion.ts';
import {
  ACTION_NAMES,
  describeDice,
  describeOption,
  describeQuestion,
} from '../../../src/games/wizards-tower/engine/describe.ts';
import { journalMarkdown, markdownText } from '../../../src/games/wizards-tower/engine/journal.ts';
import { playMonth } from '../../../src/games/wizards-tower/engine/month.ts';
import { makeEnv } from '../../../src/games/wizards-tower/engine/env.ts';
import { newGame } from '../../../src/games/wizards-tower/engine/state.ts';
import { ACTIONS } from '../../../src/games/wizards-tower/outcomes.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import { streamFromSeed } from '../../../src/lib/seed.ts';
import { parseFaces, recentTests } from '../../../src/widgets/wizards-tower/wt-companion-state.ts';

const build = () => structuredClone(EXAMPLE_BUILD);

/** A simple player: the n-th answer cycles through the legal ones; typed dice cycle 1…6. */
function nextStep(state: Replayed, n: number): Step {
  const p = state.pending!;
  if (p.kind === 'phase') return { t: 'phase' };
  if (p.kind === 'dice')
    return { t: 'dice', faces: Array.from({ length: p.count }, (_, i) => ((n + i) % 6) + 1) };
  return { t: 'choice', v: p.options[n % p.options.length]! };
}

/** Plays `steps` player steps from a new game. */
function play(save: CompanionSave, steps: number): { save: CompanionSave; state: Replayed } {
  let state = replay(save);
  for (let n = 0; n < steps && state.pending; n++)
    ({ save, state } = act(save, nextStep(state, n)));
  return { save, state };
}

describe('companion: replay', () => {
  it('replays the same game from the same log', () => {
    const { save, state } = play(newCompanion('replay', build(), {}, true), 120);
    const again = replay(JSON.parse(JSON.stringify(save)) as CompanionSave);
    expect(again.game).toEqual(state.game);
    expect(again.journal).toEqual(state.journal);
    expect(again.tests).toEqual(state.tests);
    expect(again.pending).toEqual(state.pending);
  });

  it('a new game waits for the first phase', () => {
    const s = replay(newCompanion('x', build()));
    expect(s.pending).toEqual({ kind: 'phase' });
    expect(s.game.month).toBe(1);
  });

  it('uses the typed dice: the test records the faces the player typed', () => {
    let save = newCompanion('typed', build(), {}, true);
    ({ save } = act(save, { t: 'phase' }));
    const s = replay(save);
    expect(s.pending).toMatchObject({ kind: 'dice', count: 2, why: 'maintainWards' });
    // Power would be offered after the roll; a 6 and a 5 make 11.
    const after = act(save, { t: 'dice', faces: [6, 5] }).state;
    const p = after.pending!;
    if (p.kind === 'choice') {
      expect(p.question).toBe('powerDie');
      expect(p.q.total).toBe(11);
      const kept = act(act(save, { t: 'dice', faces: [6, 5] }).save, { t: 'choice', v: 0 }).state;
      expect(kept.tests[0]).toMatchObject({ action: 'maintainWards', faces: [6, 5], total: 11 });
    } else {
      expect(after.tests[0]).toMatchObject({ action: 'maintainWards', faces: [6, 5], total: 11 });
    }
  });

  it('rolls automatic dice from the seed: a whole month matches a seeded game', () => {
    // Answer every question with the first legal option, both ways.
    const first = { id: 'first', decide: (q: { options: Int32Array }) => q.options[0]! };
    const seed = 'auto-dice';
    const cards = streamFromSeed(seed);
    const dice = cards.fork();
    const direct = newGame(build());
    const journal: string[] = [];
    // The companion rolls its dice one d6 at a time from the seed's dice stream.
    const source = {
      roll: (c: number, out: number[], from: number) => {
        for (let i = 0; i < c; i++) out[from + i] = dice.d6();
      },
      cardIndex: (m: number) => cards.int(0, m),
    };
    const env = makeEnv(source, first, seed, { journal: (e) => journal.push(e.text) });
    playMonth(direct, env);

    let save = newCompanion(seed, build());
    let state = replay(save);
    while (state.pending && state.game.month === 1) {
      const p = state.pending;
      ({ save, state } = act(
        save,
        p.kind === 'phase'
          ? { t: 'phase' }
          : { t: 'choice', v: (p as { options: number[] }).options[0]! },
      ));
    }
    expect(state.game).toEqual(direct);
    expect(state.journal.map((e) => e.text)).toEqual(journal);
    expect(state.steps.some((s) => s.t === 'dice' && s.auto)).toBe(true);
  });

  it('the same seed rolls the same automatic dice', () => {
    const a = play(newCompanion('same', build()), 40).state;
    const b = play(newCompanion('same', build()), 40).state;
    expect(a.tests).toEqual(b.tests);
    const c = play(newCompanion('other', build()), 40).state;
    expect(c.tests).not.toEqual(a.tests);
  });
});

describe('companion: undo', () => {
  it('returns to the same pending question, with typed dice', () => {
    let { save, state } = play(newCompanion('undo', build(), {}, true), 30);
    for (let i = 0; i < 10; i++) {
      const before = state;
      const next = act(save, nextStep(state, i + 7));
      const back = replay(undo(next.save));
      expect(back.pending).toEqual(before.pending);
      expect(back.game).toEqual(before.game);
      ({ save, state } = next);
      if (!state.pending) break;
    }
  });

  it('returns to the same pending question, with rolled dice', () => {
    let { save, state } = play(newCompanion('undo-auto', build()), 20);
    for (let i = 0; i < 10 && state.pending; i++) {
      const before = state;
      const next = act(save, nextStep(state, i));
      const back = replay(undo(next.save));
      expect(back.pending).toEqual(before.pending);
      expect(back.journal).toEqual(before.journal);
      ({ save, state } = next);
    }
  });

  it('undo of a new game is a no-op', () => {
    const s = newCompanion('u', build());
    expect(undo(s).steps).toEqual([]);
  });
});

describe('companion: switching typed dice mid-game', () => {
  it('keeps the dice already rolled and stays deterministic', () => {
    let { save, state } = play(newCompanion('switch', build()), 15);
    const switched = setTypedDice(save, true);
    expect(switched.typedDice).toBe(true);
    const s2 = replay(switched);
    expect(s2.game).toEqual(state.game);
    expect(s2.pending).toEqual(state.pending);
    ({ save, state } = play(switched, 25));
    const back = setTypedDice(save, false);
    const s3 = play(back, 10).state;
    expect(replay(parseSave(JSON.stringify(play(back, 10).save))).game).toEqual(s3.game);
  });
});

describe('companion: parseSave', () => {
  const good = () => play(newCompanion('saves', build(), {}, true), 25).save;

  it('reads back a good save', () => {
    const s = good();
    expect(parseSave(JSON.stringify(s))).toEqual(s);
  });

  const rejects = (text: string, message: RegExp) => {
    expect(() => parseSave(text)).toThrow(CorruptSave);
    expect(() => parseSave(text)).toThrow(message);
  };

  it('rejects damaged saves, naming the problem', () => {
    rejects('{"v":1,', /not valid JSON/);
    rejects('42', /not an object/);
    rejects('null', /not an object/);
    rejects(JSON.stringify({ ...good(), v: 0 }), /version 0, this page reads versions 1 to 3/);
    rejects(
      JSON.stringify({ ...good(), v: 4 }),
      /version 4, from a newer Tower Press; this page reads versions 1 to 3/,
    );
    rejects(JSON.stringify({ ...good(), seed: 3 }), /no seed/);
    rejects(
      JSON.stringify({
        ...good(),
        build: { ...build(), ratings: { ...build().ratings, power: 5 } },
      }),
      /not a legal starting wizard/,
    );
    rejects(JSON.stringify({ ...good(), build: {} }), /not a legal starting wizard/);
    rejects(JSON.stringify({ ...good(), build: { name: 'x' } }), /not a legal starting wizard/);
    rejects(JSON.stringify({ ...good(), options: 'items' }), /options are damaged/);
    rejects(JSON.stringify({ ...good(), steps: 'lots' }), /no steps/);
    const s = good();
    s.steps[3] = { t: 'dice', faces: [7] };
    rejects(JSON.stringify(s), /step 4 of the saved game is damaged/);
    const t = good();
    (t.steps as unknown[])[1] = { t: 'move' };
    rejects(JSON.stringify(t), /step 2 of the saved game is damaged/);
  });

  it('rejects steps that do not fit the game', () => {
    const s = newCompanion('fit', build(), {}, true);
    rejects(
      JSON.stringify({ ...s, steps: [{ t: 'choice', v: 0 }] }),
      /step 1: expected the start of a phase/,
    );
    rejects(
      JSON.stringify({ ...s, steps: [{ t: 'phase' }, { t: 'dice', faces: [1, 2, 3] }] }),
      /step 2: expected 2 dice for maintainWards/,
    );
    rejects(JSON.stringify({ ...s, steps: [{ t: 'phase' }, { t: 'choice', v: 0 }] }), /step 2/);
  });

  it('rejects rolled dice that the seed would not have rolled', () => {
    const { save } = play(newCompanion('tamper', build()), 10);
    const steps = replay(save).steps;
    const i = steps.findIndex((st) => st.t === 'dice' && st.auto);
    const bad = structuredClone(steps);
    const d = bad[i] as { faces: number[] };
    d.faces[0] = (d.faces[0]! % 6) + 1;
    rejects(JSON.stringify({ ...save, steps: bad }), /the rolled dice do not match the seed/);
  });

  it('rejects an illegal choice in a save', () => {
    let save = newCompanion('illegal', build(), {}, true);
    let state = replay(save);
    let n = 0;
    while (state.pending?.kind !== 'choice') ({ save, state } = act(save, nextStep(state, n++)));
    const legal = state.pending.options;
    const illegal = 999;
    expect(legal).not.toContain(illegal);
    rejects(
      JSON.stringify({ ...save, steps: [...state.steps, { t: 'choice', v: illegal }] }),
      /Illegal choice .*999 is not one of the legal answers/,
    );
    expect(() => act(save, { t: 'choice', v: illegal })).toThrow(CorruptSave);
  });
});

describe('companion: words', () => {
  it('names every action as the outcome tables do', () => {
    for (const a of ACTIONS) expect(ACTION_NAMES[a.id]).toBe(a.name);
    expect(Object.keys(ACTION_NAMES).length).toBe(ACTIONS.length);
  });

  it('describes every question, option and dice roll met in a year of play', () => {
    let save = newCompanion('words', build(), { items: true }, true);
    let state = replay(save);
    for (let n = 0; n < 600 && state.pending && state.game.month <= 12; n++) {
      const p = state.pending;
      if (p.kind === 'choice') {
        expect(describeQuestion(p.q)).toMatch(/\w/);
        for (const o of p.options)
          expect(describeOption(p.q, o, state.game, save.seed)).toMatch(/\w/);
      }
      if (p.kind === 'dice') expect(describeDice(p.why, p.count)).not.toMatch(/\(\w+\)\.$/);
      ({ save, state } = act(save, nextStep(state, n)));
    }
  });
});

describe('companion widget helpers', () => {
  it('reads typed dice and names a bad value', () => {
    expect(parseFaces('3 5', 2)).toEqual({ faces: [3, 5] });
    expect(parseFaces('3,5', 2)).toEqual({ faces: [3, 5] });
    expect(parseFaces('35', 2)).toEqual({ faces: [3, 5] });
    expect(parseFaces(' 4 ', 1)).toEqual({ faces: [4] });
    expect(parseFaces('7', 1)).toEqual({ error: expect.stringContaining('“7” is not a die face') });
    expect(parseFaces('3 x', 2)).toEqual({ error: expect.stringContaining('“x”') });
    expect(parseFaces('3 0', 2)).toEqual({ error: expect.stringContaining('“0”') });
    expect(parseFaces('2.5', 1)).toEqual({ error: expect.stringContaining('“2.5”') });
    expect(parseFaces('3', 2)).toEqual({
      error: expect.stringContaining('this roll needs 2 dice'),
    });
    expect(parseFaces('', 1)).toEqual({ error: expect.stringContaining('Type 1 die') });
  });

  it('lists recent tests newest first, Power dice apart', () => {
    const rows = recentTests(
      [
        {
          month: 1,
          phase: 1,
          action: 'maintainWards',
          dice: 2,
          faces: [3, 4, 6],
          total: 10,
          band: 'success',
        },
        {
          month: 1,
          phase: 7,
          action: 'domainIssue',
          dice: 0,
          faces: [],
          total: 0,
          band: 'disaster',
        },
      ],
      5,
    );
    expect(rows[0]).toMatchObject({
      name: 'Domain trouble (Clubs)',
      dice: 'no dice (automatic result)',
      power: '',
    });
    expect(rows[1]).toMatchObject({
      name: 'Maintain Tower Wards',
      dice: '3 4',
      power: '6',
      total: 10,
    });
  });
});

describe('companion: saves from before the Quest order question (WT-R40)', () => {
  /** A player who finds Quests and spreads the Allies over them, answering the Quest order with the first. */
  function playToOrders(seed: string): { save: CompanionSave; orderSteps: number[] } {
    let save = newCompanion(seed, build());
    let state = replay(save);
    const orderSteps: number[] = [];
    for (let n = 0; state.pending && state.game.month <= 12 && n < 3000; n++) {
      const p = state.pending;
      let step: Step = { t: 'phase' };
      if (p.kind === 'choice') {
        let v = p.options[0]!;
        if (p.question === 'research' && p.options.includes(2)) v = 2;
        if (p.question === 'moveAlly') {
          const quests = p.options.filter((o) => o >= 0);
          if (quests.length) v = quests[n % quests.length]!;
        }
        if (p.question === 'questOrder') orderSteps.push(state.steps.length);
        step = { t: 'choice', v };
      }
      ({ save, state } = act(save, step));
      if (orderSteps.length >= 3) break;
    }
    return { save: { ...save, steps: replay(save).steps }, orderSteps };
  }

  it('a version 1 save (no Quest order answers) replays as before: the first Quest waiting goes first', () => {
    let found: ReturnType<typeof playToOrders> | null = null;
    for (let i = 0; i < 40 && !found; i++) {
      const r = playToOrders(`order-${i}`);
      if (r.orderSteps.length) found = r;
    }
    expect(found, 'a seed where the Quest order is asked').not.toBeNull();
    const { save, orderSteps } = found!;
    expect(save.v).toBe(SAVE_VERSION);
    const { notes: _notes, ...v2 } = save;
    const v1 = {
      ...v2,
      v: 1,
      steps: save.steps.filter((_, i) => !orderSteps.includes(i)),
    };
    // Read and migrated: the Quest order answers it took for granted are written in as steps.
    const old = parseSave(JSON.stringify(v1));
    expect(old.v).toBe(SAVE_VERSION);
    expect(old.notes).toEqual({});
    expect(old.steps).toEqual(save.steps);
    const a = replay(save);
    const b = replay(old);
    expect(b.game).toEqual(a.game);
    expect(b.journal).toEqual(a.journal);
    expect(b.pending).toEqual(a.pending);
  });

  it('a version 2 save is migrated to version 3 with no notes, step for step', () => {
    const { save } = play(newCompanion('v2', build()), 60);
    const { notes: _notes, ...rest } = save;
    const v2 = { ...rest, v: 2 };
    const read = parseSave(JSON.stringify(v2));
    expect(read).toEqual({ ...save, notes: {} });
    expect(replay(read).journal).toEqual(replay(save).journal);
    expect(migrateSave(read)).toBe(read);
  });

  it('a version 1 or 2 save carrying notes is damaged (notes came with version 3)', () => {
    const { save } = play(newCompanion('v2n', build()), 5);
    expect(() => parseSave(JSON.stringify({ ...save, v: 2, notes: { 1: 'x' } }))).toThrow(
      /version 2, which has no notes/,
    );
  });
});

describe('companion: notes on the journal (save version 3)', () => {
  const game = () => play(newCompanion('notes', build()), 40).save;

  it('a note is kept with the game, read back, and removed when emptied', () => {
    let save = setNote(game(), 1, 'Bought the ladder.\nŁucja says hi 🧙');
    save = setNote(save, 2, '  ');
    expect(save.notes).toEqual({ 1: 'Bought the ladder.\nŁucja says hi 🧙' });
    expect(parseSave(JSON.stringify(save))).toEqual(save);
    expect(setNote(save, 1, '').notes).toEqual({});
    // The steps are untouched: notes never change the game.
    expect(replay(save).game).toEqual(replay(game()).game);
  });

  it(`a note is at most ${NOTE_MAX} characters`, () => {
    expect(setNote(game(), 3, 'x'.repeat(NOTE_MAX + 40)).notes[3]).toHaveLength(NOTE_MAX);
    const long = { ...game(), notes: { 3: 'x'.repeat(NOTE_MAX + 1) } };
    expect(() => parseSave(JSON.stringify(long))).toThrow(
      `the note on month 3 of the saved game is ${NOTE_MAX + 1} characters long; a note is at most ${NOTE_MAX}`,
    );
  });

  it('damaged notes are named', () => {
    const bad = (notes: unknown) => () => parseSave(JSON.stringify({ ...game(), notes }));
    expect(bad([])).toThrow(/notes of the saved game are damaged/);
    expect(bad('x')).toThrow(/notes of the saved game are damaged/);
    expect(bad({ 0: 'x' })).toThrow(/a note on “0”, which is not a month/);
    expect(bad({ toString: 'x' })).toThrow(/a note on “toString”, which is not a month/);
    expect(bad({ 2: 5 })).toThrow(/the note on month 2 of the saved game is not text/);
  });
});

describe('companion: notes in the Markdown journal', () => {
  it('writes plain words as typed: no backslash where nothing would be markup', () => {
    for (const plain of [
      'Note 1: the gate held.',
      'It rained (again), 3 + 4 = 7; cost 1.5 gold!',
      'snake_case and a & b',
      'Bring the ally, #2 on the list',
    ])
      expect(markdownText(plain)).toBe(plain);
  });

  it('escapes what a viewer would turn into markup, a link or an entity', () => {
    expect(markdownText('<b>x</b> *y* _z_ `c` ~s~ a|b $m$')).toBe(
      '\\<b>x\\</b> \\*y\\* \\_z\\_ \\`c\\` \\~s\\~ a\\|b \\$m\\$',
    );
    expect(markdownText('see https://example.com or www.example.org, me@example.com')).toBe(
      'see https\\://example\\.com or www\\.example\\.org, me\\@example\\.com',
    );
    expect(markdownText('&amp; &#60;')).toBe('\\&amp; \\&#60;');
    // At the start of a line: a heading, a list item, a quote.
    expect(markdownText('# Big')).toBe('\\# Big');
    expect(markdownText('1. first')).toBe('1\\. first');
    expect(markdownText('- item')).toBe('\\- item');
    expect(markdownText('> quoted')).toBe('\\> quoted');
  });

  it("a month's note follows that month, quoted, its markup escaped; no notes, no change", () => {
    const { save, state } = play(newCompanion('md notes', build()), 40);
    const plain = journalMarkdown(save.seed, state.journal);
    expect(journalMarkdown(save.seed, state.journal, {})).toBe(plain);
    const md = journalMarkdown(save.seed, state.journal, {
      1: 'First line <b>bold</b>\nsecond [line](javascript:x)',
    });
    const month1 = md.slice(md.indexOf('## Month 1 of year 1'), md.indexOf('## Month 2'));
    expect(
      month1
        .trimEnd()
        .endsWith('> *Your note:* First line \\<b>bold\\</b>  \n> second \\[line\\](javascript:x)'),
    ).toBe(true);
    expect(md.replace(/\n\n> \*Your note:\*[^\n]*\n>[^\n]*/, '')).toBe(plain);
  });
});
