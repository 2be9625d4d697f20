/**
 * The CLI under a real shell: standard streams and inherited descriptors named as outputs
 * (`--journal /dev/stderr 2>>log`), and a reader that closes the pipe early (`| head -c 10`).
 * Every case runs `bash -c` with real redirections and pipes, as a user would type them.
 */
import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const BIN = resolve('bin/tower-press.mjs');
const folder = () => mkdtempSync(join(tmpdir(), 'cli-streams-'));

/** Runs `script` under bash in `cwd`; `$TP` is the tower-press command (on the tests' Node). */
function shell(script: string, cwd: string) {
  const r = spawnSync('bash', ['-c', script], {
    cwd,
    encoding: 'buffer',
    maxBuffer: 64 << 20,
    env: { ...process.env, TP: `'${process.execPath}' '${BIN}'` },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.toString() };
}

// Not timed: these start processes and draw PDFs, which on a busy machine can take a while.
const SLOW = 120_000;

describe('standard streams and inherited descriptors named as outputs', () => {
  test(
    '--journal /dev/stderr with 2>>log appends the journal to the log and keeps what it held',
    () => {
      const dir = folder();
      const r = shell(
        `printf 'IMPORTANT\\n' > app.log; eval "$TP simulate wizards-tower --runs 2 --months 2 --journal /dev/stderr" 2>>app.log`,
        dir,
      );
      expect(r.status).toBe(0);
      const log = readFileSync(join(dir, 'app.log'), 'utf8');
      expect(log.startsWith('IMPORTANT\n# The journal of')).toBe(true);
      expect(r.stdout.toString()).toContain('Wrote /dev/stderr: the journal of run 0');
      expect(readdirSync(dir)).toEqual(['app.log']);
    },
    SLOW,
  );

  test(
    '--out /dev/fd/2 with 2>>log appends the PDF after what the log held',
    () => {
      const dir = folder();
      const r = shell(
        `printf 'KEEP\\n' > log; eval "$TP sheet figure-roster --out /dev/fd/2" 2>>log`,
        dir,
      );
      expect(r.status).toBe(0);
      const log = readFileSync(join(dir, 'log'));
      expect(log.subarray(0, 10).toString()).toBe('KEEP\n%PDF-');
      expect(readdirSync(dir)).toEqual(['log']);
    },
    SLOW,
  );

  test(
    '--out /dev/stdin is refused and the file behind standard input is untouched',
    () => {
      const dir = folder();
      writeFileSync(join(dir, 'data.txt'), 'precious data\n');
      const r = shell(`eval "$TP map --seed s --out /dev/stdin" < data.txt`, dir);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('/dev/stdin is standard input, which is read, not written');
      expect(readFileSync(join(dir, 'data.txt'), 'utf8')).toBe('precious data\n');
      const fd0 = shell(`eval "$TP map --seed s --out /proc/self/fd/0" < data.txt`, dir);
      expect(fd0.status).toBe(2);
      expect(readFileSync(join(dir, 'data.txt'), 'utf8')).toBe('precious data\n');
      expect(readdirSync(dir)).toEqual(['data.txt']);
    },
    SLOW,
  );

  test(
    'a descriptor the shell opened on a file (5>>out) is written through, appending',
    () => {
      const dir = folder();
      const r = shell(`printf 'A' > out; eval "$TP map --seed s --out /dev/fd/5" 5>>out`, dir);
      expect(r.status).toBe(0);
      expect(readFileSync(join(dir, 'out')).subarray(0, 6).toString()).toBe('A%PDF-');
      expect(readdirSync(dir)).toEqual(['out']);
    },
    SLOW,
  );

  test(
    'a link to /dev/stderr is written into standard error, never renamed over its file',
    () => {
      const dir = folder();
      const r = shell(
        `ln -s /dev/stderr err.md; printf 'OLD\\n' > e.log; eval "$TP simulate wizards-tower --runs 1 --months 1 --journal err.md" 2>>e.log`,
        dir,
      );
      expect(r.status).toBe(0);
      expect(readFileSync(join(dir, 'e.log'), 'utf8')).toMatch(/^OLD\n# The journal of/);
      expect(readdirSync(dir).sort()).toEqual(['e.log', 'err.md']);
    },
    SLOW,
  );

  test(
    "a descriptor number that is Node's own or not open is refused, nothing written",
    () => {
      const dir = folder();
      const r = shell(`eval "$TP map --seed s --out /dev/fd/5"`, dir);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/--out: \/dev\/fd\/5 (names descriptor 5|is not a file)/);
      const closed = shell(`eval "$TP map --seed s --out /dev/fd/200"`, dir);
      expect(closed.status).toBe(2);
      expect(closed.stderr).toContain('/dev/fd/200 names descriptor 200, which is not open');
      expect(readdirSync(dir)).toEqual([]);
    },
    SLOW,
  );
});

describe('a reader that closes the pipe early', () => {
  test(
    'map --out - | head -c 10 stops quietly with status 141 (SIGPIPE) and no stack trace',
    () => {
      const dir = folder();
      const r = shell(
        `set -o pipefail; eval "$TP map --seed s --count 50 --out -" | head -c 10 > got`,
        dir,
      );
      expect(r.status).toBe(141);
      expect(r.stderr).toBe('');
      expect(readFileSync(join(dir, 'got'), 'latin1')).toMatch(/^%PDF-1\.[3-7]\n%$/);
      expect(readdirSync(dir)).toEqual(['got']);
    },
    SLOW,
  );

  test(
    'simulate --trace - | head -1 stops the workers, keeps the old journal, leaves no temporary file, exits 141',
    () => {
      const dir = folder();
      writeFileSync(join(dir, 'j.md'), 'old journal\n');
      const r = shell(
        `set -o pipefail; eval "$TP simulate wizards-tower --runs 3000 --months 60 --jobs 2 --trace - --journal j.md" | head -1 > first`,
        dir,
      );
      expect(r.status).toBe(141);
      expect(r.stderr).toBe('');
      expect(JSON.parse(readFileSync(join(dir, 'first'), 'utf8'))).toHaveProperty('run', 0);
      expect(readFileSync(join(dir, 'j.md'), 'utf8')).toBe('old journal\n');
      expect(readdirSync(dir).sort()).toEqual(['first', 'j.md']);
    },
    SLOW,
  );

  test(
    'a report printed into a closed pipe (odds … | true) ends with 141 and no stack trace',
    () => {
      const dir = folder();
      // `sleep` lets `true` exit first, so the report meets a pipe with no reader.
      const r = shell(
        `set -o pipefail; { sleep 0.3; eval "$TP odds wizards-tower --dice 4"; } | true`,
        dir,
      );
      expect(r.stderr).not.toMatch(/EPIPE|at .*:\d+:\d+/);
      expect(r.status).toBe(141);
    },
    SLOW,
  );
});
