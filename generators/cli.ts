/**
 * The `tower-press` command line. Each subcommand lives in generators/commands/ and is
 * listed here; bad flags print what is wrong and the usage, and exit with status 2; any other
 * failure (a file that cannot be written, say) prints one line and exits with status 1.
 * A reader that closes standard output early (`| head`) ends the command quietly with status
 * 141 (see `guardStandardStreams`).
 */
import { oddsCommand } from './commands/odds.ts';
import { mapCommand } from './commands/map.ts';
import { sheetCommand } from './commands/sheet.ts';
import { cardsCommand } from './commands/cards.ts';
import { kitCommand } from './commands/kit.ts';
import { simulateCommand } from './commands/simulate.ts';
import { rulesCommand } from './commands/rules.ts';
import { chronicleCommand } from './commands/chronicle.ts';
import { isStdout, UsageError, type Command } from './command.ts';
import { abortAllOutputs, errorReason, WriteError } from './files/write-files.ts';
import { terminalSafe } from './terminal.ts';
import { sourceDateEpoch } from './pdf/source-date.ts';
import { isMainModule } from './main-module.ts';

const COMMANDS: readonly Command[] = [
  oddsCommand,
  mapCommand,
  sheetCommand,
  cardsCommand,
  kitCommand,
  simulateCommand,
  rulesCommand,
  chronicleCommand,
];

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'tower-press: rules tools for Tower Press games',
    '',
    'Usage: tower-press <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map(
      (c) => `  ${c.name.padEnd(width)}  ${c.summary}\n  ${' '.repeat(width)}  ${c.usage}`,
    ),
    '',
    'Run tower-press <command> --help for one command.',
  ].join('\n');
}

export async function main(
  argv: string[],
  print = (t: string) => console.log(t),
  printErr = (t: string) => console.error(t),
): Promise<number> {
  // Everything printed passes through terminalSafe: user text may carry escape sequences.
  const out = (t: string) => print(terminalSafe(t));
  const err = (t: string) => printErr(terminalSafe(t));
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    out(help());
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    err(`tower-press: unknown command "${name}"\n\n${help()}`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    out(`Usage: ${command.usage}\n\n${command.summary}`);
    return 0;
  }
  const date = sourceDateEpoch();
  if ('problem' in date) {
    err(`tower-press ${name}: ${date.problem}`);
    return 2;
  }
  try {
    return await command.run(args, out, err, date);
  } catch (e) {
    // parseArgs throws TypeErrors with codes like ERR_PARSE_ARGS_UNKNOWN_OPTION for bad flags.
    const code = (e as { code?: string }).code ?? '';
    if (e instanceof UsageError || code.startsWith('ERR_PARSE_ARGS')) {
      err(`tower-press ${name}: ${(e as Error).message}\nUsage: ${command.usage}`);
      return 2;
    }
    if (readerGone(e)) {
      abortAllOutputs();
      return CLOSED_PIPE_STATUS;
    }
    // Anything else (a disk that is full, a folder we may not write to…) is one clear line and
    // exit 1, never a stack trace; TOWER_PRESS_DEBUG=1 shows the trace for bug reports.
    if (e instanceof WriteError) err(`tower-press: could not write ${e.path}: ${e.reason}`);
    else err(`tower-press: ${failure(e)}`);
    if (process.env.TOWER_PRESS_DEBUG) err(String((e as Error)?.stack ?? e));
    return 1;
  }
}

/**
 * The exit status when the reader of standard output goes away: 141 = 128 + SIGPIPE (13), what
 * a shell reports for `yes | head -1`, so `set -o pipefail` sees the usual closed-pipe status.
 * (Node ignores SIGPIPE, so the process cannot simply die of it.)
 */
export const CLOSED_PIPE_STATUS = 141;

/** Whether `e` says standard output's reader has gone (EPIPE writing to `-`). */
function readerGone(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  if (code !== 'EPIPE') return false;
  return !(e instanceof WriteError) || resolvesToStdout(e.path);
}
const resolvesToStdout = (path: string): boolean => {
  try {
    return isStdout(path);
  } catch {
    return false;
  }
};

/**
 * For the command's own process (not when `main` runs inside tests): a closed pipe on standard
 * output is a normal end, not a crash. The files being written are removed (the exit handler
 * of write-files.ts) and the process exits with CLOSED_PIPE_STATUS at once, without a stack
 * trace; the workers of `simulate --jobs` end with it. Standard error closing early is
 * ignored: there is nobody left to tell.
 */
export function guardStandardStreams(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    abortAllOutputs();
    process.exit(CLOSED_PIPE_STATUS);
  });
  process.stderr.on('error', () => {});
}

/** One line for an unexpected failure: a file system error says which file and why. */
function failure(e: unknown): string {
  const { path, syscall } = (e ?? {}) as { path?: unknown; syscall?: unknown };
  if (typeof path === 'string' && typeof syscall === 'string') {
    return `${path}: ${errorReason(e)}`;
  }
  return e instanceof Error ? e.message || e.name : String(e);
}

// Compared as paths, not URLs: a checkout whose path has a space (or any character a URL
// escapes) would otherwise never run.
if (isMainModule(import.meta.url, process.argv[1])) {
  guardStandardStreams();
  process.exitCode = await main(process.argv.slice(2));
}
