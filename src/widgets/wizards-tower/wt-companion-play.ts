/**
 * The play companion's game side, loaded on demand by <wt-companion> (src/widgets/wizards-tower/wt-companion.ts)
 * when a game starts or a saved game is found: the engine, the question, dice and undo
 * controls, the board, the dice of recent tests and the journal. The game is a log of steps
 * (engine/companion.ts) kept in localStorage after every step through save-store.ts: a save
 * that cannot be read is set aside and offered as a file, a newer save from another tab is
 * never overwritten without asking, and a full storage is reported.
 */
import {
  act,
  checkSave,
  newCompanion,
  NOTE_MAX,
  parseSave,
  replay,
  SAVE_VERSION,
  setNote,
  setTypedDice,
  undo,
  type CompanionSave,
  type Replayed,
  type Step,
} from '../../games/wizards-tower/engine/companion.ts';
import {
  describeDice,
  describeOption,
  describeQuestion,
} from '../../games/wizards-tower/engine/describe.ts';
import { journalMarkdown } from '../../games/wizards-tower/engine/journal.ts';
import { wizardName } from '../../games/wizards-tower/engine/names.ts';
import { monthOfYear, yearOf, type GameOptions } from '../../games/wizards-tower/engine/state.ts';
import { PHASES } from '../../games/wizards-tower/phases.ts';
import type { WizardBuild } from '../../games/wizards-tower/wizard-build.ts';
import { escapeHtml } from '../../lib/html.ts';
import { gameHtml, journalHtml } from './wt-game-view.ts';
import { fileSlug, saveFile } from '../kit/save-file.ts';
import {
  lastHappened,
  parseFaces,
  powerDieOdds,
  recentTests,
  STORAGE_KEY,
} from './wt-companion-state.ts';
import { showBadSave, showNotice, showSetAsides, STORAGE_FULL } from '../kit/save-notice.ts';
import { SaveStore, type ReadResult } from '../kit/save-store.ts';
import type { Transfer } from '../kit/save-transfer-panel.ts';

/** The game's save: checked by the engine's own reader, which replays every step. */
const companionStore = (): SaveStore<CompanionSave> =>
  new SaveStore(STORAGE_KEY, (_data, text) => parseSave(text));

const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where a game stands, in words: "month 3 of year 1, 12 steps played". */
const whereText = (save: CompanionSave, state: Replayed): string =>
  `month ${monthOfYear(state.game.month)} of year ${yearOf(state.game.month)}, ${save.steps.length} steps played`;

/**
 * The player's note on a month of the journal: a text box once there is a note (or `open`),
 * else a button that opens one. Typing saves it with the game.
 */
function noteHtml(month: number, text: string | undefined, open = false): string {
  const id = `wtc-note-${month}`;
  const when = `month ${monthOfYear(month)} of year ${yearOf(month)}`;
  const inner =
    text !== undefined || open
      ? `<label for="${id}">Your note on ${when}</label><textarea id="${id}" rows="2" maxlength="${NOTE_MAX}" data-note="${month}" aria-describedby="wtc-note-hint">${escapeHtml(text ?? '')}</textarea>`
      : `<button type="button" class="wtc-add-note" data-add-note="${month}">Add a note<span class="sr-only"> on ${when}</span></button>`;
  return `<div class="wtc-note" data-note-box="${month}">${inner}</div>`;
}

export class CompanionPlay {
  readonly #host: HTMLElement;
  readonly #store = companionStore();
  #save: CompanionSave | null = null;
  #state: Replayed | null = null;
  /** The notice shown must stay until the player acts on it (damaged save, other tab, full storage). */
  #sticky = false;

