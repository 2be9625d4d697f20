/**
 * <heist-scoring>: reads the hauls, awards the tiles and places the thieves with the rules in
 * src/games/heist/scoring.ts, keeps the players' tile names and points in localStorage
 * (HZ-R1), and makes the score pad PDF on demand.
 */
import { awardTiles, checkHauls, SUITS, standings, TILES, VALUE_SETS, type Haul, type TileId } from '../games/heist/scoring.ts';
import { fileSlug, saveFile } from './save-file.ts';

const STORAGE_KEY = 'tower-press:heist-tiles';

interface SavedTiles {
  v: 1;
  names: Partial<Record<TileId, string>>;
  points: Partial<Record<TileId, number>>;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

class HeistScoring extends HTMLElement {
  connectedCallback(): void {
    this.#loadTiles();
    this.addEventListener('input', (e) => {
      if ((e.target as HTMLElement).closest('[data-tiles-box]')) this.#saveTiles();
      this.#update();
    });
    this.addEventListener('change', () => this.#update());
    this.querySelector('form')!.addEventListener('submit', (e) => e.preventDefault());
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-pad]')) b.addEventListener('click', () => void this.#pad(b.dataset.pad as 'fillable' | 'flat'));
    this.#update();
    this.setAttribute('data-ready', '');
  }

  #field(name: string): HTMLInputElement {
    return this.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  }

  get #players(): number {
    return Number(this.#field('players').value);
  }

