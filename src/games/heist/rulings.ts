/** Rulings for the 10 Minute Heist scoring helper and score pad (texts in rulings.json). Ids are stable. */
import { findRuling, rulingsFrom, type Ruling } from '../../lib/ruling.ts';
import data from './rulings.json' with { type: 'json' };

// Pure: a page that only links to a ruling leaves the texts out of its script.
export const RULINGS: readonly Ruling[] = /* @__PURE__ */ rulingsFrom(
  data,
  'src/games/heist/rulings.json',
);

export const ruling = (id: string): Ruling => findRuling(RULINGS, id);
