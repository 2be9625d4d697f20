/**
 * Deck files (YAML or JSON, content/cards/*.yaml): checked against the schema and the chosen
 * templates' fields. Every problem is reported at once, naming the file, the card and the
 * field; a deck with any problem is refused whole, so nothing is printed from it.
 *
 *   deck: Name of the deck              (required)
 *   size: poker | bridge | mini | tarot | { width: mm, height: mm }   (default poker, 63 × 88 mm)
 *   template: name                      (default template for cards)
 *   back: { template: name, fields: {…} }   (default: plain-back with the deck's name)
 *   cards: [ { name?, template?, count?: 1–99, fields: {…}, back?: { template, fields } }, … ]
 *   cardsFrom: wizards-tower/quest-deck  (instead of cards: generated from the game's data)
 */
import { parse as parseYaml } from 'yaml';
import { TEMPLATES, type FieldValues } from './templates/index.ts';
import { wizardsTowerQuestDeck } from './templates/wizards-tower.ts';

export const CARD_SIZES = {
  poker: { width: 63, height: 88 },
  bridge: { width: 57, height: 89 },
  mini: { width: 44, height: 63 },
  tarot: { width: 70, height: 120 },
} as const;

export const GENERATED_DECKS: Readonly<Record<string, () => { name: string; template: string; fields: Record<string, string> }[]>> = {
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
}

export interface Deck {
  readonly file: string;
  readonly name: string;
  /** Trim size in millimetres. */
  readonly size: { readonly width: number; readonly height: number };
  readonly cards: readonly DeckCard[];
  readonly back: CardBack;
}

export class DeckError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

const isMap = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const MAX_CARDS = 500;

