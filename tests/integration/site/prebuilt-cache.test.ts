/**
 * Prebuilt files are made again only when what they are made from changes, and the files a
 * skipped step leaves in place are exactly what it wrote.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { runCached, type PrebuiltStep } from '../../../generators/site/prebuilt-cache.ts';

let root: string;
let out: string;
let runs: number;

/** A step that writes one file from one input, as the real steps write PDFs from sources. */
const step = (settings: string[] = []): PrebuiltStep => ({
  name: 'sample',
  inputs: ['source'],
  settings,
  run: async () => {
    runs++;
    const text = readFileSync(join(root, 'source', 'rules.txt'), 'utf8');
    mkdirSync(join(out, 'made'), { recursive: true });
    writeFileSync(join(out, 'made', 'book.txt'), text.toUpperCase());
    return 1;
  },
});

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'prebuilt-cache-'));
  out = join(root, 'public', 'generated');
  mkdirSync(join(root, 'source'), { recursive: true });
  writeFileSync(join(root, 'source', 'rules.txt'), 'roll two dice');
  runs = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('prebuilt files are made only when their inputs change', () => {
  test('a second build with nothing changed skips the step and keeps its files', async () => {
    const first = await runCached(root, out, step());
    expect(first).toMatchObject({ cached: false, count: 1 });
    const second = await runCached(root, out, step());
    expect(second).toEqual({ key: first.key, count: 1, cached: true });
    expect(runs).toBe(1);
    expect(readFileSync(join(out, 'made', 'book.txt'), 'utf8')).toBe('ROLL TWO DICE');
  });

  test('a changed input, a new input file or a changed setting makes them again', async () => {
    await runCached(root, out, step());
    writeFileSync(join(root, 'source', 'rules.txt'), 'roll three dice');
    expect((await runCached(root, out, step())).cached).toBe(false);
    expect(readFileSync(join(out, 'made', 'book.txt'), 'utf8')).toBe('ROLL THREE DICE');
    writeFileSync(join(root, 'source', 'extra.txt'), 'a new table');
    expect((await runCached(root, out, step())).cached).toBe(false);
    expect((await runCached(root, out, step(['site root: https://a.example/']))).cached).toBe(
      false,
    );
    expect(runs).toBe(4);
  });

  test('an output deleted or edited since (a clean public/ folder) makes them again', async () => {
    await runCached(root, out, step());
    writeFileSync(join(out, 'made', 'book.txt'), 'edited by hand');
    expect((await runCached(root, out, step())).cached).toBe(false);
    expect(readFileSync(join(out, 'made', 'book.txt'), 'utf8')).toBe('ROLL TWO DICE');
    rmSync(join(out), { recursive: true });
    expect((await runCached(root, out, step())).cached).toBe(false);
    expect(runs).toBe(3);
  });

  test('a damaged manifest is not trusted', async () => {
    await runCached(root, out, step());
    writeFileSync(join(root, '.cache', 'prebuilt', 'sample.json'), '{"key": ');
    expect((await runCached(root, out, step())).cached).toBe(false);
  });
});
