/**
 * Rulings: where the source rules are ambiguous or contradict themselves, the reading this
 * site, its engine and its tools follow. Ids are stable; WT-R1 to WT-R17 follow the numbered
 * list of known ambiguities, later ids are gaps found since. The texts are in rulings.json
 * (schema: ../rulings.schema.json).
 */
import {
  findRuling,
  rulingsFrom,
  rulingsPageFrom,
  type Ruling,
  type RulingsPage,
} from '../../lib/ruling.ts';
import data from './rulings.json' with { type: 'json' };

export type { Ruling };

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

export { rulingHref } from './ruling-href.ts';
