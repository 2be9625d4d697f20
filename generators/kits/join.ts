/**
 * Joins PDFs page by page into one (pdf-lib), keeping what makes a book a book: links between
 * its pages (re-aimed at the joined file's pages), its bookmarks (under a bookmark of the
 * joined file) and its page numbering (/PageLabels). Pages keep their own content streams,
 * fonts and sizes; what only made sense in the source (its structure tree) is left behind.
 * The same inputs give the same bytes: nothing reads a clock.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';

/** A page of the joined file: page `page` (from 0) of source `source`. */
export interface JoinPage {
  source: number;
  page: number;
}

export interface JoinBookmark {
  title: string;
  /** The joined file's page it opens, from 0. */
  page: number;
  /** A source whose own bookmarks go under this one, aimed at its pages in the joined file. */
  childrenOf?: number;
}

export interface JoinLabels {
  /** The joined file's first page (from 0) of a run of labels. */
  page: number;
  /** Labels as the source numbers its pages (its /PageLabels, else 1, 2, 3…), from this page on. */
  source?: number;
  /** Or decimal labels from `start` with a prefix ("Kit 3"). */
  prefix?: string;
  start?: number;
}

export interface JoinOptions {
  title: string;
  author: string;
  date: Date;
  lang: string;
  /** The /Duplex print hint: how the joined file's sheets are meant to be printed. */
  duplex: 'Simplex' | 'DuplexFlipLongEdge';
  bookmarks: readonly JoinBookmark[];
  labels: readonly JoinLabels[];
}

const name = PDFName.of;

/** A destination as an array [page, /XYZ …], whatever form the source wrote it in. */
function explicitDest(doc: PDFDocument, dest: PDFObject | undefined): PDFArray | undefined {
  const found = dest instanceof PDFRef ? doc.context.lookup(dest) : dest;
  if (found instanceof PDFArray) return found;
  if (found instanceof PDFDict) return explicitDest(doc, found.get(name('D')));
  if (found instanceof PDFName || found instanceof PDFString || found instanceof PDFHexString)
    return explicitDest(doc, namedDest(doc, found));
  return undefined;
}

/** A named destination, from the catalog's /Dests dictionary or its /Names /Dests tree. */
function namedDest(
  doc: PDFDocument,
  key: PDFName | PDFString | PDFHexString,
): PDFObject | undefined {
  const text = key.decodeText();
  const dests = doc.catalog.lookupMaybe(name('Dests'), PDFDict);
  if (dests) return dests.get(name(text));
  const tree = doc.catalog.lookupMaybe(name('Names'), PDFDict)?.lookupMaybe(name('Dests'), PDFDict);
  const search = (node: PDFDict | undefined): PDFObject | undefined => {
    if (!node) return undefined;
    const pairs = node.lookupMaybe(name('Names'), PDFArray);
    if (pairs)
      for (let i = 0; i + 1 < pairs.size(); i += 2) {
        const k = pairs.lookup(i);
        if ((k instanceof PDFString || k instanceof PDFHexString) && k.decodeText() === text)
          return pairs.get(i + 1);
      }
    const kids = node.lookupMaybe(name('Kids'), PDFArray);
    for (let i = 0; i < (kids?.size() ?? 0); i++) {
      const hit = search(kids!.lookupMaybe(i, PDFDict));
      if (hit) return hit;
    }
    return undefined;
  };
  return search(tree);
}

/**
 * A destination inside a source with its page written as the page's index (a number) instead
 * of a reference, so it survives copying; the joined file's page reference replaces it after.
 */
function portableDest(doc: PDFDocument, pageIndex: Map<PDFRef, number>, dest: PDFArray) {
  const target = dest.get(0);
  const index = target instanceof PDFRef ? pageIndex.get(target) : undefined;
  if (index === undefined) return undefined;
  const rest = dest.asArray().slice(1);
  return doc.context.obj([PDFNumber.of(index), ...rest]);
}

/**
 * Prepares a source's pages for copying: every link to one of its own pages holds a portable
 * destination (/Dest [index …]); tags of the source's structure tree, which is not copied,
 * are dropped.
 */
