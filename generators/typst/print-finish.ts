/**
 * Print finishing for the PDFs Typst writes, which Typst has no settings for:
 * - print hints in the catalogue's /ViewerPreferences: /PrintScaling /None (print at 100 %) and
 *   the duplex flip a print dialog should preset;
 * - grey as DeviceGray: Typst writes `luma()` colours in an ICC-based grey space; a printer's
 *   driver may render that, like RGB, with colour inks. Each such space becomes /DeviceGray;
 * - bookmarks given by page, for a document whose order of pages is not its reading order (an
 *   imposed booklet), where Typst's bookmarks (from headings, in page order) cannot serve.
 *
 * The changes are an incremental update (new revisions of the catalogue and the colour spaces,
 * appended with their own cross-reference section), so Typst's bytes stay as they are and the
 * result is as deterministic as they are.
 */

export interface PrintHints {
  /** Which edge a duplex print flips on: `long` for a book, `short` for an imposed booklet. */
  readonly duplex?: 'long' | 'short';
  /** Bookmarks, in this order, each to the top of a page (1-based); replaces any outline. */
  readonly outline?: readonly { title: string; page: number }[];
}

/** A PDF text string that holds any text: UTF-16BE with its byte-order mark, in hex. */
const pdfText = (s: string) =>
  `<FEFF${[...s]
    .map((c) => {
      const b = Buffer.from(c, 'utf16le').swap16();
      return b.toString('hex').toUpperCase();
    })
    .join('')}>`;

/** The page objects in order, from the page tree under `node`. */
function pageObjects(text: string, offsets: Map<number, number>, node: number): number[] {
  const body = objectBody(text, offsets.get(node)!);
  if (!/\/Type\s*\/Pages\b/.test(body)) return [node];
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(body)?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].flatMap((m) => pageObjects(text, offsets, Number(m[1])));
}

/** The objects of an outline of `marks`, numbered from `first`; the first is the /Outlines dictionary. */
function outlineObjects(
  marks: readonly { title: string; page: number }[],
  pages: readonly number[],
  first: number,
): string[] {
  const item = (i: number) => first + 1 + i;
  const items = marks.map((m, i) => {
    const page = pages[m.page - 1];
    if (page === undefined) throw new RangeError(`A bookmark to page ${m.page}, past the end`);
    return [
      `<< /Title ${pdfText(m.title)} /Parent ${first} 0 R`,
      i > 0 ? ` /Prev ${item(i - 1)} 0 R` : '',
      i < marks.length - 1 ? ` /Next ${item(i + 1)} 0 R` : '',
      ` /Dest [${page} 0 R /Fit] >>`,
    ].join('');
  });
  return [
    `<< /Type /Outlines /First ${item(0)} 0 R /Last ${item(marks.length - 1)} 0 R /Count ${marks.length} >>`,
    ...items,
  ];
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** Byte offsets of the file's objects, from its (classic) cross-reference table. */
function objectOffsets(text: string, xrefAt: number): Map<number, number> {
  const offsets = new Map<number, number>();
  const re = /(\d+) (\d+)\r?\n/y;
  let at = text.indexOf('\n', xrefAt) + 1;
  for (;;) {
    re.lastIndex = at;
    const head = re.exec(text);
    if (!head) break;
    const [first, count] = [Number(head[1]), Number(head[2])];
    at = re.lastIndex;
    for (let i = 0; i < count; i++, at += 20) {
      const entry = text.slice(at, at + 18);
      if (entry.endsWith('n')) offsets.set(first + i, Number(entry.slice(0, 10)));
    }
  }
  return offsets;
}

/** The text between `n 0 obj` and `endobj` (the first bytes only for a stream). */
function objectBody(text: string, at: number): string {
  const start = text.indexOf('obj', at) + 3;
  const end = text.indexOf('endobj', start);
  const stream = text.indexOf('stream', start);
  return text.slice(start, stream >= 0 && stream < end ? stream : end).trim();
}

/** Index just past the `>>` closing the dictionary whose `<<` is at `open`. */
function dictEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length - 1; i++) {
    if (text[i] === '<' && text[i + 1] === '<') (depth++, i++);
    else if (text[i] === '>' && text[i + 1] === '>') {
      i++;
      if (--depth === 0) return i + 1;
    }
  }
  throw new Error('An unterminated dictionary in the PDF catalogue');
}

