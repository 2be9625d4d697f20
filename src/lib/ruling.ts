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

/** Looks a ruling up by id, failing loudly so a cited id can never dangle. */
export function findRuling(rulings: readonly Ruling[], id: string): Ruling {
  const found = rulings.find((r) => r.id === id);
  if (!found) throw new RangeError(`Unknown ruling: ${id}`);
  return found;
}