function prepareSource(doc: PDFDocument): void {
  const pages = doc.getPages();
  const pageIndex = new Map(pages.map((p, i) => [p.ref, i]));
  for (const page of pages) {
    page.node.delete(name('StructParents'));
    page.node.delete(name('Tabs'));
    const annots = page.node.Annots();
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const annot = annots!.lookupMaybe(i, PDFDict);
      if (!annot) continue;
      annot.delete(name('StructParent'));
      // Its page, which copying would bring along a second time.
      annot.delete(name('P'));
      const action = annot.lookupMaybe(name('A'), PDFDict);
      const internal = action
        ? action.get(name('S')) === name('GoTo')
          ? action.get(name('D'))
          : undefined
        : annot.get(name('Dest'));
      if (internal === undefined) continue;
      const dest = explicitDest(doc, internal);
      const portable = dest && portableDest(doc, pageIndex, dest);
      annot.delete(name('A'));
      // A link to nowhere in the file is dropped rather than left pointing at nothing.
      if (portable) annot.set(name('Dest'), portable);
      else annot.delete(name('Dest'));
    }
  }
}

interface Outline {
  title: PDFString | PDFHexString;
  dest: PDFArray;
  open: boolean;
  children: Outline[];
}

/** A source's bookmarks, aimed at the joined file's pages (those of pages left out are dropped). */
function sourceOutline(
  doc: PDFDocument,
  out: PDFDocument,
  target: (page: number) => PDFRef | undefined,
): Outline[] {
  const pageIndex = new Map(doc.getPages().map((p, i) => [p.ref, i]));
  const walk = (first: PDFDict | undefined): Outline[] => {
    const items: Outline[] = [];
    for (let item = first; item; item = item.lookupMaybe(name('Next'), PDFDict)) {
      const title = item.lookup(name('Title'));
      const action = item.lookupMaybe(name('A'), PDFDict);
      const dest = explicitDest(doc, action ? action.get(name('D')) : item.get(name('Dest')));
      const index =
        dest && dest.get(0) instanceof PDFRef ? pageIndex.get(dest.get(0) as PDFRef) : undefined;
      const ref = index === undefined ? undefined : target(index);
      const children = walk(item.lookupMaybe(name('First'), PDFDict));
      if (!ref || !(title instanceof PDFString || title instanceof PDFHexString)) {
        items.push(...children);
        continue;
      }
      const count = item.lookupMaybe(name('Count'), PDFNumber)?.asNumber() ?? 0;
      items.push({
        title,
        dest: out.context.obj([ref, ...dest!.asArray().slice(1)]),
        open: count > 0,
        children,
      });
    }
    return items;
  };
  return walk(
    doc.catalog.lookupMaybe(name('Outlines'), PDFDict)?.lookupMaybe(name('First'), PDFDict),
  );
}

/** How many items show under an item when it is open (its open descendants' children too). */
const shown = (items: readonly Outline[]): number =>
  items.reduce((n, item) => n + 1 + (item.open ? shown(item.children) : 0), 0);

/** Writes outline items under `parent`; returns their references, first to last. */
function writeOutline(out: PDFDocument, items: readonly Outline[], parent: PDFRef): PDFRef[] {
  const refs = items.map(() => out.context.nextRef());
  items.forEach((item, i) => {
    const kids = writeOutline(out, item.children, refs[i]!);
    const dict = out.context.obj({
      Title: item.title,
      Parent: parent,
      Dest: item.dest,
      ...(i > 0 && { Prev: refs[i - 1] }),
      ...(i < refs.length - 1 && { Next: refs[i + 1] }),
      ...(kids.length && {
        First: kids[0],
        Last: kids.at(-1),
        // Positive: open, with that many items showing; negative: closed.
        Count: (item.open ? 1 : -1) * shown(item.children),
      }),
    });
    out.context.assign(refs[i]!, dict);
  });
  return refs;
}

/** A source's /PageLabels as (first page, label dictionary) pairs; 1, 2, 3… when it has none. */
function sourceLabels(doc: PDFDocument): [number, PDFDict][] {
  const nums = doc.catalog
    .lookupMaybe(name('PageLabels'), PDFDict)
    ?.lookupMaybe(name('Nums'), PDFArray);
  const pairs: [number, PDFDict][] = [];
  for (let i = 0; i + 1 < (nums?.size() ?? 0); i += 2) {
    const at = nums!.lookupMaybe(i, PDFNumber);
    const dict = nums!.lookupMaybe(i + 1, PDFDict);
    if (at && dict) pairs.push([at.asNumber(), dict]);
  }
  return pairs.length ? pairs : [[0, doc.context.obj({ S: 'D' })]];
}

