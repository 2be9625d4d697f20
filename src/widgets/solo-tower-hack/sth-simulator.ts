/**
 * <sth-simulator>: plays thousands of Solo Tower Hack runs per strategy in Web Workers (one
 * per core, at most four) and charts where they end. Same seed and run count give the same
 * results however the work is split, because run i always climbs the seed's tower i.
 */
import {
  emptySummary,
  mergeSummaries,
  STRATEGIES,
  type StrategySummary,
} from '../../games/solo-tower-hack/autoplay.ts';
import { seedLengthProblem } from '../../lib/seed-text.ts';
import { resultsHtml, RUN_LIMITS } from './sth-sim-view.ts';
import type { SimJob } from './sth-sim-worker.ts';
import { runPool, splitRuns, workerCount } from '../kit/worker-pool.ts';
import { simSettingsFromParams, simSettingsToParams } from './sth-sim-state.ts';

/** A shared link starts its batch by itself only up to this many games (a few seconds on a phone). */
const AUTO_RUN_GAMES = 60_000;

class SthSimulator extends HTMLElement {
  #pool: { cancel(): void } | null = null;

  connectedCallback(): void {
    const form = this.querySelector<HTMLFormElement>('form')!;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#start(form);
    });
    this.querySelector('[data-cancel]')!.addEventListener('click', () =>
      this.#stop('Cancelled. The results above are from the last finished run.'),
    );
    this.setAttribute('data-ready', '');
    // A link with settings: fill the form and show the same results (the runs are replayed).
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const link = simSettingsFromParams(
      new URLSearchParams(location.search),
      { strategies: STRATEGIES.map((x) => x.id), runsMin: RUN_LIMITS.min, runsMax: RUN_LIMITS.max },
      {
        runs: Number(field('runs').value),
        seed: field('seed').value,
        strategies: STRATEGIES.filter((x) => field(`strategy-${x.id}`).checked).map((x) => x.id),
      },
    );
    if (!link.settings) return;
    const { runs, seed, strategies } = link.settings;
    field('runs').value = String(runs);
    field('seed').value = seed;
    for (const x of STRATEGIES) field(`strategy-${x.id}`).checked = strategies.includes(x.id);
    if (link.notes.length) this.querySelector('[data-error]')!.textContent = link.notes.join(' ');
    const games = runs * strategies.length;
    if (games <= AUTO_RUN_GAMES) this.#start(form);
    else
      this.#status(
        `This link names ${games.toLocaleString('en')} games. They have not started, since they may keep this device busy for a while: press Run to start them.`,
      );
  }

  disconnectedCallback(): void {
    this.#stop('');
  }

  #status(text: string): void {
    this.querySelector('[data-status]')!.textContent = text;
  }

  #stop(message: string): void {
    this.#pool?.cancel();
    this.#pool = null;
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
    const chosen = STRATEGIES.filter(
      (s) => (form.elements.namedItem(`strategy-${s.id}`) as HTMLInputElement).checked,
    ).map((s) => s.id);
    if (!chosen.length) {
      error.textContent = 'Choose at least one strategy.';
      return;
    }
    runsInput.removeAttribute('aria-invalid');
    const seedInput = form.elements.namedItem('seed') as HTMLInputElement;
    const seed = seedInput.value.trim() || 'tower-press';
    const seedProblem = seedLengthProblem(seed);
    seedInput.toggleAttribute('aria-invalid', seedProblem !== null);
    if (seedProblem) {
      error.textContent = `The seed is ${seedProblem}.`;
      seedInput.focus();
      return;
    }
    error.textContent = '';
    // The address now names this batch: a copy of it shows the same results elsewhere.
    const params = simSettingsToParams({ runs, seed, strategies: chosen });
    history.replaceState(history.state, '', `${location.pathname}?${params}${location.hash}`);

    this.#stop('');
    const workers = workerCount();
    // Each strategy's runs split into contiguous ranges, one per worker; the workers take them in turn.
    const jobs: SimJob[] = chosen.flatMap((strategy) =>
      splitRuns(runs, workers).map((r) => ({ seed, strategy, ...r })),
    );
    const parts = new Map<string, StrategySummary[]>(chosen.map((id) => [id, []]));
    const total = runs * chosen.length;
    let done = 0;
    const progress = this.querySelector<HTMLProgressElement>('progress')!;
    progress.hidden = false;
    progress.max = total;
    progress.value = 0;
    this.querySelector<HTMLButtonElement>('[data-run]')!.disabled = true;
    this.querySelector<HTMLButtonElement>('[data-cancel]')!.disabled = false;
    this.#status(`Running ${total.toLocaleString('en')} games in ${workers} workers…`);
    const started = performance.now();

    this.#pool = runPool<SimJob, StrategySummary>(
      jobs,
      () => new Worker(new URL('./sth-sim-worker.ts', import.meta.url), { type: 'module' }),
      workers,
      {
        part: (summary) => {
          parts.get(summary.strategy)!.push(summary);
          done += summary.runs;
          progress.value = done;
        },
        error: (message) => this.#stop(`The simulation stopped: ${message}`),
        finish: () => this.#finish(chosen, parts, seed, started),
      },
    );
  }

  #finish(
    chosen: string[],
    parts: Map<string, StrategySummary[]>,
    seed: string,
    started: number,
  ): void {
    const summaries = chosen.map((id) =>
      parts.get(id)!.length ? mergeSummaries(parts.get(id)!) : emptySummary(id),
    );
    this.querySelector('[data-results]')!.innerHTML = resultsHtml(summaries, seed);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    this.#stop(
      `Done: ${summaries.map((s) => `${STRATEGIES.find((x) => x.id === s.strategy)!.name} won ${((100 * s.wins) / s.runs).toFixed(1)}%`).join(', ')} (${seconds} s).`,
    );
  }
}

customElements.define('sth-simulator', SthSimulator);
