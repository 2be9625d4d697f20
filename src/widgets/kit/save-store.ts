/**
 * One way for every widget to keep something in localStorage without ever losing it.
 *
 * - read(): a save is parsed and checked by the widget's own `check` (which throws saying what is
 *   wrong); a bad one is copied to a set-aside key and only then removed. If the copy fails
 *   (storage full), the original stays where it is and the caller is told so: it must offer the
 *   text it holds in memory as a download before anything overwrites it.
 * - Several set-aside copies are kept (newest first, up to KEEP_SET_ASIDE); none is overwritten.
 * - write(): a revision counter beside the save tells when another tab saved since this page
 *   last read or wrote: the write is refused as a conflict, so the caller can let the player
 *   choose; watch() reports such saves as they happen (the `storage` event). The revision and
 *   the value are written as one step: when either does not fit, neither changes.
 * - A full storage is reported as such, never swallowed.
 *
 * No DOM here beyond the Storage interface, so it is unit-tested with a fake storage.
 */

export const KEEP_SET_ASIDE = 5;

/** The sequence number that orders set-aside copies made in the same millisecond (-1: none). */
const setAsideSeq = (key: string) => Number(/-(\d+)$/.exec(key)?.[1] ?? -1);

/** The part of the Web Storage API this module uses. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type ReadResult<T> =
  | { kind: 'empty' }
  | { kind: 'ok'; value: T }
  /** `kept`: a copy was set aside (and the bad save removed); otherwise it is still in place. */
  | { kind: 'bad'; problem: string; text: string; kept: boolean }
  | { kind: 'unavailable' };

export type WriteResult<T> =
  | { kind: 'saved' }
  /** Another tab saved after this page last read: nothing was written. */
  | { kind: 'conflict'; other: ReadResult<T> }
  | { kind: 'full' }
  | { kind: 'unavailable' };

export interface SetAside {
  key: string;
  /** When it was set aside (ms since 1970), 0 for a copy from before this scheme. */
  at: number;
  text: string;
}

/** True for the error browsers throw when a write would pass the storage quota. */
export function isQuotaError(e: unknown): boolean {
  if (typeof DOMException === 'undefined' || !(e instanceof DOMException)) return false;
  return (
    e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22
  );
}

function browserStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked by the browser's settings
  }
}

/** T: what a read gives (the checked save); W: what is written (the save itself, by default the same). */
export class SaveStore<T, W = T> {
  readonly key: string;
  readonly revKey: string;
  readonly #check: (data: unknown, text: string) => T;
  readonly #storage: () => StorageLike | null;
  /** The revision of the save as this page last read or wrote it. */
  #rev = 0;
  #counter = 0;

  /** `check` returns the save's value from parsed JSON (or its text), or throws an Error saying what is wrong. */
  constructor(
    key: string,
    check: (data: unknown, text: string) => T,
    storage: () => StorageLike | null = browserStorage,
  ) {
    this.key = key;
    this.revKey = revisionKey(key);
    this.#check = check;
    this.#storage = storage;
  }

