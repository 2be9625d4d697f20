import { describe, expect, test } from 'vitest';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  errorReason,
  OutputSet,
  resolveTarget,
  tempName,
  WriteError,
  writeFilesAtomic,
} from '../../generators/files/write-files.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const folder = () => mkdtempSync(join(tmpdir(), 'write-files-'));
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as WriteError,
  );

describe('writeFilesAtomic', () => {
  test('writes every file and leaves no temporary or backup file', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'a.pdf'), 'old a');
    await writeFilesAtomic([
      { path: join(dir, 'a.pdf'), bytes: bytes('new a') },
      { path: join(dir, 'b.png'), bytes: bytes('new b') },
    ]);
    expect(readFileSync(join(dir, 'a.pdf'), 'utf8')).toBe('new a');
    expect(readFileSync(join(dir, 'b.png'), 'utf8')).toBe('new b');
    expect(readdirSync(dir).sort()).toEqual(['a.pdf', 'b.png']);
  });

  test('a replaced file keeps its permissions', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'a.pdf'), 'old', { mode: 0o640 });
    await writeFilesAtomic([{ path: join(dir, 'a.pdf'), bytes: bytes('new') }]);
    expect(statSync(join(dir, 'a.pdf')).mode & 0o777).toBe(0o640);
  });

  test('a later file that cannot be renamed: the earlier ones are removed, a replaced file comes back', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'a.pdf'), 'old a');
    const set = new OutputSet();
    set.add(join(dir, 'a.pdf'), bytes('new a'));
    set.add(join(dir, 'b.png'), bytes('new b'));
    set.add(join(dir, 'c.png'), bytes('new c'));
    // After the check, c.png becomes a folder with something in it: nothing can be renamed over it.
    mkdirSync(join(dir, 'c.png'));
    writeFileSync(join(dir, 'c.png', 'keep'), 'x');
    const error = await failure(set.commit());
    expect(error).toBeInstanceOf(WriteError);
    expect(error!.path).toBe(join(dir, 'c.png'));
    expect(readFileSync(join(dir, 'a.pdf'), 'utf8')).toBe('old a');
    expect(readdirSync(dir).sort()).toEqual(['a.pdf', 'c.png']);
    expect(readdirSync(join(dir, 'c.png'))).toEqual(['keep']);
  });

  test('a temporary file that cannot be made: nothing is written, nothing of ours is left', async () => {
    const dir = folder();
    mkdirSync(join(dir, 'sub'));
    const set = new OutputSet();
    set.add(join(dir, 'a.pdf'), bytes('a'));
    set.add(join(dir, 'sub', 'b.png'), bytes('b'));
    rmSync(join(dir, 'sub'), { recursive: true });
    const error = await failure(set.commit());
    expect(error!.message).toBe(
      `could not write ${join(dir, 'sub', 'b.png')}: no such file or folder (ENOENT)`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  test('the same file named twice, or twice through a link, is refused before anything is written', async () => {
    const dir = folder();
    const path = join(dir, 'a.png');
    await expect(
      writeFilesAtomic([
        { path, bytes: bytes('1') },
        { path, bytes: bytes('2') },
      ]),
    ).rejects.toThrow(/named twice/);
    writeFileSync(path, 'old');
    symlinkSync(path, join(dir, 'link.png'));
    await expect(
      writeFilesAtomic([
        { path, bytes: bytes('1') },
        { path: join(dir, 'link.png'), bytes: bytes('2') },
      ]),
    ).rejects.toThrow(/same file as/);
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(readdirSync(dir).sort()).toEqual(['a.png', 'link.png']);
  });

  test('no space left: the message names the file, a file of the same run is not replaced', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'a.pdf'), 'old a');
    symlinkSync('/dev/full', join(dir, 'b.png'));
    const error = await failure(
      writeFilesAtomic([
        { path: join(dir, 'a.pdf'), bytes: bytes('new a') },
        { path: join(dir, 'b.png'), bytes: bytes('b') },
      ]),
    );
    expect(error!.message).toBe(
      `could not write ${join(dir, 'b.png')}: no space left on the device (ENOSPC)`,
    );
    expect(readFileSync(join(dir, 'a.pdf'), 'utf8')).toBe('old a');
    expect(readdirSync(dir).sort()).toEqual(['a.pdf', 'b.png']);
  });

  test('temporary names are short, fresh each time and hidden in the target folder', () => {
    const names = new Set(Array.from({ length: 100 }, () => tempName('/x')));
    expect(names.size).toBe(100);
    for (const name of names)
      expect(name).toMatch(new RegExp(`^/x/\\.tower-press-${process.pid}-[\\w-]{8}\\.tmp$`));
  });

  test("a leftover temporary file of ours is removed by the next write there; a live writer's is kept", async () => {
    const dir = folder();
    // No process has this id: Linux ids stop at 2^22 (4,194,304), macOS ids at 99,999.
    const gone = 2 ** 22 + 1;
    const put = (name: string) => (writeFileSync(join(dir, name), 'x'), name);
    const stale = put(`.tower-press-${gone}-abcdefgh.tmp`);
    const live = put(`.tower-press-${process.pid}-abcdefgh.tmp`); // this very process: running
    const parent = put(`.tower-press-${process.ppid}-abcdefgh.tmp`);
    const oldUnnamed = put('.tower-press-abcdefghijkl.tmp'); // before names carried an id
    const dayAgo = (Date.now() - 25 * 3600 * 1000) / 1000;
    utimesSync(join(dir, oldUnnamed), dayAgo, dayAgo);
    const freshUnnamed = put('.tower-press-mnopqrstuvwx.tmp');
    const notOurs = put('.tower-press-notes.txt');
    mkdirSync(join(dir, `.tower-press-${gone}-folder00.tmp`)); // not a regular file: left alone
    await writeFilesAtomic([{ path: join(dir, 'out.pdf'), bytes: bytes('new') }]);
    const left = readdirSync(dir);
    expect(left).not.toContain(stale);
    expect(left).not.toContain(oldUnnamed);
    expect(left).toEqual(expect.arrayContaining([live, parent, freshUnnamed, notOurs, 'out.pdf']));
    expect(left).toContain(`.tower-press-${gone}-folder00.tmp`);
  });

  test('a planted link at a temporary name is never followed (the name is created exclusively)', async () => {
    // The name cannot be guessed; here the OutputSet's own stream shows its file is new and ours.
    const dir = folder();
    const set = new OutputSet();
    const stream = await set.stream(join(dir, 't.txt'));
    const [temp] = readdirSync(dir);
    expect(temp).toMatch(/^\.tower-press-/);
    expect(lstatSync(join(dir, temp!)).isFile()).toBe(true);
    stream.write('hello');
    await set.commit([stream]);
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toBe('hello');
    expect(readdirSync(dir)).toEqual(['t.txt']);
  });

  test('a 255-byte file name works (the temporary name does not lengthen it); 256 is refused by name', async () => {
    const dir = folder();
    const long = join(dir, `${'n'.repeat(251)}.pdf`);
    await writeFilesAtomic([{ path: long, bytes: bytes('x') }]);
    expect(readFileSync(long, 'utf8')).toBe('x');
    const error = await failure(
      writeFilesAtomic([{ path: join(dir, `${'n'.repeat(252)}.pdf`), bytes: bytes('x') }]),
    );
    expect(error!.reason).toBe('the file name is 256 bytes long; file systems take at most 255');
  });

  test('reasons in plain words', () => {
    expect(
      errorReason(
        Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
      ),
    ).toBe('no space left on the device (ENOSPC)');
    expect(
      errorReason(
        Object.assign(new Error('EXDEV: cross-device link not permitted, rename'), {
          code: 'EXDEV',
        }),
      ),
    ).toBe('cross-device link not permitted (EXDEV)');
    expect(errorReason(Object.assign(new Error('x'), { code: 'toString' }))).toBe('x');
    expect(errorReason(new Error('something else'))).toBe('something else');
  });
});

