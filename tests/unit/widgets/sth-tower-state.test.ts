import { describe, expect, test } from 'vitest';
import {
  BadSave,
  inProgress,
  lastTower,
  namesTower,
  parseTowerParams,
  playStream,
  readSave,
  replay,
  towerFromSeed,
  towerKey,
  towerName,
  towerParams,
  type SavedRun,
  type Step,
} from '../../../src/widgets/solo-tower-hack/sth-tower-state.ts';
import { generateLayouts, rollsToText } from '../../../src/games/solo-tower-hack/layout.ts';
import { GENERATOR_VERSION } from '../../../src/lib/seed-text.ts';

const params = (q: string) => parseTowerParams(new URLSearchParams(q));

describe('tower from the URL', () => {
  test('seed and map pick map i of the seed, and round-trip', () => {
    const { tower, notes } = params('seed=abc&map=3&v=1');
    expect(notes).toEqual([]);
    expect(tower.layout).toEqual(generateLayouts('abc', 4)[3]);
    expect(params(towerParams(tower).toString()).tower).toEqual(tower);
  });

  test('own dice in the URL draw exactly those stairs', () => {
    const { tower } = params('rolls=3,5+4,4+1,6+2,2+3,3+4,4+5,5+6,6+1,2');
    expect(tower.seed).toBeNull();
    expect(rollsToText(tower.layout)).toBe('3,5 4,4 1,6 2,2 3,3 4,4 5,5 6,6 1,2');
    expect(params(towerParams(tower).toString()).tower.layout).toEqual(tower.layout);
  });

  test('bad parameters are named in a note and the page still shows a tower', () => {
    expect(params('seed=x&map=-2').notes[0]).toMatch(/“map=-2” is not a map number from 0 to 499/);
    expect(params('seed=x&v=7').notes[0]).toMatch(/version “7”.*only has version 1/);
    const bad = params('seed=x&rolls=9,9');
    expect(bad.notes[0]).toMatch(/stairs rolls in the link \(“rolls=9,9”\) were not used/);
    expect(bad.tower.seed).toBe('x');
    expect(params('seed=' + 'a'.repeat(80)).tower.seed).toHaveLength(64);
    expect(params('').tower.seed).toMatch(/^\w{8}$/);
  });
});

describe('saved runs', () => {
  const tower = towerFromSeed('save-test');
  const dice = playStream(towerKey(tower), 0);
  const steps: Step[] = [
    { move: [1, 2], roll: 6 },
    { move: [1, 3], roll: 5 },
  ];
  const good: SavedRun = { v: 1, tower: towerKey(tower), attempt: 0, steps, dice: dice.save() };

  test('a save restores the run by replaying its steps', () => {
    const restored = readSave(JSON.stringify(good), tower)!;
    expect(restored.run).toEqual(replay(tower.layout, steps));
    expect(restored.run.xp).toBe(1);
    expect(restored.dice.save()).toBe(dice.save());
    expect(readSave(null, tower)).toBeNull();
  });

  test.each([
    ['{not json', /not readable/],
    ['null', /not readable/],
    [JSON.stringify({ ...good, v: 2 }), /another version of this page \(format 2\)/],
    [JSON.stringify({ ...good, tower: 'other' }), /different tower/],
    [JSON.stringify({ ...good, steps: [{ move: 'x' }] }), /missing parts/],
    [
      JSON.stringify({ ...good, steps: [{ move: [3, 1], roll: 2 }] }),
      /cannot be replayed: You cannot move from the Start room to Level 3/,
    ],
    [JSON.stringify({ ...good, dice: 'garbage' }), /cannot be replayed: Not a saved stream state/],
  ])('a damaged or foreign save is refused with a reason: %s', (text, message) => {
    expect(() => readSave(text, tower)).toThrow(BadSave);
    expect(() => readSave(text, tower)).toThrow(message);
  });

  test('the save key names the generator version, so a new version never replays old runs', () => {
    expect(towerKey(tower)).toBe(`v${GENERATOR_VERSION}|seed:save-test|map:0`);
  });
});

describe('the run in progress offered on arrival', () => {
  test('only an address with no tower asks for the last run', () => {
    expect(namesTower(new URLSearchParams(''))).toBe(false);
    expect(namesTower(new URLSearchParams('v=1'))).toBe(false);
    expect(namesTower(new URLSearchParams('seed=abc'))).toBe(true);
    expect(namesTower(new URLSearchParams('rolls=3,5'))).toBe(true);
  });

  test('the remembered tower comes back whole, seed and map or typed stairs', () => {
    const seeded = towerFromSeed('822y27rv', 4);
    expect(lastTower(towerParams(seeded).toString())).toEqual(seeded);
    const typed = params('rolls=3,5+4,4+1,6+2,2+3,3+4,4+5,5+6,6+1,2').tower;
    expect(lastTower(towerParams(typed).toString())).toEqual(typed);
    expect(towerName(seeded)).toBe('tower “822y27rv” (map 4)');
    expect(towerName(towerFromSeed('abc'))).toBe('tower “abc”');
    expect(towerName(typed)).toBe('your own stairs rolls');
  });

  test('nothing, a damaged note or one naming no tower offers nothing', () => {
    expect(lastTower(null)).toBeNull();
    expect(lastTower('')).toBeNull();
    expect(lastTower('v=1')).toBeNull();
    expect(lastTower('seed=abc&map=9999')).toBeNull();
    expect(lastTower('rolls=banana')).toBeNull();
  });

  test('a run is in progress from its first room until it is won or lost', () => {
    const tower = towerFromSeed('progress');
    const run = replay(tower.layout, []);
    expect(inProgress(run)).toBe(false);
    expect(inProgress({ ...run, visited: ['1:1'], status: 'exploring' })).toBe(true);
    expect(inProgress({ ...run, visited: ['1:1'], status: 'fighting' })).toBe(true);
    expect(inProgress({ ...run, visited: ['1:1'], status: 'won' })).toBe(false);
    expect(inProgress({ ...run, visited: ['1:1'], status: 'dead' })).toBe(false);
  });
});
