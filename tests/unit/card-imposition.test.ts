/**
 * Card sheets' geometry: as many cards as fit inside the 5 mm border (and the 1 mm kept for
 * crop marks), in the better orientation; crop marks at both ends of every cut line; backs
 * turned where the flip would leave them upside down in the hand; back offsets kept inside
 * the border. The maximum is computed here independently, by trying every grid.
 */
import { describe, expect, test } from 'vitest';
import {
  BackOffsetError,
  backOffsetRoom,
  cropMarks,
  cutLines,
  DUPLEX_MODES,
  layoutFor,
  type Duplex,
  type Layout,
} from '../../src/print/cards/impose.ts';
import { readFileSync } from 'node:fs';
import { CARD_SIZES, expandCards, parseDeck } from '../../src/print/cards/schema.ts';
import { SHIPPED_DECKS } from '../../src/site/downloads.ts';
import { mm, PAPER, PAPER_IDS, type PaperId } from '../../src/print/paper.ts';

const SIZES = { ...CARD_SIZES, token: { width: 25, height: 25 } };
const noOffset = { x: 0, y: 0 };

/** The most cells that fit: every cols × rows tried in both orientations, 6 mm kept on each side. */
function mostThatFit(size: { width: number; height: number }, bleed: number, paper: PaperId) {
  const w = size.width + 2 * bleed;
  const h = size.height + 2 * bleed;
  const p = PAPER[paper];
  const [pw, ph] = [(p.width * 25.4) / 72, (p.height * 25.4) / 72];
  let best = 0;
  for (const [W, H] of [
    [pw, ph],
    [ph, pw],
  ] as const)
    for (let c = 1; c <= 20; c++)
      for (let r = 1; r <= 20; r++)
        if (c * w <= W - 12 + 1e-6 && r * h <= H - 12 + 1e-6) best = Math.max(best, c * r);
  return best;
}

const cases = Object.entries(SIZES).flatMap(([name, size]) =>
  [0, 3, 3.175].flatMap((bleed) => PAPER_IDS.map((paper) => [name, size, bleed, paper] as const)),
);

describe('cards per sheet', () => {
  test.each(cases)('%s cards, %i mm bleed, %s: the most that fit', (_n, size, bleed, paper) => {
    const l = layoutFor(size, { paper, bleed, duplex: 'long', backOffset: noOffset });
    expect(l.faces.length).toBe(mostThatFit(size, bleed, paper));
    // Every cell inside the 5 mm border.
    for (const f of l.faces) {
      expect(f.x).toBeGreaterThanOrEqual(mm(5) - 1e-6);
      expect(f.y).toBeGreaterThanOrEqual(mm(5) - 1e-6);
      expect(f.x + l.cellWidth).toBeLessThanOrEqual(l.pageWidth - mm(5) + 1e-6);
      expect(f.y + l.cellHeight).toBeLessThanOrEqual(l.pageHeight - mm(5) + 1e-6);
    }
  });

  test('the figures from the issue: bridge on Letter 9; poker with 3 mm bleed 8 on A4, 6 on Letter', () => {
    const count = (size: { width: number; height: number }, bleed: number, paper: PaperId) =>
      layoutFor(size, { paper, bleed, duplex: 'long', backOffset: noOffset }).faces.length;
    expect(count(CARD_SIZES.bridge, 0, 'letter')).toBe(9);
    expect(count(CARD_SIZES.poker, 3, 'a4')).toBe(8);
    expect(count(CARD_SIZES.poker, 3, 'letter')).toBe(6);
  });

  test('gutter fold: 4 poker cards on a landscape sheet, backs mirrored across the vertical fold', () => {
    for (const paper of PAPER_IDS) {
      const l = layoutFor(CARD_SIZES.poker, {
        paper,
        bleed: 0,
        duplex: 'gutter-fold',
        backOffset: noOffset,
      });
      expect([l.landscape, l.faces.length]).toEqual([true, 4]);
      l.faces.forEach((f, i) => {
        const b = l.backs[i]!;
        expect(f.x + l.cellWidth).toBeLessThan(l.foldX!);
        expect(b.x).toBeGreaterThan(l.foldX!);
        expect((f.x + b.x + l.cellWidth) / 2).toBeCloseTo(l.foldX!, 6);
        expect(b.y).toBeCloseTo(f.y, 6);
      });
    }
  });
});

/**
 * The most cells that fit in one duplex mode, by trying every grid: the modes printed on both
 * sides (or one) use the whole page in either orientation; fold mode the top half of a portrait
 * page and gutter fold the left half of a page in either orientation, each 3 mm clear of the fold.
 */
