/** `tower-press rules`: the same bytes as the site's files, the CLI's usual checks and messages. */
import { describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderRulebook } from '../../../generators/rulebook/index.ts';
import { runCli } from '../../support/run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'rules-cli-'));

describe('tower-press rules', () => {
  test('writes the same bytes as the site’s rulebook, and says what it wrote', async () => {
    const out = join(dir, 'heist.pdf');
    const { code, out: printed } = await runCli(
      'rules',
      'heist',
      '--paper',
      'letter',
      '--out',
      out,
    );
    expect(code).toBe(0);
    expect(printed).toMatch(
      /^Wrote .*heist\.pdf: heist rulebook, letter, \d+ pages, [\d,]+ bytes\n$/,
    );
    const site = await renderRulebook('heist', { paper: 'letter' });
    expect(Buffer.compare(readFileSync(out), Buffer.from(site))).toBe(0);
  }, 120_000);

  test('--booklet writes the imposed booklet and counts its sheets', async () => {
    const out = join(dir, 'figures-booklet.pdf');
    const { code, out: printed } = await runCli(
      'rules',
      'wizard-figures',
      '--booklet',
      '--out',
      out,
    );
    expect(code).toBe(0);
    expect(printed).toMatch(/a4, booklet on 1 sheet \(2 sides\)/);
    const site = await renderRulebook('wizard-figures', { paper: 'a4', booklet: true });
    expect(Buffer.compare(readFileSync(out), Buffer.from(site))).toBe(0);
  }, 120_000);

  test('SITE_URL and BASE_PATH give the site’s links, as the site build does', async () => {
    const out = join(dir, 'linked.pdf');
    const saved = { SITE_URL: process.env.SITE_URL, BASE_PATH: process.env.BASE_PATH };
    process.env.SITE_URL = 'https://games.example.org';
    process.env.BASE_PATH = '/tower-press/';
    try {
      expect((await runCli('rules', 'heist', '--out', out)).code).toBe(0);
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    }
    const site = await renderRulebook('heist', {
      paper: 'a4',
      siteUrl: 'https://games.example.org/tower-press/',
    });
    expect(Buffer.compare(readFileSync(out), Buffer.from(site))).toBe(0);
  }, 120_000);

  test.each([
    [['rules'], /name the game: wizards-tower, solo-tower-hack/],
    [['rules', 'chess', '--out', 'x.pdf'], /unknown game "chess"/],
    [['rules', 'heist', 'extra', '--out', 'x.pdf'], /unexpected argument "extra"/],
    [
      ['rules', 'heist', '--paper', 'a3', '--out', 'x.pdf'],
      /--paper must be a4 or letter, got "a3"/,
    ],
    [['rules', 'heist'], /--out FILE\.pdf is required/],
    [['rules', 'heist', '--out', `${dir}/`], /is a folder/],
    [['rules', 'heist', '--colour', '--out', 'x.pdf'], /Unknown option '--colour'/],
  ])('%j: exit 2 with what is wrong and the usage, no file', async (args, message) => {
    const before = readdirSync(dir).length;
    const { code, err, out } = await runCli(...args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
    expect(err).toContain(
      'Usage: tower-press rules wizards-tower|solo-tower-hack|tower-wizwar|wizard-figures|heist',
    );
    expect(readdirSync(dir).length).toBe(before);
    expect(existsSync('x.pdf')).toBe(false);
  });

  test('--help and the command list name it', async () => {
    expect((await runCli('rules', '--help')).out).toMatch(/^Usage: tower-press rules /);
    expect((await runCli('--help')).out).toMatch(/rules +a game’s rulebook as a typeset PDF/);
  });
});
