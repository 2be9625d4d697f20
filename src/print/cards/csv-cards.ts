/**
 * Cards from a spreadsheet: a deck file may say
 *
 *   cards: { csv: spells.csv, template: tw-spell, columns: { name: Spell, cost: Mana }, ignore: [Notes] }
 *
 * The CSV file lies in the deck file's folder (or a folder inside it), named by a relative path;
 * absolute paths, paths that climb out (..) and links or URLs are refused. Its first row names
 * the columns; each row below is one card of the template (`template` here, or the deck's).
 * A column maps to the template field of the same name (letter case aside) unless `columns`
 * maps it to another; a `count` column gives how many of the card to print (1 when empty).
 * Every column must be used or listed in `ignore`, so a misspelt header is never silently
 * dropped. Blank rows are skipped. `back: { template: tw-back, columns: { title: Spellbook } }`
 * gives each row a back of its own, its fields from the row's columns (a row whose back cells
 * are empty takes the deck's back).
 *
 * Pure: the caller reads the file (the CLI, generators/cards/csv-file.ts) and hands over the
 * parsed table (csv-table.ts); the page's deck validator has no way to read a file beside the
 * deck file and says so. Messages name the file, the row as a spreadsheet shows it and the
 * column.
 */
import { TEMPLATES, type FieldType } from './templates/index.ts';

/** A CSV file's rows: the header's names (trimmed) and each row below with its number. */
export interface CsvTable {
  readonly file: string;
  readonly header: readonly string[];
  readonly rows: readonly { readonly row: number; readonly cells: readonly string[] }[];
}

/** Reads the CSV file at `path` (relative to the deck file's folder) and parses it; throws when it cannot. */
export type CsvReader = (path: string) => CsvTable;

export const CSV_LIMITS = {
  /** Bytes in a CSV file (as a deck file). */
  bytes: 2_000_000,
  /** Rows as a spreadsheet counts them: the header and up to 500 cards (the deck's entry limit). */
  rows: 501,
  /** Columns in the header. */
  columns: 50,
} as const;

/** Where a CSV card came from, for messages: the row, and which column fills each field. */
export interface CsvSource {
  /** `spells.csv: row 3 ("Cinder Whelp")` */
  readonly where: string;
  /** Field name → the column's header. */
  readonly columns: Readonly<Record<string, string>>;
}

export interface CsvCards {
  /** Raw cards in a deck file's shape ({ name, template, count, fields }), checked by schema.ts. */
  readonly cards: Record<string, unknown>[];
  /** One per card, in the same order. */
  readonly sources: CsvSource[];
}

const isMap = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const quoted = (x: unknown) =>
  typeof x === 'string' ? JSON.stringify(x.length > 60 ? `${x.slice(0, 60)}…` : x) : String(x);

/** Why `path` may not be read as a CSV beside the deck file, or null when it may. */
export function csvPathProblem(path: unknown): string | null {
  if (typeof path !== 'string' || !path.trim())
    return 'must name a CSV file in the deck file’s folder, like spells.csv';
  if (/[\u0000-\u001f]/.test(path)) return `${quoted(path)} holds control characters`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) && !/^[a-z]:[\\/]/i.test(path))
    return `${quoted(path)} is a link or URL; only a CSV file in the deck file’s folder is read, named like spells.csv`;
  if (/^([\\/]|~|[a-z]:)/i.test(path))
    return `${quoted(path)} is an absolute path; name the CSV file from the deck file’s folder, like spells.csv`;
  if (path.split(/[\\/]/).includes('..'))
    return `${quoted(path)} is outside the deck file’s folder; put the CSV file beside the deck file`;
  if (!/\.csv$/i.test(path))
    return `${quoted(path)} is not a .csv file; save the spreadsheet as CSV (comma-separated values)`;
  return null;
}

/** The path as the reader takes it: forward slashes, no "./". */
const normalPath = (path: string) =>
  path
    .split(/[\\/]+/)
    .filter((p) => p && p !== '.')
    .join('/');

/** The CSV file as messages name it: beside the deck file as the user named that. */
export const csvShownPath = (deckFile: string, path: string) =>
  deckFile.replace(/[^/\\]*$/, '') + normalPath(path);

const SPEC_KEYS = ['csv', 'template', 'columns', 'ignore', 'back'];

/** A back for each row, its fields from the row's columns (`back: { template, columns }`). */
interface RowBack {
  readonly template: string;
  readonly columns: Readonly<Record<string, unknown>>;
}
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The cards a `cards: { csv: … }` entry makes, or nothing (and problems) when the spec, the
 * file or its header is wrong. `defaultTemplate` is the deck's `template`, if it has a valid one.
 */
