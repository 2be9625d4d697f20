/**
 * Print quality of every PDF kind, as a print-and-play maker checks it before game night: in both
 * papers and every card layout mode, nothing is drawn within 5 mm of a page edge (rendered with
 * mupdf at 36 dpi), every font is embedded, no text is set below 6 pt, and every filled form
 * field carries its own appearance.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderDeckPdf, singleSided } from '../../src/print/cards/deck-pdf.ts';
import {
  cropMarks,
  cutLines,
  DUPLEX_MODES,
  layoutFor,
  type Duplex,
  type Layout,
} from '../../src/print/cards/impose.ts';
import { CARD_SIZES, parseDeck, type Deck } from '../../src/print/cards/schema.ts';
import type { CardImage } from '../../src/print/cards/images.ts';
import { templateGuides } from '../../src/print/cards/template-guide.ts';
import type { TemplateSize } from '../../src/print/cards/templates/index.ts';
import { loadDeckImages } from '../../generators/cards/deck-images.ts';
import { csvReaderFor } from '../../generators/cards/csv-file.ts';
import { renderTowerMaps } from '../../src/print/maps/tower-map-pdf.ts';
import { SHIPPED_DECKS } from '../../src/site/downloads.ts';
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
import { renderGrey } from '../support/pdf.ts';

type Size = { width: number; height: number };

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
 * Card sheets. What the checks depend on splits in two: where things go (card size × bleed ×
 * paper × duplex mode, the test page, the page note and the crop marks) and what is drawn in
 * the cards (each template, pictures, CSV cards, the ink saver). So the layouts are checked
 * in full on small decks, and the decks in the modes they are printed in:
 * - every card size (the four names and the tokens' 25 × 25 mm) × bleed × paper × duplex mode,
 *   with the test page and the first sheet full, the cards being each template's example
 *   (from `cards --templates`) at the sizes it is made for, taken in turn so every template
 *   prints at every one of its sizes; on these, the crop marks are also looked for on the page;
 * - the two example decks (examples/csv-deck from a spreadsheet, examples/illustrated-deck with
 *   pictures) in every duplex mode × bleed × paper, and with the extras (cut lines, ink saver,
 *   blanks filling the last sheet, a back offset);
 * - each shipped deck in the modes the site offers it in, both bleeds and papers, and once
 *   with the extras.
 */
interface CardMode {
  bleed: number;
  duplex: Duplex;
  testPage?: boolean;
  cutLines?: boolean;
  inkSaver?: boolean;
  fillBlanks?: boolean;
  backOffset?: { x: number; y: number };
}
const BLEEDS = [0, 3] as const;
/** Every duplex mode × bleed × paper the CLI offers. */
const EVERY_LAYOUT = DUPLEX_MODES.flatMap((duplex) =>
  BLEEDS.flatMap((bleed) => PAPER_IDS.map((paper) => ({ paper, bleed, duplex }))),
);
const modeLabel = (paper: PaperId, m: CardMode) =>
  [
    paper,
    `${m.bleed} mm bleed`,
    m.duplex,
    ...(m.testPage ? ['test page'] : []),
    ...(m.cutLines ? ['cut lines'] : []),
    ...(m.inkSaver ? ['ink saver'] : []),
    ...(m.fillBlanks ? ['filled with blanks'] : []),
    ...(m.backOffset ? [`offset ${m.backOffset.x},${m.backOffset.y}`] : []),
  ].join(', ');

const cardMaker =
  (deck: Deck, paper: PaperId, m: CardMode, images?: ReadonlyMap<string, CardImage>): Maker =>
  () =>
    renderDeckPdf(PDFDocument, fonts, deck, { paper, backOffset: { x: 0, y: 0 }, ...m, images });

/** A deck file and the pictures it names, read as the CLI reads them. */
async function loadDeck(file: string) {
  const deck = parseDeck(readFileSync(file, 'utf8'), file, { readCsv: csvReaderFor(file) });
  const { images, problems } = await loadDeckImages(deck);
  if (problems.length) throw new Error(problems.join('\n'));
  return { deck, images };
}

/** The page of the first card faces: after the test page (and its back in the duplex modes). */
const firstFacePage = (m: CardMode) =>
  1 + (m.testPage ? (m.duplex === 'long' || m.duplex === 'short' ? 2 : 1) : 0);

