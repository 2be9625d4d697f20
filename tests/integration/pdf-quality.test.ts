/**
 * Print quality of every PDF kind, as a print-and-play maker checks it before game night: in both
 * papers and every card layout mode, nothing is drawn within 5 mm of a page edge (rendered with
 * mupdf at 36 dpi), every font is embedded, no text is set below 6 pt, and every filled form
 * field carries its own appearance.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderDeckPdf } from '../../src/print/cards/deck-pdf.ts';
import type { Duplex } from '../../src/print/cards/impose.ts';
import { parseDeck } from '../../src/print/cards/schema.ts';
import { renderTowerMaps } from '../../src/print/maps/tower-map-pdf.ts';
import { SHIPPED_DECKS } from '../../src/lib/downloads.ts';
import { loadFonts } from '../../generators/pdf/fonts-node.ts';
import { PAPER_IDS, type PaperId } from '../../src/print/paper.ts';
import { PDFDocument } from '../../generators/pdf/pdfkit-node.ts';
import { renderFigureRoster, renderFigureSheet } from '../../src/print/sheets/figure-sheet.ts';
import { renderHeistScorepad } from '../../src/print/sheets/heist-scorepad.ts';
import { renderWizardSheet } from '../../src/print/sheets/wizard-sheet.ts';
import { RULEBOOK_GAMES } from '../../generators/rulebook/games.ts';
import { renderRulebook } from '../../generators/rulebook/index.ts';
import { renderKit } from '../../generators/kits/kit.ts';
import { KIT_GAMES } from '../../generators/kits/sources.ts';
import { generateLayout, generateLayouts } from '../../src/games/solo-tower-hack/layout.ts';
import { EXAMPLE_BUILD } from '../../src/games/wizards-tower/wizard-build.ts';
import {
  fieldCounts,
  filledFieldsWithoutAppearance,
  fontsNotEmbedded,
  inkNearEdge,
  textSizes,
} from '../support/pdf-probe.ts';

const fonts = loadFonts();
const MIN_TEXT = 6;

/** Every check on one PDF; an empty list means it passes. */
async function problems(bytes: Uint8Array): Promise<string[]> {
  const small = (await textSizes(bytes)).filter((s) => s < MIN_TEXT - 0.01);
  return [
    ...inkNearEdge(bytes),
    ...(await fontsNotEmbedded(bytes)).map((f) => `font not embedded: ${f}`),
    ...(small.length
      ? [
          `${small.length} text runs below ${MIN_TEXT} pt (smallest ${Math.min(...small).toFixed(2)} pt)`,
        ]
      : []),
    ...(await filledFieldsWithoutAppearance(bytes)).map(
      (f) => `filled field without an appearance: ${f}`,
    ),
  ];
}

const wizard = { ...EXAMPLE_BUILD, name: 'Morwen the Grey', allyNames: ['Brakk', 'Sela'] };
const figure = { name: 'Yzor', st: 10, dx: 12, iq: 10 };

type Maker = () => Promise<Uint8Array>;
const sheets: [string, Maker][] = PAPER_IDS.flatMap((paper): [string, Maker][] =>
  (['fillable', 'flat'] as const).flatMap((mode): [string, Maker][] => {
    const o = { paper, mode };
    return [
      [
        `wizard sheet, blank, ${paper}, ${mode}`,
        () => renderWizardSheet(PDFDocument, fonts, null, o),
      ],
      [
        `wizard sheet, filled, ${paper}, ${mode}`,
        () => renderWizardSheet(PDFDocument, fonts, wizard, o),
      ],
      [
        `figure sheet, filled, ${paper}, ${mode}`,
        () => renderFigureSheet(PDFDocument, fonts, figure, o),
      ],
      [
        `figure roster, 5 figures, ${paper}, ${mode}`,
        () => renderFigureRoster(PDFDocument, fonts, [figure, figure, null, figure, figure], o),
      ],
      [
        `Heist score pad, ${paper}, ${mode}`,
        () => renderHeistScorepad(PDFDocument, fonts, ['Ann', 'Bob', 'Cy'], o),
      ],
    ];
  }),
);
// The ink saver leaves fills out and changes colour spaces: the same checks hold.
sheets.push(
  ...PAPER_IDS.flatMap((paper): [string, Maker][] => [
    [
      `wizard sheet, filled, ${paper}, flat, ink saver`,
      () => renderWizardSheet(PDFDocument, fonts, wizard, { paper, mode: 'flat', inkSaver: true }),
    ],
    [
      `Heist score pad, ${paper}, fillable, ink saver`,
      () =>
        renderHeistScorepad(PDFDocument, fonts, ['Ann', 'Bob', 'Cy'], {
          paper,
          mode: 'fillable',
          inkSaver: true,
        }),
    ],
  ]),
);

