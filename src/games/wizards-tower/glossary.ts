// The Wizard's Tower glossary: each term once, with the rulings that settle it.
import type { Glossary } from '../../lib/glossary.ts';

export const GLOSSARY: Glossary = {
  game: 'wizards-tower',
  description:
    "The terms of The Wizard's Tower, each defined once, with the rulings that settle it.",
  terms: [
    {
      id: 'rating',
      term: 'Rating',
      forms: ['Ratings', 'Rating'],
      definition:
        'One of the five numbers that make your wizard: Wards, Research, Power, Allies and Domain Control. Testing a Rating rolls that many dice. Each begins at 1, is at most 3 when play starts, and can climb to 6.',
      rulings: ['WT-R21', 'WT-R33'],
      see: '/wizards-tower/wizard/',
    },
    {
      id: 'domain-factors',
      term: 'Domain Factors',
      forms: ['Domain Factors', 'Domain Factor'],
      definition:
        'Security, Prosperity and Loyalty, the three parts of Domain Control. Each begins at 1 and takes one more point for every point of Domain Control above 1, shared out as you like; from then on they move separately.',
      rulings: ['WT-R5', 'WT-R6', 'WT-R24'],
      see: '/wizards-tower/wizard/#domain-control-and-its-three-factors',
    },
    {
      id: 'tower-wards',
      term: 'Tower Wards',
      forms: ['Tower Wards'],
      definition:
        'The protective spells actually standing around your Tower this month, tracked beside the Wards Rating. Attacks strike them first. Points they lose stay lost, even into the next month, until a successful Maintain Tower Wards test lifts them back to the Wards Rating (WT-R39).',
      rulings: ['WT-R15'],
      see: '/wizards-tower/maintain-wards/',
    },
    {
      id: 'test',
      term: 'Test',
      forms: ['tests', 'test'],
      definition:
        'How an uncertain outcome is settled: roll a pool of d6, keep the two highest, add them and read the band. The pool is the Rating tested, plus one die for each Advantage and minus one for each Disadvantage.',
      rulings: ['WT-R1', 'WT-R2', 'WT-R21'],
      see: '/wizards-tower/tests/',
    },
    {
      id: 'band',
      term: 'Band',
      forms: ['bands', 'band'],
      definition:
        'The six results a test can give, read from its total: Disaster (2, or a lone die showing 1 or 2), Extreme Fail (3–4), Normal Fail (5–7), Normal Success (8–10), Extreme Success (11) and Critical Success (12).',
      rulings: ['WT-R1'],
      see: '/wizards-tower/tests/#reading-the-result',
    },
    {
      id: 'advantage',
      term: 'Advantage',
      forms: ['Advantages', 'Advantage'],
      definition:
        'Anything that works in your favour on a test. Each Advantage adds one die to the pool.',
      rulings: ['WT-R7'],
      see: '/wizards-tower/tests/#how-many-dice',
    },
    {
      id: 'disadvantage',
      term: 'Disadvantage',
      forms: ['Disadvantages', 'Disadvantage'],
      definition:
        'Anything that works against you on a test. Each Disadvantage takes one die from the pool; a pool left with no dice is an automatic Disaster, unless a Quest card of court rank decides otherwise.',
      rulings: ['WT-R2', 'WT-R7'],
      see: '/wizards-tower/tests/#how-many-dice',
    },
    {
      id: 'power-dice',
      term: 'Power dice',
      forms: ['Power dice', 'Power die'],
      definition:
        'Dice added once you have seen a roll, one for each point of Power you spend; then the best two of all the dice count. Spent Power is a temporary loss and returns at the start of next month.',
      rulings: ['WT-R14', 'WT-R34'],
      see: '/wizards-tower/tests/#spending-power-after-the-roll',
    },
    {
      id: 'may',
      term: 'MAY',
      forms: ['MAY'],
      definition:
        'Marks a change that needs one more d6 first. A Rating MAY improve if the die is higher than it and MAY drop if the die is lower; an Ally MAY be lost if the die is equal to or lower than the number of Allies present.',
      rulings: ['WT-R33', 'WT-R3'],
      see: '/wizards-tower/ratings/',
    },
    {
      id: 'temporary-loss',
      term: 'Temporary loss',
      forms: ['temporary losses', 'temporary loss'],
      definition:
        'A drop that lasts for this month only. Every temporary loss is restored at the start of the next month, except lost Tower Wards. A temporary loss may take a Rating down to 0.',
      rulings: ['WT-R4', 'WT-R9'],
      see: '/wizards-tower/ratings/#temporary-losses',
    },
    {
      id: 'quest',
      term: 'Quest',
      forms: ['Quests', 'Quest'],
      definition:
        'A venture made of a stack of playing cards. You move Allies onto it and test them against its top card; the suit of a card decides its reward and the rank its difficulty.',
      rulings: ['WT-R19', 'WT-R20', 'WT-R34'],
      see: '/wizards-tower/quests/',
    },
    {
      id: 'ally',
      term: 'Ally',
      forms: ['Allies', 'Ally'],
      definition:
        'A follower in your service (a hired adventurer, a construct, a summoned being or one of the walking dead), shown by a d6 in your Tower. Allies go on Quests and face rivals. How many you have is separate from the Allies Rating, which sets how many you start with and how easily you recruit.',
      rulings: ['WT-R3'],
      see: '/wizards-tower/wizard/#allies',
    },
    {
      id: 'rival',
      term: 'Rival (Enemy Wizard)',
      forms: ['Enemy Wizards', 'Enemy Wizard', 'rivals', 'rival'],
      definition:
        'Another wizard working against you. Each rival with no Allies facing it adds a d6 to every event roll, and the lowest die counts. In phase 10 you may strike one directly with your Power.',
      rulings: ['WT-R12', 'WT-R13', 'WT-R22', 'WT-R31'],
      see: '/wizards-tower/attack-enemy-wizard/',
    },
    {
      id: 'event',
      term: 'Event',
      forms: ['events', 'event'],
      definition:
        'Trouble that may come to the Tower, rolled for four times a month: in phase 2 an event happens on 1–4, in phase 4 on 1–3, in phase 6 on 1–2 and in phase 8 only on a 1. The event table then says which of the six it is.',
      rulings: ['WT-R10', 'WT-R30', 'WT-R31'],
      see: '/wizards-tower/events/',
    },
  ],
};