/** Crop marks with no ink under them on the first sheet of faces (rendered at 150 dpi). */
function missingCropMarks(bytes: Uint8Array, layout: Layout, page: number): string[] {
  const dpi = 150;
  const s = dpi / 72;
  const [grey] = renderGrey(bytes, dpi, [page]);
  const { width, pixels } = grey!;
  const dark = (x: number, y: number) => {
    const [px, py] = [Math.round(x * s), Math.round(y * s)];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) if (pixels[(py + dy) * width + px + dx]! < 160) return true;
    return false;
  };
  const { marks } = cropMarks(layout);
  const { xs, ys } = cutLines(layout);
  const problems =
    marks.length === 2 * (xs.length + ys.length)
      ? []
      : [`${marks.length} crop marks for ${xs.length + ys.length} cut lines`];
  for (const m of marks)
    if (!dark((m.x1 + m.x2) / 2, (m.y1 + m.y2) / 2))
      problems.push(`page ${page}: no crop mark drawn at (${m.x1.toFixed(1)}, ${m.y1.toFixed(1)})`);
  return problems;
}

const SIZES: [string, Size][] = [
  ...Object.entries(CARD_SIZES),
  ['token', { width: 25, height: 25 }],
];
const sizeOf = (s: TemplateSize): Size =>
  typeof s === 'string' ? CARD_SIZES[s as keyof typeof CARD_SIZES] : s;
const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;

const guides = templateGuides(fonts);
const layoutChecks: [string, () => Promise<string[]>][] = SIZES.flatMap(([sizeName, size]) => {
  const made = guides.filter((g) => g.sizes.some((s) => sameSize(sizeOf(s), size)));
  const rows: [string, () => Promise<string[]>][] = [];
  let turn = 0;
  for (const { paper, ...layoutMode } of EVERY_LAYOUT) {
    const guide = made[turn % made.length]!;
    const example = parseDeck(guide.example, `${guide.name}-example.yaml`);
    // A deck with no backs prints faces only whatever the mode: one duplex mode is enough.
    if (singleSided(example) && layoutMode.duplex !== 'none') continue;
    const mode: CardMode = { ...layoutMode, testPage: true };
    let layout: Layout;
    try {
      layout = layoutFor(size, { paper, ...mode, backOffset: { x: 0, y: 0 } });
    } catch {
      continue; // a tarot card does not fit a fold half
    }
    turn++;
    // The first sheet full, so every slot is drawn.
    const deck: Deck = {
      ...example,
      size,
      cards: [{ ...example.cards[0]!, count: layout.faces.length }],
    };
    rows.push([
      `${sizeName} cards (${guide.name}), ${modeLabel(paper, mode)}`,
      async () => {
        const bytes = await cardMaker(deck, paper, mode)();
        return [
          ...(await problems(bytes)),
          ...missingCropMarks(bytes, layout, firstFacePage(mode)),
        ];
      },
    ]);
  }
  return rows;
});

/** Cut lines, the ink saver and blanks to fill the last sheet together, and a back offset. */
const extras = (deck: Deck): CardMode[] => [
  { bleed: 3, duplex: 'short', cutLines: true, inkSaver: true, fillBlanks: Boolean(deck.blank) },
  { bleed: 0, duplex: 'long', testPage: true, backOffset: { x: 1, y: -1 } },
];

const EXAMPLE_DECKS = ['examples/csv-deck/spells.yaml', 'examples/illustrated-deck/deck.yaml'];
const exampleDecks: [string, Maker][] = (
  await Promise.all(
    EXAMPLE_DECKS.map(async (file) => {
      const { deck, images } = await loadDeck(file);
      const modes: [PaperId, CardMode][] = [
        ...EVERY_LAYOUT.map(({ paper, ...m }): [PaperId, CardMode] => [
          paper,
          { ...m, testPage: true },
        ]),
        ...PAPER_IDS.flatMap((paper) => extras(deck).map((m): [PaperId, CardMode] => [paper, m])),
      ];
      return modes.map(([paper, m]): [string, Maker] => [
        `${file}, ${modeLabel(paper, m)}`,
        cardMaker(deck, paper, m, images),
      ]);
    }),
  )
).flat();

const shippedDecks: [string, Maker][] = SHIPPED_DECKS.flatMap((d) => {
  const deck = parseDeck(readFileSync(d.file, 'utf8'), d.file);
  const modes: CardMode[] = [
    ...d.modes.flatMap((duplex) =>
      BLEEDS.map((bleed): CardMode => ({ bleed, duplex, testPage: true })),
    ),
    ...extras(deck).slice(0, 1),
  ];
  return PAPER_IDS.flatMap((paper) =>
    modes.map((m): [string, Maker] => [
      `${d.slug}, ${modeLabel(paper, m)}`,
      cardMaker(deck, paper, m),
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
  test.each([...sheets, ...maps, ...exampleDecks, ...shippedDecks, ...rulebooks, ...kits])(
    '%s',
    async (_label, make) => {
      expect(await problems(await make())).toEqual([]);
    },
    60_000,
  );

  test.each(layoutChecks)(
    '%s',
    async (_label, check) => expect(await check()).toEqual([]),
    120_000,
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
