/**
 * <tp-keep-offline>: keeps a game's printables (kit and rulebooks, both papers) for offline
 * use. They are too large for the first visit's precache, so they are fetched only when asked,
 * into the Cache API cache the service worker serves them from (PRINTABLES_CACHE). It says
 * what it is doing and whether they are stored through its live region. Small on purpose: this
 * script loads on every game's first page.
 */
import { PRINTABLES_CACHE } from '../lib/printables.ts';

const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

class KeepOffline extends HTMLElement {
  #button: HTMLButtonElement | null = null;
  #status: HTMLElement | null = null;

  connectedCallback(): void {
    this.#button = this.querySelector('button');
    this.#status = this.querySelector('[data-status]');
    if (!this.#button || !this.#status) return;
    if (!('caches' in window)) {
      this.#say('This browser cannot keep files for offline use; download them instead.');
      return;
    }
    this.#button.hidden = false;
    this.#button.addEventListener('click', () => void this.#keep());
    void this.#check().then(() => this.setAttribute('data-ready', ''));
  }

  get #urls(): string[] {
    return (this.dataset.files ?? '').split(' ').filter(Boolean);
  }

  #say(text: string): void {
    this.#status!.textContent = text;
  }

  /** How many of the files are already kept. */
  async #stored(): Promise<number> {
    const cache = await caches.open(PRINTABLES_CACHE);
    const found = await Promise.all(this.#urls.map((u) => cache.match(u)));
    return found.filter(Boolean).length;
  }

  async #check(): Promise<void> {
    const n = await this.#stored();
    if (n === this.#urls.length) this.#done();
    else if (n > 0) this.#say(`${n} of ${this.#urls.length} files are kept for offline use.`);
  }

  #done(): void {
    this.setAttribute('data-stored', '');
    this.#button!.textContent = 'Kept for offline: update';
    this.#say(`Kept for offline use: all ${this.#urls.length} files open with no connection.`);
  }

  async #keep(): Promise<void> {
    const button = this.#button!;
    button.disabled = true;
    this.removeAttribute('data-stored');
    const urls = this.#urls;
    try {
      // Ask the browser not to clear these under storage pressure; it may say no, which is fine.
      void navigator.storage?.persist?.().catch(() => false);
      const cache = await caches.open(PRINTABLES_CACHE);
      let bytes = 0;
      for (const [i, url] of urls.entries()) {
        this.#say(`Keeping file ${i + 1} of ${urls.length} (${size(bytes)} so far)…`);
        // The query takes the request past the service worker's cache (its route matches
        // addresses ending in .pdf), so "update" really fetches the published file.
        const response = await fetch(`${url}?fresh=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const body = await response.blob();
        bytes += body.size;
        await cache.put(url, new Response(body, { headers: response.headers }));
      }
      this.#done();
      this.#say(`Kept for offline use: all ${urls.length} files (${size(bytes)}).`);
    } catch (e) {
      const full = (e as { name?: string }).name === 'QuotaExceededError';
      this.#say(
        full
          ? 'Not kept: this browser’s storage is full. Free some space, or download the files instead.'
          : 'Not kept: a file could not be fetched (are you online?). Try again.',
      );
    } finally {
      button.disabled = false;
    }
  }
}

customElements.define('tp-keep-offline', KeepOffline);
