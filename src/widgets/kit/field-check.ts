/**
 * Messages beside form fields, so no value is ever changed or dropped without a word: a
 * number field is checked against its own min and max (whole numbers), and what is wrong is
 * written next to it in a live region, with aria-invalid and aria-describedby on the field.
 */

let serial = 0;

/** The message element right after the field (created empty the first time, so it is live before it speaks). */
function messageFor(input: HTMLElement): HTMLElement {
  const id = input.getAttribute('data-message-id');
  if (id) {
    const found = document.getElementById(id);
    if (found) return found;
  }
  const el = document.createElement('span');
  el.id = `tp-field-msg-${++serial}`;
  el.className = 'tp-field-msg';
  el.setAttribute('aria-live', 'polite');
  input.setAttribute('data-message-id', el.id);
  const described = input.getAttribute('aria-describedby');
  input.setAttribute('aria-describedby', described ? `${described} ${el.id}` : el.id);
  // After the field, or after its label when the field sits inside one (keeps the label's text whole).
  const label = input.closest('label');
  (label ?? input).after(el);
  return el;
}

/** Shows (or with '' clears) the message beside a field. */
export function fieldMessage(input: HTMLElement, text: string): void {
  const el = messageFor(input);
  if (el.textContent !== text) el.textContent = text;
  if (text) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/**
 * The attributes that tie a field to its message element when the page draws that element
 * itself (an empty `<span class="tp-field-msg" aria-live="polite">` with this id): nothing is
 * then added when the widget starts.
 */
export const messageAttributes = (id: string): Record<string, string> => ({
  'aria-describedby': id,
  'data-message-id': id,
});

/** Makes the message elements of these fields exist (empty) now, so their first message is announced. */
export function prepareMessages(inputs: Iterable<HTMLElement>): void {
  for (const input of inputs) messageFor(input);
}

export interface NumberRead {
  /** The number to use, or null when the field is empty or unusable. */
  value: number | null;
  /** What is wrong, '' when nothing is. */
  problem: string;
}

/**
 * Reads a whole number from text against min..max. `name` starts the message ("Attack").
 * `required`: an empty field is a problem, not "nothing typed yet".
 */
export function readWhole(
  raw: string,
  name: string,
  min: number,
  max: number,
  required = false,
): NumberRead {
  const text = raw.trim();
  const range = `a whole number from ${min} to ${max}`;
  if (text === '')
    return { value: null, problem: required ? `${name} is empty: type ${range}.` : '' };
  const n = Number(text);
  if (!Number.isFinite(n))
    return { value: null, problem: `${name}: “${text}” is not a number; type ${range}.` };
  if (!Number.isInteger(n))
    return { value: null, problem: `${name} must be a whole number; ${text} is not.` };
  if (n < min)
    return { value: null, problem: `${name} cannot be below ${min}; ${text} is too low.` };
  if (n > max)
    return { value: null, problem: `${name} cannot be above ${max}; ${text} is too high.` };
  return { value: n, problem: '' };
}

/** Checks a number field against its own min and max attributes and shows the outcome beside it. */
export function checkNumberField(
  input: HTMLInputElement,
  name: string,
  required = false,
): NumberRead {
  // A number field holding text the browser cannot read reports '' as its value.
  const read = input.validity.badInput
    ? { value: null, problem: `${name}: what is typed is not a number.` }
    : readWhole(
        input.value,
        name,
        Number(input.min || -Infinity),
        Number(input.max || Infinity),
        required,
      );
  fieldMessage(input, read.problem);
  return read;
}
