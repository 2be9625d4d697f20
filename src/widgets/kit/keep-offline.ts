/**
 * "Keep for offline" (the Print and play section of a game's first page): keeps the game's
 * printables (kit and rulebooks, both papers) for use with no connection. They are too large
 * for the first visit's precache, so they are fetched only when asked, into the Cache API
 * cache the service worker serves them from (PRINTABLES_CACHE). The section's live region
 * says what it is doing and whether they are stored. The block stays hidden until this script
 * shows it (so it never offers a button that cannot work: no script, or the all-rules page,
 * which drops scripts). Not a custom element: it belongs to no game; small, since it loads on
 * every game's first page.
 */
import { PRINTABLES_CACHE } from '../../site/printables.ts';

const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function keepOffline(root: HTMLElement): void {
  const button = root.querySelector('button');
  const status = root.querySelector<HTMLElement>('[data-status]');
  if (!button || !status) return;
  const urls = (root.dataset.files ?? '').split(' ').filter(Boolean);
  const say = (text: string) => (status.textContent = text);
  root.hidden = false;
  if (!('caches' in window)) {
    button.hidden = true;
    say('This browser cannot keep files for offline use; download them instead.');
    return;
  }

  const stored = (text: string) => {
    root.setAttribute('data-stored', '');
    button.textContent = 'Kept for offline: update';
    say(text);
  };

  const check = async () => {
    const cache = await caches.open(PRINTABLES_CACHE);
    const found = (await Promise.all(urls.map((u) => cache.match(u)))).filter(Boolean).length;
    if (found === urls.length)
      stored(`Kept for offline use: all ${urls.length} files open with no connection.`);
    else if (found > 0) say(`${found} of ${urls.length} files are kept for offline use.`);
  };

  const keep = async () => {
    button.disabled = true;
    root.removeAttribute('data-stored');
    try {
      // Ask the browser not to clear these under storage pressure; it may say no, which is fine.
      void navigator.storage?.persist?.().catch(() => false);
      const cache = await caches.open(PRINTABLES_CACHE);
      let bytes = 0;
      for (const [i, url] of urls.entries()) {
        say(`Keeping file ${i + 1} of ${urls.length} (${size(bytes)} so far)…`);
        // The query takes the request past the service worker's cache (its route matches
        // addresses ending in .pdf), so "update" really fetches the published file.
        const response = await fetch(`${url}?fresh=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const body = await response.blob();
        bytes += body.size;
        await cache.put(url, new Response(body, { headers: response.headers }));
      }
      stored(`Kept for offline use: all ${urls.length} files (${size(bytes)}).`);
    } catch (e) {
      say(
        (e as { name?: string }).name === 'QuotaExceededError'
          ? 'Not kept: this browser’s storage is full. Free some space, or download the files instead.'
          : 'Not kept: a file could not be fetched (are you online?). Try again.',
      );
    } finally {
      button.disabled = false;
    }
  };

  button.addEventListener('click', () => void keep());
  // With no connection nothing can be fetched: say so before the button is pressed.
  const connection = () => {
    const off = !navigator.onLine;
    button.disabled = off;
    if (off && !root.hasAttribute('data-stored'))
      say('Keeping these files for offline use needs a connection.');
    else if (status.textContent?.startsWith('Keeping these files')) say('');
  };
  addEventListener('online', connection);
  addEventListener('offline', connection);
  void check()
    .then(connection)
    .then(() => root.setAttribute('data-ready', ''));
}

for (const root of document.querySelectorAll<HTMLElement>('[data-keep-offline]')) keepOffline(root);
