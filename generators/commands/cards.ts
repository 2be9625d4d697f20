import { parseArgs } from 'node:util';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { DataFileError, decodeDataFile, tooLargeStreamMessage } from '../../src/lib/data-file.ts';
import { DeckError, LIMITS, readDeck } from '../../src/print/cards/schema.ts';
import { renderDeckPdf, singleSided } from '../../src/print/cards/deck-pdf.ts';
import { deckTextProblems } from '../../src/print/cards/render.ts';
import { DUPLEX_MODES, layoutFor, type Duplex } from '../../src/print/cards/impose.ts';
import { vttSheetCount, vttSheetPaths, vttSheets, VTT_COLUMNS, VTT_ROWS } from '../cards/vtt.ts';
import { loadDeckImages } from '../cards/deck-images.ts';
import { cardPngPlan, cardPngs, cardPngSize, PNG_DPI } from '../cards/png-dir.ts';
import { makePngDir, pngDirFlag, pngFileLinkCheck } from '../cards/png-dir-target.ts';
import { loadFonts } from '../pdf/fonts-node.ts';
import { PDFDocument } from '../pdf/pdfkit-node.ts';
import { errorReason, writeFilesAtomic, type OutputFile } from '../files/write-files.ts';
import { isStdout, outFlag, paperFlag, sameOutput, UsageError, type Command } from '../command.ts';
import { Progress } from '../progress.ts';
import { listTemplates } from '../cards/template-list.ts';
import { csvReaderFor } from '../cards/csv-file.ts';

/**
 * The deck file's text, read no further than the size limit: a huge file, or an endless one
 * like /dev/zero, is refused without being held in memory.
 */
async function readDeckText(file: string): Promise<string> {
  let handle;
  try {
    handle = await open(file, 'r');
    const buffer = Buffer.alloc(LIMITS.fileBytes + 1);
    let size = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, size, buffer.length - size);
      if (bytesRead === 0) break;
      size += bytesRead;
      if (size > LIMITS.fileBytes) throw new UsageError(tooLargeStreamMessage(file));
    }
    return decodeDataFile(buffer.subarray(0, size), file);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    if (e instanceof DataFileError) throw new UsageError(e.message);
    throw new UsageError(`cannot read the deck file ${file}: ${errorReason(e)}`);
  } finally {
    await handle?.close();
  }
}

/** Every problem of a deck file, one a line: nothing is written. */
const deckProblems = (problems: readonly string[]) =>
  new UsageError(
    `the deck file has ${problems.length} problem${problems.length > 1 ? 's' : ''}; nothing was written:\n  ${problems.join('\n  ')}`,
  );

function offsetFlag(value: string | undefined): { x: number; y: number } {
  if (value === undefined) return { x: 0, y: 0 };
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!m)
    throw new UsageError(`--back-offset must be X,Y in millimetres, like 0.5,-1, got "${value}"`);
  const [x, y] = [Number(m[1]), Number(m[2])];
  if (Math.abs(x) > 10 || Math.abs(y) > 10)
    throw new UsageError(`--back-offset: each shift must be within ±10 mm, got ${x},${y}`);
  return { x, y };
}

