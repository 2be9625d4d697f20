/**
 * The credit a game's pages carry, from its credit facts in the registry: who made the source and
 * where it lives (with the licence, when the licence asks to be named), then what our pages do
 * with it. GameCredit.astro shows it; the rulebook's title page has its own (credits.ts).
 */
import type { Inline } from '../lib/table-model.ts';
import type { Credit, Link } from './game.ts';

const link = (l: Link): Inline => ({ link: l.url, text: l.label });

export interface PageCredit {
  /** True when the source's licence asks for an attribution (CC BY-SA): the page marks it as the licence notice. */
  readonly attribution: boolean;
  readonly text: Inline;
}

export function pageCredit(c: Credit): PageCredit {
  const after: Inline[] = c.onOurPages === undefined ? [] : [' ', c.onOurPages];
  const edition = c.edition ?? '';
  if (c.licence.shareAlike) {
    const licence = c.licence.url
      ? link({ label: c.licence.name, url: c.licence.url })
      : c.licence.name;
    return {
      attribution: true,
      text: [
        'Adapted from ',
        { cite: c.work },
        `${edition} ©${c.year ? ` ${c.year}` : ''} ${c.authors.join(', ')} (`,
        link(c.source),
        '), licensed under ',
        licence,
        '.',
        ...after,
      ],
    };
  }
  const work: Inline = { em: c.work };
  let sentence: Inline[];
  if (c.authors.length > 0)
    sentence = [
      work,
      `${edition} is by ${c.authors.join(', ')} (`,
      link(c.source),
      ')',
      ...(c.basedOn ? [', a variant of ', { em: c.basedOn.work }, ' by ', link(c.basedOn.by)] : []),
      ...(c.thanks?.length ? [`, with thanks to ${c.thanks.join(' and ')}`] : []),
    ];
  else if (c.publisher) sentence = [work, `${edition} is by `, link(c.publisher)];
  else if (c.status) sentence = [work, ` is ${c.status}${edition} published on `, link(c.source)];
  else sentence = [work, `${edition} is published on `, link(c.source)];
  return { attribution: false, text: [...sentence, '.', ...after] };
}
