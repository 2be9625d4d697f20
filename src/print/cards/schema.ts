/**
 * Deck files (YAML or JSON, content/cards/*.yaml): checked against the schema and the chosen
 * templates' fields. Every problem is reported at once, naming the file, the card and the
 * field; a deck with any problem is refused whole, so nothing is printed from it.
 *
 *   deck: Name of the deck              (required)
 *   size: poker | bridge | mini | tarot | { width: mm, height: mm }   (default poker, 63 × 88 mm)
 *   template: name                      (default template for cards)
 *   back: { template: name, fields: {…} } | none   (default: plain-back with the deck's name;
 *                                        none: a single-sided deck, printed without backs)
 *   cards: [ { name?, template?, count?: 1–99, fields: {…}, back?: { template, fields },
 *              blank?: true }, … ]
 *
 * The deck's blank card (what `--fill-blanks` fills the last sheet with) is the card marked
 * `blank: true`; without one, the deck's `template` with every field empty, when the template
 * lets every field be left empty; otherwise the deck has none.
 *   cardsFrom: wizards-tower/quest-deck  (instead of cards: generated from the game's data)
 *   cards: { csv: spells.csv, template?, columns?, ignore? }  (one card a row: see csv-cards.ts)
 */
import {
  DATA_FILE_MAX_BYTES,
  DataFileError,
  parseDataFile,
  tooLargeMessage,
} from '../../lib/data-file.ts';
import { imageNameProblem } from './images.ts';
import { TEMPLATES, type FieldValues } from './templates/index.ts';
import { wizardsTowerQuestDeck, type GeneratedCard } from './templates/wizards-tower/quest-deck.ts';
import { csvCards, type CsvReader, type CsvSource } from './csv-cards.ts';

export const CARD_SIZES = {
  poker: { width: 63, height: 88 },
  bridge: { width: 57, height: 89 },
  mini: { width: 44, height: 63 },
  tarot: { width: 70, height: 120 },
} as const;

export const GENERATED_DECKS: Readonly<Record<string, () => GeneratedCard[]>> = {
  'wizards-tower/quest-deck': wizardsTowerQuestDeck,
};

export interface CardBack {
  readonly template: string;
  readonly fields: FieldValues;
}

export interface DeckCard {
  readonly name: string;
  readonly template: string;
  readonly fields: FieldValues;
  readonly count: number;
  /** This card's own back (a spellbook's, say), instead of the deck's. */
  readonly back?: CardBack;
  /** For a card from a CSV file: its row and columns, so messages name them. */
  readonly source?: CsvSource;
}

export interface Deck {
  readonly file: string;
  readonly name: string;
  /** Trim size in millimetres. */
  readonly size: { readonly width: number; readonly height: number };
  readonly cards: readonly DeckCard[];
  /** The deck's back; null for a single-sided deck (`back: none`). */
  readonly back: CardBack | null;
  /** The card `--fill-blanks` fills a last sheet with (see the file's header), if the deck has one. */
  readonly blank?: DeckCard;
}

export class DeckError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

const isMap = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
/** Whether `key` (from a deck file) names an entry of `table` itself, not Object.prototype's. */
const has = (table: object, key: unknown): key is string =>
  typeof key === 'string' && Object.hasOwn(table, key);

/**
 * Resource limits. No real deck comes near them (the largest shipped deck has 55 cards and
 * lines under 120 characters); a hostile file is refused before any expensive work.
 */
export const LIMITS = {
  /** Bytes in a deck file. */
  fileBytes: DATA_FILE_MAX_BYTES,
  /** Card entries in `cards`. */
  entries: 500,
  /** Cards printed in all (entries × count). */
  cards: 1000,
  /** Characters (code points) in one text value or one line. */
  line: 300,
  /** Characters in one word: longer runs without a space cannot be laid out sensibly. */
  word: 60,
  /** Lines in one `lines` field. */
  lines: 40,
} as const;

/** Length in characters as a person counts them (code points): an emoji is one, not two. */
export const charCount = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

