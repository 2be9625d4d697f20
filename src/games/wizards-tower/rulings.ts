/**
 * Rulings: where the source rules are ambiguous or contradict themselves, the reading this
 * site, its engine and its tools follow. Ids are stable; WT-R1 to WT-R17 follow the numbered
 * list of known ambiguities, later ids are gaps found since. The texts are in rulings.json
 * (schema: ../rulings.schema.json).
 */
import { withBase } from '../../site/base-path.ts';
import {
  findRuling,
  rulingsFrom,
  rulingsPageFrom,
  type Ruling,
  type RulingsPage,
} from '../../lib/ruling.ts';
import data from './rulings.json' with { type: 'json' };

export type { Ruling };

// Pure: a page that only links to a ruling leaves the texts out of its script.
export const RULINGS: readonly Ruling[] = /* @__PURE__ */ rulingsFrom(
  data,
  'src/games/wizards-tower/rulings.json',
);

/** The Rulings page's own text (description, opening paragraphs). */
export const RULINGS_PAGE: RulingsPage = /* @__PURE__ */ rulingsPageFrom(
  data,
  'src/games/wizards-tower/rulings.json',
);

export const ruling = (id: string): Ruling => findRuling(RULINGS, id);

/** Address of a ruling on the Rulings page: "/wizards-tower/rulings/#wt-r3", under the site's base path. */
export const rulingHref = (id: string): string =>
  withBase(`/wizards-tower/rulings/#${id.toLowerCase()}`);
