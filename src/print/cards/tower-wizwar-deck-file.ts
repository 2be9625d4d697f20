/**
 * A Tower-WizWar deck file (YAML or JSON) read as the CLI reads deck files (src/lib/data-file.ts):
 * at most 2,000,000 bytes, UTF-8 only, one YAML document, the same messages. Pure, so the page
 * can run it in a worker (a 2 MB YAML file takes seconds to parse) and tests can run it in Node.
 *
 * The deck file format is the card printer's (src/print/cards/schema.ts): a file with `deck:`
 * and `cards:` whose entries use the tw-spell, tw-celestial, tw-orbital and tw-tower templates
 * is checked here exactly as `tower-press cards` would print it, so one file serves both. The
 * older short shape (`cards: [{ count, name, type, cost }]`, `towers: [{ name, value, draft }]`)
 * is still read, so files written for the validator before keep working.
 */
import { DataFileError, decodeDataFile, parseDataFile } from '../../lib/data-file.ts';
import { DeckError, parseDeck, type Deck } from './schema.ts';
import { TEMPLATES } from './templates/index.ts';
import {
  deckFromData,
  DeckListError,
  type DeckEntry,
  type DeckList,
  type TowerEntry,
} from '../../games/tower-wizwar/deck.ts';
import { CARD_TYPES, type CardType } from '../../games/tower-wizwar/rules.ts';

/**
 * `pictures`: how many cards name a picture (an image field). Their names are checked here like
 * the CLI checks them; the files are not at hand in the browser, so the CLI checks those.
 */
export type DeckFileResult = { deck: DeckList; pictures?: number } | { problems: string[] };

/** Printer templates that make a card of the deck of magic, and the type each fixes (if any). */
const MAGIC_TEMPLATES: Readonly<Record<string, CardType | null>> = {
  'tw-spell': null, // the card's own "type" field says which
  'tw-celestial': 'celestial',
  'tw-orbital': 'orbital',
};

/** Whether parsed data is a printer deck file (it names its deck) rather than the short shape. */
const isPrinterDeck = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && !Array.isArray(data) && 'deck' in data;

/** The deck of magic and the towers in a printed deck, or every card the validator cannot count. */
export function deckFromPrinterDeck(deck: Deck): DeckList {
  const cards: DeckEntry[] = [];
  const towers: TowerEntry[] = [];
  const problems: string[] = [];
  deck.cards.forEach((card, i) => {
    const f = card.fields;
    const name = typeof f.name === 'string' && f.name.trim() ? f.name : card.name;
    const where = `${deck.file}: card ${i + 1} (${JSON.stringify(name)})`;
    if (card.template === 'tw-tower') {
      if (typeof f.value !== 'number' || typeof f.draft !== 'number')
        problems.push(`${where}: a tower needs its "value" and "draft" fields filled in`);
      else
        for (let n = 0; n < card.count; n++) towers.push({ name, value: f.value, draft: f.draft });
      return;
    }
    if (!Object.hasOwn(MAGIC_TEMPLATES, card.template)) {
      problems.push(
        `${where}: the template "${card.template}" is not a card of the deck of magic or a tower (tw-spell, tw-celestial, tw-orbital, tw-tower)`,
      );
      return;
    }
    const type = MAGIC_TEMPLATES[card.template] ?? f.type;
    if (typeof type !== 'string' || !(CARD_TYPES as readonly string[]).includes(type)) {
      problems.push(`${where}: field "type" is empty, so the card cannot be counted; fill it in`);
      return;
    }
    cards.push({
      count: card.count,
      name,
      type: type as CardType,
      ...(typeof f.cost === 'number' ? { cost: f.cost } : {}),
    });
  });
  if (problems.length) throw new DeckListError(problems);
  return { cards, towers };
}

/** The deck in a file's bytes, or every problem found, in the CLI's words. */
export function readDeckFile(bytes: Uint8Array, name: string): DeckFileResult {
  try {
    const text = decodeDataFile(bytes, name);
    const data = parseDataFile(text, name);
    if (isPrinterDeck(data)) {
      const deck = parseDeck(text, name);
      const pictures = deck.cards.filter((card) =>
        Object.entries(TEMPLATES[card.template]!.fields).some(
          ([field, spec]) => spec.type === 'image' && card.fields[field] !== undefined,
        ),
      ).length;
      return { deck: deckFromPrinterDeck(deck), ...(pictures ? { pictures } : {}) };
    }
    return { deck: deckFromData(data) };
  } catch (e) {
    if (e instanceof DataFileError) return { problems: [e.message] };
    if (e instanceof DeckListError || e instanceof DeckError) return { problems: [...e.problems] };
    throw e;
  }
}
