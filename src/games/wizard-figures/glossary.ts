// The Fantasy Trip: Wizard figures glossary (figure-creation facts only): each term once.
import type { Glossary } from '../../lib/glossary.ts';

export const GLOSSARY: Glossary = {
  game: 'wizard-figures',
  description:
    'The terms of creating a wizard figure for The Fantasy Trip: Wizard, each defined once.',
  terms: [
    {
      id: 'attributes',
      term: 'Attributes',
      forms: ['attributes'],
      definition:
        'The three numbers of a human wizard figure: ST, DX and IQ. Each starts at 8 and a new figure adds 8 more points among them, so they total 32; none may be below 8.',
      rulings: [],
      see: '/wizard-figures/',
    },
    {
      id: 'st',
      term: 'ST (strength)',
      forms: ['ST'],
      definition:
        'Both the hits a figure can take (at 0 it is unconscious, below 0 dead) and the energy it spends to cast spells, which may bring ST to 0 but never below.',
      rulings: [],
      see: '/wizard-figures/',
    },
    {
      id: 'dx',
      term: 'DX (dexterity)',
      forms: ['DX'],
      definition: 'One of the three attributes; it starts at 8 like the others.',
      rulings: [],
      see: '/wizard-figures/',
    },
    {
      id: 'iq',
      term: 'IQ (intelligence)',
      forms: ['IQ'],
      definition: 'One of the three attributes; it starts at 8 like the others.',
      rulings: [],
      see: '/wizard-figures/',
    },
  ],
};
