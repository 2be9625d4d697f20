/**
 * Tower-WizWar tools: the deck validator, the combat resolver and the mana-drain tracker.
 * The rules are in src/games/tower-wizwar; these elements read forms and write results.
 */
import { checkAttack, resolveAttack, type Fighter, type TargetKind } from '../games/tower-wizwar/combat.ts';
import { deckFromData, DeckListError, parseDeckList, validateDeck, type DeckList } from '../games/tower-wizwar/deck.ts';
import { activate, costWithDrain, drainPenalty, renewDrain, towerDraft } from '../games/tower-wizwar/mana.ts';
import type { SpotKind } from '../games/tower-wizwar/rules.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;

class TwDeckValidator extends HTMLElement {
  connectedCallback(): void {
    const form = this.querySelector('form')!;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#check(() => parseDeckList((form.elements.namedItem('list') as HTMLTextAreaElement).value));
    });
    form.querySelector<HTMLInputElement>('input[type=file]')!.addEventListener('change', async (e) => {
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
          throw new DeckListError([`${file.name} is not valid ${file.name.endsWith('.json') ? 'JSON' : 'YAML'}: ${(err as Error).message.split('\n')[0]}`]);
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
      ['Cards', c.total, 60], ['Celestial', c.celestial, 6], ['Orbital', c.orbital, 4], ['Ritual', c.ritual, 5], ['Creatures', c.creatures, '15+'], ['Other spells', c.otherSpells, '—'], ['Tower value', r.towerTotal, '7–10'],
    ].map(([k, v, want]) => `<tr><th scope="row">${k}</th><td class="num">${v}</td><td>needs ${want}</td></tr>`).join('')}</tbody></table>`;
    out.innerHTML = r.legal
      ? `<p class="sth-status">Legal: this deck may start a battle.</p>${table}`
      : `<p class="sth-status">Not legal: ${r.problems.length} ${r.problems.length === 1 ? 'rule is' : 'rules are'} broken.</p>${list(r.problems)}${table}`;
  }
}

function readFighter(row: Element, spot: SpotKind | null): Fighter {
  const field = (n: string) => row.querySelector<HTMLInputElement>(`[name=${n}]`);
  const num = (n: string) => Math.max(0, Math.trunc(Number(field(n)?.value) || 0));
  return {
    name: field('name')!.value.trim() || 'Unnamed card',
    attack: num('attack'),
    might: num('might'),
    spot: spot ?? ((row.querySelector<HTMLSelectElement>('[name=spot]')?.value ?? 'shield') as SpotKind),
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
        if (rows.length > (group!.getAttribute('data-group') === 'attackers' ? 1 : 0)) t.closest('[data-row]')!.remove();
        group!.querySelector<HTMLButtonElement>('[data-add]')!.focus();
        this.#renumber();
      } else if (t.matches('[data-add]')) {
        const rows = group!.querySelector('[data-rows]')!;
        if (rows.children.length >= 5) return;
        const template = this.querySelector(`[data-group=${group!.getAttribute('data-group')}] [data-row]`) ?? this.querySelector('[data-group=blockers] [data-row]');
        const copy = template!.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('input').forEach((i) => (i.type === 'checkbox' ? (i.checked = false) : (i.value = i.type === 'number' ? '1' : '')));
        rows.append(copy);
        this.#renumber();
        copy.querySelector('input')!.focus();
      }
    });
    form.querySelector('[name=targetKind]')!.addEventListener('change', () => this.#targetFields());
    this.#targetFields();
    this.setAttribute('data-ready', '');
  }

  #renumber(): void {
    for (const group of this.querySelectorAll('[data-group]')) {
      const word = group.getAttribute('data-group') === 'attackers' ? 'attacker' : 'blocker';
      group.querySelectorAll('[data-remove]').forEach((b, i) => b.setAttribute('aria-label', `Remove ${word} ${i + 1}`));
    }
  }

  #targetFields(): void {
    const kind = this.querySelector<HTMLSelectElement>('[name=targetKind]')!.value;
    this.querySelectorAll<HTMLElement>('[data-target-field]').forEach((f) => (f.hidden = kind === 'wizard'));
  }

  #resolve(): void {
    const out = this.querySelector('[data-result]')!;
    const targetKind = this.querySelector<HTMLSelectElement>('[name=targetKind]')!.value as TargetKind;
    const attackers = [...this.querySelectorAll('[data-group=attackers] [data-row]')].map((r) => readFighter(r, 'forward'));
    const blockers = [...this.querySelectorAll('[data-group=blockers] [data-row]')].map((r) => readFighter(r, null));
    const form = this.querySelector('form')!;
    const value = (n: string) => (form.elements.namedItem(n) as HTMLInputElement).value;
    const target: Fighter | undefined = targetKind === 'wizard' ? undefined : {
      name: value('targetName').trim() || 'The target',
      attack: Math.max(0, Number(value('targetAttack')) || 0),
      might: Math.max(0, Number(value('targetMight')) || 0),
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
    const wounds = (c: (typeof r.cards)[number]) => (c.name === 'The wizard' ? `0 (${c.harms} Harm wait for a celestial card)` : String(c.harms));
    const rows = r.cards.map((c) => `<tr><th scope="row">${esc(c.name)}</th><td>${c.side}</td><td class="num">${c.damage}</td><td class="num">${c.harms}</td><td class="num">${wounds(c)}</td><td>${c.returnedToHand ? 'back to hand' : c.expended ? 'expended' : '—'}</td></tr>`).join('');
    out.innerHTML = `<p class="sth-status">Attack ${r.attackDamage}, counterattack ${r.counterDamage}. Harms: ${r.cards.filter((c) => c.harms).map((c) => `${esc(c.name)} ${c.harms}`).join(', ') || 'none'}.</p>
      <ol class="tw-steps">${r.steps.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>
      <div class="tp-scroll"><table class="tp-table"><caption>After the attack</caption><thead><tr><th scope="col">Card</th><th scope="col">Side</th><th scope="col" class="num">Damage</th><th scope="col" class="num">Harms</th><th scope="col" class="num">Wounds at end of turn</th><th scope="col">State</th></tr></thead><tbody>${rows}</tbody></table></div>`;
  }
}

class TwManaDrain extends HTMLElement {
  #steps = 0;

  connectedCallback(): void {
    const input = (n: string) => this.querySelector<HTMLInputElement>(`[name=${n}]`)!;
    this.querySelector('[data-activate]')!.addEventListener('click', () => this.#set(activate(this.#steps), 'Activated an effect.'));
    this.querySelector('[data-draft]')!.addEventListener('click', () => {
      const n = Math.min(5, Math.max(1, Math.trunc(Number(input('drafted').value) || 1)));
      this.#set(towerDraft(this.#steps, n), `Drafted ${n} ${n === 1 ? 'card' : 'cards'} through the tower.`);
    });
    this.querySelector('[data-renew]')!.addEventListener('click', () => {
      const tower = input('tower').checked;
      const retreat = input('retreat').checked;
      this.#set(renewDrain(this.#steps, tower, retreat), retreat ? 'Reduced by 4 steps (in retreat).' : tower ? 'Renewed with a tower in play: back to 0.' : 'Renewed without a tower: 3 steps back (TW-R4).');
    });
    this.querySelector('[data-reset]')!.addEventListener('click', () => this.#set(0, 'Reset.'));
    input('cost').addEventListener('input', () => this.#set(this.#steps, ''));
    this.#set(0, '');
    this.setAttribute('data-ready', '');
  }

  #set(steps: number, what: string): void {
    this.#steps = steps;
    const penalty = drainPenalty(steps);
    const track = this.querySelector('[data-track]')!;
    const cells = Math.max(12, Math.ceil((steps + 1) / 3) * 3);
    track.innerHTML = Array.from({ length: cells }, (_, i) => `<span class="${i < steps ? 'on' : ''}${(i + 1) % 3 === 0 ? ' step' : ''}"></span>`).join('');
    this.querySelector('[data-status]')!.textContent = `${what} Track at ${steps} ${steps === 1 ? 'step' : 'steps'}: every cost +${penalty}.`.trim();
    const base = Math.max(0, Math.trunc(Number(this.querySelector<HTMLInputElement>('[name=cost]')!.value) || 0));
    this.querySelector('[data-cost]')!.textContent = `A ${base}-mana effect costs ${costWithDrain(base, steps)} now.`;
  }
}

customElements.define('tw-deck-validator', TwDeckValidator);
customElements.define('tw-combat', TwCombat);
customElements.define('tw-mana-drain', TwManaDrain);
