/**
 * <heist-scoring>: reads the hauls, awards the tiles and places the thieves with the rules in
 * src/games/heist/scoring.ts, keeps the players' tile names and points (HZ-R1) and the hauls
 * typed in localStorage (save-store.ts), says beside each field what is wrong with a value
 * (a penalty tile's points are 0 or less), and makes the score pad PDF on demand.
 */
import type { PaperId } from '../../print/paper.ts';
import { SUITS, TILES, VALUE_SETS, type Haul, type TileId } from '../../games/heist/scoring.ts';
import { fileSlug, saveFile } from '../kit/save-file.ts';
import { SaveStore, type WriteResult } from '../kit/save-store.ts';
import {
  checkHaulsSave,
  checkTiles,
  HAULS_KEY,
  penaltySignMessage,
  type SavedHauls,
  type SavedTiles,
  TILES_KEY,
} from './heist-scoring-state.ts';
import { defaultThiefName, problemsHtml, scoresView } from './heist-scores-view.ts';
import { drawHtml, drawText } from '../kit/draw-html.ts';
import { showBadSave, showNotice, STORAGE_FULL } from '../kit/save-notice.ts';
import { checkNumberField, fieldMessage, prepareMessages } from '../kit/field-check.ts';
import { inkChoice, inkSuffix } from '../kit/ink-choice.ts';
import { transferWhenOpened } from '../kit/save-transfer-open.ts';
import { pdfProblem } from '../kit/pdf-problem.ts';

class HeistScoring extends HTMLElement {
  readonly #tiles = new SaveStore(TILES_KEY, checkTiles);
  readonly #haulsStore = new SaveStore(HAULS_KEY, checkHaulsSave);

