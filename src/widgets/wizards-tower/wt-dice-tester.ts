/**
 * <wt-dice-tester>: roll a Wizard's Tower test with a seed, read the band and the action's
 * consequence, add Power dice, and see exact odds throughout. Every rule comes from
 * src/games/wizards-tower; this file only wires the page to it.
 */
import { BANDS, band, type BandId } from '../../games/wizards-tower/bands.ts';
import { actionOutcomes } from '../../games/wizards-tower/outcomes.ts';
import {
  questCardDifficulty,
  RANK_NAME,
  SUIT_REWARDS,
  type Rank,
} from '../../games/wizards-tower/cards.ts';
import { rulingHref } from '../../games/wizards-tower/ruling-href.ts';
import {
  allyLossChance,
  allyLost,
  bandOdds,
  bandOddsAfterPower,
  diceForTest,
  mayImprove,
  mayImproveChance,
  mayReduce,
  mayReduceChance,
  readRoll,
  rollFaces,
  type BandOdds,
} from '../../games/wizards-tower/test-roll.ts';
import { toFractionString, toPercent } from '../../lib/fraction.ts';
import { streamFromSeed, type Stream } from '../../lib/seed.ts';
import { randomSeedText } from '../../lib/seed-text.ts';
import { bandBarsRows } from './band-bars.ts';
import { checkNumberField, fieldMessage, prepareMessages } from '../kit/field-check.ts';
import {
  LIMITS,
  ownDiceFaces,
  parseParams,
  ratingRollSeedText,
  rollSeedText,
  testSetup,
  toParams,
  type TesterState,
} from './dice-tester-state.ts';

const MAX_LOG = 50;
const NUMBER_FIELDS = [
  ['dice', 'Number of dice'],
  ['adv', 'Advantages'],
  ['dis', 'Disadvantages'],
] as const;

class WtDiceTester extends HTMLElement {
  #state!: TesterState;
  /** The current roll: its faces (Power dice appended) and the stream the Power dice come from. */
  #faces: number[] = [];
  #baseDice = 0;
  #stream: Stream | null = null;
  #ratingStream: Stream | null = null;

  connectedCallback(): void {
    prepareMessages(NUMBER_FIELDS.map(([name]) => this.#field(name)));
    const { state, notes } = parseParams(new URLSearchParams(location.search));
    this.#state = state;
    if (!state.seed) state.seed = randomSeedText();
    this.#writeForm();
    this.#showNotes(notes);
    this.#wire();
    this.#refresh();
    if (state.mode === 'own' && state.faces.length) this.#readOwnDice();
    else if (state.roll > 0) this.#rollSeeded(state.roll, state.power);
    this.setAttribute('data-ready', '');
  }

  #q<T extends Element = HTMLElement>(selector: string): T {
    return this.querySelector<T>(selector)!;
  }

  #field<T extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(name: string): T {
    return this.#q<HTMLFormElement>('[data-form]').elements.namedItem(name) as T;
  }

