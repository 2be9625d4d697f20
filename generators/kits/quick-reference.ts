/**
 * The one-page quick reference of a game's kit. Its content is the game's own data
 * (src/games/<game>/quick-reference.ts, through the registry); this module only lays it out:
 * blocks of tables and lists at 9.5 pt or more, two side by side where marked. A quick
 * reference that does not fit its page is refused, never shrunk or cut.
 */
import type { QuickReference } from '../../src/lib/quick-reference.ts';
import { compileTypst, kitTextOf, type KitGame, type PaperId } from './sources.ts';

export type {
  Block,
  ListBlock,
  QuickReference,
  TableBlock,
} from '../../src/lib/quick-reference.ts';

export const quickReference = (game: KitGame): QuickReference => kitTextOf(game).quickReference();

/** The smallest type on the page, in points: body, tables and notes alike. */
export const QUICK_REFERENCE_MIN_PT = 9.5;

/** Typst's own name for the paper. */
const TYPST_PAPER = { a4: 'a4', letter: 'us-letter' } as const;

/**
 * The quick reference's page, in Typst: reads /quick-reference.json. The kit document places it
 * after the cover (its page settings are the kit's); renderQuickReference sets a page of its own.
 */
export const QUICK_REFERENCE_TYPST = String.raw`
#pagebreak(weak: true)
#{
  let qr = json("/quick-reference.json")
  set text(size: ${QUICK_REFERENCE_MIN_PT}pt)
  set par(leading: 0.5em, spacing: 0.75em)
  set list(spacing: 0.55em)
  set enum(spacing: 0.55em)
  set table(inset: (x: 3.5pt, y: 2.3pt))
  // A ruling id never breaks at its hyphen.
  show regex("\b[A-Z]{2,3}-R[0-9]+"): it => box(it)
  show heading.where(level: 2): set text(size: 11pt)
  show heading.where(level: 2): set block(above: 0.85em, below: 0.4em)
  heading(level: 1, text(size: 15pt, qr.title + ": quick reference"))
  let widths(ws) = ws.map(w => if w == 0 { auto } else { w * 1fr })
  let show-block(b) = {
    heading(level: 2, b.title)
    if b.kind == "table" {
      let rows = if "rowHeight" in b { (auto,) + b.rows.map(r => b.rowHeight * 1mm) } else { auto }
      // A table to write in is ruled in both directions, so each box reads as a box.
      let write-in = "rowHeight" in b
      table(
        columns: widths(b.widths),
        rows: rows,
        ..if write-in { (stroke: 0.5pt + luma(120),) },
        ..b.columns.map(c => [#c]),
        ..b.rows.flatten().map(c => [#c]),
      )
      if "note" in b { block(above: 0.4em, text(style: "italic", b.note)) }
    } else if b.at("numbered", default: false) {
      enum(..b.items.map(t => [#t]))
    } else {
      list(..b.items.map(t => [#t]))
    }
  }
  let i = 0
  while i < qr.blocks.len() {
    let b = qr.blocks.at(i)
    let next = qr.blocks.at(i + 1, default: none)
    if b.at("side", default: false) and next != none and next.at("side", default: false) {
      grid(columns: (1fr, 1fr), column-gutter: 7mm, show-block(b), show-block(next))
      i += 2
    } else {
      show-block(b)
      i += 1
    }
  }
}
`;

/** The JSON the Typst page reads. */
export const quickReferenceJson = (data: QuickReference): Uint8Array =>
  new TextEncoder().encode(JSON.stringify(data));

/**
 * The quick reference alone, on the kit's page (same paper, margins and fonts), to check it
 * fits one page. Throws, naming the game and paper, when it runs over. `data` defaults to the
 * game's own quick reference.
 */
export function renderQuickReference(
  game: KitGame,
  paper: PaperId,
  data: QuickReference = quickReference(game),
): Uint8Array {
  const main = String.raw`
#set document(title: "Quick reference", author: "Tower Press", date: datetime(year: 2026, month: 1, day: 1))
#set text(font: "Source Sans 3", size: 10pt, lang: "en", fill: luma(26))
#set par(justify: false)
#let heading-font = ((name: "Cinzel", covers: regex("[^0-9]")), "Source Sans 3")
#show heading: set text(font: heading-font, weight: 700)
#set table(stroke: (x, y) => (bottom: 0.4pt + luma(170), top: if y == 0 { 0.8pt + luma(60) } else { none }))
#show table.cell.where(y: 0): set text(weight: 700)
#set page(paper: "${TYPST_PAPER[paper]}", margin: (x: 16mm, top: 15mm, bottom: 16mm))
${QUICK_REFERENCE_TYPST}`;
  const { pdf, pages } = compileTypst(main, { '/quick-reference.json': quickReferenceJson(data) });
  if (pages !== 1)
    throw new Error(
      `the ${game} quick reference needs ${pages} pages on ${paper} paper; it must fit one (shorten its data in src/games/${game}/quick-reference.ts)`,
    );
  return pdf;
}
