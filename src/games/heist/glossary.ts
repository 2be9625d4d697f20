// 10 Minute Heist: The Wizard's Tower glossary (mechanics facts only): each term once.
import type { Glossary } from '../../lib/glossary.ts';

export const GLOSSARY: Glossary = {
  game: 'heist',
  description:
    "The terms of 10 Minute Heist: The Wizard's Tower, each defined once, with the rulings that settle it.",
  terms: [
    {
      id: 'floor',
      term: 'Floor',
      forms: ['floors', 'floor'],
      definition:
        'A row of five cards; the tower has eight. On your turn you take a card on your own floor or any floor below and move to its place, never up.',
      rulings: [],
      see: '/heist/',
    },
    {
      id: 'bridge',
      term: 'Bridge',
      forms: ['bridge'],
      definition:
        'The way out of the tower. A thief may step onto it on any turn, from any floor, and then takes no more turns until the scoring; the order in which thieves get out scores or costs points.',
      rulings: [],
      see: '/heist/',
    },
    {
      id: 'scoring-tile',
      term: 'Scoring tile',
      forms: ['scoring tiles', 'scoring tile', 'tiles'],
      definition:
        'Awarded at the end to the thief with the most in a category, such as the total value of a treasure suit. A tied category is awarded to nobody, and penalty tiles take points away.',
      rulings: ['HZ-R1', 'HZ-R2'],
      see: '/heist/scoring/',
    },
    {
      id: 'curse',
      term: 'Curse',
      forms: ['curses', 'curse'],
      definition:
        'A category counted at the end. Most curses is a penalty tile; Fewest curses scores.',
      rulings: ['HZ-R3'],
      see: '/heist/rulings/#hz-r3',
    },
  ],
};
