/** What more than one of The Wizard's Tower's templates (and its generated deck) says alike. */
import type { QuestDifficulty } from '../../../../games/wizards-tower/cards.ts';

/** A rank's difficulty as the card prints it: so many Advantages or Disadvantages. */
export function difficulty(d: QuestDifficulty): string {
  if (d.advantages) return `${d.advantages} Advantage${d.advantages > 1 ? 's' : ''}`;
  if (d.disadvantages) return `${d.disadvantages} Disadvantage${d.disadvantages > 1 ? 's' : ''}`;
  return 'No change';
}

/** A suit's name as a card prints it: "Hearts". */
export const suitName = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;
