import { TextDoesNotFit } from '../../src/print/text-fit.ts';
import { parseArgs } from 'node:util';
import { PDFDocument } from '../pdf/pdfkit-node.ts';
import { loadFonts } from '../pdf/fonts-node.ts';
import { generateLayouts } from '../../src/games/solo-tower-hack/layout.ts';
import { siteFromEnv } from '../site-env.ts';
import { renderTowerMaps } from '../../src/print/maps/tower-map-pdf.ts';
import { writeOutput } from '../files/write-files.ts';
import { intFlag, isStdout, outFlag, paperFlag, UsageError, type Command } from '../command.ts';
import { Progress } from '../progress.ts';
import { seedLengthProblem } from '../../src/lib/seed-text.ts';

const MAX_COUNT = 500;

export const mapCommand: Command = {
  name: 'map',
  summary: 'printable Solo Tower Hack tower maps (PDF), or their layouts as JSON',
  usage:
    'tower-press map --seed S [--count N] [--per-page 1|2] [--paper a4|letter] [--quiet] (--out FILE.pdf | --json)',
  async run(args, out, err, pdf) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        seed: { type: 'string' },
        count: { type: 'string' },
        'per-page': { type: 'string' },
        paper: { type: 'string' },
        out: { type: 'string' },
        json: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
      },
    });
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const seed = values.seed;
    if (seed === undefined || seed === '') throw new UsageError('--seed is required (any text)');
    const seedProblem = seedLengthProblem(seed);
    if (seedProblem) throw new UsageError(`--seed is ${seedProblem}`);
    const count = intFlag('count', values.count, 1, MAX_COUNT, 1);
    const perPage = intFlag('per-page', values['per-page'], 1, 2, 1) as 1 | 2;
    const paper = paperFlag(values.paper);
    // Every flag is checked before anything is printed or written.
    const target =
      values.json && !values.out
        ? null
        : outFlag(values.out, '--out FILE.pdf is required (or --json to print the layout)');
    if (values.json && isStdout(target))
      throw new UsageError(
        '--json and --out - both print to standard output; choose one, or name a file with --out',
      );
    const siteRoot = siteFromEnv().root;
    const layouts = generateLayouts(seed, count);

    if (values.json) out(JSON.stringify(count === 1 ? layouts[0] : layouts));
    if (!target) return 0;
    // A progress line on a terminal for batches that take more than a second.
    const progress = new Progress('map', count, { unit: 'maps', quiet: values.quiet, after: 1000 });
    let bytes: Uint8Array;
    try {
      bytes = await renderTowerMaps(PDFDocument, loadFonts(), layouts, {
        paper,
        perPage,
        siteRoot,
        date: pdf.date,
        progress: (done) => progress.update(done),
      });
    } catch (e) {
      // A seed or web address too long for its place on the map: refused, nothing written.
      if (e instanceof TextDoesNotFit) throw new UsageError(e.message);
      throw e;
    } finally {
      progress.clear();
    }
    await writeOutput(target, bytes);
    const pages = Math.ceil(count / perPage);
    if (!values.json)
      (isStdout(target) ? err : out)(
        `Wrote ${values.out}: ${count} map${count > 1 ? 's' : ''} on ${pages} page${pages > 1 ? 's' : ''}, ${bytes.length.toLocaleString('en')} bytes`,
      );
    return 0;
  },
};
