/**
 * The card templates as a deck designer needs them (`tower-press cards --templates`, and the
 * README's copy of it): each template's fields, which are required, what they take, how long
 * text is set, the card sizes it is made for and an example deck file.
 *
 * Everything comes from the templates themselves: fields, kinds, choices and line counts from
 * their field specs (which the deck-file checks in schema.ts read too), and the type sizes from
 * the template's own calls to the Fitter while it lays out its example. So the listing, the
 * checks and the printed cards cannot disagree.
 */
import { stringify } from 'yaml';
import type { FontSet } from '../fonts.ts';
import { mm } from '../paper.ts';
import { Fitter, type FitRecord } from './fit.ts';
import { SAFE_ZONE } from './render.ts';
import { CARD_SIZES, LIMITS } from './schema.ts';
import {
  TEMPLATES,
  type FieldType,
  type FieldValues,
  type TemplateSize,
} from './templates/index.ts';

export interface FieldGuide {
  readonly name: string;
  readonly type: FieldType;
  readonly required: boolean;
  /** The only values allowed. */
  readonly oneOf?: readonly string[];
  /** For lines: the most lines; for text: the most characters (when the template sets one). */
  readonly max?: number;
  /** How long text is set: its size, the smallest it may be made, and whether it wraps. */
  readonly set?: FitRecord;
}

export interface TemplateGuide {
  readonly name: string;
  readonly description: string;
  /** 'back' for templates made for a deck's or a card's `back:`. */
  readonly side: 'face' | 'back';
  /** Card sizes the layout is made for: a deck file's `size` name, or width and height in mm. */
  readonly sizes: readonly TemplateSize[];
  readonly fields: readonly FieldGuide[];
  /** The example's fields, as a deck file gives them. */
  readonly exampleFields: FieldValues;
  /** A whole deck file (YAML) printing the example, to copy and change. */
  readonly example: string;
}

const sizeName = (size: TemplateSize): string =>
  typeof size === 'string' ? size : `{ width: ${size.width}, height: ${size.height} }`;

const sizeMm = (size: TemplateSize) =>
  typeof size === 'string' ? CARD_SIZES[size as keyof typeof CARD_SIZES] : size;

/** A value on one line of YAML, as a deck file would write it (flow style, quoted only if needed). */
const flow = (value: unknown): string =>
  stringify(value, { collectionStyle: 'flow', lineWidth: 0 }).trim();

function exampleDeck(name: string, side: 'face' | 'back', sizes: readonly TemplateSize[]) {
  const template = TEMPLATES[name]!;
  const fields = Object.keys(template.example).length ? { fields: template.example } : {};
  const size =
    sizes[0] === undefined || sizes[0] === 'poker' ? [] : [`size: ${sizeName(sizes[0])}`];
  if (side === 'back')
    return [
      `deck: My ${name} deck`,
      ...size,
      `back: ${flow({ template: name, ...fields })}`,
      'cards:',
      `  - ${flow({ template: 'text', fields: { title: 'A card' } })}`,
    ].join('\n');
  // Pieces smaller than a card (tokens) are printed single-sided, as the shipped tokens are.
  const back = typeof sizes[0] === 'object' ? ['back: none'] : [];
  return [
    `deck: My ${name} deck`,
    ...size,
    ...back,
    `template: ${name}`,
    'cards:',
    `  - count: 2`,
    ...(Object.keys(fields).length
      ? [
          '    fields:',
          ...Object.entries(template.example).map(([k, v]) => `      ${k}: ${flow(v)}`),
        ]
      : []),
  ].join('\n');
}

