/** A Tower-WizWar celestial card (a non-spell card, laid out in ./non-spell.ts). */
import { nonSpell } from './non-spell.ts';

export const celestialCard = nonSpell(
  'celestial',
  'Played, not cast. On play: the top tower of your deck of towers takes the tower spot (the old one goes under the deck); one Harm on your wizard becomes a Wound.',
  { name: 'Rising Sun', element: 'Fire', text: ['Your minions get +1 attack this turn.'] },
);
