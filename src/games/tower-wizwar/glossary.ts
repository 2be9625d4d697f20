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
        'One of the two laws no card can change, built on the number three. Three Wounds destroy a card or a tower and put a wizard out of the battle; three activations add one to the mana drain.',
      rulings: [],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'rule-of-five',
      term: 'Rule of five',
      forms: ['rule of five', 'law of five'],
      definition:
        'One of the two laws no card can change, built on the number five. Your hand returns to five cards as your turn begins and as it ends; a full draw is five cards; a group of attackers or of blockers has five cards at most.',
      rulings: [],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'play-map',
      term: 'Play map',
      forms: ['play maps', 'play map'],
      definition:
        'The board in front of each wizard, with eleven spots: a tower spot between two juxtapose spots, three shield spots below them, and five forward spots at the front. A spell only works from the spot it occupies.',
      rulings: [],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'mana-pool',
      term: 'Mana pool',
      forms: ['mana pool'],
      definition:
        'A wizard’s store of mana: face-down cards, each worth one mana when discarded, at any moment. A pool of ten or more cards at the end of your cast phase loses two.',
      rulings: ['TW-R3'],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'mana-drain',
      term: 'Mana drain',
      forms: ['mana drain', 'mana-drain'],
      definition:
        'The track along the foot of the play map that counts activations: every effect activated moves it one step, free ones too, and each three steps add 1 to every cost. Renew & Reduce sets it to 0 when your tower stands, and takes 3 steps off when it does not.',
      rulings: ['TW-R4', 'TW-R9', 'TW-R10'],
      see: '/tower-wizwar/tools/',
    },
    {
      id: 'might',
      term: 'Might',
      forms: ['Might'],
      definition:
        'How much damage a card absorbs: the second number of its stat line [attack/Might]. Absorbing all of it saturates the card, which earns a Harm. Defaults: [00/07] for a wizard without a tower in play, [00/01] for a corporeal card printed without a stat line.',
      rulings: ['TW-R6', 'TW-R7'],
      see: '/tower-wizwar/tools/',
    },
    {
      id: 'harm',
      term: 'Harm',
      forms: ['Harms', 'Harm'],
      definition:
        'The token for damage not yet made lasting. Harms on a card turn into Wounds when the turn ends; Harms on a wizard stay until a celestial card is played, which swaps one of them for a Wound.',
      rulings: ['TW-R7', 'TW-R8'],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'wound',
      term: 'Wound',
      forms: ['Wounds', 'Wound'],
      definition:
        'The lasting mark of damage. By the rule of three, the third Wound destroys a card or a tower, and makes a wizard retreat and lose.',
      rulings: [],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'guardian',
      term: 'Guardian',
      forms: ['Guardian'],
      definition:
        'The keyword a card needs to block from anywhere but a Shield spot, or to block an attack aimed at a card: a Forward card is covered only by a Guardian in a Forward spot, a Shield card by any Guardian. A card in a Juxtapose spot never blocks, Guardian or not.',
      rulings: ['TW-R5', 'TW-R13'],
      see: '/tower-wizwar/tools/',
    },
    {
      id: 'aether',
      term: 'Aether',
      forms: ['Aether'],
      definition:
        'The place for cards gone from the game for good, face down. Non-spell cards end there after use, never in the discard pile.',
      rulings: [],
      see: '/tower-wizwar/rules/',
    },
    {
      id: 'deck-of-towers',
      term: 'Deck of towers',
      forms: ['deck of towers'],
      definition:
        'A wizard’s own face-up stack of two to five tower cards, apart from the deck of magic. One tower stands at a time; a celestial card brings the top one onto the tower spot and sends the old one under the stack.',
      rulings: ['TW-R1', 'TW-R15'],
      see: '/tower-wizwar/rules/',
    },
  ],
};
