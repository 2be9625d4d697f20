/**
 * <tw-deck-validator>: checks a Tower-WizWar deck list (typed, or a YAML or JSON deck file)
 * against the deck rules in src/games/tower-wizwar/deck.ts and shows the counts.
 */
import {
  deckFromData,
  DeckListError,
  parseDeckList,
  validateDeck,
  type DeckList,
} from '../games/tower-wizwar/deck.ts';
import { problemList } from './tw-problem-list.ts';

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
      out.innerHTML = `<p class="kit-error">The deck list could not be read:</p>${problemList(e.problems)}`;
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
      ? `<p class="kit-status">Legal: this deck may start a battle.</p>${table}`
      : `<p class="kit-status">Not legal: ${r.problems.length} ${r.problems.length === 1 ? 'rule is' : 'rules are'} broken.</p>${problemList(r.problems)}${table}`;
  }
}

customElements.define('tw-deck-validator', TwDeckValidator);
