/**
 * Checks a deck against DECK_RULES and TOWER_RULES (rules.ts), which hold the counts; the
 * check applies when the battle starts, not during it. Towers: see TW-R1 for the total and
 * for why a deck of towers holds at most five. Deck lists are text:
 *
 *   4 Ember Imp (minion, 2)        count, name, (type[, mana cost])
 *   6 Conjunction (celestial)
 *   tower Obsidian Spire (value 4, draft 3)
 */
import {
  CARD_TYPES,
  CREATURE_COSTS,
  CREATURE_TYPES,
  DECK_RULES,
  NON_SPELL_TYPES,
  TOWER_RULES,
  type CardType,
} from './rules.ts';

export interface DeckEntry {
  readonly count: number;
  readonly name: string;
  readonly type: CardType;
  readonly cost?: number;
}

export interface TowerEntry {
  readonly name: string;
  readonly value: number;
  readonly draft: number;
}

export interface DeckList {
  readonly cards: readonly DeckEntry[];
  readonly towers: readonly TowerEntry[];
}

export interface DeckReport {
  readonly legal: boolean;
  readonly counts: Readonly<
    Record<'total' | 'celestial' | 'orbital' | 'ritual' | 'creatures' | 'otherSpells', number>
  >;
  readonly towerTotal: number;
  /** Each rule broken, with the counts that break it. */
  readonly problems: readonly string[];
}

export class DeckListError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

const CARD_LINE = /^(\d+)\s*x?\s+(.+?)\s*\(\s*([a-z]+)\s*(?:,\s*(\d+))?\s*\)$/i;
const TOWER_LINE = /^tower\s+(.+?)\s*\(\s*value\s+(\d+)\s*,\s*draft\s+(\d+)\s*\)$/i;

/** Reads a deck list; a line that cannot be read is named with its number. */
export function parseDeckList(text: string): DeckList {
  const cards: DeckEntry[] = [];
  const towers: TowerEntry[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const tower = TOWER_LINE.exec(line);
    if (tower) {
      towers.push({ name: tower[1]!, value: Number(tower[2]), draft: Number(tower[3]) });
      return;
    }
    const card = CARD_LINE.exec(line);
    if (!card) {
      problems.push(
        `Line ${i + 1} (“${line}”) is not “count name (type)” or “tower name (value N, draft N)”.`,
      );
      return;
    }
    const type = card[3]!.toLowerCase();
    if (!(CARD_TYPES as readonly string[]).includes(type)) {
      problems.push(`Line ${i + 1}: “${type}” is not a card type (${CARD_TYPES.join(', ')}).`);
      return;
    }
    const count = Number(card[1]);
    if (count < 1) problems.push(`Line ${i + 1}: a count of ${count} adds no cards.`);
    cards.push({
      count,
      name: card[2]!,
      type: type as CardType,
      ...(card[4] !== undefined ? { cost: Number(card[4]) } : {}),
    });
  });
  if (problems.length) throw new DeckListError(problems);
  return { cards, towers };
}

const sumOf = (cards: readonly DeckEntry[], pick: (c: DeckEntry) => boolean) =>
  cards.filter(pick).reduce((n, c) => n + c.count, 0);

