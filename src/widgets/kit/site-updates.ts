/**
 * Registers the service worker that keeps the site available offline, says how the first
 * download is going and when the site is ready offline, and tells the visitor when a new
 * version has been published. The new version waits until the visitor chooses to reload
 * (never mid-game, never a mix of old and new files); saved games live in the browser's
 * storage, which an update does not touch.
 */
import { BASE_PATH, withBase } from '../../site/base-path.ts';

let reloadAsked = false;

function bar(id: string, message: string, actions: HTMLButtonElement[]): HTMLElement {
  document.getElementById(id)?.remove();
  const element = document.createElement('div');
  element.id = id;
  element.className = 'tp-update';
  element.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.textContent = message;
  element.append(text, ...actions);
  document.body.append(element);
  return element;
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}

function offerReload(waiting: ServiceWorker): void {
  if (document.getElementById('tp-update')) return;
  const reload = button('Reload now', () => {
    reloadAsked = true;
    reload.disabled = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  const later = button('Later', () => document.getElementById('tp-update')?.remove());
  bar('tp-update', 'A new version of Tower Press is ready. Reloading keeps your saved games.', [
    reload,
    later,
  ]);
}

/**
 * This tab runs a version whose files another tab's "Reload now" has just replaced: the next
 * script it loads on demand (a PDF, a worker) may be gone. Saves and the address survive a reload.
 */
function sayNewVersionIsHere(): void {
  if (document.getElementById('tp-update')?.dataset.stale) return;
  const reload = button('Reload', () => location.reload());
  bar('tp-update', 'A new version is here — reload to carry on. Your saved games are kept.', [
    reload,
  ]).dataset.stale = '';
}

/** The first visit: progress while the offline copy downloads, then a quiet "Ready offline". */
async function showFirstDownload(worker: ServiceWorker): Promise<void> {
  // Listened to at once: a small site may finish installing while the summary is on its way.
  const settled = new Promise<boolean>((resolve) => {
    const check = () => {
      if (worker.state === 'activated') resolve(true);
      else if (worker.state === 'redundant') resolve(false);
    };
    worker.addEventListener('statechange', check);
    check();
  });
  const summary = await fetch(withBase('/offline-size.json'))
    .then((r) => r.json() as Promise<{ files: number; bytes: number }>)
    .catch(() => null);
  const note = bar('tp-offline', 'Saving the site for offline use…', []);
  note.classList.add('tp-offline');
  const text = note.querySelector('p')!;
  const progress = document.createElement('progress');
  progress.max = 100;
  progress.setAttribute('aria-hidden', 'true');
  if (summary) note.append(progress);
  let lastSaid = 0;
  const poll = setInterval(async () => {
    if (!summary) return;
    const name = (await caches.keys()).find((k) => k.startsWith('workbox-precache'));
    const stored = name ? (await (await caches.open(name)).keys()).length : 0;
    const percent = Math.min(99, Math.floor((stored / summary.files) * 100));
    progress.value = percent;
    // Said in quarters, so a screen reader hears a few calm updates rather than a count.
    const quarter = Math.floor(percent / 25) * 25;
    if (quarter > lastSaid) {
      lastSaid = quarter;
      text.textContent = `Saving the site for offline use… ${quarter} %`;
    }
  }, 500);
  const finish = (ok: boolean) => {
    clearInterval(poll);
    progress.remove();
    text.textContent = ok ? 'Ready offline' : 'The offline copy could not be saved this time.';
    setTimeout(() => note.remove(), 8000);
  };
  finish(await settled);
}

async function register(): Promise<void> {
  const firstVisit = !navigator.serviceWorker.controller;
  const registration = await navigator.serviceWorker.register(withBase('/sw.js'), {
    scope: BASE_PATH,
  });
  // A version that finished installing while no page listened (another tab, an earlier visit).
  if (registration.waiting && navigator.serviceWorker.controller) offerReload(registration.waiting);
  if (firstVisit && registration.installing) void showFirstDownload(registration.installing);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install: nothing to replace.
      if (installing.state === 'installed' && navigator.serviceWorker.controller)
        offerReload(installing);
    });
  });
  // The first control of a first visit replaces nothing; any later change is a new version.
  let controlled = !firstVisit;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadAsked) location.reload();
    // Another tab accepted the new version: this one still runs the old files.
    else if (controlled) sayNewVersionIsHere();
    controlled = true;
  });
}

// A script this page loads on demand could not be fetched: online, that means its version was
// replaced; offline, that it was never stored (the page's own handler reports the failure).
window.addEventListener('vite:preloadError', () => {
  if (navigator.onLine) sayNewVersionIsHere();
});

if ('serviceWorker' in navigator) {
  // After the page has loaded: the offline copy must not compete with the first view.
  const start = () =>
    // Offline support is an extra: a browser that refuses it (private mode, policy) still has the site.
    register().catch(() => undefined);
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
