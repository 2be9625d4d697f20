/**
 * Where a ruling lives on the Rulings page. Apart from rulings.ts so that a widget that only
 * links to a ruling does not carry every ruling's text in its script (the JSON the texts come
 * from is not tree-shaken).
 */
import { withBase } from '../../site/base-path.ts';

/** Address of a ruling on the Rulings page: "/wizards-tower/rulings/#wt-r3", under the site's base path. */
export const rulingHref = (id: string): string =>
  withBase(`/wizards-tower/rulings/#${id.toLowerCase()}`);
