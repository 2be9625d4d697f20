/**
 * Card faces are HTML/CSS trees for satori: `h('div', { style }, ...children)` builds one
 * without JSX. Suit symbols and icons are SVG paths, since the text fonts have no such glyphs.
 */
export type Style = Record<string, string | number>;

export interface CardElement {
  type: string;
  props: Record<string, unknown> & { style?: Style; children?: CardNode | CardNode[] };
}

export type CardNode = CardElement | string | null;

export function h(
  type: string,
  props: Record<string, unknown> & { style?: Style } = {},
  ...children: CardNode[]
): CardElement {
  const kept = children.filter((c) => c !== null && c !== '');
  return { type, props: { ...props, children: kept.length === 1 ? kept[0]! : kept } };
}

/** Font families the templates may name; each maps to one embedded PDF font. */
export const FONT = { body: 'tp-body', bold: 'tp-bold', heading: 'tp-heading' } as const;

/** A filled SVG path drawn in a box of `size` points (viewBox 0 0 100 100). */
export function icon(path: string, size: number, color = '#000'): CardElement {
  return h(
    'svg',
    { width: size, height: size, viewBox: '0 0 100 100' },
    h('path', { d: path, fill: color }),
  );
}

export const SUIT_PATHS = {
  hearts:
    'M50 92 C20 66 4 50 4 30 C4 14 16 4 29 4 C39 4 46 10 50 18 C54 10 61 4 71 4 C84 4 96 14 96 30 C96 50 80 66 50 92 Z',
  diamonds: 'M50 2 L88 50 L50 98 L12 50 Z',
  clubs:
    'M50 4 C62 4 71 13 71 25 C71 31 69 35 66 39 C70 37 74 36 78 36 C90 36 98 46 98 57 C98 69 89 78 77 78 C67 78 59 72 55 64 C56 76 60 86 68 96 L32 96 C40 86 44 76 45 64 C41 72 33 78 23 78 C11 78 2 69 2 57 C2 46 10 36 22 36 C26 36 30 37 34 39 C31 35 29 31 29 25 C29 13 38 4 50 4 Z',
  spades:
    'M50 2 C62 22 96 38 96 62 C96 76 86 84 75 84 C66 84 59 79 55 72 C56 82 60 90 68 98 L32 98 C40 90 44 82 45 72 C41 79 34 84 25 84 C14 84 4 76 4 62 C4 38 38 22 50 2 Z',
} as const;
