/** The Wizard's Tower's quest deck made from the game's data: 52 quest cards and the reference cards. */
import {
  questCardDifficulty,
  RANK_NAME,
  RANKS,
  SUIT_REWARDS,
  SUITS,
} from '../../../../games/wizards-tower/cards.ts';
import { TOPICS } from './reference.ts';
import { difficulty, suitName } from './shared.ts';

/** A card of a deck made from game data, in the shape of a deck file's card. */
export interface GeneratedCard {
  name: string;
  template: string;
  fields: Record<string, string>;
  back?: { template: string; fields: Record<string, string> };
}

/** The 52 quest cards and the reference cards, in deck order, as deck-file cards. */
export function wizardsTowerQuestDeck(): GeneratedCard[] {
  const cards = SUITS.flatMap((suit) =>
    RANKS.map((rank) => {
      const q = questCardDifficulty(rank);
      return {
        name: `${RANK_NAME[rank]} of ${suitName(suit)}: reward ${SUIT_REWARDS[suit].label}; as a Quest card ${difficulty(q).toLowerCase()}`,
        template: 'wt-quest',
        fields: { rank, suit },
      };
    }),
  );
  const topicName = {
    phases: 'Reference card: the ten phases of the month',
    events: 'Reference card: the six events',
    attacks: 'Reference card: the kinds of Tower attack',
  };
  // Reference cards have their own back, so they are never shuffled in with the quest cards unseen.
  const back = {
    template: 'plain-back',
    fields: { title: 'Reference', subtitle: 'The Wizard’s Tower' },
  };
  return [
    ...cards,
    ...TOPICS.map((topic) => ({
      name: topicName[topic],
      template: 'wt-reference',
      fields: { topic },
      back,
    })),
  ];
}
