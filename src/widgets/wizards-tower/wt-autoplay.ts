/**
 * <wt-autoplay>: plays one seeded game of The Wizard's Tower under a strategy, a phase, a
 * month or years at a time, showing the dice of every test, the game state and the journal.
 * Settings live in the URL (on the simulator page) so a link replays the same game. The
 * engine (wt-autoplay-play.ts) is loaded the first time play is asked for, keeping the page light.
 */
import { checkBuild } from '../../games/wizards-tower/wizard-build.ts';
import { monthOfYear, newGame, yearOf } from '../../games/wizards-tower/engine/state.ts';
import { wizardName } from '../../games/wizards-tower/engine/names.ts';
import { gameHtml, journalHtml, whenText } from './wt-game-view.ts';
import {
  autoplayParams,
  autoplayParamsAt,
  parseAutoplayParams,
  parseMonthParam,
  parseYears,
  type AutoplaySetup,
} from './wt-autoplay-state.ts';
import { readBuildNumbers, showBuildProblems, writeBuildNumbers } from '../kit/build-form.ts';
import { fileSlug, saveFile } from '../kit/save-file.ts';
import { FormWidget } from '../kit/form-widget.ts';
import type { Session } from './wt-autoplay-play.ts';

type Play = typeof import('./wt-autoplay-play.ts');
let play: Promise<Play> | undefined;
const loadPlay = (): Promise<Play> => (play ??= import('./wt-autoplay-play.ts'));

/** A slice of a long run: short enough that the page keeps answering between slices. */
const SLICE_MS = 40;

class WtAutoplay extends FormWidget {
  #setup!: AutoplaySetup;
  #session: Session | null = null;
  #running = false;
  #stopAsked = false;

