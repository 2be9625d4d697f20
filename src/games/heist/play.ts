/**
 * How a game of 10 Minute Heist: The Wizard's Tower runs, in our own short words (facts only:
 * the tower's shape, movement, leaving), for the kit's quick reference. The overview page
 * (content/heist/index.mdx) says the very same sentences in Markdown, so that the glossary step
 * links their terms; tests/unit/quick-reference-data.test.ts keeps the two identical. Bold words
 * are marked **so**.
 */

/** Laying out the tower and dealing the secret cards. */
export const SETUP: readonly string[] = [
  'The cards are laid out as a tower of **eight floors of five cards**, with the lowest card dealt face down.',
  'Each thief also starts with one **secret card** from the Light deck, kept face down in front of them (its owner may look at it). It is part of the haul: at the end everyone turns theirs over and it scores with the rest.',
];

/** A turn, and leaving the tower. */
export const TURN: readonly string[] = [
  'Thieves start at the top. On your turn you take one card on your own floor or any floor below and move to its place. Your pawn can land on any card level with it or lower, however far down, and **never climbs**.',
  'A card with a **Power** has its Power carried out the moment you take it, and you may not take a card whose Power you cannot carry out.',
  'On any turn, from any floor, a thief may walk out onto the **bridge** instead of taking a card; nobody has to wait until the tower is empty. Once out, that thief sits out every remaining turn and just waits for the scoring. Being first or second out scores, being last costs points, and the game ends when the last thief is out.',
];

/** How the end is scored, in a line. */
export const SCORING =
  'At the end, scoring tiles go to whoever has the most in a category: total value in each treasure suit, the number of cards showing a 3, 4 or 5, and curses. A tied category is not awarded to anyone.';

/** The extra rule of the two-player game (the tiles it leaves out are in scoring.ts). */
export const TWO_THIEVES =
  "After each turn's take and move you must, where you can, put one more card from the floor you now stand on back in the box. You choose which; on the bottom floor the hidden card is as good a choice as the others.";

/** Every point of the overview's "How it plays", in order. */
export const HOW_IT_PLAYS: readonly string[] = [...SETUP, ...TURN, SCORING];

/** The Master Thief variant the publisher recommends once you know the game, step by step. */
export const MASTER_THIEF: readonly string[] = [
  'Before the tower is built, set aside some Light cards unseen: one with four or five thieves, two with three, three with two. Deal no secret cards.',
  'Build the whole tower, then hand the rest of the Light deck to the thief on the starting player’s right.',
  'Each thief in turn, going right, looks through the cards, keeps one face down as their secret card and passes the rest on.',
  'The starting player picks last; nobody looks at the cards still in hand after that: they are boxed.',
];

/** "**x**" marks bold; plain text drops the marks. */
export const plain = (text: string): string => text.replace(/\*\*/g, '');
