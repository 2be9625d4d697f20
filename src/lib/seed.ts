/**
 * Seeded random streams. Any text is a seed: it is hashed to 32 bits (FNV-1a) and fed to
 * pure-rand's xoroshiro128plus. Independent streams come from its jump(); draws step the same
 * generator here (see Stream). A stream's state can be saved as text and restored to
 * carry on exactly where it left off.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { hashSeed } from './seed-text.ts';

/** The widest range drawn here: the products below then stay below 2^30. Wider ranges go to pure-rand. */
const SMALL_RANGE = 32768;

/**
 * A seeded stream of dice and card draws: xoroshiro128plus, stepped here on its state (in
 * pure-rand's order: s01, s00, s11, s10). Why not the library's own generator object: it keeps
 * its state in four object fields, and in a browser V8 stores small integers in 31 bits, so
 * half of each step's values are boxed; a die cost about 10 ns in Chromium against 4.5 ns in
 * Node. On an Int32Array, and in local variables while a batch is drawn, a die costs about
 * 5.5 ns in Chromium and 3.6 ns in Node (measured).
 */
export class Stream {
  readonly #s: Int32Array;
  /** From a xoroshiro128plus state as pure-rand's getState() gives it. */
  constructor(state: ArrayLike<number>) {
    this.#s = Int32Array.from(state);
  }
  /** A whole number from min to max inclusive. */
  int(min: number, max: number): number {
    const range = max - min + 1;
    if (range > SMALL_RANGE) {
      // Rare (no game draws this wide): pure-rand's own generator and uniformInt, from this state.
      const rng = xoroshiro128plusFromState(Array.from(this.#s));
      const value = uniformInt(rng, min, max);
      this.#s.set(rng.getState());
      return value;
    }
    return this.#draw(min, range);
  }
  d6(): number {
    return this.#draw(1, 6);
  }
  /**
   * One draw, min … min+range−1 (range at most SMALL_RANGE). Draw for draw and value for value
   * this is pure-rand's xoroshiro128plus with its uniformInt (tests compare the two): the same
   * generator step, the same rejection of the top of the 32-bit range, the same remainder, all
   * in 32-bit integer arithmetic.
   */
  #draw(min: number, range: number): number {
    // 2^32 mod range, as (2^16 mod range)² mod range: draws at or above `limit` are rejected.
    const m = 65536 % range;
    const limit = 4294967296 - ((m * m) % range);
    const s = this.#s;
    let v: number;
    do {
      const s01 = s[0]!;
      const s00 = s[1]!;
      const s11 = s[2]!;
      const s10 = s[3]!;
      v = ((s00 + s10) ^ 0x80000000) >>> 0; // the generator's output + 2^31, as an unsigned integer
      const a0 = s10 ^ s00;
      const a1 = s11 ^ s01;
      s[1] = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
      s[0] = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
      s[3] = (a1 << 5) ^ (a0 >>> 27);
      s[2] = (a0 << 5) ^ (a1 >>> 27);
    } while (v >= limit);
    // v mod range, from its two 16-bit halves.
    return min + ((((v >>> 16) % range) * m + (v & 0xffff)) % range);
  }
  /**
   * d6 rolls into `out[from … end − 1]`: the same draws as calling d6() that many times, with
   * the state held in local variables meanwhile and #draw's numbers for a range of 6 written
   * out (the engine rolls 50 to 110 dice a simulated month; this is their loop).
   */
  fillD6(out: number[], from: number, end: number): void {
    const s = this.#s;
    let s01 = s[0]!;
    let s00 = s[1]!;
    let s11 = s[2]!;
    let s10 = s[3]!;
    for (let i = from; i < end; i++) {
      let v: number;
      do {
        v = ((s00 + s10) ^ 0x80000000) >>> 0;
        const a0 = s10 ^ s00;
        const a1 = s11 ^ s01;
        const n00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
        s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
        s00 = n00;
        s10 = (a1 << 5) ^ (a0 >>> 27);
        s11 = (a0 << 5) ^ (a1 >>> 27);
      } while (v >= 4294967292); // 2^32 − (2^32 mod 6)
      out[i] = 1 + ((((v >>> 16) % 6) * 4 + (v & 0xffff)) % 6); // 2^16 mod 6 = 4
    }
    s[0] = s01;
    s[1] = s00;
    s[2] = s11;
    s[3] = s10;
  }
  /** A new stream independent of this one (this stream is left unchanged). */
  fork(): Stream {
    const other = xoroshiro128plusFromState(Array.from(this.#s));
    other.jump();
    return new Stream(other.getState());
  }
  /** An exact copy that moves on independently. */
  clone(): Stream {
    return new Stream(this.#s);
  }
  save(): string {
    return this.#s.join('.');
  }
}

export function streamFromSeed(seedText: string): Stream {
  return new Stream(xoroshiro128plus(hashSeed(seedText)).getState());
}

/** `count` independent streams for one seed: stream i is the seed's stream jumped i+1 times. */
export const streams = (seedText: string, count: number): Stream[] => [
  ...streamRange(seedText, 0, count),
];

/** Streams `first`..`first+count-1` of a seed, one at a time, the same as `streams(seed, first+count).slice(first)`. */
export function streamRange(seedText: string, first: number, count: number): Generator<Stream> {
  let at = streamFromSeed(seedText);
  for (let i = 0; i < first; i++) at = at.fork();
  return streamsAfter(at, count);
}

/**
 * The next `count` streams after `at`, where `at` is a seed's stream forked `first` times:
 * streams `first` … `first+count-1` of the seed. Work split into chunks carries `at` (saved
 * as text), so no chunk has to fork its way from the seed to where it begins.
 */
export function* streamsAfter(at: Stream, count: number): Generator<Stream> {
  let current = at;
  for (let i = 0; i < count; i++) {
    current = current.fork();
    yield current.clone(); // a copy: the caller drawing from it must not shift the next stream
  }
}

/** One piece of a batch of seeded runs: runs `first` … `first+count-1`, and where their streams begin. */
export interface RunChunk {
  /** Position in the batch, from 0: pieces done out of order are put back in this order. */
  index: number;
  first: number;
  count: number;
  /** The seed's stream forked `first` times, saved (see streamsAfter and restoreStream). */
  start: string;
}

/** Runs in a chunk: about `months` simulated months (a few tenths of a second of work), at least one. */
export const chunkRuns = (monthsPerRun: number, months = 60_000): number =>
  Math.max(1, Math.floor(months / monthsPerRun));

/**
 * Runs 0 … runs−1 of a seed in chunks of `size`, in order. One fork per run, made here as the
 * chunks are handed out: whichever worker plays a chunk, run i uses the seed's stream i.
 * With `threads` sharing the work, the chunks shrink near the end (down to an eighth of
 * `size`), so that no thread is left playing a whole chunk while the others wait.
 */
export function* runChunks(
  seedText: string,
  runs: number,
  size: number,
  threads = 1,
): Generator<RunChunk> {
  const least = Math.max(1, Math.ceil(size / 8));
  let at = streamFromSeed(seedText);
  for (let first = 0, index = 0; first < runs; index++) {
    const left = runs - first;
    const count =
      threads > 1
        ? Math.min(left, size, Math.max(least, Math.ceil(left / (2 * threads))))
        : Math.min(size, left);
    yield { index, first, count, start: at.save() };
    for (let i = 0; i < count; i++) at = at.fork();
    first += count;
  }
}

export function restoreStream(saved: string): Stream {
  const state = saved.split('.').map(Number);
  if (state.length !== 4 || state.some((n) => !Number.isInteger(n) || n !== (n | 0))) {
    throw new Error(`Not a saved stream state: "${saved}"`);
  }
  return new Stream(state);
}
