/**
 * Registers the service worker that keeps the whole site available offline, and tells the
 * visitor when a new version has been published. The new version waits until the visitor
 * chooses to reload (never mid-game, never a mix of old and new files); saved games live in
 * the browser's storage, which an update does not touch.
 */
import { BASE_PATH, withBase } from '../lib/base-path.ts';

let reloadAsked = false;

function offerReload(waiting: ServiceWorker): void {
  if (document.getElementById('tp-update')) return;
  const bar = document.createElement('div');
  bar.id = 'tp-update';
  bar.className = 'tp-update';
  bar.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.textContent = 'A new version of Tower Press is ready. Reloading keeps your saved games.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload now';
  reload.addEventListener('click', () => {
    reloadAsked = true;
    reload.disabled = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  const later = document.createElement('button');
  later.type = 'button';
  later.textContent = 'Later';
  later.addEventListener('click', () => bar.remove());
  bar.append(text, reload, later);
  document.body.append(bar);
}

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register(withBase('/sw.js'), {
    scope: BASE_PATH,
  });
  // A version that finished installing while no page listened (another tab, an earlier visit).
  if (registration.waiting && navigator.serviceWorker.controller) offerReload(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install: nothing to replace, nothing to say.
      if (installing.state === 'installed' && navigator.serviceWorker.controller)
        offerReload(installing);
    });
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadAsked) location.reload();
  });
}

if ('serviceWorker' in navigator) {
  // Offline support is an extra: a browser that refuses it (private mode, blocked by policy) still has the site.
  register().catch(() => undefined);
}
