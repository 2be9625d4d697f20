/**
 * <sth-tower>: draws a seeded Solo Tower Hack tower and lets a player climb it. Rules live
 * in src/games/solo-tower-hack; this file wires the page to them, keeps the URL and the
 * saved run up to date, and loads the PDF maker only when a download is asked for.
 */
import type { PaperId } from '../../print/paper.ts';
import { fightOdds } from '../../games/solo-tower-hack/combat.ts';
import { describeEntry, movesFor, newRun, type Run } from '../../games/solo-tower-hack/game.ts';
import { DAMAGE_LIMIT, fightingBonus, MONSTERS } from '../../games/solo-tower-hack/levels.ts';
import {
  describePosition,
  positionKey,
  shortestRoute,
  type Position,
} from '../../games/solo-tower-hack/paths.ts';
import { rollsToText } from '../../games/solo-tower-hack/layout.ts';
import { toNumber, toPercent } from '../../lib/fraction.ts';
import type { Stream } from '../../lib/seed.ts';
import { randomSeedText } from '../../lib/seed-text.ts';
import { towerSvg } from './sth-map-svg.ts';
import { fileSlug, saveFile } from '../kit/save-file.ts';
import { SaveStore } from '../kit/save-store.ts';
import { showBadSave, showNotice, showSetAsides, STORAGE_FULL } from '../kit/save-notice.ts';
import { transferWhenOpened } from '../kit/save-transfer-open.ts';
import {
  applyStep,
  inProgress,
  LAST_RUN_KEY,
  lastTower,
  namesTower,
  ownDiceTap,
  parseTowerParams,
  playStream,
  readSave,
  readSeed,
  restoreSnapshot,
  storageKey,
  towerFromRolls,
  towerFromSeed,
  towerKey,
  towerName,
  towerParams,
  type RunSnapshot,
  type SavedRun,
  type Step,
  type TowerChoice,
} from './sth-tower-state.ts';

class SthTower extends HTMLElement {
  #tower!: TowerChoice;
  #run: Run = newRun();
  #steps: Step[] = [];
  #attempt = 0;
  #dice!: Stream;
  /** With the player's own dice: the room chosen before its roll was typed. */
  #pendingMove: string | null = null;
  /** The run "Start this tower again" replaced, until the player moves on. */
  #undo: RunSnapshot | null = null;

  #store: SaveStore<NonNullable<ReturnType<typeof readSave>>, SavedRun> | null = null;
  #unwatch: (() => void) | null = null;
  /** How many steps of the run are safely stored (the rest would be lost on reload). */
  #savedSteps = 0;

  connectedCallback(): void {
    const params = new URLSearchParams(location.search);
    // An address with no tower (the menu's link) brings back a run still in progress, if any.
    const resumed = namesTower(params) ? null : this.#runInProgress();
    const { tower, notes } = resumed ? { tower: resumed, notes: [] } : parseTowerParams(params);
    this.#note('[data-notes]', notes.join(' '));
    this.#wire();
    // The tower shown is always the one in the URL: a random or cut seed is written back
    // (replacing this history entry, not adding one), so a reload or a shared link shows it again.
    this.#show(tower, 'replace');
    if (resumed) this.#offerResume();
    // Back and forward move between the towers this page has shown.
    window.addEventListener('popstate', () =>
      this.#show(parseTowerParams(new URLSearchParams(location.search)).tower, 'none'),
    );
    this.setAttribute('data-ready', '');
  }

