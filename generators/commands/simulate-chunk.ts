/**
 * One chunk of a `simulate` batch: the runs it covers, summed up, and their `--trace` lines.
 * Played in a worker thread (simulate-worker.ts) or, with one job, in the CLI's own thread;
 * either way run i uses the seed's stream i, so the result does not depend on --jobs.
 */
import {
  simulate,
  type GameSetup,
  type SimSummary,
} from '../../src/games/wizards-tower/engine/simulate.ts';
import type { TestRecord } from '../../src/games/wizards-tower/engine/env.ts';
import type { RunChunk } from '../../src/lib/seed.ts';

/** What every chunk of one batch shares. */
export interface ChunkJob {
  setup: GameSetup;
  months: number;
  /** Collect the --trace lines of the chunk's runs. */
  trace: boolean;
}

export interface ChunkResult {
  index: number;
  summary: SimSummary;
  /** The chunk's --trace lines, in run order (null without --trace). */
  trace: string | null;
}

/** One line of `--trace`: exactly these keys, in this order. */
export function traceLine(run: number, r: TestRecord): string {
  return `{"run":${run},"month":${r.month},"phase":${r.phase},"action":${JSON.stringify(r.action)},"dice":${r.dice},"faces":[${r.faces.join(',')}],"total":${r.total},"band":${JSON.stringify(r.band)}}\n`;
}

export function playChunk(job: ChunkJob, chunk: RunChunk): ChunkResult {
  const lines: string[] = [];
  const trace = job.trace
    ? (run: number, r: TestRecord) => lines.push(traceLine(run, r))
    : undefined;
  const summary = simulate(job.setup, chunk.first, chunk.count, job.months, {
    start: chunk.start,
    trace,
  });
  return { index: chunk.index, summary, trace: job.trace ? lines.join('') : null };
}
