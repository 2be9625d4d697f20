/** A ruling: the reading the site, its engines and tools follow where a source is ambiguous. */
export interface Ruling {
  /** Stable id, e.g. "WT-R3"; the Rulings page anchors it in lower case. */
  readonly id: string;
  readonly topic: string;
  /** What the source says, paraphrased. */
  readonly source: string;
  readonly ruling: string;
  readonly why: string;
  /** When a ruling was looked at again: what was weighed and whether it stood or changed. */
  readonly revisited?: string;
}

/** The Rulings page's own text, in the same data file: what the page is, and the paragraphs
 *  that open it (and the rulebook's Rulings appendix). `code` in backquotes is set as code. */
export interface RulingsPage {
  readonly description: string;
  readonly intro: readonly string[];
}

/** The fields of a ruling in its data file (src/games/<game>/rulings.json), as the schema lists them. */
export const RULING_FIELDS = {
  required: ['id', 'topic', 'source', 'ruling', 'why'],
  optional: ['revisited'],
} as const satisfies Record<string, readonly (keyof Ruling)[]>;

/** A ruling id: the game's letters, "-R" and a number ("WT-R3", "STH-R12"). */
export const RULING_ID = /^[A-Z]+-R[1-9][0-9]*$/;

/**
 * Checks a game's rulings data file (its parsed JSON) against the schema
 * (src/games/rulings.schema.json) and returns its rulings, or throws a message naming the file,
 * the ruling and the field at fault, so a mistyped data file stops the build with a clear reason.
 */
export function rulingsFrom(data: unknown, file: string): readonly Ruling[] {
  const fail = (where: string, what: string): never => {
    throw new TypeError(`${file}: ${where} ${what}`);
  };
  const list = isRecord(data) ? data.rulings : undefined;
  if (!Array.isArray(list)) return fail('the top level', 'needs a "rulings" list');
  const known = new Set<string>([...RULING_FIELDS.required, ...RULING_FIELDS.optional]);
  const seen = new Set<string>();
  return list.map((entry: unknown, i) => {
    if (!isRecord(entry)) return fail(`ruling ${i + 1}`, 'is not an object');
    const where = typeof entry.id === 'string' ? `ruling ${entry.id}` : `ruling ${i + 1}`;
    for (const key of Object.keys(entry)) {
      if (!known.has(key)) fail(where, `has an unknown field "${key}"`);
    }
    for (const key of RULING_FIELDS.required) {
      const value = entry[key];
      if (typeof value !== 'string' || value.trim() === '') fail(where, `needs a "${key}" text`);
    }
    if (entry.revisited !== undefined && typeof entry.revisited !== 'string') {
      fail(where, 'has a "revisited" that is not a text');
    }
    const id = entry.id as string;
    if (!RULING_ID.test(id)) fail(where, 'has an id not of the form "WT-R3"');
    if (seen.has(id)) fail(where, 'repeats an id used before');
    seen.add(id);
    return entry as unknown as Ruling;
  });
}

/** The Rulings page text of a game's rulings data file, checked as rulingsFrom checks the rulings. */
export function rulingsPageFrom(data: unknown, file: string): RulingsPage {
  const page = isRecord(data) ? data.page : undefined;
  const ok =
    isRecord(page) &&
    Object.keys(page).every((k) => k === 'description' || k === 'intro') &&
    typeof page.description === 'string' &&
    page.description.trim() !== '' &&
    Array.isArray(page.intro) &&
    page.intro.every((p) => typeof p === 'string' && p.trim() !== '');
  if (!ok)
    throw new TypeError(
      `${file}: "page" needs a "description" text and an "intro" list of paragraphs, and nothing else`,
    );
  return page as unknown as RulingsPage;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Looks a ruling up by id, failing loudly so a cited id can never dangle. */
export function findRuling(rulings: readonly Ruling[], id: string): Ruling {
  const found = rulings.find((r) => r.id === id);
  if (!found) throw new RangeError(`Unknown ruling: ${id}`);
  return found;
}
