/**
 * Writes the outputs of one command all together or not at all (an OutputSet). Each file goes
 * to a temporary file beside its target, created exclusively under an unpredictable name; only
 * when every one is complete are they renamed over their targets. If anything fails, or the
 * process is interrupted (SIGINT, SIGTERM, SIGHUP), the temporary files are removed, targets
 * already renamed are removed again and any file they replaced is put back.
 *
 * Devices, FIFOs, standard output and other open descriptors such as /dev/stderr (see
 * write-target.ts) cannot be written "beside": they
 * get their bytes directly, after every temporary file is complete and before any rename. A
 * streamed output to one of them receives its bytes as they are made; those cannot be taken
 * back if a later output fails.
 *
 * A failure is thrown as a WriteError naming the file the user asked for and the reason.
 */
import { randomBytes } from 'node:crypto';
import {
  close,
  closeSync,
  constants,
  copyFileSync,
  fstat,
  fsync,
  fsyncSync,
  linkSync,
  lstatSync,
  open,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  write,
  type Stats,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { resolveTarget, TargetError, type Target } from './write-target.ts';

export { resolveTarget, TargetError, type Target } from './write-target.ts';

const openFd = promisify(open);
const closeFd = promisify(close);
const fstatFd = promisify(fstat) as (fd: number) => Promise<Stats>;
const fsyncFd = promisify(fsync);
const writeFd = (fd: number, data: Uint8Array): Promise<number> =>
  new Promise((done, fail) => write(fd, data, (e, written) => (e ? fail(e) : done(written))));

export interface OutputFile {
  path: string;
  bytes: Uint8Array;
  /** Refuse a symbolic link at the path instead of writing through it (--png-dir's files). */
  noLinks?: boolean;
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

const REASONS: Readonly<Record<string, string>> = {
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
  EPIPE: 'the reader went away (broken pipe)',
  ENXIO: 'no such device',
};

/** Why a file system call failed, in plain words (Node's own text when the code is unusual). */
export function errorReason(error: unknown): string {
  if (error instanceof TargetError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && Object.hasOwn(REASONS, code)) return `${REASONS[code]} (${code})`;
  const message = error instanceof Error ? error.message : String(error);
  // "ENOSPC: no space left on device, write" → "no space left on device (ENOSPC)"
  const m = /^(E[A-Z]+): ([^,]+)(?:,.*)?$/s.exec(message);
  return m ? `${m[2]} (${m[1]})` : message;
}

/**
 * A fresh name in `folder` for a temporary file: short (so a target name near the 255-byte
 * limit still works), unpredictable (so nobody can plant a file or link there first), and
 * carrying this process's id, so a later run can tell a leftover (see removeStaleTemps).
 */
export const tempName = (folder: string): string =>
  join(folder, `.tower-press-${process.pid}-${randomBytes(6).toString('base64url')}.tmp`);

/** Our temporary files: with the writer's process id, and (before ids were added) without. */
const OURS = /^\.tower-press-(?:(\d+)-[\w-]{8}|[\w-]{12})\.tmp$/;
/** A temporary file of ours without a process id is taken as left over once a day old. */
const UNNAMED_STALE_MS = 24 * 60 * 60 * 1000;

/** Whether process `pid` is running (one we may not signal is running too). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM';
  }
}

const swept = new Set<string>();

/**
 * Removes temporary files of ours left in `folder` by a run that was killed (SIGKILL, a power
 * cut: no handler ran), once per folder and process, before writing there. Only regular files
 * of this user named like ours are touched, and only stale ones: a name carries the writer's
 * process id, so a file whose process is gone is removed, and one whose process still runs is
 * left alone however old (a long `simulate --trace` may be writing it). Files named before ids
 * were added are removed once untouched for a day. Nothing here may stop a write: errors are
 * ignored.
 */
export function removeStaleTemps(folder: string): void {
  if (swept.has(folder)) return;
  swept.add(folder);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  const uid = process.getuid?.();
  for (const name of names) {
    const m = OURS.exec(name);
    if (!m) continue;
    const pid = m[1] === undefined ? null : Number(m[1]);
    if (pid !== null && (pid === process.pid || running(pid))) continue;
    const path = join(folder, name);
    try {
      const stats = lstatSync(path);
      if (!stats.isFile() || (uid !== undefined && stats.uid !== uid)) continue;
      if (pid === null && Date.now() - stats.mtimeMs < UNNAMED_STALE_MS) continue;
      rmSync(path, { force: true });
    } catch {
      // gone already, or not ours to remove
    }
  }
}

/** A standard stream, written with back-pressure (it may be a slow pipe). */
function writeStream(stream: NodeJS.WriteStream, data: Uint8Array | string): Promise<void> {
  return new Promise((done, fail) => {
    const onError = (e: Error) => fail(e);
    stream.once('error', onError);
    stream.write(data, (e) => {
      stream.off('error', onError);
      if (e) fail(e);
      else done();
    });
  });
}
const writeStdout = (data: Uint8Array | string) => writeStream(process.stdout, data);

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function writeAll(fd: number, data: Uint8Array | string): Promise<void> {
  let bytes = typeof data === 'string' ? Buffer.from(data) : data;
  while (bytes.length) {
    try {
      bytes = bytes.subarray(await writeFd(fd, bytes));
    } catch (e) {
      // A descriptor inherited from the shell may be a non-blocking pipe that is full for now.
      if ((e as { code?: string }).code !== 'EAGAIN') throw e;
      await pause(5);
    }
  }
}

/**
 * Writes into a descriptor this process was given (never opened or closed here): standard
 * error through its stream, so the bytes keep their order with what else is printed there.
 */
const writeDescriptor = (fd: number, data: Uint8Array | string): Promise<void> =>
  fd === 2 ? writeStream(process.stderr, data) : writeAll(fd, data);

/** Opens a device or FIFO for writing in place: never created, never truncated into a file. */
async function openDirect(file: string): Promise<number> {
  // No O_CREAT: if the device vanished since it was checked, this fails instead of making a file.
  const fd = await openFd(file, constants.O_WRONLY | constants.O_NOCTTY);
  const stats = await fstatFd(fd);
  if (stats.isFile() || stats.isDirectory()) {
    await closeFd(fd);
    throw new TargetError(file, `${file} changed while it was being written`);
  }
  return fd;
}

/**
 * Flushes a folder's entries to the disk after a rename. Some systems cannot sync a folder
 * (EINVAL, EISDIR, EPERM, EACCES, ENOTSUP): the files are complete either way, so that is not an
 * error.
 */
function syncFolder(folder: string): void {
  let fd = -1;
  try {
    fd = openSync(folder, constants.O_RDONLY);
    fsyncSync(fd);
  } catch {
    // best effort, as above
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

interface Entry {
  /** The path as the user gave it: every message names this. */
  readonly path: string;
  readonly target: Target;
  /** Bytes held in memory until commit (absent for a stream). */
  bytes?: Uint8Array;
  /** An open temporary file (replace) or device (direct), -1 when none is open. */
  fd: number;
  temp: string | null;
  /** Set once renamed over the target: the hard link that keeps the replaced file, if any. */
  placed?: { backup: string | null };
}

const live = new Set<OutputSet>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function onSignal(signal: NodeJS.Signals): void {
  const ours = process.listenerCount(signal) === 1;
  for (const set of [...live]) set.abort();
  // Die of the signal as the process would have without us, unless someone else handles it.
  if (ours) {
    uninstall();
    process.kill(process.pid, signal);
  }
}
function onExit(): void {
  abortAllOutputs();
}
/** Leaves every target as it was (removes temporary files, undoes renames) for every open set. */
export function abortAllOutputs(): void {
  for (const set of [...live]) set.abort();
}
function install(): void {
  if (live.size !== 1) return;
  for (const s of SIGNALS) process.on(s, onSignal);
  process.on('exit', onExit);
}
function uninstall(): void {
  for (const s of SIGNALS) process.off(s, onSignal);
  process.off('exit', onExit);
}

/** One streamed output of an OutputSet: text is buffered and written in chunks by `flush`. */
export class OutputStream {
  readonly path: string;
  readonly flushAt: number;
  readonly #sink: (text: string) => Promise<void>;
  #chunks: string[] = [];
  #size = 0;

  constructor(path: string, flushAt: number, sink: (text: string) => Promise<void>) {
    this.path = path;
    this.flushAt = flushAt;
    this.#sink = sink;
  }

  /** Buffers text; call `flush` now and then (it writes once about `flushAt` characters wait). */
  write(text: string): void {
    this.#chunks.push(text);
    this.#size += text.length;
  }

  get buffered(): number {
    return this.#size;
  }

  /** Writes the buffer out if it has grown past `flushAt` characters (or always, with `all`). */
  async flush(all = false): Promise<void> {
    if (!this.#size || (!all && this.#size < this.flushAt)) return;
    const text = this.#chunks.join('');
    this.#chunks = [];
    this.#size = 0;
    try {
      await this.#sink(text);
    } catch (e) {
      throw new WriteError(this.path, e);
    }
  }
}

/** The outputs of one command, committed together or not at all. */
export class OutputSet {
  #entries: Entry[] = [];
  #state: 'open' | 'committing' | 'done' = 'open';

  /**
   * Adds an output whose bytes are all at hand; nothing is written before `commit`. With
   * `noLinks`, a symbolic link at the path is refused instead of written through.
   */
  add(path: string, bytes: Uint8Array, noLinks = false): void {
    this.#entries.push({ path, target: this.#resolve(path, noLinks), bytes, fd: -1, temp: null });
  }

  /** Opens a streamed output now (its temporary file, or the device itself). */
  async stream(path: string, flushAt = 1 << 20): Promise<OutputStream> {
    const entry: Entry = { path, target: this.#resolve(path), fd: -1, temp: null };
    this.#entries.push(entry);
    this.#watch();
    try {
      if (entry.target.kind === 'replace') await this.#openTemp(entry);
      else if (entry.target.kind === 'direct') entry.fd = await openDirect(entry.target.file);
    } catch (e) {
      throw e instanceof WriteError ? e : new WriteError(path, e);
    }
    const { target } = entry;
    const sink =
      target.kind === 'stdout'
        ? writeStdout
        : target.kind === 'descriptor'
          ? (text: string) => writeDescriptor(target.fd, text)
          : (text: string) => {
              if (entry.fd < 0) throw new Error('the output was closed (the run was interrupted)');
              return writeAll(entry.fd, text);
            };
    return new OutputStream(path, flushAt, sink);
  }

  #resolve(path: string, noLinks = false): Target {
    if (this.#state !== 'open') throw new Error('this set of outputs is already committed');
    let target: Target;
    try {
      target = resolveTarget(path, noLinks);
    } catch (e) {
      throw new WriteError(path, e);
    }
    const same = this.#entries.find(
      (e) =>
        JSON.stringify(e.target) === JSON.stringify(target) &&
        target.kind !== 'direct' &&
        target.kind !== 'descriptor',
    );
    if (same)
      throw new WriteError(
        path,
        new Error(
          same.path === path
            ? 'the same file is named twice'
            : `it is the same file as ${same.path}`,
        ),
      );
    return target;
  }

  #watch(): void {
    if (!live.has(this)) {
      live.add(this);
      install();
    }
  }

  async #openTemp(entry: Entry): Promise<void> {
    const target = entry.target as Extract<Target, { kind: 'replace' }>;
    removeStaleTemps(dirname(target.file));
    const temp = tempName(dirname(target.file));
    // 'wx': O_CREAT|O_EXCL, which also refuses to follow a link planted at the name.
    entry.fd = await openFd(temp, 'wx', target.mode ?? 0o666);
    entry.temp = temp;
  }

  /** Finishes every output, then swaps them all in; on any failure leaves every target as it was. */
  async commit(streams: readonly OutputStream[] = []): Promise<void> {
    this.#state = 'committing';
    this.#watch();
    try {
      for (const s of streams) await s.flush(true);
      // 1. Every temporary file complete and closed.
      for (const entry of this.#entries) {
        if (entry.target.kind !== 'replace') continue;
        try {
          if (entry.bytes) {
            await this.#openTemp(entry);
            await writeAll(entry.fd, entry.bytes);
          }
          // On the disk before the rename: a crash just after it must not leave an empty file
          // where the old one was.
          if (entry.fd >= 0) await fsyncFd(entry.fd);
          await this.#close(entry);
        } catch (e) {
          throw new WriteError(entry.path, e);
        }
      }
      // 2. Devices, FIFOs and standard output get their bytes.
      for (const entry of this.#entries) {
        if (entry.target.kind === 'replace') continue;
        try {
          if (entry.target.kind === 'direct') {
            if (entry.bytes) {
              entry.fd = await openDirect(entry.target.file);
              await writeAll(entry.fd, entry.bytes);
            }
            await this.#close(entry);
          } else if (entry.target.kind === 'descriptor') {
            if (entry.bytes) await writeDescriptor(entry.target.fd, entry.bytes);
          } else if (entry.bytes) await writeStdout(entry.bytes);
        } catch (e) {
          throw new WriteError(entry.path, e);
        }
      }
      // 3. The renames. A replaced file is kept (hard-linked, or copied where links are not
      // allowed) until every rename has worked, so a failure can put it back.
      for (const entry of this.#entries) {
        if (entry.target.kind !== 'replace') continue;
        const { file, mode } = entry.target;
        let backup: string | null = null;
        try {
          if (mode !== null) {
            backup = tempName(dirname(file));
            try {
              linkSync(file, backup);
            } catch {
              copyFileSync(file, backup);
            }
          }
          renameSync(entry.temp!, file);
          entry.temp = null;
          entry.placed = { backup };
        } catch (e) {
          if (backup) rmSync(backup, { force: true });
          throw new WriteError(entry.path, e);
        }
      }
    } catch (e) {
      this.abort();
      throw e;
    }
    for (const entry of this.#entries)
      if (entry.placed?.backup) rmSync(entry.placed.backup, { force: true });
    // The renames themselves on the disk: each folder's entry now names the new file.
    const folders = new Set<string>();
    for (const entry of this.#entries)
      if (entry.target.kind === 'replace') folders.add(dirname(entry.target.file));
    for (const folder of folders) syncFolder(folder);
    this.#finish();
  }

  async #close(entry: Entry): Promise<void> {
    const fd = entry.fd;
    if (fd < 0) return;
    entry.fd = -1;
    await closeFd(fd);
  }

  /**
   * Leaves every target as it was before this set (synchronous, so it can run in a signal or
   * exit handler): closes what is open, removes temporary files, undoes renames.
   */
  abort(): void {
    for (const entry of [...this.#entries].reverse()) {
      if (entry.fd >= 0) {
        try {
          closeSync(entry.fd);
        } catch {
          // already closed
        }
        entry.fd = -1;
      }
      if (entry.temp) rmSync(entry.temp, { force: true });
      entry.temp = null;
      if (entry.placed && entry.target.kind === 'replace') {
        try {
          if (entry.placed.backup) renameSync(entry.placed.backup, entry.target.file);
          else rmSync(entry.target.file, { force: true });
        } catch {
          // Nothing more can be done; the new file stays in place.
        }
        entry.placed = undefined;
      }
    }
    this.#finish();
  }

  #finish(): void {
    this.#state = 'done';
    if (live.delete(this) && live.size === 0) uninstall();
  }
}

/** Writes every file, or (on any failure) none of them, leaving the targets as they were. */
export async function writeFilesAtomic(files: readonly OutputFile[]): Promise<void> {
  const set = new OutputSet();
  for (const file of files) set.add(file.path, file.bytes, file.noLinks);
  await set.commit();
}

/** One file, all or nothing. */
export const writeOutput = (path: string, bytes: Uint8Array): Promise<void> =>
  writeFilesAtomic([{ path, bytes }]);
