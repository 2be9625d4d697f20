/** A Tower-WizWar orbital card (a non-spell card, laid out in ./non-spell.ts). */
import { nonSpell } from './non-spell.ts';

export const orbitalCard = nonSpell(
  'orbital',
  'Played, not cast, into a Juxtapose spot. One orbital’s text opens each of your cast phases.',
  { name: 'Wandering Moon', element: 'Water', text: ['Draw a card, then discard a card.'] },
);
