/**
 * Solo Tower Hack rulings: the readings the tower generator, the play engine, the odds and
 * the printed maps follow where the v0.2 sheet is unclear. The texts are in rulings.json (schema:
 * ../rulings.schema.json); ids are stable.
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

// Pure: a page that only links to a ruling leaves the texts out of its script.
export const RULINGS: readonly Ruling[] = /* @__PURE__ */ rulingsFrom(
  data,
  'src/games/solo-tower-hack/rulings.json',
);

/** The Rulings page's own text (description, opening paragraphs). */
export const RULINGS_PAGE: RulingsPage = /* @__PURE__ */ rulingsPageFrom(
  data,
  'src/games/solo-tower-hack/rulings.json',
);

export const ruling = (id: string): Ruling => findRuling(RULINGS, id);

/** Address of a ruling on the Rulings page: "/solo-tower-hack/rulings/#sth-r2", under the site's base path. */
export const rulingHref = (id: string): string =>
  withBase(`/solo-tower-hack/rulings/#${id.toLowerCase()}`);
