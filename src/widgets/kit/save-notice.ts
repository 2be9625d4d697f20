/**
 * The words and buttons every widget shows about its save (see save-store.ts): a damaged save
 * set aside (or not, when storage is full), a save a newer tab wrote, a full storage. The
 * notice box is a live region that stays in the page, so each notice is announced.
 */
import { saveFile } from './save-file.ts';
import type { ReadResult, SaveStore } from './save-store.ts';

export interface NoticeAction {
  label: string;
  run: () => void;
}

/** Fills the notice box (empty text clears it). */
export function showNotice(
  box: HTMLElement,
  text: string,
  actions: readonly NoticeAction[] = [],
): void {
  if (!text) {
    box.replaceChildren();
    return;
  }
  const p = document.createElement('p');
  p.textContent = text;
  const row = document.createElement('div');
  row.className = 'tp-notice-actions';
  for (const a of actions) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = a.label;
    b.addEventListener('click', a.run);
    row.append(b);
  }
  const notice = document.createElement('div');
  notice.className = 'tp-notice';
  notice.append(p, ...(actions.length ? [row] : []));
  box.replaceChildren(notice);
}

/** Offers text held in memory as a file: works even when nothing could be stored. */
export function downloadText(text: string, filename: string): void {
  saveFile(new TextEncoder().encode(text), filename, 'application/json');
}

/** What to say about a damaged save; `what` names it ("saved game", "saved run"). */
export function badSaveText(
  bad: Extract<ReadResult<unknown>, { kind: 'bad' }>,
  what: string,
  fresh: string,
): string {
  const head = `A ${what} was found but could not be used: ${bad.problem}.`;
  return bad.kept
    ? `${head} A copy was set aside in this browser, and ${fresh}. You can download the copy.`
    : `${head} This browser's storage is full, so no copy could be set aside: it is still stored, and the next save here will replace it. Download it now to keep it.`;
}

/** The notice for a damaged save, with a download of the text as read (from memory). */
export function showBadSave(
  box: HTMLElement,
  bad: Extract<ReadResult<unknown>, { kind: 'bad' }>,
  what: string,
  fresh: string,
  filename: string,
): void {
  showNotice(box, badSaveText(bad, what, fresh), [
    { label: 'Download the damaged save', run: () => downloadText(bad.text, filename) },
  ]);
}

/** A line about older set-aside copies, with a download of them all as one file. */
export function showSetAsides(
  box: HTMLElement,
  store: SaveStore<unknown, never>,
  filename: string,
): void {
  const copies = store.setAsides();
  if (!copies.length) return;
  showNotice(
    box,
    `${copies.length} damaged ${copies.length === 1 ? 'save is' : 'saves are'} set aside in this browser (the newest ${copies.length === 1 ? 'is' : 'are'} kept).`,
    [
      {
        label: copies.length === 1 ? 'Download it' : 'Download them',
        run: () =>
          downloadText(
            JSON.stringify(
              copies.map((c) => ({
                setAside: c.at ? new Date(c.at).toISOString() : null,
                text: c.text,
              })),
              null,
              2,
            ),
            filename,
          ),
      },
      {
        label: copies.length === 1 ? 'Delete it' : 'Delete them',
        run: () => {
          store.removeSetAsides();
          showNotice(box, 'The set-aside saves were deleted.');
        },
      },
    ],
  );
}

export const STORAGE_FULL = "This browser's storage is full";
