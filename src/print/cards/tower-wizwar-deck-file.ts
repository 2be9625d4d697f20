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
import { csvShownPath, type CsvReader } from './csv-cards.ts';
import type { CsvTableParser } from './csv-table-core.ts';
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

/** A card the validator cannot count: which card, and why. */
interface CardFault {
  /** `card 3 ("Imp")`: the entry, as the file lists it. */
  readonly card: string;
  /** Copies of it (its count). */
  readonly copies: number;
  /** Why it cannot be counted; empty for a card of another deck (`template` says which). */
  readonly why: string;
  readonly template?: string;
}

const NOT_MAGIC =
  'a card of the deck of magic or a tower (tw-spell, tw-celestial, tw-orbital, tw-tower)';

/** Why cards of other decks are not counted, naming their templates. */
function otherDeckWhy(templates: readonly string[]): string {
  const names = [...new Set(templates)].map((t) => `"${t}"`);
  return names.length === 1
    ? `the template ${names[0]} is not ${NOT_MAGIC}`
    : `their templates (${names.join(', ')}) are not cards of the deck of magic or a tower (tw-spell, tw-celestial, tw-orbital, tw-tower)`;
}

/**
 * Faults said once each: the same fault on several cards is one sentence naming how many (a
 * draft-deck file's 18 cards, or all 55 of the quest deck, are not cards of the deck of magic),
 * not one sentence per card. A few of the cards are named, so the first can be found.
 */
export function summariseFaults(
  file: string,
  faults: readonly CardFault[],
  entries: number,
): string[] {
  const byWhy = new Map<string, CardFault[]>();
  for (const f of faults) byWhy.set(f.why, [...(byWhy.get(f.why) ?? []), f]);
  return [...byWhy].map(([key, group]) => {
    const why = key || otherDeckWhy(group.map((f) => f.template!));
    if (group.length === 1) return `${file}: ${group[0]!.card}: ${why}`;
    const copies = group.reduce((n, f) => n + f.copies, 0);
    if (group.length === entries) return `${file}: all ${copies} cards: ${why}`;
    const named = group
      .slice(0, 3)
      .map((f) => f.card)
      .join(', ');
    const more = group.length > 3 ? ` and ${group.length - 3} more` : '';
    return `${file}: ${copies} cards (${named}${more}): ${why}`;
  });
}

/** The deck of magic and the towers in a printed deck, or every card the validator cannot count. */
export function deckFromPrinterDeck(deck: Deck): DeckList {
  const cards: DeckEntry[] = [];
  const towers: TowerEntry[] = [];
  const faults: CardFault[] = [];
  deck.cards.forEach((card, i) => {
    const f = card.fields;
    const name = typeof f.name === 'string' && f.name.trim() ? f.name : card.name;
    const fault = (why: string, template?: string) =>
      faults.push({
        card: `card ${i + 1} (${JSON.stringify(name)})`,
        copies: card.count,
        why,
        ...(template ? { template } : {}),
      });
    if (card.template === 'tw-tower') {
      if (typeof f.value !== 'number' || typeof f.draft !== 'number')
        fault('a tower needs its "value" and "draft" fields filled in');
      else
        for (let n = 0; n < card.count; n++) towers.push({ name, value: f.value, draft: f.draft });
      return;
    }
    if (!Object.hasOwn(MAGIC_TEMPLATES, card.template)) {
      fault('', card.template);
      return;
    }
    const type = MAGIC_TEMPLATES[card.template] ?? f.type;
    if (typeof type !== 'string' || !(CARD_TYPES as readonly string[]).includes(type)) {
      fault('field "type" is empty, so the card cannot be counted; fill it in');
      return;
    }
    cards.push({
      count: card.count,
      name,
      type: type as CardType,
      ...(typeof f.cost === 'number' ? { cost: f.cost } : {}),
    });
  });
  if (faults.length) throw new DeckListError(summariseFaults(deck.file, faults, deck.cards.length));
  return { cards, towers };
}

/** A file chosen on the page: its name and bytes. */
export interface ChosenFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

const isCsv = (name: string) => /\.csv$/i.test(name);
const baseName = (path: string) => path.split(/[\\/]/).pop()!;

/**
 * A CSV reader over the files chosen with the deck file: a page cannot open the file lying
 * beside the deck file, but it can read one chosen with it. A CSV the deck names and nobody
 * chose is asked for by name.
 */
function chosenCsvReader(
  deckName: string,
  csvs: readonly ChosenFile[],
  parseCsvTable: CsvTableParser,
): CsvReader {
  return (path) => {
    const shown = csvShownPath(deckName, path);
    const file = csvs.find((f) => f.name === baseName(path));
    if (!file)
      throw new DeckError([
        `${deckName}: the cards come from ${shown}: choose ${baseName(path)} together with ${deckName} (select both files at once), or check the deck with the command line: tower-press cards ${deckName} --out deck.pdf`,
      ]);
    let text: string;
    try {
      text = decodeDataFile(file.bytes, file.name);
    } catch (e) {
      if (e instanceof DataFileError) throw new DeckError([e.message]);
      throw e;
    }
    return parseCsvTable(text, shown);
  };
}

/**
 * The deck in the files chosen on the page: one deck file, and the CSV files its cards come
 * from when they come from a spreadsheet. A spreadsheet alone is not a deck (its deck file says
 * which template its rows fill and how its columns map), and that is said in one sentence.
 */
export function readChosenDeckFiles(
  files: readonly ChosenFile[],
  parseCsvTable: CsvTableParser,
): DeckFileResult {
  const decks = files.filter((f) => !isCsv(f.name));
  const csvs = files.filter((f) => isCsv(f.name));
  if (decks.length === 0) {
    const names = csvs.map((f) => f.name).join(', ');
    return {
      problems: [
        `${names} ${csvs.length === 1 ? 'is a spreadsheet' : 'are spreadsheets'}, and a spreadsheet is read with the deck file that names it (it says which card each row makes and what each column holds): choose both at once, such as spells.yaml and spells.csv, or check the deck with the command line: tower-press cards spells.yaml --out deck.pdf.`,
      ],
    };
  }
  if (decks.length > 1)
    return {
      problems: [
        `Choose one deck file at a time (with any CSV files it names); you chose ${decks.map((f) => f.name).join(', ')}.`,
      ],
    };
  const deck = decks[0]!;
  return readDeckFile(deck.bytes, deck.name, chosenCsvReader(deck.name, csvs, parseCsvTable));
}

/**
 * The deck in a file's bytes, or every problem found, in the CLI's words. `readCsv` reads the
 * spreadsheet a CSV deck names; without it such a deck is referred to the command line.
 */
export function readDeckFile(bytes: Uint8Array, name: string, readCsv?: CsvReader): DeckFileResult {
  try {
    const text = decodeDataFile(bytes, name);
    const data = parseDataFile(text, name);
    if (isPrinterDeck(data)) {
      const deck = parseDeck(text, name, readCsv ? { readCsv } : {});
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
