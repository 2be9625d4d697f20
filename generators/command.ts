import { resolveTarget, TargetError } from './files/write-target.ts';
import { isPaper, PAPER_IDS, type PaperId } from '../src/print/paper.ts';
import type { Dated } from '../src/print/document.ts';

/** One `tower-press` subcommand. Other commands (simulate, map, sheet, cards) register the same way. */
export interface Command {
  name: string;
  summary: string;
  usage: string;
  /**
   * Returns the exit code. Throw UsageError for bad flags: the CLI prints it with the usage,
   * exit 2. `err` is for messages when standard output carries a file (`--out -`).
   */
  run(
    args: string[],
    out: (text: string) => void,
    err: (text: string) => void,
    /** What every PDF written carries: its date (SOURCE_DATE_EPOCH's, else the fixed one). */
    pdf: Required<Dated>,
  ): number | Promise<number>;
}

export class UsageError extends Error {}

/** Reads a whole-number flag within bounds, or explains what is wrong with it. */
export function intFlag(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
  fallback?: number,
): number {
  if (value === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  if (!/^-?\d+$/.test(value.trim()))
    throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${name} must be from ${min} to ${max}, got ${n}`);
  return n;
}

/**
 * An output file flag (--out, --trace, --journal…), checked before any work is done: returns
 * the path as given, or explains why it cannot be written (missing, a folder, a disk, a
 * dangling link, a folder that does not exist or is a file…; see files/write-target.ts).
 * `-` means standard output.
 */
export function outFlag(value: string | undefined, missing: string, flag = '--out'): string {
  if (!value) throw new UsageError(missing);
  if (/[\\/]$/.test(value))
    throw new UsageError(`${flag}: ${value} is a folder; name a file (in it or elsewhere)`);
  try {
    resolveTarget(value);
  } catch (e) {
    if (e instanceof TargetError) throw new UsageError(`${flag}: ${e.message}`);
    throw e;
  }
  return value;
}

/** Whether two output flags name the same file (a device such as /dev/null may take both). */
export function sameOutput(a: string, b: string): boolean {
  const x = resolveTarget(a);
  const y = resolveTarget(b);
  if (x.kind === 'stdout' || y.kind === 'stdout') return x.kind === y.kind;
  return x.kind === 'replace' && y.kind === 'replace' && x.file === y.file;
}

/** Whether an output flag means standard output. */
export const isStdout = (value: string | null | undefined): boolean =>
  value != null && resolveTarget(value).kind === 'stdout';

/** --paper: a4 or letter. */
export function paperFlag(value: string | undefined): PaperId {
  const paper = value ?? 'a4';
  if (!isPaper(paper))
    throw new UsageError(`--paper must be ${PAPER_IDS.join(' or ')}, got "${paper}"`);
  return paper;
}

/** The one game a command acts on: the first positional, one of `games`, and nothing after it. */
export function gameArgument<G extends string>(
  positionals: readonly string[],
  games: readonly G[],
  isGame: (id: string) => id is G,
): G {
  const [game, ...extra] = positionals;
  if (!game || !isGame(game))
    throw new UsageError(
      game
        ? `unknown game "${game}" (choose ${games.join(', ')})`
        : `name the game: ${games.join(', ')}`,
    );
  if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
  return game;
}
