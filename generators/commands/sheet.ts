import { parseArgs } from 'node:util';
import { checkFigure, type Figure } from '../../src/games/wizard-figures/figure.ts';
import { MAX_PLAYERS } from '../../src/games/heist/scoring.ts';
import { DOMAIN_FACTORS, RATINGS } from '../../src/games/wizards-tower/ratings.ts';
import {
  checkBuild,
  parseRatingsText,
  type WizardBuild,
} from '../../src/games/wizards-tower/wizard-build.ts';
import { loadFonts } from '../pdf/fonts-node.ts';
import { unprintable } from '../pdf/fonts.ts';
import { PDFDocument } from '../pdf/pdfkit-node.ts';
import { writeOutput } from '../pdf/write-files.ts';
import { renderFigureRoster, renderFigureSheet } from '../sheets/figure-sheet.ts';
import { renderHeistScorepad } from '../sheets/heist-scorepad.ts';
import { renderWizardSheet, type SheetOptions } from '../sheets/wizard-sheet.ts';
import { intFlag, isStdout, outFlag, paperFlag, UsageError, type Command } from '../command.ts';

export const SHEET_KINDS = ['wizards-tower', 'figure', 'figure-roster', 'heist-scorepad'] as const;
type SheetKind = (typeof SHEET_KINDS)[number];

/** A wizard from --name and --ratings, or null for a blank sheet; broken rules become the error. */
export function wizardFrom(name: string, ratingsText: string | undefined): WizardBuild | null {
  if (ratingsText === undefined) return null;
  let given;
  try {
    given = parseRatingsText(ratingsText);
  } catch (e) {
    throw new UsageError(`--ratings: ${(e as Error).message}`);
  }
  const missing = RATINGS.filter((r) => given[r.id] === undefined).map((r) => r.id);
  if (missing.length)
    throw new UsageError(`--ratings must give all five Ratings; missing ${missing.join(', ')}`);
  const build: WizardBuild = {
    name,
    ratings: Object.fromEntries(RATINGS.map((r) => [r.id, given[r.id]!])) as WizardBuild['ratings'],
    // Factors not given start at 1; Domain Control above 1 must then be placed with security=, prosperity=, loyalty=.
    factors: Object.fromEntries(
      DOMAIN_FACTORS.map((f) => [f.id, given[f.id] ?? 1]),
    ) as WizardBuild['factors'],
    allyNames: [],
  };
  const problems = checkBuild(build);
  if (problems.length)
    throw new UsageError(
      `this wizard breaks the starting rules:\n  ${problems.map((p) => p.message).join('\n  ')}`,
    );
  return build;
}

function figureFrom(name: string, st?: string, dx?: string, iq?: string): Figure | null {
  if (st === undefined && dx === undefined && iq === undefined) return null;
  const figure: Figure = {
    name,
    st: intFlag('st', st, -99, 99),
    dx: intFlag('dx', dx, -99, 99),
    iq: intFlag('iq', iq, -99, 99),
  };
  const problems = checkFigure(figure);
  if (problems.length)
    throw new UsageError(
      `this figure breaks the creation rules:\n  ${problems.map((p) => p.message).join('\n  ')}`,
    );
  return figure;
}

/** The flags that fill something in, and the sheets that use them. */
const FLAGS_FOR = {
  name: ['wizards-tower', 'figure', 'figure-roster'],
  ratings: ['wizards-tower'],
  st: ['figure', 'figure-roster'],
  dx: ['figure', 'figure-roster'],
  iq: ['figure', 'figure-roster'],
  players: ['heist-scorepad'],
} as const satisfies Record<string, readonly SheetKind[]>;

export const sheetCommand: Command = {
  name: 'sheet',
  summary: 'printable sheets (PDF): wizard sheet, TFT wizard figure and roster, Heist score pad',
  usage: `tower-press sheet ${SHEET_KINDS.join('|')} [--name NAME] [--ratings wards=2,research=3,power=2,allies=2,domainControl=1[,security=1,…]] [--st N --dx N --iq N] [--players A,B,…] [--paper a4|letter] [--flat] --out FILE.pdf`,
  async run(args, out, err) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: 'string', default: '' },
        ratings: { type: 'string' },
        st: { type: 'string' },
        dx: { type: 'string' },
        iq: { type: 'string' },
        players: { type: 'string' },
        paper: { type: 'string' },
        flat: { type: 'boolean', default: false },
        out: { type: 'string' },
      },
    });
    const [kind, ...extra] = positionals;
    if (!kind || !(SHEET_KINDS as readonly string[]).includes(kind))
      throw new UsageError(
        kind
          ? `unknown sheet "${kind}" (choose ${SHEET_KINDS.join(', ')})`
          : `name the sheet: ${SHEET_KINDS.join(', ')}`,
      );
    if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
    const unused = (Object.keys(FLAGS_FOR) as (keyof typeof FLAGS_FOR)[]).filter(
      (f) =>
        values[f] !== undefined &&
        values[f] !== '' &&
        !(FLAGS_FOR[f] as readonly string[]).includes(kind),
    );
    if (unused.length) {
      const f = unused[0]!;
      throw new UsageError(
        `--${f} does not apply to the ${kind} sheet (it is for: ${FLAGS_FOR[f].join(', ')})`,
      );
    }
    if (values.name.length > 40)
      throw new UsageError(`--name is at most 40 characters, got ${values.name.length}`);
    const paper = paperFlag(values.paper);
    const target = outFlag(values.out, '--out FILE.pdf is required');
    const options: SheetOptions = {
      paper,
      mode: values.flat ? 'flat' : 'fillable',
      name: values.name,
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
    let bytes: Uint8Array;
    switch (kind as SheetKind) {
      case 'wizards-tower':
        bytes = await renderWizardSheet(
          PDFDocument,
          fonts,
          wizardFrom(values.name, values.ratings),
          options,
        );
        break;
      case 'figure':
      case 'figure-roster': {
        const figure = figureFrom(values.name, values.st, values.dx, values.iq);
        bytes =
          kind === 'figure'
            ? await renderFigureSheet(PDFDocument, fonts, figure, options)
            : await renderFigureRoster(PDFDocument, fonts, figure ? [figure] : [], options);
        break;
      }
      case 'heist-scorepad': {
        const players = values.players ? values.players.split(',').map((p) => p.trim()) : [];
        if (players.some((p) => !p))
          throw new UsageError(
            `--players: a name is empty in "${values.players}" (give names separated by commas, like Ann,Bob,Cy)`,
          );
        if (players.length > MAX_PLAYERS)
          throw new UsageError(`--players: at most ${MAX_PLAYERS} players, got ${players.length}`);
        bytes = await renderHeistScorepad(PDFDocument, fonts, players, options);
        break;
      }
    }
    await writeOutput(target, bytes);
    (isStdout(target) ? err : out)(
      `Wrote ${values.out}: ${kind} sheet, ${paper}, ${options.mode}, ${bytes.length.toLocaleString('en')} bytes`,
    );
    return 0;
  },
};
