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
