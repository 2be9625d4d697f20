/** The distinct faces of a deck (repeats counted once), in deck order: for previews and galleries. */
import { expandCards, type Deck, type DeckCard } from './schema.ts';
import { TEMPLATES } from './templates/index.ts';

export interface Face {
  readonly index: number;
  readonly card: DeckCard;
  /** How many copies of this face the deck has. */
  readonly copies: number;
}

export function uniqueFaces(deck: Deck): Face[] {
  const seen = new Map<string, { card: DeckCard; copies: number }>();
  for (const card of expandCards(deck)) {
    const key = JSON.stringify([card.template, card.fields]);
    const entry = seen.get(key);
    if (entry) entry.copies++;
    else seen.set(key, { card, copies: 1 });
  }
  return [...seen.values()].map((v, index) => ({ index, ...v }));
}

/** Alt text for a face: its name, or what its template is and the fields that set it apart. */
export function describeFace(card: DeckCard): string {
  if (!/^\d+$/.test(card.name)) return card.name;
  const values = Object.entries(card.fields).map(
    ([k, v]) => `${k} ${Array.isArray(v) ? v.join(' ') : v}`,
  );
  const kind = TEMPLATES[card.template]?.description.replace(/[:.].*$/, '') ?? card.template;
  return values.length ? `${kind}: ${values.join(', ')}` : `${kind} (blank)`;
}
