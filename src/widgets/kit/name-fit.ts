/**
 * The builders' as-you-type check that a name fits its box on the sheet (src/print/sheets/
 * names.ts, the measure the PDF itself uses, so the site and the CLI agree). A pause in typing
 * starts it; the measuring code and the fonts load on demand (./name-check.ts), so a page that
 * never gets a name typed loads neither. `problemFor` answers for the name last measured only:
 * a name still being typed has no fit problem yet.
 */
import type { NameKind } from '../../print/sheets/names.ts';

/** How long typing must pause before the name is measured. */
const PAUSE_MS = 250;

export class NameFit {
  #measured = '';
  #problem = '';
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #kind: NameKind;
  readonly #changed: () => void;

  /** `changed` runs when a measurement ends with a new answer (the widget shows it). */
  constructor(kind: NameKind, changed: () => void) {
    this.#kind = kind;
    this.#changed = changed;
  }

  /** The fit problem of `name` if it is the name last measured, else ''; measures it after a pause when it is not. */
  problemFor(name: string): string {
    const text = name.trim();
    if (text === this.#measured) return this.#problem;
    clearTimeout(this.#timer);
    if (!text) {
      [this.#measured, this.#problem] = ['', ''];
      return '';
    }
    this.#timer = setTimeout(() => void this.#measure(text), PAUSE_MS);
    return '';
  }

  async #measure(text: string): Promise<void> {
    let problem: string;
    try {
      const { nameFitProblem } = await import('./name-check.ts');
      problem = await nameFitProblem(text, this.#kind);
    } catch {
      // The measuring code could not be loaded (offline, say): making the PDF still measures.
      return;
    }
    // A newer name may have been typed meanwhile: its own measurement will answer for it.
    if (this.#measured === text && this.#problem === problem) return;
    [this.#measured, this.#problem] = [text, problem];
    this.#changed();
  }
}
