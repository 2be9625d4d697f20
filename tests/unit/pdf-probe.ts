/**
 * Print-quality probes for any PDF we make: ink near the page edge (rendered by pdftoppm),
 * fonts not embedded (pdffonts), text set below a size (read from the content streams, with
 * the transforms applied) and filled form fields without an appearance stream.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzlibSync } from 'fflate';

const dir = mkdtempSync(join(tmpdir(), 'pdf-probe-'));
let n = 0;

function save(bytes: Uint8Array): string {
  const f = join(dir, `p${n++}.pdf`);
  writeFileSync(f, bytes);
  return f;
}

/**
 * Pages with ink (a pixel darker than near-white) within `bandMm` of an edge, rendered in grey
 * at `dpi`. Only pixels lying wholly inside the band count, so a line drawn exactly at the band's
 * inner edge and anti-aliased into the next pixel is not blamed.
 */
export function inkNearEdge(bytes: Uint8Array, bandMm = 5, dpi = 36): string[] {
  const file = save(bytes);
  const out = join(dir, `r${n++}`);
  execFileSync('pdftoppm', ['-gray', '-r', String(dpi), file, out]);
  const band = Math.floor((bandMm / 25.4) * dpi);
  const problems: string[] = [];
  const pages = readdirSync(dir)
    .filter((f) => f.startsWith(`${out.slice(dir.length + 1)}-`))
    .sort();
  for (const [i, name] of pages.entries()) {
    const pgm = readFileSync(join(dir, name));
    rmSync(join(dir, name));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    const [w, h] = [Number(header[1]), Number(header[2])];
    const px = pgm.subarray(header[0].length);
    const hits: string[] = [];
    for (let y = 0; y < h && hits.length < 3; y++) {
      const rowBand = y < band || y >= h - band;
      for (let x = 0; x < w; x++) {
        if (!rowBand && x >= band && x < w - band) {
          x = w - band - 1;
          continue;
        }
        if (px[y * w + x]! < 240) {
          hits.push(`(${((x / dpi) * 25.4).toFixed(1)} mm, ${((y / dpi) * 25.4).toFixed(1)} mm)`);
          break;
        }
      }
    }
    if (hits.length)
      problems.push(`page ${i + 1}: ink within ${bandMm} mm of the edge at ${hits.join(', ')}`);
  }
  return problems;
}

/** Fonts pdffonts lists as not embedded. */
export function fontsNotEmbedded(bytes: Uint8Array): string[] {
  const lines = execFileSync('pdffonts', [save(bytes)])
    .toString()
    .split('\n')
    .slice(2)
    .filter(Boolean);
  return lines
    .filter((l) => / no +(yes|no) +(yes|no) +\d+ +\d+\s*$/.test(l))
    .map((l) => l.split(/\s+/)[0]!);
}

/** Every stream of the file, inflated when compressed, with its dictionary. */
function streams(bytes: Uint8Array): { dict: string; data: Uint8Array }[] {
  const text = Buffer.from(bytes).toString('latin1');
  const out: { dict: string; data: Uint8Array }[] = [];
  const re = /<<((?:[^<>]|<<(?:[^<>]|<<[^<>]*>>)*>>|<[^<>]*>)*)>>\s*stream\r?\n/g;
  for (let m; (m = re.exec(text));) {
    const dict = m[1]!;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    if (!Number.isFinite(length)) continue;
    const start = m.index + m[0].length;
    const raw = bytes.subarray(start, start + length);
    out.push({ dict, data: /\/FlateDecode/.test(dict) ? unzlibSync(raw) : raw });
  }
  return out;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const scaleOf = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

/**
 * The sizes at which text is shown on the page, in points: the Tf size times the scale of the
 * text matrix and the current transform, for every text-showing operator of every content stream
 * (page contents and form XObjects such as field appearances).
 */
export function textSizes(bytes: Uint8Array): number[] {
  const sizes: number[] = [];
  for (const { dict, data } of streams(bytes)) {
    if (/\/Length1|\/Subtype \/Image|\/Type \/XRef|\/Type \/Metadata|\/FontFile/.test(dict))
      continue;
    const content = Buffer.from(data).toString('latin1');
    if (!/\bTf\b/.test(content)) continue;
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    let tm: Matrix = [1, 0, 0, 1, 0, 0];
    let size = 0;
    const operands: number[] = [];
    // Strings (…) and <…> are skipped as single tokens; numbers are kept as operands.
    const tokens =
      content.match(
        /\((?:\\.|[^\\)])*\)|<[0-9a-fA-F\s]*>|\[|\]|\/[^\s/\[\]()<>]+|[-+]?\d*\.?\d+|[A-Za-z'"*]+/g,
      ) ?? [];
    for (const t of tokens) {
      if (/^[-+]?\d*\.?\d+$/.test(t)) {
        operands.push(Number(t));
        continue;
      }
      if (/^[A-Za-z'"*]+$/.test(t)) {
        const args = operands.splice(0);
        switch (t) {
          case 'q':
            stack.push(ctm);
            break;
          case 'Q':
            ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
            break;
          case 'cm':
            if (args.length >= 6) ctm = multiply(args.slice(-6) as Matrix, ctm);
            break;
          case 'BT':
            tm = [1, 0, 0, 1, 0, 0];
            break;
          case 'Tm':
            if (args.length >= 6) tm = args.slice(-6) as Matrix;
            break;
          case 'Tf':
            size = args.at(-1) ?? 0;
            break;
          case 'Tj':
          case 'TJ':
          case "'":
          case '"':
            sizes.push(Math.abs(size) * scaleOf(multiply(tm, ctm)));
            break;
        }
      }
    }
  }
  return sizes;
}

/** Names of filled text fields (a non-empty /V) that have no appearance stream (/AP). */
export function filledFieldsWithoutAppearance(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  const missing: string[] = [];
  for (const m of text.matchAll(/\d+ 0 obj\s*<<([\s\S]*?)>>\s*endobj/g)) {
    const dict = m[1]!;
    if (!/\/FT \/Tx/.test(dict)) continue;
    const value = /\/V (\(\)|<>|<feff>|\(|<)/.exec(dict);
    if (!value || value[1] === '()' || value[1] === '<>' || value[1] === '<feff>') continue;
    if (!/\/AP\s*<</.test(dict) && !/\/AP \d+ 0 R/.test(dict))
      missing.push(/\/T \(([^)]*)\)/.exec(dict)?.[1] ?? '?');
  }
  return missing;
}

/** How many text fields the file has, and how many of them are filled. */
export function fieldCounts(bytes: Uint8Array): { fields: number; filled: number } {
  const text = Buffer.from(bytes).toString('latin1');
  let fields = 0;
  let filled = 0;
  for (const m of text.matchAll(/\d+ 0 obj\s*<<([\s\S]*?)>>\s*endobj/g)) {
    if (!/\/FT \/Tx/.test(m[1]!)) continue;
    fields++;
    if (/\/V (\([^)]|<(?!>|feff>))/.test(m[1]!)) filled++;
  }
  return { fields, filled };
}
