import { describe, expect, test } from 'vitest';
import {
  KEEP_SET_ASIDE,
  SaveStore,
  isQuotaError,
  type StorageLike,
} from '../../../src/widgets/kit/save-store.ts';
import { checkHaulsSave, checkTiles } from '../../../src/widgets/heist/heist-scoring-state.ts';

/** An in-memory Web Storage with a quota in UTF-16 units, like a browser's. */
class FakeStorage implements StorageLike {
  readonly map = new Map<string, string>();
  readonly quota: number;
  constructor(quota = Infinity) {
    this.quota = quota;
  }
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    const used = [...this.map].reduce(
      (n, [key, val]) => n + (key === k ? 0 : key.length + val.length),
      0,
    );
    if (used + k.length + v.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const check = (data: unknown) => {
  if (typeof data !== 'object' || data === null || typeof (data as { n?: unknown }).n !== 'number')
    throw new Error('it has no number');
  return data as { n: number };
};
const storeOn = (s: StorageLike) => new SaveStore('k', check, () => s);

describe('SaveStore', () => {
  test('round-trips a save; nothing stored reads as empty; blocked storage as unavailable', () => {
    const s = new FakeStorage();
    const store = storeOn(s);
    expect(store.read()).toEqual({ kind: 'empty' });
    expect(store.write({ n: 3 })).toEqual({ kind: 'saved' });
    expect(storeOn(s).read()).toEqual({ kind: 'ok', value: { n: 3 } });
    expect(new SaveStore('k', check, () => null).read()).toEqual({ kind: 'unavailable' });
  });

  test('a damaged save is set aside, removed, and several set-asides are kept, newest first', () => {
    const s = new FakeStorage();
    for (let i = 0; i < KEEP_SET_ASIDE + 2; i++) {
      s.setItem('k', `{broken ${i}`);
      const r = storeOn(s).read();
      expect(r).toMatchObject({
        kind: 'bad',
        problem: 'it is not readable (damaged data)',
        text: `{broken ${i}`,
        kept: true,
      });
      expect(s.getItem('k')).toBeNull();
    }
    const copies = storeOn(s).setAsides();
    expect(copies).toHaveLength(KEEP_SET_ASIDE);
    expect(copies[0]!.text).toBe(`{broken ${KEEP_SET_ASIDE + 1}`);
    expect(copies.at(-1)!.text).toBe('{broken 2');
  });

  test('the check says what is wrong with a readable but wrong save', () => {
    const s = new FakeStorage();
    s.setItem('k', '{"n":"x"}');
    expect(storeOn(s).read()).toMatchObject({
      kind: 'bad',
      problem: 'it has no number',
      kept: true,
    });
  });

  test('when the copy cannot be stored (quota), the save stays in place and the caller is told', () => {
    const big = 'x'.repeat(3000);
    const s = new FakeStorage(4000);
    s.setItem('k', big);
    const r = storeOn(s).read();
    expect(r).toMatchObject({ kind: 'bad', kept: false, text: big });
    expect(s.getItem('k')).toBe(big); // never claim a copy that was not made, never lose the original
    expect(storeOn(s).setAsides()).toEqual([]);
  });

  test('a full storage is reported as full', () => {
    const s = new FakeStorage(10);
    expect(storeOn(s).write({ n: 123456789 })).toEqual({ kind: 'full' });
    expect(isQuotaError(new DOMException('x', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new Error('x'))).toBe(false);
  });

  test('two tabs: the stale one is refused with the newer save, until it reads it or forces', () => {
    const s = new FakeStorage();
    const a = storeOn(s);
    const b = storeOn(s);
    a.read();
    b.read();
    expect(a.write({ n: 45 })).toEqual({ kind: 'saved' });
    expect(b.stale()).toBe(true);
    expect(b.write({ n: 4 })).toEqual({
      kind: 'conflict',
      other: { kind: 'ok', value: { n: 45 } },
    });
    expect(s.getItem('k')).toBe('{"n":45}');
    // The player keeps the older page's game on purpose:
    expect(b.write({ n: 4 }, true)).toEqual({ kind: 'saved' });
    expect(a.write({ n: 46 })).toMatchObject({ kind: 'conflict' });
    expect(a.adopt()).toEqual({ kind: 'ok', value: { n: 4 } });
    expect(a.write({ n: 5 })).toEqual({ kind: 'saved' });
  });

  test('a page that saw no save still notices one another tab wrote meanwhile', () => {
    const s = new FakeStorage();
    const late = storeOn(s);
    late.assume(0);
    storeOn(s).write({ n: 9 });
    expect(late.write({ n: 1 })).toMatchObject({ kind: 'conflict' });
  });
});

/** A storage whose `failAt`-th setItem (counting from 1) throws QuotaExceeded, once. */
class FailingStorage extends FakeStorage {
  sets = 0;
  failAt: number;
  constructor(failAt: number) {
    super();
    this.failAt = failAt;
  }
  override setItem(k: string, v: string) {
    if (++this.sets === this.failAt)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(k, v);
  }
}

describe('a save that half-fails under a full quota', () => {
  test.each([1, 2])(
    'when setItem number %i of a write throws QuotaExceeded: "full", storage as it was, the next write saves (no false conflict)',
    (failAt) => {
      const s = new FailingStorage(Infinity);
      const store = storeOn(s);
      store.read();
      expect(store.write({ n: 1 })).toEqual({ kind: 'saved' });
      const before = new Map(s.map);
      s.sets = 0;
      s.failAt = failAt;
      expect(store.write({ n: 2 })).toEqual({ kind: 'full' });
      // Nothing changed: neither the value nor the revision another tab would look at.
      expect(new Map(s.map)).toEqual(before);
      expect(store.stale()).toBe(false);
      // Space freed: the same page saves, with no conflict against "another tab".
      expect(store.write({ n: 3 })).toEqual({ kind: 'saved' });
      expect(storeOn(s).read()).toEqual({ kind: 'ok', value: { n: 3 } });
    },
  );

  test('a first save that does not fit leaves no revision behind, and another tab sees nothing new', () => {
    const s = new FailingStorage(2);
    const store = storeOn(s);
    const other = storeOn(s);
    store.read();
    other.read();
    expect(store.write({ n: 7 })).toEqual({ kind: 'full' });
    expect([...s.map.keys()]).toEqual([]);
    expect(other.stale()).toBe(false);
    expect(other.write({ n: 8 })).toEqual({ kind: 'saved' });
  });

  test('a saved write moves the revision other tabs watch, in step with this page', () => {
    const s = new FakeStorage();
    const a = storeOn(s);
    const b = storeOn(s);
    a.read();
    b.read();
    const rev = s.getItem(a.revKey);
    expect(a.write({ n: 1 })).toEqual({ kind: 'saved' });
    expect(s.getItem(a.revKey)).not.toBe(rev);
    expect(a.stale()).toBe(false);
    expect(b.stale()).toBe(true);
  });
});

describe('Heist saves are checked before use', () => {
  test('the save that broke the widget ({"names":null}) is refused with a reason', () => {
    expect(() => checkTiles({ v: 1, names: null, points: {} })).toThrow(
      'its tile names or points are missing',
    );
    expect(() => checkTiles({ v: 1, names: {}, points: { 'most-curses': 'x' } })).toThrow(
      'damaged',
    );
    expect(() => checkTiles({ v: 1, names: { toString: 'x' }, points: {} })).toThrow('damaged');
    expect(() => checkTiles({ v: 2, names: {}, points: {} })).toThrow('format 2');
    expect(
      checkTiles({ v: 1, names: { 'exit-1': 'First out' }, points: { 'exit-1': 4 } }).points[
        'exit-1'
      ],
    ).toBe(4);
  });
  test('saved hauls need a number of thieves from 2 to 5 and text fields', () => {
    expect(() => checkHaulsSave({ v: 1, players: 9, fields: {} })).toThrow('thieves');
    expect(() => checkHaulsSave({ v: 1, players: 3, fields: { 'p0-name': 3 } })).toThrow('fields');
    expect(checkHaulsSave({ v: 1, players: 3, fields: { 'p0-name': 'Ann' } }).players).toBe(3);
  });
});
