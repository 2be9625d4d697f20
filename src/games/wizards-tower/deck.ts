/**
 * A 52-card deck (no jokers) as plain numbers, so game states clone and save as data.
 * Card c has suit ⌊c / 13⌋ (hearts, clubs, diamonds, spades) and rank c mod 13 (Ace … King).
 * Drawing picks a uniformly random card from those left (one random number per draw) and
 * swaps it out, which is the same as dealing from a freshly shuffled deck.
 */
import type { Rank, Suit } from './cards.ts';
import { RANKS, SUITS, SUIT_SYMBOL } from './cards.ts';

export const DECK_SIZE = 52;
/** No card: returned when both the deck and the discards are empty. */
export const NO_CARD = -1;

export const cardSuit = (card: number): Suit => SUITS[Math.floor(card / 13)]!;
export const cardRank = (card: number): Rank => RANKS[card % 13]!;
export const cardName = (card: number): string => `${cardRank(card)}${SUIT_SYMBOL[cardSuit(card)]}`;

export interface Deck {
  /** Cards still to draw, in no particular order. */
  draw: number[];
  discards: number[];
}

export function newDeck(): Deck {
  return { draw: Array.from({ length: DECK_SIZE }, (_, i) => i), discards: [] };
}

/**
 * Draws one card. When the deck runs out the discards become the new deck (WT-R17); when
 * both are empty every card is in play and nothing is drawn (WT-R29).
 */
export function drawCard(deck: Deck, source: { cardIndex(max: number): number }): number {
  if (deck.draw.length === 0) {
    if (deck.discards.length === 0) return NO_CARD;
    const fresh = deck.discards;
    deck.discards = deck.draw;
    deck.draw = fresh;
  }
  const last = deck.draw.length - 1;
  const i = source.cardIndex(last);
  const card = deck.draw[i]!;
  deck.draw[i] = deck.draw[last]!;
  deck.draw.pop();
  return card;
}

export function discard(deck: Deck, card: number): void {
  if (card !== NO_CARD) deck.discards.push(card);
}
