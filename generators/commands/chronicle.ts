import { readFileSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  CHRONICLE_MAX_MONTHS,
  type ChronicleSource,
} from '../../src/games/wizards-tower/chronicle.ts';
import { checkSave, SAVE_VERSION } from '../../src/games/wizards-tower/engine/companion.ts';
import { STRATEGY_IDS } from '../../src/games/wizards-tower/engine/strategies.ts';
import { EXAMPLE_BUILD } from '../../src/games/wizards-tower/wizard-build.ts';
import { ChronicleTextError, makeChronicle } from '../../src/print/chronicle/index.ts';
import {
  openEnvelope,
  SAVE_FILE_MAX_BYTES,
  sizeText,
} from '../../src/widgets/kit/save-transfer.ts';
import { writeOutput } from '../files/write-files.ts';
import { loadFonts } from '../pdf/fonts-node.ts';
import { PDFDocument } from '../pdf/pdfkit-node.ts';
import { Progress } from '../progress.ts';
import { intFlag, isStdout, outFlag, paperFlag, UsageError, type Command } from '../command.ts';

/** A save file that cannot be made into a book: said in one line, exit 1, nothing written. */
class BadSave extends Error {}

/** Reads the companion's exported save (the envelope its "Save to a file" writes), checked as the page checks it. */
function readSave(path: string): ChronicleSource {
  const name = `“${path}”`;
  let size: number;
  try {
    size = statSync(path).size;
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new BadSave(`${name} ${code === 'ENOENT' ? 'does not exist' : 'cannot be read'}`);
  }
  if (size > SAVE_FILE_MAX_BYTES)
    throw new BadSave(
      `${name} is too big to be a Tower Press save: it is ${sizeText(size)}, and a save file is at most ${sizeText(SAVE_FILE_MAX_BYTES)}`,
    );
  const opened = openEnvelope(readFileSync(path, 'utf8'), 'companion', SAVE_VERSION);
  if ('problem' in opened) throw new BadSave(`${name} ${opened.problem}`);
  try {
    return { kind: 'save', save: checkSave(opened.save) };
  } catch (e) {
    throw new BadSave(
      `${name} holds a companion game that cannot be used: ${(e as Error).message.replace(/\.$/, '')}`,
    );
  }
}

export const chronicleCommand: Command = {
  name: 'chronicle',
  summary:
    "a played game of The Wizard's Tower typeset as a book: from the companion's save file, or a seeded game the site plays",
  usage: `tower-press chronicle SAVE.json | --seed S --months N [--strategy ${STRATEGY_IDS.join('|')}] [--paper a4|letter] [--booklet] [--quiet] --out FILE.pdf`,
  async run(args, out, err, pdf) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        seed: { type: 'string' },
        months: { type: 'string' },
        strategy: { type: 'string' },
        paper: { type: 'string' },
        booklet: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        out: { type: 'string' },
      },
    });
    if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
    const file = positionals[0];
    const seeded = values.seed !== undefined;
    if (file && seeded) throw new UsageError('give a save file or --seed, not both');
    if (!file && !seeded)
      throw new UsageError('name a save file, or play a game with --seed S --months N');
    if (file && (values.months !== undefined || values.strategy !== undefined))
      throw new UsageError(
        '--months and --strategy go with --seed: a save file is played as saved',
      );
    const paper = paperFlag(values.paper);
    const target = outFlag(values.out, '--out FILE.pdf is required');
    let source: ChronicleSource;
    if (seeded) {
      const seed = values.seed!.trim();
      if (!seed) throw new UsageError('--seed needs some text');
      const months = intFlag('months', values.months, 1, CHRONICLE_MAX_MONTHS);
      const strategy = values.strategy ?? 'ward-keeper';
      if (!STRATEGY_IDS.includes(strategy))
        throw new UsageError(
          `--strategy: unknown strategy "${strategy}" (known: ${STRATEGY_IDS.join(', ')})`,
        );
      source = { kind: 'autoplay', seed, months, strategy, build: EXAMPLE_BUILD };
    } else {
      try {
        source = readSave(file!);
      } catch (e) {
        if (!(e instanceof BadSave)) throw e;
        err(`tower-press chronicle: ${e.message}; no file was written`);
        return 1;
      }
    }
    // Pages drawn of the book's pages, known once it is laid out.
    let progress: Progress | null = null;
    let made;
    try {
      made = await makeChronicle(PDFDocument, loadFonts(), source, {
        paper,
        booklet: values.booklet,
        date: pdf.date,
        onProgress: (done, total) => {
          progress ??= new Progress('chronicle', total, {
            unit: 'pages',
            quiet: values.quiet,
            after: 1000,
          });
          progress.update(done);
        },
      });
    } catch (e) {
      if (!(e instanceof ChronicleTextError)) throw e;
      err(`tower-press chronicle: ${e.message} No file was written.`);
      return 1;
    } finally {
      (progress as Progress | null)?.clear();
    }
    await writeOutput(target, made.pdf);
    const what = values.booklet
      ? `booklet of ${made.pages} pages on ${made.sides / 2} sheet${made.sides > 2 ? 's' : ''} (${made.sides} sides)`
      : `${made.pages} pages`;
    (isStdout(target) ? err : out)(
      `Wrote ${values.out}: chronicle, ${paper}, ${what}, ${made.pdf.length.toLocaleString('en')} bytes`,
    );
    return 0;
  },
};
