/**
 * The limits and messages of deck files that need no parser: a page can check a file's size
 * with these without loading the YAML reader. src/lib/data-file.ts reads the files.
 */

/** The most bytes a deck file may have: far beyond any real deck, small enough to parse at once. */
export const DATA_FILE_MAX_BYTES = 2_000_000;

/** The file is over the limit, its size known (a browser's File, text in memory). */
export const tooLargeMessage = (name: string, bytes: number): string =>
  `${name}: the file is ${bytes.toLocaleString('en')} bytes; a deck file is at most ${DATA_FILE_MAX_BYTES.toLocaleString('en')}`;

/** The file is over the limit, found while reading a stream of unknown size (/dev/zero). */
export const tooLargeStreamMessage = (name: string): string =>
  `the deck file ${name} is larger than ${DATA_FILE_MAX_BYTES.toLocaleString('en')} bytes, the most a deck file may be`;

export const notUtf8Message = (name: string): string =>
  `the deck file ${name} is not UTF-8 text; save it as UTF-8 (Latin-1 and other encodings are not read, so no letter is silently changed)`;

/** Refuses a file by its size alone, before it is read: null when it may be read. */
export const deckFileSizeProblem = (name: string, bytes: number): string | null =>
  bytes > DATA_FILE_MAX_BYTES ? tooLargeMessage(name, bytes) : null;
