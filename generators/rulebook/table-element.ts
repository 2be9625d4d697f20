/**
 * A rules table model (src/lib/table-model.ts) as print elements (element.ts): the same caption,
 * header row, row-header column and cells as the site's table (src/components/rules/table-html.ts),
 * minus what only a screen can do (exact values on focus, words about tapping). Links keep their
 * site paths, which the book turns into links inside the PDF.
 */
import {
  isSpanned,
  type Inline,
  type InlinePart,
  type TableModel,
} from '../../src/lib/table-model.ts';
import { h, type Node, type Rendered } from './element.ts';

/** Inline text as print elements, neighbouring texts joined into one. */
export function inlineElements(x: Inline): Node[] {
  if (typeof x === 'string') return x === '' ? [] : [x];
  if (typeof x === 'number') return [String(x)];
  if (Array.isArray(x))
    return x.flatMap(inlineElements).reduce<Node[]>((out, n) => {
      const last = out.length - 1;
      if (typeof n === 'string' && typeof out[last] === 'string') out[last] += n;
      else out.push(n);
      return out;
    }, []);
  const part = x as InlinePart;
  if ('link' in part) return [h('a', { href: part.link }, inlineElements(part.text))];
  if ('shown' in part) return [part.shown];
  if ('symbol' in part) return [part.symbol];
  if ('screen' in part) return [];
  if ('em' in part) return [h('em', {}, inlineElements(part.em))];
  if ('cite' in part) return [h('cite', {}, inlineElements(part.cite))];
  return inlineElements(part.text);
}

/** The table, then its note as a paragraph. */
export function tableElement(model: TableModel): Rendered {
  const num = (i: number) => (model.numeric?.includes(i) ? { class: 'num' } : {});
  const table = h(
    'table',
    {},
    h('caption', {}, inlineElements(model.caption)),
    h('thead', {}, h('tr', {}, ...model.head.map((c, i) => h('th', num(i), inlineElements(c))))),
    h(
      'tbody',
      {},
      ...model.rows.map((row) =>
        h(
          'tr',
          {},
          ...row.map((c, i) =>
            isSpanned(c)
              ? h('td', { colspan: c.span, class: 'center' }, inlineElements(c.text))
              : h(i === model.rowHeader ? 'th' : 'td', num(i), inlineElements(c)),
          ),
        ),
      ),
    ),
  );
  return model.note === undefined ? table : [table, h('p', {}, inlineElements(model.note))];
}
