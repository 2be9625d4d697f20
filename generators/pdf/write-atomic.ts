/**
 * Writes a file all at once or not at all: bytes go to a temporary name beside the target
 * and are renamed over it only when complete, so a failed run leaves nothing half-written.
 */
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
