/**
 * What an output path names, and how it is written (see write-files.ts):
 *
 * - `-` (and /dev/stdout, /dev/fd/1): standard output.
 * - another open descriptor of this process (/dev/stderr, /dev/fd/N, /proc/self/fd/N, or a link
 *   to one): written into through that descriptor, as the shell set it up (`2>>log` appends to
 *   log). Opening the path instead would open, and renaming over it would replace, the file the
 *   descriptor points at. Standard input (/dev/stdin, /dev/fd/0) is refused as an output.
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
import {
  accessSync,
  constants,
  fstatSync,
  lstatSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, resolve } from 'node:path';

export type Target =
  | { readonly kind: 'stdout' }
  /** An open descriptor of this process (2 for /dev/stderr), written into and never closed. */
  | { readonly kind: 'descriptor'; readonly fd: number }
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

/** Why a file cannot be made in `folder` although the folder is there, or null. */
function unwritableFolder(folder: string, file: string, exists: boolean): string | null {
  try {
    accessSync(folder, constants.W_OK);
    return null;
  } catch (e) {
    if (codeOf(e) !== 'EACCES' && codeOf(e) !== 'EPERM' && codeOf(e) !== 'EROFS') return null;
    if (codeOf(e) === 'EROFS') return `the folder ${folder} is on a read-only file system`;
    return exists
      ? `the folder ${folder} must be writable: tower-press writes a temporary file beside ${file} and renames it over the file when complete, so a writable file is not enough`
      : `the folder ${folder} must be writable to create ${file} in it`;
  }
}

/** A regular file (or a new one) in `dirname(real)`: replaced, if its folder takes new files. */
function replaceTarget(path: string, real: string, mode: number | null): Target {
  const problem = unwritableFolder(dirname(real), real, mode !== null);
  if (problem) throw new TargetError(path, problem);
  return { kind: 'replace', file: real, mode };
}

function describe(path: string, stats: Stats, real: string): Target {
  if (stats.isFile()) return replaceTarget(path, real, stats.mode & 0o7777);
  if (stats.isCharacterDevice() || stats.isFIFO()) return { kind: 'direct', file: real };
  if (stats.isDirectory())
    throw new TargetError(path, `${path} is a folder; name a file (in it or elsewhere)`);
  if (stats.isBlockDevice())
    throw new TargetError(
      path,
      `${path} is a disk (a block device); tower-press does not write onto disks`,
    );
  if (stats.isSocket()) throw new TargetError(path, `${path} is a socket, not a file`);
  throw new TargetError(path, `${path} is not a file, a device or a pipe`);
}

/** The folders whose entries are this process's open descriptors (Linux; macOS has /dev/fd). */
const descriptorFolders = (): ReadonlySet<string> =>
  new Set(['/dev/fd', '/proc/self/fd', `/proc/${process.pid}/fd`]);

/**
 * The descriptor number `path` names, following any links on the way (/dev/stderr is a link to
 * /proc/self/fd/2), or null when it names no descriptor of this process.
 */
function descriptorOf(abs: string): number | null {
  const folders = descriptorFolders();
  let path = abs;
  for (let hops = 0; hops < 40; hops++) {
    const m = /^(.*)\/(\d+)$/.exec(path);
    if (m) {
      const folder = m[1] || '/';
      let real = folder;
      try {
        real = realpathSync(folder);
      } catch {
        // a folder that does not exist holds no descriptors
      }
      if (folders.has(folder) || folders.has(real)) return Number(m[2]);
    }
    let stats: Stats;
    try {
      stats = lstatSync(path);
    } catch {
      return null;
    }
    if (!stats.isSymbolicLink()) return null;
    path = resolve(dirname(path), readlinkSync(path));
  }
  return null;
}

/** Whether another descriptor of this process holds the same pipe (its other end). */
function heldTwice(fd: number, stats: Stats): boolean {
  let names: string[];
  try {
    names = readdirSync('/dev/fd');
  } catch {
    return false;
  }
  return names.some((name) => {
    const other = Number(name);
    if (other === fd || !Number.isInteger(other)) return false;
    try {
      const s = fstatSync(other);
      return s.ino === stats.ino && s.dev === stats.dev;
    } catch {
      return false;
    }
  });
}

function descriptorTarget(path: string, abs: string, fd: number): Target {
  if (fd === 1) return { kind: 'stdout' };
  if (fd === 0)
    throw new TargetError(
      path,
      `${path} is standard input, which is read, not written; name a file or - (standard output)`,
    );
  let stats: Stats;
  try {
    stats = fstatSync(fd);
  } catch {
    throw new TargetError(path, `${path} names descriptor ${fd}, which is not open`);
  }
  // Standard error, or a file the shell opened (`5>>log`): written through the descriptor.
  if (fd === 2 || stats.isFile()) return { kind: 'descriptor', fd };
  // Node keeps pipes of its own (both ends open in this process): never write into those.
  if (stats.isFIFO() && heldTwice(fd, stats))
    throw new TargetError(
      path,
      `${path} names descriptor ${fd}, which tower-press did not inherit`,
    );
  // A pipe or device (`>(gzip > x)` gives /dev/fd/63): opened again through its path, which
  // reaches the same pipe or device and replaces nothing.
  return describe(path, stats, abs);
}

/**
 * How `path` (as the user gave it) would be written, or a TargetError saying why it cannot.
 * With `noLinks`, a symbolic link at the path is refused instead of followed.
 */
export function resolveTarget(path: string, noLinks = false): Target {
  if (STDOUT.has(path)) return { kind: 'stdout' };
  if (path === '') throw new TargetError(path, 'the file name is empty');
  const abs = resolve(path);
  const fd = descriptorOf(abs);
  if (fd !== null) return descriptorTarget(path, abs, fd);
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
      return replaceTarget(path, abs, null);
    }
    if (!own.isSymbolicLink()) return describe(path, own, abs);
    if (noLinks)
      throw new TargetError(
        path,
        `${path} is a symbolic link (to ${readlinkSync(abs)}); it is not written through: remove it`,
      );
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