/** The joined PDF: `pages` in order, with bookmarks, page labels, print hints and metadata. */
export async function joinPdfs(
  sources: readonly Uint8Array[],
  pages: readonly JoinPage[],
  options: JoinOptions,
): Promise<Uint8Array> {
  const out = await PDFDocument.create({ updateMetadata: false });
  const docs = await Promise.all(
    sources.map((bytes) => PDFDocument.load(bytes, { updateMetadata: false })),
  );
  docs.forEach(prepareSource);
  // One copy per source, so pages of a source share its fonts and images in the joined file;
  // one source after another, so objects are numbered the same way every time.
  const copied = [];
  for (const [s, doc] of docs.entries())
    copied.push(
      await out.copyPages(
        doc,
        pages.filter((p) => p.source === s).map((p) => p.page),
      ),
    );
  const next = docs.map(() => 0);
  for (const p of pages) out.addPage(copied[p.source]![next[p.source]!++]!);
  // Where each source page first lands, for the links and bookmarks aimed at it.
  const outPages = out.getPages();
  const landing = new Map<string, PDFRef>();
  pages.forEach((p, i) => {
    const key = `${p.source}/${p.page}`;
    if (!landing.has(key)) landing.set(key, outPages[i]!.ref);
  });
  const target = (source: number) => (page: number) => landing.get(`${source}/${page}`);

  // Links: a portable destination's page index becomes the joined file's page.
  outPages.forEach((page, i) => {
    const source = pages[i]!.source;
    const annots = page.node.Annots();
    for (let a = 0; a < (annots?.size() ?? 0); a++) {
      const annot = annots!.lookupMaybe(a, PDFDict);
      const dest = annot?.lookupMaybe(name('Dest'), PDFArray);
      const index = dest?.lookupMaybe(0, PDFNumber);
      if (!annot || !dest || !index) continue;
      const ref = target(source)(index.asNumber());
      if (ref) dest.set(0, ref);
      else annot.delete(name('Dest'));
    }
  });

  // Bookmarks: the joined file's own, each source's under the one that names it.
  const top: Outline[] = options.bookmarks.map((b) => {
    const page = outPages[b.page]!;
    return {
      title: PDFHexString.fromText(b.title),
      dest: out.context.obj([page.ref, 'XYZ', 0, page.getHeight(), null]),
      open: true,
      children:
        b.childrenOf === undefined
          ? []
          : sourceOutline(docs[b.childrenOf]!, out, target(b.childrenOf)),
    };
  });
  const outlinesRef = out.context.nextRef();
  const firsts = writeOutline(out, top, outlinesRef);
  out.context.assign(
    outlinesRef,
    out.context.obj({
      Type: 'Outlines',
      ...(firsts.length && { First: firsts[0], Last: firsts.at(-1), Count: shown(top) }),
    }),
  );

  // Page labels: runs of the joined file's own numbering and of the sources' numbering.
  const nums: PDFObject[] = [];
  const runs = [...options.labels].sort((a, b) => a.page - b.page);
  runs.forEach((run, r) => {
    const end = runs[r + 1]?.page ?? pages.length;
    if (run.source === undefined) {
      nums.push(
        PDFNumber.of(run.page),
        out.context.obj({
          S: 'D',
          ...(run.prefix && { P: PDFHexString.fromText(run.prefix) }),
          St: run.start ?? 1,
        }),
      );
      return;
    }
    for (const [at, dict] of sourceLabels(docs[run.source]!))
      if (run.page + at < end)
        nums.push(PDFNumber.of(run.page + at), out.context.obj(copyLabel(dict)));
  });

  const catalog = out.catalog;
  catalog.set(name('Outlines'), outlinesRef);
  catalog.set(name('PageMode'), name('UseOutlines'));
  catalog.set(name('PageLabels'), out.context.obj({ Nums: nums }));
  catalog.set(name('Lang'), PDFString.of(options.lang));
  catalog.set(
    name('ViewerPreferences'),
    out.context.obj({
      DisplayDocTitle: true,
      PrintScaling: 'None',
      Duplex: options.duplex,
    }),
  );
  out.setTitle(options.title);
  out.setAuthor(options.author);
  out.setCreator(options.author);
  out.setProducer(`${options.author} (pdf-lib)`);
  out.setCreationDate(options.date);
  out.setModificationDate(options.date);
  return out.save({ useObjectStreams: true });
}

/** A label dictionary's entries (/S, /P, /St) as plain values for the joined file. */
function copyLabel(dict: PDFDict): Record<string, PDFObject> {
  const entries: Record<string, PDFObject> = {};
  for (const key of ['S', 'P', 'St']) {
    const value = dict.lookup(name(key));
    if (value) entries[key] = value;
  }
  return entries;
}
