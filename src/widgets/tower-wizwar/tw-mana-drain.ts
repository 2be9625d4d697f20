/**
 * <tw-mana-drain>: the Tower-WizWar mana-drain track (src/games/tower-wizwar/mana.ts), kept in
 * the browser (save-store.ts) so a reload mid-game does not reset it.
 */
import { activate, renewDrain, towerDraft } from '../../games/tower-wizwar/mana.ts';
import { checkNumberField, prepareMessages } from '../kit/field-check.ts';
import { SaveStore } from '../kit/save-store.ts';
import { showBadSave, showNotice, STORAGE_FULL } from '../kit/save-notice.ts';
import { transferWhenOpened } from '../kit/save-transfer-open.ts';
import { checkDrain, DRAIN_KEY, type DrainSave } from './tw-mana-drain-state.ts';
import { drainView } from './tw-drain-view.ts';
import { drawHtml, drawText } from '../kit/draw-html.ts';

class TwManaDrain extends HTMLElement {
  #steps = 0;
  /** The track before each change made on this page, so a slip can be taken back. */
  readonly #before: number[] = [];
  readonly #store = new SaveStore(DRAIN_KEY, checkDrain);

  #input(n: string): HTMLInputElement {
    return this.querySelector<HTMLInputElement>(`[name=${n}]`)!;
  }

  connectedCallback(): void {
    const input = (n: string) => this.#input(n);
    prepareMessages([input('drafted'), input('cost')]);
    this.querySelector('[data-activate]')!.addEventListener('click', () =>
      this.#set(activate(this.#steps), 'Activated an effect.'),
    );
    this.querySelector('[data-draft]')!.addEventListener('click', () => {
      const n = checkNumberField(input('drafted'), 'Cards drafted', true).value;
      if (n === null) return input('drafted').focus();
      this.#set(
        towerDraft(this.#steps, n),
        `Drafted ${n} ${n === 1 ? 'card' : 'cards'} through the tower.`,
      );
    });
    input('drafted').addEventListener('input', () =>
      checkNumberField(input('drafted'), 'Cards drafted'),
    );
    this.querySelector('[data-renew]')!.addEventListener('click', () => {
      const tower = input('tower').checked;
      const retreat = input('retreat').checked;
      this.#set(
        renewDrain(this.#steps, tower, retreat),
        retreat
          ? 'Reduced by 4 steps (in retreat).'
          : tower
            ? 'Renewed with a tower in play: back to 0.'
            : 'Renewed without a tower: 3 steps back (TW-R4).',
      );
    });
    this.querySelector('[data-reset]')!.addEventListener('click', () => this.#set(0, 'Reset.'));
    this.querySelector('[data-back]')!.addEventListener('click', () => {
      const back = this.#before.pop();
      if (back !== undefined) this.#set(back, 'Stepped back.', true, false, false);
    });
    for (const n of ['cost', 'tower', 'retreat'])
      input(n).addEventListener(n === 'cost' ? 'input' : 'change', () =>
        this.#set(this.#steps, ''),
      );
    this.#store.watch(() => this.#otherTab());
    // "Move this track to another device" (tw-mana-drain-file.ts, loaded when the panel opens).
    transferWhenOpened(this.querySelector('details[data-transfer]'), () =>
      import('./tw-mana-drain-file.ts').then(
        (m) => (panel) =>
          m.drainPanel(panel, {
            current: () => this.#data(this.#steps),
            load: (s) => this.#apply(s, 'Loaded from a file.', true),
          }),
      ),
    );
    this.#load(true);
    this.setAttribute('data-ready', '');
  }

  /** A game in progress survives a reload: the track and its settings come back. */
  #load(arrival = false): void {
    const read = this.#store.read();
    const box = this.querySelector<HTMLElement>('[data-save-notice]')!;
    if (read.kind === 'bad')
      showBadSave(
        box,
        read,
        'saved mana-drain track',
        'the track starts at 0',
        'tower-wizwar-mana-drain-damaged-save.json',
      );
    if (read.kind !== 'ok') return this.#set(0, '', false);
    this.#apply(read.value, 'The track was restored from this browser.', false);
    if (arrival && read.value.steps > 0) this.#offerResume(box);
  }

  /** Says that the track shown is the last game's, and offers a fresh one (Step back undoes it). */
  #offerResume(box: HTMLElement): void {
    showNotice(
      box,
      `Your mana-drain track from your last game is back: ${this.#steps} ${this.#steps === 1 ? 'step' : 'steps'}. Carry on, or start a new game at 0.`,
      [
        {
          label: 'Carry on with this track',
          run: () => {
            showNotice(box, '');
            this.querySelector<HTMLElement>('[data-activate]')!.focus();
          },
        },
        {
          label: 'Start a new game (track at 0)',
          run: () => {
            showNotice(box, '');
            this.#set(0, 'A new game: the track is back at 0 (Step back undoes this).');
            this.querySelector<HTMLElement>('[data-activate]')!.focus();
          },
        },
      ],
    );
  }

  /** Shows a saved track and its settings; `save`: also store it (a file loaded), undoably. */
  #apply(s: DrainSave, what: string, save: boolean): void {
    this.#input('tower').checked = s.tower;
    this.#input('retreat').checked = s.retreat;
    this.#input('cost').value = s.cost;
    this.#set(s.steps, s.steps || save ? what : '', save);
  }

  #data(steps: number): DrainSave {
    return {
      v: 1,
      steps,
      tower: this.#input('tower').checked,
      retreat: this.#input('retreat').checked,
      cost: this.#input('cost').value,
    };
  }

  #otherTab(): void {
    const other = this.#store.peek();
    const box = this.querySelector<HTMLElement>('[data-save-notice]')!;
    const what =
      other.kind === 'ok' ? `a track at ${other.value.steps} steps` : 'a different track';
    showNotice(
      box,
      `Another tab saved ${what} after this page last saved; this page's track is at ${this.#steps} steps. Which do you want to keep?`,
      [
        {
          label: "Load the other tab's track",
          run: () => {
            showNotice(box, '');
            this.#load();
          },
        },
        {
          label: "Keep this page's track",
          run: () => {
            showNotice(box, '');
            this.#set(this.#steps, '', true, true);
          },
        },
      ],
    );
  }

  #set(steps: number, what: string, save = true, force = false, remember = true): void {
    if (remember && save && steps !== this.#steps) this.#before.push(this.#steps);
    this.#steps = steps;
    const back = this.querySelector<HTMLButtonElement>('[data-back]')!;
    const nothingToUndo = this.#before.length === 0;
    if (back.disabled !== nothingToUndo) back.disabled = nothingToUndo;
    const base = checkNumberField(this.#input('cost'), 'Base mana cost').value;
    const view = drainView(steps, what, this.#before.at(-1), base);
    drawText(back, view.back);
    drawHtml(this.querySelector('[data-track]')!, view.track);
    drawText(this.querySelector('[data-status]')!, view.status);
    drawText(this.querySelector('[data-cost]')!, view.cost);
    if (!save) return;
    const wrote = this.#store.write(this.#data(steps), force);
    const box = this.querySelector<HTMLElement>('[data-save-notice]')!;
    if (wrote.kind === 'conflict') this.#otherTab();
    else if (wrote.kind === 'full')
      showNotice(box, `${STORAGE_FULL}, so the track is not saved: it will be lost on reload.`);
  }
}

customElements.define('tw-mana-drain', TwManaDrain);
