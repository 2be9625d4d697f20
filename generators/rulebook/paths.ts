/**
 * Where the site serves the rulebooks (a contract: pages, the kits and tests link to these).
 * No Node imports: pages may import this.
 */
export type RulebookEdition = 'rules' | 'booklet';
export type RulebookPaperId = 'a4' | 'letter';

/** "/generated/rules/wizards-tower-rules-a4.pdf", "/generated/rules/heist-booklet-letter.pdf". */
export const rulebookPath = (
  game: string,
  paper: RulebookPaperId,
  edition: RulebookEdition = 'rules',
): string => `/generated/rules/${game}-${edition}-${paper}.pdf`;
