/**
 * Web Worker for The Wizard's Tower Monte Carlo: plays a contiguous range of runs for one
 * strategy and build in chunks, posting each chunk's partial summary so the page can show
 * progress and merge the parts (run i always uses the seed's stream i).
 */
import { simulate, type GameSetup, type SimSummary } from '../games/wizards-tower/engine/simulate.ts';

export interface McJob {
  /** Which result the parts belong to ("strategy|build"). */
  key: string;
  setup: GameSetup;
  first: number;
  count: number;
  months: number;
}

export interface McPart {
  key: string;
  summary: SimSummary;
}

/** About this many simulated months per chunk: a few tenths of a second on one core. */
const MONTHS_PER_CHUNK = 60_000;

self.onmessage = (event: MessageEvent<McJob>) => {
  const { key, setup, first, count, months } = event.data;
  const chunk = Math.max(50, Math.floor(MONTHS_PER_CHUNK / months));
  try {
    for (let done = 0; done < count; done += chunk) {
      const n = Math.min(chunk, count - done);
      const part: McPart = { key, summary: simulate(setup, first + done, n, months) };
      self.postMessage({ type: 'part', summary: part });
    }
    self.postMessage({ type: 'done' });
  } catch (e) {
    self.postMessage({ type: 'error', message: (e as Error).message });
  }
};
