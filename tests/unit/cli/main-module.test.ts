import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { isMainModule } from '../../../generators/main-module.ts';

const dir = mkdtempSync(join(tmpdir(), 'tower press ä%20 '));
const script = join(dir, 'cli.ts');
writeFileSync(script, '');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CLI knows it was started as a script', () => {
  test('from a folder whose path has a space, a percent sign and a non-ASCII letter', () => {
    const url = pathToFileURL(script).href;
    // The check this replaced compared the URL with the raw path: never equal here.
    expect(url).not.toBe(`file://${script}`);
    expect(isMainModule(url, script)).toBe(true);
  });

  test('through a symbolic link to the script', () => {
    const link = join(dir, 'link.ts');
    symlinkSync(script, link);
    expect(isMainModule(pathToFileURL(script).href, link)).toBe(true);
  });

  test('not when another script was started, or none (node -e)', () => {
    expect(isMainModule(pathToFileURL(script).href, join(dir, 'other.ts'))).toBe(false);
    expect(isMainModule(pathToFileURL(script).href, undefined)).toBe(false);
  });
});
