/**
 * Checking a name field as it is typed against the sheet it will print on: its length limit and
 * whether it fits its box, with the same measure the PDF uses (src/print/sheets/names.ts). Loaded
 * on demand (it fetches the fonts), so pages pay nothing until a name is typed.
 */
import { nameLengthProblem, nameProblem, type NameKind } from '../../print/sheets/names.ts';
import { fieldMessage } from './field-check.ts';
import { sheetFonts } from './sheet-fonts.ts';

/** Shows beside `input` what is wrong with its name for the sheet (or clears the message); returns the problem. */
export async function checkName(input: HTMLInputElement, kind: NameKind): Promise<string> {
  const problem = nameLengthProblem(kind, input.value) ?? (await fitProblem(input.value, kind));
  fieldMessage(input, problem);
  return problem;
}

/**
 * Whether a name within its length limit fits its box on the sheet: the problem, or ''. (The
 * builders say a name is too long with their own rules; this adds only the fit.)
 */
export async function nameFitProblem(name: string, kind: NameKind): Promise<string> {
  return nameLengthProblem(kind, name) ? '' : await fitProblem(name, kind);
}

/**
 * Whether the name fits its box, measured with the fonts. Offline, before the fonts were ever
 * fetched, they cannot be had: the length check stands alone then, and making the PDF measures
 * (and refuses) as the CLI does.
 */
async function fitProblem(name: string, kind: NameKind): Promise<string> {
  if (!navigator.onLine) return '';
  try {
    return nameProblem(await sheetFonts(), kind, name) ?? '';
  } catch {
    return '';
  }
}
