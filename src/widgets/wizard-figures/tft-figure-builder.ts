/**
 * <tft-figure-builder>: checks a figure against the creation rules as it is typed, keeps it
 * and the roster in the URL, and makes figure and roster sheets on demand.
 */
import {
  checkFigure,
  EXTRA_POINTS,
  FIGURE_TOTAL,
  type Figure,
} from '../../games/wizard-figures/figure.ts';
import { figureParams, parseFigureParams, ROSTER_MAX } from './figure-builder-state.ts';
import { fileSlug, saveFile } from '../kit/save-file.ts';
import { FormWidget } from '../kit/form-widget.ts';
import { inkChoice, inkSuffix } from '../kit/ink-choice.ts';
import { NameFit } from '../kit/name-fit.ts';
import { sheetTextProblem } from '../../lib/printable-text.ts';
import { pdfProblem } from '../kit/pdf-problem.ts';

class TftFigureBuilder extends FormWidget {
  #figure!: Figure;
  #roster: Figure[] = [];
  #saveInk: () => boolean = () => false;
  /** Whether the name fits its boxes on the figure sheet and the roster, measured as it is typed. */
  readonly #nameFit = new NameFit('figure', () => this.#update());

  connectedCallback(): void {
    const { figure, roster, notes } = parseFigureParams(new URLSearchParams(location.search));
    [this.#figure, this.#roster] = [figure, roster];
    const note = this.querySelector<HTMLElement>('[data-notes]')!;
    note.textContent = notes.join(' ');
    note.hidden = !notes.length;
    this.input('name').value = figure.name;
    for (const id of ['st', 'dx', 'iq'] as const) this.input(id).value = String(figure[id]);
    this.#saveInk = inkChoice(this.querySelector<HTMLInputElement>('[data-save-ink]')!);
    this.form.addEventListener('input', () => this.#update());
    this.form.addEventListener('submit', (e) => e.preventDefault());
    this.querySelector('[data-add]')!.addEventListener('click', () => this.#add());
    this.querySelector('[data-roster]')!.addEventListener('click', (e) => {
      const i = (e.target as Element).closest<HTMLElement>('[data-remove]')?.dataset.remove;
      if (i === undefined) return;
      const [removed] = this.#roster.splice(Number(i), 1);
      this.#update();
      this.#status(`${removed?.name || 'The figure'} was taken off the roster.`);
      this.querySelector<HTMLButtonElement>('[data-add]')!.focus();
    });
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-download]'))
      b.addEventListener(
        'click',
        () => void this.#download('figure', b.dataset.download as 'fillable' | 'flat'),
      );
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-roster-download]'))
      b.addEventListener(
        'click',
        () => void this.#download('roster', b.dataset.rosterDownload as 'fillable' | 'flat'),
      );
    this.#update();
    this.setAttribute('data-ready', '');
  }

  #status(text: string): void {
    this.querySelector('[data-pdf-status]')!.textContent = text;
  }

  #update(): void {
    const f = this.#figure;
    f.name = this.input('name').value;
    for (const id of ['st', 'dx', 'iq'] as const) {
      const raw = this.input(id).value.trim();
      f[id] = raw === '' ? NaN : Number(raw);
    }
    const problems = checkFigure(f);
    for (const el of this.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const field = el.dataset.errorFor!;
      el.textContent = problems
        .filter((p) => p.field === field)
        .map((p) => p.message)
        .join(' ');
      if (field !== 'total') this.input(field).toggleAttribute('aria-invalid', !!el.textContent);
    }
    const ok = problems.length === 0;
    this.querySelector('[data-summary]')!.textContent = ok
      ? `A legal new figure: ${f.st + f.dx + f.iq} points (8 + 8 + 8 and ${EXTRA_POINTS} more). It can take ${f.st} hits: at 0 ST it falls unconscious, below 0 it dies.`
      : `Not a legal new figure yet: ${Number.isFinite(f.st + f.dx + f.iq) ? `${f.st + f.dx + f.iq} of ${FIGURE_TOTAL} points; ` : ''}a new wizard has exactly ${FIGURE_TOTAL} points, none below 8.`;
    const boxes = Number.isInteger(f.st) && f.st > 0 ? Math.min(f.st, 40) : 0;
    this.querySelector('[data-st-boxes]')!.replaceChildren(
      ...Array.from({ length: boxes }, () => document.createElement('span')),
    );
    // Letters the sheet's fonts lack are said as they are typed, not only when Download fails.
    // The fit is said too: a name too wide for its box even at 6 pt is refused by the PDF.
    const unprintable =
      [sheetTextProblem('Name', f.name), this.#nameFit.problemFor(f.name)]
        .filter(Boolean)
        .join(' ') || null;
    if (unprintable) {
      const el = this.querySelector('[data-error-for="name"]')!;
      el.textContent = `${el.textContent} ${unprintable}`.trim();
      this.input('name').setAttribute('aria-invalid', 'true');
    }
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-download], [data-add]'))
      b.disabled = !ok || unprintable !== null;
    (this.querySelector('[data-add]') as HTMLButtonElement).disabled ||=
      this.#roster.length >= ROSTER_MAX;
    this.#renderRoster();
    history.replaceState(null, '', `?${figureParams(f, this.#roster)}`);
  }

  #renderRoster(): void {
    const list = this.querySelector('[data-roster]')!;
    list.replaceChildren(
      ...this.#roster.map((f, i) => {
        const li = document.createElement('li');
        li.textContent = `${f.name || 'Unnamed'}: ST ${f.st}, DX ${f.dx}, IQ ${f.iq} `;
        const remove = Object.assign(document.createElement('button'), {
          type: 'button',
          textContent: 'Remove',
        });
        remove.dataset.remove = String(i);
        remove.setAttribute('aria-label', `Remove ${f.name || `figure ${i + 1}`} from the roster`);
        li.append(remove);
        return li;
      }),
    );
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-roster-download]'))
      b.disabled = this.#roster.length === 0;
  }

  #add(): void {
    if (checkFigure(this.#figure).length || this.#roster.length >= ROSTER_MAX) return;
    this.#roster.push({ ...this.#figure });
    this.#update();
    this.#status(
      `${this.#figure.name || 'The figure'} was added to the roster (${this.#roster.length} ${this.#roster.length === 1 ? 'figure' : 'figures'}).`,
    );
  }

  async #download(what: 'figure' | 'roster', mode: 'fillable' | 'flat'): Promise<void> {
    const paper = this.paper;
    const inkSaver = this.#saveInk();
    this.#status('Making the PDF…');
    try {
      const { sheetPdf } = await import('../kit/sheet-pdfs.ts');
      const bytes =
        what === 'figure'
          ? await sheetPdf('figure', this.#figure, { paper, mode, inkSaver })
          : await sheetPdf('figure-roster', this.#roster, { paper, mode, inkSaver });
      const filename = `${what === 'figure' ? `figure-${fileSlug(this.#figure.name, 'wizard')}` : 'figure-roster'}-${paper}${mode === 'flat' ? '-flat' : ''}${inkSuffix(inkSaver)}.pdf`;
      saveFile(bytes, filename);
      this.#status(`PDF ready: ${filename} (${Math.round(bytes.length / 1024)} KB).`);
    } catch (e) {
      this.#status(pdfProblem(e));
    }
  }
}

customElements.define('tft-figure-builder', TftFigureBuilder);
