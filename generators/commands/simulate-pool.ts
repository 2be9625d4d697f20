/**
 * Plays a `simulate` batch on `jobs` worker threads, or in this thread with one job. The runs
 * are cut into chunks of a few tenths of a second each, handed out in order to whichever
 * worker is free; the summaries are added up (sums of whole numbers, so in any order) and
 * the trace text is passed on in chunk order, so the output is the same for every --jobs.
 */
import { Worker } from 'node:worker_threads';
import { addSummary, emptySummary, type SimSummary } from '../../src/games/wizards-tower/engine/index.ts';
import { chunkRuns, runChunks } from '../../src/lib/seed.ts';
import { playChunk, type ChunkJob, type ChunkResult } from './simulate-chunk.ts';

/**
 * The worker's module: beside this one. Run from source that is simulate-worker.ts; a bundled
 * CLI (one .js file) must ship the bundled worker beside it as simulate-worker.js.
 */
const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './simulate-worker.ts' : './simulate-worker.js', import.meta.url);

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

export async function simulateBatch(job: ChunkJob, runs: number, options: BatchOptions): Promise<SimSummary> {
  const total = emptySummary(job.setup.strategy, job.months);
  const size = chunkRuns(job.months, job.trace ? TRACE_CHUNK_MONTHS : CHUNK_MONTHS);
  const chunks = runChunks(job.setup.seed, runs, size);
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
      }
    }
    options.progress?.(total.runs);
  };
  const workers = Math.min(options.jobs, Math.ceil(runs / size));
  const { signal } = options;

  if (workers <= 1) {
    for (const chunk of chunks) {
      if (signal?.aborted) throw new Interrupted();
      take(playChunk(job, chunk));
      await writing;
      // Let a Ctrl-C (and anything else waiting) in between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (signal?.aborted) throw new Interrupted();
    return total;
  }

  return new Promise<SimSummary>((resolve, reject) => {
    const pool: Worker[] = [];
    let busy = 0;
    let over = false;
    const finish = (error?: unknown) => {
      if (over) return;
      over = true;
      signal?.removeEventListener('abort', onAbort);
      for (const w of pool) void w.terminate();
      if (error === undefined) writing.then(() => resolve(total), reject);
      else reject(error);
    };
    const onAbort = () => finish(new Interrupted());
    const feed = (w: Worker) => {
      const next = chunks.next();
      if (next.done) {
        if (--busy === 0) finish();
      } else w.postMessage(next.value);
    };
    if (signal?.aborted) return finish(new Interrupted());
    signal?.addEventListener('abort', onAbort);
    for (let i = 0; i < workers; i++) {
      const w = new Worker(WORKER_URL, { workerData: job });
      pool.push(w);
      busy++;
      w.on('message', (r: ChunkResult) => {
        if (over) return;
        try {
          take(r);
        } catch (e) {
          return finish(e);
        }
        writing.catch(finish);
        feed(w);
      });
      w.on('error', (e) => finish(e));
      w.on('exit', (code) => finish(new Error(`a simulation worker stopped (exit code ${code})`)));
      feed(w);
    }
  });
}
