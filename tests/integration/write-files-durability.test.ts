/**
 * A replaced file reaches the disk before it takes the old one's name, and the rename reaches
 * the disk after: the calls to the file system are recorded in order (node:fs is wrapped).
 */
import { describe, expect, test, vi } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const calls: string[] = [];
vi.mock('node:fs', async (load) => {
  const fs = await load<typeof import('node:fs')>();
  const fdKind = new Map<number, string>();
  const record =
    <F extends (...a: never[]) => unknown>(
      name: string,
      f: F,
      describe: (...a: never[]) => string,
    ) =>
    (...args: Parameters<F>) => {
      calls.push(`${name} ${describe(...(args as never[]))}`);
      return f(...args);
    };
  const kindOf = (path: unknown) =>
    String(path).includes('.tower-press-')
      ? 'temp'
      : String(path).endsWith('.pdf')
        ? 'target'
        : 'folder';
  const open = ((path: string, flags: never, mode: never, cb?: never) => {
    const done = (typeof mode === 'function' ? mode : cb) as unknown as (
      e: unknown,
      fd: number,
    ) => void;
    const rest = typeof mode === 'function' ? [] : [mode];
    return (fs.open as unknown as (...a: unknown[]) => void)(
      path,
      flags,
      ...rest,
      (e: unknown, fd: number) => {
        if (!e) fdKind.set(fd, kindOf(path));
        done(e, fd);
      },
    );
  }) as typeof fs.open;
  const openSync = ((path: string, ...rest: never[]) => {
    const fd = (fs.openSync as (...a: unknown[]) => number)(path, ...rest);
    fdKind.set(fd, kindOf(path));
    return fd;
  }) as typeof fs.openSync;
  const wrapped = {
    ...fs,
    open,
    openSync,
    fsync: record('fsync', fs.fsync, (fd: number) => fdKind.get(fd) ?? '?'),
    fsyncSync: record('fsync', fs.fsyncSync, (fd: number) => fdKind.get(fd) ?? '?'),
    close: record('close', fs.close, (fd: number) => fdKind.get(fd) ?? '?'),
    renameSync: record(
      'rename',
      fs.renameSync,
      (from: string, to: string) => `${kindOf(from)}→${kindOf(to)}`,
    ),
  };
  return { ...wrapped, default: wrapped };
});

const { OutputSet, writeFilesAtomic } = await import('../../generators/files/write-files.ts');

describe('a replaced file is durable', () => {
  test('the temporary file is synced before it is closed and renamed; the folder after the rename', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'durable-'));
    writeFileSync(join(dir, 'a.pdf'), 'old');
    calls.length = 0;
    await writeFilesAtomic([{ path: join(dir, 'a.pdf'), bytes: new TextEncoder().encode('new') }]);
    expect(readFileSync(join(dir, 'a.pdf'), 'utf8')).toBe('new');
    const order = calls.filter((c) => /^(fsync|rename|close) (temp|folder)/.test(c));
    expect(order).toEqual(['fsync temp', 'close temp', 'rename temp→target', 'fsync folder']);
  });

  test('a streamed output (a trace) is synced before its rename too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'durable-'));
    calls.length = 0;
    const set = new OutputSet();
    const trace = await set.stream(join(dir, 't.pdf'));
    trace.write('line\n');
    await set.commit([trace]);
    expect(readFileSync(join(dir, 't.pdf'), 'utf8')).toBe('line\n');
    const order = calls.filter((c) => /^(fsync|rename|close) (temp|folder)/.test(c));
    expect(order).toEqual(['fsync temp', 'close temp', 'rename temp→target', 'fsync folder']);
  });
});
