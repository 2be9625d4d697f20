import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isPaper, PAPER_IDS, type PaperId } from './pdf/paper.ts';

/** One `tower-press` subcommand. Other commands (simulate, map, sheet, cards) register the same way. */
export interface Command {
  name: string;
  summary: string;
  usage: string;
  /** Returns the exit code. Throw UsageError for bad flags: the CLI prints it with the usage, exit 2. */
  run(args: string[], out: (text: string) => void): number | Promise<number>;
}

export class UsageError extends Error {}

/** Reads a whole-number flag within bounds, or explains what is wrong with it. */
export function intFlag(name: string, value: string | undefined, min: number, max: number, fallback?: number): number {
  if (value === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${name} must be from ${min} to ${max}, got ${n}`);
  return n;
}

/**
 * The absolute path for --out, or an explanation when it is missing, names a folder rather
 * than a file, or its folder does not exist.
 */
export function outFlag(value: string | undefined, missing: string, flag = '--out'): string {
  if (!value) throw new UsageError(missing);
  const target = resolve(value);
  if (/[\\/]$/.test(value) || (existsSync(target) && statSync(target).isDirectory())) {
    throw new UsageError(`${flag}: ${value} is a folder; name a file (in it or elsewhere)`);
  }
  if (!existsSync(dirname(target)) || !statSync(dirname(target)).isDirectory()) throw new UsageError(`${flag}: the folder ${dirname(target)} does not exist`);
  return target;
}

/** --paper: a4 or letter. */
export function paperFlag(value: string | undefined): PaperId {
  const paper = value ?? 'a4';
  if (!isPaper(paper)) throw new UsageError(`--paper must be ${PAPER_IDS.join(' or ')}, got "${paper}"`);
  return paper;
}
