/**
 * Writes the files of one run all together or not at all. Every file's bytes are already in
 * memory; each goes to a temporary name beside its target, and only when every temporary file
 * is complete are they renamed over their targets. If anything fails, the temporary files are
 * removed, targets written in this run are removed, and any file they replaced is put back.
 * A failure is thrown as a WriteError naming the file the user asked for and the reason.
 */
import { existsSync } from 'node:fs';
import { copyFile, link, open, rename, rm } from 'node:fs/promises';

export interface OutputFile {
  path: string;
  bytes: Uint8Array;
}

/** A file could not be written: `path` is the file asked for, `reason` says why in plain words. */
export class WriteError extends Error {
  readonly path: string;
  readonly reason: string;
  readonly code: string | undefined;

  constructor(path: string, cause: unknown) {
    const reason = errorReason(cause);
    super(`could not write ${path}: ${reason}`, { cause });
    this.name = 'WriteError';
    this.path = path;
    this.reason = reason;
    this.code = (cause as { code?: string } | null)?.code;
  }
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'the file system is read-only',
  ENOENT: 'no such file or folder',
  ENOTDIR: 'part of the path is not a folder',
  EISDIR: 'it is a folder',
  EEXIST: 'it already exists',
  EBUSY: 'the file is busy',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
  EIO: 'input/output error',
  EFBIG: 'the file is too large',
};

/** Why a file system call failed, in plain words (Node's own text when the code is unusual). */
export function errorReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && REASONS[code]) return `${REASONS[code]} (${code})`;
  const message = error instanceof Error ? error.message : String(error);
  // "ENOSPC: no space left on device, write" → "no space left on device (ENOSPC)"
  const m = /^(E[A-Z]+): ([^,]+)(?:,.*)?$/s.exec(message);
  return m ? `${m[2]} (${m[1]})` : message;
}

/** The temporary name a target is first written to. */
export const tempPath = (path: string): string => `${path}.tmp-${process.pid}`;
const backupPath = (path: string): string => `${path}.old-${process.pid}`;

async function writeTemp(file: OutputFile, created: string[]): Promise<void> {
  const temp = tempPath(file.path);
  let handle;
  try {
    handle = await open(temp, 'w');
  } catch (e) {
    throw new WriteError(file.path, e);
  }
  created.push(temp);
  try {
    await handle.writeFile(file.bytes);
    await handle.close();
  } catch (e) {
    await handle.close().catch(() => {});
    throw new WriteError(file.path, e);
  }
}

/** Writes every file, or (on any failure) none of them, leaving the targets as they were. */
export async function writeFilesAtomic(files: readonly OutputFile[]): Promise<void> {
  const paths = files.map((f) => f.path);
  const twice = paths.find((p, i) => paths.indexOf(p) !== i);
  if (twice) throw new WriteError(twice, new Error('the same file is named twice'));
  const temps: string[] = [];
  const placed: { path: string; backup: string | null }[] = [];
  try {
    for (const file of files) await writeTemp(file, temps);
    for (const file of files) {
      let backup: string | null = null;
      try {
        if (existsSync(file.path)) {
          // Keep the file being replaced (a hard link, or a copy where links are not allowed);
          // the rename below then swaps the new file in without a moment with no file at all.
          backup = backupPath(file.path);
          await rm(backup, { force: true });
          await link(file.path, backup).catch(() => copyFile(file.path, backup!));
        }
        await rename(tempPath(file.path), file.path);
      } catch (e) {
        if (backup) await rm(backup, { force: true }).catch(() => {});
        throw new WriteError(file.path, e);
      }
      placed.push({ path: file.path, backup });
    }
  } catch (e) {
    // Undo, newest first: remove what this run put in place and restore what it replaced.
    for (const { path, backup } of placed.reverse()) {
      await rm(path, { force: true }).catch(() => {});
      if (backup) await rename(backup, path).catch(() => {});
    }
    for (const temp of temps) await rm(temp, { force: true }).catch(() => {});
    throw e;
  }
  for (const { backup } of placed) if (backup) await rm(backup, { force: true }).catch(() => {});
}

/** One file, all or nothing. */
export const writeOutput = (path: string, bytes: Uint8Array): Promise<void> => writeFilesAtomic([{ path, bytes }]);
