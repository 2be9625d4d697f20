/** The broken rules the deck validator and the combat resolver report, as an escaped list. */
import { escapeHtml } from '../../lib/html.ts';

export const problemList = (problems: readonly string[]): string =>
  `<ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`;