const maps: [string, Maker][] = PAPER_IDS.flatMap((paper): [string, Maker][] => [
  [
    `map 1-up, ${paper}`,
    () =>
      renderTowerMaps(PDFDocument, fonts, [generateLayout('quality')], {
        paper,
        perPage: 1,
        siteRoot: 'https://example.org/tower-press/',
      }),
  ],
  [
    `maps 2-up, ${paper}`,
    () =>
      renderTowerMaps(PDFDocument, fonts, generateLayouts('quality', 2), {
        paper,
        perPage: 2,
        siteRoot: 'https://example.org/tower-press/',
      }),
  ],
]);

/**
 * Card layout modes: plain (duplex long), bleed (landscape on A4), short-edge duplex, fold,
 * gutter fold, faces only, and the extras (cut lines, ink saver, test page with an offset).
 */
const MODES: {
  label: string;
  bleed: number;
  duplex: Duplex;
  testPage?: boolean;
  cutLines?: boolean;
  inkSaver?: boolean;
  backOffset?: { x: number; y: number };
}[] = [
  { label: 'plain', bleed: 0, duplex: 'long', testPage: true },
  { label: 'bleed', bleed: 3, duplex: 'long', testPage: true },
  { label: 'duplex short', bleed: 0, duplex: 'short', testPage: true },
  { label: 'fold', bleed: 0, duplex: 'fold', testPage: true },
  { label: 'gutter fold', bleed: 0, duplex: 'gutter-fold', testPage: true },
  { label: 'faces only', bleed: 0, duplex: 'none' },
  { label: 'cut lines, ink saver', bleed: 3, duplex: 'short', cutLines: true, inkSaver: true },
  { label: 'offset 1,-1', bleed: 0, duplex: 'long', testPage: true, backOffset: { x: 1, y: -1 } },
];
const decks: [string, Maker][] = SHIPPED_DECKS.flatMap((d) => {
  const deck = parseDeck(readFileSync(d.file, 'utf8'), d.file);
  return PAPER_IDS.flatMap((paper: PaperId) =>
    MODES.map(({ label, ...mode }): [string, Maker] => [
      `${d.slug}, ${paper}, ${label}`,
      () => renderDeckPdf(PDFDocument, fonts, deck, { paper, backOffset: { x: 0, y: 0 }, ...mode }),
    ]),
  );
});

/** Every rulebook the site offers: each game, both papers, book and booklet (with site links). */
const rulebooks: [string, Maker][] = RULEBOOK_GAMES.flatMap((game) =>
  PAPER_IDS.flatMap((paper): [string, Maker][] =>
    [false, true].map((booklet): [string, Maker] => [
      `${game} ${booklet ? 'booklet' : 'rulebook'}, ${paper}`,
      () => renderRulebook(game, { paper, booklet, siteUrl: 'https://example.org/tower-press/' }),
    ]),
  ),
);

/** Every print-and-play kit: each game on both papers, as the site builds them. */
const kits: [string, Maker][] = KIT_GAMES.flatMap((game) =>
  PAPER_IDS.map((paper): [string, Maker] => [
    `${game} kit, ${paper}`,
    async () =>
      (await renderKit(game, { paper, siteRoot: 'https://example.org/tower-press/' })).bytes,
  ]),
);

describe('print quality of every PDF kind', () => {
  test.each([...sheets, ...maps, ...decks, ...rulebooks, ...kits])(
    '%s',
    async (_label, make) => {
      expect(await problems(await make())).toEqual([]);
    },
    60_000,
  );

  test('filled sheets have filled fields, each with its own appearance', async () => {
    const bytes = await renderWizardSheet(PDFDocument, fonts, wizard, {
      paper: 'a4',
      mode: 'fillable',
    });
    const { fields, filled } = await fieldCounts(bytes);
    expect(fields).toBeGreaterThan(100);
    expect(filled).toBeGreaterThan(10);
    expect(await filledFieldsWithoutAppearance(bytes)).toEqual([]);
  });
});
