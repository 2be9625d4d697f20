/**
 * Saves as files, to move a game to another device: the envelope (save-transfer.ts) names every
 * problem with a file, and every widget's file reads back, through the widget's own save checks,
 * exactly the save that was written.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  openEnvelope,
  readSaveFile,
  SAVE_FILE_MAX_BYTES,
  SAVE_KINDS,
  saveFileName,
  saveFileText,
  type FileLike,
  type SaveKind,
} from '../../../src/widgets/kit/save-transfer.ts';
import {
  act,
  checkSave,
  newCompanion,
  NOTE_MAX,
  replay,
  SAVE_VERSION,
  setNote,
  type CompanionSave,
} from '../../../src/games/wizards-tower/engine/companion.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import {
  checkRunFile,
  runFile,
  RUN_FILE_VERSION,
} from '../../../src/widgets/solo-tower-hack/sth-run-file.ts';
import {
  applyStep,
  playStream,
  towerFromRolls,
  towerFromSeed,
  towerKey,
  type SavedRun,
  type Step,
  type TowerChoice,
} from '../../../src/widgets/solo-tower-hack/sth-tower-state.ts';
import { movesFor, newRun } from '../../../src/games/solo-tower-hack/game.ts';
import {
  checkHaulFile,
  haulTyped,
  HAUL_FILE_VERSION,
} from '../../../src/widgets/heist/heist-haul-file.ts';
import { checkDrain } from '../../../src/widgets/tower-wizwar/tw-mana-drain-state.ts';
import { MAX_PLAYERS, MIN_PLAYERS, TILES } from '../../../src/games/heist/scoring.ts';

const DAY = new Date(2026, 10, 25, 23, 59);
const file = (text: string, name = 'save.json'): FileLike => new File([text], name);
const same = (x: unknown) => x;

/** Writes a save to a file and reads it back through `check`, as the panel does. */
async function roundTrip<T>(
  kind: SaveKind,
  version: number,
  save: unknown,
  check: (x: unknown, v: number) => T,
): Promise<T> {
  const read = await readSaveFile(
    file(saveFileText(kind, version, save, DAY)),
    kind,
    version,
    check,
  );
  if (!read.ok) throw new Error(read.problem);
  return read.value;
}

async function problem(text: string | FileLike, kind: SaveKind = 'companion', newest = 3) {
  const read = await readSaveFile(typeof text === 'string' ? file(text) : text, kind, newest, same);
  expect(read.ok).toBe(false);
  return read.ok ? '' : read.problem;
}

describe('the save file envelope', () => {
  test('is named for its kind and the local day, and says its kind and version', () => {
    expect(saveFileName('companion', DAY)).toBe('tower-press-companion-2026-11-25.json');
    expect(saveFileName('heist-haul', new Date(2027, 0, 3))).toBe(
      'tower-press-heist-haul-2027-01-03.json',
    );
    expect(JSON.parse(saveFileText('companion', 3, { a: 1 }, DAY))).toEqual({
      'tower-press': 'companion',
      version: 3,
      exported: '2026-11-25',
      save: { a: 1 },
    });
  });

  test('any JSON save round-trips through a file (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(SAVE_KINDS) as SaveKind[])),
        fc.integer({ min: 1, max: 9 }),
        // Any JSON, with any text at all beside it, lone surrogates included (kept as \u escapes).
        fc
          .tuple(
            fc.jsonValue({ stringUnit: 'grapheme', maxDepth: 3 }),
            fc.string({ unit: 'binary' }),
          )
          .map(([data, text]) => ({ data, text })),
        async (kind, version, save) => {
          const back = await roundTrip(kind, version, save, same);
          expect(back).toEqual(JSON.parse(JSON.stringify(save)));
        },
      ),
      // Each run reads a real File: 40 runs keep the suite quick and still cover every kind.
      { numRuns: 40 },
    );
  }, 60_000);

  test('a file that is too big is refused by its size, before it is read', async () => {
    let read = false;
    const huge: FileLike = {
      name: 'huge.json',
      size: 5_300_000,
      text: () => {
        read = true;
        return Promise.resolve('');
      },
    };
    expect(await problem(huge)).toBe(
      '“huge.json” is too big to be a Tower Press save: it is 5.3 MB, and a save file is at most 1.0 MB.',
    );
    expect(read).toBe(false);
    expect(await problem(file('x'.repeat(SAVE_FILE_MAX_BYTES + 1)))).toMatch(/too big/);
  });

  test('each problem is named: empty, unreadable, not JSON, not ours, another kind, newer, damaged', async () => {
    expect(await problem('')).toBe('“save.json” is empty: it holds no save.');
    const unreadable: FileLike = {
      name: 'gone.json',
      size: 10,
      text: () => Promise.reject(new Error('NotReadableError')),
    };
    expect(await problem(unreadable)).toMatch(/“gone.json” could not be read from this device/);
    expect(await problem('{"tower-press": "companion", ')).toBe(
      '“save.json” is not a Tower Press save: it is not JSON text, so it cannot be read.',
    );
    expect(await problem('%PDF-1.7')).toMatch(/not JSON text/);
    expect(await problem('{"deck": "My spells"}')).toBe(
      '“save.json” is not a Tower Press save: it is JSON, but it does not say what it holds (no “tower-press” field).',
    );
    expect(await problem('[1,2]')).toMatch(/does not say what it holds/);
    const heist = saveFileText('heist-haul', 1, {}, DAY);
    expect(await problem(heist)).toBe(
      '“save.json” is a Heist haul, not a companion game: load it on its own page.',
    );
    expect(await problem(saveFileText('companion', 3, {}, DAY), 'mana-drain', 1)).toBe(
      '“save.json” is a companion game, not a mana-drain track: load it on its own page.',
    );
    expect(await problem('{"tower-press": "chess", "version": 1, "save": {}}')).toBe(
      '“save.json” is not a companion game: its kind is “chess”, which this site does not know.',
    );
    expect(await problem('{"tower-press": "toString", "version": 1, "save": {}}')).toMatch(
      /kind is “toString”, which this site does not know/,
    );
    expect(await problem(saveFileText('companion', 4, {}, DAY))).toBe(
      '“save.json” holds a companion game of version 4, made by a newer Tower Press; this page reads up to version 3. Reload this page (or open it online) to get the newest site, then load the file again.',
    );
    expect(await problem('{"tower-press": "companion", "version": "2", "save": {}}')).toBe(
      '“save.json” holds a companion game, but its version number is damaged.',
    );
    expect(await problem('{"tower-press": "companion", "version": 2}')).toBe(
      '“save.json” holds no companion game: its “save” field is missing.',
    );
  });

  test("a damaged field is named by the widget's own check", async () => {
    const read = await readSaveFile(
      file(
        saveFileText(
          'mana-drain',
          1,
          { v: 1, steps: -4, tower: true, retreat: false, cost: '0' },
          DAY,
        ),
        'track.json',
      ),
      'mana-drain',
      1,
      checkDrain,
    );
    expect(read).toEqual({
      ok: false,
      problem:
        '“track.json” holds a mana-drain track that cannot be used: its number of steps is damaged.',
    });
  });

  test('a byte order mark before the JSON is allowed (some editors write one)', () => {
    expect(
      openEnvelope('\uFEFF' + saveFileText('companion', 3, { a: 1 }, DAY), 'companion', 3),
    ).toEqual({ version: 3, save: { a: 1 } });
  });
});

