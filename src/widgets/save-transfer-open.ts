/**
 * The only part of "Move this game to another device" a widget loads up front: when the player
 * first opens the panel, its code (save-transfer-panel.ts) and the widget's `Transfer` (which may
 * load the widget's game side) are fetched, and the panel's controls come alive. A failed fetch
 * (offline, a new version published) is said in the panel and retried the next time it opens.
 */
import type { Transfer } from './save-transfer-panel.ts';

export function transferWhenOpened<T>(
  panel: HTMLDetailsElement | null,
  transfer: () => Promise<Transfer<T>> | Transfer<T>,
): void {
  if (!panel) return;
  let wiring: Promise<void> | null = null;
  panel.addEventListener('toggle', () => {
    if (!panel.open || wiring) return;
    wiring = Promise.all([import('./save-transfer-panel.ts'), transfer()]).then(
      ([m, t]) => m.transferPanel(panel, t),
      () => {
        wiring = null;
        panel.querySelector('[data-transfer-status]')!.textContent =
          'The file tools could not be loaded (is this device offline?). Close and open this panel to try again, or reload the page.';
      },
    );
  });
}