export const cardsCommand: Command = {
  name: 'cards',
  summary:
    'print-and-play card sheets (PDF) from a deck file (YAML or JSON); `tower-press cards --templates [--json]` lists every card template, its fields and an example',
  usage: `tower-press cards FILE.yaml [--paper a4|letter] [--bleed 0|3|1/8in] [--duplex ${DUPLEX_MODES.join('|')}] [--back-offset X,Y] [--test-page] [--cut-lines] [--ink-saver] [--fill-blanks] [--vtt SHEET.png] [--png-dir DIR] [--quiet] --out FILE.pdf (--out may be left out with --png-dir)`,
  async run(args, out, err, pdf) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        paper: { type: 'string' },
        bleed: { type: 'string' },
        duplex: { type: 'string' },
        'back-offset': { type: 'string' },
        'test-page': { type: 'boolean', default: false },
        'cut-lines': { type: 'boolean', default: false },
        'ink-saver': { type: 'boolean', default: false },
        'fill-blanks': { type: 'boolean', default: false },
        vtt: { type: 'string' },
        'png-dir': { type: 'string' },
        out: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        templates: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
    });
    if (values.templates || values.json) return listTemplates(args, values.json, out);
    const [file, ...extra] = positionals;
    if (!file)
      throw new UsageError('name the deck file, e.g. content/cards/wizards-tower-quest.yaml');
    if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
    const paper = paperFlag(values.paper);
    const bleed = bleedFlag(values.bleed);
    const duplex = (values.duplex ?? 'long') as Duplex;
    if (!DUPLEX_MODES.includes(duplex))
      throw new UsageError(`--duplex must be ${DUPLEX_MODES.join(', ')}, got "${values.duplex}"`);
    const backOffset = offsetFlag(values['back-offset']);
    // With --png-dir the PDF is optional: print-on-demand services take the PNGs alone.
    const pngDir = pngDirFlag(values['png-dir']);
    const target =
      values.out === undefined && pngDir !== null
        ? null
        : outFlag(
            values.out,
            '--out FILE.pdf is required (or --png-dir DIR for card images alone)',
          );
    const vttTarget =
      values.vtt === undefined ? null : outFlag(values.vtt, '--vtt needs a file name', '--vtt');
    if (vttTarget && !/\.png$/i.test(vttTarget))
      throw new UsageError(`--vtt must name a .png file, got "${values.vtt}"`);
    const text = await readDeckText(file);
    // Everything is checked in one pass, every problem listed at once: the file's fields, then
    // the text measured with the real fonts (what would print past its box, or as empty boxes)
    // and the pictures read and checked, for every card those checks can be made on.
    let reading;
    try {
      reading = readDeck(text, file, { readCsv: csvReaderFor(file) });
    } catch (e) {
      if (e instanceof DeckError) throw deckProblems(e.problems);
      throw e;
    }
    const { deck } = reading;
    const { images, problems: imageProblems } = await loadDeckImages(deck, reading.numbers);
    const problems = [
      ...reading.problems,
      ...deckTextProblems(deck, loadFonts(), reading),
      ...imageProblems,
    ];
    if (problems.length) throw deckProblems(problems);
    // Every file the sheets will go to is checked now, before a minute of rendering: a deck of
    // more than 70 cards writes name-1.png, name-2.png…, and any of those may be a folder.
    const vttPaths = vttTarget ? vttSheetPaths(vttTarget, vttSheetCount(deck)) : [];
    for (const path of vttPaths) {
      if (path !== vttTarget) outFlag(path, '', '--vtt');
      if (target !== null && sameOutput(path, target))
        throw new UsageError(
          `--vtt would write ${path}, the same file as --out; name two different files`,
        );
    }
    const pngPaths = pngDir ? cardPngPlan(deck).map((p) => join(pngDir.path, p.name)) : [];
    // In a folder still to be made there is nothing to check: no other output can be in it.
    for (const path of pngDir?.exists ? pngPaths : []) {
      pngFileLinkCheck(path);
      outFlag(path, '', '--png-dir');
      for (const other of [...(target === null ? [] : [target]), ...vttPaths])
        if (sameOutput(path, other))
          throw new UsageError(
            `--png-dir would write ${path}, the same file as ${other}; name another folder or file`,
          );
    }
    // Everything is made in memory first, then written all together: if any file cannot be
    // written, none is left behind (and files they would have replaced are kept).
    // A progress line on a terminal for decks that take more than a second.
    let progress: Progress | null = null;
    const layoutOptions = { paper, bleed, duplex, backOffset };
    // An offset that would push backs into the 5 mm border is refused before any rendering.
    let perSheet: number;
    try {
      perSheet = layoutFor(deck.size, {
        ...layoutOptions,
        duplex: singleSided(deck) ? 'none' : duplex,
      }).faces.length;
    } catch (e) {
      if (e instanceof RangeError) throw new UsageError(e.message);
      throw e;
    }
    if (values['fill-blanks'] && !deck.blank)
      throw new UsageError(
        `--fill-blanks: ${file} has no blank card; mark one card "blank: true", or give the deck a "template" whose fields may all be left empty`,
      );
    // svg-to-pdfkit's warnings, each naming its card, printed once the progress line is gone.
    const warnings: string[] = [];
    const bytes =
      target === null
        ? null
        : await renderDeckPdf(PDFDocument, loadFonts(), deck, {
            ...layoutOptions,
            date: pdf.date,
            testPage: values['test-page'],
            cutLines: values['cut-lines'],
            inkSaver: values['ink-saver'],
            fillBlanks: values['fill-blanks'],
            images,
            warn: (line) => warnings.push(`warning: ${line}`),
            progress: (done, steps) =>
              (progress ??= new Progress('cards', steps, {
                unit: 'steps',
                quiet: values.quiet,
                after: 1000,
              })).update(done),
          });
    (progress as Progress | null)?.clear();
    for (const line of warnings) err(line);
    const sheets = vttTarget ? await vttSheets(deck, loadFonts(), undefined, images) : [];
    const pngs = pngDir
      ? await cardPngs(deck, loadFonts(), { bleed, images, inkSaver: values['ink-saver'] })
      : [];
    const files: OutputFile[] = [
      ...(target === null || bytes === null ? [] : [{ path: target, bytes }]),
      ...sheets.map((png, i) => ({ path: vttPaths[i]!, bytes: png })),
      ...pngs.map((png, i) => ({ path: pngPaths[i]!, bytes: png.bytes, noLinks: true })),
    ];
    // The folder is made only now, when everything is drawn, and taken away again if the
    // files cannot be written.
    const undo = pngDir ? await makePngDir(pngDir) : null;
    try {
      await writeFilesAtomic(files);
    } catch (e) {
      await undo?.();
      throw e;
    }
    // When the PDF goes to standard output, these lines go to standard error.
    if (isStdout(target)) out = err;
    const count = deck.cards.reduce((n, c) => n + c.count, 0);
    const blanks = values['fill-blanks'] ? (perSheet - (count % perSheet)) % perSheet : 0;
    const sides = singleSided(deck) ? 'single-sided (the deck has no backs)' : `duplex ${duplex}`;
    if (target !== null && bytes !== null)
      out(
        `Wrote ${values.out}: ${deck.name}, ${count} cards${blanks ? ` and ${blanks} blank${blanks > 1 ? 's' : ''} to fill the last sheet` : ''}, ${paper}, ${bleed} mm bleed, ${sides}, ${bytes.length.toLocaleString('en')} bytes`,
      );
    for (const [i, path] of vttPaths.entries()) {
      out(
        `Wrote ${path}: tabletop sheet ${i + 1} of ${sheets.length} (up to ${VTT_COLUMNS} × ${VTT_ROWS} cards)`,
      );
    }
    if (pngDir) {
      const px = cardPngSize(deck.size, bleed);
      const backs = pngs.filter((p) => p.name.endsWith('back.png')).length;
      out(
        `Wrote ${pngs.length} card image${pngs.length > 1 ? 's' : ''} to ${pngDir.path}: ${pngs.length - backs} face${pngs.length - backs > 1 ? 's' : ''} and ${backs} back${backs === 1 ? '' : 's'}, ${px.width} × ${px.height} px at ${PNG_DPI} dpi (${deck.size.width} × ${deck.size.height} mm${bleed ? ` and ${bleed} mm bleed` : ''}), named ${pngs[0]?.name}…`,
      );
    }
    return 0;
  },
};

/**
 * Bleed in millimetres: none, 3 mm (what most printers ask in Europe) or 1/8 inch (3.175 mm,
 * what American card services ask for).
 */
export const BLEEDS: Readonly<Record<string, number>> = { '0': 0, '3': 3, '1/8in': 3.175 };

function bleedFlag(value: string | undefined): number {
  const text = value?.trim() ?? '0';
  const bleed = Object.hasOwn(BLEEDS, text) ? BLEEDS[text] : undefined;
  if (bleed === undefined)
    throw new UsageError(`--bleed must be 0, 3 (mm) or 1/8in, got "${value}"`);
  return bleed;
}
