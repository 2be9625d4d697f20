/** A name the sheet cannot print is named as it is typed. */
import { describe, expect, it } from 'vitest';
import { sheetTextProblem } from '../../src/lib/printable-text.ts';

describe('sheetTextProblem', () => {
  it('accepts Latin letters, accents and Latin Extended-A', () => {
    expect(sheetTextProblem('Name', 'Łucja Ōta-Čech, 3rd')).toBeNull();
  });
  it('names letters of other scripts with the field’s label', () => {
    expect(sheetTextProblem('Name', '王 Wang 王')).toBe(
      'Name: the printed sheet cannot show “王”; use Latin letters (accented letters such as Ł, Ō, Č are fine).',
    );
  });
});
