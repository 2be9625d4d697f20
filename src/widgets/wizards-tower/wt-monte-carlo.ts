/**
 * <wt-monte-carlo>: plays 1,000 to 1,000,000 games of The Wizard's Tower for each chosen
 * strategy and starting build in Web Workers (one per core, at most four), with a progress
 * bar, the rate and the time left, and Cancel; then shows survival, causes of death, Rating
 * drift and a comparison with 95 % intervals. The runs are cut into chunks handed to
 * whichever worker is free, as the CLI's `simulate --jobs` does; each chunk carries where its
 * streams begin, so run i always uses the seed's stream i and the totals do not depend on
 * how the work was shared. The settings go into the address, so a result can be shared: a
 * link with them fills the form and runs the same batch.
 */
import type { GameSetup, SimSummary } from '../../games/wizards-tower/engine/simulate.ts';
import { checkBuild, type WizardBuild } from '../../games/wizards-tower/wizard-build.ts';
import { chunkRuns, runChunks } from '../../lib/seed.ts';
import { seedLengthProblem } from '../../lib/seed-text.ts';
import { progressText } from '../../lib/progress-text.ts';
import { runPool, sumParts, workerCount } from '../kit/worker-pool.ts';
import { MC_LIMITS, pct, resultsHtml, survival, type McMeta, type McResult } from './wt-mc-view.ts';
import {
  askBeforeRunning,
  cancelledText,
  CUSTOM_FIELDS,
  pendingResultsText,
  runsOnArrival,
  settingsFromParams,
  settingsToParams,
  type DeathRule,
  type McSettings,
} from './wt-mc-state.ts';
import type { McJob, McPart } from './wt-mc-worker.ts';

const fmt = (n: number) => n.toLocaleString('en');

class WtMonteCarlo extends HTMLElement {
  #pool: { cancel(): void } | null = null;
  /** Whether the results on show belong to a batch (false while a shared link's batch is pending). */
  #resultsShown = true;
  #meta!: McMeta & { presets: Record<string, WizardBuild> };

