// Tower-WizWar glossary: each term once, with the rulings that settle it.
import type { Glossary } from '../../lib/glossary.ts';

export const GLOSSARY: Glossary = {
  game: 'tower-wizwar',
  description: 'The terms of Tower-WizWar, each defined once, with the rulings that settle it.',
  terms: [
    {
      id: 'rule-of-three',
      term: 'Rule of three',
      forms: ['rule of three', 'law of three'],
      definition:
        'A core law that cards never change: three Wounds destroy whatever carries them (a wizard with three loses), and every third activation adds one to the mana drain.',
      rulings: [],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'rule-of-five',
      term: 'Rule of five',
      forms: ['rule of five', 'law of five'],
      definition:
        'A core law that cards never change: your hand settles at five cards at the start and end of your turn, a full draft is five cards, and no attacking or blocking group may hold more than five.',
      rulings: [],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'play-map',
      term: 'Play map',
      forms: ['play maps', 'play map'],
      definition:
        'The eleven card spots in front of each wizard: one tower spot, two rear juxtapose spots, three rear shield spots and five forward spots. Spells are used from the spot they were cast into.',
      rulings: [],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'mana-pool',
      term: 'Mana pool',
      forms: ['mana pool'],
      definition:
        'Face-down cards kept as mana. Discard one at any moment for one mana. With ten or more cards at the end of your cast phase, you discard two of them.',
      rulings: ['TW-R3'],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'mana-drain',
      term: 'Mana drain',
      forms: ['mana drain', 'mana-drain'],
      definition:
        'A track that moves each time you activate a spell effect, even a free one; each third step adds 1 to every mana cost. On your renew step it goes back to 0 if you have a tower in play, and otherwise falls by 3.',
      rulings: ['TW-R4'],
      see: '/tower-wizwar/tools/',
    },
    {
      id: 'might',
      term: 'Might',
      forms: ['Might'],
      definition:
        'The second number of a stat line [attack/Might]: the damage a card soaks before it is saturated and earns a Harm. A wizard with no card in front is [00/07]; a card that is not Ethereal and shows no stat line counts as [00/01].',
      rulings: ['TW-R6', 'TW-R7'],
      see: '/tower-wizwar/tools/',
    },
    {
      id: 'harm',
      term: 'Harm',
      forms: ['Harms', 'Harm'],
      definition:
        'A token for an injury not yet settled. On a card, each Harm becomes a Wound at the end of the turn. On a wizard it waits: a celestial card turns one Harm into a Wound.',
      rulings: ['TW-R7', 'TW-R8'],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'wound',
      term: 'Wound',
      forms: ['Wounds', 'Wound'],
      definition:
        'Lasting damage. By the rule of three, a card or tower with three Wounds is destroyed, and a wizard with three retreats and loses the battle.',
      rulings: [],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'guardian',
      term: 'Guardian',
      forms: ['Guardian'],
      definition:
        'A keyword that lets a card block from any spot, where others block only from a rear shield spot.',
      rulings: ['TW-R5'],
      see: '/tower-wizwar/tools/',
    },
    {
      id: 'aether',
      term: 'Aether',
      forms: ['Aether'],
      definition:
        'Where lost cards go, face down, never to return. Non-spell cards go there when used instead of to the discard.',
      rulings: [],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'deck-of-towers',
      term: 'Deck of towers',
      forms: ['deck of towers'],
      definition:
        'Your face-up stack of tower cards, kept apart from the deck of magic. Only one tower stands on the tower spot at a time; a celestial card swaps it for another from this deck.',
      rulings: ['TW-R1'],
      see: '/tower-wizwar/rules/',
    },
  ],
};
