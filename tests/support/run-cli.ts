import { main } from '../../generators/cli.ts';

/** Runs the tower-press CLI in-process, capturing what it prints. */
export async function runCli(
  ...argv: string[]
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(
    argv,
    (t) => (out += t + '\n'),
    (t) => (err += t + '\n'),
  );
  return { code, out, err };
}
