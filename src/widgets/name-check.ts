/**
 * Checking a name field as it is typed against the sheet it will print on: its length limit and
 * whether it fits its box, with the same measure the PDF uses (src/print/sheets/names.ts). Loaded
 * on demand (it fetches the fonts), so pages pay nothing until a name is typed.
 */
import { nameProblem, type NameKind } from '../print/sheets/names.ts';
import { fieldMessage } from './field-check.ts';
import { sheetFonts } from './sheet-fonts.ts';

/** Shows beside `input` what is wrong with its name for the sheet (or clears the message); returns the problem. */
export async function checkName(input: HTMLInputElement, kind: NameKind): Promise<string> {
  const problem = nameProblem(await sheetFonts(), kind, input.value) ?? '';
  fieldMessage(input, problem);
  return problem;
}
