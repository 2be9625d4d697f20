import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../support/run-cli.ts';
import {
  journalMarkdown,
  playRun,
  simulate,
  type JournalEntry,
  type TestRecord,
} from '../../../src/games/wizards-tower/engine/index.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import { readRoll } from '../../../src/games/wizards-tower/test-roll.ts';
import { BAND_IDS } from '../../../src/games/wizards-tower/bands.ts';
import { OutputSet } from '../../../generators/files/write-files.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tp-simulate-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sim = (...flags: string[]) => runCli('simulate', 'wizards-tower', ...flags);
const json = async (...flags: string[]) => {
  const { code, out, err } = await sim(...flags, '--json');
  expect(err).toBe('');
  expect(code).toBe(0);
  return JSON.parse(out);
};

const TRACE_KEYS = ['run', 'month', 'phase', 'action', 'dice', 'faces', 'total', 'band'];

// Generous time limits: these play thousands of games, on machines that may be busy.
describe('tower-press simulate wizards-tower', { timeout: 120_000 }, () => {
  it('prints a readable summary with the defaults (1,000 runs, 120 months, ward-keeper, the example build)', async () => {
    const { code, out } = await sim();
    expect(code).toBe(0);
    expect(out).toMatch(/1,000 runs of up to 120 months, seed "tower-press", strategy Ward-keeper/);
    expect(out).toMatch(/Wards 2, Research 3, Power 2, Allies 2, Domain Control 1/);
    for (const m of [12, 60, 120])
      expect(out).toMatch(
        new RegExp(`^\\s+${m} months\\s+\\d+\\.\\d% +\\(\\d+\\.\\d%–\\d+\\.\\d%\\)`, 'm'),
      );
    expect(out).toMatch(/Mean months lived: \d+\.\d/);
    expect(out).toMatch(/Deaths: \d+/);
    expect(out).toMatch(
      /Mean Ratings of the [\d,]+ alive after 120 months: Wards \d\.\d\d, Research/,
    );
  });

  it('--json: the documented shape, consistent with itself and with the engine', async () => {
    const r = await json(
      '--runs',
      '300',
      '--months',
      '30',
      '--strategy',
      'random',
      '--seed',
      'shape',
    );
    expect(Object.keys(r)).toEqual([
      'game',
      'seed',
      'strategy',
      'runs',
      'months',
      'build',
      'options',
      'survival',
      'meanMonthsLived',
      'deaths',
      'deathsByAttack',
      'deathsByEvent',
      'endRatings',
      'alive',
    ]);
    expect(r).toMatchObject({
      game: 'wizards-tower',
      seed: 'shape',
      strategy: 'random',
      runs: 300,
      months: 30,
      options: { items: false, deathRule: 'tower-wards' },
    });
    expect(r.build.ratings).toEqual(EXAMPLE_BUILD.ratings);
    // Survival at 12 and at the last month (60 and 120 are beyond it).
    expect(r.survival.map((s: { month: number }) => s.month)).toEqual([12, 30]);
    const engine = simulate(
      { seed: 'shape', build: EXAMPLE_BUILD, strategy: 'random' },
      0,
      300,
      30,
    );
    expect(r.alive).toEqual(engine.alive);
    expect(r.meanMonthsLived).toBeCloseTo(engine.monthsLived / 300, 5);
    for (const s of r.survival) {
      expect(s.alive).toBe(r.alive[s.month]);
      expect(s.share).toBeCloseTo(s.alive / 300, 5);
      expect(s.ci95[0]).toBeLessThanOrEqual(s.share);
      expect(s.ci95[1]).toBeGreaterThanOrEqual(s.share);
    }
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    expect(r.deaths).toBe(300 - r.alive[30]);
    expect(sum(r.deathsByAttack)).toBe(r.deaths);
    expect(sum(r.deathsByEvent)).toBe(r.deaths);
    expect(r.endRatings.alive).toBe(r.alive[30]);
    expect(Object.keys(r.endRatings.mean)).toEqual([
      'wards',
      'research',
      'power',
      'allies',
      'domainControl',
    ]);
    for (const v of Object.values(r.endRatings.mean) as number[])
      (expect(v).toBeGreaterThanOrEqual(1), expect(v).toBeLessThanOrEqual(6));
  });

  it('reports survival at 12, 60, 120 and the last month when --months goes past 120', async () => {
    const r = await json('--runs', '5', '--months', '150');
    expect(r.survival.map((s: { month: number }) => s.month)).toEqual([12, 60, 120, 150]);
    expect(r.alive).toHaveLength(151);
  });

  it('is deterministic: the same seed gives the same output and files; another seed differs', async () => {
    const flags = ['--runs', '200', '--months', '24', '--strategy', 'warlord', '--seed', 'same'];
    const a = await sim(...flags, '--trace', join(dir, 'a.jsonl'), '--journal', join(dir, 'a.md'));
    const b = await sim(...flags, '--trace', join(dir, 'b.jsonl'), '--journal', join(dir, 'b.md'));
    expect(a.code).toBe(0);
    expect(a.out.replaceAll('a.', 'X.')).toBe(b.out.replaceAll('b.', 'X.'));
    expect(readFileSync(join(dir, 'a.jsonl'), 'utf8')).toBe(
      readFileSync(join(dir, 'b.jsonl'), 'utf8'),
    );
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(readFileSync(join(dir, 'b.md'), 'utf8'));
    expect(
      (await sim('--runs', '200', '--months', '24', '--strategy', 'warlord', '--seed', 'other'))
        .out,
    ).not.toBe(a.out);
  });

  it('writing a trace or a journal does not change the summary', async () => {
    const flags = ['--runs', '150', '--months', '36', '--strategy', 'scholar', '--seed', 'sinks'];
    const plain = (await sim(...flags, '--json')).out;
    const traced = (
      await sim(...flags, '--json', '--trace', join(dir, 's.jsonl'), '--journal', join(dir, 's.md'))
    ).out;
    expect(traced).toBe(plain);
  });

  it('--trace: one line per test roll, exactly the contract keys, agreeing with the engine and the dice', async () => {
    const file = join(dir, 'trace.jsonl');
    const { code, out } = await sim(
      '--runs',
      '40',
      '--months',
      '24',
      '--strategy',
      'warlord',
      '--seed',
      'trace',
      '--trace',
      file,
    );
    expect(code).toBe(0);
    expect(out).toMatch(/Wrote .*trace\.jsonl/);
    const text = readFileSync(file, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text
      .slice(0, -1)
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.length).toBeGreaterThan(40 * 24);
    const runs = new Set<number>();
    let withPower = 0;
    for (const l of lines) {
      expect(Object.keys(l)).toEqual(TRACE_KEYS);
      runs.add(l.run);
      expect(l.month).toBeGreaterThanOrEqual(1);
      expect(l.month).toBeLessThanOrEqual(24);
      expect(l.phase).toBeGreaterThanOrEqual(1);
      expect(l.phase).toBeLessThanOrEqual(10);
      expect(typeof l.action).toBe('string');
      expect(BAND_IDS).toContain(l.band);
      expect(Number.isInteger(l.dice) && l.dice >= 0).toBe(true);
      expect(l.faces.length).toBeGreaterThanOrEqual(l.dice);
      for (const f of l.faces) expect(f >= 1 && f <= 6 && Number.isInteger(f)).toBe(true);
      if (l.dice === 0) {
        // An automatic result: no dice, and no Power dice can be added (WT-R2).
        expect(l.faces).toEqual([]);
        expect(l.total).toBe(0);
      } else {
        const reading = readRoll(l.faces);
        expect(l.total).toBe(reading.total);
        expect(l.band).toBe(reading.band);
      }
      if (l.faces.length > l.dice) withPower++;
    }
    expect([...runs].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(withPower).toBeGreaterThan(0);
    // Run 7's lines are the engine's trace of run 7.
    const records: TestRecord[] = [];
    playRun({ seed: 'trace', build: EXAMPLE_BUILD, strategy: 'warlord' }, 7, 24, {
      trace: (r) => records.push(r),
    });
    expect(lines.filter((l) => l.run === 7).map(({ run: _run, ...rest }) => rest)).toEqual(records);
  });

  it('--jobs 1 and --jobs 3 give the same JSON, trace and journal', async () => {
    // Tracing cuts the runs into small chunks, so three workers share them and finish out of order.
    const flags = ['--runs', '400', '--months', '24', '--strategy', 'random', '--seed', 'jobs'];
    const one = await sim(
      ...flags,
      '--json',
      '--jobs',
      '1',
      '--trace',
      join(dir, 'j1.jsonl'),
      '--journal',
      join(dir, 'j1.md'),
    );
    const three = await sim(
      ...flags,
      '--json',
      '--jobs',
      '3',
      '--trace',
      join(dir, 'j3.jsonl'),
      '--journal',
      join(dir, 'j3.md'),
    );
    expect(one.code).toBe(0);
    expect(three.code).toBe(0);
    expect(three.out).toBe(one.out);
    const trace = readFileSync(join(dir, 'j1.jsonl'), 'utf8');
    expect(readFileSync(join(dir, 'j3.jsonl'), 'utf8')).toBe(trace);
    expect(readFileSync(join(dir, 'j3.md'), 'utf8')).toBe(readFileSync(join(dir, 'j1.md'), 'utf8'));
    // Run by run in order, every run there.
    const runs = trace
      .slice(0, -1)
      .split('\n')
      .map((l) => JSON.parse(l).run as number);
    expect(runs.every((r, i) => i === 0 || r >= runs[i - 1]!)).toBe(true);
    expect(new Set(runs).size).toBe(400);
    // Without a trace the chunks are larger: 5,000 runs of 12 months still make two of them.
    const big = [
      '--runs',
      '5000',
      '--months',
      '12',
      '--strategy',
      'warlord',
      '--seed',
      'jobs',
      '--json',
    ];
    const a = await sim(...big, '--jobs', '1');
    const b = await sim(...big, '--jobs', '3');
    expect(b.out).toBe(a.out);
    expect(JSON.parse(a.out).alive).toEqual(
      simulate({ seed: 'jobs', build: EXAMPLE_BUILD, strategy: 'warlord' }, 0, 5000, 12).alive,
    );
  }, 120_000);

  it('shows a progress line on a terminal, and none on a pipe or with --quiet', () => {
    const cli =
      'bin/tower-press.mjs simulate wizards-tower --runs 2000 --months 120 --json --jobs 1';
    // script(1) runs the command on a pseudo-terminal and copies what it writes.
    const onTerminal = (extra: string) =>
      spawnSync('script', ['-qec', `${process.execPath} ${cli}${extra}`, '/dev/null'], {
        encoding: 'utf8',
      });
    const tty = onTerminal('');
    expect(tty.status).toBe(0);
    expect(tty.stdout).toMatch(/\rsimulate: [\d,]+ of 2,000 runs \(\d+%\), [\d,]+ runs\/s/);
    // The line is erased before the report is printed.
    expect(tty.stdout).toMatch(/\r\x1b\[K\{"game":"wizards-tower"/);
    const quiet = onTerminal(' --quiet');
    expect(quiet.status).toBe(0);
    expect(quiet.stdout).not.toMatch(/simulate:/);
    expect(quiet.stdout).toMatch(/^\{"game":"wizards-tower"/);
    const piped = spawnSync(process.execPath, cli.split(' '), { encoding: 'utf8' });
    expect(piped.status).toBe(0);
    expect(piped.stderr).toBe('');
    expect(piped.stdout).toBe(quiet.stdout.replaceAll('\r\n', '\n'));
  }, 120_000);

  for (const [jobs, signal, code] of [
    ['1', 'SIGINT', 130],
    ['2', 'SIGINT', 130],
    ['2', 'SIGTERM', 143],
  ] as const) {
    it(`${signal} stops cleanly with --jobs ${jobs}: exit ${code}, nothing printed, no file left`, async () => {
      const sub = mkdtempSync(join(dir, 'int-'));
      const child = spawn(process.execPath, [
        'bin/tower-press.mjs',
        'simulate',
        'wizards-tower',
        '--runs',
        '1000000',
        '--months',
        '1200',
        '--jobs',
        jobs,
        '--trace',
        join(sub, 't.jsonl'),
        '--journal',
        join(sub, 'j.md'),
      ]);
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (err += d));
      const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
      // Interrupted once the trace's temporary file exists: the batch is under way.
      while (readdirSync(sub).length === 0) await new Promise((r) => setTimeout(r, 20));
      child.kill(signal);
      expect(await exited).toBe(code);
      expect(out).toBe('');
      expect(err).toMatch(/stopped; no file was written/);
      expect(readdirSync(sub)).toEqual([]);
    }, 120_000);
  }

  it('--journal: run 0 as Markdown', async () => {
    const file = join(dir, 'journal.md');
    expect(
      (await sim('--runs', '3', '--months', '6', '--seed', 'diary', '--journal', file)).code,
    ).toBe(0);
    const entries: JournalEntry[] = [];
    playRun({ seed: 'diary', build: EXAMPLE_BUILD, strategy: 'ward-keeper' }, 0, 6, {
      journal: (e) => entries.push(e),
    });
    const text = readFileSync(file, 'utf8');
    expect(text).toBe(journalMarkdown('diary', entries));
    expect(text).toMatch(/^# The journal of /);
    expect(text).toMatch(/## Month 6 of year 1/);
  });

  it('--ratings, --items and --death-rule are applied', async () => {
    const r = await json(
      '--runs',
      '50',
      '--months',
      '12',
      '--ratings',
      'wards=3,research=1,power=2,allies=2,domainControl=2,security=2',
      '--items',
      '--death-rule',
      'wards-rating',
    );
    expect(r.build).toEqual({
      ratings: { wards: 3, research: 1, power: 2, allies: 2, domainControl: 2 },
      factors: { security: 2, prosperity: 1, loyalty: 1 },
    });
    expect(r.options).toEqual({ items: true, deathRule: 'wards-rating' });
    // Read as the Wards Rating (never below 1), the death rule can never be met.
    const never = await json(
      '--runs',
      '400',
      '--months',
      '60',
      '--strategy',
      'random',
      '--death-rule',
      'wards-rating',
      '--seed',
      'deathless',
    );
    const usual = await json(
      '--runs',
      '400',
      '--months',
      '60',
      '--strategy',
      'random',
      '--seed',
      'deathless',
    );
    expect(never.deaths).toBe(0);
    expect(usual.deaths).toBeGreaterThan(0);
  });

  for (const [flags, message] of [
    [['--runs', '0'], /--runs must be from 1 to 1000000, got 0/],
    [['--runs', '1000001'], /--runs must be from 1 to 1000000/],
    [['--runs', '1e3'], /--runs must be a whole number, got "1e3"/],
    [['--months', '0'], /--months must be from 1 to 1200, got 0/],
    [['--months', '1201'], /--months must be from 1 to 1200, got 1201/],
    [
      ['--strategy', 'berserker'],
      /--strategy: unknown strategy "berserker" \(known: ward-keeper, scholar, warlord, random\)/,
    ],
    [['--death-rule', 'maybe'], /--death-rule must be tower-wards or wards-rating, got "maybe"/],
    [['--seed', ''], /--seed must not be empty/],
    [
      ['--ratings', 'wards=3,research=3,power=3,allies=1,domainControl=1'],
      /breaks the starting rules:[\s\S]*6 extra points/,
    ],
    [
      ['--ratings', 'wards=4,research=2,power=1,allies=2,domainControl=1'],
      /Wards is 4; at the start every Rating is from 1 to 3/,
    ],
    [['--ratings', 'wards=2'], /--ratings must give all five Ratings; missing research/],
    [['--ratings', 'luck=2'], /--ratings: unknown rating "luck"/],
    [['--frob'], /Unknown option '--frob'/],
    [['--jobs', '0'], /--jobs must be from 1 to 256, got 0/],
    [['--jobs', 'all'], /--jobs must be a whole number, got "all"/],
    [['--trace'], /--trace/],
    [
      ['--trace', '/no/such/folder/t.jsonl'],
      /--trace: the folder \/no\/such\/folder does not exist/,
    ],
    [['--journal', '/tmp/'], /--journal: \/tmp\/ is a folder/],
  ] as [string[], RegExp][]) {
    it(`exits 2 with usage for: ${flags.join(' ')}`, async () => {
      const { code, out, err } = await sim(...flags);
      expect(code).toBe(2);
      expect(err).toMatch(message);
      expect(err).toMatch(/Usage: tower-press simulate wizards-tower/);
      expect(out).toBe('');
    });
  }

  it('exits 2 for a missing or unknown game', async () => {
    expect((await runCli('simulate')).err).toMatch(/name the game: wizards-tower/);
    const chess = await runCli('simulate', 'chess');
    expect(chess.code).toBe(2);
    expect(chess.err).toMatch(/unknown game "chess"/);
  });

  it('a refused build writes nothing', async () => {
    const file = join(dir, 'refused.jsonl');
    const { code } = await sim(
      '--ratings',
      'wards=5,research=1,power=1,allies=1,domainControl=1',
      '--trace',
      file,
      '--journal',
      join(dir, 'refused.md'),
    );
    expect(code).toBe(2);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(join(dir, 'refused.md'))).toBe(false);
  });

  it('a run that fails leaves no partial file and keeps an old file as it was', async () => {
    const sub = join(dir, 'fail');
    mkdirSync(sub);
    const trace = join(sub, 'old.jsonl');
    writeFileSync(trace, 'old\n');
    // The journal is a link to /dev/full: it cannot be written ("no space left"), after the trace is.
    symlinkSync('/dev/full', join(sub, 'new.md'));
    // The CLI either throws or reports the failure with a non-zero status; either way nothing is left half-written.
    const result = await sim(
      '--runs',
      '20',
      '--months',
      '12',
      '--trace',
      trace,
      '--journal',
      join(sub, 'new.md'),
    ).catch((e: Error) => ({ code: -1, out: '', err: e.message }));
    expect(result.code).not.toBe(0);
    expect(result.out).toBe('');
    expect(readFileSync(trace, 'utf8')).toBe('old\n');
    expect(result.err).toBe(
      `tower-press: could not write ${join(sub, 'new.md')}: no space left on the device (ENOSPC)\n`,
    );
    expect(readdirSync(sub).sort()).toEqual(['new.md', 'old.jsonl']);
  });

  it('the streaming writer writes everything on commit and nothing on abort', async () => {
    const sub = mkdtempSync(join(dir, 'stream-'));
    const done = join(sub, 'w-done.txt');
    const set = new OutputSet();
    const w = await set.stream(done);
    const line = 'x'.repeat(999) + '\n';
    for (let i = 0; i < 3000; i++) {
      w.write(line); // 3 MB: several chunks
      await w.flush();
    }
    expect(existsSync(done)).toBe(false);
    await set.commit([w]);
    expect(readFileSync(done, 'utf8')).toBe(line.repeat(3000));
    const dropped = join(sub, 'w-dropped.txt');
    const other = new OutputSet();
    const v = await other.stream(dropped);
    for (let i = 0; i < 3000; i++) {
      v.write(line);
      await v.flush();
    }
    other.abort();
    expect(readdirSync(sub)).toEqual(['w-done.txt']);
  });

  it('is listed in --help and exits 2 from the installed bin on a bad flag', async () => {
    expect((await runCli('--help')).out).toMatch(/simulate\s+Monte Carlo/);
    const bad = spawnSync(
      process.execPath,
      ['bin/tower-press.mjs', 'simulate', 'wizards-tower', '--strategy', 'x'],
      { encoding: 'utf8' },
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/known: ward-keeper, scholar, warlord, random/);
  });
});

describe('--jobs beyond the machine', () => {
  it('is capped at the processors the machine offers, saying so, with the same report', async () => {
    const cores = availableParallelism();
    const flags = ['--runs', '30', '--months', '6', '--json'];
    const capped = await sim(...flags, '--jobs', String(cores + 1));
    expect(capped.code).toBe(0);
    expect(capped.err).toBe(
      `tower-press simulate: --jobs ${cores + 1} is more than the ${cores} ${cores === 1 ? 'processor' : 'processors'} this machine offers; using ${cores}\n`,
    );
    const plain = await sim(...flags, '--jobs', String(cores));
    expect(plain.err).toBe('');
    expect(capped.out).toBe(plain.out);
    const many = await sim(...flags, '--jobs', '256');
    expect(many.err).toContain('--jobs 256 is more than the');
  }, 120_000);
});
