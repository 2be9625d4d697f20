import { describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontMetrics, readCmap } from '../../src/print/font-merge.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { missingCharacters, unprintable, withDrawable } from '../../src/print/fonts.ts';
import { runCli } from './run-cli.ts';

const fonts = loadFonts();
const dir = mkdtempSync(join(tmpdir(), 'fonts-'));
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

describe('names in the sheets', () => {
  test('a Latin Extended-A name prints (flattened: as text; fillable: in the field’s own appearance)', async () => {
    const flat = join(dir, 'flat.pdf');
    expect(
      (await runCli('sheet', 'figure', '--name', 'Łucja Ōta', '--flat', '--out', flat)).code,
    ).toBe(0);
    expect(execFileSync('pdftotext', [flat, '-']).toString()).toContain('Łucja Ōta');
    const fillable = join(dir, 'fillable.pdf');
    expect((await runCli('sheet', 'figure', '--name', 'Čapek', '--out', fillable)).code).toBe(0);
    expect(readFileSync(fillable).toString('latin1')).toMatch(/\/AP <<\s*\/N \d+ 0 R/);
  });

  test('a name the fonts cannot draw is refused, naming the characters; nothing is written', async () => {
    const out = join(dir, 'refused.pdf');
    const r = await runCli('sheet', 'wizards-tower', '--name', 'Mei 王', '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--name: the printed fonts cannot draw "王" (U+738B)');
    const pad = await runCli('sheet', 'heist-scorepad', '--players', 'Ann,🦊', '--out', out);
    expect(pad.code).toBe(2);
    expect(pad.err).toContain('--players: the printed fonts cannot draw "🦊" (U+1F98A)');
    expect(existsSync(out)).toBe(false);
  });
});
