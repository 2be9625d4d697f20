import { describe, it, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../support/run-cli.ts';

const run = runCli;

describe('tower-press odds wizards-tower', () => {
  it('prints the JSON contract for the dice actually rolled', async () => {
    const { code, out } = await run('odds', 'wizards-tower', '--dice', '2', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(Object.keys(json)).toEqual(['dice', 'bands', 'exact']);
    expect(json.dice).toBe(2);
    expect(Object.keys(json.bands)).toEqual([
      'disaster',
      'extremeFail',
      'fail',
      'success',
      'extremeSuccess',
      'critical',
    ]);
    expect(json.bands.critical).toBeCloseTo(1 / 36, 12);
    expect(json.exact.fail).toBe('5/12');
  });

  it('applies advantages and disadvantages, and zero dice is a Disaster', async () => {
    expect(
      JSON.parse(
        (
          await run(
            'odds',
            'wizards-tower',
            '--dice',
            '4',
            '--advantages',
            '2',
            '--disadvantages',
            '1',
            '--json',
          )
        ).out,
      ).dice,
    ).toBe(5);
    const zero = JSON.parse(
      (await run('odds', 'wizards-tower', '--dice', '1', '--disadvantages', '2', '--json')).out,
    );
    expect(zero).toMatchObject({ dice: 0, bands: { disaster: 1, critical: 0 } });
  });

  it('one die never succeeds (WT-R1) and 8 dice sum to 1', async () => {
    const one = JSON.parse((await run('odds', 'wizards-tower', '--dice', '1', '--json')).out);
    expect(one.bands.success + one.bands.extremeSuccess + one.bands.critical).toBe(0);
    const eight = JSON.parse((await run('odds', 'wizards-tower', '--dice', '8', '--json')).out);
    expect(
      Object.values(eight.bands as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBeCloseTo(1, 12);
  });

  it('prints a readable table without --json', async () => {
    const { out } = await run('odds', 'wizards-tower', '--dice', '2');
    expect(out).toMatch(/Critical Success.*2\.8%.*1\/36/);
  });

  for (const [argv, message] of [
    [['odds', 'wizards-tower', '--dice', 'abc'], /--dice must be a whole number, got "abc"/],
    [['odds', 'wizards-tower', '--dice', '31'], /--dice must be from 0 to 30, got 31/],
    [['odds', 'wizards-tower'], /--dice is required/],
    [['odds', 'wizards-tower', '--dice', '2', '--frob'], /Unknown option '--frob'/],
    [['odds', 'chess', '--dice', '2'], /unknown game "chess"/],
    [
      ['odds', 'wizards-tower', '--dice', '3', '--advantages=-1'],
      /--advantages must be from 0 to 30/,
    ],
    [['roll'], /unknown command "roll"/],
  ] as [string[], RegExp][]) {
    it(`exits 2 with a message for: ${argv.join(' ')}`, async () => {
      const { code, err } = await run(...argv);
      expect(code).toBe(2);
      expect(err).toMatch(message);
      expect(err).toMatch(/[Uu]sage/);
    });
  }

  it('--help lists the commands', async () => {
    const { code, out } = await run('--help');
    expect(code).toBe(0);
    expect(out).toMatch(/odds\s+exact odds/);
  });

  it('runs as the installed bin with exit status 2 on a bad flag', () => {
    const ok = spawnSync(
      process.execPath,
      ['bin/tower-press.mjs', 'odds', 'wizards-tower', '--dice', '3', '--json'],
      { encoding: 'utf8' },
    );
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).dice).toBe(3);
    const bad = spawnSync(
      process.execPath,
      ['bin/tower-press.mjs', 'odds', 'wizards-tower', '--dice', 'x'],
      { encoding: 'utf8' },
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--dice must be a whole number/);
  }, 120_000); // not timed: starting Node on a busy machine can take a while
});

describe('tower-press: a file that cannot be written', () => {
  const noStack = (text: string) => expect(text).not.toMatch(/^\s+at /m);

  test('--out in a folder that does not exist: a clear message, non-zero exit, no file', async () => {
    const { code, err } = await run('sheet', 'figure', '--out', '/nonexistent-dir/x.pdf');
    expect(code).not.toBe(0);
    expect(err).toMatch(/--out: the folder \/nonexistent-dir does not exist/);
    noStack(err);
    expect(existsSync('/nonexistent-dir/x.pdf')).toBe(false);
  });

  test('a write that fails: one line naming the file and the reason, exit 1, no file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-write-'));
    const target = join(dir, 'x.pdf');
    // A link to /dev/full: every write to it fails with "no space left".
    symlinkSync('/dev/full', target);
    const { code, out, err } = await run('sheet', 'figure', '--out', target);
    expect(code).toBe(1);
    expect(err).toBe(
      `tower-press: could not write ${target}: no space left on the device (ENOSPC)\n`,
    );
    expect(out).toBe('');
    expect(statSync(target).isCharacterDevice()).toBe(true);
    expect(readdirSync(dir)).toEqual(['x.pdf']);
  });

  test.skipIf(!existsSync('/proc/self'))(
    'the installed bin: exit 1 and one line, not a stack trace',
    () => {
      const r = spawnSync(
        process.execPath,
        ['bin/tower-press.mjs', 'sheet', 'figure', '--out', '/proc/tower-press-test.pdf'],
        { encoding: 'utf8' },
      );
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(
        'tower-press: could not write /proc/tower-press-test.pdf: no such file or folder (ENOENT)\n',
      );
      noStack(r.stderr);
      expect(r.stdout).toBe('');
    },
    60_000,
  );
});

describe('built-in property names as flag values', () => {
  for (const word of ['toString', '__proto__', 'constructor']) {
    test(`--death-rule ${word}, --paper ${word}, --duplex ${word} and sheet ${word} are refused by name`, async () => {
      const death = await run('simulate', 'wizards-tower', '--runs', '1', '--death-rule', word);
      expect(death.code).toBe(2);
      expect(death.err).toContain(
        `--death-rule must be tower-wards or wards-rating, got "${word}"`,
      );
      const paper = await run('map', '--seed', 'x', '--paper', word, '--out', '/dev/null');
      expect(paper.code).toBe(2);
      expect(paper.err).toContain(`--paper must be a4 or letter, got "${word}"`);
      const duplex = await run(
        'cards',
        'content/cards/wizards-tower-quest.yaml',
        '--duplex',
        word,
        '--out',
        '/dev/null',
      );
      expect(duplex.code).toBe(2);
      expect(duplex.err).toContain(`--duplex must be`);
      const sheet = await run('sheet', word, '--out', '/dev/null');
      expect(sheet.code).toBe(2);
      expect(sheet.err).toContain(`unknown sheet "${word}"`);
    });
  }
});
