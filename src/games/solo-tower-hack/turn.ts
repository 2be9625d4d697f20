/**
 * A turn of Solo Tower Hack and the ways a hero may move, as data: the rules page and the
 * kit's quick reference both read these lists. Each item cites the rulings it follows.
 */

export interface TurnStep {
  readonly name: string;
  readonly text: string;
  readonly rulings: readonly string[];
}

/** The six steps of a turn, in order. */
export const TURN_STEPS: readonly TurnStep[] = [
  {
    name: 'Move',
    text: 'one room, left or right along your level, or up a staircase from the room you are in. Mark your path on the map. You never go down and never step into a room you have already entered, so pick your direction with care.',
    rulings: ['STH-R5'],
  },
  {
    name: 'Roll 1d6',
    text: 'read the table for the level you are on.',
    rulings: [],
  },
  {
    name: 'Experience',
    text: 'if the room holds XP, tick it off on your XP grid.',
    rulings: [],
  },
  {
    name: 'Potion',
    text: 'a room with a potion in it raises your stock of potions by one.',
    rulings: [],
  },
  {
    name: 'Monster',
    text: 'if the room holds a monster, fight it until one of you dies.',
    rulings: [],
  },
  {
    name: 'Drink',
    text: 'drink as many of your potions as you like. Each one removes one Damage.',
    rulings: ['STH-R6'],
  },
];

/** Where a move may go: the rules a player checks at every step. */
export const MOVES: readonly TurnStep[] = [
  {
    name: 'Each turn',
    text: 'exactly one room: sideways to the next room on your level, or up the staircase in your room.',
    rulings: ['STH-R5'],
  },
  {
    name: 'Never',
    text: 'down a level, into a room you have already entered, or a step that leaves you no unvisited way up.',
    rulings: ['STH-R5'],
  },
  {
    name: 'First move',
    text: 'from the Start room into any room of Level 1.',
    rulings: ['STH-R4'],
  },
  {
    name: 'Last level',
    text: 'every room of Level 10 opens on the End, where the BBEG waits.',
    rulings: ['STH-R4'],
  },
  {
    name: 'Stairs',
    text: 'for each pair of levels, 2d6 name the columns of the staircases; a double gives just one.',
    rulings: ['STH-R1'],
  },
];

/** "Move: one room … (STH-R5)": a step as one line of plain text. */
export const stepLine = (s: TurnStep): string =>
  `${s.name}: ${s.text}${s.rulings.length ? ` (${s.rulings.join(', ')})` : ''}`;
