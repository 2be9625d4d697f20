/**
 * A Tower-WizWar deck file (YAML or JSON) read as the CLI reads deck files (src/lib/data-file.ts):
 * at most 2,000,000 bytes, UTF-8 only, one YAML document, the same messages. Pure, so the page
 * can run it in a worker (a 2 MB YAML file takes seconds to parse) and tests can run it in Node.
 */
import { DataFileError, decodeDataFile, parseDataFile } from '../../lib/data-file.ts';
import { deckFromData, DeckListError, type DeckList } from './deck.ts';

export type DeckFileResult = { deck: DeckList } | { problems: string[] };

/** The deck in a file's bytes, or every problem found, in the CLI's words. */
export function readDeckFile(bytes: Uint8Array, name: string): DeckFileResult {
  try {
    const data = parseDataFile(decodeDataFile(bytes, name), name);
    return { deck: deckFromData(data) };
  } catch (e) {
    if (e instanceof DataFileError) return { problems: [e.message] };
    if (e instanceof DeckListError) return { problems: [...e.problems] };
    throw e;
  }
}
