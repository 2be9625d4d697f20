/**
 * Hostile output targets for --out, --trace and --journal: devices, FIFOs, links, folders,
 * folders that refuse files, standard output, names at the length limit, and Ctrl-C mid-write.
 * A device is written into and stays a device; nothing ever replaces something the user did
 * not name as a file; a failure keeps what was there.
 */
import { describe, expect, test } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  createReadStream,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../support/run-cli.ts';

const folder = () => mkdtempSync(join(tmpdir(), 'cli-targets-'));
const bin = (...args: string[]) =>
  spawnSync(process.execPath, ['bin/tower-press.mjs', ...args], {
    encoding: 'buffer',
    maxBuffer: 64 << 20,
  });
const TINY_DECK = 'deck: Tiny\ntemplate: text\ncards:\n  - fields: {title: A}\n';

// Not timed: these start processes and draw PDFs, which on a busy machine can take a while.
const SLOW = 120_000;

describe('output targets that are not plain files', () => {
  test(
    'a character device (/dev/null) is written into and is still a character device',
    async () => {
      const before = statSync('/dev/null');
      const { code, err } = await runCli('map', '--seed', 'x', '--out', '/dev/null');
      expect(err).toBe('');
      expect(code).toBe(0);
      const after = statSync('/dev/null');
      expect(after.isCharacterDevice()).toBe(true);
      expect(after.rdev).toBe(before.rdev);
    },
    SLOW,
  );

  test(
    'a FIFO gets the PDF through the pipe and stays a FIFO',
    async () => {
      const dir = folder();
      const fifo = join(dir, 'pipe.pdf');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      const chunks: Buffer[] = [];
      const reader = new Promise<void>((done, fail) =>
        createReadStream(fifo)
          .on('data', (c) => chunks.push(c as Buffer))
          .on('end', done)
          .on('error', fail),
      );
      const { code } = await runCli('sheet', 'figure', '--out', fifo);
      await reader;
      expect(code).toBe(0);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
      expect(lstatSync(fifo).isFIFO()).toBe(true);
      expect(readdirSync(dir)).toEqual(['pipe.pdf']);
    },
    SLOW,
  );

  test(
    '--out - writes the PDF to standard output and the report to standard error',
    () => {
      const r = bin('sheet', 'figure', '--out', '-');
      expect(r.status).toBe(0);
      expect(r.stdout.subarray(0, 5).toString()).toBe('%PDF-');
      expect(r.stderr.toString()).toMatch(/^Wrote -: figure sheet/);
      expect(existsSync('-')).toBe(false);
      const json = bin('map', '--seed', 'x', '--json', '--out', '-');
      expect(json.status).toBe(2);
      expect(json.stderr.toString()).toMatch(/--json and --out - both print to standard output/);
    },
    SLOW,
  );

  test(
    '/dev/stdout means standard output too, whatever it is connected to',
    () => {
      const r = bin('map', '--seed', 'x', '--out', '/dev/stdout');
      expect(r.status).toBe(0);
      expect(r.stdout.subarray(0, 5).toString()).toBe('%PDF-');
    },
    SLOW,
  );

  test(
    'a link to a file is written through: the file is replaced, the link stays',
    async () => {
      const dir = folder();
      writeFileSync(join(dir, 'real.pdf'), 'old');
      symlinkSync('real.pdf', join(dir, 'link.pdf'));
      expect((await runCli('map', '--seed', 'x', '--out', join(dir, 'link.pdf'))).code).toBe(0);
      expect(readlinkSync(join(dir, 'link.pdf'))).toBe('real.pdf');
      expect(readFileSync(join(dir, 'real.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
      expect(readdirSync(dir).sort()).toEqual(['link.pdf', 'real.pdf']);
    },
    SLOW,
  );

  test(
    'a link to a device writes into the device',
    async () => {
      const dir = folder();
      symlinkSync('/dev/null', join(dir, 'null.pdf'));
      expect((await runCli('map', '--seed', 'x', '--out', join(dir, 'null.pdf'))).code).toBe(0);
      expect(readlinkSync(join(dir, 'null.pdf'))).toBe('/dev/null');
      expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
    },
    SLOW,
  );

  test(
    'a dangling link is refused before any work; nothing is created where it points',
    async () => {
      const dir = folder();
      symlinkSync(join(dir, 'elsewhere.pdf'), join(dir, 'dangling.pdf'));
      const { code, err } = await runCli('map', '--seed', 'x', '--out', join(dir, 'dangling.pdf'));
      expect(code).toBe(2);
      expect(err).toContain(
        `--out: ${join(dir, 'dangling.pdf')} is a symbolic link to ${join(dir, 'elsewhere.pdf')}, which does not exist`,
      );
      expect(readdirSync(dir)).toEqual(['dangling.pdf']);
    },
    SLOW,
  );

  test(
    'a folder is refused, with or without a trailing slash',
    async () => {
      const dir = folder();
      for (const out of [dir, `${dir}/`]) {
        const { code, err } = await runCli('sheet', 'figure', '--out', out);
        expect(code).toBe(2);
        expect(err).toContain(`--out: ${out} is a folder; name a file`);
      }
      expect(readdirSync(dir)).toEqual([]);
    },
    SLOW,
  );

  test('a file used as a folder is named as a file, not as a missing folder', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'a.pdf'), 'keep');
    const { code, err } = await runCli('sheet', 'figure', '--out', join(dir, 'a.pdf', 'x.pdf'));
    expect(code).toBe(2);
    expect(err).toContain(`--out: ${join(dir, 'a.pdf')} is a file, not a folder`);
    expect(readFileSync(join(dir, 'a.pdf'), 'utf8')).toBe('keep');
  });

  // Root may write anywhere chmod allows, so a mode-0555 folder proves nothing here; /sys is a
  // folder the kernel refuses new files in, even to root.
  test.skipIf(!existsSync('/sys/kernel'))(
    'a folder that refuses new files: one line, exit 1, nothing left',
    async () => {
      const { code, err } = await runCli('sheet', 'figure', '--out', '/sys/kernel/tower-press.pdf');
      expect(code).toBe(1);
      expect(err).toMatch(
        /^tower-press: could not write \/sys\/kernel\/tower-press\.pdf: (permission denied \(EACCES\)|the file system is read-only \(EROFS\)|operation not permitted \(EPERM\))\n$/,
      );
      expect(existsSync('/sys/kernel/tower-press.pdf')).toBe(false);
    },
    SLOW,
  );

  test(
    'a 255-byte file name is written (the temporary name does not lengthen it); a longer one is refused by length',
    async () => {
      const dir = folder();
      const name = `${'é'.repeat(125)}.pdf`; // 125 × 2 bytes + 4 = 254 bytes
      expect((await runCli('map', '--seed', 'x', '--out', join(dir, name))).code).toBe(0);
      const longest = `${'m'.repeat(251)}.pdf`;
      expect((await runCli('map', '--seed', 'x', '--out', join(dir, longest))).code).toBe(0);
      expect(readdirSync(dir).sort()).toEqual([longest, name].sort());
      const { code, err } = await runCli('map', '--seed', 'x', '--out', join(dir, `x${longest}`));
      expect(code).toBe(2);
      expect(err).toContain('the file name is 256 bytes long; file systems take at most 255');
    },
    SLOW,
  );

  test(
    'an existing file is kept when another output of the same run fails',
    async () => {
      const dir = folder();
      writeFileSync(join(dir, 'deck.yaml'), TINY_DECK);
      writeFileSync(join(dir, 'deck.pdf'), 'the PDF from an earlier run');
      symlinkSync('/dev/full', join(dir, 'sheet.png'));
      const { code, err } = await runCli(
        'cards',
        join(dir, 'deck.yaml'),
        '--vtt',
        join(dir, 'sheet.png'),
        '--out',
        join(dir, 'deck.pdf'),
      );
      expect(code).toBe(1);
      expect(err).toBe(
        `tower-press: could not write ${join(dir, 'sheet.png')}: no space left on the device (ENOSPC)\n`,
      );
      expect(readFileSync(join(dir, 'deck.pdf'), 'utf8')).toBe('the PDF from an earlier run');
      expect(readdirSync(dir).sort()).toEqual(['deck.pdf', 'deck.yaml', 'sheet.png']);
    },
    SLOW,
  );

  test(
    'simulate: when the journal cannot be written, the old trace is kept (both or neither)',
    async () => {
      const dir = folder();
      writeFileSync(join(dir, 't.jsonl'), 'old trace\n');
      symlinkSync('/dev/full', join(dir, 'j.md'));
      const { code, err } = await runCli(
        'simulate',
        'wizards-tower',
        '--runs',
        '5',
        '--months',
        '6',
        '--trace',
        join(dir, 't.jsonl'),
        '--journal',
        join(dir, 'j.md'),
      );
      expect(code).toBe(1);
      expect(err).toContain(
        `could not write ${join(dir, 'j.md')}: no space left on the device (ENOSPC)`,
      );
      expect(readFileSync(join(dir, 't.jsonl'), 'utf8')).toBe('old trace\n');
      expect(readdirSync(dir).sort()).toEqual(['j.md', 't.jsonl']);
    },
    SLOW,
  );

  test('simulate: --trace and --journal naming one file through a link are refused', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'a.txt'), 'keep');
    symlinkSync('a.txt', join(dir, 'b.txt'));
    const { code, err } = await runCli(
      'simulate',
      'wizards-tower',
      '--runs',
      '1',
      '--trace',
      join(dir, 'a.txt'),
      '--journal',
      join(dir, 'b.txt'),
    );
    expect(code).toBe(2);
    expect(err).toContain('--trace and --journal name the same file');
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('keep');
  });
});

