import { describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorReason, tempPath, WriteError, writeFilesAtomic } from '../../generators/pdf/write-files.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('writeFilesAtomic', () => {
  test('writes every file and leaves no temporary or backup file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-files-'));
    writeFileSync(join(dir, 'a.pdf'), 'old a');
    await writeFilesAtomic([{ path: join(dir, 'a.pdf'), bytes: bytes('new a') }, { path: join(dir, 'b.png'), bytes: bytes('new b') }]);
    expect(readFileSync(join(dir, 'a.pdf'), 'utf8')).toBe('new a');
    expect(readFileSync(join(dir, 'b.png'), 'utf8')).toBe('new b');
    expect(readdirSync(dir).sort()).toEqual(['a.pdf', 'b.png']);
  });

  test('a later file that cannot be written: the earlier ones are removed, a replaced file comes back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-files-'));
    writeFileSync(join(dir, 'a.pdf'), 'old a');
    // c.png is a folder with something in it: nothing can be renamed over it.
    mkdirSync(join(dir, 'c.png'));
    writeFileSync(join(dir, 'c.png', 'keep'), 'x');
    const files = [
      { path: join(dir, 'a.pdf'), bytes: bytes('new a') },
      { path: join(dir, 'b.png'), bytes: bytes('new b') },
      { path: join(dir, 'c.png'), bytes: bytes('new c') },
    ];
    const error = await writeFilesAtomic(files).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect((error as WriteError).path).toBe(join(dir, 'c.png'));
    expect(readFileSync(join(dir, 'a.pdf'), 'utf8')).toBe('old a');
    expect(readdirSync(dir).sort()).toEqual(['a.pdf', 'c.png']);
    expect(readdirSync(join(dir, 'c.png'))).toEqual(['keep']);
  });

  test('a temporary file that cannot be made: nothing is written, nothing of ours is left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-files-'));
    mkdirSync(tempPath(join(dir, 'b.png')));
    const error = await writeFilesAtomic([{ path: join(dir, 'a.pdf'), bytes: bytes('a') }, { path: join(dir, 'b.png'), bytes: bytes('b') }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect((error as WriteError).message).toBe(`could not write ${join(dir, 'b.png')}: it is a folder (EISDIR)`);
    expect(readdirSync(dir)).toEqual([`b.png.tmp-${process.pid}`]);
  });

  test('the same file named twice is refused before anything is written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-files-'));
    const path = join(dir, 'a.png');
    await expect(writeFilesAtomic([{ path, bytes: bytes('1') }, { path, bytes: bytes('2') }])).rejects.toThrow(/named twice/);
    expect(readdirSync(dir)).toEqual([]);
  });

  test('reasons in plain words', () => {
    expect(errorReason(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe('no space left on the device (ENOSPC)');
    expect(errorReason(Object.assign(new Error('EXDEV: cross-device link not permitted, rename'), { code: 'EXDEV' }))).toBe('cross-device link not permitted (EXDEV)');
    expect(errorReason(new Error('something else'))).toBe('something else');
  });
});
