/**
 * <wt-wizard-builder>: reads the form into a WizardBuild, shows every broken rule next to its
 * field, keeps the URL in step, and makes the sheet PDF on demand (src/widgets/kit/sheet-pdfs.ts).
 */
import { checkBuild, type WizardBuild } from '../../games/wizards-tower/wizard-build.ts';
import { buildParams, parseBuildParams } from './wizard-builder-state.ts';
import { readBuildNumbers, showBuildProblems, writeBuildNumbers } from '../kit/build-form.ts';
import { sheetTextProblem } from '../../lib/printable-text.ts';
import { fileSlug, saveFile } from '../kit/save-file.ts';
import { FormWidget } from '../kit/form-widget.ts';
import { inkChoice, inkSuffix } from '../kit/ink-choice.ts';
import { NameFit } from '../kit/name-fit.ts';
import { pdfProblem } from '../kit/pdf-problem.ts';

class WtWizardBuilder extends FormWidget {
  #build!: WizardBuild;
  /** Ally names past the Allies Rating: kept (and named in a note) until Allies rises again. */
  #spare: string[] = [];
  #linkNotes: string[] = [];
  #saveInk: () => boolean = () => false;
  /** Whether the name fits the sheet's name box, measured as it is typed. */
  readonly #nameFit = new NameFit('wizard', () => this.#update());

  connectedCallback(): void {
    const { build, notes } = parseBuildParams(new URLSearchParams(location.search));
    this.#build = build;
    this.#linkNotes = notes;
    this.#writeForm();
    this.#saveInk = inkChoice(this.querySelector<HTMLInputElement>('[data-save-ink]')!);
    this.form.addEventListener('input', () => this.#update());
    this.form.addEventListener('submit', (e) => e.preventDefault());
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-download]')) {
      b.addEventListener(
        'click',
        () => void this.#download(b.dataset.download as 'fillable' | 'flat'),
      );
    }
    this.#update();
    this.setAttribute('data-ready', '');
  }

  #writeForm(): void {
    this.input('name').value = this.#build.name;
    writeBuildNumbers(this.form, this.#build);
    this.#renderAllies();
  }

  /** One name box per starting Ally, keeping names already typed. */
  #renderAllies(): void {
    const box = this.querySelector('[data-allies]')!;
    const count = Math.max(0, Math.min(6, this.#build.ratings.allies || 0));
    const all = [...this.#build.allyNames, ...this.#spare];
    const names = all.slice(0, count);
    this.#spare = all.slice(count).filter(Boolean);
    this.#showNotes();
    box.replaceChildren(
      ...Array.from({ length: count }, (_, i) => {
        const label = document.createElement('label');
        label.textContent = `Ally ${i + 1}`;
        const input = Object.assign(document.createElement('input'), {
          type: 'text',
          name: `ally-${i}`,
          maxLength: 30,
          value: names[i] ?? '',
          autocomplete: 'off',
        });
        label.append(input);
        return label;
      }),
    );
  }

  #showNotes(): void {
    const spare = this.#spare.length
      ? `With Allies at ${this.#build.ratings.allies}, ${this.#spare.length === 1 ? 'the Ally name' : 'the Ally names'} ${this.#spare.map((n) => `“${n}”`).join(', ')} ${this.#spare.length === 1 ? 'has' : 'have'} no box and ${this.#spare.length === 1 ? 'is' : 'are'} left off the sheet; raise Allies to bring ${this.#spare.length === 1 ? 'it' : 'them'} back.`
      : '';
    const notes = [...this.#linkNotes, spare].filter(Boolean);
    const note = this.querySelector<HTMLElement>('[data-notes]')!;
    note.textContent = notes.join(' ');
    note.hidden = !notes.length;
  }

  #readForm(): void {
    const b = this.#build;
    b.name = this.input('name').value;
    readBuildNumbers(this.form, b);
    const allyInputs = [...this.querySelectorAll<HTMLInputElement>('[data-allies] input')];
    if (allyInputs.length !== Math.max(0, Math.min(6, b.ratings.allies || 0))) {
      b.allyNames = allyInputs.map((i) => i.value.trim());
      this.#renderAllies();
    }
    b.allyNames = [...this.querySelectorAll<HTMLInputElement>('[data-allies] input')].map((i) =>
      i.value.trim(),
    );
    while (b.allyNames.length && !b.allyNames.at(-1)) b.allyNames.pop();
  }

  #update(): void {
    this.#readForm();
    const problems = checkBuild(this.#build);
    showBuildProblems(this, this.form, this.#build, problems);
    const summary = this.querySelector('[data-summary]')!;
    summary.textContent = problems.length
      ? `Not a legal starting wizard yet: ${problems.length} ${problems.length === 1 ? 'rule is' : 'rules are'} broken (see the notes beside the fields).`
      : `A legal starting wizard: Tower Wards start at ${this.#build.ratings.wards}, with ${this.#build.ratings.allies} ${this.#build.ratings.allies === 1 ? 'Ally' : 'Allies'} in the Tower.`;
    // Letters the sheet's fonts lack are said as they are typed, not only when Download fails.
    // The fit is said too: a name too wide for its box even at 6 pt is refused by the PDF.
    const unprintable = [
      [sheetTextProblem('Name', this.#build.name), this.#nameFit.problemFor(this.#build.name)]
        .filter(Boolean)
        .join(' ') || null,
      sheetTextProblem('Ally names', this.#build.allyNames.join(' ')),
    ];
    for (const [i, field] of (['name', 'allyNames'] as const).entries()) {
      const el = this.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
      if (el && unprintable[i]) el.textContent = `${el.textContent} ${unprintable[i]}`.trim();
    }
    this.form
      .querySelector<HTMLInputElement>('[name=name]')
      ?.toggleAttribute(
        'aria-invalid',
        !!(unprintable[0] || problems.some((p) => p.field === 'name')),
      );
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-download]'))
      b.disabled = problems.length > 0 || unprintable.some(Boolean);
    history.replaceState(null, '', `?${buildParams(this.#build)}`);
  }

  async #download(mode: 'fillable' | 'flat'): Promise<void> {
    const status = this.querySelector('[data-pdf-status]')!;
    if (checkBuild(this.#build).length) return;
    const paper = this.paper;
    const inkSaver = this.#saveInk();
    status.textContent = 'Making the PDF…';
    try {
      const { sheetPdf } = await import('../kit/sheet-pdfs.ts');
      const bytes = await sheetPdf('wizards-tower', this.#build, { paper, mode, inkSaver });
      const filename = `wizard-${fileSlug(this.#build.name, 'sheet')}-${paper}${mode === 'flat' ? '-flat' : ''}${inkSuffix(inkSaver)}.pdf`;
      saveFile(bytes, filename);
      status.textContent = `PDF ready: ${filename} (${Math.round(bytes.length / 1024)} KB).`;
    } catch (e) {
      status.textContent = pdfProblem(e);
    }
  }
}

customElements.define('wt-wizard-builder', WtWizardBuilder);
