/**
 * A save as a file, to move a game to another device: the envelope every widget's export
 * writes and its import reads. Pure (a File or Blob is all it touches), so it is unit-tested.
 *
 *   { "tower-press": "companion", "version": 3, "exported": "2026-11-25", "save": { … } }
 *
 * The envelope says what the file holds (its kind) and the save's format version; the save
 * inside is the one the widget keeps in localStorage, checked on import by the widget's own
 * save reader, exactly as a stored save is. Every problem is said in words naming it: too big,
 * not JSON, not a Tower Press save, another kind of save, a newer version, a damaged field.
 */

/** The saves that travel as files, and how a sentence names each. */
export const SAVE_KINDS = {
  companion: 'a companion game',
  'sth-run': 'a Solo Tower Hack run',
  'heist-haul': 'a Heist haul',
  'mana-drain': 'a mana-drain track',
} as const;

export type SaveKind = keyof typeof SAVE_KINDS;

/** Far beyond any real save (a ten-year companion game is about 100 KB), small enough to read at once. */
export const SAVE_FILE_MAX_BYTES = 1_000_000;

/** The key naming the kind of file: also what tells a Tower Press save from any other JSON. */
export const ENVELOPE_KEY = 'tower-press';

export interface Envelope {
  [ENVELOPE_KEY]: SaveKind;
  version: number;
  /** The day of the export (YYYY-MM-DD), for the player's eyes; never read back. */
  exported: string;
  save: unknown;
}

/** YYYY-MM-DD of the player's own calendar. */
export const localDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The file's name: `tower-press-companion-2026-11-25.json`. */
export const saveFileName = (kind: SaveKind, day: Date): string =>
  `tower-press-${kind}-${localDay(day)}.json`;

/** The file's text: the save in its envelope, one line (small, and read by programs, not people). */
export const saveFileText = (kind: SaveKind, version: number, save: unknown, day: Date): string =>
  JSON.stringify({
    [ENVELOPE_KEY]: kind,
    version,
    exported: localDay(day),
    save,
  } satisfies Envelope) + '\n';

/** What a widget reads from a file's envelope before its own check. */
export interface Opened {
  version: number;
  save: unknown;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** How big a size is, in words people read ("1.4 MB", "820 KB"). */
export const sizeText = (bytes: number): string =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.ceil(bytes / 1000)} KB`;

/**
 * Opens a file's text as an envelope of `kind`, of at most version `newest`. Returns the save
 * inside (still to be checked by the widget) or the problem, as words that follow the file's
 * name: "is not a Tower Press save: …", "is a Heist haul, not a companion game".
 */
export function openEnvelope(
  text: string,
  kind: SaveKind,
  newest: number,
): Opened | { problem: string } {
  const want = SAVE_KINDS[kind];
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { problem: `is not a Tower Press save: it is not JSON text, so it cannot be read` };
  }
  if (!isRecord(data) || !(ENVELOPE_KEY in data))
    return {
      problem: `is not a Tower Press save: it is JSON, but it does not say what it holds (no “${ENVELOPE_KEY}” field)`,
    };
  const found = data[ENVELOPE_KEY];
  if (found !== kind) {
    const other = typeof found === 'string' && Object.hasOwn(SAVE_KINDS, found);
    return {
      problem: other
        ? `is ${SAVE_KINDS[found as SaveKind]}, not ${want}: load it on its own page`
        : `is not ${want}: its kind is ${typeof found === 'string' ? `“${found.slice(0, 40)}”` : 'damaged'}, which this site does not know`,
    };
  }
  const version = data.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { problem: `holds ${want}, but its version number is damaged` };
  if (version > newest)
    return {
      problem: `holds ${want} of version ${version}, made by a newer Tower Press; this page reads up to version ${newest}. Reload this page (or open it online) to get the newest site, then load the file again`,
    };
  if (!('save' in data) || data.save === null)
    return { problem: `holds no ${want.replace(/^an? /, '')}: its “save” field is missing` };
  return { version, save: data.save };
}

/** The part of a File this module reads (a Blob with a name). */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

export type FileResult<T> =
  | { ok: true; value: T; version: number }
  /** `problem`: a whole sentence naming the file and what is wrong with it. */
  | { ok: false; problem: string };

/**
 * Reads a save file: its size first (a huge file is refused before it is read), then the
 * envelope, then the save inside through `check`, the widget's own reader of stored saves,
 * which throws an Error saying what is wrong.
 */
export async function readSaveFile<T>(
  file: FileLike,
  kind: SaveKind,
  newest: number,
  check: (save: unknown, version: number) => T,
): Promise<FileResult<T>> {
  const name = `“${file.name.slice(0, 80)}”`;
  const fail = (problem: string): FileResult<T> => ({ ok: false, problem: `${name} ${problem}.` });
  if (file.size > SAVE_FILE_MAX_BYTES)
    return fail(
      `is too big to be a Tower Press save: it is ${sizeText(file.size)}, and a save file is at most ${sizeText(SAVE_FILE_MAX_BYTES)}`,
    );
  if (file.size === 0) return fail('is empty: it holds no save');
  let text: string;
  try {
    text = await file.text();
  } catch {
    return fail('could not be read from this device (it may have moved or been deleted)');
  }
  const opened = openEnvelope(text, kind, newest);
  if ('problem' in opened) return fail(opened.problem);
  try {
    return { ok: true, value: check(opened.save, opened.version), version: opened.version };
  } catch (e) {
    return fail(
      `holds ${SAVE_KINDS[kind]} that cannot be used: ${(e as Error).message.replace(/\.$/, '')}`,
    );
  }
}