function mostThatFitIn(
  size: { width: number; height: number },
  bleed: number,
  paper: PaperId,
  duplex: Duplex,
) {
  const w = size.width + 2 * bleed;
  const h = size.height + 2 * bleed;
  const p = PAPER[paper];
  const [short, long] = [(p.width * 25.4) / 72, (p.height * 25.4) / 72];
  const rooms: [number, number][] =
    duplex === 'fold'
      ? [[short - 12, long / 2 - 3 - 6]]
      : duplex === 'gutter-fold'
        ? [
            [long / 2 - 3 - 6, short - 12],
            [short / 2 - 3 - 6, long - 12],
          ]
        : [
            [short - 12, long - 12],
            [long - 12, short - 12],
          ];
  let best = 0;
  for (const [W, H] of rooms)
    for (let c = 1; c <= 20; c++)
      for (let r = 1; r <= 20; r++)
        if (c * w <= W + 1e-6 && r * h <= H + 1e-6) best = Math.max(best, c * r);
  return best;
}

describe('gutter fold takes the orientation that holds more', () => {
  test('tarot on A4: two upright (one per landscape sheet before); poker stays landscape', () => {
    const tarot = layoutFor(SIZES.tarot, {
      paper: 'a4',
      bleed: 0,
      duplex: 'gutter-fold',
      backOffset: noOffset,
    });
    expect([tarot.landscape, tarot.faces.length, tarot.backs.length]).toEqual([false, 2, 2]);
    // The backs mirror the faces across the fold down the middle of the upright page.
    expect(tarot.foldX).toBeCloseTo(tarot.pageWidth / 2, 6);
    for (const [i, face] of tarot.faces.entries())
      expect(tarot.backs[i]!.x + tarot.cellWidth - tarot.foldX!).toBeCloseTo(
        tarot.foldX! - face.x,
        6,
      );
    const poker = layoutFor(SIZES.poker, {
      paper: 'a4',
      bleed: 0,
      duplex: 'gutter-fold',
      backOffset: noOffset,
    });
    expect([poker.landscape, poker.faces.length]).toEqual([true, 4]);
  });
});

describe('cards per sheet in every duplex mode', () => {
  test.each(
    cases.flatMap(([name, size, bleed, paper]) =>
      DUPLEX_MODES.map((duplex) => [name, bleed, paper, duplex, size] as const),
    ),
  )('%s cards, %s mm bleed, %s, %s: the most that fit', (_n, bleed, paper, duplex, size) => {
    const most = mostThatFitIn(size, bleed, paper, duplex);
    const layout = () => layoutFor(size, { paper, bleed, duplex, backOffset: noOffset });
    if (most === 0) {
      expect(layout).toThrow(RangeError);
      return;
    }
    const l = layout();
    expect(l.faces.length).toBe(most);
    // A back for every face in the modes with backs, none otherwise.
    expect(l.backs.length).toBe(duplex === 'none' ? 0 : most);
  });
});

const layouts: [string, Layout][] = cases.flatMap(([name, size, bleed, paper]) =>
  DUPLEX_MODES.flatMap((duplex): [string, Layout][] => {
    try {
      return [
        [
          `${name} ${bleed} ${paper} ${duplex}`,
          layoutFor(size, { paper, bleed, duplex, backOffset: noOffset }),
        ],
      ];
    } catch {
      return []; // a tarot card does not fit a fold half
    }
  }),
);

describe('crop marks', () => {
  test.each(layouts)(
    '%s: a mark at both ends of every cut line, outside the grid and the border',
    (_l, l) => {
      const { marks } = cropMarks(l);
      const { xs, ys } = cutLines(l);
      expect(xs.length).toBeGreaterThanOrEqual(2 * 1);
      for (const x of xs) {
        const at = marks.filter((m) => Math.abs(m.x1 - x) < 0.01 && Math.abs(m.x2 - x) < 0.01);
        expect(at.some((m) => Math.max(m.y1, m.y2) <= l.grid.top + 0.01)).toBe(true);
        expect(at.some((m) => Math.min(m.y1, m.y2) >= l.grid.bottom - 0.01)).toBe(true);
      }
      for (const y of ys) {
        const at = marks.filter((m) => Math.abs(m.y1 - y) < 0.01 && Math.abs(m.y2 - y) < 0.01);
        expect(at.some((m) => Math.max(m.x1, m.x2) <= l.grid.left + 0.01)).toBe(true);
        expect(at.some((m) => Math.min(m.x1, m.x2) >= l.grid.right - 0.01)).toBe(true);
      }
      for (const m of marks) {
        expect(Math.hypot(m.x2 - m.x1, m.y2 - m.y1)).toBeGreaterThanOrEqual(mm(0.6) - 0.01);
        for (const [x, y] of [
          [m.x1, m.y1],
          [m.x2, m.y2],
        ]) {
          expect(Math.min(x!, y!, l.pageWidth - x!, l.pageHeight - y!)).toBeGreaterThanOrEqual(
            mm(5) - 0.01,
          );
        }
      }
    },
  );

  test('the shipped layouts all have room for the page note', () => {
    for (const paper of PAPER_IDS)
      for (const duplex of DUPLEX_MODES)
        for (const bleed of [0, 3])
          expect(
            cropMarks(layoutFor(CARD_SIZES.poker, { paper, bleed, duplex, backOffset: noOffset }))
              .note,
          ).not.toBeNull();
  });
});

