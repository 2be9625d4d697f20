/**
 * How the Share button shares (pure, unit-tested): the system share sheet where the browser has
 * one (phones, the installed app, which has no address bar), else the link copied to the
 * clipboard, else the link shown to copy by hand. Each says what happened, for the status line.
 */
export type ShareWay = 'share-sheet' | 'clipboard' | 'show';

export function shareWay(nav: { share?: unknown; clipboard?: { writeText?: unknown } }): ShareWay {
  if (typeof nav.share === 'function') return 'share-sheet';
  if (typeof nav.clipboard?.writeText === 'function') return 'clipboard';
  return 'show';
}

/** What the status line says after sharing `url` one way (null: say nothing). */
export function shareMessage(
  way: ShareWay,
  outcome: 'done' | 'cancelled' | 'failed',
): string | null {
  if (outcome === 'cancelled') return null;
  if (way === 'share-sheet' && outcome === 'done') return 'Shared.';
  if (way === 'clipboard' && outcome === 'done')
    return 'Link copied: paste it anywhere to share this.';
  return 'Copy this link to share it:';
}