  #storedRev(s: StorageLike): number {
    const n = Number(s.getItem(this.revKey));
    return Number.isSafeInteger(n) && n > 0 ? n : 0;
  }

  /** Parses and checks a save's text. */
  parse(text: string): { value: T } | { problem: string } {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return { problem: 'it is not readable (damaged data)' };
    }
    try {
      return { value: this.#check(data, text) };
    } catch (e) {
      return { problem: (e as Error).message };
    }
  }

  /** Reads the save without changing anything in storage. */
  peek(): ReadResult<T> {
    const s = this.#storage();
    if (!s) return { kind: 'unavailable' };
    let text: string | null;
    try {
      text = s.getItem(this.key);
    } catch {
      return { kind: 'unavailable' };
    }
    if (text === null) return { kind: 'empty' };
    const parsed = this.parse(text);
    return 'value' in parsed
      ? { kind: 'ok', value: parsed.value }
      : { kind: 'bad', problem: parsed.problem, text, kept: false };
  }

  /** Reads the save and takes its revision as this page's; a bad save is set aside. */
  read(): ReadResult<T> {
    const s = this.#storage();
    const result = this.peek();
    if (!s || result.kind === 'unavailable') return result;
    this.#rev = this.#storedRev(s);
    if (result.kind !== 'bad') return result;
    const kept = this.setAside(result.text);
    if (kept) {
      try {
        s.removeItem(this.key);
      } catch {
        /* the copy exists; the bad save is simply replaced by the next write */
      }
    }
    return { ...result, kept };
  }

  /**
   * Saves `value` unless another tab saved since this page last read (then a conflict), or
   * `force`. One step: the revision is written first, then the value; if the value does not
   * fit, the revision is put back, so storage, this page's counter and other tabs all still
   * agree that nothing changed ('full'). A 'saved' is true of storage, and a 'full' leaves it
   * as it was.
   */
  write(value: W, force = false): WriteResult<T> {
    const s = this.#storage();
    if (!s) return { kind: 'unavailable' };
    let revText: string | null;
    let stored: number;
    try {
      revText = s.getItem(this.revKey);
      stored = this.#storedRev(s);
    } catch {
      return { kind: 'unavailable' };
    }
    if (!force && stored !== this.#rev) return { kind: 'conflict', other: this.peek() };
    const text = JSON.stringify(value);
    const next = Math.max(stored, this.#rev) + 1;
    try {
      s.setItem(this.revKey, String(next));
    } catch (e) {
      return { kind: isQuotaError(e) ? 'full' : 'unavailable' };
    }
    try {
      s.setItem(this.key, text);
    } catch (e) {
      // Put the revision back (its old text is no longer than the new, so it fits again).
      try {
        if (revText === null) s.removeItem(this.revKey);
        else s.setItem(this.revKey, revText);
      } catch {
        // It stays moved: take it as this page's, so the next write is not a false conflict.
        this.#rev = next;
      }
      return { kind: isQuotaError(e) ? 'full' : 'unavailable' };
    }
    this.#rev = next;
    return { kind: 'saved' };
  }

  /** The revision this page has seen, taken from a read made before this store existed. */
  assume(rev: number): void {
    this.#rev = rev;
  }

  /** Takes the save as it now stands in storage as this page's (after the player chose it). */
  adopt(): ReadResult<T> {
    return this.read();
  }

  /** Removes the save (keeps the revision counting, so other tabs notice). */
  clear(): void {
    const s = this.#storage();
    try {
      s?.removeItem(this.key);
      if (s) {
        this.#rev = this.#storedRev(s) + 1;
        s.setItem(this.revKey, String(this.#rev));
      }
    } catch {
      /* nothing to clear */
    }
  }

  /** Keeps a copy of `text` under a new set-aside key; false when it could not be stored. */
  setAside(text: string): boolean {
    const s = this.#storage();
    if (!s) return false;
    const now = Date.now();
    try {
      // A key after every copy made in the same millisecond (a pruned copy's key is not reused,
      // or the newest copy would sort as the oldest): a copy is never written over another.
      const sameMs = this.setAsides().filter((c) => c.at === now);
      const seq = Math.max(this.#counter, ...sameMs.map((c) => setAsideSeq(c.key) + 1));
      this.#counter = seq + 1;
      s.setItem(`${this.key}:set-aside:${now}-${seq}`, text);
    } catch {
      return false;
    }
    // Keep the newest few; the oldest go.
    for (const old of this.setAsides().slice(KEEP_SET_ASIDE)) {
      try {
        s.removeItem(old.key);
      } catch {
        /* leave it */
      }
    }
    return true;
  }

  /** Every set-aside copy, newest first (a copy made before this scheme counts as oldest). */
  setAsides(): SetAside[] {
    const s = this.#storage();
    if (!s) return [];
    const prefix = `${this.key}:set-aside`;
    const found: SetAside[] = [];
    try {
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key === null || !key.startsWith(prefix)) continue;
        const m = /^:(\d+)-(\d+)$/.exec(key.slice(prefix.length));
        if (!m && key !== prefix) continue;
        found.push({ key, at: m ? Number(m[1]) : 0, text: s.getItem(key) ?? '' });
      }
    } catch {
      return found;
    }
    return found.sort((a, b) => b.at - a.at || setAsideSeq(b.key) - setAsideSeq(a.key));
  }

  removeSetAsides(): void {
    const s = this.#storage();
    for (const { key } of this.setAsides()) {
      try {
        s?.removeItem(key);
      } catch {
        /* leave it */
      }
    }
  }

  /**
   * Calls `changed` when another tab saves or removes this save (the browser's `storage`
   * event; a page never hears its own writes). Returns a function that stops watching.
   */
  watch(changed: () => void): () => void {
    const onStorage = (e: StorageEvent) => {
      // The revision is written just before the save: either may arrive first in another tab,
      // so both are reported (a reader that looks at the revision alone may see it early).
      if (e.key === this.revKey || e.key === this.key || e.key === null) changed();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }

  /** True when another tab has saved since this page last read or wrote. */
  stale(): boolean {
    const s = this.#storage();
    try {
      return !!s && this.#storedRev(s) !== this.#rev;
    } catch {
      return false;
    }
  }
}

/** A check helper: a plain object (not null, not an array). */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Where a save's revision counter is kept. */
export const revisionKey = (key: string): string => `${key}:rev`;

/** The stored revision of a save, for pages that read it before loading the store. */
export function storedRevision(key: string): number {
  try {
    const n = Number(localStorage.getItem(revisionKey(key)));
    return Number.isSafeInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}