/** The catalogue with the print hints in its /ViewerPreferences dictionary. */
function withHints(catalog: string, hints: PrintHints): string {
  const entries = [
    '/PrintScaling /None',
    ...(hints.duplex
      ? [`/Duplex /${hints.duplex === 'long' ? 'DuplexFlipLongEdge' : 'DuplexFlipShortEdge'}`]
      : []),
  ];
  const at = catalog.indexOf('/ViewerPreferences');
  if (at < 0) {
    const close = catalog.lastIndexOf('>>');
    return `${catalog.slice(0, close)}/ViewerPreferences << ${entries.join(' ')} >>\n${catalog.slice(close)}`;
  }
  const open = catalog.indexOf('<<', at);
  if (!/^\s*$/.test(catalog.slice(at + 18, open)))
    throw new Error('The PDF catalogue’s /ViewerPreferences is not a direct dictionary');
  const end = dictEnd(catalog, open);
  const kept = catalog
    .slice(open + 2, end - 2)
    .replace(/\/(PrintScaling|Duplex)\s*\/\w+/g, '')
    .trim();
  return `${catalog.slice(0, open)}<< ${[kept, ...entries].filter(Boolean).join(' ')} >>${catalog.slice(end)}`;
}

/** Adds the print hints and DeviceGray (see the top of this file) to a PDF written by Typst. */
export function finishPdf(pdf: Uint8Array, hints: PrintHints): Uint8Array {
  const text = latin1(pdf);
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (!Number.isFinite(xrefAt) || !text.startsWith('xref', xrefAt))
    throw new Error('The PDF has no cross-reference table to update');
  const trailerAt = text.indexOf('trailer', xrefAt);
  const trailer = text.slice(trailerAt, dictEnd(text, text.indexOf('<<', trailerAt)));
  const root = Number(/\/Root (\d+) 0 R/.exec(trailer)?.[1]);
  const size = Number(/\/Size (\d+)/.exec(trailer)?.[1]);
  const offsets = objectOffsets(text, xrefAt);
  const rootAt = offsets.get(root);
  if (rootAt === undefined) throw new Error('The PDF’s catalogue is not in its table');

  let catalog = withHints(objectBody(text, rootAt), hints);
  const changed = new Map<number, string>();
  let next = size;
  if (hints.outline?.length) {
    const tree = Number(/\/Pages (\d+) 0 R/.exec(catalog)?.[1]);
    const objects = outlineObjects(hints.outline, pageObjects(text, offsets, tree), next);
    catalog = catalog.replace(/\s*\/Outlines \d+ 0 R/, '');
    catalog = `${catalog.slice(0, catalog.lastIndexOf('>>'))}/Outlines ${next} 0 R /PageMode /UseOutlines\n>>`;
    for (const o of objects) changed.set(next++, o);
  }
  changed.set(root, catalog);
  for (const [n, at] of offsets) {
    const icc = /^\[\s*\/ICCBased (\d+) 0 R\s*\]$/.exec(objectBody(text, at));
    const profile = icc && offsets.get(Number(icc[1]));
    if (profile !== undefined && profile !== null && /\/N 1\b/.test(objectBody(text, profile)))
      changed.set(n, '/DeviceGray');
  }

  let out = text.endsWith('\n') ? '' : '\n';
  const at = new Map<number, number>();
  for (const [n, body] of [...changed].sort((a, b) => a[0] - b[0])) {
    at.set(n, pdf.length + out.length);
    out += `${n} 0 obj\n${body}\nendobj\n\n`;
  }
  const xref = pdf.length + out.length;
  out += 'xref\n';
  for (const [n, offset] of at) out += `${n} 1\n${String(offset).padStart(10, '0')} 00000 n \n`;
  const keep = ['Info', 'ID']
    .map((k) => new RegExp(`/${k} (\\d+ 0 R|\\[[^\\]]*\\])`).exec(trailer)?.[0])
    .filter(Boolean);
  out += `trailer\n<< /Size ${next} /Root ${root} 0 R ${keep.join(' ')} /Prev ${xrefAt} >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  const result = new Uint8Array(pdf.length + out.length);
  result.set(pdf);
  result.set(Buffer.from(out, 'latin1'), pdf.length);
  return result;
}
