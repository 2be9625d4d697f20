/** The games with a rulebook (the contract of issue 24: file names and CLI arguments use these ids). */
export const RULEBOOK_GAMES = [
  'wizards-tower',
  'solo-tower-hack',
  'tower-wizwar',
  'wizard-figures',
  'heist',
] as const;
export type RulebookGame = (typeof RULEBOOK_GAMES)[number];
export const isRulebookGame = (text: string): text is RulebookGame =>
  (RULEBOOK_GAMES as readonly string[]).includes(text);
