/**
 * The "Move this game to another device" panel (SaveTransfer.astro), made live: save to a file,
 * share that file where the device can, load a file. Loaded on demand, when the player opens
 * the panel, so a widget page ships none of it up front. The file format and every check of a
 * file are in save-transfer.ts; the widget supplies its own save, reader and loader (`Transfer`).
 */
import { saveFile } from './save-file.ts';
import {
  readSaveFile,
  SAVE_KINDS,
  saveFileName,
  saveFileText,
  sizeText,
  type SaveKind,
} from './save-transfer.ts';

/** What a widget gives the panel. */
export interface Transfer<T> {
  kind: SaveKind;
  /** The save version this page writes (and the newest it reads). */
  version: number;
  /** The save to write to a file, or null when there is nothing to save yet. */
  current(): unknown;
  /** The widget's own reader of stored saves: the checked save, or an Error saying what is wrong. */
  check(save: unknown, version: number): T;
  /** The save in a few words: "a game of Morwen at month 3 of year 1, 12 steps played". */
  describe(value: T): string;
  /** What loading `value` would replace and lose, in words, or '' when nothing would be lost. */
  replaces(value: T): string;
  /** Takes the save as the widget's own (stored, shown); returns what to tell the player. */
  load(value: T): string;
}

/** Whether this device can share a JSON file (the Web Share API with files). */
function canShareFiles(): boolean {
  try {
    return (
      typeof navigator.canShare === 'function' &&
      navigator.canShare({
        files: [new File(['{}'], 'tower-press.json', { type: 'application/json' })],
      })
    );
  } catch {
    return false;
  }
}

export function transferPanel<T>(panel: HTMLElement, t: Transfer<T>): void {
  const q = <E extends HTMLElement>(sel: string) => panel.querySelector<E>(sel)!;
  const exportButton = q<HTMLButtonElement>('[data-transfer-export]');
  const shareButton = q<HTMLButtonElement>('[data-transfer-share]');
  const input = q<HTMLInputElement>('[data-transfer-file]');
  const status = q('[data-transfer-status]');
  const chosenLine = q('[data-transfer-chosen]');
  const confirmRow = q('[data-transfer-confirm]');
  const what = SAVE_KINDS[t.kind].replace(/^an? /, '');
  /** The checked save waiting for "Replace". */
  let waiting: T | null = null;

  const say = (text: string, bad = false) => {
    const p = document.createElement('p');
    p.textContent = text;
    if (bad) p.className = 'tp-transfer-bad';
    status.replaceChildren(p);
  };

  const file = (): File | null => {
    const save = t.current();
    if (save === null) return null;
    const now = new Date();
    return new File([saveFileText(t.kind, t.version, save, now)], saveFileName(t.kind, now), {
      type: 'application/json',
    });
  };

  const nothing = () => say(`There is no ${what} in this browser to save yet.`, true);

  exportButton.addEventListener('click', async () => {
    const f = file();
    if (!f) return nothing();
    saveFile(new Uint8Array(await f.arrayBuffer()), f.name, 'application/json');
    say(
      `Saved as ${f.name} (${sizeText(f.size)}). On the other device, open this page, open “${panel.querySelector('summary')!.textContent}” and load the file.`,
    );
  });

  shareButton.hidden = !canShareFiles();
  shareButton.addEventListener('click', async () => {
    const f = file();
    if (!f) return nothing();
    try {
      await navigator.share({ files: [f], title: f.name });
      say(`Shared ${f.name}.`);
    } catch (e) {
      if ((e as Error).name === 'AbortError') say('Sharing was cancelled; nothing was sent.');
      else say(`The file could not be shared (${(e as Error).message}); save it instead.`, true);
    }
  });

  /** The file being read or waiting for "Replace", named in the line beside the field. */
  let fileName = '';
  const finish = (text: string, bad = false, loaded = false) => {
    waiting = null;
    confirmRow.hidden = true;
    // The same file may be chosen again (after fixing it, or after "Keep"); the line beside the
    // emptied field says what happened to the file, not the browser's "No file chosen".
    input.value = '';
    chosenLine.textContent = loaded ? `Loaded “${fileName}”.` : `“${fileName}” was not loaded.`;
    say(text, bad);
  };

  /** Loads a checked save; a failure there (never expected: it was checked) is said, not thrown. */
  const take = (value: T) => {
    try {
      finish(t.load(value), false, true);
    } catch (e) {
      finish(`The file could not be loaded: ${(e as Error).message}.`, true);
    }
  };

  input.addEventListener('change', async () => {
    const chosen = input.files?.[0];
    if (!chosen) return;
    fileName = chosen.name;
    chosenLine.textContent = `Chosen: “${fileName}”.`;
    confirmRow.hidden = true;
    waiting = null;
    const read = await readSaveFile(chosen, t.kind, t.version, t.check);
    if (!read.ok)
      return finish(`${read.problem} Nothing was loaded; your ${what} here is unchanged.`, true);
    const lost = t.replaces(read.value);
    if (!lost) return take(read.value);
    // Replacing a game in progress is the player's choice, made knowingly.
    waiting = read.value;
    say(
      `“${chosen.name}” holds ${t.describe(read.value)}. Loading it replaces ${lost} in this browser.`,
    );
    confirmRow.hidden = false;
    q<HTMLButtonElement>('[data-transfer-keep]').focus();
  });

  q('[data-transfer-replace]').addEventListener('click', () => {
    if (waiting !== null) take(waiting);
    // A widget that brought its loaded game into view keeps the focus it gave it.
    const at = document.activeElement;
    if (!at || at === document.body || panel.contains(at)) input.focus();
  });
  q('[data-transfer-keep]').addEventListener('click', () => {
    finish(`Nothing was loaded: your ${what} here is unchanged.`);
    input.focus();
  });

  for (const el of [exportButton, shareButton, input]) el.disabled = false;
}
