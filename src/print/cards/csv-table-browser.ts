/**
 * CSV files as tables (csv-table-core.ts) read with csv-parse's browser build, which brings its
 * own Buffer: for the deck validator's worker, where Node's build cannot load.
 */
import { CsvError, parse } from 'csv-parse/browser/esm/sync';
import { csvTableParser } from './csv-table-core.ts';

export const parseCsvTableInBrowser = csvTableParser({ parse, CsvError });
