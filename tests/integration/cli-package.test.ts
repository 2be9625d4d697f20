/**
 * The packed CLI, as a user installs it: `npm pack`, then `npm install -g` of the tarball into
 * a fresh prefix, then the command run by the machine's own Node (not the Node 24 that npm
 * scripts here run on), which may be as old as Node 20.
 */
import { describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { renderRulebook } from '../../generators/rulebook/index.ts';
import { renderKit } from '../../generators/kits/kit.ts';
import { runCli } from '../support/run-cli.ts';

/** PATH without the project's node_modules/.bin folders, so `node` is the machine's own. */
const systemPath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.includes('node_modules'))
  .join(delimiter);
const env = { ...process.env, PATH: systemPath, npm_config_update_notifier: 'false' };
const systemNode = systemPath
  .split(delimiter)
  .map((dir) => join(dir, 'node'))
  .find((file) => existsSync(file));

test('the package depends only on what the CLI runs with; the site’s tools are dev dependencies', () => {
  const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
  };
  expect(
    Object.keys(dependencies).filter((name) => /astro|starlight|vite|playwright|vitest/.test(name)),
  ).toEqual([]);
});

describe.skipIf(!systemNode)('the packed tower-press CLI', () => {
  test(
    'installs from its tarball and runs on the machine’s Node',
    { timeout: 240_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tower-press-pack-'));
      execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const [tarball] = readdirSync(dir);
      expect(tarball).toMatch(/^tower-press-\d+\.\d+\.\d+\.tgz$/);

      // Compiled JavaScript only: nothing that needs TypeScript support in Node.
      const files = execFileSync('tar', ['-tzf', join(dir, tarball!)])
        .toString()
        .trim()
        .split('\n');
      expect(files).toEqual(
        expect.arrayContaining([
          'package/dist-cli/tower-press.js',
          'package/dist-cli/simulate-worker.js',
          'package/dist-cli/rulebooks.json',
        ]),
      );
      expect(files.filter((f) => /\.(ts|mts|cts)$/.test(f))).toEqual([]);

      const prefix = join(dir, 'prefix');
      execFileSync(
        'npm',
        [
          'install',
          '-g',
          '--prefix',
          prefix,
          '--prefer-offline',
          '--no-audit',
          '--no-fund',
          join(dir, tarball!),
        ],
        {
          env,
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      const bin = join(prefix, 'bin', 'tower-press');
      const run = (...args: string[]) => execFileSync(bin, args, { env, cwd: dir }).toString();

      const nodeVersion = execFileSync('node', ['--version'], { env }).toString().trim();
      expect(nodeVersion, 'the command runs on the system Node').toBe(
        execFileSync(systemNode!, ['--version']).toString().trim(),
      );
      const printed = JSON.parse(run('odds', 'wizards-tower', '--dice', '3', '--json'));
      expect(printed).toEqual(
        JSON.parse((await runCli('odds', 'wizards-tower', '--dice', '3', '--json')).out),
      );
      expect(run('--help')).toMatch(/Usage: tower-press <command>/);
      // The rulebook, with no content/ folder: from the models packed beside the CLI, same bytes.
      run('rules', 'heist', '--booklet', '--out', 'heist.pdf');
      expect(
        Buffer.compare(
          readFileSync(join(dir, 'heist.pdf')),
          Buffer.from(await renderRulebook('heist', { paper: 'a4', booklet: true })),
        ),
      ).toBe(0);
      // A kit, with the card decks and rulebook packed beside the CLI: the same bytes as here.
      run('kit', 'tower-wizwar', '--paper', 'letter', '--out', 'tw-kit.pdf');
      expect(
        Buffer.compare(
          readFileSync(join(dir, 'tw-kit.pdf')),
          Buffer.from((await renderKit('tower-wizwar', { paper: 'letter' })).bytes),
        ),
      ).toBe(0);
      // Worker threads start from the compiled worker, and give the same numbers as one thread here.
      const simulate = [
        'simulate',
        'wizards-tower',
        '--runs',
        '40',
        '--months',
        '12',
        '--seed',
        'pack',
        '--json',
      ];
      expect(JSON.parse(run(...simulate, '--jobs', '2'))).toEqual(
        JSON.parse((await runCli(...simulate, '--jobs', '1')).out),
      );
      // A deck from a CSV file: csv-parse installed with the package, on the machine's Node.
      for (const name of ['spells.yaml', 'spells.csv'])
        copyFileSync(join('examples/csv-deck', name), join(dir, name));
      run('cards', 'spells.yaml', '--out', 'spells.pdf');
      const here = join(dir, 'spells-here.pdf');
      await runCli('cards', join(dir, 'spells.yaml'), '--out', here);
      expect(Buffer.compare(readFileSync(join(dir, 'spells.pdf')), readFileSync(here))).toBe(0);
      expect(run('cards', '--templates')).toBe((await runCli('cards', '--templates')).out);
    },
  );
});
