/**
 * The chronicle's typesetter: lines are justified to the frame (the last one left ragged),
 * words break only at hyphenation points (English patterns), notes keep every space as typed,
 * headings never end a page, and the saddle-stitch order holds for the booklet.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { paginate, paragraph, type Box, type Measure } from '../../src/print/chronicle/layout.ts';
import { hyphenParts } from '../../src/print/chronicle/hyphenate.ts';

/** Every character 5 points wide at any size: easy sums. */
const mono = { width: (text: string) => [...text].length * 5 } as unknown as Measure;
const style = { size: 10, leading: 14, justify: true, hyphenate: true };

/** A line's text, and its right edge with the justified spacing applied. */
function lineOf(b: Box): { text: string; right: number } {
  let text = '';
  let right = 0;
  for (const op of b.ops) {
    if (op.k !== 'text') continue;
    const words = op.text.split(' ');
    right = op.x + mono.width(op.text, 'body', 10) + (words.length - 1) * (op.spacing ?? 0);
    text += (text && !text.endsWith('-') ? ' ' : '') + op.text;
  }
  return { text, right };
}

describe('paragraphs', () => {
  const prose =
    'The wizard renewed the protective wards of the tower while the adventurers quarrelled about the treasure of the drowned monastery beyond the hills.';

  test('every line but the last reaches the right edge; the last stays ragged', () => {
    const lines = paragraph(mono, [{ text: prose, font: 'body' }], 200, style).map(lineOf);
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines.slice(0, -1)) expect(l.right).toBeCloseTo(200, 5);
    expect(lines[lines.length - 1]!.right).toBeLessThan(200);
  });

  test('words break only where English hyphenation allows, and nothing is lost', () => {
    const lines = paragraph(mono, [{ text: prose, font: 'body' }], 130, style).map(lineOf);
    const joined = lines
      .map((l) => l.text)
      .join(' ')
      .replace(/- /g, '-|');
    for (const broken of joined.match(/\S+-\|\S+/g) ?? []) {
      const [head, tail] = broken.split('-|') as [string, string];
      const word = (head.split(' ').pop()! + tail.split(' ')[0]!).replace(/[^\p{L}]/gu, '');
      const parts = hyphenParts(word);
      expect(parts.length, word).toBeGreaterThan(1);
    }
    expect(joined.replace(/-\|/g, '')).toBe(prose);
  });

  test('a note keeps its spaces and is never hyphenated', () => {
    const note = 'two  spaces   and <b>markup</b> **kept**';
    const lines = paragraph(mono, [{ text: note, font: 'body' }], 1000, {
      ...style,
      justify: false,
      hyphenate: false,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.ops).toMatchObject([{ k: 'text', text: note }]);
  });

  test('property: any text of words fits its lines, whatever the width', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,14}$/), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 80, max: 400 }),
        (words, width) => {
          const lines = paragraph(mono, [{ text: words.join(' '), font: 'body' }], width, style);
          for (const b of lines) expect(lineOf(b).right).toBeLessThanOrEqual(width + 1e-6);
        },
      ),
    );
  });
});

describe('pages', () => {
  test('a heading is never the last thing on a page', () => {
    const line = (): Box => ({ height: 10, ops: [] });
    const heading: Box = { height: 10, ops: [{ k: 'dest', name: 'h' }], keepWithNext: true };
    const boxes = [...Array.from({ length: 9 }, line), heading, line(), line()];
    const pages = paginate(boxes, { x: 0, y: 0, height: 100 });
    expect(pages).toHaveLength(2);
    expect(pages[1]!.ops).toContainEqual({ k: 'dest', name: 'h' });
  });
});
