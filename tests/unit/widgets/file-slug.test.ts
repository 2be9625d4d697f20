/** Download names keep every letter of a name. */
import { describe, expect, it } from 'vitest';
import { fileSlug } from '../../../src/widgets/kit/save-file.ts';

describe('fileSlug', () => {
  it('keeps letters of any alphabet', () => {
    expect(fileSlug('Łucja Ōta', 'wizard')).toBe('Łucja-Ōta');
    expect(fileSlug('  Ann & Bob!  ', 'x')).toBe('Ann-Bob');
  });
  it('cuts at 40 characters, never inside a letter, with no dash left at the end', () => {
    expect(fileSlug('😀'.repeat(3), 'x')).toBe('x');
    expect([...fileSlug('é'.repeat(50), 'x')]).toHaveLength(40);
    expect(fileSlug(`${'a'.repeat(39)} b`, 'x')).toBe('a'.repeat(39));
  });
  it('falls back when nothing is left', () => {
    expect(fileSlug(' -- ', 'players')).toBe('players');
  });
});
