/**
 * Web Worker for the Solo Tower Hack Monte Carlo: plays a range of runs for one strategy in
 * chunks, posting each chunk's partial summary so the page can show progress.
 */
import { simulate } from '../../games/solo-tower-hack/autoplay.ts';

export interface SimJob {
  seed: string;
  strategy: string;
  first: number;
  count: number;
}

const CHUNK = 500;

self.onmessage = (event: MessageEvent<SimJob>) => {
  const { seed, strategy, first, count } = event.data;
  try {
    for (let done = 0; done < count; done += CHUNK) {
      const n = Math.min(CHUNK, count - done);
      self.postMessage({ type: 'part', summary: simulate(seed, strategy, first + done, n) });
    }
    self.postMessage({ type: 'done' });
  } catch (e) {
    self.postMessage({ type: 'error', message: (e as Error).message });
  }
};