  /** The tower last played, when its run is stored and still in progress. */
  #runInProgress(): TowerChoice | null {
    let tower: TowerChoice | null;
    try {
      tower = lastTower(localStorage.getItem(LAST_RUN_KEY));
    } catch {
      return null; // storage blocked: no runs are kept either
    }
    if (!tower) return null;
    const saved = new SaveStore(storageKey(tower), (_data, text) => readSave(text, tower)!).peek();
    return saved.kind === 'ok' && inProgress(saved.value.run) ? tower : null;
  }

  /** Says, where the player lands, that the run shown is the one they left, and offers a new tower. */
  #offerResume(): void {
    const box = this.#q('[data-resume]');
    const run = this.#run;
    showNotice(
      box,
      `You have a run in progress on ${towerName(this.#tower)}: ${describePosition(run.position)}, ${run.damage} Damage, ${run.xp} XP. Continue it below, or start a new tower.`,
      [
        {
          label: 'Continue my run',
          run: () => {
            showNotice(box, '');
            this.#nextAction()?.focus();
          },
        },
        {
          label: 'Start a new tower',
          run: () => {
            showNotice(box, '');
            this.#show(towerFromSeed(randomSeedText()), 'push');
            this.#nextAction()?.focus();
          },
        },
      ],
    );
  }

  /** The control a player uses next: the fight button, a room, or the room roll with own dice. */
  #nextAction(): HTMLElement | null {
    const own = this.#ownDice();
    return this.querySelector<HTMLElement>(
      this.#run.status === 'fighting'
        ? own
          ? 'input[name=playerDie]'
          : '[data-fight-round]'
        : own
          ? 'input[name=roomRoll]'
          : '[data-moves] button',
    );
  }

  #q<T extends Element = HTMLElement>(selector: string): T {
    return this.querySelector<T>(selector)!;
  }

  #note(selector: string, text: string): void {
    const el = this.#q(selector);
    el.textContent = text;
    el.hidden = !text;
  }

  #wire(): void {
    const form = this.#q<HTMLFormElement>('[data-seed-form]');
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const { seed, note } = readSeed(
        (form.elements.namedItem('seed') as HTMLInputElement).value.trim(),
      );
      this.#note('[data-notes]', note);
      this.#show(towerFromSeed(seed || randomSeedText()), 'push');
    });
    this.#q('[data-new-tower]').addEventListener('click', () =>
      this.#show(towerFromSeed(randomSeedText()), 'push'),
    );
    this.#q('[data-apply-rolls]').addEventListener('click', () => {
      const input = this.#q<HTMLInputElement>('#sth-rolls');
      try {
        const tower = towerFromRolls(input.value);
        this.#q('[data-rolls-error]').textContent = '';
        input.removeAttribute('aria-invalid');
        this.#show(tower, 'push');
      } catch (e) {
        this.#q('[data-rolls-error]').textContent = (e as Error).message;
        input.setAttribute('aria-invalid', 'true');
        input.focus();
      }
    });
    this.#q('[data-show-route]').addEventListener('change', () => this.#draw());
    this.#q('[data-own-play]').addEventListener('change', () => this.#render());
    this.#q('[data-pdf]').addEventListener('click', () => void this.#downloadPdf());
    this.#q('[data-map]').addEventListener('click', (e) => this.#moveFrom(e.target));
    this.#q('[data-map]').addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        this.#moveFrom(e.target);
      }
    });
    this.#q('[data-moves]').addEventListener('click', (e) => this.#moveFrom(e.target));
    this.#q('[data-fight-round]').addEventListener('click', () => this.#fight(false));
    this.#q('[data-fight-all]').addEventListener('click', () => this.#fight(true));
    this.#q('[data-drink]').addEventListener('click', () => this.#step({ drink: true }));
    this.#q('[data-restart]').addEventListener('click', () => this.#restart());
    this.#q('[data-undo-restart]').addEventListener('click', () => this.#undoRestart());
    // "Move this run to another device" (sth-run-file.ts, loaded when the panel opens).
    transferWhenOpened(this.querySelector('details[data-transfer]'), () =>
      import('./sth-run-file.ts').then(
        (m) => (panel) =>
          m.towerPanel(panel, {
            tower: () => this.#tower,
            run: () => this.#saveData(),
            show: (tower) => {
              this.#undo = null;
              this.#show(tower, towerKey(tower) === towerKey(this.#tower) ? 'replace' : 'push');
            },
          }),
      ),
    );
    // Enter in a typed die plays it: the room roll enters the chosen room, a fight die fights.
    this.#q('[data-explore]').addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' || (e.target as HTMLElement).getAttribute('name') !== 'roomRoll')
        return;
      e.preventDefault();
      const moves = movesFor(this.#tower.layout, this.#run);
      const key = this.#pendingMove ?? (moves.length === 1 ? positionKey(moves[0]!) : null);
      if (key) this.#moveTo(key);
      else this.#announce('Now choose the room to enter with this roll.');
    });
    this.#q('[data-own-fight]').addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      const monster = this.#q<HTMLInputElement>('input[name=monsterDie]');
      // Your die first, then Enter takes you to the monster's; Enter there fights.
      if ((e.target as HTMLInputElement).name === 'playerDie' && monster.value.trim() === '')
        monster.focus();
      else this.#fight(false);
    });
  }

  /** Shows a tower, restoring its saved run if there is one; `url` says how the address follows. */
  #show(tower: TowerChoice, url: 'push' | 'replace' | 'none'): void {
    this.#tower = tower;
    const address = `${location.pathname}?${towerParams(tower)}${location.hash}`;
    if (url === 'push') history.pushState(null, '', address);
    else if (url === 'replace') history.replaceState(null, '', address);
    (
      this.#q<HTMLFormElement>('[data-seed-form]').elements.namedItem('seed') as HTMLInputElement
    ).value = tower.seed ?? '';
    this.#q<HTMLInputElement>('#sth-rolls').value = rollsToText(tower.layout);
    const route = shortestRoute(tower.layout);
    const name =
      tower.seed === null
        ? 'Stairs from your own dice'
        : `Seed “${tower.seed}”${tower.map ? `, map ${tower.map} of its batch` : ''}`;
    this.#q('[data-about]').textContent =
      `${name}. Shortest route: ${route.length} rooms, counting the End room.`;
    this.#note('[data-save-note]', '');
    showNotice(this.#q('[data-resume]'), '');
    this.#unwatch?.();
    this.#store = new SaveStore(storageKey(tower), (_data, text) => readSave(text, tower)!);
    this.#unwatch = this.#store.watch(() => this.#otherTab());
    this.#restore();
    this.#render();
    const run = this.#run;
    if (run.visited.length && (run.status === 'exploring' || run.status === 'fighting')) {
      // After a reload the status line tells where the run stands, not how to begin one.
      this.#announce(
        `Your run continues: you are in ${describePosition(run.position)} with ${run.damage} Damage and ${run.xp} XP${run.status === 'fighting' ? `, fighting ${MONSTERS[run.monster!].name}` : ''}. ${run.status === 'fighting' ? 'Fight on.' : 'Choose where to go next.'}`,
      );
    }
  }

  #startRun(attempt: number): void {
    this.#attempt = attempt;
    this.#run = newRun();
    this.#steps = [];
    this.#dice = playStream(towerKey(this.#tower), attempt);
  }

  #restore(): void {
    const read = this.#store!.read();
    this.#savedSteps = 0;
    if (read.kind === 'ok') {
      const saved = read.value;
      this.#run = saved.run;
      this.#steps = [...saved.save.steps];
      this.#savedSteps = this.#steps.length;
      this.#attempt = saved.save.attempt;
      this.#dice = saved.dice;
      if (this.#steps.length)
        this.#note('[data-save-note]', 'Your saved run on this tower was restored.');
    } else {
      this.#startRun(0);
      if (read.kind === 'bad') {
        showBadSave(
          this.#q('[data-save-notice]'),
          read,
          'saved run',
          'a new run was started',
          `solo-tower-hack-damaged-run-${fileSlug(this.#tower.seed ?? 'dice', 'tower')}.json`,
        );
        return;
      }
    }
    showSetAsides(
      this.#q('[data-save-notice]'),
      this.#store!,
      'solo-tower-hack-set-aside-runs.json',
    );
  }

  #saveData(): SavedRun {
    return {
      v: 1,
      tower: towerKey(this.#tower),
      attempt: this.#attempt,
      steps: this.#steps,
      dice: this.#dice.save(),
    };
  }

  #save(force = false): void {
    const wrote = this.#store!.write(this.#saveData(), force);
    const box = this.#q('[data-save-notice]');
    if (wrote.kind === 'saved') {
      this.#remember();
      if (this.#savedSteps !== this.#steps.length && box.textContent?.startsWith(STORAGE_FULL))
        showNotice(box, 'This run is being saved again.');
      this.#savedSteps = this.#steps.length;
    } else if (wrote.kind === 'conflict') this.#otherTab();
    else if (wrote.kind === 'full') {
      const lost = this.#steps.length - this.#savedSteps;
      showNotice(
        box,
        `${STORAGE_FULL}, so this run is no longer being saved: a reload now would lose the last ${lost} ${lost === 1 ? 'move' : 'moves'} (${this.#savedSteps} of ${this.#steps.length} are stored). Free some space in this browser to save again.`,
      );
    }
  }

  /** Notes this tower as the one last played (see LAST_RUN_KEY); losing the note loses no run. */
  #remember(): void {
    try {
      localStorage.setItem(LAST_RUN_KEY, towerParams(this.#tower).toString());
    } catch {
      /* storage full or blocked: the run itself is still reachable by its link */
    }
  }

  /** Another tab saved a run on this tower: let the player choose which to keep. */
  #otherTab(): void {
    const other = this.#store!.peek();
    const what =
      other.kind === 'ok'
        ? `a run of ${other.value.save.steps.length} steps on this tower`
        : other.kind === 'empty'
          ? 'that this tower has no run (it was cleared there)'
          : 'a run this page cannot read';
    showNotice(
      this.#q('[data-save-notice]'),
      `Another tab saved ${what} after this page last saved; nothing here has overwritten it. This page's run has ${this.#steps.length} steps. Which run do you want to keep?`,
      [
        ...(other.kind === 'ok'
          ? [
              {
                label: "Load the other tab's run",
                run: () => {
                  showNotice(this.#q('[data-save-notice]'), '');
                  this.#restore();
                  this.#render();
                  this.#announce(`Loaded the other tab's run: ${this.#steps.length} steps.`);
                },
              },
            ]
          : []),
        {
          label: "Keep this page's run",
          run: () => {
            this.#save(true);
            showNotice(
              this.#q('[data-save-notice]'),
              `Kept this page's run (${this.#steps.length} steps); the other tab's was replaced.`,
            );
          },
        },
      ],
    );
  }

  #ownDice(): boolean {
    return this.#q<HTMLInputElement>('[data-own-play]').checked;
  }

  /** Reads a typed die, or explains what is wrong with it. */
  #typedDie(name: string, label: string): number | null {
    const input = this.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
    const n = Number(input.value);
    if (input.value.trim() === '' || !Number.isInteger(n) || n < 1 || n > 6) {
      this.#error(`${label} must be a whole number from 1 to 6.`);
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return null;
    }
    input.removeAttribute('aria-invalid');
    return n;
  }

  #error(text: string): void {
    this.#q('[data-step-error]').textContent = text;
  }

  #step(step: Step): boolean {
    try {
      applyStep(this.#tower.layout, this.#run, step);
    } catch (e) {
      this.#error((e as Error).message);
      return false;
    }
    this.#error('');
    this.#steps.push(step);
    this.#save();
    return true;
  }

  #moveFrom(target: EventTarget | null): void {
    const key = (target as Element | null)?.closest('[data-move]')?.getAttribute('data-move');
    if (key) this.#moveTo(key);
  }

  #moveTo(key: string): void {
    const to = movesFor(this.#tower.layout, this.#run).find((m) => positionKey(m) === key);
    if (!to) return;
    const rollInput = this.#q<HTMLInputElement>('input[name=roomRoll]');
    if (this.#ownDice() && ownDiceTap(rollInput.value) === 'ask-roll') {
      // The room first, then its roll: remember the room and ask for the die, no error.
      this.#pendingMove = key;
      this.#error('');
      this.#markPending();
      this.#announce(`Type your room roll (1–6) for ${describePosition(to)}, then press Enter.`);
      rollInput.focus();
      return;
    }
    const roll = this.#ownDice() ? this.#typedDie('roomRoll', 'The room roll') : this.#dice.d6();
    if (roll === null) return;
    if (!this.#step({ move: [to.level, to.column], roll })) return;
    this.#pendingMove = null;
    this.#undo = null;
    // Each room takes a new roll: the field is emptied for the next one.
    rollInput.value = '';
    this.#render();
    const entry = this.#run.log!.at(-1)!;
    this.#announce(describeEntry(entry) + (this.#run.status === 'fighting' ? ' Fight!' : ''));
    // Keep keyboard users in the play: focus the next action.
    this.#nextAction()?.focus();
  }

  #fight(toTheEnd: boolean): void {
    do {
      let dice: [number, number];
      if (this.#ownDice()) {
        const p = this.#typedDie('playerDie', 'Your die');
        const m = p === null ? null : this.#typedDie('monsterDie', "The monster's die");
        if (p === null || m === null) return;
        dice = [p, m];
      } else dice = [this.#dice.d6(), this.#dice.d6()];
      if (!this.#step({ fight: dice })) return;
    } while (toTheEnd && !this.#ownDice() && this.#run.status === 'fighting');
    this.#undo = null;
    if (this.#ownDice())
      for (const name of ['playerDie', 'monsterDie'])
        this.#q<HTMLInputElement>(`input[name=${name}]`).value = '';
    this.#render();
    const last = this.#run.log!.at(-1)!;
    const ending =
      this.#run.status === 'won'
        ? ' You have won!'
        : this.#run.status === 'dead'
          ? ' Your hero has fallen.'
          : '';
    this.#announce(describeEntry(last) + ending);
    if (this.#run.status === 'fighting' && this.#ownDice())
      this.#q<HTMLInputElement>('input[name=playerDie]').focus();
    else if (this.#run.status === 'exploring')
      this.#q<HTMLButtonElement>(
        this.#ownDice() ? 'input[name=roomRoll]' : '[data-moves] button',
      )?.focus();
    else if (this.#run.status !== 'fighting') this.#q<HTMLButtonElement>('[data-restart]').focus();
  }

  /** Shows which room waits for its roll (pressed), so the player sees the choice was taken. */
  #markPending(): void {
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-moves] button'))
      b.setAttribute('aria-pressed', String(b.dataset.move === this.#pendingMove));
  }

  #restart(): void {
    // Undoable rather than confirmed: one tap, and the run just left is one tap away.
    this.#undo = this.#steps.length
      ? { attempt: this.#attempt, steps: [...this.#steps], dice: this.#dice.save() }
      : null;
    this.#startRun(this.#attempt + 1);
    this.#pendingMove = null;
    this.#save();
    this.#render();
    this.#announce(
      `A new attempt on the same tower, with fresh dice. Choose a room on Level 1.${this.#undo ? ' “Undo: back to my run” brings the last run back.' : ''}`,
    );
    if (this.#undo) this.#q<HTMLButtonElement>('[data-undo-restart]').focus();
  }

  #undoRestart(): void {
    if (!this.#undo) return;
    const back = restoreSnapshot(this.#tower.layout, this.#undo);
    this.#undo = null;
    this.#run = back.run;
    this.#steps = back.steps;
    this.#attempt = back.attempt;
    this.#dice = back.dice;
    this.#save();
    this.#render();
    this.#announce(
      `Your run is back: ${this.#steps.length} steps, in ${describePosition(this.#run.position)}.`,
    );
    this.#q<HTMLButtonElement>('[data-restart]').focus();
  }

  #announce(text: string): void {
    this.#q('[data-status]').textContent = text;
  }

  #draw(): void {
    const run = this.#run;
    const path = (run.log ?? []).flatMap((e) =>
      e.kind === 'enter' ? [{ position: e.position, room: e.room }] : [],
    );
    const showRoute = this.#q<HTMLInputElement>('[data-show-route]').checked;
    this.#q('[data-map]').innerHTML = towerSvg(this.#tower.layout, {
      path,
      current: run.position,
      moves: movesFor(this.#tower.layout, run),
      route: showRoute ? shortestRoute(this.#tower.layout) : null,
      ending: run.status === 'won' ? 'won' : run.status === 'dead' ? 'fell' : '',
    });
  }

  #render(): void {
    const run = this.#run;
    const own = this.#ownDice();
    this.#draw();
    this.#q('[data-damage]').textContent = String(run.damage);
    this.#q('[data-xp]').textContent = String(run.xp);
    this.#q('[data-bonus]').textContent = `+${fightingBonus(run.xp)}`;
    this.#q('[data-potions]').textContent = String(run.potions);
    this.#q('[data-kills]').textContent = String(run.kills);
    this.querySelectorAll('[data-damage-boxes] span').forEach((b, i) =>
      b.classList.toggle('on', i < run.damage),
    );
    this.querySelectorAll('[data-xp-boxes] span').forEach((b, i) =>
      b.classList.toggle('on', i < run.xp),
    );

    const moves = movesFor(this.#tower.layout, run);
    const movesBox = this.#q('[data-moves]');
    movesBox.replaceChildren(
      ...moves.map((m: Position) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.move = positionKey(m);
        b.textContent = describePosition(m)
          .replace(/^the /, '')
          .replace(/^./, (c) => c.toUpperCase());
        b.setAttribute('aria-label', `Move to ${describePosition(m)}`);
        return b;
      }),
    );
    this.#q('[data-explore]').hidden = run.status !== 'exploring';
    this.#q('[data-own-room]').hidden = !own;
    this.#q('[data-own-hint]').hidden = !own;
    if (!own) this.#pendingMove = null;
    this.#markPending();
    this.#q('[data-undo-restart]').hidden = this.#undo === null;
    const drink = this.#q<HTMLButtonElement>('[data-drink]');
    drink.hidden = run.potions === 0;
    drink.disabled = run.damage === 0;
    drink.textContent = run.damage === 0 ? 'Drink a potion (no Damage to heal)' : 'Drink a potion';

    const fighting = run.status === 'fighting' && run.monster;
    this.#q('[data-fight]').hidden = !fighting;
    this.#q('[data-own-fight]').hidden = !own;
    this.#q('[data-fight-all]').hidden = own;
    if (fighting) {
      const { name, modifier } = MONSTERS[run.monster!];
      const bonus = fightingBonus(run.xp);
      const odds = fightOdds(bonus, modifier, DAMAGE_LIMIT - run.damage);
      this.#q('[data-fight-title]').textContent =
        `Fight: ${name} (1d6+${modifier}) against you (1d6+${bonus})`;
      this.#q('[data-fight-odds]').textContent =
        `Exact odds from here: you hit in ${toPercent(odds.exchange)} of exchanges, win this fight ${toPercent(odds.win)} of the time, and expect to take ${toNumber(odds.expectedDamage).toFixed(2)} Damage.`;
    }
    const last = run.log?.at(-1);
    this.#q('[data-exchange]').textContent =
      last?.kind === 'round'
        ? `You ${last.round.playerDie} + ${last.round.bonus} = ${last.round.playerDie + last.round.bonus} · ${MONSTERS[last.monster].name} ${last.round.monsterDie} + ${MONSTERS[last.monster].modifier} = ${last.round.monsterDie + MONSTERS[last.monster].modifier}`
        : '';

    if (run.status === 'won')
      this.#announce(
        `You slew the BBEG and won, with ${run.damage} Damage, ${run.xp} XP and ${run.kills} monsters slain.`,
      );
    else if (run.status === 'dead')
      this.#announce(
        `Your hero fell in ${describePosition(run.position)} after ${run.visited.length} rooms.`,
      );
    else if (!run.visited.length) this.#announce('Choose a room on Level 1 to enter the tower.');

    const log = this.#q('[data-log]');
    log.replaceChildren(
      ...(run.log ?? []).map((e) =>
        Object.assign(document.createElement('li'), { textContent: describeEntry(e) }),
      ),
    );
    log.parentElement!.scrollTop = log.parentElement!.scrollHeight;
  }

  async #downloadPdf(): Promise<void> {
    const status = this.#q('[data-pdf-status]');
    const button = this.#q<HTMLButtonElement>('[data-pdf]');
    const paper = this.#q<HTMLSelectElement>('[data-paper]').value as PaperId;
    button.disabled = true;
    status.textContent = 'Making the PDF…';
    try {
      const { towerPdf } = await import('./sth-tower-pdf.ts');
      const { bytes, filename } = await towerPdf(this.#tower, paper);
      saveFile(bytes, filename);
      status.textContent = `PDF ready: ${filename} (${Math.round(bytes.length / 1024)} KB).`;
    } catch (e) {
      // Loaded only on failure: it is not part of this page's first script.
      status.textContent = await import('../kit/pdf-problem.ts').then(
        (m) => m.pdfProblem(e),
        () => 'The PDF could not be made: reload the page and try again.',
      );
    } finally {
      button.disabled = false;
    }
  }
}

customElements.define('sth-tower', SthTower);
