/**
 * The template list (`tower-press cards --templates`, the card manual's copy): read off the templates,
 * so it says what the deck-file checks and the printed cards do.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { readmeWithTemplates } from '../../generators/cards/readme-templates.ts';
import { Fitter } from '../../src/print/cards/fit.ts';
import { deckTextProblems, SAFE_ZONE } from '../../src/print/cards/render.ts';
import { CARD_SIZES, DeckError, parseDeck } from '../../src/print/cards/schema.ts';
import { templateGuides, templateGuideText } from '../../src/print/cards/template-guide.ts';
import { TEMPLATES } from '../../src/print/cards/templates/index.ts';
import { mm } from '../../src/print/paper.ts';

const fonts = loadFonts();
const guides = templateGuides(fonts);
const problemsOf = (yaml: string): string[] => {
  try {
    return deckTextProblems(parseDeck(yaml, 'd.yaml'), fonts);
  } catch (e) {
    if (e instanceof DeckError) return [...e.problems];
    throw e;
  }
};

describe('the template list', { timeout: 60_000 }, () => {
  test('lists every template of the registry, with every field it declares', () => {
    expect(guides.map((g) => g.name)).toEqual(Object.keys(TEMPLATES));
    for (const g of guides) {
      const spec = TEMPLATES[g.name]!.fields;
      expect(g.fields.map((f) => f.name)).toEqual(Object.keys(spec));
      for (const f of g.fields) {
        expect(f.type).toBe(spec[f.name]!.type);
        expect(f.required).toBe(spec[f.name]!.required === true);
      }
    }
  });

  test('every text field that is neither a choice nor empty-only says how its text is set (pictures are no text)', () => {
    for (const g of guides)
      for (const f of g.fields)
        if (f.type === 'image') expect(f.set, `${g.name}.${f.name}`).toBeUndefined();
        else if (!f.oneOf) expect(f.set, `${g.name}.${f.name}`).toBeDefined();
  });

  test('the sizes and wrapping it shows are the ones the template draws with', () => {
    const text = guides.find((g) => g.name === 'text')!;
    expect(text.fields.find((f) => f.name === 'title')!.set).toEqual({
      size: 14,
      min: 6,
      wrap: 'yes',
    });
    expect(text.fields.find((f) => f.name === 'kind')!.set).toEqual({
      size: 8,
      min: 6,
      wrap: 'no',
    });
    const tower = guides.find((g) => g.name === 'tw-tower')!;
    expect(tower.fields.find((f) => f.name === 'name')!.set).toEqual({
      size: 12,
      min: 6,
      wrap: 'at-min',
    });
    expect(tower.fields.find((f) => f.name === 'text')!.max).toBe(5);
  });

  test('required and choice fields: the list and the deck-file checks agree', () => {
    for (const g of guides) {
      for (const f of g.fields) {
        if (f.required) {
          const fields = { ...g.exampleFields };
          delete (fields as Record<string, unknown>)[f.name];
          const yaml = JSON.stringify({ deck: 'D', template: g.name, cards: [{ fields }] });
          expect(problemsOf(yaml).join('\n'), `${g.name}.${f.name}`).toContain(
            `field "${f.name}": required`,
          );
        }
        if (f.oneOf) {
          const fields = { ...g.exampleFields, [f.name]: 'not-a-choice' };
          const yaml = JSON.stringify({ deck: 'D', template: g.name, cards: [{ fields }] });
          expect(problemsOf(yaml).join('\n')).toContain(`field "${f.name}": must be one of`);
        }
      }
    }
  });

  test('every example is a deck file that is accepted and fits', () => {
    for (const g of guides) expect(problemsOf(g.example), g.name).toEqual([]);
  });

  test('every example fits each card size its template is listed for', () => {
    for (const t of Object.values(TEMPLATES))
      for (const size of t.sizes) {
        const mmSize = typeof size === 'string' ? CARD_SIZES[size as 'poker'] : size;
        expect(mmSize, `${t.name}: ${JSON.stringify(size)}`).toBeDefined();
        const fit = new Fitter(fonts);
        t.render(
          t.example,
          mm(mmSize.width) - 2 * SAFE_ZONE,
          mm(mmSize.height) - 2 * SAFE_ZONE,
          fit,
        );
        expect(fit.problems, `${t.name} at ${JSON.stringify(size)}`).toEqual([]);
      }
  });

  test('the text names each template, its fields, sizes and example, within 100 columns', () => {
    const text = templateGuideText(guides);
    for (const g of guides) {
      expect(text).toContain(`\n${g.name}`);
      for (const line of g.example.split('\n')) expect(text).toContain(`    ${line}`);
    }
    expect(text).toContain('title   text, required; 14 pt, smaller down to 6 pt when long');
    expect(text).toContain('rank  text; one of A, 2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K');
    // Example deck files keep their lines whole (to copy); the words around them wrap.
    const examples = new Set(guides.flatMap((g) => g.example.split('\n').map((l) => `    ${l}`)));
    for (const line of text.split('\n'))
      if (!examples.has(line)) expect(line.length, line).toBeLessThanOrEqual(100);
  });

  test('the card manual (docs/cards.md) shows the same list (npx node scripts/readme-card-templates.ts rewrites it)', () => {
    const readme = readFileSync(new URL('../../docs/cards.md', import.meta.url), 'utf8');
    expect(readme).toBe(readmeWithTemplates(readme, templateGuideText(guides)));
  });
});

describe(
  'long titles are set smaller and wrapped, not refused by length',
  { timeout: 60_000 },
  () => {
    const title46 = 'The Forty-Six Character Title of a Text Card!!';

    test.each([
      ['a text card', `deck: D\ntemplate: text\ncards: [{fields: {title: "${title46}"}}]`],
      [
        'a plain back',
        `deck: D\nback: {template: plain-back, fields: {title: "${title46}"}}\ncards: [{template: text, fields: {title: A}}]`,
      ],
      [
        'a spellbook back',
        `deck: D\nback: {template: tw-back, fields: {title: "${title46}"}}\ncards: [{template: text, fields: {title: A}}]`,
      ],
      ['a spell', `deck: D\ntemplate: tw-spell\ncards: [{fields: {name: "${title46}"}}]`],
      ['a tower', `deck: D\ntemplate: tw-tower\ncards: [{fields: {name: "${title46}"}}]`],
      [
        'a celestial card',
        `deck: D\ntemplate: tw-celestial\ncards: [{fields: {name: "${title46}"}}]`,
      ],
    ])('a 46-character title on %s fits', (_what, yaml) => {
      expect(title46).toHaveLength(46);
      expect(problemsOf(yaml)).toEqual([]);
    });

    test('a title that fits at no size is refused, naming the card, the field, the text and the size', () => {
      const long = Array(30).fill('Wandering').join(' ');
      expect(
        problemsOf(`deck: D\ntemplate: tw-tower\ncards: [{name: Keep, fields: {name: "${long}"}}]`),
      ).toEqual([
        `d.yaml: card 1 ("Keep"): field "name": "${long.slice(0, 37)}…" does not fit its box on the card, even at 6 pt on 2 lines`,
      ]);
    });
  },
);