  #loadTiles(): void {
    let saved: SavedTiles | null = null;
    try {
      const text = localStorage.getItem(STORAGE_KEY);
      if (text) {
        const data = JSON.parse(text) as SavedTiles;
        if (data?.v === 1 && typeof data.names === 'object' && typeof data.points === 'object') saved = data;
        else throw new Error('unknown format');
      }
    } catch {
      // A damaged save is reported, kept aside and replaced by the defaults.
      this.querySelector('[data-tiles-status]')!.textContent = 'Your saved tile points could not be read, so the defaults are shown; the old data was set aside.';
      try {
        localStorage.setItem(`${STORAGE_KEY}:set-aside`, localStorage.getItem(STORAGE_KEY) ?? '');
        localStorage.removeItem(STORAGE_KEY);
      } catch {
        /* storage blocked */
      }
    }
    if (!saved) return;
    for (const t of TILES) {
      if (typeof saved.names[t.id] === 'string') this.#field(`tile-${t.id}-name`).value = saved.names[t.id]!;
      if (Number.isInteger(saved.points[t.id])) this.#field(`tile-${t.id}-points`).value = String(saved.points[t.id]);
    }
    this.querySelector('[data-tiles-status]')!.textContent = 'Your tile names and points were loaded from this browser.';
  }

  #tileNames(): Record<TileId, string> {
    return Object.fromEntries(TILES.map((t) => [t.id, this.#field(`tile-${t.id}-name`).value.trim() || t.label])) as Record<TileId, string>;
  }

  /** Points typed so far; null for a tile left empty. */
  #tilePoints(): Record<TileId, number | null> {
    return Object.fromEntries(TILES.map((t) => {
      const raw = this.#field(`tile-${t.id}-points`).value.trim();
      return [t.id, raw === '' || !Number.isInteger(Number(raw)) ? null : Number(raw)];
    })) as Record<TileId, number | null>;
  }

  #saveTiles(): void {
    const points = Object.fromEntries(Object.entries(this.#tilePoints()).filter(([, v]) => v !== null)) as Partial<Record<TileId, number>>;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 1, names: this.#tileNames(), points } satisfies SavedTiles));
      this.querySelector('[data-tiles-status]')!.textContent = 'Saved in this browser.';
    } catch {
      this.querySelector('[data-tiles-status]')!.textContent = 'This browser would not save the tiles; they will be lost on reload.';
    }
  }

  #hauls(): Haul[] {
    return Array.from({ length: this.#players }, (_, p) => {
      const n = (key: string) => {
        const raw = this.#field(`p${p}-${key}`).value.trim();
        return raw === '' ? 0 : Number(raw);
      };
      return {
        name: this.#field(`p${p}-name`).value.trim() || `Thief ${p + 1}`,
        suits: Object.fromEntries(SUITS.map((s) => [s, n(`suit-${s}`)])) as Haul['suits'],
        sets: Object.fromEntries(VALUE_SETS.map((v) => [v, n(`set-${v}`)])) as Haul['sets'],
        curses: n('curses'),
        prestige: n('prestige'),
        exitOrder: Number(this.#field(`p${p}-exit`).value),
      };
    });
  }

  #update(): void {
    const count = this.#players;
    for (const el of this.querySelectorAll<HTMLElement>('[data-player]')) el.hidden = Number(el.dataset.player) >= count;
    for (const sel of this.querySelectorAll<HTMLSelectElement>('select[name$="-exit"]')) {
      for (const o of sel.options) o.hidden = Number(o.value) > count;
    }
    const hauls = this.#hauls();
    const problems = checkHauls(hauls);
    this.querySelector('[data-problems]')!.innerHTML = problems.map((p) => `<li>${esc(p)}</li>`).join('');
    const results = this.querySelector('[data-results]')!;
    const winner = this.querySelector('[data-winner]')!;
    if (problems.length) {
      results.innerHTML = '';
      winner.textContent = 'Fix the hauls above to see the scores.';
      return;
    }
    const names = this.#tileNames();
    const typed = this.#tilePoints();
    const missing = TILES.filter((t) => typed[t.id] === null && (count > 2 || !t.notWithTwo));
    const points = Object.fromEntries(TILES.map((t) => [t.id, typed[t.id] ?? 0])) as Record<TileId, number>;
    const awards = awardTiles(hauls);
    const table = standings(hauls, points);
    const awardRows = awards.map((a) => `<tr><th scope="row">${esc(names[a.tile.id])}</th><td>${a.winner === null ? 'nobody (tied)' : esc(hauls[a.winner]!.name)}</td><td class="num">${typed[a.tile.id] ?? '?'}</td></tr>`).join('');
    const placeRows = [...table].sort((a, b) => a.place - b.place).map((s) => `<tr><td class="num">${s.place}</td><th scope="row">${esc(hauls[s.player]!.name)}</th><td>${s.tiles.map((t) => esc(names[t])).join(', ') || '—'}</td><td class="num">${s.tilePoints}</td><td class="num">${s.prestige}</td><td class="num">${s.score}</td></tr>`).join('');
    results.innerHTML = `
      ${missing.length ? `<p class="sth-error">Points not entered yet for ${missing.length} tile${missing.length > 1 ? 's' : ''} (counted as 0): open “Your scoring tiles” above.</p>` : ''}
      <div class="tp-scroll"><table class="tp-table"><caption>Standings (a total below 0 counts as 0)</caption><thead><tr><th scope="col">Place</th><th scope="col">Thief</th><th scope="col">Tiles</th><th scope="col" class="num">Tile points</th><th scope="col" class="num">Prestige</th><th scope="col" class="num">Score</th></tr></thead><tbody>${placeRows}</tbody></table></div>
      <div class="tp-scroll"><table class="tp-table"><caption>Who takes each tile${count === 2 ? ' (two thieves: three tiles are left out)' : ''}</caption><thead><tr><th scope="col">Tile</th><th scope="col">Taken by</th><th scope="col" class="num">Points</th></tr></thead><tbody>${awardRows}</tbody></table></div>`;
    const first = table.filter((s) => s.place === 1).map((s) => hauls[s.player]!.name);
    winner.textContent = first.length === 1 ? `${first[0]} wins.` : `${first.slice(0, -1).join(', ')} and ${first.at(-1)} share the win.`;
  }

  async #pad(mode: 'fillable' | 'flat'): Promise<void> {
    const status = this.querySelector('[data-pdf-status]')!;
    const paper = this.querySelector<HTMLSelectElement>('[data-paper]')!.value as 'a4' | 'letter';
    status.textContent = 'Making the PDF…';
    try {
      const { scorepadPdf } = await import('./sheet-pdfs.ts');
      const players = this.#hauls().map((h) => h.name);
      const bytes = await scorepadPdf(players, { paper, mode });
      const filename = `heist-score-pad-${fileSlug(players.join('-'), 'players')}-${paper}${mode === 'flat' ? '-flat' : ''}.pdf`;
      saveFile(bytes, filename);
      status.textContent = `PDF ready: ${filename} (${Math.round(bytes.length / 1024)} KB).`;
    } catch (e) {
      status.textContent = `The PDF could not be made: ${(e as Error).message}`;
    }
  }
}

customElements.define('heist-scoring', HeistScoring);
