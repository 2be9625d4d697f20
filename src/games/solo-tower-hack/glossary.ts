// Solo Tower Hack glossary: each term once, with the rulings that settle it.
import type { Glossary } from '../../lib/glossary.ts';

export const GLOSSARY: Glossary = {
  game: 'solo-tower-hack',
  description: 'The terms of Solo Tower Hack, each defined once, with the rulings that settle it.',
  terms: [
    {
      id: 'damage',
      term: 'Damage',
      forms: ['Damage'],
      definition:
        'What your hero suffers when a monster lands a blow: one box filled per blow. The hero can take 20; the twentieth ends the attempt. Each potion drunk clears one.',
      rulings: ['STH-R6'],
      see: '/solo-tower-hack/rules/#fighting',
    },
    {
      id: 'exchange',
      term: 'Exchange',
      forms: ['exchanges', 'exchange'],
      definition:
        'One round of a fight. Each side throws a single die plus its own bonus; the bigger total scores the hit, and a tie hurts nobody, so the round is thrown again.',
      rulings: ['STH-R2'],
      see: '/solo-tower-hack/rules/#fighting',
    },
    {
      id: 'xp',
      term: 'XP',
      forms: ['XP'],
      definition:
        'Experience. You gain it in XP rooms and 1 for every monster you kill; every 3 XP raise your fighting bonus by one.',
      rulings: ['STH-R3'],
      see: '/solo-tower-hack/rules/#experience-and-the-fighting-bonus',
    },
    {
      id: 'fighting-bonus',
      term: 'Fighting bonus',
      forms: ['fighting bonus'],
      definition:
        'What your hero adds to every roll in a fight: +1 for each 3 XP, up to +10 at 30 XP.',
      rulings: ['STH-R3'],
      see: '/solo-tower-hack/rules/#experience-and-the-fighting-bonus',
    },
    {
      id: 'potion',
      term: 'Potion',
      forms: ['potions', 'potion'],
      definition:
        'Found in some rooms and carried until you choose to drink it, at the end of a turn. Each potion removes one Damage.',
      rulings: ['STH-R6'],
      see: '/solo-tower-hack/rules/#a-turn',
    },
    {
      id: 'stairs',
      term: 'Stairs',
      forms: ['staircases', 'staircase', 'stairs'],
      definition:
        'The only way up from one level to the next. For each pair of neighbouring levels, 2d6 are rolled and each die names the column (1–6 from the left) of a staircase; a double gives that gap a single staircase.',
      rulings: ['STH-R1', 'STH-R5'],
      see: '/solo-tower-hack/rules/#building-the-tower',
    },
    {
      id: 'start-room',
      term: 'Start room',
      forms: ['Start room'],
      definition:
        'Where the hero begins, at the foot of the tower. The first move may enter any room of Level 1.',
      rulings: ['STH-R4'],
      see: '/solo-tower-hack/rules/#building-the-tower',
    },
    {
      id: 'bbeg',
      term: 'BBEG',
      forms: ['BBEG'],
      definition:
        'The Big Bad Evil Guy, who waits in the End room above Level 10. It adds +10 to its roll; killing it wins the game.',
      rulings: ['STH-R4'],
      see: '/solo-tower-hack/rules/#the-goal',
    },
  ],
};
