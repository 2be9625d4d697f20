/**
 * What every printable sheet is: its options, the CLI flags that can fill it in, and one entry
 * of the SHEETS registry (./index.ts), which the CLI `sheet` command, the site's prebuilt blank
 * sheets and the widgets' download buttons all read.
 */
import type { FontSet } from '../fonts.ts';
import type { SheetMode } from '../fields.ts';
import type { PaperId } from '../paper.ts';
import type { PdfDocumentConstructor } from '../types.ts';
import type { Dated } from '../document.ts';

export interface SheetOptions extends Dated {
  paper: PaperId;
  mode: SheetMode;
  /** A name for a sheet with no build (otherwise the build's name is used). */
  name?: string;
  /**
   * Save ink (`--ink-saver`, the site's "Save ink"): no large grey fills (bands are left out,
   * rules and outlines mark the rows), neutrals in DeviceGray so a colour inkjet prints them
   * with black ink alone. The text is the same.
   */
  inkSaver?: boolean;
}

/** The CLI flags that fill a sheet in, in the order the CLI checks them. */
export const SHEET_FLAGS = ['name', 'ratings', 'st', 'dx', 'iq', 'players'] as const;
export type SheetFlag = (typeof SHEET_FLAGS)[number];
/** The flags as given (`name` is '' when not given). */
export type SheetFlagValues = { readonly name: string } & {
  readonly [F in Exclude<SheetFlag, 'name'>]?: string;
};

/** Input a sheet cannot be drawn from; the message names the flag or rule (the CLI prints it with its usage). */
export class SheetInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SheetInputError';
  }
}

/** One kind of sheet, drawn from `Data` (a wizard, a figure, a list of players…). */
export interface Sheet<Data> {
  /** The name the CLI, the prebuilt files and the pages use: `tower-press sheet <id>`. */
  readonly id: string;
  /** What the sheet is called in text, e.g. "wizard sheet". */
  readonly label: string;
  /** The CLI flags that fill it in (besides --paper, --flat, --out); any other is refused. */
  readonly flags: readonly SheetFlag[];
  /** What --name names on this sheet and its longest length (the site's form has the same limit), if it takes --name. */
  readonly name?: { readonly what: string; readonly max: number };
  /** Whether the site offers it blank, on both papers, fillable and flattened. */
  readonly prebuilt: boolean;
  /** The data of a blank sheet. */
  readonly blank: Data;
  /** The data the CLI flags describe, or `blank`; throws SheetInputError for bad values. */
  fromFlags(values: SheetFlagValues): Data;
  render(
    PDFDocument: PdfDocumentConstructor,
    fonts: FontSet,
    data: Data,
    options: SheetOptions,
  ): Promise<Uint8Array>;
}
