/**
 * Web Worker for The Wizard's Tower Monte Carlo: plays one chunk of runs for one strategy and
 * build and posts its summary. The page hands out chunks as workers come free, as the CLI's
 * `simulate --jobs` does; each chunk carries where its streams begin, so run i always uses
 * the seed's stream i, however the work was shared.
 */
import {
  simulate,
  type GameSetup,
  type SimSummary,
} from '../../games/wizards-tower/engine/simulate.ts';
import type { RunChunk } from '../../lib/seed.ts';

export interface McJob {
  /** Which result the part belongs to ("strategy|build"). */
  key: string;
  setup: GameSetup;
  months: number;
  chunk: RunChunk;
}

export interface McPart {
  key: string;
  summary: SimSummary;
}

self.onmessage = (event: MessageEvent<McJob>) => {
  const { key, setup, months, chunk } = event.data;
  try {
    const part: McPart = {
      key,
      summary: simulate(setup, chunk.first, chunk.count, months, { start: chunk.start }),
    };
    self.postMessage({ type: 'part', summary: part });
    self.postMessage({ type: 'done' });
  } catch (e) {
    self.postMessage({ type: 'error', message: (e as Error).message });
  }
};
