/**
 * Typst, the typesetting engine of the rulebooks and kits, run in Node through its native
 * module. One compiler per process, holding the project fonts: Source Sans 3 (regular, italic,
 * semibold, bold, bold italic) and Cinzel (bold), each joined from @fontsource's latin and
 * latin-ext subsets into one TrueType font (the merge the pdfkit sheets use), since Typst reads
 * no WOFF. It finds no system fonts, so a document can only use these.
 *
 * Output is byte-identical for the same inputs: the PDF's date is fixed and nothing reads a clock.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { mergeFonts } from '../../src/print/font-merge.ts';
import { woffToSfnt } from '../../src/print/woff.ts';
import { finishPdf, type PrintHints } from './print-finish.ts';

/** The faces a Typst document may use, as pairs of @fontsource subsets (base, extension). */
const FACES = [
  ['source-sans-3', '400-normal'],
  ['source-sans-3', '400-italic'],
  ['source-sans-3', '600-normal'],
  ['source-sans-3', '700-normal'],
  ['source-sans-3', '700-italic'],
  ['cinzel', '700-normal'],
] as const;

/** The date every PDF carries (the same as the pdfkit documents'). */
export const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

const read = (file: string) =>
  new Uint8Array(readFileSync(fileURLToPath(import.meta.resolve(file))));

function loadFaces(): Buffer[] {
  return FACES.map(([family, face]) => {
    const file = (subset: string) => `@fontsource/${family}/files/${family}-${subset}-${face}.woff`;
    return Buffer.from(
      mergeFonts(woffToSfnt(read(file('latin'))), woffToSfnt(read(file('latin-ext')))),
    );
  });
}

let compiler: NodeCompiler | null = null;

function theCompiler(): NodeCompiler {
  // The workspace is only a root for the virtual files below; nothing is read from disk.
  compiler ??= NodeCompiler.create({ workspace: '/', fontArgs: [{ fontBlobs: loadFaces() }] });
  return compiler;
}

export interface TypstOutput {
  readonly pdf: Uint8Array;
  readonly pages: number;
}

/** Thrown when Typst reports errors; the message holds its diagnostics. */
export class TypstError extends Error {}

/** What to ask of viewers' print dialogs (see print-finish.ts). */
export type { PrintHints } from './print-finish.ts';

export interface TypstOptions {
  /** Print hints for the catalogue, and text and rules set in grey moved to DeviceGray. */
  readonly print?: PrintHints;
}

function compileOnce(c: NodeCompiler, main: string, inputs: Readonly<Record<string, string>>) {
  const result = c.compile({ mainFileContent: main, inputs: { ...inputs } });
  const doc = result.result;
  if (result.hasError() || !doc) {
    const error = result.takeError();
    const diagnostics = error ? c.fetchDiagnostics(error) : [];
    throw new TypstError(
      `Typst could not typeset the document:\n${diagnostics
        .map((d) => `  ${d.path ?? ''}${d.range ? ` ${d.range}` : ''}: ${d.message}`)
        .join('\n')}`,
    );
  }
  // TYPST_WARNINGS=1 shows what Typst warns about (a missing glyph, layout that did not settle).
  const warnings = process.env.TYPST_WARNINGS ? result.takeWarnings() : null;
  if (warnings) for (const d of c.fetchDiagnostics(warnings)) console.warn(`typst: ${d.message}`);
  return doc;
}

/** Runs `work` with `files` mapped as virtual files, then drops them and what was cached. */
function withFiles<T>(
  files: Readonly<Record<string, Uint8Array>>,
  work: (c: NodeCompiler) => T,
): T {
  const c = theCompiler();
  c.resetShadow();
  for (const [path, data] of Object.entries(files)) {
    if (!path.startsWith('/')) throw new TypeError(`Typst file paths are absolute: ${path}`);
    c.mapShadow(path, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  }
  try {
    return work(c);
  } finally {
    c.resetShadow();
    // Documents differ every call: drop what the compiler cached for earlier ones.
    c.evictCache(0);
  }
}

function output(
  c: NodeCompiler,
  doc: ReturnType<typeof compileOnce>,
  options: TypstOptions,
): TypstOutput {
  const raw = c.pdf(doc, { creationTimestamp: Math.floor(FIXED_DATE.getTime() / 1000) });
  const pdf = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  return { pdf: options.print ? finishPdf(pdf, options.print) : pdf, pages: doc.numOfPages };
}

/**
 * Typesets `main` (Typst markup) into a PDF. `files` are virtual files the document reads by
 * absolute path (`json("/data.json")`, `image("/sheet.pdf", page: 2)`); `inputs` become
 * `sys.inputs`. Returns the PDF and its page count.
 */
export function compileTypst(
  main: string,
  files: Readonly<Record<string, Uint8Array>> = {},
  inputs: Readonly<Record<string, string>> = {},
  options: TypstOptions = {},
): TypstOutput {
  return withFiles(files, (c) => output(c, compileOnce(c, main, inputs), options));
}

/**
 * Typesets a document whose layout depends on choices only a finished layout can make (which
 * chapter may run on below the last, how many pages a booklet adds). Each pass typesets with
 * `inputs`, then `next` reads the values of the `metadata` elements labelled `label` and
 * returns the inputs of the next pass, or null when this pass is the one to keep. At most
 * `maxPasses` passes; the last is kept. Whatever the choices, each pass is a consistent layout
 * (its contents and page references settle inside Typst as usual).
 */
export function compileTypstSettled(
  main: string,
  files: Readonly<Record<string, Uint8Array>>,
  first: Readonly<Record<string, string>>,
  label: string,
  next: (
    found: unknown[],
    inputs: Readonly<Record<string, string>>,
  ) => Record<string, string> | null,
  options: TypstOptions & { maxPasses?: number } = {},
): TypstOutput & { found: unknown[] } {
  return withFiles(files, (c) => {
    let inputs = first;
    for (let pass = 1; ; pass++) {
      const doc = compileOnce(c, main, inputs);
      const found = c.query(doc, { selector: `<${label}>`, field: 'value' }) as unknown[];

      const then = pass < (options.maxPasses ?? 8) ? next(found, inputs) : null;
      if (!then) return { ...output(c, doc, options), found };
      inputs = then;
    }
  });
}