export function validateDeck(deck: DeckList): DeckReport {
  const { cards, towers } = deck;
  const counts = {
    total: sumOf(cards, () => true),
    celestial: sumOf(cards, (c) => c.type === 'celestial'),
    orbital: sumOf(cards, (c) => c.type === 'orbital'),
    ritual: sumOf(cards, (c) => c.type === 'ritual'),
    creatures: sumOf(cards, (c) => CREATURE_TYPES.includes(c.type)),
    otherSpells: sumOf(
      cards,
      (c) =>
        !CREATURE_TYPES.includes(c.type) &&
        !NON_SPELL_TYPES.includes(c.type) &&
        c.type !== 'ritual',
    ),
  };
  const problems: string[] = [];
  const exactly = (have: number, want: number, what: string) => {
    if (have !== want) problems.push(`${what}: ${have}, but a legal deck has exactly ${want}.`);
  };
  exactly(counts.total, DECK_RULES.total, 'Cards in the deck of magic');
  exactly(counts.celestial, DECK_RULES.celestial, 'Celestial cards');
  exactly(counts.orbital, DECK_RULES.orbital, 'Orbital cards');
  exactly(counts.ritual, DECK_RULES.ritual, 'Ritual cards');
  if (counts.creatures < DECK_RULES.creaturesAtLeast)
    problems.push(
      `Creature cards (minion, monster, demigod): ${counts.creatures}, but a legal deck has ${DECK_RULES.creaturesAtLeast} or more.`,
    );
  for (const c of cards) {
    const range = CREATURE_TYPES.includes(c.type)
      ? CREATURE_COSTS[c.type as keyof typeof CREATURE_COSTS]
      : null;
    if (range && c.cost !== undefined && (c.cost < range.min || c.cost > range.max)) {
      problems.push(
        `${c.name} costs ${c.cost} mana, but a ${c.type} costs ${range.max === Infinity ? `${range.min} or more` : `${range.min} to ${range.max}`}.`,
      );
    }
  }
  const towerTotal = towers.reduce((n, t) => n + t.value, 0);
  if (towers.length < TOWER_RULES.cardsMin || towers.length > TOWER_RULES.cardsMax)
    problems.push(
      `Towers: ${towers.length}, but a deck of towers holds ${TOWER_RULES.cardsMin} to ${TOWER_RULES.cardsMax}${
        // TW-R1: the document's "two to six" meets the 10-point cap, so five is the most possible.
        towers.length > TOWER_RULES.cardsMax
          ? ` (${towers.length} towers are worth at least ${towers.length * TOWER_RULES.valueMin}, over the ${TOWER_RULES.totalMax} allowed; TW-R1)`
          : ''
      }.`,
    );
  for (const t of towers) {
    if (t.value < TOWER_RULES.valueMin || t.value > TOWER_RULES.valueMax)
      problems.push(
        `${t.name} is worth ${t.value}; a tower is worth ${TOWER_RULES.valueMin} to ${TOWER_RULES.valueMax}.`,
      );
    if (t.draft < TOWER_RULES.draftMin || t.draft > TOWER_RULES.draftMax)
      problems.push(
        `${t.name} drafts ${t.draft}; a tower’s draft value is ${TOWER_RULES.draftMin} to ${TOWER_RULES.draftMax}.`,
      );
  }
  if (towers.length && (towerTotal < TOWER_RULES.totalMin || towerTotal > TOWER_RULES.totalMax))
    problems.push(
      `The towers are worth ${towerTotal} in all; the deck of towers must total ${TOWER_RULES.totalMin} to ${TOWER_RULES.totalMax} (TW-R1).`,
    );
  return { legal: problems.length === 0, counts, towerTotal, problems };
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * A deck loaded from YAML or JSON data: { cards: [{ count, name, type, cost? }], towers: [{ name, value, draft }] }.
 * Every entry that does not fit is named.
 */
export function deckFromData(data: unknown): DeckList {
  const problems: string[] = [];
  if (!isRecord(data))
    throw new DeckListError(['A deck file must be a mapping with "cards" (and "towers").']);
  const cards: DeckEntry[] = [];
  const towers: TowerEntry[] = [];
  if (!Array.isArray(data.cards)) problems.push('"cards" must be a list.');
  else
    data.cards.forEach((c, i) => {
      const where = `cards entry ${i + 1}`;
      if (!isRecord(c))
        return problems.push(`${where}: must be a mapping with count, name and type.`);
      const type = String(c.type ?? '').toLowerCase();
      if (!Number.isInteger(c.count) || (c.count as number) < 1)
        problems.push(`${where}: "count" must be a whole number, 1 or more.`);
      else if (typeof c.name !== 'string' || !c.name.trim())
        problems.push(
          `${where}: "name" is required${typeof c.name === 'string' && c.name ? ' (only spaces were given)' : ''}.`,
        );
      else if (!(CARD_TYPES as readonly string[]).includes(type))
        problems.push(`${where} (${c.name}): "type" must be one of ${CARD_TYPES.join(', ')}.`);
      else if (c.cost !== undefined && !Number.isInteger(c.cost))
        problems.push(`${where} (${c.name}): "cost" must be a whole number.`);
      else
        cards.push({
          count: c.count as number,
          name: c.name,
          type: type as CardType,
          ...(c.cost !== undefined ? { cost: c.cost as number } : {}),
        });
    });
  if (data.towers !== undefined && !Array.isArray(data.towers))
    problems.push('"towers" must be a list.');
  else
    ((data.towers as unknown[] | undefined) ?? []).forEach((t, i) => {
      const where = `towers entry ${i + 1}`;
      if (
        !isRecord(t) ||
        typeof t.name !== 'string' ||
        !t.name.trim() ||
        !Number.isInteger(t.value) ||
        !Number.isInteger(t.draft)
      )
        problems.push(`${where}: needs a name and whole-number value and draft.`);
      else towers.push({ name: t.name, value: t.value as number, draft: t.draft as number });
    });
  if (problems.length) throw new DeckListError(problems);
  return { cards, towers };
}
