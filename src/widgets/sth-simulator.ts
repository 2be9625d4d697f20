/**
 * <sth-simulator>: plays thousands of Solo Tower Hack runs per strategy in Web Workers (one
 * per core, at most four) and charts where they end. Same seed and run count give the same
 * results however the work is split, because run i always climbs the seed's tower i.
 */
import { emptySummary, mergeSummaries, STRATEGIES, type StrategySummary } from '../games/solo-tower-hack/autoplay.ts';
import { resultsHtml, RUN_LIMITS } from './sth-sim-view.ts';
import type { SimJob } from './sth-sim-worker.ts';

class SthSimulator extends HTMLElement {
  #workers: Worker[] = [];

  connectedCallback(): void {
    const form = this.querySelector<HTMLFormElement>('form')!;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#start(form);
    });
    this.querySelector('[data-cancel]')!.addEventListener('click', () => this.#stop('Cancelled. The results above are from the last finished run.'));
    this.setAttribute('data-ready', '');
  }

  disconnectedCallback(): void {
    this.#stop('');
  }

  #status(text: string): void {
    this.querySelector('[data-status]')!.textContent = text;
  }

  #stop(message: string): void {
    this.#workers.forEach((w) => w.terminate());
    this.#workers = [];
    this.querySelector<HTMLButtonElement>('[data-run]')!.disabled = false;
    this.querySelector<HTMLButtonElement>('[data-cancel]')!.disabled = true;
    this.querySelector<HTMLProgressElement>('progress')!.hidden = true;
    if (message) this.#status(message);
  }

  #start(form: HTMLFormElement): void {
    const runsInput = form.elements.namedItem('runs') as HTMLInputElement;
    const runs = Number(runsInput.value);
    const error = this.querySelector('[data-error]')!;
    if (!Number.isInteger(runs) || runs < RUN_LIMITS.min || runs > RUN_LIMITS.max) {
      error.textContent = `Runs per strategy must be a whole number from ${RUN_LIMITS.min.toLocaleString('en')} to ${RUN_LIMITS.max.toLocaleString('en')}.`;
      runsInput.setAttribute('aria-invalid', 'true');
      runsInput.focus();
      return;
    }
    const chosen = STRATEGIES.filter((s) => (form.elements.namedItem(`strategy-${s.id}`) as HTMLInputElement).checked).map((s) => s.id);
    if (!chosen.length) {
      error.textContent = 'Choose at least one strategy.';
      return;
    }
    error.textContent = '';
    runsInput.removeAttribute('aria-invalid');
    const seed = (form.elements.namedItem('seed') as HTMLInputElement).value.trim() || 'tower-press';

    this.#stop('');
    const workerCount = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));
    // Split each strategy's runs into contiguous ranges, one per worker, round robin.
    const jobs: SimJob[] = chosen.flatMap((strategy) => {
      const per = Math.ceil(runs / workerCount);
      return Array.from({ length: workerCount }, (_, i) => ({ seed, strategy, first: i * per, count: Math.max(0, Math.min(per, runs - i * per)) })).filter((j) => j.count > 0);
    });
    const parts = new Map<string, StrategySummary[]>(chosen.map((id) => [id, []]));
    const total = runs * chosen.length;
    let done = 0;
    let pending = jobs.length;
    const progress = this.querySelector<HTMLProgressElement>('progress')!;
    progress.hidden = false;
    progress.max = total;
    progress.value = 0;
    this.querySelector<HTMLButtonElement>('[data-run]')!.disabled = true;
    this.querySelector<HTMLButtonElement>('[data-cancel]')!.disabled = false;
    this.#status(`Running ${total.toLocaleString('en')} games in ${workerCount} workers…`);
    const started = performance.now();

    const queue = [...jobs];
    const next = (worker: Worker) => {
      const job = queue.shift();
      if (job) worker.postMessage(job);
    };
    for (let i = 0; i < Math.min(workerCount, jobs.length); i++) {
      const worker = new Worker(new URL('./sth-sim-worker.ts', import.meta.url), { type: 'module' });
      this.#workers.push(worker);
      worker.onmessage = (event: MessageEvent<{ type: string; summary?: StrategySummary; message?: string }>) => {
        const msg = event.data;
        if (msg.type === 'part' && msg.summary) {
          parts.get(msg.summary.strategy)!.push(msg.summary);
          done += msg.summary.runs;
          progress.value = done;
        } else if (msg.type === 'error') {
          this.#stop(`The simulation stopped: ${msg.message}`);
        } else if (msg.type === 'done') {
          pending--;
          if (pending === 0) this.#finish(chosen, parts, seed, started);
          else next(worker);
        }
      };
      next(worker);
    }
  }

  #finish(chosen: string[], parts: Map<string, StrategySummary[]>, seed: string, started: number): void {
    const summaries = chosen.map((id) => (parts.get(id)!.length ? mergeSummaries(parts.get(id)!) : emptySummary(id)));
    this.querySelector('[data-results]')!.innerHTML = resultsHtml(summaries, seed);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    this.#stop(`Done: ${summaries.map((s) => `${STRATEGIES.find((x) => x.id === s.strategy)!.name} won ${((100 * s.wins) / s.runs).toFixed(1)}%`).join(', ')} (${seconds} s).`);
  }
}

customElements.define('sth-simulator', SthSimulator);