  connectedCallback(): void {
    prepareMessages(
      this.querySelectorAll<HTMLInputElement>(
        'input[type=number], input[name$="-name"][name^="p"]',
      ),
    );
    this.#loadTiles();
    this.#loadHauls();
    if (!this.#haulsAreBlank()) this.#offerResume();
    this.addEventListener('input', (e) => {
      const t = e.target as HTMLElement;
      // A player's name is checked against the score pad's column as it is typed.
      if (t instanceof HTMLInputElement && /^p\d-name$/.test(t.name))
        void import('../kit/name-check.ts').then((m) => m.checkName(t, 'player'));
      if (t.closest('[data-tiles-box]')) this.#saveTiles();
      else if (t.closest('[data-hauls]')) this.#saveHauls();
      this.#update();
    });
    this.addEventListener('change', (e) => {
      if ((e.target as HTMLElement).closest('[data-hauls]')) this.#saveHauls();
      this.#update();
    });
    // Quick entry: Enter in a tile's points goes on to the next tile.
    this.querySelector('[data-tiles-box]')!.addEventListener('keydown', (e) => {
      const t = e.target as HTMLInputElement;
      if ((e as KeyboardEvent).key !== 'Enter' || !t.name?.endsWith('-points')) return;
      e.preventDefault();
      const all = [
        ...this.querySelectorAll<HTMLInputElement>('[data-tiles-box] input[name$="-points"]'),
      ];
      all[all.indexOf(t) + 1]?.focus();
    });
    const saveInk = inkChoice(this.querySelector<HTMLInputElement>('[data-save-ink]')!);
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-pad]'))
      b.addEventListener(
        'click',
        () => void this.#pad(b.dataset.pad as 'fillable' | 'flat', saveInk()),
      );
    this.#tiles.watch(() =>
      this.#otherTab(
        this.#tiles,
        'tile points',
        () => this.#loadTiles(),
        () => this.#saveTiles(true),
      ),
    );
    this.#haulsStore.watch(() =>
      this.#otherTab(
        this.#haulsStore,
        'hauls',
        () => this.#loadHauls(),
        () => this.#saveHauls(true),
      ),
    );
    // "Move these hauls to another device" (heist-haul-file.ts, loaded when the panel opens).
    transferWhenOpened(this.querySelector('details[data-transfer]'), () =>
      import('./heist-haul-file.ts').then(
        (m) => (panel) =>
          m.haulPanel(panel, {
            current: () => ({ hauls: this.#haulsData(), tiles: this.#tilesData() }),
            load: ({ hauls, tiles }) => {
              this.#report(this.#haulsStore.write(hauls), 'hauls', () => this.#saveHauls(true));
              this.#report(this.#tiles.write(tiles), 'tile points', () => this.#saveTiles(true));
              this.#loadHauls();
              this.#loadTiles();
              this.#update();
            },
          }),
      ),
    );
    this.#update();
    // The page comes with the tile table open (a first visit has no points): it stays open
    // while any value is still to type.
    const open = Object.values(this.#tilePoints()).some((v) => v === null);
    if (this.#tilesBox.open !== open) this.#tilesBox.open = open;
    this.setAttribute('data-ready', '');
  }

  #field(name: string): HTMLInputElement {
    return this.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  }

  get #players(): number {
    return Number(this.#field('players').value);
  }

  #otherTab(
    store: SaveStore<unknown, never>,
    what: string,
    load: () => void,
    keep: () => void,
  ): void {
    const box = this.querySelector<HTMLElement>('[data-save-notice]')!;
    showNotice(
      box,
      `Another tab saved different ${what} after this page last saved; nothing here has overwritten them. Which do you want to keep?`,
      [
        {
          label: `Load the other tab's ${what}`,
          run: () => {
            showNotice(box, '');
            store.adopt();
            load();
            this.#update();
          },
        },
        {
          label: `Keep this page's ${what}`,
          run: () => {
            showNotice(box, '');
            keep();
          },
        },
      ],
    );
  }

  #loadTiles(): void {
    const status = this.querySelector('[data-tiles-status]')!;
    const read = this.#tiles.read();
    if (read.kind === 'bad') {
      showBadSave(
        this.querySelector('[data-save-notice]')!,
        read,
        'saved tile table',
        'the tiles start empty',
        'heist-tiles-damaged-save.json',
      );
      status.textContent = 'Your saved tile points could not be read (see the note above).';
      return;
    }
    if (read.kind !== 'ok') return;
    const saved = read.value;
    for (const t of TILES) {
      if (Object.hasOwn(saved.names, t.id))
        this.#field(`tile-${t.id}-name`).value = saved.names[t.id]!;
      this.#field(`tile-${t.id}-points`).value = Object.hasOwn(saved.points, t.id)
        ? String(saved.points[t.id])
        : '';
    }
    status.textContent = 'Your tile names and points were loaded from this browser.';
  }

  #loadHauls(): void {
    const read = this.#haulsStore.read();
    if (read.kind === 'bad') {
      showBadSave(
        this.querySelector('[data-save-notice]')!,
        read,
        'saved set of hauls',
        'the hauls start empty',
        'heist-hauls-damaged-save.json',
      );
      return;
    }
    if (read.kind !== 'ok') return;
    this.#field('players').value = String(read.value.players);
    for (const [name, value] of Object.entries(read.value.fields)) {
      // Only the hauls' own fields are filled in.
      const el = this.querySelector<HTMLInputElement | HTMLSelectElement>(
        `[data-hauls] [name="${CSS.escape(name)}"]`,
      );
      if (el && /^p\d-/.test(name)) el.value = value;
    }
  }

  /** The hauls' fields and the number of thieves, as the page first draws them. */
  #haulFields(): (HTMLInputElement | HTMLSelectElement)[] {
    return [
      this.#field('players') as unknown as HTMLSelectElement,
      ...this.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-hauls] [name^="p"]'),
    ].filter((el) => el.name === 'players' || /^p\d-/.test(el.name));
  }

  static #blankValue(el: HTMLInputElement | HTMLSelectElement): string {
    return el instanceof HTMLSelectElement
      ? ([...el.options].find((o) => o.defaultSelected) ?? el.options[0])!.value
      : el.defaultValue;
  }

  #haulsAreBlank(): boolean {
    return this.#haulFields().every((el) => el.value === HeistScoring.#blankValue(el));
  }

  /** Says, where the player lands, that the hauls shown are the last heist's, and offers a clean table. */
  #offerResume(): void {
    const box = this.querySelector<HTMLElement>('[data-save-notice]')!;
    const names = Array.from(
      { length: this.#players },
      (_, p) => this.#field(`p${p}-name`).value.trim() || defaultThiefName(p),
    );
    showNotice(
      box,
      `The hauls of your last heist are back from this browser (${names.length} thieves: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}). Carry on scoring, or clear them for a new heist.`,
      [
        {
          label: 'Carry on scoring',
          run: () => {
            showNotice(box, '');
            this.#field('p0-name').focus();
          },
        },
        { label: 'Clear the hauls for a new heist', run: () => this.#clearHauls() },
      ],
    );
  }

  /** Empties the hauls (the tile points stay: they belong to the players' tiles), undoably. */
  #clearHauls(): void {
    const before = this.#haulsData();
    for (const el of this.#haulFields()) el.value = HeistScoring.#blankValue(el);
    this.#saveHauls();
    this.#update();
    const box = this.querySelector<HTMLElement>('[data-save-notice]')!;
    showNotice(box, 'The hauls were cleared for a new heist; your tile points are kept.', [
      {
        label: 'Bring the last hauls back',
        run: () => {
          this.#report(this.#haulsStore.write(before), 'hauls', () => this.#saveHauls(true));
          this.#loadHauls();
          this.#update();
          showNotice(box, 'The last hauls are back.');
        },
      },
    ]);
    this.#field('p0-name').focus();
  }

  #haulsData(): SavedHauls {
    const fields: Record<string, string> = {};
    for (const el of this.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      '[data-hauls] [name^="p"]',
    )) {
      if (/^p\d-/.test(el.name)) fields[el.name] = el.value;
    }
    return { v: 1, players: this.#players, fields };
  }

  #saveHauls(force = false): void {
    this.#report(this.#haulsStore.write(this.#haulsData(), force), 'hauls', () =>
      this.#saveHauls(true),
    );
  }

  #report(wrote: WriteResult<unknown>, what: string, keep: () => void): void {
    const box = this.querySelector<HTMLElement>('[data-save-notice]')!;
    if (wrote.kind === 'conflict')
      this.#otherTab(
        what === 'hauls' ? this.#haulsStore : this.#tiles,
        what,
        what === 'hauls' ? () => this.#loadHauls() : () => this.#loadTiles(),
        keep,
      );
    else if (wrote.kind === 'full')
      showNotice(
        box,
        `${STORAGE_FULL}, so the ${what} typed here are not saved: they will be lost on reload.`,
      );
    else if (wrote.kind === 'unavailable')
      showNotice(box, `This browser would not save the ${what}; they will be lost on reload.`);
    else if (box.textContent?.startsWith(STORAGE_FULL)) showNotice(box, '');
  }

  #tileNames(): Record<TileId, string> {
    return Object.fromEntries(
      TILES.map((t) => [t.id, this.#field(`tile-${t.id}-name`).value.trim() || t.label]),
    ) as Record<TileId, string>;
  }

  /** Points typed so far; null for a tile left empty or with a value that breaks its rule (said beside it). */
  #tilePoints(): Record<TileId, number | null> {
    return Object.fromEntries(
      TILES.map((t) => {
        const input = this.#field(`tile-${t.id}-points`);
        const read = checkNumberField(input, `Points for ${t.label}`);
        // A penalty tile takes points away: a positive number there is a slip, never a bonus.
        if (t.penalty && Number(input.value) > 0)
          fieldMessage(input, penaltySignMessage(t.label, input.value.trim()));
        return [t.id, read.value];
      }),
    ) as Record<TileId, number | null>;
  }

  #tilesData(): SavedTiles {
    const points = Object.fromEntries(
      Object.entries(this.#tilePoints()).filter(([, v]) => v !== null),
    ) as Partial<Record<TileId, number>>;
    return { v: 1, names: this.#tileNames(), points };
  }

  #saveTiles(force = false): void {
    const wrote = this.#tiles.write(this.#tilesData(), force);
    this.#report(wrote, 'tile points', () => this.#saveTiles(true));
    if (wrote.kind === 'saved')
      this.querySelector('[data-tiles-status]')!.textContent = 'Saved in this browser.';
  }

  /** The hauls, or null while a field holds a value out of its range (each said beside its field). */
  #hauls(): Haul[] | null {
    let ok = true;
    const hauls = Array.from({ length: this.#players }, (_, p) => {
      const n = (key: string) => {
        const input = this.#field(`p${p}-${key}`);
        const read = checkNumberField(input, input.getAttribute('aria-label') ?? key);
        if (read.problem) ok = false;
        return read.value ?? 0;
      };
      return {
        name: this.#field(`p${p}-name`).value.trim() || defaultThiefName(p),
        suits: Object.fromEntries(SUITS.map((s) => [s, n(`suit-${s}`)])) as Haul['suits'],
        sets: Object.fromEntries(VALUE_SETS.map((v) => [v, n(`set-${v}`)])) as Haul['sets'],
        curses: n('curses'),
        prestige: n('prestige'),
        exitOrder: Number(this.#field(`p${p}-exit`).value),
      };
    });
    return ok ? hauls : null;
  }

  #update(): void {
    const count = this.#players;
    const show = (el: HTMLElement, on: boolean) => {
      if (el.hidden === on) el.hidden = !on;
    };
    for (const el of this.querySelectorAll<HTMLElement>('[data-player]'))
      show(el, Number(el.dataset.player) < count);
    for (const sel of this.querySelectorAll<HTMLSelectElement>('select[name$="-exit"]')) {
      for (const o of sel.options) show(o, Number(o.value) <= count);
    }
    // Fields of thieves not playing keep their values but are not checked.
    for (const el of this.querySelectorAll<HTMLInputElement>('[data-player] input[type=number]')) {
      if ((el.closest('[data-player]') as HTMLElement).hidden) fieldMessage(el, '');
    }
    const view = scoresView(this.#hauls(), this.#tileNames(), this.#tilePoints());
    drawHtml(this.querySelector('[data-problems]')!, problemsHtml(view.problems));
    drawHtml(this.querySelector('[data-results]')!, view.results);
    drawText(this.querySelector('[data-winner]')!, view.winner);
    // Open the tile table so the player sees where to type the points still needed.
    if (view.needsPoints && !this.#tilesBox.open) this.#tilesBox.open = true;
  }

  get #tilesBox(): HTMLDetailsElement {
    return this.querySelector<HTMLDetailsElement>('[data-tiles-box]')!;
  }

  async #pad(mode: 'fillable' | 'flat', inkSaver: boolean): Promise<void> {
    const status = this.querySelector('[data-pdf-status]')!;
    const paper = this.querySelector<HTMLSelectElement>('[data-paper]')!.value as PaperId;
    status.textContent = 'Making the PDF…';
    try {
      const { sheetPdf } = await import('../kit/sheet-pdfs.ts');
      const players = Array.from(
        { length: this.#players },
        (_, p) => this.#field(`p${p}-name`).value.trim() || defaultThiefName(p),
      );
      const bytes = await sheetPdf('heist-scorepad', players, { paper, mode, inkSaver });
      const filename = `heist-score-pad-${fileSlug(players.join('-'), 'players')}-${paper}${mode === 'flat' ? '-flat' : ''}${inkSuffix(inkSaver)}.pdf`;
      saveFile(bytes, filename);
      status.textContent = `PDF ready: ${filename} (${Math.round(bytes.length / 1024)} KB).`;
    } catch (e) {
      status.textContent = pdfProblem(e);
    }
  }
}

customElements.define('heist-scoring', HeistScoring);