describe('backs', () => {
  const options = { paper: 'a4' as const, bleed: 0, backOffset: noOffset };
  test('short-edge backs are turned 180°, long-edge backs are not (portrait); landscape swaps them', () => {
    const turned = (duplex: Duplex, bleed = 0) =>
      layoutFor(CARD_SIZES.poker, { ...options, bleed, duplex }).backs.every((b) => b.rotate);
    expect(turned('short')).toBe(true);
    expect(turned('long')).toBe(false);
    // With 3 mm bleed the A4 sheet is landscape: its long edge is the top, so a long-edge flip turns the card.
    expect(turned('long', 3)).toBe(true);
    expect(turned('short', 3)).toBe(false);
  });

  test('an offset that would break the 5 mm border is refused, naming the largest that fits', () => {
    const at = (x: number, y: number) => () =>
      layoutFor(CARD_SIZES.poker, {
        ...options,
        paper: 'letter',
        duplex: 'long',
        backOffset: { x, y },
      });
    expect(at(9, 9)).toThrow(BackOffsetError);
    let message = '';
    try {
      at(9, 9)();
    } catch (e) {
      message = (e as Error).message;
    }
    const m = /X from (-[\d.]+) to ([\d.]+), Y from (-[\d.]+) to ([\d.]+) \(mm\)/.exec(message);
    expect(m).not.toBeNull();
    const [left, right, up, down] = m!.slice(1).map(Number) as [number, number, number, number];
    // The named limits fit; a tenth of a millimetre more does not.
    for (const [x, y] of [
      [left, up],
      [right, down],
    ] as const) {
      expect(at(x, y)).not.toThrow();
    }
    expect(at(right + 0.1, 0)).toThrow(BackOffsetError);
    expect(at(0, up - 0.1)).toThrow(BackOffsetError);
    expect(backOffsetRoom(layoutFor(CARD_SIZES.poker, { ...options, duplex: 'none' })).left).toBe(
      Infinity,
    );
  });
});

describe('shipped decks on full sheets', () => {
  test('every shipped deck ends on a full sheet or has a blank card to fill it with (the quest card and the map spot with no fields)', () => {
    const ends: string[] = [];
    for (const d of SHIPPED_DECKS) {
      const deck = parseDeck(readFileSync(d.file, 'utf8'), d.file);
      const cards = expandCards(deck).length;
      for (const paper of PAPER_IDS)
        for (const duplex of d.modes) {
          const perSheet = layoutFor(deck.size, { paper, bleed: 0, duplex, backOffset: noOffset })
            .faces.length;
          if (cards % perSheet !== 0 && !deck.blank)
            ends.push(`${d.slug} ${paper} ${duplex}: ${cards} cards, ${perSheet} a sheet`);
        }
    }
    expect(ends).toEqual([]);
    const blank = (file: string) => parseDeck(readFileSync(file, 'utf8'), file).blank;
    expect(blank('content/cards/wizards-tower-quest.yaml')).toMatchObject({
      template: 'wt-quest',
      fields: {},
    });
    expect(blank('content/cards/tower-wizwar-play-map.yaml')).toMatchObject({
      template: 'tw-spot',
      fields: {},
    });
  });

  test('the tokens are one full A4 sheet as they are', () => {
    const file = 'content/cards/tower-wizwar-tokens.yaml';
    const deck = parseDeck(readFileSync(file, 'utf8'), file);
    const a4 = layoutFor(deck.size, {
      paper: 'a4',
      bleed: 0,
      duplex: 'none',
      backOffset: noOffset,
    });
    expect(expandCards(deck).length).toBe(a4.faces.length);
    expect(deck.blank?.fields).toEqual({ kind: 'blank' });
  });
});
