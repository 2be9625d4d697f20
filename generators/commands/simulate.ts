import { availableParallelism, constants as osConstants } from 'node:os';
import { parseArgs } from 'node:util';
import {
  journalMarkdown,
  playRun,
  RATING_IDS,
  STRATEGY_IDS,
  STRATEGY_INFO,
  wilson,
  type GameOptions,
  type GameSetup,
  type JournalEntry,
  type SimSummary,
} from '../../src/games/wizards-tower/engine/index.ts';
import { DOMAIN_FACTORS, ratingName } from '../../src/games/wizards-tower/ratings.ts';
import { EXAMPLE_BUILD, type WizardBuild } from '../../src/games/wizards-tower/wizard-build.ts';
import { OutputSet, type OutputStream } from '../files/write-files.ts';
import { intFlag, isStdout, outFlag, sameOutput, UsageError, type Command } from '../command.ts';
import { Progress } from '../progress.ts';
import { seedLengthProblem } from '../../src/lib/seed-text.ts';
import { wizardFrom } from '../../src/print/sheets/flags.ts';
import { sheetInput } from './sheet.ts';
import { Interrupted, simulateBatch } from './simulate-pool.ts';

export { traceLine } from './simulate-chunk.ts';

const MAX_RUNS = 1_000_000;
const MAX_MONTHS = 1200;
const MAX_JOBS = 256;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** Survival is reported after these months (those within --months), and after the last month. */
const CHECKPOINTS = [12, 60, 120];
const DEATH_RULES = {
  'tower-wards': 'towerWards',
  'wards-rating': 'wardsRating',
} as const satisfies Record<string, GameOptions['deathRule']>;
type DeathRuleFlag = keyof typeof DEATH_RULES;

export interface SimulateFlags {
  seed: string;
  strategy: string;
  runs: number;
  months: number;
  build: WizardBuild;
  items: boolean;
  deathRule: DeathRuleFlag;
}

const round = (x: number): number => Math.round(x * 1e6) / 1e6;
const byCount = (counts: Record<string, number>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(counts).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)),
  );

