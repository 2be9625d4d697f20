/**
 * What an output path names, and how it is written (see write-files.ts):
 *
 * - `-` (and /dev/stdout, /dev/fd/1): standard output.
 * - a regular file, or a name that does not exist yet: replaced all at once (a temporary file
 *   beside it, renamed over it when complete).
 * - a symbolic link: followed. A link to a regular file is written through: the file it points
 *   to is replaced all at once and the link stays a link. A link to a device or FIFO writes
 *   into that. A dangling link, or one that loops, is refused: writing would create a file
 *   somewhere the user did not name.
 * - a character device or a FIFO (/dev/null, a named pipe, /dev/stderr): written into
 *   directly; it is never replaced by a regular file.
 * - a folder, a block device (a disk) or a socket: refused.
 */
import { lstatSync, readlinkSync, realpathSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';

export type Target =
  | { readonly kind: 'stdout' }
  /** A character device or FIFO, opened and written in place. */
  | { readonly kind: 'direct'; readonly file: string }
  /** A regular file (or a new one): `file` is where it really is, after following links. */
  | { readonly kind: 'replace'; readonly file: string; readonly mode: number | null };

/** An output path that cannot be written; the message names it and says why. */
export class TargetError extends Error {
  readonly path: string;
  constructor(path: string, message: string) {
    super(message);
    this.path = path;
    this.name = 'TargetError';
  }
}

/** Names that mean this process's standard output. */
const STDOUT = new Set(['-', '/dev/stdout', '/dev/fd/1', '/proc/self/fd/1']);
/** The longest file name (one path component) Linux and macOS file systems take, in bytes. */
const NAME_MAX = 255;

const codeOf = (e: unknown): string | undefined => (e as { code?: string } | null)?.code;

function statOrNull(path: string, follow: boolean): Stats | null {
  try {
    return follow ? statSync(path) : lstatSync(path);
  } catch (e) {
    if (codeOf(e) === 'ENOENT' || codeOf(e) === 'ENOTDIR') return null;
    throw e;
  }
}

/**
 * Why a new file cannot be made in `folder`: it, or a folder above it, is missing or is a
 * file. Returns null when the folder is there.
 */
function folderProblem(folder: string): string | null {
  let dir = folder;
  for (;;) {
    const stats = statOrNull(dir, true);
    if (stats) {
      if (!stats.isDirectory()) return `${dir} is a file, not a folder`;
      return dir === folder ? null : `the folder ${folder} does not exist`;
    }
    const up = dirname(dir);
    if (up === dir) return `the folder ${folder} does not exist`;
    dir = up;
  }
}

function describe(path: string, stats: Stats, real: string): Target {
  if (stats.isFile()) return { kind: 'replace', file: real, mode: stats.mode & 0o7777 };
  if (stats.isCharacterDevice() || stats.isFIFO()) return { kind: 'direct', file: real };
  if (stats.isDirectory())
    throw new TargetError(path, `${path} is a folder; name a file (in it or elsewhere)`);
  if (stats.isBlockDevice())
    throw new TargetError(
      path,
      `${path} is a disk (a block device); tower-press does not write onto disks`,
    );
  throw new TargetError(path, `${path} is a socket, not a file`);
}

/** How `path` (as the user gave it) would be written, or a TargetError saying why it cannot. */
export function resolveTarget(path: string): Target {
  if (STDOUT.has(path)) return { kind: 'stdout' };
  if (path === '') throw new TargetError(path, 'the file name is empty');
  const abs = resolve(path);
  const nameBytes = Buffer.byteLength(basename(abs));
  if (nameBytes > NAME_MAX)
    throw new TargetError(
      path,
      `the file name is ${nameBytes} bytes long; file systems take at most ${NAME_MAX}`,
    );
  try {
    const own = statOrNull(abs, false);
    if (!own) {
      const problem = folderProblem(dirname(abs));
      if (problem) throw new TargetError(path, problem);
      return { kind: 'replace', file: abs, mode: null };
    }
    if (!own.isSymbolicLink()) return describe(path, own, abs);
    const pointed = statOrNull(abs, true);
    if (!pointed)
      throw new TargetError(
        path,
        `${path} is a symbolic link to ${readlinkSync(abs)}, which does not exist; remove the link or name another file`,
      );
    // /proc/self/fd/N and the like point to pipes and terminals that have no path to resolve.
    return describe(path, pointed, pointed.isFile() ? realpathSync(abs) : abs);
  } catch (e) {
    if (e instanceof TargetError) throw e;
    if (codeOf(e) === 'ELOOP') throw new TargetError(path, `${path} is a symbolic link that loops`);
    throw e;
  }
}
