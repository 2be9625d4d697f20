/** Base for widgets built around one <form>: quick access to the form and its named fields. */
export class FormWidget extends HTMLElement {
  protected get form(): HTMLFormElement {
    return this.querySelector('form')!;
  }

  protected input(name: string): HTMLInputElement {
    return this.form.elements.namedItem(name) as HTMLInputElement;
  }

  /** The paper chosen in the form's "paper" select. */
  protected get paper(): 'a4' | 'letter' {
    return (this.form.elements.namedItem('paper') as HTMLSelectElement).value as 'a4' | 'letter';
  }
}