describe('output targets', () => {
  test('what each kind of path is', () => {
    const dir = folder();
    writeFileSync(join(dir, 'real.pdf'), 'x');
    symlinkSync(join(dir, 'real.pdf'), join(dir, 'link.pdf'));
    symlinkSync('/dev/null', join(dir, 'null.pdf'));
    symlinkSync(join(dir, 'gone.pdf'), join(dir, 'dangling.pdf'));
    symlinkSync(join(dir, 'loop.pdf'), join(dir, 'loop.pdf'));
    expect(resolveTarget('-')).toEqual({ kind: 'stdout' });
    expect(resolveTarget('/dev/stdout')).toEqual({ kind: 'stdout' });
    expect(resolveTarget('/dev/null')).toEqual({ kind: 'direct', file: '/dev/null' });
    expect(resolveTarget(join(dir, 'new.pdf'))).toEqual({
      kind: 'replace',
      file: join(dir, 'new.pdf'),
      mode: null,
    });
    expect(resolveTarget(join(dir, 'link.pdf'))).toMatchObject({
      kind: 'replace',
      file: join(dir, 'real.pdf'),
    });
    expect(resolveTarget(join(dir, 'null.pdf'))).toEqual({
      kind: 'direct',
      file: join(dir, 'null.pdf'),
    });
    expect(() => resolveTarget(join(dir, 'dangling.pdf'))).toThrow(
      `${join(dir, 'dangling.pdf')} is a symbolic link to ${join(dir, 'gone.pdf')}, which does not exist; remove the link or name another file`,
    );
    expect(() => resolveTarget(join(dir, 'loop.pdf'))).toThrow('is a symbolic link that loops');
    expect(() => resolveTarget(dir)).toThrow(`${dir} is a folder`);
    expect(() => resolveTarget(join(dir, 'real.pdf', 'x.pdf'))).toThrow(
      `${join(dir, 'real.pdf')} is a file, not a folder`,
    );
    expect(() => resolveTarget(join(dir, 'real.pdf', 'a', 'x.pdf'))).toThrow(
      `${join(dir, 'real.pdf')} is a file, not a folder`,
    );
    expect(() => resolveTarget(join(dir, 'no', 'such', 'x.pdf'))).toThrow(
      `the folder ${join(dir, 'no', 'such')} does not exist`,
    );
    const disk = readdirSync('/dev')
      .map((d) => join('/dev', d))
      .find((d) => {
        try {
          return statSync(d).isBlockDevice();
        } catch {
          return false;
        }
      });
    if (disk) expect(() => resolveTarget(disk)).toThrow('is a disk (a block device)');
  });

  test('writing through a link replaces the file it points to and keeps the link', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'real.pdf'), 'old');
    symlinkSync('real.pdf', join(dir, 'link.pdf'));
    await writeFilesAtomic([{ path: join(dir, 'link.pdf'), bytes: bytes('new') }]);
    expect(lstatSync(join(dir, 'link.pdf')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'real.pdf'), 'utf8')).toBe('new');
    expect(readdirSync(dir).sort()).toEqual(['link.pdf', 'real.pdf']);
  });

  test('a character device is written into and stays a device', async () => {
    await writeFilesAtomic([{ path: '/dev/null', bytes: bytes('into the void') }]);
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
    expect(existsSync('/dev/null')).toBe(true);
  });
});
