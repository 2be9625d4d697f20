/**
 * The unit project shares imported modules between the files a worker thread runs
 * (vitest.config.ts, isolate: false). A file that replaced a module or a global would change it
 * for whichever file came next, so such tests live with the integration tests instead.
 */
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const UNIT = 'tests/unit';
const STUBS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\b|\bglobalThis\.\w+\s*=[^=]/;

const files = (readdirSync(UNIT, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join(UNIT, f));

describe('unit tests leave shared modules and globals alone', () => {
  test('the check finds files, and a stub when there is one', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(STUBS.test("vi.mock('node:fs')")).toBe(true);
    expect(STUBS.test('globalThis.localStorage = store;')).toBe(true);
    expect(STUBS.test('globalThis.localStorage === store')).toBe(false);
  });

  test.each(files)('%s stubs no module or global', (file) => {
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => STUBS.test(l) && file !== join(UNIT, 'unit-tests-share-modules.test.ts'));
    expect(line, `${file} stubs a module or global: move it to tests/integration/`).toBeUndefined();
  });
});
