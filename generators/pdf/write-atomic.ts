/**
 * Writes a file all at once or not at all: bytes go to a temporary name beside the target
 * and are renamed over it only when complete, so a failed run leaves nothing half-written.
 */
import { closeSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';

export async function writeFileAtomic(path: string, bytes: Uint8Array): Promise<void> {
  const temp = `${path}.tmp-${process.pid}`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, path);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}

/**
 * The same for text too large to hold in memory (a long trace): lines go to the temporary
 * file in chunks of about a megabyte; `commit` renames it over the target, `abort` removes it.
 */
export class AtomicTextWriter {
  readonly path: string;
  readonly temp: string;
  #fd: number | null;
  #chunks: string[] = [];
  #size = 0;

  constructor(path: string) {
    this.path = path;
    this.temp = `${path}.tmp-${process.pid}`;
    this.#fd = openSync(this.temp, 'w');
  }

  write(text: string): void {
    this.#chunks.push(text);
    this.#size += text.length;
    if (this.#size >= 1 << 20) this.#flush();
  }

  #flush(): void {
    if (this.#fd === null) throw new Error(`${this.path}: already closed`);
    if (this.#chunks.length) writeSync(this.#fd, this.#chunks.join(''));
    this.#chunks = [];
    this.#size = 0;
  }

  /** Writes what is left, closes the file and renames it over the target. */
  commit(): void {
    try {
      this.#flush();
      closeSync(this.#fd!);
      this.#fd = null;
      renameSync(this.temp, this.path);
    } catch (e) {
      this.abort();
      throw e;
    }
  }

  /** Closes and removes the temporary file; the target is left as it was. */
  abort(): void {
    if (this.#fd !== null) {
      try {
        closeSync(this.#fd);
      } catch {
        // already closed
      }
      this.#fd = null;
    }
    this.#chunks = [];
    rmSync(this.temp, { force: true });
  }
}
