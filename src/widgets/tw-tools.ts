/**
 * Tower-WizWar tools: the deck validator, the combat resolver and the mana-drain tracker.
 * The rules are in src/games/tower-wizwar; these elements read forms and write results. A
 * number out of range is said beside its field, never quietly changed; the mana-drain track
 * is kept in the browser (save-store.ts) so a reload mid-game does not reset it.
 */
import {
  checkAttack,
  resolveAttack,
  type Fighter,
  type TargetKind,
} from '../games/tower-wizwar/combat.ts';
import {
  deckFromData,
  DeckListError,
  parseDeckList,
  validateDeck,
  type DeckList,
} from '../games/tower-wizwar/deck.ts';
import {
  activate,
  costWithDrain,
  drainPenalty,
  renewDrain,
  towerDraft,
} from '../games/tower-wizwar/mana.ts';
import type { SpotKind } from '../games/tower-wizwar/rules.ts';
import { checkNumberField, fieldMessage, prepareMessages } from './field-check.ts';
import { isRecord, SaveStore } from './save-store.ts';
import { showBadSave, showNotice, STORAGE_FULL } from './save-notice.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const list = (items: readonly string[]) =>
  `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;

class TwDeckValidator extends HTMLElement {
  connectedCallback(): void {
    const form = this.querySelector('form')!;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#check(() =>
        parseDeckList((form.elements.namedItem('list') as HTMLTextAreaElement).value),
      );
    });
    form
      .querySelector<HTMLInputElement>('input[type=file]')!
      .addEventListener('change', async (e) => {
        const file = (e.target as HTMLInputElement).files?.[0];
        if (!file) return;
        const text = await file.text();
        // The YAML reader is only needed here: load it on demand.
        const { parse } = await import('yaml');
        this.#check(() => {
          let data: unknown;
          try {
            data = file.name.endsWith('.json') ? JSON.parse(text) : parse(text);
          } catch (err) {
            throw new DeckListError([
              `${file.name} is not valid ${file.name.endsWith('.json') ? 'JSON' : 'YAML'}: ${(err as Error).message.split('\n')[0]}`,
            ]);
          }
          return deckFromData(data);
        });
      });
    this.setAttribute('data-ready', '');
  }

  #check(read: () => DeckList): void {
    const out = this.querySelector('[data-result]')!;
    let deck: DeckList;
    try {
      deck = read();
    } catch (e) {
      if (!(e instanceof DeckListError)) throw e;
      out.innerHTML = `<p class="sth-error">The deck list could not be read:</p>${list(e.problems)}`;
      return;
    }
    const r = validateDeck(deck);
    const c = r.counts;
    const table = `<table class="tp-table"><caption>Counts</caption><tbody>${[
      ['Cards', c.total, 60],
      ['Celestial', c.celestial, 6],
      ['Orbital', c.orbital, 4],
      ['Ritual', c.ritual, 5],
      ['Creatures', c.creatures, '15+'],
      ['Other spells', c.otherSpells, '—'],
      ['Tower value', r.towerTotal, '7–10'],
    ]
      .map(
        ([k, v, want]) =>
          `<tr><th scope="row">${k}</th><td class="num">${v}</td><td>needs ${want}</td></tr>`,
      )
      .join('')}</tbody></table>`;
    out.innerHTML = r.legal
      ? `<p class="sth-status">Legal: this deck may start a battle.</p>${table}`
      : `<p class="sth-status">Not legal: ${r.problems.length} ${r.problems.length === 1 ? 'rule is' : 'rules are'} broken.</p>${list(r.problems)}${table}`;
  }
}

/** Checks a row's numbers beside their fields; true when all are usable. */
function checkRow(row: Element, who: string): boolean {
  let ok = true;
  for (const input of row.querySelectorAll<HTMLInputElement>('input[type=number]')) {
    const label = input.closest('label')?.firstChild?.textContent?.trim() ?? input.name;
    if (checkNumberField(input, `${who}: ${label}`, true).problem) ok = false;
  }
  return ok;
}

function readFighter(row: Element, spot: SpotKind | null): Fighter {
  const field = (n: string) => row.querySelector<HTMLInputElement>(`[name=${n}]`);
  // Checked by checkRow first: every number here is a whole number in range.
  const num = (n: string) => Number(field(n)!.value);
  return {
    name: field('name')!.value.trim() || 'Unnamed card',
    attack: num('attack'),
    might: num('might'),
    spot:
      spot ??
      ((row.querySelector<HTMLSelectElement>('[name=spot]')?.value ?? 'shield') as SpotKind),
    guardian: !!field('guardian')?.checked,
    ephemeral: !!field('ephemeral')?.checked,
    ethereal: !!field('ethereal')?.checked,
  };
}

class TwCombat extends HTMLElement {
  connectedCallback(): void {
    const form = this.querySelector('form')!;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#resolve();
    });
    form.addEventListener('click', (e) => {
      const t = e.target as HTMLElement;
      const group = t.closest('[data-group]');
      if (t.matches('[data-remove]')) {
        const rows = group!.querySelectorAll('[data-row]');
        if (rows.length > (group!.getAttribute('data-group') === 'attackers' ? 1 : 0))
          t.closest('[data-row]')!.remove();
        group!.querySelector<HTMLButtonElement>('[data-add]')!.focus();
        this.#renumber();
      } else if (t.matches('[data-add]')) {
        const rows = group!.querySelector('[data-rows]')!;
        if (rows.children.length >= 5) return;
        const template =
          this.querySelector(`[data-group=${group!.getAttribute('data-group')}] [data-row]`) ??
          this.querySelector('[data-group=blockers] [data-row]');
        const copy = template!.cloneNode(true) as HTMLElement;
        copy
          .querySelectorAll('input')
          .forEach((i) =>
            i.type === 'checkbox'
              ? (i.checked = false)
              : (i.value = i.type === 'number' ? '1' : ''),
          );
        // The copy gets its own field messages (made when first needed), not the template's.
        copy.querySelectorAll('.tp-field-msg').forEach((m) => m.remove());
        copy
          .querySelectorAll('input')
          .forEach((i) =>
            ['data-message-id', 'aria-describedby', 'aria-invalid'].forEach((a) =>
              i.removeAttribute(a),
            ),
          );
        rows.append(copy);
        this.#renumber();
        copy.querySelector('input')!.focus();
      }
    });
    form.addEventListener('input', (e) => {
      // A number field that was marked is checked again as it is corrected.
      const t = e.target as HTMLInputElement;
      if (t.type === 'number' && t.hasAttribute('aria-invalid'))
        this.#checkNumbers(
          this.querySelector<HTMLSelectElement>('[name=targetKind]')!.value as TargetKind,
        );
    });
    form.querySelector('[name=targetKind]')!.addEventListener('change', () => this.#targetFields());
    this.#targetFields();
    this.setAttribute('data-ready', '');
  }

  #renumber(): void {
    for (const group of this.querySelectorAll('[data-group]')) {
      const word = group.getAttribute('data-group') === 'attackers' ? 'attacker' : 'blocker';
      group
        .querySelectorAll('[data-remove]')
        .forEach((b, i) => b.setAttribute('aria-label', `Remove ${word} ${i + 1}`));
    }
  }

  #targetFields(): void {
    const kind = this.querySelector<HTMLSelectElement>('[name=targetKind]')!.value;
    this.querySelectorAll<HTMLElement>('[data-target-field]').forEach(
      (f) => (f.hidden = kind === 'wizard'),
    );
  }

  /** Every number field checked, each problem said beside its field; true when all are usable. */
  #checkNumbers(targetKind: TargetKind): boolean {
    let ok = true;
    for (const group of this.querySelectorAll('[data-group]')) {
      const word = group.getAttribute('data-group') === 'attackers' ? 'Attacker' : 'Blocker';
      group.querySelectorAll('[data-row]').forEach((row, i) => {
        if (!checkRow(row, `${word} ${i + 1}`)) ok = false;
      });
    }
    for (const input of this.querySelectorAll<HTMLInputElement>(
      '[data-target-field] input[type=number]',
    )) {
      // The wizard has no Attack or Might to type: those fields are hidden and not read.
      if (targetKind === 'wizard') fieldMessage(input, '');
      else if (
        checkNumberField(
          input,
          `Target: ${input.closest('label')?.firstChild?.textContent?.trim()}`,
          true,
        ).problem
      )
        ok = false;
    }
    return ok;
  }

  #resolve(): void {
    const out = this.querySelector('[data-result]')!;
    const targetKind = this.querySelector<HTMLSelectElement>('[name=targetKind]')!
      .value as TargetKind;
    if (!this.#checkNumbers(targetKind)) {
      out.innerHTML =
        '<p class="sth-error">This attack cannot be resolved yet: fix the values marked beside their fields.</p>';
      this.querySelector<HTMLInputElement>('[aria-invalid=true]')?.focus();
      return;
    }
    const attackers = [...this.querySelectorAll('[data-group=attackers] [data-row]')].map((r) =>
      readFighter(r, 'forward'),
    );
    const blockers = [...this.querySelectorAll('[data-group=blockers] [data-row]')].map((r) =>
      readFighter(r, null),
    );
    const form = this.querySelector('form')!;
    const value = (n: string) => (form.elements.namedItem(n) as HTMLInputElement).value;
    const target: Fighter | undefined =
      targetKind === 'wizard'
        ? undefined
        : {
            name: value('targetName').trim() || 'The target',
            attack: Number(value('targetAttack')),
            might: Number(value('targetMight')),
            spot: targetKind === 'tower' ? 'tower' : targetKind,
          };
    const setup = { attackers, blockers, targetKind, ...(target ? { target } : {}) };
    const problems = checkAttack(setup);
    if (problems.length) {
      out.innerHTML = `<p class="sth-error">This attack is not allowed:</p>${list(problems)}`;
      return;
    }
    const r = resolveAttack(setup);
    // Harms on cards become Wounds at the end of the turn; a wizard's wait for a celestial card.
    const wounds = (c: (typeof r.cards)[number]) =>
      c.name === 'The wizard' ? `0 (${c.harms} Harm wait for a celestial card)` : String(c.harms);
    const rows = r.cards
      .map(
        (c) =>
          `<tr><th scope="row">${esc(c.name)}</th><td>${c.side}</td><td class="num">${c.damage}</td><td class="num">${c.harms}</td><td class="num">${wounds(c)}</td><td>${c.returnedToHand ? 'back to hand' : c.expended ? 'expended' : '—'}</td></tr>`,
      )
      .join('');
    out.innerHTML = `<p class="sth-status">Attack ${r.attackDamage}, counterattack ${r.counterDamage}. Harms: ${
      r.cards
        .filter((c) => c.harms)
        .map((c) => `${esc(c.name)} ${c.harms}`)
        .join(', ') || 'none'
    }.</p>
      <ol class="tw-steps">${r.steps.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>
      <div class="tp-scroll" tabindex="0" role="region" aria-label="After the attack"><table class="tp-table"><caption>After the attack</caption><thead><tr><th scope="col">Card</th><th scope="col">Side</th><th scope="col" class="num">Damage</th><th scope="col" class="num">Harms</th><th scope="col" class="num">Wounds at end of turn</th><th scope="col">State</th></tr></thead><tbody>${rows}</tbody></table></div>`;
  }
}

interface DrainSave {
  v: 1;
  steps: number;
  tower: boolean;
  retreat: boolean;
  cost: string;
}

function checkDrain(data: unknown): DrainSave {
  if (!isRecord(data) || data.v !== 1)
    throw new Error('it is not a mana-drain track this page can read');
  if (!Number.isInteger(data.steps) || (data.steps as number) < 0 || (data.steps as number) > 999)
    throw new Error('its number of steps is damaged');
  if (
    typeof data.tower !== 'boolean' ||
    typeof data.retreat !== 'boolean' ||
    typeof data.cost !== 'string'
  )
    throw new Error('its settings are damaged');
  return data as unknown as DrainSave;
}

class TwManaDrain extends HTMLElement {
  #steps = 0;
  readonly #store = new SaveStore('tower-press:tw-mana-drain', checkDrain);

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
    for (const n of ['cost', 'tower', 'retreat'])
      input(n).addEventListener(n === 'cost' ? 'input' : 'change', () =>
        this.#set(this.#steps, ''),
      );
    this.#store.watch(() => this.#otherTab());
    this.#load();
    this.setAttribute('data-ready', '');
  }

  /** A game in progress survives a reload: the track and its settings come back. */
  #load(): void {
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
    const { steps, tower, retreat, cost } = read.value;
    this.#input('tower').checked = tower;
    this.#input('retreat').checked = retreat;
    this.#input('cost').value = cost;
    this.#set(steps, steps ? 'The track was restored from this browser.' : '', false);
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

  #set(steps: number, what: string, save = true, force = false): void {
    this.#steps = steps;
    const penalty = drainPenalty(steps);
    const track = this.querySelector('[data-track]')!;
    const cells = Math.max(12, Math.ceil((steps + 1) / 3) * 3);
    track.innerHTML = Array.from(
      { length: cells },
      (_, i) => `<span class="${i < steps ? 'on' : ''}${(i + 1) % 3 === 0 ? ' step' : ''}"></span>`,
    ).join('');
    this.querySelector('[data-status]')!.textContent =
      `${what} Track at ${steps} ${steps === 1 ? 'step' : 'steps'}: every cost +${penalty}.`.trim();
    const cost = this.#input('cost');
    const base = checkNumberField(cost, 'Base mana cost').value;
    this.querySelector('[data-cost]')!.textContent =
      base === null ? '' : `A ${base}-mana effect costs ${costWithDrain(base, steps)} now.`;
    if (!save) return;
    const wrote = this.#store.write(
      {
        v: 1,
        steps,
        tower: this.#input('tower').checked,
        retreat: this.#input('retreat').checked,
        cost: cost.value,
      },
      force,
    );
    const box = this.querySelector<HTMLElement>('[data-save-notice]')!;
    if (wrote.kind === 'conflict') this.#otherTab();
    else if (wrote.kind === 'full')
      showNotice(box, `${STORAGE_FULL}, so the track is not saved: it will be lost on reload.`);
  }
}

customElements.define('tw-deck-validator', TwDeckValidator);
customElements.define('tw-combat', TwCombat);
customElements.define('tw-mana-drain', TwManaDrain);
