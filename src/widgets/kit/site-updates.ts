/**
 * Registers the service worker that keeps the site available offline, says how the first
 * download is going and when the site is ready offline, and tells the visitor when a new
 * version has been published. The new version waits until the visitor chooses to reload
 * (never mid-game, never a mix of old and new files); saved games live in the browser's
 * storage, which an update does not touch.
 */
import { BASE_PATH, withBase } from '../../site/base-path.ts';
import { LATER_CACHE, PRECACHE_SUMMARY_FILE, type OfflineSummary } from '../../site/offline.ts';
import { markOfflineFiles } from './offline-marks.ts';

let reloadAsked = false;
/**
 * Step 2's downloads in this page. They stop once a new version waits: its files replace them,
 * and the old worker must be idle before the new one can take over ("Reload now" would hang).
 */
const laterDownloads = new AbortController();

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
  laterDownloads.abort();
  if (document.getElementById('tp-update')) return;
  const reload = button('Reload now', () => {
    reloadAsked = true;
    // The new version takes over when the old worker has finished what it is fetching; the
    // page reloads by itself then, so the bar keeps only the sentence.
    notice.querySelector('p')!.textContent = 'Switching to the new version…';
    reload.remove();
    later.remove();
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  const later = button('Later', () => notice.remove());
  const notice = bar(
    'tp-update',
    'A new version of Tower Press is ready. Reloading keeps your saved games.',
    [reload, later],
  );
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

async function offlineSummary(): Promise<OfflineSummary | null> {
  return fetch(withBase(`/${PRECACHE_SUMMARY_FILE}`))
    .then((r) => r.json() as Promise<OfflineSummary>)
    .catch(() => null);
}

/**
 * The offline note: in the header's widest free stretch, at a size it keeps while its text
 * changes. `say` takes the sentence a screen reader hears and two short forms to show: one for a
 * stretch of 7rem or more, one for less (a narrow phone).
 */
function offlineNote(): {
  note: HTMLElement;
  say: (full: string, short: string, tiny: string) => void;
} {
  const note = bar('tp-offline', '', []);
  note.classList.add('tp-offline');
  const text = note.querySelector('p')!;
  text.className = 'sr-only';
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  note.append(shown);
  const place = () => {
    const spot = headerSpot();
    note.classList.toggle('tp-in-header', !!spot);
    note.classList.toggle('tp-compact', !!spot && spot.width < 112);
    Object.assign(note.style, spot ? { left: `${spot.left}px`, width: `${spot.width}px` } : {});
  };
  place();
  addEventListener('resize', place);
  return {
    note,
    say: (full, short, tiny) => {
      text.textContent = full;
      note.title = full;
      shown.textContent = note.classList.contains('tp-compact') ? tiny : short;
    },
  };
}

/**
 * The widest stretch of the fixed header that holds no control (between the site title, the
 * search and the right-hand group), so the note covers nothing while the page scrolls under it.
 */
function headerSpot(): { left: number; width: number } | null {
  const header = document.querySelector('header.header');
  if (!header) return null;
  const edges = [
    header.querySelector('.site-title'),
    header.querySelector('site-search button'),
    header.querySelector('.right-group'),
    document.querySelector('.sidebar button[aria-controls]'),
  ]
    .map((el) => el?.getBoundingClientRect())
    .filter((r): r is DOMRect => !!r && r.width > 0)
    .sort((a, b) => a.left - b.left);
  const right = header.getBoundingClientRect().right;
  let best: { left: number; width: number } | null = null;
  edges.forEach((r, i) => {
    const left = r.right + 8;
    const width = Math.min((edges[i + 1]?.left ?? right - 8) - 8 - left, 224);
    if (width >= 56 && (!best || width > best.width)) best = { left, width };
  });
  return best;
}

/** Stores step 2 of the offline copy (src/site/offline.ts) that is not stored yet; old files go. */
async function storeLater(summary: OfflineSummary, done: (n: number) => void): Promise<void> {
  const cache = await caches.open(LATER_CACHE);
  const wanted = new Set(summary.later.urls.map((u) => new URL(u, location.href).href));
  for (const request of await cache.keys())
    if (!wanted.has(request.url)) await cache.delete(request);
  let n = 0;
  for (const url of wanted) {
    laterDownloads.signal.throwIfAborted();
    if (!(await cache.match(url))) {
      const response = await fetch(url, { signal: laterDownloads.signal });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await cache.put(url, response);
    }
    done(++n);
  }
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
  const summary = await offlineSummary();
  const { note, say } = offlineNote();
  say('Saving the site for offline use…', 'Saving offline…', 'Saving…');
  const progress = document.createElement('progress');
  progress.max = 100;
  progress.setAttribute('aria-hidden', 'true');
  if (summary) note.append(progress);
  const total = summary ? summary.files + summary.later.urls.length : 1;
  let lastSaid = 0;
  const show = (stored: number) => {
    const percent = Math.min(99, Math.floor((stored / total) * 100));
    progress.value = percent;
    // Said in quarters, so a screen reader hears a few calm updates rather than a count.
    const quarter = Math.floor(percent / 25) * 25;
    if (quarter > lastSaid) {
      lastSaid = quarter;
      say(`Saving the site for offline use… ${quarter} %`, `Saving… ${quarter} %`, `${quarter} %`);
    }
  };
  const poll = setInterval(async () => {
    if (!summary) return;
    const name = (await caches.keys()).find((k) => k.startsWith('workbox-precache'));
    show(name ? (await (await caches.open(name)).keys()).length : 0);
  }, 500);
  let ok = await settled;
  clearInterval(poll);
  if (ok && summary)
    ok = await storeLater(summary, (n) => show(summary.files + n)).then(
      () => true,
      () => false,
    );
  progress.remove();
  if (ok) say('Ready offline', 'Ready offline', 'Ready ✓');
  else if (await settled)
    say(
      'Pages saved for offline use; PDFs and the all-rules pages need a connection until the next visit.',
      'Partly offline',
      'Partly',
    );
  else say('The offline copy could not be saved this time.', 'Not saved offline', 'Not saved');
  note.dataset.done = ok ? 'ready' : 'partial';
  setTimeout(() => note.remove(), 8000);
}

async function register(): Promise<void> {
  const firstVisit = !navigator.serviceWorker.controller;
  const registration = await navigator.serviceWorker.register(withBase('/sw.js'), {
    scope: BASE_PATH,
  });
  // A version that finished installing while no page listened (another tab, an earlier visit).
  if (registration.waiting && navigator.serviceWorker.controller) offerReload(registration.waiting);
  if (firstVisit && registration.installing) void showFirstDownload(registration.installing);
  // A later visit (or a new version) finishes step 2 quietly if it is incomplete.
  else if (navigator.serviceWorker.controller && navigator.onLine)
    void offlineSummary().then((s) => s && storeLater(s, () => undefined).catch(() => undefined));
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

markOfflineFiles();

if ('serviceWorker' in navigator) {
  // After the page has loaded: the offline copy must not compete with the first view.
  const start = () =>
    // Offline support is an extra: a browser that refuses it (private mode, policy) still has the site.
    register().catch(() => undefined);
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