export function csvCards(
  file: string,
  spec: Record<string, unknown>,
  defaultTemplate: string | null,
  read: CsvReader | undefined,
  problems: string[],
): CsvCards {
  const at = `${file}: cards`;
  const before = problems.length;
  for (const key of Object.keys(spec))
    if (!SPEC_KEYS.includes(key))
      problems.push(`${at}: unknown key "${key}" (known: ${SPEC_KEYS.join(', ')})`);
  const pathProblem = csvPathProblem(spec.csv);
  if (pathProblem) problems.push(`${at}: "csv": ${pathProblem}`);
  let template: string | null = defaultTemplate;
  if (spec.template !== undefined) {
    template =
      typeof spec.template === 'string' && Object.hasOwn(TEMPLATES, spec.template)
        ? spec.template
        : null;
    if (!template)
      problems.push(
        `${at}: template ${quoted(spec.template)} is unknown (known: ${Object.keys(TEMPLATES).join(', ')})`,
      );
  } else if (!template)
    problems.push(
      `${at}: "template" is required for a CSV deck, here or at the top of the deck file (one of ${Object.keys(TEMPLATES).join(', ')})`,
    );
  if (spec.columns !== undefined && !isMap(spec.columns))
    problems.push(`${at}: "columns" must map field names to column names, like { cost: Mana }`);
  const ignore = spec.ignore ?? [];
  if (!Array.isArray(ignore) || !ignore.every((c) => typeof c === 'string'))
    problems.push(`${at}: "ignore" must be a list of column names, like [Notes]`);
  const back = rowBack(at, spec.back, problems);
  if (problems.length > before || !template) return none();
  const path = spec.csv as string;
  const shownPath = csvShownPath(file, path);
  if (!read) {
    problems.push(
      `${at}: the cards come from ${shownPath}, and this page cannot read a file beside the deck file; check a CSV deck with the command line: tower-press cards ${file} --out deck.pdf`,
    );
    return none();
  }
  let table: CsvTable;
  try {
    table = read(normalPath(path));
  } catch (e) {
    const listed = (e as { problems?: unknown }).problems;
    if (Array.isArray(listed)) problems.push(...(listed as string[]));
    else problems.push(`${shownPath}: cannot be read: ${(e as Error).message}`);
    return none();
  }
  return mapRows(
    file,
    table,
    template,
    (spec.columns ?? {}) as Record<string, unknown>,
    ignore as string[],
    back,
    problems,
  );
}

/** The `back` of a CSV deck's `cards`, checked: a template and the columns that fill its fields. */
function rowBack(at: string, raw: unknown, problems: string[]): RowBack | null {
  if (raw === undefined) return null;
  const where = `${at}: back`;
  if (!isMap(raw) || !isMap(raw.columns) || !Object.keys(raw.columns).length) {
    problems.push(
      `${where}: must be { template, columns }, the columns filling the back's fields, like { template: tw-back, columns: { title: Spellbook } }`,
    );
    return null;
  }
  for (const key of Object.keys(raw))
    if (key !== 'template' && key !== 'columns')
      problems.push(`${where}: unknown key "${key}" (known: template, columns)`);
  if (typeof raw.template !== 'string' || !Object.hasOwn(TEMPLATES, raw.template)) {
    problems.push(
      `${where}: template ${quoted(raw.template)} is unknown (known: ${Object.keys(TEMPLATES).join(', ')})`,
    );
    return null;
  }
  return { template: raw.template, columns: raw.columns };
}

/** A cell's text as a field of `type` takes it (a number stays text when it is not one, to be named). */
function cellValue(type: FieldType, cell: string): unknown {
  if (type === 'number' && NUMBER.test(cell)) return Number(cell);
  if (type === 'lines')
    return cell
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l);
  // A line break typed in a one-line field's cell is a space.
  return cell.replace(/\s*\r?\n\s*/g, ' ');
}

