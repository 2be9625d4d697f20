/**
 * Runs a queue of jobs on a few Web Workers (one per core, at most four): each worker takes
 * the next job when it reports `done`, partial results stream back as `part` messages, and
 * `cancel()` terminates every worker at once. Shared by the Monte Carlo widgets.
 */

export interface PoolMessage<P> {
  type: 'part' | 'done' | 'error';
  summary?: P;
  message?: string;
}

export interface PoolHandlers<P> {
  part(summary: P): void;
  /** Every job has finished. */
  finish(): void;
  error(message: string): void;
}

/** Workers to start: one per logical core the browser reports, from 1 to 4. */
export const workerCount = (): number =>
  Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));

export function runPool<J, P>(
  jobs: readonly J[],
  makeWorker: () => Worker,
  count: number,
  on: PoolHandlers<P>,
): { cancel(): void } {
  const workers: Worker[] = [];
  const queue = [...jobs];
  let pending = jobs.length;
  const cancel = () => {
    workers.forEach((w) => w.terminate());
    workers.length = 0;
  };
  const next = (worker: Worker) => {
    const job = queue.shift();
    if (job) worker.postMessage(job);
  };
  if (!pending) {
    on.finish();
    return { cancel };
  }
  for (let i = 0; i < Math.min(count, jobs.length); i++) {
    const worker = makeWorker();
    workers.push(worker);
    worker.onmessage = (event: MessageEvent<PoolMessage<P>>) => {
      const msg = event.data;
      if (msg.type === 'part' && msg.summary) on.part(msg.summary);
      else if (msg.type === 'error') {
        cancel();
        on.error(msg.message ?? 'unknown error');
      } else if (msg.type === 'done') {
        pending--;
        if (pending === 0) {
          cancel();
          on.finish();
        } else next(worker);
      }
    };
    worker.onerror = (e) => {
      cancel();
      on.error(e.message || 'the worker could not start');
    };
    next(worker);
  }
  return { cancel };
}

/** Contiguous run ranges: `runs` split into `parts` near-equal blocks (first run, count). */
export function splitRuns(runs: number, parts: number): { first: number; count: number }[] {
  const per = Math.ceil(runs / parts);
  return Array.from({ length: parts }, (_, i) => ({
    first: i * per,
    count: Math.max(0, Math.min(per, runs - i * per)),
  })).filter((r) => r.count > 0);
}

type Tree = number | string | boolean | null | readonly Tree[] | { readonly [k: string]: Tree };

/**
 * Adds partial results field by field: numbers are summed, arrays and records merged key by
 * key; top-level fields named in `keep` (and any non-number, such as a strategy name) are
 * taken from the first part. Gives the engine's own
 * merge of Monte Carlo summaries without shipping the engine on the page (a unit test pins
 * the two together).
 */
export function sumParts<T extends object>(
  parts: readonly T[],
  keep: readonly (keyof T)[] = [],
): T {
  const add = (a: Tree | undefined, b: Tree): Tree => {
    if (typeof b === 'number') return (typeof a === 'number' ? a : 0) + b;
    if (Array.isArray(b)) {
      const out = Array.isArray(a) ? [...a] : [];
      b.forEach((v, i) => (out[i] = add(out[i], v)));
      return out;
    }
    if (b && typeof b === 'object') {
      const out: Record<string, Tree> =
        a && typeof a === 'object' && !Array.isArray(a) ? { ...(a as Record<string, Tree>) } : {};
      for (const [k, v] of Object.entries(b)) out[k] = add(out[k], v);
      return out;
    }
    return a === undefined ? b : a;
  };
  const out = parts.reduce<Tree | undefined>((acc, p) => add(acc, p as Tree), undefined) as T;
  for (const k of keep) out[k] = parts[0]![k];
  return out;
}
