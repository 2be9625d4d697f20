import { parseArgs } from 'node:util';
import { DEFAULT_KIT_SEED, kitSteps, renderKit } from '../kits/kit.ts';
import { isKitGame, KIT_GAMES } from '../kits/sources.ts';
import { seedLengthProblem } from '../../src/lib/seed-text.ts';
import { writeOutput } from '../files/write-files.ts';
import { siteFromEnv } from '../site-env.ts';
import { Progress } from '../progress.ts';
import {
  isStdout,
  outFlag,
  paperFlag,
  UsageError,
  type Command,
  gameArgument,
} from '../command.ts';

export const kitCommand: Command = {
  name: 'kit',
  summary:
    'a print-and-play kit (PDF) to print in one job: cover, quick reference, rulebook and every component of a game',
  usage: `tower-press kit ${KIT_GAMES.join('|')} [--paper a4|letter] [--no-duplex] [--seed S] [--quiet] --out FILE.pdf`,
  async run(args, out, err, pdf) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        paper: { type: 'string' },
        seed: { type: 'string' },
        out: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        // For printers without duplex: decks folded, nothing on the backs.
        'no-duplex': { type: 'boolean', default: false },
      },
    });
    const game = gameArgument(positionals, KIT_GAMES, isKitGame);
    const paper = paperFlag(values.paper);
    const duplex = !values['no-duplex'];
    const seed = values.seed;
    if (seed !== undefined) {
      // Only Solo Tower Hack's maps are seeded: a seed for another game would be silently unused.
      if (game !== 'solo-tower-hack')
        throw new UsageError(`--seed is for the solo-tower-hack kit (its maps); ${game} has none`);
      if (seed.trim() === '') throw new UsageError('--seed is empty (give any text)');
      const seedProblem = seedLengthProblem(seed);
      if (seedProblem) throw new UsageError(`--seed is ${seedProblem}`);
    }
    const target = outFlag(values.out, '--out FILE.pdf is required');
    const siteRoot = siteFromEnv().root;
    const progress = new Progress('kit', kitSteps(game), {
      unit: 'steps',
      quiet: values.quiet,
      after: 1000,
    });
    let kit;
    try {
      kit = await renderKit(game, {
        paper,
        duplex,
        seed: seed ?? DEFAULT_KIT_SEED,
        siteRoot,
        date: pdf.date,
        progress: (done) => progress.update(done),
      });
    } finally {
      progress.clear();
    }
    await writeOutput(target, kit.bytes);
    (isStdout(target) ? err : out)(
      `Wrote ${values.out}: ${game} kit, ${paper}, ${duplex ? 'double-sided (flip on the long edge)' : 'one-sided'}, ${kit.pages} pages on ${kit.sheets} sheets of paper, ${kit.bytes.length.toLocaleString('en')} bytes`,
    );
    return 0;
  },
};
