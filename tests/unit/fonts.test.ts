import { describe, expect, test } from 'vitest';
import { fontMetrics, readCmap } from '../../src/print/font-merge.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { missingCharacters, unprintable, withDrawable } from '../../src/print/fonts.ts';

const fonts = loadFonts();
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

describe('the printed fonts (latin and latin-ext joined)', () => {
  test('text fonts cover ASCII, Latin-1 and all of Latin Extended-A', () => {
    const text = range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x100, 0x17f);
    expect(missingCharacters(text, fonts, ['body', 'bold'])).toEqual([]);
  });

  test('the heading font keeps the base glyphs and gains the extension’s (Ł, Ō, Č)', () => {
    expect(missingCharacters('The Wizard’s Tower ŁŌČŠŽĘ éü', fonts, ['heading'])).toEqual([]);
    const cmap = readCmap(fonts.heading);
    expect(cmap.get('A'.codePointAt(0)!)).toBeLessThan(cmap.get('Ł'.codePointAt(0)!)!);
  });

  test('metrics: widths add up from advances; a joined glyph has a width', () => {
    const body = fontMetrics(fonts.body);
    expect(body.width('Łucja', 10)).toBeGreaterThan(body.width('ucja', 10));
    expect(body.width('WWWW', 10)).toBeCloseTo(4 * body.width('W', 10), 6);
  });

  test('CJK and emoji are named, with their code points', () => {
    expect(missingCharacters('Łucja 王😀 Ōta 王', fonts)).toEqual(['王', '😀']);
    expect(unprintable('--name', 'Łucja 王😀', fonts)).toBe(
      '--name: the printed fonts cannot draw "王" (U+738B), "😀" (U+1F600); use Latin letters (accented and Latin Extended-A letters such as Ł, Ō, Č are fine)',
    );
    expect(unprintable('--name', 'Łucja Ōta', fonts)).toBeNull();
    expect(withDrawable('tower 王', fonts, 'body')).toBe('tower ?');
  });
});