function checkFields(where: string, templateName: string, raw: unknown, problems: string[]): FieldValues {
  const template = TEMPLATES[templateName]!;
  if (raw !== undefined && !isMap(raw)) {
    problems.push(`${where}: "fields" must be a mapping of field names to values`);
    return {};
  }
  const fields = (raw ?? {}) as Record<string, unknown>;
  const out: Record<string, string | number | string[]> = {};
  for (const name of Object.keys(fields)) {
    if (!(name in template.fields)) problems.push(`${where}: field "${name}": the template "${templateName}" has no such field (it has: ${Object.keys(template.fields).join(', ') || 'none'})`);
  }
  for (const [name, spec] of Object.entries(template.fields)) {
    const value = fields[name];
    const at = `${where}: field "${name}"`;
    if (value === undefined || value === null || value === '') {
      if (spec.required) problems.push(`${at}: required`);
      continue;
    }
    if (spec.type === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`${at}: must be a number, got ${JSON.stringify(value)}`);
      else out[name] = value;
    } else if (spec.type === 'lines') {
      const lines = Array.isArray(value) ? value : [value];
      if (!lines.every((l) => typeof l === 'string' || typeof l === 'number')) problems.push(`${at}: must be text or a list of lines`);
      else if (spec.max && lines.length > spec.max) problems.push(`${at}: at most ${spec.max} lines fit, got ${lines.length}`);
      else out[name] = lines.map(String);
    } else {
      if (typeof value !== 'string' && typeof value !== 'number') {
        problems.push(`${at}: must be text, got ${JSON.stringify(value)}`);
        continue;
      }
      const text = String(value);
      if (spec.oneOf && !spec.oneOf.includes(text)) problems.push(`${at}: must be one of ${spec.oneOf.join(', ')}, got "${text}"`);
      else if (spec.max && text.length > spec.max) problems.push(`${at}: at most ${spec.max} characters fit, got ${text.length}`);
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
  if (!(name in TEMPLATES)) {
    problems.push(`${where}: template "${name}" is unknown (known: ${Object.keys(TEMPLATES).join(', ')})`);
    return null;
  }
  return name;
}

function checkSize(file: string, raw: unknown, problems: string[]): { width: number; height: number } {
  if (raw === undefined) return CARD_SIZES.poker;
  if (typeof raw === 'string') {
    if (raw in CARD_SIZES) return CARD_SIZES[raw as keyof typeof CARD_SIZES];
    problems.push(`${file}: "size" must be one of ${Object.keys(CARD_SIZES).join(', ')} or { width, height } in mm, got "${raw}"`);
    return CARD_SIZES.poker;
  }
  if (isMap(raw) && typeof raw.width === 'number' && typeof raw.height === 'number' && raw.width >= 25 && raw.width <= 120 && raw.height >= 25 && raw.height <= 150) {
    return { width: raw.width, height: raw.height };
  }
  problems.push(`${file}: "size" as { width, height } needs millimetres, width 25–120 and height 25–150`);
  return CARD_SIZES.poker;
}

function checkBack(where: string, raw: unknown, problems: string[]): CardBack | null {
  if (!isMap(raw)) {
    problems.push(`${where}: must be a mapping with "template" and "fields"`);
    return null;
  }
  const template = checkTemplate(where, raw.template, problems);
  return template ? { template, fields: checkFields(where, template, raw.fields, problems) } : null;
}

/** Parses and checks a deck file's text; throws DeckError listing every problem. */
export function parseDeck(text: string, file: string): Deck {
  let data: unknown;
  try {
    data = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (e) {
    throw new DeckError([`${file}: not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(e as Error).message.split('\n')[0]}`]);
  }
  if (!isMap(data)) throw new DeckError([`${file}: a deck file must be a mapping with "deck" and "cards"`]);
  const problems: string[] = [];
  for (const key of Object.keys(data)) {
    if (!['deck', 'size', 'template', 'back', 'cards', 'cardsFrom'].includes(key)) problems.push(`${file}: unknown key "${key}" (known: deck, size, template, back, cards, cardsFrom)`);
  }
  const name = typeof data.deck === 'string' ? data.deck.trim() : '';
  if (!name) problems.push(`${file}: "deck" (the deck's name) is required`);
  else if (name.length > 60) problems.push(`${file}: "deck" is at most 60 characters`);
  const size = checkSize(file, data.size, problems);
  const defaultTemplate = data.template === undefined ? null : checkTemplate(file, data.template, problems);

  let rawCards: unknown[] = [];
  if (data.cardsFrom !== undefined) {
    const make = typeof data.cardsFrom === 'string' ? GENERATED_DECKS[data.cardsFrom] : undefined;
    if (!make) problems.push(`${file}: "cardsFrom" must be one of ${Object.keys(GENERATED_DECKS).join(', ')}, got ${JSON.stringify(data.cardsFrom)}`);
    else rawCards = make();
    if (data.cards !== undefined) problems.push(`${file}: give either "cards" or "cardsFrom", not both`);
  } else if (!Array.isArray(data.cards) || data.cards.length === 0) {
    problems.push(`${file}: "cards" must be a list of at least one card`);
  } else rawCards = data.cards;
  if (rawCards.length > MAX_CARDS) problems.push(`${file}: at most ${MAX_CARDS} card entries, got ${rawCards.length}`);

  const cards: DeckCard[] = [];
  rawCards.slice(0, MAX_CARDS).forEach((raw, i) => {
    const label = isMap(raw) && typeof raw.name === 'string' ? `card ${i + 1} ("${raw.name}")` : `card ${i + 1}`;
    const where = `${file}: ${label}`;
    if (!isMap(raw)) {
      problems.push(`${where}: must be a mapping with "fields"`);
      return;
    }
    for (const key of Object.keys(raw)) if (!['name', 'template', 'count', 'fields', 'back'].includes(key)) problems.push(`${where}: unknown key "${key}" (known: name, template, count, fields, back)`);
    const count = raw.count ?? 1;
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 99) problems.push(`${where}: field "count": must be a whole number from 1 to 99`);
    const template = raw.template === undefined && defaultTemplate ? defaultTemplate : checkTemplate(where, raw.template, problems);
    if (!template) return;
    const fields = checkFields(where, template, raw.fields, problems);
    const back = raw.back === undefined ? undefined : checkBack(`${where}: back`, raw.back, problems);
    cards.push({ name: typeof raw.name === 'string' ? raw.name : `${i + 1}`, template, fields, count: count as number, ...(back ? { back } : {}) });
  });

  const back = (data.back === undefined ? null : checkBack(`${file}: back`, data.back, problems)) ?? { template: 'plain-back', fields: { title: name } };
  if (problems.length) throw new DeckError(problems);
  return { file, name, size, cards, back };
}

/** Every card face in print order, counts expanded. */
export const expandCards = (deck: Deck): DeckCard[] => deck.cards.flatMap((c) => Array.from({ length: c.count }, () => c));