/** A value from a deck file, shown in a message: `.inf` is infinity, not JSON's "null". */
export function shown(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value))
    return Number.isNaN(value) ? 'not a number (.nan)' : value > 0 ? 'infinity' : 'minus infinity';
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 60)}…` : json;
}

/** Tabs and line breaks: the fonts have no glyph for them, and one line cannot break. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/;

/**
 * Why one text value or line breaks a limit, or null. A tab or line break is refused like the
 * other control characters (which the fonts cannot draw: see deckTextProblems): it would print
 * as an empty box or vanish. A `lines` field takes line breaks: they start new lines first.
 */
function textProblem(text: string): string | null {
  const control = BREAKS.exec(text)?.[0];
  if (control)
    return `holds a ${control === '\t' ? 'tab' : 'line break'} (U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}); one line takes no tabs or line breaks${control === '\t' ? '' : ' (a field of lines takes a list, or text with line breaks)'}`;
  if (text.length > LIMITS.line * 2 || charCount(text) > LIMITS.line)
    return `at most ${LIMITS.line} characters, got ${charCount(text)}`;
  const word = /\S{61,}/u.exec(text);
  if (word && charCount(word[0]) > LIMITS.word)
    return `a word of ${charCount(word[0])} characters ("${[...word[0]].slice(0, 20).join('')}…"); at most ${LIMITS.word} without a space`;
  return null;
}

function checkFields(
  where: string,
  templateName: string,
  raw: unknown,
  problems: string[],
  label: (field: string) => string = (field) => `field "${field}"`,
): FieldValues {
  const template = TEMPLATES[templateName]!; // checkTemplate has made sure it is an own key
  if (raw !== undefined && !isMap(raw)) {
    problems.push(`${where}: "fields" must be a mapping of field names to values`);
    return {};
  }
  const fields = (raw ?? {}) as Record<string, unknown>;
  const out: Record<string, string | number | string[]> = {};
  for (const name of Object.keys(fields)) {
    if (!has(template.fields, name))
      problems.push(
        `${where}: field "${name}": the template "${templateName}" has no such field (it has: ${Object.keys(template.fields).join(', ') || 'none'})`,
      );
  }
  for (const [name, spec] of Object.entries(template.fields)) {
    const value = fields[name];
    const at = `${where}: ${label(name)}`;
    if (value === undefined || value === null || value === '') {
      if (spec.required) problems.push(`${at}: required`);
      continue;
    }
    // Spaces alone print nothing: a required field needs something to show.
    if (spec.required && typeof value === 'string' && value.trim() === '') {
      problems.push(`${at}: required (only spaces were given)`);
      continue;
    }
    if (spec.type === 'image') {
      // Only the name is checked here (the site has no files); the CLI reads and checks the file.
      const problem =
        typeof value === 'string'
          ? imageNameProblem(value)
          : `must be a file name, got ${shown(value)}`;
      if (problem) problems.push(`${at}: ${problem}`);
      else out[name] = value as string;
    } else if (spec.type === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value))
        problems.push(`${at}: must be a number, got ${shown(value)}`);
      else out[name] = value;
    } else if (spec.type === 'lines') {
      // Line breaks in a text start new lines (as in a CSV cell).
      const lines = (Array.isArray(value) ? value : [value]).flatMap((l) =>
        typeof l === 'string' && /[\r\n\u2028\u2029]/.test(l)
          ? l.split(/\r?\n|\r|\u2028|\u2029/)
          : [l],
      );
      const most = Math.min(spec.max ?? LIMITS.lines, LIMITS.lines);
      if (
        !lines.every((l) => typeof l === 'string' || (typeof l === 'number' && Number.isFinite(l)))
      )
        problems.push(`${at}: must be text or a list of lines`);
      else if (lines.length > most)
        problems.push(`${at}: at most ${most} lines fit, got ${lines.length}`);
      else {
        const texts = lines.map(String);
        const bad = texts.map(textProblem).findIndex((p) => p !== null);
        if (bad >= 0) problems.push(`${at}: line ${bad + 1}: ${textProblem(texts[bad]!)}`);
        else out[name] = texts;
      }
    } else {
      if (typeof value !== 'string' && (typeof value !== 'number' || !Number.isFinite(value))) {
        problems.push(`${at}: must be text, got ${shown(value)}`);
        continue;
      }
      const text = String(value);
      const problem = textProblem(text);
      if (spec.oneOf && !spec.oneOf.includes(text))
        problems.push(`${at}: must be one of ${spec.oneOf.join(', ')}, got ${shown(text)}`);
      else if (problem) problems.push(`${at}: ${problem}`);
      else if (spec.max && charCount(text) > spec.max)
        problems.push(`${at}: at most ${spec.max} characters fit, got ${charCount(text)}`);
      else out[name] = text;
    }
  }
  return out;
}

function checkTemplate(where: string, name: unknown, problems: string[]): string | null {
  if (typeof name !== 'string' || !name) {
    problems.push(`${where}: "template" is required (one of ${Object.keys(TEMPLATES).join(', ')})`);
    return null;
  }
  if (!has(TEMPLATES, name)) {
    problems.push(
      `${where}: template ${shown(name)} is unknown (known: ${Object.keys(TEMPLATES).join(', ')})`,
    );
    return null;
  }
  return name;
}

function checkSize(
  file: string,
  raw: unknown,
  problems: string[],
): { width: number; height: number } {
  if (raw === undefined) return CARD_SIZES.poker;
  if (typeof raw === 'string') {
    if (has(CARD_SIZES, raw)) return CARD_SIZES[raw as keyof typeof CARD_SIZES];
    problems.push(
      `${file}: "size" must be one of ${Object.keys(CARD_SIZES).join(', ')} or { width, height } in mm, got ${shown(raw)}`,
    );
    return CARD_SIZES.poker;
  }
  if (
    isMap(raw) &&
    typeof raw.width === 'number' &&
    typeof raw.height === 'number' &&
    raw.width >= 25 &&
    raw.width <= 120 &&
    raw.height >= 25 &&
    raw.height <= 150
  ) {
    return { width: raw.width, height: raw.height };
  }
  problems.push(
    `${file}: "size" as { width, height } needs millimetres, width 25–120 and height 25–150`,
  );
  return CARD_SIZES.poker;
}

function checkBack(where: string, raw: unknown, problems: string[]): CardBack | null {
  if (!isMap(raw)) {
    problems.push(
      `${where}: must be a mapping with "template" and "fields"${where.endsWith(': back') && !where.includes('card ') ? ', or none for a single-sided deck' : ''}`,
    );
    return null;
  }
  const template = checkTemplate(where, raw.template, problems);
  return template ? { template, fields: checkFields(where, template, raw.fields, problems) } : null;
}

/** The file's data, or the reason it is not valid YAML or JSON (as the browser says it). */
function parseData(text: string, file: string): unknown {
  try {
    return parseDataFile(text, file);
  } catch (e) {
    if (e instanceof DataFileError) throw new DeckError([e.message]);
    throw e;
  }
}

export interface ParseDeckOptions {
  /** Reads a CSV deck's file (`cards: { csv: … }`); without one, a CSV deck is refused, saying so. */
  readonly readCsv?: CsvReader;
}

/** Parses and checks a deck file's text; throws DeckError listing every problem. */
export function parseDeck(text: string, file: string, options: ParseDeckOptions = {}): Deck {
  const { deck, problems } = readDeck(text, file, options);
  if (problems.length) throw new DeckError(problems);
  return deck;
}

/** A deck file read as far as it goes: the deck, every problem, and the cards that have one. */
export interface DeckReading {
  /** Every card that names a template, with the fields that passed their checks. */
  readonly deck: Deck;
  readonly problems: readonly string[];
  /** Cards (and backs) missing a required field: they cannot be drawn to be measured. */
  readonly troubled: ReadonlySet<DeckCard | CardBack>;
  /** Each card's entry number in the file (a card whose template is unknown is left out). */
  readonly numbers: ReadonlyMap<DeckCard, number>;
}

/** Whether a checked card or back lacks a field its template needs (a problem says so). */
const lacksRequired = (c: { template: string; fields: FieldValues }) =>
  Object.entries(TEMPLATES[c.template]!.fields).some(
    ([n, spec]) => spec.required && c.fields[n] === undefined,
  );

/**
 * Parses and checks a deck file's text, going on past problems so that the pictures and text
 * of the cards can be checked in the same pass (the CLI lists every problem at once). Throws
 * DeckError only where nothing more can be read (a file too large, not YAML or JSON, not a
 * mapping, too many cards).
 */
export function readDeck(text: string, file: string, options: ParseDeckOptions = {}): DeckReading {
  const troubled = new Set<DeckCard | CardBack>();
  const numbers = new Map<DeckCard, number>();
  // UTF-8 length with a web API (no Node Buffer), so the same check runs in the browser.
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > LIMITS.fileBytes) throw new DeckError([tooLargeMessage(file, bytes)]);
  const data = parseData(text, file);
  if (!isMap(data))
    throw new DeckError([`${file}: a deck file must be a mapping with "deck" and "cards"`]);
  const problems: string[] = [];
  for (const key of Object.keys(data)) {
    if (!['deck', 'size', 'template', 'back', 'cards', 'cardsFrom'].includes(key))
      problems.push(
        `${file}: unknown key "${key}" (known: deck, size, template, back, cards, cardsFrom)`,
      );
  }
  let name = typeof data.deck === 'string' ? data.deck.trim() : '';
  if (!name) problems.push(`${file}: "deck" (the deck's name) is required`);
  else if (BREAKS.test(name)) {
    problems.push(`${file}: "deck": ${textProblem(name)}`);
    name = ''; // named once, here: not measured again, nor on the default back
  } else if (charCount(name) > 60)
    problems.push(`${file}: "deck" is at most 60 characters, got ${charCount(name)}`);
  const size = checkSize(file, data.size, problems);
  const defaultTemplate =
    data.template === undefined ? null : checkTemplate(file, data.template, problems);

  let rawCards: unknown[] = [];
  let sources: readonly CsvSource[] = [];
  if (data.cardsFrom !== undefined) {
    const make = has(GENERATED_DECKS, data.cardsFrom) ? GENERATED_DECKS[data.cardsFrom] : undefined;
    if (!make)
      problems.push(
        `${file}: "cardsFrom" must be one of ${Object.keys(GENERATED_DECKS).join(', ')}, got ${shown(data.cardsFrom)}`,
      );
    else rawCards = make();
    if (data.cards !== undefined)
      problems.push(`${file}: give either "cards" or "cardsFrom", not both`);
  } else if (isMap(data.cards)) {
    ({ cards: rawCards, sources } = csvCards(
      file,
      data.cards,
      defaultTemplate,
      options.readCsv,
      problems,
    ));
  } else if (!Array.isArray(data.cards) || data.cards.length === 0) {
    problems.push(
      `${file}: "cards" must be a list of at least one card, or { csv: FILE.csv } to read them from a spreadsheet`,
    );
  } else rawCards = data.cards;
  if (rawCards.length > LIMITS.entries)
    throw new DeckError([
      ...problems,
      `${file}: at most ${LIMITS.entries} card entries, got ${rawCards.length}`,
    ]);

  const cards: DeckCard[] = [];
  let blankAt: number | null = null;
  let blank: DeckCard | undefined;
  rawCards.forEach((raw, i) => {
    const label =
      isMap(raw) && typeof raw.name === 'string'
        ? `card ${i + 1} (${shown(raw.name)})`
        : `card ${i + 1}`;
    const source = sources[i];
    const where = source?.where ?? `${file}: ${label}`;
    // A CSV card's problems name the column as well as the field.
    const fieldLabel = (field: string) =>
      source?.columns[field]
        ? `column "${source.columns[field]}" (field "${field}")`
        : `field "${field}"`;
    if (!isMap(raw)) {
      problems.push(`${where}: must be a mapping with "fields"`);
      return;
    }
    for (const key of Object.keys(raw))
      if (!['name', 'template', 'count', 'fields', 'back', 'blank'].includes(key))
        problems.push(
          `${where}: unknown key "${key}" (known: name, template, count, fields, back, blank)`,
        );
    if (raw.blank !== undefined && raw.blank !== true)
      problems.push(`${where}: "blank" may only be true (this card fills last sheets)`);
    else if (raw.blank === true && blankAt !== null)
      problems.push(`${where}: "blank": card ${blankAt + 1} is already the deck's blank card`);
    else if (raw.blank === true) blankAt = i;
    const count = raw.count ?? 1;
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 99)
      problems.push(
        `${where}: ${fieldLabel('count')}: must be a whole number from 1 to 99, got ${shown(count)}`,
      );
    // A CSV card's name is its name or title cell, named once by that field's own check.
    if (!source && typeof raw.name === 'string' && textProblem(raw.name))
      problems.push(`${where}: "name": ${textProblem(raw.name)}`);
    const template =
      raw.template === undefined && defaultTemplate
        ? defaultTemplate
        : checkTemplate(where, raw.template, problems);
    if (!template) return;
    const fields = checkFields(where, template, raw.fields, problems, fieldLabel);
    const back =
      raw.back === undefined ? undefined : checkBack(`${where}: back`, raw.back, problems);
    const card: DeckCard = {
      name: typeof raw.name === 'string' ? raw.name : `${i + 1}`,
      template,
      fields,
      count: count as number,
      ...(back ? { back } : {}),
      ...(source ? { source } : {}),
    };
    cards.push(card);
    numbers.set(card, i + 1);
    if (lacksRequired(card) || (back && lacksRequired(back))) troubled.add(card);
    if (blankAt === i) blank = { ...card, count: 1 };
  });

  const back =
    data.back === 'none'
      ? null
      : ((data.back === undefined ? null : checkBack(`${file}: back`, data.back, problems)) ?? {
          template: 'plain-back',
          fields: { title: name },
        });
  if (back && (lacksRequired(back) || (data.back === undefined && !name))) troubled.add(back);
  const total = cards.reduce(
    (n, c) => n + (Number.isInteger(c.count) && c.count <= 99 ? c.count : 0),
    0,
  );
  if (total > LIMITS.cards)
    problems.push(
      `${file}: at most ${LIMITS.cards.toLocaleString('en')} cards in all (entries × count), got ${total.toLocaleString('en')}`,
    );
  if (!blank && defaultTemplate && !problems.length) {
    const spec = TEMPLATES[defaultTemplate]!.fields;
    if (Object.values(spec).every((f) => !f.required))
      blank = { name: 'blank', template: defaultTemplate, fields: {}, count: 1 };
  }
  return {
    deck: { file, name, size, cards, back, ...(blank ? { blank } : {}) },
    problems,
    troubled,
    numbers,
  };
}

/** Every card face in print order, counts expanded. */
export const expandCards = (deck: Deck): DeckCard[] =>
  deck.cards.flatMap((c) => Array.from({ length: c.count }, () => c));
