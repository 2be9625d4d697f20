/** Names in Latin Extended-A letters printed in the sheets, and names the fonts cannot draw. */
import { describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../support/run-cli.ts';
import { pdfText } from '../support/pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'fonts-'));

describe('names in the sheets', () => {
  test('a Latin Extended-A name prints (flattened: as text; fillable: in the field’s own appearance)', async () => {
    const flat = join(dir, 'flat.pdf');
    expect(
      (await runCli('sheet', 'figure', '--name', 'Łucja Ōta', '--flat', '--out', flat)).code,
    ).toBe(0);
    expect(await pdfText(readFileSync(flat))).toContain('Łucja Ōta');
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
