/**
 * <tw-deck-validator>: checks a Tower-WizWar deck list (typed, or a YAML or JSON deck file, with
 * the CSV file its cards come from when they come from a spreadsheet) against the deck rules in src/games/tower-wizwar/deck.ts and shows the counts.
 *
 * A deck file is read as the CLI reads deck files (src/lib/data-file.ts): refused over
 * 2,000,000 bytes by its size alone, before a byte is read; refused when it is not UTF-8; YAML
 * problems in the same plain words. It is decoded and parsed in a worker
 * (tw-deck-file-worker.ts): a YAML file near the limit takes seconds, and the page stays usable.
 */
import {
  DeckListError,
  parseDeckList,
  validateDeck,
  type DeckList,
} from '../../games/tower-wizwar/deck.ts';
import type { DeckFileResult } from '../../print/cards/tower-wizwar-deck-file.ts';
import { DATA_FILE_MAX_BYTES, deckFileSizeProblem } from '../../lib/data-file-limits.ts';
import { problemList } from './tw-problem-list.ts';
import type { DeckFilesMessage } from './tw-deck-file-worker.ts';

class TwDeckValidator extends HTMLElement {
  /** The worker reading the latest file; an older one is stopped when another file is chosen. */
  #reader: Worker | null = null;

  connectedCallback(): void {
    const form = this.querySelector('form')!;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#stopReading();
      const text = (form.elements.namedItem('list') as HTMLTextAreaElement).value;
      this.#check(() => {
        // The same limit as a file, checked before the list is read line by line.
        if (text.length > DATA_FILE_MAX_BYTES / 3) {
          const bytes = new TextEncoder().encode(text).length;
          if (bytes > DATA_FILE_MAX_BYTES)
            throw new DeckListError([
              `The deck list is ${bytes.toLocaleString('en')} bytes; a deck list is at most ${DATA_FILE_MAX_BYTES.toLocaleString('en')}.`,
            ]);
        }
        return parseDeckList(text);
      });
    });
    form.querySelector<HTMLInputElement>('input[type=file]')!.addEventListener('change', (e) => {
      const files = [...((e.target as HTMLInputElement).files ?? [])];
      if (files.length) void this.#readFiles(files);
    });
    this.setAttribute('data-ready', '');
  }

  disconnectedCallback(): void {
    this.#stopReading();
  }

  #stopReading(): void {
    this.#reader?.terminate();
    this.#reader = null;
  }

  async #readFiles(files: File[]): Promise<void> {
    this.#stopReading();
    const names = files.map((f) => f.name).join(', ');
    const tooBig = files.map((f) => deckFileSizeProblem(f.name, f.size)).filter((p) => p !== null);
    if (tooBig.length) {
      this.#check(() => {
        throw new DeckListError(tooBig);
      });
      return;
    }
    const out = this.querySelector('[data-result]')!;
    out.innerHTML = '<p class="kit-status"></p>';
    out.querySelector('p')!.textContent = `Reading ${names}…`;
    const worker = new Worker(new URL('./tw-deck-file-worker.ts', import.meta.url), {
      type: 'module',
    });
    this.#reader = worker;
    const result = await new Promise<DeckFileResult>((done) => {
      worker.onmessage = (e: MessageEvent<DeckFileResult>) => done(e.data);
      worker.onerror = (e) => {
        e.preventDefault();
        // The reader is not in the first visit's offline copy (generators/site/service-worker.ts).
        const why = navigator.onLine
          ? e.message || 'the reader stopped'
          : 'the deck-file reader is fetched the first time it is used, and this device is offline; connect once and choose the file again (after that it works offline)';
        done({ problems: [`${names} could not be read: ${why}`] });
      };
      void Promise.all(files.map((f) => f.arrayBuffer())).then(
        (buffers) => {
          const message: DeckFilesMessage = files.map((f, i) => ({
            name: f.name,
            bytes: buffers[i]!,
          }));
          worker.postMessage(message, buffers);
        },
        () => done({ problems: [`${names} could not be read from the disk`] }),
      );
    });
    worker.terminate();
    // Another file (or a typed list) was checked meanwhile: this answer is stale.
    if (this.#reader !== worker) return;
    this.#reader = null;
    // Pictures named in the file are checked by name only: the page cannot see the files.
    const pictures = 'pictures' in result ? (result.pictures ?? 0) : 0;
    const note = pictures
      ? `${pictures} ${pictures === 1 ? 'card names a picture' : 'cards name pictures'}: the names are fine; the picture files are read and checked when you print with tower-press cards.`
      : '';
    this.#check(() => {
      if ('problems' in result) throw new DeckListError(result.problems);
      return result.deck;
    }, note);
  }

  #check(read: () => DeckList, note = ''): void {
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
    if (note) {
      const p = document.createElement('p');
      p.dataset.pictures = '';
      p.textContent = note;
      out.append(p);
    }
  }
}

customElements.define('tw-deck-validator', TwDeckValidator);
