/**
 * CSV files as tables (csv-table-core.ts) read with Node's csv-parse: the CLI and the tests.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { csvTableParser } from './csv-table-core.ts';

export const parseCsvTable = csvTableParser({ parse, CsvError });
