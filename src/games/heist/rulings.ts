/** Rulings for the 10 Minute Heist scoring helper and score pad (texts in rulings.json). Ids are stable. */
import {
  findRuling,
  rulingsFrom,
  rulingsPageFrom,
  type Ruling,
  type RulingsPage,
} from '../../lib/ruling.ts';
import data from './rulings.json' with { type: 'json' };

// Pure: a page that only links to a ruling leaves the texts out of its script.
export const RULINGS: readonly Ruling[] = /* @__PURE__ */ rulingsFrom(
  data,
  'src/games/heist/rulings.json',
);

/** The Rulings page's own text (description, opening paragraphs). */
export const RULINGS_PAGE: RulingsPage = /* @__PURE__ */ rulingsPageFrom(
  data,
  'src/games/heist/rulings.json',
);

export const ruling = (id: string): Ruling => findRuling(RULINGS, id);