  #writeForm(withFaces = true): void {
    const s = this.#state;
    this.#field<HTMLSelectElement>('src').value = s.source;
    this.#field('dice').value = String(s.dice);
    this.#field('adv').value = String(s.adv);
    this.#field('dis').value = String(s.dis);
    this.#field<HTMLSelectElement>('card').value = s.card ?? '';
    this.#field<HTMLSelectElement>('suit').value = s.suit ?? '';
    this.#field<HTMLSelectElement>('action').value = s.action;
    this.#field('seed').value = s.seed;
    if (withFaces) this.#field('faces').value = s.faces.join(' ');
    for (const radio of this.querySelectorAll<HTMLInputElement>('input[name=mode]'))
      radio.checked = radio.value === s.mode;
  }

  /** Reads the form into the state, clamping numbers the way URL parameters are clamped. */
  #readForm(): string[] {
    const form = this.#q<HTMLFormElement>('[data-form]');
    const params = new URLSearchParams();
    for (const name of ['src', 'dice', 'adv', 'dis', 'card', 'suit', 'action', 'seed'])
      params.set(name, this.#field(name).value);
    params.set('mode', (form.elements.namedItem('mode') as RadioNodeList).value);
    const { state, notes: all } = parseParams(params);
    // Numbers typed out of range are said beside their own fields; the rest go to the notes.
    const notes = all.filter((n) => !/^“(dice|adv|dis)=/.test(n));
    for (const [name, label] of NUMBER_FIELDS) {
      const input = this.#field(name);
      const read = checkNumberField(input, label, true);
      if (read.problem)
        fieldMessage(
          input,
          `${read.problem} For now ${state[name]} ${name === 'dice' ? (state.dice === 1 ? 'die is' : 'dice are') : 'is'} used.`,
        );
    }
    state.faces = this.#state.faces;
    state.seed = state.seed.trim() || this.#state.seed;
    // The form has no roll counter: keep counting while the seed stays the same.
    if (state.seed === this.#state.seed) state.roll = this.#state.roll;
    this.#state = state;
    return notes;
  }

  #wire(): void {
    const form = this.#q<HTMLFormElement>('[data-form]');
    form.addEventListener('input', (e) => {
      const target = e.target as HTMLInputElement;
      if (target.name === 'faces') return;
      const notes = this.#readForm();
      this.#showNotes(notes);
      this.#refresh();
    });
    form.addEventListener('change', () => this.#refresh());
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#showNotes(this.#readForm());
      this.#writeForm(false);
      const ok = this.#state.mode === 'own' ? this.#readOwnDice() : true;
      if (this.#state.mode !== 'own') this.#rollSeeded(this.#state.roll + 1, 0);
      if (ok) this.#revealResult();
    });
    this.#q('[data-new-seed]').addEventListener('click', () => {
      this.#state.seed = randomSeedText();
      this.#state.roll = 0;
      this.#field('seed').value = this.#state.seed;
      this.#q('[data-seed-note]').textContent = `New seed: ${this.#state.seed}.`;
    });
    this.#q('[data-power]').addEventListener('click', () => this.#addPowerDie());
    for (const row of this.querySelectorAll<HTMLElement>('[data-may]')) {
      const input = row.querySelector('input')!;
      const update = () => this.#showMayChance(row);
      input.addEventListener('input', update);
      update();
      row.querySelector('button')!.addEventListener('click', () => this.#rollMay(row));
    }
  }

  /** Updates everything that follows from the inputs: mode panels, summary, odds. */
  #refresh(): void {
    const s = this.#state;
    this.#q('[data-seeded]').hidden = s.mode !== 'seeded';
    this.#q('[data-own]').hidden = s.mode !== 'own';
    this.#q('[data-roll]').textContent = s.mode === 'own' ? 'Read my dice' : 'Roll';
    const count = diceForTest(testSetup(s));
    const parts = [
      s.card ? `The ${RANK_NAME[s.card]} ${cardEffect(s.card)}.` : '',
      count.automatic
        ? `No dice are left: an automatic ${band(count.automatic).name} (WT-R2).`
        : `You roll ${count.dice} ${count.dice === 1 ? 'die' : 'dice'} and keep the highest two.`,
      s.card && s.suit ? `Beating the Quest card would raise ${SUIT_REWARDS[s.suit].label}.` : '',
    ].filter(Boolean);
    this.#q('[data-summary]').textContent = parts.join(' ');
    this.#q('[data-odds-caption]').textContent =
      `Exact odds before the roll: ${count.dice} ${count.dice === 1 ? 'die' : 'dice'}`;
    this.#renderOdds(count.automatic ? automaticOdds(count.automatic) : bandOdds(count.dice));
  }

  #renderOdds(odds: BandOdds): void {
    this.#q('[data-odds]').innerHTML = bandBarsRows(odds);
  }

  #rollSeeded(rollNumber: number, powerDice: number): void {
    const s = this.#state;
    s.roll = rollNumber;
    s.power = 0;
    const count = diceForTest(testSetup(s));
    this.#stream = streamFromSeed(rollSeedText(s.seed, s.roll));
    if (count.automatic) {
      this.#faces = [];
      this.#baseDice = 0;
      this.#showAutomatic(count.automatic);
    } else {
      this.#faces = rollFaces(count.dice, this.#stream);
      this.#baseDice = count.dice;
      this.#showReading(`Seed ${s.seed}, roll ${s.roll}`);
      for (let i = 0; i < powerDice; i++) this.#addPowerDie();
    }
    this.#saveUrl();
  }

  /**
   * Brings the result into view and gives it focus: at 1280 px it sits below the odds table,
   * out of sight of the Roll button. Tab goes on from there to "Spend 1 Power".
   */
  #revealResult(): void {
    const box = this.#q<HTMLElement>('[data-result-box]');
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.focus({ preventScroll: true });
    box.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }

  /** Reads the typed faces; false (with the problem said) when they cannot be used. */
  #readOwnDice(): boolean {
    const input = this.#field('faces');
    const error = this.#q('[data-faces-error]');
    const parsed = ownDiceFaces(input.value, diceForTest(testSetup(this.#state)));
    if ('error' in parsed) {
      input.setAttribute('aria-invalid', 'true');
      error.textContent = parsed.error;
      this.#announce(parsed.error);
      input.focus();
      return false;
    }
    input.removeAttribute('aria-invalid');
    error.textContent = '';
    this.#state.faces = parsed.faces;
    this.#stream = null;
    this.#faces = parsed.faces;
    this.#baseDice = parsed.base;
    this.#showReading('Your dice');
    this.#saveUrl();
    return true;
  }

  #addPowerDie(): void {
    if (!this.#faces.length || this.#faces.length - this.#baseDice >= LIMITS.power) return;
    if (!this.#stream) return; // with your own dice, add the Power dice to the faces you typed
    this.#faces.push(this.#stream.d6());
    this.#state.power = this.#faces.length - this.#baseDice;
    this.#saveUrl();
    this.#showReading('Power die added', true);
  }

  #showAutomatic(result: BandId): void {
    const b = band(result);
    this.#q('[data-dice]').replaceChildren();
    this.#q('[data-power-box]').hidden = true;
    const consequence = actionOutcomes(this.#state.action).outcomes[result];
    const status = this.#q('[data-status]');
    status.replaceChildren(
      `No dice to roll: an automatic ${b.name}. `,
      link('Why (WT-R2)', rulingHref('WT-R2')),
    );
    this.#q('[data-consequence]').textContent =
      `${actionOutcomes(this.#state.action).name}: ${consequence}`;
    this.#log(`Seed ${this.#state.seed}, roll ${this.#state.roll} · no dice → automatic ${b.name}`);
  }

  #showReading(label: string, powerAdded = false): void {
    const r = readRoll(this.#faces);
    const b = band(r.band);
    const kept = r.kept.map((i) => this.#faces[i]!);
    const power = this.#faces.length - this.#baseDice;
    const dice = this.#q('[data-dice]');
    dice.replaceChildren(
      ...this.#faces.map((f, i) => {
        const d = document.createElement('span');
        d.className =
          'dt-die' +
          (r.kept.includes(i) ? ' is-kept' : '') +
          (i >= this.#baseDice ? ' is-power' : '') +
          (!powerAdded || i === this.#faces.length - 1 ? ' is-new' : '');
        d.textContent = String(f);
        return d;
      }),
    );
    const keptText =
      kept.length === 2 ? `kept ${kept[0]} + ${kept[1]} = ${r.total}` : `one die: ${r.total}`;
    const powerText = power ? ` (${power} Power ${power === 1 ? 'die' : 'dice'} added)` : '';
    const summary = `${this.#faces.join(', ')} → ${keptText}: ${b.name}${powerText}.`;
    this.#q('[data-status]').textContent = `Dice: ${summary}`;
    const action = actionOutcomes(this.#state.action);
    this.#q('[data-consequence]').textContent = `${action.name}: ${action.outcomes[r.band]}`;
    this.#q('[data-power-box]').hidden = false;
    this.#q<HTMLButtonElement>('[data-power]').hidden = !this.#stream;
    this.#q('[data-power-count]').textContent = power ? `Power spent: ${power}` : '';
    const next = bandOddsAfterPower(this.#faces, 1);
    this.#q('[data-power-odds]').textContent =
      (this.#stream
        ? ''
        : 'Spending Power? Roll the extra dice, add their faces to your list and read again. ') +
      'If you add one more die: ' +
      BANDS.filter((x) => next[x.id].num > 0n)
        .map((x) => `${x.name} ${toPercent(next[x.id])}`)
        .join(', ') +
      '.';
    this.#log(`${label} · ${summary}`);
  }

  #showMayChance(row: HTMLElement): void {
    const kind = row.dataset.may!;
    const n = clampInput(row.querySelector('input')!);
    const chance =
      kind === 'improve'
        ? mayImproveChance(n)
        : kind === 'reduce'
          ? mayReduceChance(n)
          : allyLossChance(n);
    const what = kind === 'improve' ? 'rises' : kind === 'reduce' ? 'drops' : 'an Ally is lost';
    row.querySelector('[data-may-chance]')!.textContent =
      `Chance it ${kind === 'ally' ? 'happens' : what}: ${toPercent(chance)} (${toFractionString(chance)})`;
  }

  #rollMay(row: HTMLElement): void {
    const kind = row.dataset.may!;
    const n = clampInput(row.querySelector('input')!, true);
    this.#ratingStream ??= streamFromSeed(ratingRollSeedText(this.#state.seed));
    const die = this.#ratingStream.d6();
    const text =
      kind === 'improve'
        ? `MAY improve from ${n}: rolled ${die}, ${mayImprove(n, die) ? `higher, so the Rating rises to ${n + 1}` : 'not higher, so it stays'}.`
        : kind === 'reduce'
          ? `MAY drop from ${n}: rolled ${die}, ${mayReduce(n, die) ? `lower, so the Rating drops to ${n - 1}` : 'not lower, so it stays'}.`
          : `Ally loss with ${n} present: rolled ${die}, ${allyLost(n, die) ? `equal or lower, so one Ally is lost (${n - 1} left)` : 'higher, so no Ally is lost'} (WT-R3).`;
    // Said beside its own button (a live region of its own): the main roll's headline stays.
    row.querySelector('output')!.textContent = text;
    this.#log(text);
  }

  #announce(text: string): void {
    this.#q('[data-status]').textContent = text;
  }

  #showNotes(notes: string[]): void {
    const box = this.#q('[data-notes]');
    box.hidden = notes.length === 0;
    box.textContent = notes.length ? `Some settings were adjusted: ${notes.join(' ')}` : '';
  }

  #log(text: string): void {
    const log = this.#q('[data-log]');
    const item = document.createElement('li');
    item.textContent = text;
    log.prepend(item);
    while (log.children.length > MAX_LOG) log.lastElementChild!.remove();
  }

  #saveUrl(): void {
    history.replaceState(null, '', `${location.pathname}?${toParams(this.#state)}${location.hash}`);
  }
}

function cardEffect(rank: Rank): string {
  const { advantages: a, disadvantages: d } = questCardDifficulty(rank);
  if (a) return `adds ${a} Advantage${a > 1 ? 's' : ''}`;
  if (d) return `adds ${d} Disadvantage${d > 1 ? 's' : ''}`;
  return 'changes nothing';
}

/** An automatic result is certain: 1 for its band, 0 for the rest. */
function automaticOdds(result: BandId): BandOdds {
  return Object.fromEntries(
    BANDS.map((b) => [b.id, { num: b.id === result ? 1n : 0n, den: 1n }]),
  ) as BandOdds;
}

function link(text: string, href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  return a;
}

/** A number field's value kept within its min and max (written back only when asked). */
function clampInput(input: HTMLInputElement, writeBack = false): number {
  const min = Number(input.min);
  const max = Number(input.max);
  const n = Math.min(max, Math.max(min, Math.round(Number(input.value) || min)));
  if (writeBack && String(n) !== input.value) input.value = String(n);
  return n;
}

customElements.define('wt-dice-tester', WtDiceTester);
