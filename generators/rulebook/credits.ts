/**
 * The title page's credits, written from a game's credit facts in the registry
 * (src/games/index.ts): who made the source and where it lives, its licence, and what this book
 * does with it. A share-alike licence (CC BY-SA) gets the attribution it asks for, as the
 * adapted pages carry it, and says that the book is shared under the same licence.
 */
import type { Credit, Link } from '../../src/games/index.ts';
import { h, type Node } from './element.ts';

const link = (l: Link) => h('a', { href: l.url }, l.label);
/** "A", "A and B", "A, B and C". */
const andList = (items: readonly Node[]): Node[] =>
  items.flatMap((item, i) => [i === 0 ? '' : i === items.length - 1 ? ' and ' : ', ', item]);

/** Paragraphs of inline nodes, for the title page. */
export function creditParagraphs(c: Credit): Node[][] {
  const work = [h('em', {}, c.work), c.edition ?? ''];
  const licence = c.licence.url
    ? link({ label: c.licence.name, url: c.licence.url })
    : c.licence.name;
  if (c.licence.shareAlike) {
    return [
      [
        'Adapted from ',
        ...work,
        ' © ',
        ...(c.year ? [`${c.year} `] : []),
        ...andList(c.authors),
        ' (',
        link(c.source),
        '), licensed under ',
        licence,
        '.',
      ],
      [
        'This book rewrites the rules in new words and adds rulings; it is shared under the same licence, ',
        licence,
        '.',
      ],
    ];
  }
  const by: Node[] = [];
  if (c.authors.length) by.push(' is by ', ...andList(c.authors));
  if (c.publisher)
    by.push(c.authors.length ? ', published by ' : ' is published by ', link(c.publisher));
  else if (c.authors.length) by.push(' (', link(c.source), ')');
  else by.push(' is published on ', link(c.source));
  if (c.basedOn)
    by.push(', a variant of ', h('em', {}, c.basedOn.work), ' by ', link(c.basedOn.by));
  if (c.thanks?.length) by.push(', with thanks to ', ...andList(c.thanks));
  return [
    [...work, ...by, '.'],
    ['Licence: ', licence, '.', ...(c.alsoAt ? [' Also at ', link(c.alsoAt), '.'] : [])],
    [`What this book takes from it: ${c.use[0]!.toLowerCase()}${c.use.slice(1)}.`],
  ];
}
