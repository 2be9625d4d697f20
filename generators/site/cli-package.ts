/**
 * The tower-press CLI as an npm package the site offers for download, so a visitor can
 * install the command the rules pages mention: `npm pack` (which compiles the CLI first, see
 * scripts/build-cli.ts) into public/generated/downloads/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cliPackagePath } from '../../src/site/downloads.ts';

export function writeCliPackage(publicDir: string, version: string): string {
  const dir = join(publicDir, cliPackagePath(version), '..');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [file] = readdirSync(dir);
  if (file !== `tower-press-${version}.tgz`)
    throw new Error(`npm pack wrote ${file ?? 'nothing'}, not tower-press-${version}.tgz`);
  return join(dir, file);
}