describe('companion games as files', () => {
  const build = () => structuredClone(EXAMPLE_BUILD);

  /** A game played from a seed, answering each question with the n-th legal answer. */
  function played(seed: string, answers: number[], typed: boolean): CompanionSave {
    let save = newCompanion(seed, build(), {}, typed);
    let state = replay(save);
    for (const a of answers) {
      const p = state.pending;
      if (!p) break;
      const step =
        p.kind === 'phase'
          ? ({ t: 'phase' } as const)
          : p.kind === 'dice'
            ? {
                t: 'dice' as const,
                faces: Array.from({ length: p.count }, (_, i) => ((a + i) % 6) + 1),
              }
            : { t: 'choice' as const, v: p.options[a % p.options.length]! };
      ({ save, state } = act(save, step));
    }
    return save;
  }

  test('export then import gives back any game, notes included (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(50), { maxLength: 60 }),
        fc.boolean(),
        fc.dictionary(
          fc.integer({ min: 1, max: 40 }).map(String),
          fc.string({ minLength: 1, maxLength: NOTE_MAX }).filter((t) => t.trim() !== ''),
          { maxKeys: 4 },
        ),
        async (seed, answers, typed, notes) => {
          let save = played(seed, answers, typed);
          for (const [m, text] of Object.entries(notes)) save = setNote(save, Number(m), text);
          const back = await roundTrip('companion', SAVE_VERSION, save, checkSave);
          expect(back).toEqual(save);
          expect(replay(back).journal).toEqual(replay(save).journal);
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);

  test('a file exported before notes (version 2) loads, migrated to version 3', async () => {
    const { notes: _n, ...old } = played('old file', [0, 1, 2, 3, 4, 5, 6, 7], false);
    const back = await roundTrip('companion', SAVE_VERSION, { ...old, v: 2 }, checkSave);
    expect(back.v).toBe(3);
    expect(back.notes).toEqual({});
    expect(back.steps).toEqual(old.steps);
  });
});

describe('Solo Tower Hack runs as files', () => {
  /** A run played on `tower` with the site's dice, moving by the n-th choice each time. */
  function run(tower: TowerChoice, choices: number[], attempt: number): SavedRun {
    const dice = playStream(towerKey(tower), attempt);
    let r = newRun();
    const steps: Step[] = [];
    for (const c of choices) {
      let step: Step;
      if (r.status === 'fighting') step = { fight: [dice.d6(), dice.d6()] };
      else if (r.status === 'exploring') {
        const moves = movesFor(tower.layout, r);
        if (!moves.length) break;
        const to = moves[c % moves.length]!;
        step = { move: [to.level, to.column], roll: dice.d6() };
      } else break;
      r = applyStep(tower.layout, r, step);
      steps.push(step);
    }
    return { v: 1, tower: towerKey(tower), attempt, steps, dice: dice.save() };
  }

  test('export then import gives back any run on any tower (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .record({ seed: fc.string({ maxLength: 20 }), map: fc.nat(3) })
            .map(({ seed, map }) => towerFromSeed(seed, map)),
          fc
            .array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })), {
              minLength: 9,
              maxLength: 9,
            })
            .map((pairs) => towerFromRolls(pairs.map((p) => p.join(',')).join(' '))),
        ),
        fc.array(fc.nat(5), { maxLength: 40 }),
        fc.nat(3),
        async (tower, choices, attempt) => {
          const saved = run(tower, choices, attempt);
          const back = await roundTrip(
            'sth-run',
            RUN_FILE_VERSION,
            runFile(tower, saved),
            checkRunFile,
          );
          expect(back.save).toEqual(saved);
          expect(towerKey(back.tower)).toBe(towerKey(tower));
          expect(back.tower.layout).toEqual(tower.layout);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  test('a run file that does not fit its tower is refused, naming why', () => {
    const tower = towerFromSeed('abc', 2);
    const good = runFile(tower, run(tower, [0, 1, 2, 0, 1], 0));
    expect(() => checkRunFile({ ...good, map: 1 })).toThrow(/belongs to a different tower/);
    expect(() => checkRunFile({ ...good, map: 900 })).toThrow(/map number is damaged/);
    expect(() => checkRunFile({ ...good, seed: 'x'.repeat(70) })).toThrow(/seed is too long/);
    expect(() => checkRunFile({ ...good, seed: null })).toThrow(/names no tower/);
    expect(() => checkRunFile({ ...good, rolls: '9,9' })).toThrow(/stairs rolls are damaged/);
    expect(() => checkRunFile({ ...good, run: { ...good.run, v: 2 } })).toThrow(/format 2/);
    expect(() => checkRunFile({ ...good, run: undefined })).toThrow(/not readable/);
    const moved = { ...good.run, steps: [{ move: [9, 0], roll: 3 }] };
    expect(() => checkRunFile({ ...good, run: moved })).toThrow(/cannot be replayed/);
  });
});

