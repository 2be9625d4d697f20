/**
 * Reading a deck file (YAML or JSON) the same way in the CLI (`tower-press cards`) and in the
 * browser (the Tower-WizWar deck validator): the same size limit checked before anything is
 * parsed, the same refusal of text that is not UTF-8, and the same plain messages for what the
 * YAML or JSON reader finds wrong. Pure: no Node, no DOM.
 */
import { parseDocument } from 'yaml';
import { DATA_FILE_MAX_BYTES, notUtf8Message, tooLargeMessage } from './data-file-limits.ts';

export {
  DATA_FILE_MAX_BYTES,
  notUtf8Message,
  tooLargeMessage,
  tooLargeStreamMessage,
} from './data-file-limits.ts';

/** A deck file that cannot be used; the message names the file and says why. */
export class DataFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFileError';
  }
}

/** The bytes as UTF-8 text, or a DataFileError: a Latin-1 "é" is refused, never guessed. */
export function decodeDataFile(bytes: Uint8Array, name: string): string {
  if (bytes.length > DATA_FILE_MAX_BYTES)
    throw new DataFileError(tooLargeMessage(name, bytes.length));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DataFileError(notUtf8Message(name));
  }
}

/** The reader's own words, made plain (no advice to call a library function). */
function plain(message: string): string {
  const first = message.split('\n')[0] ?? '';
  if (/^Source contains multiple documents/.test(first))
    return 'it holds more than one YAML document (a line "---" starts another); a deck file is one document';
  if (/^Maximum call stack size exceeded|too much recursion/i.test(first))
    return 'it is nested too deeply';
  return first;
}

/** Whether a file name says JSON (else it is read as YAML). */
export const isJsonName = (name: string): boolean => /\.json$/i.test(name);

/** The file's data, or a DataFileError `${name}: not valid YAML|JSON: …`. */
export function parseDataFile(text: string, name: string): unknown {
  const kind = isJsonName(name) ? 'JSON' : 'YAML';
  try {
    if (kind === 'JSON') return JSON.parse(text);
    // parseDocument (not parse) so warnings become messages here, not console warnings.
    const doc = parseDocument(text, { uniqueKeys: true });
    const [first] = [...doc.errors, ...doc.warnings];
    if (first) {
      const tag = /^Unresolved tag: (\S+)/.exec(first.message)?.[1];
      const pos = first.linePos?.[0];
      const at = pos ? ` (line ${pos.line}, column ${pos.col})` : '';
      throw new Error(
        tag
          ? `the tag ${tag} is not one YAML knows; write the value without it${at}`
          : `${plain(first.message).replace(/ at line \d+, column \d+:?$/, '')}${at}`,
      );
    }
    // Aliases may not multiply the data (a "billion laughs" file): yaml's default limit is 100.
    return doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    throw new DataFileError(`${name}: not valid ${kind}: ${plain((e as Error).message)}`);
  }
}