  connectedCallback(): void {
    this.#meta = JSON.parse(this.querySelector('script[data-meta]')!.textContent!);
    const form = this.querySelector<HTMLFormElement>('form')!;
    const link = settingsFromParams(new URLSearchParams(location.search), {
      strategies: this.#meta.strategies.map((s) => s.id),
      builds: this.#meta.builds.map((b) => b.id),
    });
    this.#write(form, link.settings);
    const note = this.#el<HTMLElement>('[data-link-note]');
    note.textContent = link.notes.join(' ');
    note.hidden = !link.notes.length;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#start(form);
    });
    this.querySelector('[data-cancel]')!.addEventListener('click', () => {
      this.#stop(cancelledText(this.#resultsShown));
      this.querySelector<HTMLButtonElement>('[data-run]')!.focus();
    });
    this.setAttribute('data-ready', '');
    // A shared link: run the batch it names, if small; a big one waits for Run.
    if (link.shared) {
      const input = this.#read(form);
      const games = input ? input.runs * input.strategies.length * input.builds.length : 0;
      const runNow = !input || runsOnArrival(games, input.months);
      this.#hideResults(pendingResultsText(runNow));
      if (runNow) this.#start(form);
      else this.#el('[data-status]').textContent = askBeforeRunning(games, input.months);
    }
  }

  /** Puts a note where the results go: the tables on show are not the batch the page names. */
  #hideResults(note: string): void {
    const p = document.createElement('p');
    p.className = 'kit-status';
    p.dataset.resultsPending = '';
    p.textContent = note;
    this.#el('[data-results]').replaceChildren(p);
    this.#resultsShown = false;
  }

  /** Puts settings (from a link) into the form; those not given stay as they are. */
  #write(form: HTMLFormElement, s: Partial<McSettings>): void {
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    for (const name of ['seed', 'runs', 'months'] as const)
      if (s[name] !== undefined) field(name).value = s[name];
    if (s.strategies)
      for (const x of this.#meta.strategies)
        field(`strategy-${x.id}`).checked = s.strategies.includes(x.id);
    if (s.builds)
      for (const b of this.#meta.builds) field(`build-${b.id}`).checked = s.builds.includes(b.id);
    if (s.custom) CUSTOM_FIELDS.forEach((id, i) => (field(`custom-${id}`).value = s.custom![i]!));
    if (s.deathRule)
      form.querySelector<HTMLInputElement>(
        `input[name="deathRule"][value="${s.deathRule}"]`,
      )!.checked = true;
    if (s.items !== undefined) field('items').checked = s.items;
  }

  /** The form as it stands, for the address. */
  #settings(form: HTMLFormElement): McSettings {
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    return {
      seed: field('seed').value.trim() || 'tower-press',
      runs: field('runs').value.trim(),
      months: field('months').value.trim(),
      strategies: this.#meta.strategies
        .filter((s) => field(`strategy-${s.id}`).checked)
        .map((s) => s.id),
      builds: this.#meta.builds.filter((b) => field(`build-${b.id}`).checked).map((b) => b.id),
      custom: CUSTOM_FIELDS.map((id) => field(`custom-${id}`).value.trim()),
      deathRule: (form.querySelector<HTMLInputElement>('input[name="deathRule"]:checked')?.value ??
        'towerWards') as DeathRule,
      items: field('items').checked,
    };
  }

  disconnectedCallback(): void {
    this.#stop('');
  }

  #el<T extends Element>(sel: string): T {
    return this.querySelector<T>(sel)!;
  }

  #stop(message: string): void {
    this.#pool?.cancel();
    this.#pool = null;
    this.#el<HTMLButtonElement>('[data-run]').disabled = false;
    this.#el<HTMLButtonElement>('[data-cancel]').disabled = true;
    this.#el<HTMLElement>('[data-progress]').hidden = true;
    if (message) this.#el('[data-status]').textContent = message;
  }

  /** Reads and checks the form; shows every problem and returns null when something is wrong. */
  #read(form: HTMLFormElement) {
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const problems: { input: HTMLInputElement | null; message: string }[] = [];
    const whole = (name: string, min: number, max: number, what: string) => {
      const input = field(name);
      const v = Number(input.value.trim().replace(/[,_\s]/g, ''));
      const ok = input.value.trim() !== '' && Number.isInteger(v) && v >= min && v <= max;
      if (ok) input.removeAttribute('aria-invalid');
      else input.setAttribute('aria-invalid', 'true');
      if (!ok)
        problems.push({
          input,
          message: `${what} must be a whole number from ${fmt(min)} to ${fmt(max)} (you gave “${input.value.trim()}”).`,
        });
      return v;
    };
    const runs = whole('runs', MC_LIMITS.runsMin, MC_LIMITS.runsMax, 'Runs');
    const months = whole('months', MC_LIMITS.monthsMin, MC_LIMITS.monthsMax, 'Months');
    const seedInput = field('seed');
    const seedProblem = seedLengthProblem(seedInput.value.trim());
    seedInput.toggleAttribute('aria-invalid', seedProblem !== null);
    if (seedProblem) problems.push({ input: seedInput, message: `The seed is ${seedProblem}.` });
    const strategies = this.#meta.strategies
      .filter((s) => field(`strategy-${s.id}`).checked)
      .map((s) => s.id);
    if (!strategies.length)
      problems.push({
        input: field(`strategy-${this.#meta.strategies[0]!.id}`),
        message: 'Choose at least one strategy.',
      });
    const builds: { id: string; build: WizardBuild }[] = this.#meta.builds
      .filter((b) => b.id !== 'custom' && field(`build-${b.id}`).checked)
      .map((b) => ({ id: b.id, build: this.#meta.presets[b.id]! }));
    if (field('build-custom').checked) {
      const custom: WizardBuild = {
        name: '',
        ratings: { wards: 0, research: 0, power: 0, allies: 0, domainControl: 0 },
        factors: { security: 0, prosperity: 0, loyalty: 0 },
        allyNames: [],
      };
      const boxes: Record<string, number> = { ...custom.ratings, ...custom.factors };
      for (const id of CUSTOM_FIELDS) boxes[id] = Number(field(`custom-${id}`).value);
      for (const id of Object.keys(custom.ratings))
        custom.ratings[id as keyof typeof custom.ratings] = boxes[id]!;
      for (const id of Object.keys(custom.factors))
        custom.factors[id as keyof typeof custom.factors] = boxes[id]!;
      const bad = checkBuild(custom);
      for (const p of bad)
        problems.push({
          input: field(`custom-${p.field}`) ?? field(`custom-wards`),
          message: `Your build: ${p.message}`,
        });
      if (!bad.length) builds.push({ id: 'custom', build: custom });
    }
    if (!builds.length)
      problems.push({
        input: field(`build-${this.#meta.builds[0]!.id}`),
        message: 'Choose at least one starting build.',
      });
    const error = this.#el('[data-error]');
    error.textContent = problems.map((p) => p.message).join(' ');
    if (problems.length) {
      problems[0]!.input?.focus();
      return null;
    }
    const seed = field('seed').value.trim() || 'tower-press';
    const deathRule = (form.querySelector<HTMLInputElement>('input[name="deathRule"]:checked')
      ?.value ?? 'towerWards') as DeathRule;
    const items = field('items').checked;
    return { runs, months, seed, strategies, builds, deathRule, items };
  }

  #start(form: HTMLFormElement): void {
    const input = this.#read(form);
    if (!input) return;
    this.#stop('');
    const { runs, months, seed, strategies, builds, deathRule, items } = input;
    // The address now names this batch: copy it to share the result.
    const params = settingsToParams(this.#settings(form));
    history.replaceState(history.state, '', `${location.pathname}?${params}${location.hash}`);
    const workers = workerCount();
    const combos = strategies.flatMap((strategy) =>
      builds.map((b) => ({ strategy, build: b.id, key: `${strategy}|${b.id}`, wizard: b.build })),
    );
    // The same chunks for every strategy × build (they share the seed); workers take them as they
    // come free, and the chunks shrink near the end so that no worker is left finishing alone.
    const chunks = [...runChunks(seed, runs, chunkRuns(months), workers)];
    const jobs: McJob[] = combos.flatMap((c) => {
      const setup: GameSetup = {
        seed,
        build: c.wizard,
        strategy: c.strategy,
        options: { deathRule, items },
      };
      return chunks.map((chunk) => ({ key: c.key, setup, months, chunk }));
    });
    // Running totals per strategy × build: parts are added as they arrive, so a million runs keep little in memory.
    const totals = new Map<string, SimSummary | null>(combos.map((c) => [c.key, null]));
    const total = runs * combos.length;
    let done = 0;
    const progress = this.#el<HTMLProgressElement>('progress');
    const eta = this.#el('[data-eta]');
    this.#el<HTMLElement>('[data-progress]').hidden = false;
    progress.max = total;
    progress.value = 0;
    eta.textContent = '0%';
    this.#el<HTMLButtonElement>('[data-run]').disabled = true;
    this.#el<HTMLButtonElement>('[data-cancel]').disabled = false;
    this.#el('[data-status]').textContent =
      `Running ${fmt(total)} games of up to ${months} months in ${workers} worker${workers === 1 ? '' : 's'}…`;
    const started = performance.now();

    this.#pool = runPool<McJob, McPart>(
      jobs,
      () => new Worker(new URL('./wt-mc-worker.ts', import.meta.url), { type: 'module' }),
      workers,
      {
        part: (p) => {
          const sum = totals.get(p.key);
          totals.set(p.key, sum ? sumParts([sum, p.summary], ['strategy', 'months']) : p.summary);
          done += p.summary.runs;
          progress.value = done;
          eta.textContent = progressText(done, total, 'games', performance.now() - started);
        },
        error: (message) => this.#stop(`The simulation stopped: ${message}`),
        finish: () => {
          const results: McResult[] = combos.map((c) => ({
            strategy: c.strategy,
            build: c.build,
            summary: totals.get(c.key)!,
          }));
          this.#el('[data-results]').innerHTML = resultsHtml(
            { seed, months, deathRule, items, results },
            this.#meta,
          );
          this.#resultsShown = true;
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          const best = results.reduce((a, b) =>
            survival(b.summary) > survival(a.summary) ? b : a,
          );
          const name = (r: McResult) =>
            `${this.#meta.strategies.find((s) => s.id === r.strategy)!.name}${builds.length > 1 ? ` with ${this.#meta.builds.find((b) => b.id === r.build)!.name}` : ''}`;
          this.#stop(
            `Done in ${seconds} s: ${fmt(total)} games. ${results.length > 1 ? `Most alive after ${months} months: ${name(best)}, ${pct(survival(best.summary))}.` : `${pct(survival(best.summary))} alive after ${months} months.`} Results below.`,
          );
        },
      },
    );
  }
}

customElements.define('wt-monte-carlo', WtMonteCarlo);
