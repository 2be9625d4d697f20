/**
 * The Typst template of a rulebook. It reads the book model (model.ts) from /book.json and
 * builds every piece of content from that data, so rules text never passes through Typst's
 * markup parser. Settings come as sys.inputs: paper, body size, site address.
 *
 * What it sets, and why:
 * - justified, hyphenated English text (lang "en" also tags the PDF /Lang en);
 * - headings stick to what follows them (no heading alone at a page foot); a table short enough
 *   is one unbreakable block with its caption, a long one repeats its header row on each page;
 * - running heads: the game on the left, the chapter on the right, none on a chapter's first page;
 *   the page number at the foot;
 * - the contents list chapters and appendices with page numbers, and so does the PDF outline;
 * - ruling ids and glossary terms are links to their places in the appendices, never broken
 *   across lines; a page reference is a number the book model places (book.ts);
 * - links to our site only when its address is given, then with the address as a footnote;
 * - chapters open a new page, or run on below the last one where a new page would leave the
 *   last one's page mostly empty: /layout.json says which (index.ts measures and decides);
 * - text and rules in grey (luma, which the finishing step makes DeviceGray); only the title
 *   and headings carry the accent colour;
 * - a booklet's edition adds its last pages: how to print and bind it, notes pages, a back cover.
 */