describe('Heist hauls and mana tracks as files', () => {
  const fieldNames = Array.from({ length: MAX_PLAYERS }, (_, p) => [
    `p${p}-name`,
    `p${p}-suit-potion`,
    `p${p}-curses`,
    `p${p}-exit`,
  ]).flat();

  test('export then import gives back any haul (fast-check)', async () => {
    const tileIds = TILES.map((t) => t.id);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
        fc.dictionary(fc.constantFrom(...fieldNames), fc.string({ maxLength: 20 })),
        fc.dictionary(fc.constantFrom(...tileIds), fc.string({ maxLength: 30 })),
        fc.dictionary(fc.constantFrom(...tileIds), fc.integer({ min: -99, max: 99 })),
        async (players, fields, names, points) => {
          const haul = {
            hauls: { v: 1 as const, players, fields },
            tiles: { v: 1 as const, names, points },
          };
          expect(await roundTrip('heist-haul', HAUL_FILE_VERSION, haul, checkHaulFile)).toEqual(
            haul,
          );
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);

  test('a damaged haul file names the part and the field', () => {
    const hauls = { v: 1, players: 3, fields: {} };
    const tiles = { v: 1, names: {}, points: {} };
    expect(() => checkHaulFile({ hauls: { ...hauls, players: 9 }, tiles })).toThrow(
      'its hauls: its number of thieves is damaged',
    );
    expect(() => checkHaulFile({ hauls, tiles: { ...tiles, points: { 'exit-1': 'x' } } })).toThrow(
      'its tile table: the points saved for “exit-1” are damaged',
    );
    expect(() => checkHaulFile([])).toThrow('it is not a set of hauls and tiles');
  });

  test('a haul counts as typed once a number or a tile point is in', () => {
    const empty = {
      hauls: {
        v: 1 as const,
        players: 3,
        fields: { 'p0-name': 'Ann', 'p0-exit': '2', 'p0-curses': '0' },
      },
      tiles: { v: 1 as const, names: {}, points: {} },
    };
    expect(haulTyped(empty)).toBe(false);
    expect(
      haulTyped({ ...empty, hauls: { ...empty.hauls, fields: { 'p1-suit-potion': '4' } } }),
    ).toBe(true);
    expect(haulTyped({ ...empty, tiles: { ...empty.tiles, points: { 'exit-1': 0 } } })).toBe(true);
  });

  test('export then import gives back any mana-drain track (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          v: fc.constant(1 as const),
          steps: fc.integer({ min: 0, max: 999 }),
          tower: fc.boolean(),
          retreat: fc.boolean(),
          cost: fc.string({ maxLength: 4 }),
        }),
        async (track) => {
          expect(await roundTrip('mana-drain', 1, track, checkDrain)).toEqual(track);
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