/** Every template's guide, in the registry's order. `fonts` measure the example as it prints. */
export function templateGuides(fonts: FontSet): TemplateGuide[] {
  return Object.values(TEMPLATES).map((t) => {
    const fit = new Fitter(fonts);
    const size = sizeMm(t.sizes[0] ?? 'poker');
    t.render(t.example, mm(size.width) - 2 * SAFE_ZONE, mm(size.height) - 2 * SAFE_ZONE, fit);
    const side = t.side ?? 'face';
    return {
      name: t.name,
      description: t.description,
      side,
      sizes: t.sizes,
      fields: Object.entries(t.fields).map(([name, spec]) => {
        const set = fit.fitted.get(name);
        return {
          name,
          type: spec.type,
          required: spec.required === true,
          ...(spec.oneOf ? { oneOf: spec.oneOf } : {}),
          ...(spec.max !== undefined ? { max: spec.max } : {}),
          ...(set && !spec.oneOf ? { set } : {}),
        };
      }),
      exampleFields: t.example,
      example: exampleDeck(t.name, side, t.sizes),
    };
  });
}

const pt = (n: number) => `${String(n)} pt`;

/** What one field takes and how it is set, in a few words. */
function fieldLine(f: FieldGuide): string {
  const parts: string[] = [];
  const kind =
    f.type === 'lines'
      ? `lines (one text or a list${f.max !== undefined ? `, at most ${f.max} lines` : ''})`
      : f.type === 'text'
        ? `text${f.max !== undefined ? ` (at most ${f.max} characters)` : ''}`
        : f.type === 'image'
          ? 'image (a PNG, JPEG or SVG file beside the deck file, like art/fireball.png; fitted in its box keeping its proportions)'
          : f.type;
  parts.push(f.required ? `${kind}, required` : kind);
  if (f.oneOf) parts.push(`one of ${f.oneOf.join(', ')}`);
  if (f.set) {
    const smaller = f.set.min < f.set.size ? `, smaller down to ${pt(f.set.min)} when long` : '';
    const lines = {
      no: ', on one line',
      yes: ', wrapped where its box has room',
      'at-min': `, on one line, then wrapped at ${pt(f.set.min)} where its box has room`,
    }[f.set.wrap];
    parts.push(`${pt(f.set.size)}${smaller}${lines}`);
  }
  return parts.join('; ');
}

/** Words at most `width` characters a line: the first line starts with `first`, the rest with `indent`. */
function wrap(text: string, width: number, indent: string, first = indent): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(' ')) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else line = empty ? line + word : `${line} ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines;
}

const WIDTH = 96;

/** The listing `tower-press cards --templates` prints (and the README shows). */
export function templateGuideText(guides: readonly TemplateGuide[]): string {
  const out = wrap(
    `Card templates for deck files (tower-press cards DECK.yaml). Every text is measured with the ` +
      `printed fonts: when long it is set smaller, never below the smallest size shown, and ` +
      `wrapped where its box has room; text that fits at no size is refused, naming the card, the ` +
      `field, the text and the size, and nothing is written. Any one text or line is at most ` +
      `${LIMITS.line} characters (a word ${LIMITS.word}). A field left out prints blank; a required ` +
      `field must be given. Card sizes: ${Object.keys(CARD_SIZES).join(', ')} or { width, height } ` +
      `in mm.`,
    WIDTH,
    '',
  );
  for (const g of guides) {
    out.push(
      '',
      ...wrap(
        `${g.description}`,
        WIDTH,
        '    ',
        `${g.name}${g.side === 'back' ? ' (a back)' : ''}: `,
      ),
    );
    out.push(`  sizes: ${g.sizes.map(sizeName).join(', ')}`);
    if (!g.fields.length) out.push('  fields: none');
    else {
      out.push('  fields:');
      const pad = Math.max(...g.fields.map((f) => f.name.length)) + 2;
      for (const f of g.fields)
        out.push(...wrap(fieldLine(f), WIDTH, ' '.repeat(4 + pad), `    ${f.name.padEnd(pad)}`));
    }
    out.push('  example:', ...g.example.split('\n').map((l) => `    ${l}`));
  }
  return out.join('\n');
}
