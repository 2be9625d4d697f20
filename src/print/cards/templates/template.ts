/**
 * What a card template is: the fields a deck file may give it and how it lays out one face.
 * Its own module so the templates and the registry (./index.ts) import it without importing
 * each other.
 */
import type { CardElement } from '../element.ts';
import type { Fitter } from '../fit.ts';
import type { ImageLookup } from '../images.ts';

/** `image`: the name of a PNG, JPEG or SVG file beside the deck file (see ../images.ts). */
export type FieldType = 'text' | 'number' | 'lines' | 'image';

export interface FieldSpec {
  readonly type: FieldType;
  readonly required?: boolean;
  /** Allowed values, for enumerations like suits and ranks. */
  readonly oneOf?: readonly string[];
  /**
   * For 'lines', the most lines the layout has room for; for text, the most characters (rarely
   * needed: text is measured with the fonts and set smaller when long, see fit.ts).
   */
  readonly max?: number;
}

/** A card size a template is made for: a deck file's `size` name, or width and height in mm. */
export type TemplateSize = string | { readonly width: number; readonly height: number };

export type FieldValues = Readonly<Record<string, string | number | readonly string[]>>;

export interface CardTemplate {
  readonly name: string;
  readonly description: string;
  readonly fields: Readonly<Record<string, FieldSpec>>;
  /** Card sizes the layout is made for; the example is checked to fit on each (tests). */
  readonly sizes: readonly TemplateSize[];
  /** A card's fields that show the template off: `cards --templates` prints them as a deck file. */
  readonly example: FieldValues;
  /** 'back' for a template made for the back of cards (a deck's or a card's `back:`). */
  readonly side?: 'back';
  /** Fills the whole card, through the bleed to the cell's edge (white when not given). */
  readonly background?: string;
  /**
   * The face inside the safe zone: `width` × `height` points, 3 mm inside the trim on every
   * side. Text a deck file gives is sized with `fit`, which records what cannot fit. `art`
   * finds the pictures image fields name; without it (measuring text only) a picture's box is
   * laid out empty, the same size.
   */
  render(
    fields: FieldValues,
    width: number,
    height: number,
    fit: Fitter,
    art?: ImageLookup,
  ): CardElement;
}