  /** `rev`: the save's revision when the page opened (see wt-companion.ts). */
  constructor(host: HTMLElement, rev: number) {
    this.#host = host;
    this.#store.assume(rev);
    this.#store.watch(() => this.#otherTab(this.#store.peek()));
    host.addEventListener('click', (e) => this.#onClick(e));
    host.addEventListener('submit', (e) => {
      const form = e.target as HTMLFormElement;
      if (!form.matches('[data-dice-form]')) return;
      e.preventDefault();
      this.#submitDice(form);
    });
    host.addEventListener('change', (e) => {
      const t = e.target as HTMLInputElement;
      if (t.matches('[data-typed-toggle]') && this.#save) {
        this.#commit(
          setTypedDice(this.#save, t.checked),
          t.checked ? 'From now on you type in the dice.' : 'From now on the site rolls the dice.',
          false,
        );
        t.focus();
      }
    });
    // A note is saved as it is typed; the journal is not redrawn, so the text box keeps its focus.
    host.addEventListener('input', (e) => {
      const t = e.target as HTMLTextAreaElement;
      if (!t.matches('textarea[data-note]') || !this.#save) return;
      this.#save = setNote(this.#save, Number(t.dataset.note), t.value);
      this.#persist();
    });
    host.addEventListener('keydown', (e) => {
      // Ctrl+Z (or ⌘Z) undoes the last step, except inside a text box where it undoes typing.
      if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey)
        return;
      if ((e.target as HTMLElement).matches('input[type=text], input:not([type]), textarea'))
        return;
      if (!this.#save?.steps.length || this.#q('[data-play]').hidden) return;
      e.preventDefault();
      this.#undo();
    });
  }

  #q<T extends HTMLElement = HTMLElement>(sel: string): T {
    return this.#host.querySelector<T>(sel)!;
  }

  #field(name: string): HTMLInputElement {
    return this.#q<HTMLFormElement>('form[data-start]').elements.namedItem(
      name,
    ) as HTMLInputElement;
  }

  start(seed: string, build: WizardBuild, options: Partial<GameOptions>, typedDice: boolean): void {
    const save = newCompanion(seed, build, options, typedDice);
    this.#save = null;
    this.#state = null;
    this.#note('');
    this.#commit(save, `A new game begins for ${wizardName(save.seed)}.`);
  }

  // ---- saving and loading ----

  restore(): void {
    const read = this.#store.read();
    if (read.kind === 'ok') {
      this.#save = read.value;
      this.#state = replay(read.value);
      this.#note(`Your saved game was restored: ${this.#where()}.`);
      this.#render(false);
      // After a reload, "What just happened" says the journal's last line, not nothing.
      const last = lastHappened(this.#state.journal);
      this.#q('[data-announce]').textContent = last
        ? `Before you left: ${last}`
        : `Your game is ready: ${this.#pendingText()}`;
    } else if (read.kind === 'bad') {
      // Never lose the player's data: the store set it aside if it could; the text in memory
      // is offered as a file either way, before a new game can replace anything.
      this.#sticky = true;
      showBadSave(
        this.#q('[data-save-note]'),
        read,
        'saved game',
        'you can start a new game below',
        'wizards-tower-companion-damaged-save.json',
      );
    }
    showSetAsides(
      this.#q('[data-set-asides]'),
      this.#store,
      'wizards-tower-companion-set-aside-saves.json',
    );
  }

  /** Another tab saved: let the player choose which game to keep. */
  #otherTab(other: ReadResult<CompanionSave>): void {
    const what =
      other.kind === 'ok'
        ? `a game of ${wizardName(other.value.seed)} with ${other.value.steps.length} steps played`
        : other.kind === 'empty'
          ? 'no game (it was removed there)'
          : 'a save this page cannot read';
    const mine = this.#save ? ` This page has ${this.#where()}.` : '';
    this.#sticky = true;
    showNotice(
      this.#q('[data-save-note]'),
      `Another tab saved ${what} after this page last saved; nothing here has overwritten it.${mine} Which game do you want to keep?`,
      [
        ...(other.kind === 'ok'
          ? [{ label: "Load the other tab's game", run: () => this.#adopt() }]
          : []),
        ...(this.#save ? [{ label: "Keep this page's game", run: () => this.#keepMine() }] : []),
      ],
    );
  }

  #adopt(): void {
    this.#sticky = false;
    this.#note('');
    this.#save = null;
    this.#state = null;
    this.restore();
    if (this.#save) this.#announce(`Loaded the other tab's game: ${this.#where()}.`);
  }

  #keepMine(): void {
    this.#sticky = false;
    this.#persist(true);
    this.#note(`Kept this page's game (${this.#where()}); the other tab's save was replaced.`);
    this.#render(true);
  }

  #persist(force = false): void {
    if (!this.#save) return;
    const wrote = this.#store.write(this.#save, force);
    if (wrote.kind === 'conflict') this.#otherTab(wrote.other);
    else if (wrote.kind === 'full')
      this.#note(
        `${STORAGE_FULL}, so this game is not being saved: after a reload it would be lost (${this.#where()}). Export the journal to keep a record.`,
        true,
      );
    else if (wrote.kind === 'unavailable')
      this.#note('This browser would not save the game: it will not survive a reload.');
  }

  #note(text: string, sticky = false): void {
    this.#sticky = sticky;
    showNotice(this.#q('[data-save-note]'), text);
  }

  // ---- playing ----

  /** Takes a new save: replays it, stores it, redraws and announces. */
  #commit(save: CompanionSave, message: string, focus = true): void {
    const before = this.#state?.journal.length ?? 0;
    const sameGame =
      this.#save !== null &&
      this.#save.seed === save.seed &&
      save.steps.length >= this.#save.steps.length;
    this.#save = save;
    this.#state = replay(save);
    // A "restored" note has done its job once play moves on; a set-aside save stays reported.
    if (!this.#sticky) this.#note('');
    this.#persist();
    const fresh = sameGame ? this.#state.journal.slice(before).map((e) => e.text) : [];
    this.#announce([message, ...fresh].filter(Boolean).join(' '));
    this.#render(focus);
  }

  #step(step: Step, message: string): void {
    if (!this.#save) return;
    try {
      const { save } = act(this.#save, step);
      this.#commit(save, message);
    } catch (e) {
      this.#announce(`That step could not be taken: ${(e as Error).message}.`);
    }
  }

  #undo(): void {
    if (!this.#save?.steps.length) return;
    const save = undo(this.#save);
    this.#save = save;
    this.#state = replay(save);
    this.#persist();
    this.#announce(`Undone. Back to: ${this.#pendingText()}`);
    this.#render(true);
  }

  #submitDice(form: HTMLFormElement): void {
    const pending = this.#state?.pending;
    if (pending?.kind !== 'dice') return;
    const input = form.elements.namedItem('faces') as HTMLInputElement;
    const error = form.querySelector<HTMLElement>('[data-dice-error]')!;
    const read = parseFaces(input.value, pending.count);
    if ('error' in read) {
      error.textContent = read.error;
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return;
    }
    this.#step({ t: 'dice', faces: read.faces }, `You rolled ${read.faces.join(' ')}.`);
  }

  #onClick(e: Event): void {
    const b = (e.target as HTMLElement).closest<HTMLButtonElement>('button');
    if (!b || !this.#host.contains(b)) return;
    const d = b.dataset;
    if (d.choice !== undefined)
      this.#step({ t: 'choice', v: Number(d.choice) }, `You chose: ${b.textContent}.`);
    else if (d.phase !== undefined)
      this.#step(
        { t: 'phase' },
        `Phase ${this.#state!.game.phase + 1}, ${PHASES[this.#state!.game.phase]!.name}, begins.`,
      );
    else if (d.addNote !== undefined) this.#openNote(Number(d.addNote));
    else if (d.undo !== undefined) this.#undo();
    else if (d.export !== undefined) this.#exportJournal();
    else if (d.chroniclePrint !== undefined) void this.#printChronicle(b);
    else if (d.newGame !== undefined) this.#showStart(true);
    else if (d.backToGame !== undefined) {
      this.#showStart(false);
      this.#render(true);
    }
  }

  #showStart(show: boolean): void {
    this.#q('[data-start-box]').hidden = !show;
    this.#q('[data-play]').hidden = show;
    const back = this.#q('[data-back-box]');
    back.hidden = !(show && this.#save);
    if (show && this.#save) {
      this.#q('[data-back-text]').textContent =
        `Starting a new game replaces the one in progress (${this.#where()}).`;
      this.#field('seed').focus();
    }
  }

  #exportJournal(): void {
    if (!this.#state || !this.#save) return;
    const md = journalMarkdown(this.#save.seed, this.#state.journal, this.#save.notes);
    const name = `journal-${fileSlug(this.#save.seed, 'wizard')}.md`;
    saveFile(new TextEncoder().encode(md), name, 'text/markdown');
    this.#announce(`Journal exported as ${name}.`);
  }

  /** "Print my chronicle": the game so far, typeset (the typesetter loads on first use). */
  async #printChronicle(b: HTMLElement): Promise<void> {
    const { printChronicle } = await import('./chronicle-print.ts');
    const save = this.#save;
    await printChronicle(
      b.closest<HTMLElement>('[data-chronicle]')!,
      save && this.#state?.journal.length
        ? { kind: 'save', save }
        : 'Play a phase first: the chronicle is made from the journal.',
    );
  }

  #announce(text: string): void {
    const el = this.#q('[data-announce]');
    el.textContent = text;
    // A brief highlight (no motion; none at all when reduced motion is asked for).
    el.classList.remove('wtc-flash');
    void el.offsetWidth;
    el.classList.add('wtc-flash');
  }

  // ---- drawing ----

  #where(): string {
    return whereText(this.#save!, this.#state!);
  }

  /** Turns a month's "Add a note" button into its text box, focused. */
  #openNote(month: number): void {
    this.#q(`[data-note-box="${month}"]`).outerHTML = noteHtml(month, undefined, true);
    this.#q<HTMLTextAreaElement>(`#wtc-note-${month}`).focus();
  }

  /** What wires the panel "Move this game to another device" (its code is fetched now). */
  async transferPanel(): Promise<(panel: HTMLElement) => void> {
    const { transferPanel } = await import('../kit/save-transfer-panel.ts');
    return (panel) => transferPanel(panel, this.transfer());
  }

  /** The game as a file: written and read by the panel. */
  transfer(): Transfer<CompanionSave> {
    return {
      kind: 'companion',
      version: SAVE_VERSION,
      current: () => this.#save,
      // The same reader as a stored game: shape, versions (migrated), notes, and a full replay.
      check: (save) => checkSave(save),
      describe: (save) => `a game of ${wizardName(save.seed)} (${whereText(save, replay(save))})`,
      replaces: () =>
        this.#save && (this.#save.steps.length || Object.keys(this.#save.notes).length)
          ? `your game of ${wizardName(this.#save.seed)} (${this.#where()})`
          : '',
      load: (save) => {
        this.#note('');
        this.#save = save;
        this.#state = replay(save);
        this.#persist();
        // The game is above the panel, often out of sight: bring it into view, focus on its next step.
        this.#render(true);
        const text = `Loaded the game from the file: ${wizardName(save.seed)}, ${this.#where()}.`;
        this.#announce(text);
        return text;
      },
    };
  }

  #pendingText(): string {
    const p = this.#state?.pending;
    if (!p) return 'the end of the game.';
    if (p.kind === 'phase')
      return `phase ${this.#state!.game.phase + 1}, ${PHASES[this.#state!.game.phase]!.name}, is next.`;
    if (p.kind === 'dice') return describeDice(p.why, p.count);
    return describeQuestion(p.q, this.#state!.game);
  }

  #render(focus: boolean): void {
    const state = this.#state!;
    const save = this.#save!;
    const g = state.game;
    this.#showStart(false);
    const p = state.pending;
    const phase = PHASES[g.phase]; // the phase being played or about to be played
    let html: string;
    if (!p) {
      html = `<h3 tabindex="-1" data-focus>Game over</h3><p class="wt-dead">${escapeHtml(wizardName(save.seed))} is dead. The journal below tells the whole story; export it, undo the last step, or start a new game.</p>`;
    } else if (p.kind === 'phase') {
      const n = g.phase + 1;
      html = `<h3>Month ${monthOfYear(g.month)}, year ${yearOf(g.month)}: phase ${n} of 10</h3><p>Next: <strong>${escapeHtml(phase!.name)}</strong>. ${escapeHtml(phase!.summary)}</p><button type="button" class="kit-primary" data-phase data-focus>Play phase ${n}: ${escapeHtml(phase!.name)}</button>`;
    } else {
      const head = `<h3>Month ${monthOfYear(g.month)}, year ${yearOf(g.month)}: phase ${g.phase + 1}, ${escapeHtml(phase!.name)}</h3>`;
      if (p.kind === 'choice') {
        const sofar =
          p.question === 'powerDie'
            ? `<p class="kit-dice">Dice so far: ${state.env.faces.slice(0, state.env.faceCount).join(' ')}</p><p class="kit-small" data-power-odds>${escapeHtml(powerDieOdds(state.env.faces.slice(0, state.env.faceCount), p.q.band!))}</p>`
            : '';
        const buttons = p.options
          .map(
            (code, i) =>
              `<button type="button" data-choice="${code}"${i === 0 ? ' data-focus' : ''}>${escapeHtml(describeOption(p.q, code, g, save.seed))}</button>`,
          )
          .join('');
        html = `${head}<fieldset class="kit-fieldset wtc-choice"><legend>${escapeHtml(describeQuestion(p.q, g))}</legend>${sofar}<div class="kit-row">${buttons}</div></fieldset>`;
      } else {
        html = `${head}<form data-dice-form class="wtc-dice" novalidate><label>${escapeHtml(describeDice(p.why, p.count))}
          <input type="text" name="faces" inputmode="numeric" autocomplete="off" data-focus aria-describedby="wtc-dice-hint wtc-dice-error" /></label>
          <p id="wtc-dice-hint" class="kit-small">${p.count === 1 ? 'One number from 1 to 6.' : `${p.count} numbers from 1 to 6, separated by spaces (or typed together, like 35).`} Then press Enter.</p>
          <p id="wtc-dice-error" class="kit-error" role="alert" data-dice-error></p>
          <button type="submit" class="kit-primary">Use ${p.count === 1 ? 'this die' : 'these dice'}</button></form>`;
      }
    }
    this.#q('[data-turn]').innerHTML = html;
    this.#q<HTMLButtonElement>('[data-undo]').disabled = save.steps.length === 0;
    this.#q<HTMLInputElement>('[data-typed-toggle]').checked = save.typedDice;
    this.#q('[data-state]').innerHTML = gameHtml(g, save.seed);
    const rows = recentTests(state.tests, 8);
    this.#q('[data-tests]').innerHTML = rows.length
      ? `<table class="tp-table"><caption>Dice of the latest tests, newest first</caption><thead><tr><th scope="col">When</th><th scope="col">Test</th><th scope="col">Dice</th><th scope="col">Power dice</th><th scope="col" class="num">Total</th><th scope="col">Result</th></tr></thead><tbody>${rows
          .map(
            (r) =>
              `<tr><td>${r.when}</td><td>${escapeHtml(r.name)}</td><td class="kit-dice">${r.dice}</td><td>${r.power || '—'}</td><td class="num">${r.total}</td><td>${escapeHtml(r.result)}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>No tests rolled yet.</p>';
    const journal = this.#q('[data-journal]');
    journal.innerHTML = journalHtml(state.journal, (m) => noteHtml(m.month, save.notes[m.month]));
    journal.scrollTop = journal.scrollHeight;
    if (focus) {
      const target = this.#q('[data-turn]').querySelector<HTMLElement>('[data-focus]');
      if (target) {
        target.focus({ preventScroll: true });
        target.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
      }
    }
  }
}
