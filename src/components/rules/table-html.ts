/**
 * A rules table model (src/lib/table-model.ts) as the site's HTML. The rulebook renders the same
 * model for print (generators/rulebook/table-element.ts); tests/unit/table-models.test.ts checks
 * that both say the same thing.
 */
import { escapeHtml } from '../../lib/html.ts';
import { barHtml } from '../../widgets/kit/odds-bar.ts';
import { isSpanned, type Inline, type InlinePart, type TableModel } from '../../lib/table-model.ts';

export interface TableHtmlOptions {
  /** Classes after `tp-table` (the table's own look: `tp-odds`, `sth-levels` …). */
  readonly class?: string;
  /** More attributes on the table: a value, or `true` for one with no value. */
  readonly attrs?: Readonly<Record<string, string | true>>;
  /** The class of the paragraph holding the model's note, if it has one. */
  readonly noteClass?: string;
}

const attrsHtml = (attrs: Readonly<Record<string, string | true | undefined>>) =>
  Object.entries(attrs)
    .map(([k, v]) => (v === undefined ? '' : v === true ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
    .join('');

/** Inline text as HTML. An exact figure shows on focus or tap (a `title` shows only to a mouse
 *  that hovers): the value is in the cell, hidden until the figure has focus, and read by screen
 *  readers with the figure. A figure's bar follows it, an empty element with nothing to read. */
export function inlineHtml(x: Inline): string {
  if (typeof x === 'string') return escapeHtml(x);
  if (typeof x === 'number') return String(x);
  if (Array.isArray(x)) return x.map(inlineHtml).join('');
  const part = x as InlinePart;
  if ('link' in part) return `<a href="${escapeHtml(part.link)}">${inlineHtml(part.text)}</a>`;
  if ('abbr' in part)
    return `<abbr title="${escapeHtml(part.abbr)}">${inlineHtml(part.text)}</abbr>`;
  if ('shown' in part)
    return (
      `<span class="tp-exact" tabindex="0">${escapeHtml(part.shown)}<span class="tp-exact-value"> (${escapeHtml(part.how ?? 'exactly')} ${escapeHtml(part.exact)})</span></span>` +
      (part.bar ? barHtml(part.bar.p, part.bar.atLeast) : '')
    );
  if ('style' in part)
    return `<span class="${escapeHtml(part.style)}">${inlineHtml(part.text)}</span>`;
  if ('symbol' in part) return `<span aria-hidden="true">${escapeHtml(part.symbol)}</span>`;
  if ('em' in part) return `<em>${inlineHtml(part.em)}</em>`;
  if ('cite' in part) return `<cite>${inlineHtml(part.cite)}</cite>`;
  // Words about the screen: a printed page leaves them out, as the rulebook does.
  return `<span class="tp-no-print">${inlineHtml(part.screen)}</span>`;
}

/** The table (caption, one header row with column scopes, the row-header column as `th scope="row"`) and its note. */
export function tableHtml(model: TableModel, options: TableHtmlOptions = {}): string {
  const num = (i: number) => (model.numeric?.includes(i) ? 'num' : undefined);
  const head = model.head
    .map((h, i) => `<th${attrsHtml({ scope: 'col', class: num(i) })}>${inlineHtml(h)}</th>`)
    .join('');
  const rows = model.rows
    .map((row) => {
      const cells = row.map((c, i) => {
        if (isSpanned(c)) return `<td colspan="${c.span}">${inlineHtml(c.text)}</td>`;
        const tag = i === model.rowHeader ? 'th' : 'td';
        const scope = tag === 'th' ? 'row' : undefined;
        return `<${tag}${attrsHtml({ scope, class: num(i) })}>${inlineHtml(c)}</${tag}>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('');
  const classes = ['tp-table', options.class].filter(Boolean).join(' ');
  const table =
    `<table${attrsHtml({ class: classes, ...options.attrs })}>` +
    `<caption>${inlineHtml(model.caption)}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
  if (model.note === undefined) return table;
  return `${table}<p${attrsHtml({ class: options.noteClass })}>${inlineHtml(model.note)}</p>`;
}
