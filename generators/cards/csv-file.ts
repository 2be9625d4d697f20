/**
 * Reading a CSV deck's file for `tower-press cards` (src/print/cards/csv-cards.ts maps its
 * rows to cards). The path was checked to be relative and inside the deck file's folder; here
 * the real file is checked too, so a symbolic link out of the folder is refused. At most
 * CSV_LIMITS.bytes are read (a huge file, or an endless one, is refused without being held in
 * memory), and only UTF-8 text is read.
 */
import { closeSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { CSV_LIMITS, csvShownPath, type CsvReader } from '../../src/print/cards/csv-cards.ts';
import { parseCsvTable } from '../../src/print/cards/csv-table.ts';
import { errorReason } from '../files/write-files.ts';

/** Reads the CSV files a deck file at `deckFile` names. */
export function csvReaderFor(deckFile: string): CsvReader {
  return (path) => {
    const shown = csvShownPath(deckFile, path);
    let folder: string;
    let real: string;
    try {
      folder = realpathSync(dirname(resolve(deckFile)));
      real = realpathSync(resolve(folder, path));
    } catch (e) {
      throw new Error(errorReason(e));
    }
    const inside = relative(folder, real);
    if (!inside || inside.startsWith('..') || isAbsolute(inside))
      throw new Error(
        'it leads outside the deck file’s folder (through a symbolic link); put the CSV file itself beside the deck file',
      );
    if (!statSync(real).isFile()) throw new Error('it is not a file');
    const buffer = Buffer.alloc(CSV_LIMITS.bytes + 1);
    let size = 0;
    const fd = openSync(real, 'r');
    try {
      for (;;) {
        const n = readSync(fd, buffer, size, buffer.length - size, null);
        if (n === 0) break;
        size += n;
        if (size > CSV_LIMITS.bytes)
          throw new Error(
            `it is larger than ${CSV_LIMITS.bytes.toLocaleString('en')} bytes, the most a CSV deck may be`,
          );
      }
    } finally {
      closeSync(fd);
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, size));
    } catch {
      throw new Error(
        'it is not UTF-8 text; save it as "CSV UTF-8" (Latin-1 and other encodings are not read, so no letter is silently changed)',
      );
    }
    return parseCsvTable(text, shown);
  };
}
