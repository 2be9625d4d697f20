import type { PaperId } from '../../print/paper.ts';

/** Base for widgets built around one <form>: quick access to the form and its named fields. */
export class FormWidget extends HTMLElement {
  protected get form(): HTMLFormElement {
    return this.querySelector('form')!;
  }

  protected input(name: string): HTMLInputElement {
    return this.form.elements.namedItem(name) as HTMLInputElement;
  }

  /** The paper chosen in the form's "paper" select. */
  protected get paper(): PaperId {
    return (this.form.elements.namedItem('paper') as HTMLSelectElement).value as PaperId;
  }
}
