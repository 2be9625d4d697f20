/**
 * The folder `cards --png-dir DIR` writes card images into (Node only): checked before any
 * work (a file, or a path through a file, is refused; so is a folder that cannot be written,
 * read-only file systems included), made only once every image is drawn, and taken away
 * again, with the folders made for it, if the images cannot be written. A symbolic link in DIR
 * where an image would go is refused, never written through: it could lead anywhere.
 */
import { closeSync, lstatSync, openSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { UsageError } from '../command.ts';
import { errorReason, tempName } from '../files/write-files.ts';

export interface PngDir {
  /** The folder as given. */
  readonly path: string;
  /** Whether it exists already (its files can then be checked one by one). */
  readonly exists: boolean;
}

const kind = (path: string): 'folder' | 'other' | 'missing' => {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'other';
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'missing';
    throw new UsageError(`--png-dir: cannot use ${path}: ${(e as Error).message}`);
  }
};

/** --png-dir: null when not given; refused when it is a file or lies inside one. */
export function pngDirFlag(value: string | undefined): PngDir | null {
  if (value === undefined) return null;
  if (!value.trim()) throw new UsageError('--png-dir needs a folder name');
  const here = kind(value);
  if (here === 'other')
    throw new UsageError(
      `--png-dir: ${value} is a file, not a folder; name a folder (it is made if missing)`,
    );
  if (here === 'folder') {
    writable(value, value, 'write the card images in it');
    return { path: value, exists: true };
  }
  // A folder to be made: the nearest part that exists must be a folder we may write in.
  for (let up = dirname(resolve(value)); ; up = dirname(up)) {
    const k = kind(up);
    if (k === 'folder') {
      writable(value, up, `make ${value} in it`);
      break;
    }
    if (k === 'other')
      throw new UsageError(`--png-dir: ${value} cannot be made: ${up} is a file, not a folder`);
    if (dirname(up) === up) break;
  }
  return { path: value, exists: false };
}

/**
 * Refuses, before any work, a folder that cannot take new files: a read-only file system, no
 * permission, or a folder the kernel keeps to itself (even root's). Asking (access) is not
 * enough for those, so a file of ours is made there and removed at once.
 */
const REASON: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'not permitted',
};

function writable(value: string, folder: string, to: string): void {
  const probe = tempName(folder);
  try {
    closeSync(openSync(probe, 'wx'));
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'EROFS')
      throw new UsageError(
        `--png-dir: ${folder} is on a read-only file system; name a folder you can write to`,
      );
    if (code === 'EACCES' || code === 'EPERM')
      throw new UsageError(
        `--png-dir: ${value}: cannot write in ${folder} (${REASON[code]}), which is needed to ${to}`,
      );
    throw new UsageError(`--png-dir: cannot use ${value}: ${errorReason(e)}`);
  } finally {
    rmSync(probe, { force: true });
  }
}

/**
 * Refuses an image's path in DIR that is a symbolic link: tower-press writes only files it
 * names itself, never through a link (which could replace a file anywhere). Checked before any
 * work, and again by the writer just before renaming (see OutputFile.noLinks).
 */
export function pngFileLinkCheck(path: string): void {
  let link: string;
  try {
    if (!lstatSync(path).isSymbolicLink()) return;
    link = readlinkSync(path);
  } catch {
    return; // missing: it will be made
  }
  throw new UsageError(
    `--png-dir: ${path} is a symbolic link (to ${link}); card images are never written through links: remove it or name another folder`,
  );
}

/** Makes the folder if missing; returns how to take away what was made (nothing if it existed). */
export async function makePngDir(dir: PngDir): Promise<() => Promise<void>> {
  const first = dir.exists ? undefined : await mkdir(dir.path, { recursive: true });
  return async () => {
    if (first) await rm(first, { recursive: true, force: true });
  };
}
