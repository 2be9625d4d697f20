/**
 * `tower-press kit`: a game's print-and-play kit, the same bytes as the file the site builds
 * for the same options; bad flags exit 2 with the usage and write nothing.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../support/run-cli.ts';
import { writePrebuiltKits } from '../../generators/prebuilt-kits.ts';
import { writePrebuiltSheets } from '../../generators/prebuilt-sheets.ts';
import { renderRulebook } from '../../generators/rulebook/index.ts';
import { kitPath, kitFactsPath, rulesPath } from '../../src/site/printables.ts';

const dir = mkdtempSync(join(tmpdir(), 'cli-kit-'));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('tower-press kit', () => {
  test(
    'writes the same bytes as the site’s file, which reuses the parts the build already made',
    { timeout: 240_000 },
    async () => {
      vi.stubEnv('SITE_URL', 'https://games.example.org');
      vi.stubEnv('BASE_PATH', '/tower-press/');
      const root = 'https://games.example.org/tower-press/';
      const publicDir = join(dir, 'public');
      // As the build does: blank sheets and the rulebook first, then the kits that reuse them.
      await writePrebuiltSheets(publicDir);
      mkdirSync(join(publicDir, 'generated', 'rules'), { recursive: true });
      for (const paper of ['a4', 'letter'] as const)
        writeFileSync(
          join(publicDir, rulesPath('heist', paper)),
          await renderRulebook('heist', { paper, siteUrl: root }),
        );
      expect(await writePrebuiltKits(publicDir, root, ['heist', 'solo-tower-hack'])).toBe(4);

      for (const [game, paper] of [
        ['heist', 'letter'],
        ['solo-tower-hack', 'a4'],
      ] as const) {
        const out = join(dir, `${game}-${paper}.pdf`);
        const { code, out: said } = await runCli('kit', game, '--paper', paper, '--out', out);
        expect(code).toBe(0);
        expect(said).toMatch(
          new RegExp(`Wrote .*: ${game} kit, ${paper}, \\d+ pages on \\d+ sheets of paper`),
        );
        const site = readFileSync(join(publicDir, kitPath(game, paper)));
        expect(readFileSync(out).equals(site), `${game} ${paper}`).toBe(true);
        const facts = JSON.parse(readFileSync(join(publicDir, kitFactsPath(game, paper)), 'utf8'));
        expect(said).toContain(`${facts.pages} pages on ${facts.sheets} sheets`);
      }
    },
  );

  test('--seed picks the maps of the Solo Tower Hack kit', { timeout: 120_000 }, async () => {
    const [a, b] = [join(dir, 'a.pdf'), join(dir, 'b.pdf')];
    expect((await runCli('kit', 'solo-tower-hack', '--seed', 'club night', '--out', a)).code).toBe(
      0,
    );
    expect((await runCli('kit', 'solo-tower-hack', '--out', b)).code).toBe(0);
    // Only the maps differ (the kit test reads the seed printed on them and on the cover).
    expect(readFileSync(a).equals(readFileSync(b))).toBe(false);
  });

  test.each([
    [[], /name the game: wizards-tower, solo-tower-hack, tower-wizwar, wizard-figures, heist/],
    [['chess', '--out', 'x.pdf'], /unknown game "chess"/],
    [['heist'], /--out FILE.pdf is required/],
    [['heist', '--paper', 'a5', '--out', 'x.pdf'], /--paper must be a4 or letter, got "a5"/],
    [['heist', '--seed', 'x', '--out', 'x.pdf'], /--seed is for the solo-tower-hack kit/],
    [['solo-tower-hack', '--seed', '', '--out', 'x.pdf'], /--seed is empty/],
    [
      ['solo-tower-hack', '--seed', 'x'.repeat(65), '--out', 'x.pdf'],
      /--seed is at most 64 characters \(an emoji counts as one\), got 65/,
    ],
    [['heist', 'extra', '--out', 'x.pdf'], /unexpected argument "extra"/],
    [['heist', '--colour', '--out', 'x.pdf'], /Unknown option '--colour'/],
  ])('kit %j: exit 2 with the reason and the usage, nothing written', async (args, reason) => {
    const out = join(dir, 'refused.pdf');
    const { code, err } = await runCli('kit', ...args.map((a) => (a === 'x.pdf' ? out : a)));
    expect(code).toBe(2);
    expect(err).toMatch(reason);
    expect(err).toContain('Usage: tower-press kit');
    expect(existsSync(out)).toBe(false);
  });

  test('a seed of 64 characters counts an emoji as one', async () => {
    const out = join(dir, 'emoji.pdf');
    const seed = '🧙'.repeat(64);
    const { code } = await runCli('kit', 'solo-tower-hack', '--seed', seed, '--out', out);
    expect(code).toBe(0);
    expect(existsSync(out)).toBe(true);
  }, 120_000);
});
