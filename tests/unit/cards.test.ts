import { describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeckError, expandCards, parseDeck } from '../../src/print/cards/schema.ts';
import { layoutFor } from '../../src/print/cards/impose.ts';
import { deckTextProblems, inlineSvgImages } from '../../src/print/cards/render.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { RANKS, SUITS } from '../../src/games/wizards-tower/cards.ts';
import { SHIPPED_DECKS } from '../../src/site/downloads.ts';
import { runCli } from '../support/run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'cards-'));
const fonts = loadFonts();
const QUEST_FILE = 'content/cards/wizards-tower-quest.yaml';
const questDeck = () => parseDeck(readFileSync(QUEST_FILE, 'utf8'), QUEST_FILE);
const problems = (text: string, file = 'deck.yaml') => {
  try {
    parseDeck(text, file);
  } catch (e) {
    if (e instanceof DeckError) return e.problems;
    throw e;
  }
  return [];
};

describe('deck files', () => {
  test('the shipped quest deck: 52 cards, every rank of every suit once, plus 3 reference cards', () => {
    const cards = expandCards(questDeck());
    expect(cards).toHaveLength(55);
    const quest = cards
      .filter((c) => c.template === 'wt-quest')
      .map((c) => `${c.fields.rank}${c.fields.suit}`);
    expect(new Set(quest)).toEqual(new Set(SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`))));
    expect(cards.filter((c) => c.template === 'wt-reference').map((c) => c.fields.topic)).toEqual([
      'phases',
      'events',
      'attacks',
    ]);
  });

  test('JSON works too, with counts expanded', () => {
    const deck = parseDeck(
      JSON.stringify({
        deck: 'J',
        template: 'text',
        cards: [{ count: 3, fields: { title: 'Coin' } }],
      }),
      'j.json',
    );
    expect(expandCards(deck)).toHaveLength(3);
    expect(deck.size).toEqual({ width: 63, height: 88 });
    expect(deck.back).toEqual({ template: 'plain-back', fields: { title: 'J' } });
  });

  test.each([
    ['deck: [unclosed', 'deck.yaml: not valid YAML:'],
    ['just text', 'deck.yaml: a deck file must be a mapping with "deck" and "cards"'],
    [
      'template: text\ncards: [{fields: {title: A}}]',
      'deck.yaml: "deck" (the deck\'s name) is required',
    ],
    [
      'deck: D\ncolour: red\ntemplate: text\ncards: [{fields: {title: A}}]',
      'deck.yaml: unknown key "colour" (known: deck, size, template, back, cards, cardsFrom)',
    ],
    [
      'deck: D\nsize: huge\ntemplate: text\ncards: [{fields: {title: A}}]',
      'deck.yaml: "size" must be one of poker, bridge, mini, tarot or { width, height } in mm, got "huge"',
    ],
    [
      'deck: D\nsize: {width: 10, height: 88}\ntemplate: text\ncards: [{fields: {title: A}}]',
      'deck.yaml: "size" as { width, height } needs millimetres, width 25–120 and height 25–150',
    ],
    ['deck: D\ncards: []', 'deck.yaml: "cards" must be a list of at least one card'],
    [
      'deck: D\ncardsFrom: tarot/major',
      'deck.yaml: "cardsFrom" must be one of wizards-tower/quest-deck, got "tarot/major"',
    ],
    [
      'deck: D\ncards: [{name: Fireball, fields: {title: A}}]',
      'deck.yaml: card 1 ("Fireball"): "template" is required (one of wt-quest, wt-back, wt-reference, text, plain-back, tw-draft',
    ],
    [
      'deck: D\ntemplate: nope\ncards: [{fields: {}}]',
      'deck.yaml: template "nope" is unknown (known: wt-quest, wt-back, wt-reference, text, plain-back, tw-draft',
    ],
    [
      'deck: D\ntemplate: text\ncards: [{name: Bolt, fields: {kind: x}}]',
      'deck.yaml: card 1 ("Bolt"): field "title": required',
    ],
    [
      'deck: D\ntemplate: text\ncards: [{fields: {title: A, cost: 3}}]',
      'deck.yaml: card 1: field "cost": the template "text" has no such field (it has: title, kind, image, body, footer)',
    ],
    [
      'deck: D\ntemplate: wt-quest\ncards: [{fields: {rank: Z, suit: hearts}}]',
      'deck.yaml: card 1: field "rank": must be one of A, 2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, got "Z"',
    ],
    [
      'deck: D\ntemplate: text\ncards: [{fields: {title: ' + 'x '.repeat(150) + 'x}}]',
      'deck.yaml: card 1: field "title": at most 300 characters, got 301',
    ],
    [
      'deck: D\ntemplate: text\ncards: [{count: 0, fields: {title: A}}]',
      'deck.yaml: card 1: field "count": must be a whole number from 1 to 99',
    ],
    [
      'deck: D\ntemplate: text\ncards: [{fields: {title: A}, flavour: x}]',
      'deck.yaml: card 1: unknown key "flavour" (known: name, template, count, fields, back, blank)',
    ],
    [
      'deck: D\ntemplate: text\nback: {template: text, fields: {}}\ncards: [{fields: {title: A}}]',
      'deck.yaml: back: field "title": required',
    ],
  ])('a bad file is refused with a message naming file, card and field: %s', (text, message) => {
    expect(problems(text).some((p) => p.startsWith(message))).toBe(true);
  });

  test('every problem in a file is reported at once', () => {
    expect(
      problems('deck: D\ntemplate: text\ncards: [{fields: {}}, {fields: {title: 1, cost: 2}}]'),
    ).toHaveLength(2);
  });
});

describe('imposition', () => {
  const poker = { width: 63, height: 88 };
  const options = {
    paper: 'a4' as const,
    bleed: 0,
    duplex: 'long' as const,
    backOffset: { x: 0, y: 0 },
  };

  test('3 × 3 poker cards on A4 and on Letter', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const l = layoutFor(poker, { ...options, paper });
      expect([l.cols, l.rows]).toEqual([3, 3]);
      expect(l.grid.left).toBeGreaterThan(14); // inside 5 mm, with room for crop marks
    }
  });

  test('long edge: each back lands behind its face, columns mirrored; offset shifts the backs', () => {
    const l = layoutFor(poker, { ...options, backOffset: { x: 1, y: -2 } });
    l.faces.forEach((face, i) => {
      const back = l.backs[i]!;
      // Mirror about the page's vertical centre line, then shift by the offset.
      expect(back.x - 2.8346).toBeCloseTo(l.pageWidth - face.x - l.cellWidth, 1);
      expect(back.y + 2 * 2.8346).toBeCloseTo(face.y, 1);
    });
    // The first face (top left) has its back top right.
    expect(l.backs[0]!.x).toBeGreaterThan(l.backs[2]!.x);
  });

  test('short edge mirrors rows; fold mode puts upside-down backs below the fold', () => {
    const short = layoutFor(poker, { ...options, duplex: 'short' });
    expect(short.backs[0]!.y).toBeCloseTo(
      short.pageHeight - short.faces[0]!.y - short.cellHeight,
      6,
    );
    expect(short.backs[0]!.x).toBeCloseTo(short.faces[0]!.x, 6);
    const fold = layoutFor(poker, { ...options, duplex: 'fold' });
    expect(fold.rows).toBe(1);
    for (const [i, f] of fold.faces.entries()) {
      const b = fold.backs[i]!;
      expect(b.rotate).toBe(true);
      expect((f.y + f.y + fold.cellHeight) / 2 + (b.y + b.y + fold.cellHeight) / 2).toBeCloseTo(
        2 * fold.foldY!,
        6,
      );
    }
    expect(layoutFor(poker, { ...options, duplex: 'none' }).backs).toEqual([]);
  });

  test('3 mm bleed: cells grow by 6 mm; A4 turns landscape for 4 × 2', () => {
    const l = layoutFor(poker, { ...options, bleed: 3 });
    expect(l.cellWidth).toBeCloseTo((63 + 6) * 2.8346, 1);
    expect([l.landscape, l.cols, l.rows]).toEqual([true, 4, 2]);
  });
});

describe('card SVG', () => {
  test('suit icons stay vectors in the PDF (nested svg, no data: images)', () => {
    const svg =
      '<svg><image x="1" y="2" width="3" height="4" href="data:image/svg+xml;utf8,%3Csvg%20width%3D%2212%22%20viewBox%3D%220%200%20100%20100%22%3E%3Cpath%20d%3D%22M0%200%22%2F%3E%3C%2Fsvg%3E"/></svg>';
    expect(inlineSvgImages(svg)).toBe(
      '<svg><svg x="1" y="2" width="3" height="4" viewBox="0 0 100 100"><path d="M0 0"/></svg></svg>',
    );
  });
});

describe('card text measured with the real fonts', { timeout: 60_000 }, () => {
  const textProblems = (yaml: string) => deckTextProblems(parseDeck(yaml, 'd.yaml'), fonts);

  test('the shipped decks fit', () => {
    for (const d of SHIPPED_DECKS)
      expect(deckTextProblems(parseDeck(readFileSync(d.file, 'utf8'), d.file), fonts)).toEqual([]);
  });

  test.each([
    [
      'a long title of wide letters',
      'deck: D\ntemplate: text\ncards: [{fields: {title: "' + 'W'.repeat(40) + '"}}]',
      `d.yaml: card 1: field "title": "${'W'.repeat(40)}" does not fit its box on the card, even at 6 pt`,
    ],
    [
      '12 body lines of 200 characters',
      'deck: D\ntemplate: text\ncards: [{fields: {title: T, body: [' +
        Array(12)
          .fill('"' + 'Mw '.repeat(66) + 'Mw"')
          .join(', ') +
        ']}}]',
      'd.yaml: card 1: field "body": its 12 lines do not fit its box on the card, even at 6 pt',
    ],
    [
      'a 28-letter word as a spell name under the cost circle',
      'deck: D\ntemplate: tw-spell\ncards: [{fields: {name: "' + 'W'.repeat(28) + '", cost: 2}}]',
      `d.yaml: card 1: field "name": "${'W'.repeat(28)}" does not fit its box on the card, even at 6 pt`,
    ],
    [
      'a cost like 1e308',
      'deck: D\ntemplate: tw-spell\ncards: [{fields: {name: Bolt, cost: 1e308}}]',
      'd.yaml: card 1: field "cost": "1e+308" does not fit its line on the card, even at 6 pt',
    ],
    [
      'CJK in a card',
      'deck: D\ntemplate: text\ncards: [{fields: {title: 火球}}]',
      'd.yaml: card 1: field "title": the printed fonts cannot draw "火" (U+706B), "球" (U+7403)',
    ],
    [
      'an emoji in a back',
      'deck: D\ntemplate: text\nback: {template: plain-back, fields: {title: "Deck 🐉"}}\ncards: [{fields: {title: A}}]',
      'd.yaml: back: field "title": the printed fonts cannot draw "🐉" (U+1F409)',
    ],
  ])('%s is refused, naming the card and field', (_what, yaml, message) => {
    expect(textProblems(yaml).join('\n')).toContain(message);
  });

  test('tower-press cards refuses a deck whose text does not fit, writing nothing', async () => {
    const file = join(dir, 'too-long.yaml');
    writeFileSync(
      file,
      'deck: D\ntemplate: tw-spell\ncards: [{name: Bolt, fields: {name: Bolt, cost: 1e308}}, {fields: {name: "王"}}]',
    );
    const out = join(dir, 'too-long.pdf');
    const r = await runCli('cards', file, '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toContain('the deck file has 2 problems; nothing was written');
    expect(r.err).toContain('card 1 ("Bolt"): field "cost": "1e+308" does not fit');
    expect(r.err).toContain('card 2: field "name": the printed fonts cannot draw "王" (U+738B)');
    expect(existsSync(out)).toBe(false);
  });
});
