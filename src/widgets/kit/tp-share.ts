/**
 * <tp-share>: the Share button of a widget whose settings live in the address. It shares the
 * address as it is at the press (the widget keeps it up to date): the Web Share API where there
 * is one, else the clipboard, else the link shown, selected, to copy by hand.
 */
import { shareMessage, shareWay } from './share-link-state.ts';

class TpShare extends HTMLElement {
  connectedCallback(): void {
    const button = this.querySelector('button')!;
    const status = this.querySelector<HTMLElement>('[data-share-status]')!;
    const shown = this.querySelector<HTMLInputElement>('input[data-share-url]')!;
    button.addEventListener('click', async () => {
      const url = location.href;
      const way = shareWay(navigator);
      let outcome: 'done' | 'cancelled' | 'failed' = 'failed';
      try {
        if (way === 'share-sheet') await navigator.share({ title: document.title, url });
        else if (way === 'clipboard') await navigator.clipboard.writeText(url);
        outcome = way === 'show' ? 'failed' : 'done';
      } catch (e) {
        outcome = (e as Error).name === 'AbortError' ? 'cancelled' : 'failed';
      }
      const message = shareMessage(way, outcome);
      status.textContent = message ?? '';
      shown.hidden = message === null || outcome === 'done';
      if (!shown.hidden) {
        shown.value = url;
        shown.select();
      }
    });
    this.setAttribute('data-ready', '');
  }
}

customElements.define('tp-share', TpShare);
