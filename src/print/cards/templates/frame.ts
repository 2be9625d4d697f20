/**
 * The frames the templates draw in: a face's single rounded border (`frame`), and a back's
 * double frame, a rounded border with a double rule inside it, its contents centred
 * (`backFrame`, with `backTitle` for the title on it). Templates size their text to the room
 * these leave, so the insets are exported beside them. Only the cut-out shapes draw their own
 * outline: the round tokens and the play map's dashed spots (tower-wizwar/).
 */
import { FONT, h, type CardNode, type Style } from '../element.ts';
import type { Fitter } from '../fit.ts';
import type { FieldValues } from './template.ts';

/** A field's value as text: empty when the card does not give it. */
export const str = (v: FieldValues[string] | undefined) => (v === undefined ? '' : String(v));

/** A face: a rounded border with the contents in a column, in the body font. */
export const frame = (width: number, height: number, ...children: CardNode[]) =>
  h(
    'div',
    {
      style: {
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        padding: 6,
        border: '1.5px solid #000',
        borderRadius: 6,
        backgroundColor: '#fff',
        color: '#000',
        fontFamily: FONT.body,
      },
    },
    ...children,
  );

/** Border and padding of `frame`, on each side: the content box is this much smaller all round. */
export const FRAME_INSET = 1.5 + 6;

/** Backs are grey through the bleed to the cell's edge, so a back printed a little off still looks even. */
export const BACK_BACKGROUND = '#d4d4d4';

/** A column that takes the room left and centres what it holds, both ways. */
export const centredColumn = (): Style => ({
  display: 'flex',
  flexGrow: 1,
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
});

/**
 * A back: the outer border, and inside it a double rule around the contents, centred in a
 * column. `padding` is the room inside the double rule (none when not given).
 */
export function backFrame(
  width: number,
  height: number,
  padding: number | undefined,
  ...children: CardNode[]
) {
  return h(
    'div',
    {
      style: {
        width,
        height,
        display: 'flex',
        boxSizing: 'border-box',
        padding: 5,
        border: '1.5px solid #000',
        borderRadius: 6,
        backgroundColor: '#fff',
      },
    },
    h(
      'div',
      {
        style: {
          ...centredColumn(),
          border: '3px double #000',
          borderRadius: 5,
          ...(padding === undefined ? {} : { padding }),
        },
      },
      ...children,
    ),
  );
}

/** Border and padding of `backFrame` and its double rule, on each side, before its own padding. */
export const BACK_INSET = 1.5 + 5 + 3;

/**
 * A back's title, fitted inside `backFrame` with `padding`: from `size` down to 6 pt, wrapped
 * in the room left above `below` points of whatever goes with it.
 */
export function backTitle(
  fit: Fitter,
  title: string,
  width: number,
  height: number,
  place: { size: number; padding: number; below: number; style?: Style },
) {
  const font = fit.headingFor(title);
  const inset = 2 * (BACK_INSET + place.padding);
  const fitted = fit.block(
    'title',
    [title],
    font,
    place.size,
    width - inset,
    height - inset - place.below,
    1.2,
    0,
    6,
  );
  return h(
    'div',
    {
      style: {
        fontFamily: font,
        fontSize: fitted.size,
        lineHeight: 1.2,
        textAlign: 'center',
        ...place.style,
      },
    },
    title,
  );
}
