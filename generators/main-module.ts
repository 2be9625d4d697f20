/**
 * Whether a module is the script Node was started with. Compared as real paths, not as a URL
 * against a raw path: a checkout whose path has a space (or any character a URL escapes) or
 * is reached through a symbolic link must still run.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function isMainModule(moduleUrl: string, scriptPath: string | undefined): boolean {
  if (!scriptPath) return false;
  try {
    return realpathSync(fileURLToPath(moduleUrl)) === realpathSync(scriptPath);
  } catch {
    return false;
  }
}