  connectedCallback(): void {
    const ids = [...this.select.options].map((o) => o.value);
    const linkParams = this.hasAttribute('data-url-sync')
      ? new URLSearchParams(location.search)
      : new URLSearchParams();
    const { setup, notes } = parseAutoplayParams(linkParams, ids);
    const linked = parseMonthParam(linkParams);
    if (linked.note) notes.push(linked.note);
    this.#setup = setup;
    const note = this.querySelector<HTMLElement>('[data-notes]')!;
    note.textContent = notes.length
      ? `Some of the link’s settings could not be used: ${notes.join(' ')}`
      : '';
    note.hidden = !notes.length;
    this.#writeForm();
    this.form.addEventListener('submit', (e) => e.preventDefault());
    // Enter in the years field runs on (the form's submit button); in a text or number setting
    // it applies the settings, as leaving the field does, rather than running on.
    this.form.addEventListener('keydown', (e) => {
      const t = e.target as HTMLInputElement;
      if (e.key !== 'Enter' || t.tagName !== 'INPUT' || t.type === 'checkbox') return;
      e.preventDefault();
      if (t.name === 'years') void this.#act('run');
      else this.#applySettings(false);
    });
    this.form.addEventListener('input', (e) => {
      if ((e.target as HTMLInputElement).name !== 'years') this.#checkSettings();
    });
    this.form.addEventListener('change', (e) => {
      if ((e.target as HTMLInputElement).name !== 'years') this.#applySettings(false);
    });
    // Fetch the engine as soon as someone reaches for a button.
    this.addEventListener('pointerover', () => void loadPlay(), { once: true });
    this.addEventListener('focusin', () => void loadPlay(), { once: true });
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-act]')) {
      b.addEventListener('click', () => void this.#act(b.dataset.act!));
    }
    this.#applySettings(false, true);
    this.setAttribute('data-ready', '');
    // A link that names a month: play on to it, so the recipient sees the game where it was.
    if (linked.month > 1) void this.#playTo(linked.month);
  }

  /** Plays the linked game on to the start of `month` (or the wizard's death before it). */
  async #playTo(month: number): Promise<void> {
    if (!this.#checkSettings()) return;
    const { s, p } = await this.#session_();
    this.#running = true;
    this.#buttons('running');
    this.#status(
      `Playing on to month ${((month - 1) % 12) + 1}, year ${yearOf(month)}, as the link says…`,
    );
    try {
      while (!p.runOn(s, month, SLICE_MS) && !this.#stopAsked)
        await new Promise((r) => setTimeout(r, 0));
    } finally {
      this.#running = false;
    }
    if (this.#session !== s) return;
    this.#buttons('idle');
    this.#render(s.game, s.journal);
    this.#step(
      `<p><strong>Played on to ${whenText(s.game)}</strong>, as the link says. The journal below has every month.</p>`,
    );
    this.#status(`As the link says: ${whenText(s.game)}. ${this.#outcome(s)}`);
  }

  /** The address and the permalink name the month the game has reached. */
  #linkMonth(month: number): void {
    const params = autoplayParamsAt(this.#setup, month);
    if (this.hasAttribute('data-url-sync'))
      history.replaceState(history.state, '', `?${params}${location.hash}`);
    this.querySelector<HTMLAnchorElement>('[data-permalink]')!.href =
      `${this.dataset.simulator}?${params}`;
  }

  disconnectedCallback(): void {
    this.#stopAsked = true;
  }

  get select(): HTMLSelectElement {
    return this.form.elements.namedItem('strategy') as HTMLSelectElement;
  }

  #writeForm(): void {
    const s = this.#setup;
    this.input('seed').value = s.seed;
    this.select.value = s.strategy;
    this.input('items').checked = s.items;
    writeBuildNumbers(this.form, s.build);
  }

  /** Reads the form; shows the build's problems in place. Returns the settings if they are playable. */
  #checkSettings(): AutoplaySetup | null {
    const build = structuredClone(this.#setup.build);
    readBuildNumbers(this.form, build);
    const problems = checkBuild(build);
    showBuildProblems(this, this.form, build, problems);
    const option = this.select.selectedOptions[0];
    this.querySelector('[data-strategy-about]')!.textContent = option?.dataset.about ?? '';
    if (problems.length) {
      this.#buttons('invalid');
      this.#status(
        `Not a legal starting wizard: ${problems.length} ${problems.length === 1 ? 'rule is' : 'rules are'} broken (see the notes beside the fields). Fix the wizard to play.`,
      );
      return null;
    }
    return {
      seed: this.input('seed').value.trim() || 'demo',
      build,
      strategy: this.select.value,
      items: this.input('items').checked,
    };
  }

  /** Starts a new game when the settings changed (or always, when `restart`). */
  #applySettings(restart: boolean, first = false): void {
    if (this.#running) this.#stopAsked = true;
    const setup = this.#checkSettings();
    if (!setup) return;
    const changed = JSON.stringify(setup) !== JSON.stringify(this.#setup);
    if (!restart && !changed && !first && this.#session) {
      this.#buttons('idle');
      return;
    }
    this.#setup = setup;
    this.#session = null;
    const params = autoplayParams(setup);
    if (this.hasAttribute('data-url-sync'))
      history.replaceState(history.state, '', `?${params}${location.hash}`);
    this.querySelector<HTMLAnchorElement>('[data-permalink]')!.href =
      `${this.dataset.simulator}?${params}`;
    const game = newGame(setup.build, { items: setup.items });
    this.#render(game, []);
    this.#step(
      '<p>Nothing played yet. Each step lists every test rolled: the dice, the total of the highest two, and the result.</p>',
    );
    this.#buttons('idle');
    if (!first || changed)
      this.#status(
        `New game: ${wizardName(setup.seed)} (seed “${setup.seed}”), ${this.select.selectedOptions[0]?.textContent ?? setup.strategy}. ${whenText(game)}.`,
      );
  }

  async #session_(): Promise<{ s: Session; p: Play }> {
    const p = await loadPlay();
    this.#session ??= p.newSession(this.#setup);
    return { s: this.#session, p };
  }

  async #act(act: string): Promise<void> {
    if (act === 'stop') {
      this.#stopAsked = true;
      return;
    }
    if (act === 'reset') return this.#applySettings(true);
    if (this.#running) return;
    if (!this.#checkSettings()) return;
    let loaded;
    try {
      loaded = await this.#session_();
    } catch (e) {
      this.#status(
        `The simulator could not load: ${(e as Error).message}. Reload the page to try again.`,
      );
      return;
    }
    const { s, p } = loaded;
    if (act === 'export') {
      const name = `journal-${fileSlug(s.setup.seed, 'game')}.md`;
      saveFile(new TextEncoder().encode(p.markdown(s)), name, 'text/markdown');
      this.#status(`Journal exported as ${name} (${s.journal.length} entries).`);
      return;
    }
    if (act === 'chronicle') return this.#printChronicle(s);
    if (s.game.death) {
      this.#status(`${wizardName(s.setup.seed)} is dead; press “New game” to play again.`);
      return;
    }
    try {
      if (act === 'phase' || act === 'month') {
        p.clearStep(s);
        const { month, phase } = s.game;
        if (act === 'phase') p.nextPhase(s);
        else p.finishMonth(s);
        this.#afterStep(
          s,
          p,
          act === 'phase'
            ? `Phase ${phase + 1} of month ${monthOfYear(month)}, year ${yearOf(month)}`
            : `The rest of month ${monthOfYear(month)}, year ${yearOf(month)}`,
        );
      } else if (act === 'run') await this.#runOn(s, p);
    } catch (e) {
      this.#status(
        `The engine stopped with an error: ${(e as Error).message}. Press “New game” to start again.`,
      );
      this.#buttons('invalid');
    }
  }

  #afterStep(s: Session, p: Play, label: string): void {
    const entries = s.journal.slice(s.stepFrom);
    this.#step(
      `<p><strong>${label}</strong>: ${s.tests.length} ${s.tests.length === 1 ? 'test' : 'tests'} rolled.</p>${p.testsHtml(s.tests, this.#actionNames)}${entries.length ? `<p><em>In the journal:</em></p>${journalHtml(entries)}` : ''}`,
    );
    this.#render(s.game, s.journal);
    this.#linkMonth(s.game.month);
    const g = s.game;
    const dice = s.tests
      .map((t) => `${this.#actionNames[t.action] ?? t.action} ${t.faces.join(' ')}: ${t.total}`)
      .join('; ');
    this.#status(`${label}: ${s.tests.length ? dice : 'no tests'}. ${this.#outcome(s)}`);
    if (g.death) this.#buttons('idle');
  }

  async #runOn(s: Session, p: Play): Promise<void> {
    const years = parseYears(this.input('years').value);
    const err = this.querySelector('[data-years-error]')!;
    if (typeof years === 'string') {
      err.textContent = years;
      this.input('years').setAttribute('aria-invalid', 'true');
      this.input('years').focus();
      return;
    }
    err.textContent = '';
    this.input('years').removeAttribute('aria-invalid');
    p.clearStep(s);
    const from = s.game.month;
    const until = from + 12 * years;
    const progress = this.querySelector<HTMLProgressElement>('[data-progress]')!;
    progress.max = until - from;
    progress.value = 0;
    progress.hidden = false;
    this.#running = true;
    this.#stopAsked = false;
    this.#buttons('running');
    this.#status(`Running on for ${years} ${years === 1 ? 'year' : 'years'}…`);
    try {
      while (!p.runOn(s, until, SLICE_MS) && !this.#stopAsked) {
        progress.value = s.game.month - from;
        await new Promise((r) => setTimeout(r, 0));
      }
    } finally {
      this.#running = false;
      progress.hidden = true;
    }
    if (this.#session !== s) return; // settings changed mid-run: a new game has started
    this.#buttons('idle');
    const played = s.game.month - from;
    const label = this.#stopAsked
      ? `Stopped after ${played} ${played === 1 ? 'month' : 'months'}`
      : `Ran on ${played} ${played === 1 ? 'month' : 'months'}`;
    this.#step(
      `<p><strong>${label}.</strong> Long runs list no dice; the journal below has every month.</p>`,
    );
    this.#render(s.game, s.journal);
    this.#linkMonth(s.game.month);
    this.#status(`${label}. ${this.#outcome(s)}`);
  }

  #outcome(s: Session): string {
    const g = s.game;
    const name = wizardName(s.setup.seed);
    if (g.death)
      return `${name} died in month ${monthOfYear(g.death.month)} of year ${yearOf(g.death.month)}, to ${g.death.attack.toLowerCase()} in the ${g.death.event.toLowerCase()}.`;
    return `${name} lives: ${whenText(g)}; Tower Wards ${g.towerWards}, ${g.tower.allies} ${g.tower.allies === 1 ? 'Ally' : 'Allies'} in the Tower.`;
  }

  get #actionNames(): Record<string, string> {
    return JSON.parse(this.dataset.actions ?? '{}') as Record<string, string>;
  }

  #render(game: Parameters<typeof gameHtml>[0], journal: Parameters<typeof journalHtml>[0]): void {
    this.querySelector('[data-state]')!.innerHTML = gameHtml(game, this.#setup.seed);
    const box = this.querySelector<HTMLElement>('[data-journal]')!;
    box.innerHTML = journalHtml(journal);
    box.scrollTop = box.scrollHeight;
  }

  /** "Print my chronicle": the whole months played (or to the death), typeset as a book. */
  async #printChronicle(s: Session): Promise<void> {
    const { printChronicle } = await import('./chronicle-print.ts');
    const g = s.game;
    const months = g.death ? g.month : g.month - 1;
    const { seed, strategy, build, items } = s.setup;
    await printChronicle(
      this.querySelector<HTMLElement>('[data-chronicle]')!,
      months < 1
        ? 'Play at least one whole month first: the chronicle is made of whole months.'
        : { kind: 'autoplay', seed, months, strategy, build, options: { items } },
    );
  }

  #step(html: string): void {
    this.querySelector('[data-step]')!.innerHTML = html;
  }

  #status(text: string): void {
    this.querySelector('[data-status]')!.textContent = text;
  }

  /**
   * Sets which buttons work: all of them (the step buttons only while the wizard lives), none
   * but "New game" (a broken wizard), or only "Stop" and "New game" during a run. A button
   * that is switched off while it has focus hands the focus on, so the keyboard is never lost.
   */
  #buttons(mode: 'idle' | 'invalid' | 'running'): void {
    const dead = !!this.#session?.game.death;
    const focused = document.activeElement;
    let lostFocus = false;
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-act]')) {
      const act = b.dataset.act!;
      const off =
        act === 'stop'
          ? mode !== 'running'
          : act === 'reset'
            ? false
            : mode !== 'idle' || (dead && (act === 'phase' || act === 'month' || act === 'run'));
      if (off && b === focused) lostFocus = true;
      b.disabled = off;
    }
    if (lostFocus)
      this.querySelector<HTMLButtonElement>(
        mode === 'running' ? '[data-act="stop"]' : dead ? '[data-act="reset"]' : '[data-act="run"]',
      )!.focus();
  }
}

customElements.define('wt-autoplay', WtAutoplay);
