/**
 * A progress line for long work, on standard error when it is a terminal: how much is done,
 * the rate and the time left, redrawn in place a few times a second and erased at the end.
 * Nothing is written when standard error is not a terminal (a pipe, a file, a CI log) or with
 * --quiet, so scripts see exactly the output they saw before.
 */
import { duration, progressText } from '../src/lib/progress-text.ts';

/** Where the line goes: process.stderr, or a stand-in in tests. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface ProgressOptions {
  /** What is counted, plural ("runs", "maps", "cards"). */
  unit: string;
  stream?: ProgressStream;
  quiet?: boolean;
  /** Show nothing until the work has taken this long (ms): short work stays silent. */
  after?: number;
  /** Least time between redraws (ms). */
  every?: number;
  now?: () => number;
}

export { duration };

export class Progress {
  readonly #label: string;
  readonly #total: number;
  readonly #unit: string;
  readonly #stream: ProgressStream;
  readonly #on: boolean;
  readonly #after: number;
  readonly #every: number;
  readonly #now: () => number;
  readonly #start: number;
  #last = -Infinity;
  #shown = false;

  constructor(label: string, total: number, options: ProgressOptions) {
    this.#label = label;
    this.#total = total;
    this.#unit = options.unit;
    this.#stream = options.stream ?? process.stderr;
    this.#on = !options.quiet && this.#stream.isTTY === true;
    this.#after = options.after ?? 0;
    this.#every = options.every ?? 250;
    this.#now = options.now ?? (() => performance.now());
    this.#start = this.#now();
  }

  /** The line for `done` of the total after `ms` milliseconds. */
  line(done: number, ms: number): string {
    return `${this.#label}: ${progressText(done, this.#total, this.#unit, ms)}`;
  }

  /** Redraws the line if it is time to. */
  update(done: number): void {
    if (!this.#on) return;
    const now = this.#now();
    if (now - this.#start < this.#after || now - this.#last < this.#every) return;
    this.#last = now;
    const width = Math.max(20, (this.#stream.columns || 80) - 1);
    // \r back to the start of the line, then \x1b[K erases what a longer line left behind.
    this.#stream.write(`\r${this.line(done, now - this.#start).slice(0, width)}\x1b[K`);
    this.#shown = true;
  }

  /** Erases the line (when the work ends, is stopped or fails), leaving the terminal as it was. */
  clear(): void {
    if (this.#shown) this.#stream.write('\r\x1b[K');
    this.#shown = false;
  }
}