/** The `--json` report (its shape is documented in the README). */
export function simulationReport(flags: SimulateFlags, s: SimSummary) {
  const { runs, months } = flags;
  const checkpoints = [...CHECKPOINTS.filter((m) => m < months), months];
  const aliveAtEnd = s.alive[months]!;
  const deaths = runs - aliveAtEnd;
  return {
    game: 'wizards-tower',
    seed: flags.seed,
    strategy: flags.strategy,
    runs,
    months,
    build: { ratings: { ...flags.build.ratings }, factors: { ...flags.build.factors } },
    options: { items: flags.items, deathRule: flags.deathRule },
    survival: checkpoints.map((month) => {
      const alive = s.alive[month]!;
      const [low, high] = wilson(alive, runs);
      return {
        month,
        alive,
        share: round(alive / runs),
        ci95: [round(low), round(high)] as [number, number],
      };
    }),
    meanMonthsLived: round(s.monthsLived / runs),
    deaths,
    deathsByAttack: byCount(s.deathsByAttack),
    deathsByEvent: byCount(s.deathsByEvent),
    endRatings: {
      alive: aliveAtEnd,
      mean:
        aliveAtEnd === 0
          ? null
          : Object.fromEntries(
              RATING_IDS.map((r, i) => [r, round(s.ratingSums[months]![i]! / aliveAtEnd)]),
            ),
    },
    alive: [...s.alive],
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const count = (n: number): string => n.toLocaleString('en');

function plainReport(report: ReturnType<typeof simulationReport>): string {
  const strategy = STRATEGY_INFO.find((s) => s.id === report.strategy)!;
  const { ratings, factors } = report.build;
  const lines = [
    `The Wizard's Tower: ${count(report.runs)} ${report.runs === 1 ? 'run' : 'runs'} of up to ${report.months} ${report.months === 1 ? 'month' : 'months'}, seed "${report.seed}", strategy ${strategy.name}`,
    `Wizard: ${RATING_IDS.map((r) => `${ratingName(r)} ${ratings[r]}`).join(', ')} (${DOMAIN_FACTORS.map((f) => `${f.name} ${factors[f.id]}`).join(', ')})`,
    `Rules: items ${report.options.items ? 'on' : 'off'}; death rule ${report.options.deathRule}`,
    '',
    'Alive after (95% Wilson interval):',
  ];
  const width = String(report.months).length;
  for (const s of report.survival) {
    lines.push(
      `  ${String(s.month).padStart(width)} months  ${pct(s.share).padStart(6)}  (${pct(s.ci95[0])}–${pct(s.ci95[1])})  ${count(s.alive)} of ${count(report.runs)}`,
    );
  }
  lines.push(
    '',
    `Mean months lived: ${report.meanMonthsLived.toFixed(1)}`,
    `Deaths: ${count(report.deaths)} (${pct(report.deaths / report.runs)})`,
  );
  const deathTable = (title: string, counts: Record<string, number>) => {
    const entries = Object.entries(counts);
    if (!entries.length) return;
    lines.push(`  by ${title}:`);
    const w = Math.max(...entries.map(([k]) => k.length));
    for (const [k, n] of entries)
      lines.push(
        `    ${k.padEnd(w)}  ${count(n).padStart(7)}  ${pct(n / report.deaths).padStart(6)}`,
      );
  };
  deathTable('attack', report.deathsByAttack);
  deathTable('event', report.deathsByEvent);
  const { alive, mean } = report.endRatings;
  lines.push(
    '',
    mean
      ? `Mean Ratings of the ${count(alive)} alive after ${report.months} months: ${RATING_IDS.map((r) => `${ratingName(r)} ${mean[r]!.toFixed(2)}`).join(', ')}`
      : `No wizard is alive after ${report.months} months.`,
  );
  return lines.join('\n');
}

export const simulateCommand: Command = {
  name: 'simulate',
  summary:
    "Monte Carlo of The Wizard's Tower played by a strategy: survival, causes of death, Ratings",
  usage: `tower-press simulate wizards-tower [--runs N] [--months M] [--seed S] [--strategy ${STRATEGY_IDS.join('|')}] [--ratings wards=2,research=3,…] [--items] [--death-rule tower-wards|wards-rating] [--json] [--trace FILE.jsonl] [--journal FILE.md] [--jobs N] [--quiet]`,
  async run(args, out, err) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        runs: { type: 'string' },
        months: { type: 'string' },
        seed: { type: 'string' },
        strategy: { type: 'string' },
        ratings: { type: 'string' },
        items: { type: 'boolean', default: false },
        'death-rule': { type: 'string' },
        json: { type: 'boolean', default: false },
        trace: { type: 'string' },
        journal: { type: 'string' },
        jobs: { type: 'string' },
        quiet: { type: 'boolean', default: false },
      },
    });
    const [game, ...extra] = positionals;
    if (game !== 'wizards-tower')
      throw new UsageError(
        game
          ? `unknown game "${game}" (simulate knows: wizards-tower)`
          : 'name the game: wizards-tower',
      );
    if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
    const runs = intFlag('runs', values.runs, 1, MAX_RUNS, 1000);
    const months = intFlag('months', values.months, 1, MAX_MONTHS, 120);
    const seed = values.seed ?? 'tower-press';
    if (seed === '') throw new UsageError('--seed must not be empty (any text)');
    const seedProblem = seedLengthProblem(seed);
    if (seedProblem) throw new UsageError(`--seed is ${seedProblem}`);
    const strategy = values.strategy ?? 'ward-keeper';
    if (!STRATEGY_IDS.includes(strategy))
      throw new UsageError(
        `--strategy: unknown strategy "${strategy}" (known: ${STRATEGY_IDS.join(', ')})`,
      );
    const deathRule = values['death-rule'] ?? 'tower-wards';
    if (!Object.hasOwn(DEATH_RULES, deathRule))
      throw new UsageError(
        `--death-rule must be ${Object.keys(DEATH_RULES).join(' or ')}, got "${deathRule}"`,
      );
    const build = sheetInput(() => wizardFrom('', values.ratings)) ?? EXAMPLE_BUILD;
    const cores = availableParallelism();
    const askedJobs = intFlag('jobs', values.jobs, 1, MAX_JOBS, cores);
    // More threads than processors only share them: each worker costs memory (16 used 668 MB)
    // and the batch runs slower, not faster.
    const jobs = Math.min(askedJobs, cores);
    if (jobs < askedJobs)
      err(
        `tower-press simulate: --jobs ${askedJobs} is more than the ${cores} ${cores === 1 ? 'processor' : 'processors'} this machine offers; using ${jobs}`,
      );
    // Every flag is checked before anything is simulated or written.
    const tracePath =
      values.trace === undefined
        ? null
        : outFlag(values.trace, '--trace needs a file name', '--trace');
    const journalPath =
      values.journal === undefined
        ? null
        : outFlag(values.journal, '--journal needs a file name', '--journal');
    if (tracePath && journalPath && sameOutput(tracePath, journalPath))
      throw new UsageError('--trace and --journal name the same file');

    const flags: SimulateFlags = {
      seed,
      strategy,
      runs,
      months,
      build,
      items: values.items,
      deathRule: deathRule as DeathRuleFlag,
    };
    const setup: GameSetup = {
      seed,
      build,
      strategy,
      options: { items: values.items, deathRule: DEATH_RULES[flags.deathRule] },
    };
    // The trace and the journal are committed together: both files are replaced, or neither.
    const outputs = new OutputSet();
    const progress = new Progress('simulate', runs, { unit: 'runs', quiet: values.quiet });
    // Ctrl-C (or a kill): the workers stop, the files being written are removed, no report is
    // printed, and the exit code is the shell's for that signal (130 for Ctrl-C, 143 for SIGTERM).
    const stop = new AbortController();
    let caught: NodeJS.Signals = 'SIGINT';
    const onSignal = (signal: NodeJS.Signals) => {
      caught = signal;
      stop.abort();
    };
    // Kept on until the end (not `once`): write-files.ts re-raises a signal nobody else handles.
    for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
    let summary: SimSummary;
    try {
      const streams: OutputStream[] = [];
      const trace = tracePath ? await outputs.stream(tracePath) : null;
      if (trace) streams.push(trace);
      summary = await simulateBatch({ setup, months, trace: !!trace }, runs, {
        jobs,
        trace: trace
          ? (text) => {
              trace.write(text);
              return trace.flush();
            }
          : undefined,
        progress: (done) => progress.update(done),
        signal: stop.signal,
      });
      if (journalPath) {
        const entries: JournalEntry[] = [];
        playRun(setup, 0, months, { journal: (e) => entries.push(e) });
        outputs.add(journalPath, Buffer.from(journalMarkdown(seed, entries)));
      }
      await outputs.commit(streams);
    } catch (e) {
      outputs.abort();
      if (e instanceof Interrupted) {
        progress.clear();
        err('tower-press simulate: stopped; no file was written');
        return 128 + osConstants.signals[caught];
      }
      throw e;
    } finally {
      progress.clear();
      for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
    }
    const report = simulationReport(flags, summary);

    // When a file goes to standard output, the report goes to standard error.
    if (isStdout(tracePath) || isStdout(journalPath)) out = err;
    out(values.json ? JSON.stringify(report) : plainReport(report));
    if (!values.json) {
      if (tracePath)
        out(`Wrote ${values.trace}: one line per test roll of all ${count(runs)} runs`);
      if (journalPath) out(`Wrote ${values.journal}: the journal of run 0`);
    }
    return 0;
  },
};
