/**
 * The only part of "Move this game to another device" a widget loads up front: when the player
 * first opens the panel, `load` fetches the widget's file module (which brings the panel's code,
 * save-transfer-panel.ts) and returns what wires the panel's controls. A failed fetch (offline,
 * a new version published) is said in the panel and retried the next time it opens.
 */
export function transferWhenOpened(
  panel: HTMLDetailsElement | null,
  load: () => Promise<(panel: HTMLElement) => void>,
): void {
  let wiring: Promise<void> | null = null;
  panel?.addEventListener('toggle', () => {
    if (!panel.open || wiring) return;
    wiring = load().then(
      (wire) => wire(panel),
      () => {
        wiring = null;
        panel.querySelector('[data-transfer-status]')!.textContent =
          'This could not be loaded (offline?): close and open it again to retry.';
      },
    );
  });
}
