/**
 * "Print my chronicle" (the companion's journal, the auto-play simulator): reads the paper and
 * booklet choices beside the button, loads the typesetter the first time (wt-chronicle-make.ts:
 * kept for offline use by the service worker once fetched), shows progress in the block's live
 * region, and offers the PDF as a download. Small: it is part of the widgets' play code.
 */
import type { ChronicleSource } from '../../games/wizards-tower/chronicle.ts';
import { fileSlug, saveFile } from '../kit/save-file.ts';

let busy = false;

/** The file's name: chronicle-<seed>-a4.pdf, chronicle-<seed>-booklet-letter.pdf. */
export const chronicleFileName = (seed: string, paper: string, booklet: boolean): string =>
  `chronicle-${fileSlug(seed, 'wizard')}${booklet ? '-booklet' : ''}-${paper}.pdf`;

/** Makes and downloads the chronicle of `source`; `box` is the [data-chronicle] block. */
export async function printChronicle(
  box: HTMLElement,
  source: ChronicleSource | string,
): Promise<void> {
  const status = box.querySelector<HTMLElement>('[data-chronicle-status]')!;
  const say = (text: string) => (status.textContent = text);
  if (typeof source === 'string') return void say(source);
  if (busy) return;
  busy = true;
  const button = box.querySelector<HTMLButtonElement>('[data-chronicle-print]')!;
  button.setAttribute('aria-disabled', 'true');
  const paper =
    box.querySelector<HTMLSelectElement>('[data-chronicle-paper]')!.value === 'letter'
      ? 'letter'
      : 'a4';
  const booklet = box.querySelector<HTMLInputElement>('[data-chronicle-booklet]')!.checked;
  const seed = source.kind === 'save' ? source.save.seed : source.seed;
  try {
    say('Loading the typesetter (about 0.6 MB the first time)…');
    let make: typeof import('./wt-chronicle-make.ts');
    try {
      make = await import('./wt-chronicle-make.ts');
    } catch {
      say(
        navigator.onLine === false
          ? 'The typesetter could not be loaded: this device is offline, and it is kept for offline use only after a first chronicle made online.'
          : 'The typesetter could not be loaded. Check the connection and try again.',
      );
      return;
    }
    say('Typesetting the chronicle…');
    try {
      const book = await make.chronicle(source, {
        paper,
        booklet,
        onProgress: (done, total) =>
          say(
            done < total
              ? `Typesetting the chronicle: page ${done} of ${total}…`
              : 'Finishing the PDF…',
          ),
      });
      const name = chronicleFileName(seed, paper, booklet);
      saveFile(book.pdf, name);
      const kept = navigator.serviceWorker?.controller
        ? ' The typesetter is now kept on this device, so the next chronicle can be made offline.'
        : '';
      say(
        `Your chronicle is ready: ${name}, ${book.pages} pages${booklet ? ` on ${book.sides / 2} sheets to fold` : ''}.${kept}`,
      );
    } catch (e) {
      say(
        e instanceof make.ChronicleTextError
          ? e.message
          : `The chronicle could not be made: ${(e as Error).message}.`,
      );
    }
  } finally {
    busy = false;
    button.removeAttribute('aria-disabled');
  }
}
