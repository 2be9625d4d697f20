/**
 * <tw-combat>: resolves a Tower-WizWar attack step by step with src/games/tower-wizwar/combat.ts.
 * A number out of range is said beside its field, never quietly changed.
 */
import {
  checkAttack,
  resolveAttack,
  type Fighter,
  type TargetKind,
} from '../../games/tower-wizwar/combat.ts';
import type { SpotKind } from '../../games/tower-wizwar/rules.ts';
import { escapeHtml } from '../../lib/html.ts';
import { problemList } from './tw-problem-list.ts';
import { checkNumberField, fieldMessage } from '../kit/field-check.ts';

/** Checks a row's numbers beside their fields; true when all are usable. */
function checkRow(row: Element, who: string): boolean {
  let ok = true;
  for (const input of row.querySelectorAll<HTMLInputElement>('input[type=number]')) {
    const label = input.closest('label')?.firstChild?.textContent?.trim() ?? input.dataset.field;
    if (checkNumberField(input, `${who}: ${label}`, true).problem) ok = false;
  }
  return ok;
}

function readFighter(row: Element, spot: SpotKind | null): Fighter {
  const field = (n: string) => row.querySelector<HTMLInputElement>(`[data-field=${n}]`);
  // Checked by checkRow first: every number here is a whole number in range.
  const num = (n: string) => Number(field(n)!.value);
  return {
    name: field('name')!.value.trim() || 'Unnamed card',
    attack: num('attack'),
    might: num('might'),
    spot:
      spot ??
      ((row.querySelector<HTMLSelectElement>('[data-field=spot]')?.value ?? 'shield') as SpotKind),
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
        '<p class="kit-error">This attack cannot be resolved yet: fix the values marked beside their fields.</p>';
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
      out.innerHTML = `<p class="kit-error">This attack is not allowed:</p>${problemList(problems)}`;
      return;
    }
    const r = resolveAttack(setup);
    // Harms on cards become Wounds at the end of the turn; a wizard's wait for a celestial card.
    const wounds = (c: (typeof r.cards)[number]) =>
      c.name === 'The wizard' ? `0 (${c.harms} Harm wait for a celestial card)` : String(c.harms);
    const rows = r.cards
      .map(
        (c) =>
          `<tr><th scope="row">${escapeHtml(c.name)}</th><td>${c.side}</td><td class="num">${c.damage}</td><td class="num">${c.harms}</td><td class="num">${wounds(c)}</td><td>${c.returnedToHand ? 'back to hand' : c.expended ? 'expended' : '—'}</td></tr>`,
      )
      .join('');
    out.innerHTML = `<p class="kit-status">Attack ${r.attackDamage}, counterattack ${r.counterDamage}. Harms: ${
      r.cards
        .filter((c) => c.harms)
        .map((c) => `${escapeHtml(c.name)} ${c.harms}`)
        .join(', ') || 'none'
    }.</p>
      <ol class="tw-steps">${r.steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>
      <section class="tp-scroll" tabindex="0" aria-label="After the attack"><table class="tp-table"><caption>After the attack</caption><thead><tr><th scope="col">Card</th><th scope="col">Side</th><th scope="col" class="num">Damage</th><th scope="col" class="num">Harms</th><th scope="col" class="num">Wounds at end of turn</th><th scope="col">State</th></tr></thead><tbody>${rows}</tbody></table></section>`;
  }
}

customElements.define('tw-combat', TwCombat);
