/**
 * The "Save ink" box beside a widget's Download buttons: sheets made with it have no grey fills
 * and print their greys with black ink alone (SheetOptions.inkSaver). One choice for every
 * widget that makes a sheet, remembered in this browser: a player who saves ink at one printer
 * saves it for every sheet. Storage that is full or blocked only means it is not remembered.
 */
const KEY = 'tower-press:save-ink';

/** Sets the box from the remembered choice, remembers each change; returns a reader of the box. */
export function inkChoice(box: HTMLInputElement): () => boolean {
  try {
    box.checked = localStorage.getItem(KEY) === '1';
  } catch {
    // Storage blocked: the box starts unticked.
  }
  box.addEventListener('change', () => {
    try {
      if (box.checked) localStorage.setItem(KEY, '1');
      else localStorage.removeItem(KEY);
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  });
  return () => box.checked;
}

/** The part of a file name that says it is the ink saver's. */
export const inkSuffix = (inkSaver: boolean): string => (inkSaver ? '-ink-saver' : '');
