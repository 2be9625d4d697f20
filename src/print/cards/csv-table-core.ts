/**
 * A CSV file's text as a table of rows (the CSV decks of csv-cards.ts), read with csv-parse.
 * Rows are numbered as a spreadsheet shows them: the header is row 1, and a row whose cells
 * hold line breaks is still one row. A byte-order mark and CRLF line ends are accepted. Bad
 * quoting is refused with the row and column (as a letter, and by name when the header says).
 * Pure (text in, table out); the CLI reads the file (generators/cards/csv-file.ts). The
 * csv-parse build is handed in: Node's (csv-table.ts) uses Node's Buffer, so a page's worker
 * hands in the browser build (csv-table-browser.ts), the same parser with its own Buffer.
 */
import type { CsvError, parse as csvParse } from 'csv-parse/sync';
import { columnLetter, CSV_LIMITS, type CsvTable } from './csv-cards.ts';
import { DeckError } from './schema.ts';

const csvBytes = (text: string) => new TextEncoder().encode(text).length;

/** The first row's cells, if the text has one that parses (to name a column in a message). */
function headerOf(parse: CsvParser['parse'], text: string): string[] {
  try {
    const [first] = parse(text, { bom: true, relax_column_count: true, to: 1 }) as string[][];
    return first ?? [];
  } catch {
    return [];
  }
}

function quotingProblem(
  parse: CsvParser['parse'],
  e: CsvError,
  text: string,
  file: string,
): string {
  const row = (e as CsvError & { records?: number }).records ?? 0;
  const index = (e as CsvError & { index?: number }).index;
  const header = row > 0 ? headerOf(parse, text) : [];
  const column =
    index === undefined
      ? ''
      : `, column ${columnLetter(index)}${header[index] ? ` ("${header[index]}")` : ''}`;
  const at = `${file}: row ${row + 1}${column}`;
  switch (e.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `${file}: row ${row + 1}: a quoted cell is never closed (a " is missing), so the rest of the file would be one cell`;
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `${at}: text follows a closing quote; inside a quoted cell write a quote twice ("")`;
    case 'INVALID_OPENING_QUOTE':
      return `${at}: a quote in the middle of a cell; quote the whole cell and write the quote twice ("")`;
    default:
      return `${at}: ${e.message.split('\n')[0]}`;
  }
}

/** The csv-parse functions this reader uses (Node's build or the browser's). */
export interface CsvParser {
  readonly parse: typeof csvParse;
  readonly CsvError: typeof CsvError;
}

/** Reads a CSV file's text as a table; the reader's answer to the file's problems. */
export type CsvTableParser = (text: string, file: string) => CsvTable;

/** A reader of CSV text with the given csv-parse build. */
export const csvTableParser =
  ({ parse, CsvError }: CsvParser): CsvTableParser =>
  (text, file) =>
    parseWith(parse, CsvError, text, file);

/** The file's rows, or a DeckError naming the file, the row and the column of what is wrong. */
function parseWith(
  parse: CsvParser['parse'],
  CsvError: CsvParser['CsvError'],
  text: string,
  file: string,
): CsvTable {
  const bytes = csvBytes(text);
  if (bytes > CSV_LIMITS.bytes)
    throw new DeckError([
      `${file}: the file is ${bytes.toLocaleString('en')} bytes; a CSV deck is at most ${CSV_LIMITS.bytes.toLocaleString('en')}`,
    ]);
  let records: string[][];
  try {
    // One record more than allowed, so a longer file is known to be too long without reading it all.
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      to: CSV_LIMITS.rows + 1,
    }) as string[][];
  } catch (e) {
    if (e instanceof CsvError) throw new DeckError([quotingProblem(parse, e, text, file)]);
    throw e;
  }
  if (records.length > CSV_LIMITS.rows)
    throw new DeckError([
      `${file}: more than ${CSV_LIMITS.rows.toLocaleString('en')} rows; a CSV deck has at most ${(CSV_LIMITS.rows - 1).toLocaleString('en')} cards, one a row below the header`,
    ]);
  const [header, ...rest] = records;
  if (!header || header.every((c) => c.trim() === ''))
    throw new DeckError([
      `${file}: the file is empty; its first row names the columns (like name,cost,type) and each row below is one card`,
    ]);
  if (header.length > CSV_LIMITS.columns)
    throw new DeckError([
      `${file}: ${header.length} columns; a CSV deck has at most ${CSV_LIMITS.columns}`,
    ]);
  return {
    file,
    header: header.map((c) => c.trim()),
    rows: rest.map((cells, i) => ({ row: i + 2, cells })),
  };
}
