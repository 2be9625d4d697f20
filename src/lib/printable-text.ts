/**
 * Letters the printed sheets' fonts cannot draw, found as the name is typed (not only when
 * Download fails). The fonts hold Latin letters, accented ones and Latin Extended-A (Ł, Ō, Č);
 * a letter of another script (王, Ж, α) would print as an empty box. Pure and cheap: no font is
 * loaded; the PDF code's own check (src/print/fonts.ts) still guards the file itself.
 */
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/gu;

/** What to say beside a field whose text holds letters the sheet cannot print, or null. */
export function sheetTextProblem(label: string, text: string): string | null {
  const found = [...new Set(text.match(OTHER_SCRIPT) ?? [])];
  if (!found.length) return null;
  const shown = found
    .slice(0, 5)
    .map((c) => `“${c}”`)
    .join(', ');
  return `${label}: the printed sheet cannot show ${shown}${found.length > 5 ? ' and more' : ''}; use Latin letters (accented letters such as Ł, Ō, Č are fine).`;
}
