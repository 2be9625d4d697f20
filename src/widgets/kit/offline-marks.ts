/**
 * With no connection, says beside each download that this browser has not kept that it needs a
 * connection, before it is pressed: the printable PDFs and images under generated/ (kept once
 * opened, or with "Keep for offline"), and the in-browser PDF buttons while the PDF library is
 * not stored yet (src/site/offline.ts). Back online, the words go. Card previews never kept
 * are answered by the service worker with a picture that says the same.
 */
import { LATER_CACHE, LATER_HASHED_URL } from '../../site/offline.ts';

const TAG = 'tp-needs-connection';
const PDF_NOTE =
  'Offline: making a PDF needs a connection until this browser has stored the PDF maker.';

async function kept(url: string): Promise<boolean> {
  return !!(await caches.match(url));
}

/** True when step 2 of the offline copy holds the PDF library. */
async function pdfMakerKept(): Promise<boolean> {
  const stored = await (await caches.open(LATER_CACHE)).keys();
  return stored.some((r) => LATER_HASHED_URL.test(r.url) && r.url.includes('/pdfkit-browser.'));
}

async function mark(): Promise<void> {
  const offline = !navigator.onLine;
  for (const a of document.querySelectorAll<HTMLAnchorElement>(
    'a[download][href*="/generated/"]',
  )) {
    const missing = offline && !(await kept(a.href));
    const tag = a.nextElementSibling?.classList.contains(TAG) ? a.nextElementSibling : null;
    if (missing && !tag) {
      const note = document.createElement('span');
      note.className = TAG;
      note.textContent = ' (needs a connection: not kept in this browser)';
      a.after(note);
    } else if (!missing) tag?.remove();
  }
  const statuses = document.querySelectorAll<HTMLElement>('[data-pdf-status]');
  if (!statuses.length) return;
  const missing = offline && !(await pdfMakerKept());
  for (const status of statuses) {
    if (missing && !status.textContent) {
      status.textContent = PDF_NOTE;
      status.dataset.offlineNote = '';
    } else if (!missing && 'offlineNote' in status.dataset) {
      if (status.textContent === PDF_NOTE) status.textContent = '';
      delete status.dataset.offlineNote;
    }
  }
}

export function markOfflineFiles(): void {
  if (!('caches' in window)) return;
  const run = () => void mark().catch(() => undefined);
  addEventListener('online', run);
  addEventListener('offline', run);
  if (!navigator.onLine) run();
}
