/**
 * The kit's own pages as one Typst document: the cover and the quick reference, typeset from
 * JSON data (kit.json, quick-reference.json), then one blank back of each size the kit needs
 * (kit.blanks, in points), marked as such. The parts' pages are joined to these afterwards
 * (join.ts), as they are.
 */

import { QUICK_REFERENCE_TYPST } from './quick-reference.ts';

/** Typst's own name for the paper. */
export const TYPST_PAPER = { a4: 'a4', letter: 'us-letter' } as const;

export const KIT_TYPST = String.raw`
#let kit = json("/kit.json")
#set document(title: kit.documentTitle, author: "Tower Press", date: datetime(year: 2026, month: 1, day: 1))
#set text(font: "Source Sans 3", size: 10pt, lang: "en", fill: luma(26))
#set par(justify: false, leading: 0.55em, spacing: 0.9em)
// Cinzel has no lining digits (its 1 reads as I): digits in headings come from Source Sans 3.
#let heading-font = ((name: "Cinzel", covers: regex("[^0-9]")), "Source Sans 3")
#show heading: set text(font: heading-font, weight: 700)
#show heading.where(level: 2): set text(size: 11.5pt)
#show heading.where(level: 2): set block(above: 1.1em, below: 0.55em)
#set table(stroke: (x, y) => (bottom: 0.4pt + luma(170), top: if y == 0 { 0.8pt + luma(60) } else { none }), inset: (x: 4pt, y: 3.2pt))
#show table.cell.where(y: 0): set text(weight: 700)
#set page(paper: kit.typstPaper, margin: (x: 16mm, top: 15mm, bottom: 16mm),
  footer: context text(size: 8pt, fill: luma(90))[#kit.footer #h(1fr) #counter(page).display() / #kit.pages])

// The cover.
#block(below: 0.3em, text(font: heading-font, weight: 700, size: 24pt, kit.title))
#heading(level: 1, outlined: true, bookmarked: true, text(size: 14pt, weight: 400, font: "Source Sans 3", kit.subtitle))
#v(0.4em)
#par(kit.credit)
#if kit.licence != none { par(kit.licence) }

== What is inside
#table(
  columns: (auto, auto, 1fr, auto, auto),
  align: (right, left, left, left, right),
  [Pages], [Part], [What it is], [Print], [Sheets],
  ..kit.rows.map(r => (r.pages, strong(r.title), r.note, r.print, r.sheets)).flatten(),
)

== Printing it
#list(..kit.printing.map(t => [#t]))

== What else to bring
#list(..kit.bring.map(t => [#t]))

#if kit.site != none [
  == Online
  The rules, tools and exact odds: #link(kit.site)
]

// The quick reference (its layout lives in quick-reference.ts).
${QUICK_REFERENCE_TYPST}

// The blank backs: one of each size, placed behind every one-sided page of that size.
#for b in kit.blanks {
  page(width: b.at(0) * 1pt, height: b.at(1) * 1pt, margin: 0pt, header: none, footer: none,
    align(center + horizon, text(size: 7pt, fill: luma(90), kit.blankText)))
}
`;
