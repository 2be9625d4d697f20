/** The games with a rulebook: every registered game (file names and CLI arguments use these ids). */
import { GAMES } from '../../src/games/index.ts';

export const RULEBOOK_GAMES: readonly string[] = GAMES.map((g) => g.id);
export const isRulebookGame = (text: string): text is string => RULEBOOK_GAMES.includes(text);