export const RULEBOOK_TEMPLATE = String.raw`
#let book = json("/book.json")
#let book-layout = json(bytes(sys.inputs.layout))
#let paper = sys.inputs.paper
#let body-size = float(sys.inputs.at("body-size")) * 1pt
#let site = sys.inputs.at("site", default: "")
#let small-page = paper == "a5" or paper == "us-statement"
// Tables a little smaller than the text, never under 8.5 pt.
#let table-size = calc.max(8.5pt, body-size * 0.9)
#let heading-font = ((name: "Source Sans 3", covers: regex("[0-9]")), "Cinzel")
#let ink = luma(34)
#let accent = rgb("#5b2c0f")

// The page: margins keep everything well clear of the edge (at least 5 mm; more here).
#let margin = if small-page { (inside: 14mm, outside: 12mm, top: 15mm, bottom: 15mm) } else { (inside: 22mm, outside: 20mm, top: 22mm, bottom: 22mm) }
// The height of a page's text area, which a table must fit to be kept whole.
#let body-height = {
  let heights = (a4: 297mm, "us-letter": 11in, a5: 210mm, "us-statement": 8.5in)
  heights.at(paper) - margin.top - margin.bottom
}

#set document(
  title: book.title + " — Rules",
  author: "Tower Press",
  date: datetime(year: 2026, month: 1, day: 1),
)
#set text(font: "Source Sans 3", size: body-size, lang: "en", hyphenate: true, fill: ink)
// Footnote markers (a site address on paper) no smaller than 6.5 pt: print stays readable.
#set super(size: 6.5pt)
// A ruling id is one word: never broken at its hyphen.
#show regex("\b[A-Z]{2,4}-R\d+\b"): it => box(it)
#set par(justify: true, leading: 0.55em, spacing: 0.9em)

// Inline content from the model.
#let inline(items) = {
  for x in items {
    if type(x) == str { x } else if x.k == "strong" { strong(inline(x.c)) } else if x.k == "em" {
      emph(inline(x.c))
    } else if x.k == "code" { raw(x.c.at(0)) } else if x.k == "page" {
      // The printed number of the page a label is on.
      link(label(x.label), context str(counter(page).at(locate(label(x.label))).first()))
    } else if x.k == "link" {
      let to = x.to
      if "label" in to {
        // A glossary term is never broken across lines.
        if to.label.starts-with("term-") { box(link(label(to.label), text(hyphenate: false, inline(x.c)))) } else { link(label(to.label), inline(x.c)) }
      } else if "url" in to {
        link(to.url, inline(x.c))
      } else if site != "" {
        // Paper cannot follow a link: the address goes in a footnote.
        let url = site + to.site.slice(1)
        link(url, inline(x.c))
        footnote(link(url, url))
      } else { inline(x.c) }
    }
  }
}

#let site-line(path, title) = {
  if site != "" { [on the site’s page “#link(site + path.slice(1), title)” (#link(site + path.slice(1), site + path.slice(1)))] } else { [on the site’s page “#title”] }
}

#let cell-content(c) = {
  let body = inline(c.c)
  table.cell(
    colspan: c.span,
    align: if c.align == "end" { right } else if c.align == "center" { center } else { left },
    if c.header { strong(body) } else { body },
  )
}

#let table-block(b) = {
  let caption = if b.caption.len() > 0 {
    block(sticky: true, below: 0.5em, text(size: table-size, style: "italic", inline(b.caption)))
  }
  set par(justify: false)
  let t = text(size: table-size, table(
    columns: b.widths.map(w => if w == none { auto } else { w * 1fr }),
    stroke: (x, y) => (bottom: if y == 0 { 0.8pt + ink } else { 0.3pt + luma(170) }),
    inset: (x: 0.35em, y: 0.3em),
    fill: (x, y) => if y == 0 { luma(235) },
    table.header(..b.head.map(cell-content)),
    ..b.rows.flatten().map(cell-content),
  ))
  // A table that fits on a page never breaks; a longer one breaks between rows, its header row
  // repeated on each page and its caption kept with its first rows.
  let whole(breakable) = block(breakable: breakable, width: 100%, above: 1.1em, below: 1.1em, { caption; t })
  if b.mayBreak {
    layout(size => whole(measure(block(width: size.width, { caption; t })).height > body-height * 0.95))
  } else { whole(false) }
}

#let ruling-block(r) = block(breakable: true, above: 1.2em)[
  #block(sticky: true, below: 0.6em)[#heading(level: 2, outlined: false)[#r.id: #r.topic] #label("ruling-" + lower(r.id))]
  #terms(
    separator: [: ],
    terms.item(strong[The source], r.source),
    terms.item(strong[Our ruling], r.ruling),
    terms.item(strong[Why], r.why),
    ..if r.at("revisited", default: none) != none {
      (terms.item(strong[Looked at again], r.revisited),)
    } else { () },
  )
]

#let term-block(t) = context block(breakable: false, above: par.spacing)[
  #strong(t.term)#label("term-" + t.id): #t.definition
  #if t.see != none or t.rulings.len() > 0 {
    let see = t.see
    let parts = ()
    if see != none and "label" in see { parts.push(link(label(see.label))[see page #context str(counter(page).at(locate(label(see.label))).first())]) }
    if t.rulings.len() > 0 { parts.push([rulings ] + t.rulings.map(id => link(label("ruling-" + lower(id)), id)).join(", ")) }
    if parts.len() > 0 { text(size: body-size * 0.9)[ (#parts.join("; "))] }
  }
]

#let map-block(b) = block(breakable: false, width: 100%, above: 1.1em, below: 1.1em, {
  set align(center)
  for row in b.rows {
    box(stack(dir: ltr, spacing: 0.4em, ..row.map(s => box(
      width: 3.2em, height: 4.2em,
      stroke: if s.kind == "tower" { 2pt + ink } else if s.kind == "forward" { (paint: ink, thickness: 0.8pt, dash: "dashed") } else { 0.8pt + ink },
      radius: 3pt,
      align(center + horizon, stack(spacing: 0.3em, text(font: heading-font, size: body-size * 1.5, s.label), text(size: body-size * 0.7, s.name))),
    ))))
    linebreak()
  }
  v(0.3em)
  text(size: body-size * 0.92, style: "italic", inline(b.caption))
})

#let block-of(b) = {
  if b.k == "par" { par(inline(b.c)) } else if b.k == "heading" {
    [#heading(level: b.level, outlined: false, inline(b.c)) #label(b.label)]
  } else if b.k == "list" {
    let items = b.items.map(item => item.map(block-of).join())
    if b.ordered { enum(..items) } else { list(..items) }
  } else if b.k == "terms" {
    for item in b.items {
      let desc = item.desc
      if desc.len() == 1 and desc.first().k == "par" {
        par(hanging-indent: 1em)[#strong(inline(item.term)): #inline(desc.first().c)]
      } else {
        block(sticky: true, below: 0.4em, strong(inline(item.term)))
        pad(left: 1em, desc.map(block-of).join())
      }
    }
  } else if b.k == "table" { table-block(b) } else if b.k == "widget" {
    block(above: 1em, below: 1em, inset: (left: 0.8em), stroke: (left: 1.5pt + luma(120)))[
      #text(style: "italic")[On screen only: #b.does, #site-line(b.page, b.title).]
    ]
  } else if b.k == "site-only" {
    // A section of the site about the site (its tools): one line naming those pages.
    let names = b.pages.map(p => if site != "" { link(site + p.path.slice(1), [“#p.name”]) } else [“#p.name”])
    par[#emph[On the website#if site != "" [ (#link(site + b.page.slice(1), site + b.page.slice(1)))]:] #if names.len() == 1 [the page] else [the pages] #names.join([, ], last: [ and ]).]
  } else if b.k == "map" { map-block(b) } else if b.k == "ruling" { ruling-block(b) } else if b.k == "term" {
    term-block(b)
  }
}

// Headings: chapters in Cinzel, sections in bold sans; all stick to what follows.
#show heading.where(level: 1): it => {
  set text(font: heading-font, size: body-size * 2, weight: 700, fill: accent, hyphenate: false)
  set par(justify: false)
  block(sticky: true, above: 0pt, below: 1.4em, it.body)
}
#show heading.where(level: 2): it => {
  set text(size: body-size * 1.25, weight: 700, fill: accent, hyphenate: false)
  set par(justify: false)
  block(sticky: true, above: 1.4em, below: 0.6em, it.body)
}
#show heading.where(level: 3): it => {
  set text(size: body-size * 1.08, weight: 700, hyphenate: false)
  set par(justify: false)
  block(sticky: true, above: 1.2em, below: 0.5em, it.body)
}
#show link: it => if type(it.dest) == str { underline(stroke: 0.4pt, offset: 1.5pt, it) } else { it }

#let chapter-title(loc) = {
  let before = query(heading.where(level: 1).before(loc))
  if before.len() > 0 { before.last().body } else { none }
}
// A page a chapter opens at its top has no running head (one that runs on below another keeps it).
#let opens-chapter(loc) = query(heading.where(level: 1)).any(h => {
  let at = h.location().position()
  at.page == loc.page() and at.y < margin.top + body-size * 3
})

#set page(
  paper: paper,
  margin: margin,
  header: context {
    if here().page() > 1 and not opens-chapter(here()) {
      set text(size: body-size * 0.82, fill: luma(90))
      let chapter = chapter-title(here())
      grid(columns: (1fr, 1fr), align: (left, right), emph(book.shortTitle), chapter)
      v(-0.5em)
      line(length: 100%, stroke: 0.4pt + luma(150))
    }
  },
  footer: context {
    if here().page() > 1 {
      set text(size: body-size * 0.85)
      align(center, counter(page).display("1"))
    }
  },
)

// The steps that make the printed sheets a booklet (its last pages, or its title page).
#let booklet = book-layout.at("booklet", default: none)
#let print-steps(compact: false) = {
  let (sheets, sides, paper-name) = (booklet.sheets, booklet.sides, booklet.paper)
  let sheet-word = if sheets == 1 [sheet] else [sheets]
  if compact {
    par[*To print this booklet:* #sheets #sheet-word of #paper-name, both sides: print all #sides pages of the file at actual size (100 %), double-sided, flipped on the short edge. Fold the stack in half, title page outside, and staple twice on the fold.]
  } else {
    par[This booklet is #sheets #sheet-word of #paper-name paper printed on both sides (the file’s #sides pages), folded in half and stapled on the fold.]
    enum(
      [*Print* every page of the file at actual size (100 %, not “fit to page”), *double-sided, flipped on the short edge* (the dialog may say “short-edge binding”). The file asks for these settings; check them anyway.],
      [*No double-sided printer?* Print the odd pages (1, 3, 5…), put the printed stack back in the tray, turned as your printer needs, and print the even pages. Try it with the first two pages first.],
      [*Check* the first sheet: one side holds the title page and the back cover, the other pages 2 and #(sides * 2 - 1).],
      [*Fold* the stack in half along the middle, all sheets together and in the order they printed, title page outside. Crease it firmly.],
      [*Staple* through the fold from the outside, two staples each about a quarter of the way in from the ends. A long-reach stapler does it; or open a stapler flat, staple onto a piece of card and bend the legs in.],
    )
  }
}

// Title page: page 1, its number not shown (so printed numbers are the PDF's page numbers).
#page(header: none, footer: none)[
  #set par(justify: false)
  #v(18%)
  #align(center)[
    #text(font: heading-font, size: body-size * 3, weight: 700, fill: accent, hyphenate: false)[#book.title]
    #v(0.6em)
    #text(size: body-size * 1.4)[The rules]
    #v(2.5em)
    #line(length: 30%, stroke: 0.6pt + luma(120))
  ]
  #v(1fr)
  #if booklet != none and booklet.title-steps {
    block(inset: 0.8em, stroke: 0.5pt + luma(150), width: 100%, print-steps(compact: true))
    v(1em)
  }
  #for p in book.credits { par(inline(p)) }
  #par[Typeset by Tower Press from the same pages as its website#if site != "" [, #link(site, site)]. Page references, ruling ids and glossary terms are links in the PDF.]
]

// Contents.
#{
  show outline.entry: set block(above: 0.75em)
  outline(title: [Contents], depth: 1, indent: 0pt)
}

// Where each chapter starts and ends, for index.ts to decide which chapters run on.
// The space above a chapter that runs on below the last.
#let run-on-gap = body-size * 3
#let mark(kind, id, title: none) = context {
  let at = here().position()
  // few: the height of a few (six) lines, below which a last page would be stranded.
  [#metadata((kind: kind, id: id, title: title, page: at.page, fill: (at.y - margin.top) / body-height, gap: run-on-gap / body-height, few: 6 * 1.5 * body-size / body-height)) <tp-layout>]
}

#let chapter-of(c, appendix: none) = {
  if c.id in book-layout.runOn { v(run-on-gap, weak: true) } else { pagebreak(weak: true) }
  mark("begin", c.id)
  let title = if appendix != none { [Appendix #appendix: #c.title] } else { c.title }
  [#heading(level: 1, title) #label("ch-" + c.id)]
  mark("start", c.id, title: if appendix != none { "Appendix " + appendix + ": " + c.title } else { c.title })
  // The book's last chapter is set a little tighter when that pulls a few stranded lines back.
  let tight = c.id in book-layout.at("tight", default: ())
  set par(spacing: 0.55em, leading: 0.5em) if tight
  for b in c.blocks { block-of(b) }
  mark("end", c.id)
}

#for c in book.chapters { chapter-of(c) }
#for (i, c) in book.appendices.enumerate() { chapter-of(c, appendix: ("A", "B", "C").at(i)) }

// A booklet's last pages: how to print it, pages for notes, and its back cover.
#if booklet != none {
  if booklet.steps {
    pagebreak()
    [#heading(level: 1, outlined: false)[Printing this booklet] #label("tp-print-steps")]
    mark("start", "print-steps", title: "Printing this booklet")
    set par(justify: false)
    print-steps()
  }
  for _ in range(booklet.notes) {
    page(header: none)[
      #text(font: heading-font, size: body-size * 1.6, weight: 700, fill: accent)[Notes]
      #v(0.5em)
      #for _ in range(int(body-height / 8.5mm) - 2) { v(1fr); line(length: 100%, stroke: 0.4pt + luma(190)) }
      #v(1fr)
    ]
  }
  if booklet.back {
    page(header: none, footer: none)[
      #set par(justify: false)
      #v(8%)
      #align(center)[
        #text(font: heading-font, size: body-size * 2.2, weight: 700, fill: accent, hyphenate: false)[#book.title]
        #v(0.4em)
        #text(size: body-size * 1.2, style: "italic")[#book.blurb]
      ]
      #v(2em)
      #par[*In this booklet:* #(book.chapters + book.appendices).map(c => c.title).join([, ], last: [ and ]).]
      #v(1fr)
      #if booklet.back-steps {
        block(inset: 0.8em, stroke: 0.5pt + luma(150), width: 100%, print-steps(compact: true))
        v(1em)
      }
      #text(size: body-size * 0.9)[
        #for p in book.credits { par(inline(p)) }
        #par[Typeset by Tower Press#if site != "" [: #link(site, site)].]
      ]
    ]
  }
}
`;