describe('Ctrl-C during a long write', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    test(`${signal} mid-trace removes the temporary file and leaves no trace file`, async () => {
      const dir = folder();
      const trace = join(dir, 'trace.jsonl');
      const child = spawn(
        process.execPath,
        ['bin/tower-press.mjs', 'simulate', 'wizards-tower', '--runs', '1000', '--trace', trace],
        { stdio: 'ignore' },
      );
      const exited = new Promise<{ code: number | null }>((done) =>
        child.on('exit', (code) => done({ code })),
      );
      // Wait (by polling, not by a clock) until the temporary file has data in it, then interrupt.
      let temp: string | undefined;
      while (!temp) {
        temp = readdirSync(dir).find(
          (f) =>
            f.startsWith('.tower-press-') &&
            statSync(join(dir, f), { throwIfNoEntry: false })?.size,
        );
        if (!temp) await new Promise((r) => setTimeout(r, 20));
        expect(child.exitCode).toBeNull();
      }
      child.kill(signal);
      // simulate stops its workers first, then exits with the shell's status for the signal.
      const { code } = await exited;
      expect(code).toBe(signal === 'SIGINT' ? 130 : 143);
      expect(readdirSync(dir)).toEqual([]);
    }, 120_000);
  }
});

describe('a folder that does not take new files', () => {
  // Run as the unprivileged user `nobody` (root may write anywhere), with setpriv.
  const asNobody = (...args: string[]) =>
    spawnSync(
      'setpriv',
      [
        '--reuid=65534',
        '--regid=65534',
        '--clear-groups',
        process.execPath,
        'bin/tower-press.mjs',
        ...args,
      ],
      { encoding: 'utf8' },
    );
  const lockedFolder = () => {
    const dir = folder();
    writeFileSync(join(dir, 'f.pdf'), 'old');
    chmodSync(join(dir, 'f.pdf'), 0o666);
    chmodSync(dir, 0o755); // writable by its owner (root) only
    return dir;
  };

  test.skipIf(process.getuid?.() !== 0 || !existsSync('/usr/bin/setpriv'))(
    'a writable file in a read-only folder is refused before any work, saying the folder must be writable',
    () => {
      const dir = lockedFolder();
      const r = asNobody('map', '--seed', 'x', '--out', join(dir, 'f.pdf'));
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(
        `--out: the folder ${dir} must be writable: tower-press writes a temporary file beside ${join(dir, 'f.pdf')} and renames it over the file when complete`,
      );
      expect(readFileSync(join(dir, 'f.pdf'), 'utf8')).toBe('old');
      const fresh = asNobody('map', '--seed', 'x', '--out', join(dir, 'new.pdf'));
      expect(fresh.status).toBe(2);
      expect(fresh.stderr).toContain(`the folder ${dir} must be writable to create`);
      expect(readdirSync(dir)).toEqual(['f.pdf']);
    },
    SLOW,
  );
});
