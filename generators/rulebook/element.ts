/**
 * The tree a rules page evaluates to for print: HTML-like elements (the tags MDX writes for
 * Markdown, and those the print counterparts of our components write), strings, and nothing
 * else. A tiny JSX runtime builds it, so the MDX compiler's own output runs unchanged.
 */
export interface Element {
  readonly tag: string;
  readonly props: Readonly<Record<string, unknown>>;
  readonly children: readonly Node[];
}
export type Node = Element | string;

/** What a component (a function of its props) may return. */
export type Rendered = Node | readonly Rendered[] | null | undefined | false | number;
export type Component = (props: Record<string, unknown>) => Rendered;

/** Flattens rendered output into nodes: arrays spread, numbers become text, empties vanish. */
export function flatten(value: unknown): Node[] {
  if (value === null || value === undefined || value === false || value === true) return [];
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (typeof value === 'number') return [String(value)];
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && 'tag' in value) return [value as Element];
  throw new TypeError(`A rules page rendered something print cannot hold: ${String(value)}`);
}

export const FRAGMENT = Symbol('fragment');

/** The JSX runtime's `jsx`: elements by tag name, components called at once. */
export function jsx(type: unknown, props: Record<string, unknown>): Rendered {
  const { children, ...rest } = props ?? {};
  if (type === FRAGMENT) return flatten(children);
  if (typeof type === 'function') return (type as Component)(props ?? {});
  if (typeof type === 'string') return { tag: type, props: rest, children: flatten(children) };
  throw new TypeError(`Unknown element type in a rules page: ${String(type)}`);
}

/** Builds an element in TypeScript (the print counterparts): h('td', {}, 'text', …). */
export const h = (tag: string, props: Record<string, unknown> = {}, ...children: unknown[]) =>
  ({ tag, props, children: flatten(children) }) satisfies Element;

/** The text of a node, as a screen reader would read it. */
export const textOf = (node: Node | readonly Node[]): string =>
  Array.isArray(node)
    ? node.map(textOf).join('')
    : typeof node === 'string'
      ? node
      : textOf((node as Element).children);
