/**
 * <wt-companion>: play The Wizard's Tower yourself. This small part checks the start form
 * (seed, point-buy, options) as the player types; the game itself (engine, board, journal:
 * src/widgets/wizards-tower/wt-companion-play.ts) loads on demand, when a game starts or a saved game is
 * found in the browser.
 */
import { RATINGS } from '../../games/wizards-tower/ratings.ts';
import {
  checkBuild,
  EXAMPLE_BUILD,
  type WizardBuild,
} from '../../games/wizards-tower/wizard-build.ts';
import { readBuildNumbers, showBuildProblems } from '../kit/build-form.ts';
import { companionSeed, STORAGE_KEY } from './wt-companion-state.ts';
import { storedRevision } from '../kit/save-store.ts';
import { transferWhenOpened } from '../kit/save-transfer-open.ts';
import type { CompanionPlay } from './wt-companion-play.ts';

class WtCompanion extends HTMLElement {
  #play: Promise<CompanionPlay> | null = null;
  /** The save's revision when the page opened: a game another tab saves later is not overwritten unasked. */
  #rev = 0;

  #q<T extends HTMLElement = HTMLElement>(sel: string): T {
    return this.querySelector<T>(sel)!;
  }

  get #form(): HTMLFormElement {
    return this.#q<HTMLFormElement>('form[data-start]');
  }

  #field(name: string): HTMLInputElement {
    return this.#form.elements.namedItem(name) as HTMLInputElement;
  }

  /** The game side, loaded once. */
  #game(): Promise<CompanionPlay> {
    this.#play ??= import('./wt-companion-play.ts').then(
      ({ CompanionPlay }) => new CompanionPlay(this, this.#rev),
    );
    return this.#play;
  }

  connectedCallback(): void {
    this.#form.addEventListener('input', () => this.#checkForm());
    this.#form.addEventListener('submit', (e) => {
      e.preventDefault();
      void this.#start();
    });
    this.#checkForm();
    // "Move this game to another device": the game side is needed to save or load a game.
    transferWhenOpened(this.querySelector('details[data-transfer]'), () =>
      this.#game().then((play) => play.transferPanel()),
    );
    let saved = false;
    this.#rev = storedRevision(STORAGE_KEY);
    try {
      saved = localStorage.getItem(STORAGE_KEY) !== null;
    } catch {
      // Storage blocked: games just will not survive a reload.
    }
    if (!saved) {
      this.setAttribute('data-ready', '');
      // Fetch the game side as soon as the player turns to the form (a tap, a focus, a key), so
      // Start answers at once (it took 0.55-0.7 s on a slow phone); not while the page loads,
      // where evaluating the engine held a phone's main thread (Lighthouse TBT 241 ms). A
      // failure here is retried by Start itself.
      const events = ['pointerdown', 'focusin', 'keydown'] as const;
      const prefetch = () => {
        for (const e of events) this.removeEventListener(e, prefetch);
        void import('./wt-companion-play.ts').catch(() => undefined);
      };
      for (const e of events) this.addEventListener(e, prefetch, { passive: true });
      return;
    }
    this.#game()
      .then((play) => play.restore())
      .catch((e: Error) => {
        this.#q('[data-save-note]').textContent =
          `The saved game could not be loaded: ${e.message}.`;
      })
      .finally(() => this.setAttribute('data-ready', ''));
  }

  #readBuild(): WizardBuild {
    const b: WizardBuild = structuredClone(EXAMPLE_BUILD);
    readBuildNumbers(this.#form, b);
    return b;
  }

  /** Shows every broken rule beside its field; true when a game can start. */
  #checkForm(): boolean {
    const build = this.#readBuild();
    const problems = checkBuild(build);
    showBuildProblems(this, this.#form, build, problems);
    const seed = companionSeed(this.#field('seed').value);
    this.#field('seed').toggleAttribute('aria-invalid', !seed.ok);
    this.#q('[data-wizard-name]').textContent = seed.note;
    this.#q('[data-summary]').textContent = problems.length
      ? `Not a legal starting wizard yet: ${problems.length} ${problems.length === 1 ? 'rule is' : 'rules are'} broken (see the notes beside the fields).`
      : 'A legal starting wizard.';
    return problems.length === 0 && seed.ok;
  }

  async #start(): Promise<void> {
    if (!this.#checkForm()) {
      // The first field named in a note; a wrong total of points sends the player to the Ratings.
      const bad =
        this.#form.querySelector<HTMLInputElement>('[aria-invalid]') ??
        (this.#q('[data-error-for=ratings]').textContent
          ? this.#field(RATINGS[0]!.id)
          : this.#field('security'));
      bad.focus();
      return;
    }
    const play = await this.#game();
    play.start(
      this.#field('seed').value.trim(),
      this.#readBuild(),
      { items: this.#field('items').checked },
      this.#field('typed').checked,
    );
  }
}

customElements.define('wt-companion', WtCompanion);
