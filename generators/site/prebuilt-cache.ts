/**
 * The prebuilt files (blank sheets, card sheets, rulebooks, kits, the CLI package) are made only
 * when what they are made from changes. Each step has a key: a hash of its input files, the
 * code that draws them and the settings it reads (the site's address). After a step runs, the
 * files it wrote and their hashes are kept with the key in `.cache/prebuilt/<step>.json` (an
 * ignored folder). The next build with the same key, and with those files still in place
 * unchanged, skips the step. A clean checkout, a changed input or a damaged output runs it again,
 * so the files are always the ones a clean build writes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export interface PrebuiltStep {
  /** Names the step's manifest: `.cache/prebuilt/<name>.json`. */
  name: string;
  /** Files and folders (relative to the project root) whose contents the outputs depend on. */
  inputs: readonly string[];
  /** Anything else the outputs depend on: settings, other steps' keys. */
  settings?: readonly string[];
  /** Writes the outputs under the output folder; returns how many it wrote. */
  run(): Promise<number>;
}

export interface StepResult {
  key: string;
  count: number;
  /** True when the files were already there, made from the same inputs. */
  cached: boolean;
}

interface Manifest {
  key: string;
  count: number;
  /** Output files, relative to the output folder, and the SHA-256 of each. */
  files: Record<string, string>;
}

const sha256 = (data: Uint8Array | string): string =>
  createHash('sha256').update(data).digest('hex');

/** Every file under `path` (or `path` itself), sorted, skipping what cannot be read. */
async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [path];
  if (!info.isDirectory()) return [];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** The hash of the named files' paths and contents, and the settings. */
export async function inputKey(
  root: string,
  inputs: readonly string[],
  settings: readonly string[] = [],
): Promise<string> {
  const hash = createHash('sha256');
  for (const input of [...inputs].sort()) {
    for (const file of await filesUnder(join(root, input))) {
      hash.update(`${relative(root, file).split(sep).join('/')}\0`);
      hash.update(sha256(await readFile(file)));
    }
  }
  for (const setting of settings) hash.update(`setting\0${setting}\0`);
  return hash.digest('hex');
}

async function readManifest(path: string): Promise<Manifest | null> {
  try {
    const data = JSON.parse(await readFile(path, 'utf8')) as Manifest;
    return typeof data.key === 'string' && data.files && typeof data.files === 'object'
      ? data
      : null;
  } catch {
    return null;
  }
}

/** Whether every file the manifest lists is in `outDir` with the bytes it had when written. */
async function outputsIntact(outDir: string, manifest: Manifest): Promise<boolean> {
  for (const [file, hash] of Object.entries(manifest.files)) {
    const bytes = await readFile(join(outDir, file)).catch(() => null);
    if (!bytes || sha256(bytes) !== hash) return false;
  }
  return Object.keys(manifest.files).length > 0;
}

/**
 * Runs the step unless its outputs are already in `outDir`, made from the same inputs. The
 * outputs are the files under `outDir` the step wrote while it ran (newer than its start).
 */
export async function runCached(
  root: string,
  outDir: string,
  step: PrebuiltStep,
): Promise<StepResult> {
  const key = await inputKey(root, step.inputs, [step.name, ...(step.settings ?? [])]);
  const cacheDir = join(root, '.cache', 'prebuilt');
  const manifestPath = join(cacheDir, `${step.name}.json`);
  const manifest = await readManifest(manifestPath);
  if (manifest?.key === key && (await outputsIntact(outDir, manifest)))
    return { key, count: manifest.count, cached: true };

  // Whole seconds, as some file systems keep them: a file written in the same second counts.
  const started = Math.floor(Date.now() / 1000) * 1000;
  const count = await step.run();
  const files: Record<string, string> = {};
  for (const file of await filesUnder(outDir)) {
    if ((await stat(file)).mtimeMs < started) continue;
    files[relative(outDir, file).split(sep).join('/')] = sha256(await readFile(file));
  }
  await mkdir(cacheDir, { recursive: true });
  // Written whole, then renamed: a build stopped here leaves the old manifest or none.
  const temporary = `${manifestPath}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify({ key, count, files } satisfies Manifest));
  await rename(temporary, manifestPath);
  return { key, count, cached: false };
}