function mapRows(
  file: string,
  table: CsvTable,
  template: string,
  columns: Record<string, unknown>,
  ignore: readonly string[],
  back: RowBack | null,
  problems: string[],
): CsvCards {
  const fields = TEMPLATES[template]!.fields;
  const targets = [...Object.keys(fields), 'count'];
  const csv = table.file;
  const before = problems.length;
  const find = (name: string) =>
    table.header.findIndex((h) => h.toLowerCase() === name.trim().toLowerCase());
  const list = table.header.filter((h) => h).join(', ');

  // Header: no two columns with one name.
  table.header.forEach((h, i) => {
    if (h && find(h) !== i)
      problems.push(`${csv}: row 1: two columns are named "${h}"; name each column once`);
  });
  if (problems.length > before) return none();
  // Field → column index: the mapping first, then same-name columns.
  const columnOf = new Map<string, number>();
  for (const [field, column] of Object.entries(columns)) {
    if (!targets.includes(field)) {
      problems.push(
        `${file}: cards: columns: "${field}": the template "${template}" has no such field (it has: ${targets.join(', ')})`,
      );
      continue;
    }
    const index = typeof column === 'string' ? find(column) : -1;
    if (index < 0)
      problems.push(
        `${file}: cards: columns: "${field}": ${csv} has no column ${quoted(column)} (its columns: ${list})`,
      );
    else columnOf.set(field, index);
  }
  const ignored = new Set<number>();
  for (const column of ignore) {
    const index = find(column);
    if (index < 0)
      problems.push(
        `${file}: cards: ignore: ${csv} has no column ${quoted(column)} (its columns: ${list})`,
      );
    else ignored.add(index);
  }
  for (const field of targets) {
    if (columnOf.has(field)) continue;
    const index = find(field);
    if (index >= 0 && !ignored.has(index) && ![...columnOf.values()].includes(index))
      columnOf.set(field, index);
  }
  // The back's fields, from columns of their own or ones a face field uses too.
  const backColumnOf = new Map<string, number>();
  const backFields = back ? TEMPLATES[back.template]!.fields : {};
  for (const [field, column] of Object.entries(back?.columns ?? {})) {
    if (!Object.hasOwn(backFields, field)) {
      problems.push(
        `${file}: cards: back: columns: "${field}": the template "${back!.template}" has no such field (it has: ${Object.keys(backFields).join(', ') || 'none'})`,
      );
      continue;
    }
    const index = typeof column === 'string' ? find(column) : -1;
    if (index < 0)
      problems.push(
        `${file}: cards: back: columns: "${field}": ${csv} has no column ${quoted(column)} (its columns: ${list})`,
      );
    else backColumnOf.set(field, index);
  }
  const used = new Set([...columnOf.values(), ...backColumnOf.values()]);
  table.header.forEach((h, i) => {
    if (used.has(i) || ignored.has(i)) return;
    // A column with no name and nothing in it (a spreadsheet's trailing comma) is no column.
    if (!h && table.rows.every((r) => !r.cells[i]?.trim())) return;
    problems.push(
      `${csv}: column ${h ? `"${h}"` : `${columnLetter(i)} (no name in row 1)`} is not a field of "${template}" (fields: ${targets.join(', ')}); map it in "columns" or list it in "ignore"`,
    );
  });
  for (const [field, spec] of Object.entries(fields))
    if (spec.required && !columnOf.has(field))
      problems.push(
        `${csv}: no column for the required field "${field}" of "${template}"; add one, or map a column to it in "columns"`,
      );
  if (problems.length > before) return none();

  const cards: Record<string, unknown>[] = [];
  const sources: CsvSource[] = [];
  const names = Object.fromEntries([...columnOf].map(([f, i]) => [f, table.header[i]!]));
  for (const { row, cells } of table.rows) {
    if (cells.every((c) => !c.trim())) continue; // a blank row
    const extra = cells.findIndex((c, i) => i >= table.header.length && c.trim());
    if (extra >= 0) {
      problems.push(
        `${csv}: row ${row}: a value in column ${columnLetter(extra)}, right of the last named column; give the column a name in row 1`,
      );
      continue;
    }
    const values: Record<string, unknown> = {};
    for (const [field, index] of columnOf) {
      const cell = (cells[index] ?? '').trim();
      if (cell && field !== 'count') values[field] = cellValue(fields[field]!.type, cell);
    }
    // A row with its back's cells empty takes the deck's back.
    const backValues: Record<string, unknown> = {};
    for (const [field, index] of backColumnOf) {
      const cell = (cells[index] ?? '').trim();
      if (cell) backValues[field] = cellValue(backFields[field]!.type, cell);
    }
    const countCell = columnOf.has('count') ? (cells[columnOf.get('count')!] ?? '').trim() : '';
    const label =
      typeof values.name === 'string'
        ? values.name
        : typeof values.title === 'string'
          ? values.title
          : null;
    cards.push({
      ...(label ? { name: label } : {}),
      template,
      count: countCell === '' ? 1 : /^\d+$/.test(countCell) ? Number(countCell) : countCell,
      fields: values,
      ...(back && Object.keys(backValues).length
        ? { back: { template: back.template, fields: backValues } }
        : {}),
    });
    sources.push({
      where: `${csv}: row ${row}${label ? ` (${quoted(label)})` : ''}`,
      columns: names,
    });
  }
  if (!cards.length && problems.length === before)
    problems.push(`${csv}: no cards: the header row is there but no row below it has a value`);
  return { cards, sources };
}

const none = (): CsvCards => ({ cards: [], sources: [] });

/** A spreadsheet's letter for a column (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
