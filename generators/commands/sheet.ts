import { parseArgs } from 'node:util';
import { loadFonts } from '../pdf/fonts-node.ts';
import { unprintable } from '../../src/print/fonts.ts';
import { UnprintableText } from '../../src/print/fields.ts';
import { TextDoesNotFit } from '../../src/print/text-fit.ts';
import { PDFDocument } from '../pdf/pdfkit-node.ts';
import { writeOutput } from '../files/write-files.ts';
import {
  isSheetId,
  SHEET_IDS,
  SHEETS,
  type SheetId,
  type SheetOptions,
} from '../../src/print/sheets/index.ts';
import {
  SHEET_FLAGS,
  SheetInputError,
  type Sheet,
  type SheetFlag,
  type SheetFlagValues,
} from '../../src/print/sheets/sheet.ts';
import { isStdout, outFlag, paperFlag, UsageError, type Command } from '../command.ts';

/** Runs `read`, turning a sheet's input error into a usage error (exit 2 with the usage). */
export function sheetInput<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof SheetInputError) throw new UsageError(e.message);
    throw e;
  }
}

/** The sheets (in registry order) that a fill-in flag applies to. */
const sheetsTaking = (flag: SheetFlag): SheetId[] =>
  SHEET_IDS.filter((id) => SHEETS[id].flags.includes(flag));

/** Draws sheet `kind` from the flags: one generic step, so every registry entry is handled alike. */
async function drawSheet(
  kind: SheetId,
  values: SheetFlagValues,
  options: SheetOptions,
): Promise<Uint8Array> {
  const sheet: Sheet<unknown> = SHEETS[kind];
  const data = sheetInput(() => sheet.fromFlags(values));
  try {
    return await sheet.render(PDFDocument, loadFonts(), data, options);
  } catch (e) {
    // A text that fits its box at no size allowed, or that the fonts cannot draw: refused before anything is written.
    if (e instanceof TextDoesNotFit || e instanceof UnprintableText)
      throw new UsageError(e.message);
    throw e;
  }
}

export const sheetCommand: Command = {
  name: 'sheet',
  summary: 'printable sheets (PDF): wizard sheet, TFT wizard figure and roster, Heist score pad',
  usage: `tower-press sheet ${SHEET_IDS.join('|')} [--name NAME] [--ratings wards=2,research=3,power=2,allies=2,domainControl=1[,security=1,…]] [--st N --dx N --iq N] [--players A,B,…] [--paper a4|letter] [--flat] [--ink-saver] --out FILE.pdf`,
  async run(args, out, err, pdf) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        ...(Object.fromEntries(SHEET_FLAGS.map((f) => [f, { type: 'string' }])) as Record<
          SheetFlag,
          { type: 'string' }
        >),
        name: { type: 'string', default: '' },
        paper: { type: 'string' },
        flat: { type: 'boolean', default: false },
        'ink-saver': { type: 'boolean', default: false },
        out: { type: 'string' },
      },
    });
    const [kind, ...extra] = positionals;
    if (!kind || !isSheetId(kind))
      throw new UsageError(
        kind
          ? `unknown sheet "${kind}" (choose ${SHEET_IDS.join(', ')})`
          : `name the sheet: ${SHEET_IDS.join(', ')}`,
      );
    if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
    const unused = SHEET_FLAGS.filter(
      (f) => values[f] !== undefined && values[f] !== '' && !SHEETS[kind].flags.includes(f),
    );
    if (unused.length) {
      const f = unused[0]!;
      throw new UsageError(
        `--${f} does not apply to the ${kind} sheet (it is for: ${sheetsTaking(f).join(', ')})`,
      );
    }
    const named = SHEETS[kind].name;
    if (named && values.name.length > named.max)
      throw new UsageError(
        `--name: a ${named.what} is at most ${named.max} characters, got ${values.name.length}`,
      );
    const paper = paperFlag(values.paper);
    const target = outFlag(values.out, '--out FILE.pdf is required');
    const options: SheetOptions = {
      paper,
      mode: values.flat ? 'flat' : 'fillable',
      name: values.name,
      date: pdf.date,
      ...(values['ink-saver'] && { inkSaver: true }),
    };
    const fonts = loadFonts();
    // A character the fonts cannot draw would print as an empty box: refuse, naming it.
    for (const [flag, text] of [
      ['--name', values.name],
      ['--players', values.players ?? ''],
    ] as const) {
      const problem = unprintable(flag, text, fonts, ['body', 'bold']);
      if (problem) throw new UsageError(problem);
    }
    const bytes = await drawSheet(kind, values, options);
    await writeOutput(target, bytes);
    (isStdout(target) ? err : out)(
      `Wrote ${values.out}: ${kind} sheet, ${paper}, ${options.mode}${options.inkSaver ? ', ink saver' : ''}, ${bytes.length.toLocaleString('en')} bytes`,
    );
    return 0;
  },
};
