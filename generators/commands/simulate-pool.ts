/**
 * Plays a `simulate` batch on `jobs` threads: this one and jobs − 1 worker threads. The runs
 * are cut into chunks of a few tenths of a second each, handed out in order to whichever
 * thread is free; the summaries are added up (sums of whole numbers, so in any order) and
 * the trace text is passed on in chunk order, so the output is the same for every --jobs.
 * This thread plays too, so the workers' start (loading the engine) costs no idle core.
 */
import { Worker } from 'node:worker_threads';
import {
  addSummary,
  emptySummary,
  type SimSummary,
} from '../../src/games/wizards-tower/engine/index.ts';
import { chunkRuns, runChunks, type RunChunk } from '../../src/lib/seed.ts';
import { playChunk, type ChunkJob, type ChunkResult } from './simulate-chunk.ts';

/**
 * The worker's module: beside this one. Run from source that is simulate-worker.ts; a bundled
 * CLI (one .js file) must ship the bundled worker beside it as simulate-worker.js.
 */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './simulate-worker.ts' : './simulate-worker.js',
  import.meta.url,
);

/** Simulated months per chunk: about a tenth of a second on one core, so progress moves smoothly. */
const CHUNK_MONTHS = 40_000;
/** With --trace, smaller chunks: each test roll is a line of about 110 bytes held until written. */
const TRACE_CHUNK_MONTHS = 2_000;

/** Ctrl-C (or another abort) stopped the batch before it finished. */
export class Interrupted extends Error {
  constructor() {
    super('interrupted');
    this.name = 'Interrupted';
  }
}

export interface BatchOptions {
  jobs: number;
  /** Receives the trace text, in run order; each call waits for the one before to settle. */
  trace?: (text: string) => void | Promise<void>;
  /** Called after each chunk with the number of runs done so far. */
  progress?: (runsDone: number) => void;
  signal?: AbortSignal;
}

/**
 * Chunks sent to a worker ahead of time. This thread reads the workers' results only between
 * its own chunks, so a worker needs more than one chunk in hand not to wait for it.
 */
const IN_FLIGHT = 3;

export async function simulateBatch(
  job: ChunkJob,
  runs: number,
  options: BatchOptions,
): Promise<SimSummary> {
  const total = emptySummary(job.setup.strategy, job.months);
  const size = chunkRuns(job.months, job.trace ? TRACE_CHUNK_MONTHS : CHUNK_MONTHS);
  const threads = Math.max(1, Math.min(options.jobs, Math.ceil(runs / size)));
  const chunks = runChunks(job.setup.seed, runs, size, threads);
  // Trace text of chunks that finished before an earlier one, until that one comes.
  const waiting = new Map<number, string>();
  let nextTrace = 0;
  // The trace writes in flight, one after another.
  let writing: Promise<void> = Promise.resolve();
  const take = (r: ChunkResult) => {
    addSummary(total, r.summary);
    const write = options.trace;
    if (r.trace !== null && write) {
      waiting.set(r.index, r.trace);
      for (let t; (t = waiting.get(nextTrace)) !== undefined; nextTrace++) {
        waiting.delete(nextTrace);
        const text = t;
        writing = writing.then(() => write(text));
        // A failed write is thrown where `writing` is awaited; this only keeps it from counting as unhandled meanwhile.
        writing.catch(() => {});
      }
    }
    options.progress?.(total.runs);
  };
  const { signal } = options;
  const workers = startWorkers(job, threads - 1, chunks, take);
  try {
    for (let next = chunks.next(); !next.done; next = chunks.next()) {
      if (signal?.aborted) throw new Interrupted();
      workers.check();
      take(playChunk(job, next.value));
      await writing;
      // Let the workers' results, a Ctrl-C and anything else waiting in between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.race([workers.done, aborted(signal)]);
    await writing;
    if (signal?.aborted) throw new Interrupted();
    return total;
  } catch (e) {
    // A signal also closes the files being written, so a write may fail after it: still an interruption.
    throw signal?.aborted ? new Interrupted() : e;
  } finally {
    workers.stop();
  }
}

/** Rejects with Interrupted once `signal` aborts (never settles without one). */
function aborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (signal?.aborted) reject(new Interrupted());
    signal?.addEventListener('abort', () => reject(new Interrupted()), { once: true });
  });
}

interface Workers {
  /** Settles when every chunk sent to a worker has come back; rejects if a worker fails. */
  done: Promise<void>;
  /** Throws a worker's failure, so this thread stops playing too. */
  check(): void;
  stop(): void;
}

/** `count` worker threads fed from `chunks`, each kept IN_FLIGHT chunks ahead; results go to `take`. */
function startWorkers(
  job: ChunkJob,
  count: number,
  chunks: Iterator<RunChunk>,
  take: (r: ChunkResult) => void,
): Workers {
  const pool: Worker[] = [];
  let out = 0; // chunks sent and not yet back
  let failure: unknown = null;
  let settle!: (error?: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  done.catch(() => {}); // the failure is also thrown by check(); an unhandled rejection would end the process
  const fail = (e: unknown) => {
    if (failure !== null) return;
    failure = e;
    settle(e);
  };
  const feed = (w: Worker) => {
    const next = chunks.next();
    if (next.done) return;
    out++;
    w.postMessage(next.value);
  };
  for (let i = 0; i < count; i++) {
    const w = new Worker(WORKER_URL, { workerData: job });
    pool.push(w);
    w.on('message', (r: ChunkResult) => {
      if (failure !== null) return;
      out--;
      try {
        take(r);
      } catch (e) {
        return fail(e);
      }
      feed(w);
      if (out === 0) settle();
    });
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`a simulation worker stopped (exit code ${code})`)));
    for (let k = 0; k < IN_FLIGHT; k++) feed(w);
  }
  if (out === 0) settle();
  return {
    done,
    check() {
      if (failure !== null) throw failure;
    },
    stop() {
      failure ??= new Interrupted();
      for (const w of pool) void w.terminate();
    },
  };
}
