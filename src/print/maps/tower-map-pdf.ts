/**
 * Printable Solo Tower Hack maps: the grid with its stairs and their rolls, Start and End,
 * the Damage track, the XP grid, a potion tally and the level tables, with the seed and a
 * link back to the tower on the site. Each map is drawn on a fixed design canvas and
 * scaled to fit: one per portrait page, or two side by side on a landscape page.
 * No Node imports: the site runs this same code in the browser.
 */
import type { TowerLayout } from '../../games/solo-tower-hack/layout.ts';
import {
  COLUMN_COUNT,
  DAMAGE_LIMIT,
  END_LEVEL,
  LEVEL_COUNT,
  MAX_FIGHTING_BONUS,
  XP_BOXES,
  XP_PER_BONUS,
  describeRoom,
  levelTable,
} from '../../games/solo-tower-hack/levels.ts';
import { publicUrl } from '../../site/site.ts';
import { fontMetrics } from '../font-merge.ts';
import { doesNotFit, fitText, LINE_PITCH, TextDoesNotFit, type Fitted } from '../text-fit.ts';
import { collectPdf, createDocument, type Dated } from '../document.ts';
import { registerFonts, withDrawable, type FontSet } from '../fonts.ts';
import { mm, PAPER, SAFE_MARGIN, type PaperId } from '../paper.ts';
import type { PdfDocument, PdfDocumentConstructor } from '../types.ts';

export interface MapOptions extends Dated {
  paper: PaperId;
  perPage: 1 | 2;
  /**
   * The site's public home ("https://games.example.org/tower-press/") that the printed link
   * points under; without one the map prints its seed and version but no web address.
   */
  siteRoot: string | undefined;
  /** The batch number of the first layout (map i of a seed), for the printed link. */
  firstMap?: number;
  /** Told after each map is drawn, for a progress line. */
  progress?: (mapsDone: number) => void;
}

/** The design canvas: half of a landscape A4 page inside the margins. */
const W = 392;
const H = 538;
const INK = '#000000';
const GREY = '#555555';
/**
 * The smallest type on the canvas. Two maps side by side on Letter are drawn at 0.90 of the
 * canvas (A4: 0.97), so 6.7 pt here prints at 6 pt or more on every page.
 */
const SMALL = 6.7;

// Grid geometry on the canvas.
const GRID_X = 22;
const CELL_W = 30;
const CELL_H = 26;
const GAP = 12.5;
const BOX_H = 22;
const GRID_TOP = 30;
const gridW = COLUMN_COUNT * CELL_W;
const rowY = (level: number) => GRID_TOP + BOX_H + GAP + (LEVEL_COUNT - level) * (CELL_H + GAP);
const colX = (column: number) => GRID_X + (column - 1) * CELL_W;
const START_Y = rowY(1) + CELL_H + GAP;

/**
 * `text` fitted to a box on the canvas (never below SMALL, which prints at 6 pt or more on every
 * page; a seed or web address may break anywhere), or TextDoesNotFit naming it.
 */
function fitOnMap(
  fonts: FontSet,
  what: string,
  text: string,
  size: number,
  width: number,
  height: number,
): Fitted {
  const fitted = fitText(fontMetrics(fonts.body), text, size, width, height, {
    min: SMALL,
    breakWords: true,
  });
  if (!fitted) throw new TextDoesNotFit(doesNotFit(what, text, width, 6));
  return fitted;
}

/** Draws fitted lines from `top` down, each placed by `align` in the box from x to x + width. */
function drawLines(
  doc: PdfDocument,
  fonts: FontSet,
  fitted: Fitted,
  x: number,
  top: number,
  width: number,
  align: 'left' | 'right',
  link?: string,
): void {
  doc.fontSize(fitted.size);
  fitted.lines.forEach((line, i) => {
    const w = fontMetrics(fonts.body).width(line, fitted.size);
    // No width given: pdfkit then never cuts the line (it was measured to fit).
    doc.text(line, align === 'left' ? x : x + width - w, top + i * fitted.size * LINE_PITCH, {
      lineBreak: false,
      ...(link && { link }),
    });
  });
}

/** The link printed under a map: the same tower on the site (undefined when the site has no address). */
export function towerLink(
  siteRoot: string | undefined,
  layout: TowerLayout,
  map: number,
): string | undefined {
  const rolls = layout.seed.startsWith('dice ') ? layout.seed.slice(5) : null;
  const params = new URLSearchParams(rolls ? { rolls } : { seed: layout.seed });
  if (!rolls && map > 0) params.set('map', String(map));
  params.set('v', String(layout.version));
  return publicUrl(siteRoot, `/solo-tower-hack/tower/?${params}`);
}

function drawGrid(doc: PdfDocument, layout: TowerLayout): void {
  doc.lineWidth(1).strokeColor(INK);
  // End and Start rooms span the whole width: any room of Level 10 opens on the End, any room of Level 1 on the Start.
  doc.roundedRect(GRID_X, GRID_TOP, gridW, BOX_H, 4).stroke();
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text('END  ·  BBEG 1d6+10', GRID_X, GRID_TOP + 7, {
      width: gridW,
      align: 'center',
      lineBreak: false,
    });
  doc.roundedRect(GRID_X, START_Y, gridW, BOX_H, 4).stroke();
  doc.text('START', GRID_X, START_Y + 7, { width: gridW, align: 'center', lineBreak: false });

  doc.lineWidth(0.4).strokeColor(GREY).dash(1.5, { space: 2 });
  for (let c = 1; c <= COLUMN_COUNT; c++) {
    const x = colX(c) + CELL_W / 2;
    doc
      .moveTo(x, GRID_TOP + BOX_H)
      .lineTo(x, rowY(LEVEL_COUNT))
      .stroke();
    doc
      .moveTo(x, rowY(1) + CELL_H)
      .lineTo(x, START_Y)
      .stroke();
  }
  doc.undash();

  doc.lineWidth(0.8).strokeColor(INK);
  for (let level = 1; level <= LEVEL_COUNT; level++) {
    for (let c = 1; c <= COLUMN_COUNT; c++) doc.rect(colX(c), rowY(level), CELL_W, CELL_H).stroke();
    doc
      .font('bold')
      .fontSize(7.5)
      .fillColor(INK)
      .text(`L${level}`, 2, rowY(level) + CELL_H / 2 - 3, {
        width: GRID_X - 5,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.font('body').fontSize(SMALL).fillColor(GREY);
  for (let c = 1; c <= COLUMN_COUNT; c++) {
    doc.text(String(c), colX(c) + CELL_W / 2 + 2, rowY(1) + CELL_H + 1, {
      width: 8,
      lineBreak: false,
    });
  }

  // Stairs as ladders in the gap above each level, with the roll that placed them.
  for (const { level, stairsUp, roll } of layout.levels) {
    const top = rowY(level + 1) + CELL_H;
    const bottom = rowY(level);
    doc.lineWidth(1).strokeColor(INK);
    for (const c of stairsUp) {
      const x = colX(c) + CELL_W / 2;
      doc
        .moveTo(x - 4, top)
        .lineTo(x - 4, bottom)
        .moveTo(x + 4, top)
        .lineTo(x + 4, bottom)
        .stroke();
      doc.lineWidth(0.7);
      for (let y = top + 3; y < bottom - 1; y += 3)
        doc
          .moveTo(x - 4, y)
          .lineTo(x + 4, y)
          .stroke();
      doc.lineWidth(1);
    }
    doc
      .font('body')
      .fontSize(7)
      .fillColor(INK)
      .text(`${roll[0]} & ${roll[1]}`, GRID_X + gridW + 4, top + GAP / 2 - 4, { lineBreak: false });
  }
  doc
    .font('body')
    .fontSize(SMALL)
    .fillColor(GREY)
    .text('stairs', GRID_X + gridW + 3, GRID_TOP + BOX_H - 1, { lineBreak: false });
  doc.text('roll', GRID_X + gridW + 3, GRID_TOP + BOX_H + 6, { lineBreak: false });
}

function drawBoxes(
  doc: PdfDocument,
  x: number,
  y: number,
  count: number,
  size: number,
  marked?: (i: number) => string | null,
): void {
  for (let i = 0; i < count; i++) {
    const bx = x + (i % 10) * size;
    const by = y + Math.floor(i / 10) * (size + (marked ? 8 : 2));
    const label = marked?.(i) ?? null;
    doc
      .lineWidth(label ? 1.6 : 0.7)
      .strokeColor(INK)
      .rect(bx, by, size - 2, size - 2)
      .stroke();
    if (label)
      doc
        .font('body')
        .fontSize(SMALL)
        .fillColor(INK)
        .text(label, bx - 3, by + size - 3, { width: size + 4, align: 'center', lineBreak: false });
  }
}

const SIDE_X = 248;
const SIDE_W = W - SIDE_X;

function heading(doc: PdfDocument, text: string, y: number): void {
  doc.font('bold').fontSize(8).fillColor(INK).text(text, SIDE_X, y, { lineBreak: false });
}

function drawTracks(doc: PdfDocument): number {
  let y = GRID_TOP;
  heading(doc, `DAMAGE (${DAMAGE_LIMIT} ends the run)`, y);
  drawBoxes(doc, SIDE_X, y + 11, DAMAGE_LIMIT, 14);
  y += 11 + 2 * 16 + 6;
  heading(doc, `XP (+1 per ${XP_PER_BONUS}, up to +${MAX_FIGHTING_BONUS})`, y);
  drawBoxes(doc, SIDE_X, y + 11, XP_BOXES, 14, (i) =>
    (i + 1) % XP_PER_BONUS === 0 ? `+${(i + 1) / XP_PER_BONUS}` : null,
  );
  y += 11 + 3 * 22 + 4;
  heading(doc, 'POTIONS', y);
  doc
    .lineWidth(0.7)
    .rect(SIDE_X, y + 11, 138, 20)
    .stroke();
  return y + 11 + 20 + 8;
}

function drawTables(doc: PdfDocument, top: number): void {
  heading(doc, 'ROOM TABLES (roll 1d6 on entering)', top);
  // One paragraph per level, its label in the margin: the entries run on, so the tables fit at SMALL.
  let y = top + 11;
  for (let level = 1; level <= END_LEVEL; level++) {
    doc
      .font('bold')
      .fontSize(SMALL)
      .fillColor(INK)
      .text(level === END_LEVEL ? 'End' : `L${level}`, SIDE_X, y, { lineBreak: false });
    const entries = levelTable(level).map(
      (row) =>
        `${row.from === row.to ? row.from : `${row.from}–${row.to}`}\u00a0${describeRoom(row.room).replace(/ /g, '\u00a0')}`,
    );
    doc
      .font('body')
      .fontSize(SMALL)
      .text(entries.join(' · '), SIDE_X + 15, y, { width: SIDE_W - 15, lineGap: -1.2 });
    y = doc.y + 1.8;
  }
}

function drawFooter(
  doc: PdfDocument,
  fonts: FontSet,
  layout: TowerLayout,
  link: string | undefined,
  label: string,
): void {
  const y = H - 62;
  doc.lineWidth(0.5).strokeColor(GREY).moveTo(0, y).lineTo(W, y).stroke();
  doc
    .font('body')
    .fontSize(SMALL)
    .fillColor(INK)
    .text(
      'Each turn: move one room (sideways, or up a staircase; never back into a room you have entered) and roll 1d6 on the level table. ' +
        'Fights: you and the monster each roll 1d6 plus modifiers; the higher total hits, a tie is rolled again. A monster dies at its first hit (+1 XP); ' +
        'each hit on you fills a Damage box. Drink potions outside fights: each heals 1 Damage.',
      0,
      y + 3,
      { width: W, lineGap: -1 },
    );
  doc.font('body').fontSize(SMALL).fillColor(GREY);
  const rebuild = `${label} · generator v${layout.version}`;
  // With a link, the seed is in the link (and at the top of the map): the address gets the room.
  const text = link
    ? `Generator v${layout.version} · ${link}`
    : `${rebuild} · rebuild it on Solo Tower Hack's tower page with this seed`;
  // One line above the credits; a long address grows upwards into the room under the rules.
  const room = H - 19 + SMALL - (doc.y + 1);
  const fitted = fitOnMap(fonts, 'The map’s seed and link line', text, SMALL, W, room);
  const pitch = fitted.size * LINE_PITCH;
  drawLines(doc, fonts, fitted, 0, H - 19 - (fitted.lines.length - 1) * pitch, W, 'left', link);
  doc.text(
    'Solo Tower Hack v0.2 by Ben Nelson (zincgames.com), after Solo Dungeon Bash by BookRanger. Map generated by Tower Press.',
    0,
    H - 10,
    { width: W, lineBreak: false },
  );
}

/** One map on the design canvas, at the current transform. */
function drawMap(
  doc: PdfDocument,
  fonts: FontSet,
  layout: TowerLayout,
  map: number,
  siteRoot: string | undefined,
): void {
  const own = layout.seed.startsWith('dice ');
  // A seed may hold any character; one the font cannot draw prints as "?" (the link keeps the seed whole).
  const label = own
    ? `Stairs from your own dice: ${layout.seed.slice(5)}`
    : `Seed “${withDrawable(layout.seed, fonts, 'body')}”${map > 0 ? `, map ${map}` : ''}`;
  doc
    .font('heading')
    .fontSize(13)
    .fillColor(INK)
    .text('SOLO TOWER HACK', 0, -2, { lineBreak: false });
  // Up to three lines between the top and the grid (y 1 to 23).
  doc.font('body').fillColor(GREY);
  drawLines(
    doc,
    fonts,
    fitOnMap(fonts, 'The map’s seed', label, 7.5, W - 170, 22),
    170,
    1,
    W - 170,
    'right',
  );
  doc.font('body').fontSize(7.5).fillColor(INK).text('Name:', 0, 14, { lineBreak: false });
  doc.lineWidth(0.5).strokeColor(GREY).moveTo(22, 23).lineTo(150, 23).stroke();
  drawGrid(doc, layout);
  drawTables(doc, drawTracks(doc));
  drawFooter(doc, fonts, layout, towerLink(siteRoot, layout, map), label);
}

/**
 * Two maps to a page are cut apart down the middle: a crop mark at both ends of that cut, in
 * the margin between the 5 mm border every printer leaves and the maps' 10 mm safe margin.
 */
function centreCutMarks(doc: PdfDocument, pageW: number, pageH: number): void {
  const edge = mm(5.5);
  const end = SAFE_MARGIN - mm(1);
  doc
    .save()
    .lineWidth(0.4)
    .strokeColor('#000000')
    .moveTo(pageW / 2, edge)
    .lineTo(pageW / 2, end)
    .moveTo(pageW / 2, pageH - edge)
    .lineTo(pageW / 2, pageH - end)
    .stroke()
    .restore();
}

/** A PDF of the given towers, `perPage` to a page. Same inputs, same bytes. */
export async function renderTowerMaps(
  PDFDocument: PdfDocumentConstructor,
  fonts: FontSet,
  layouts: readonly TowerLayout[],
  options: MapOptions,
): Promise<Uint8Array> {
  if (!layouts.length) throw new RangeError('There are no maps to print');
  const first = layouts[0]!;
  const doc = createDocument(PDFDocument, {
    title:
      layouts.length === 1
        ? `Solo Tower Hack map: ${first.seed}`
        : `Solo Tower Hack maps: ${first.seed} (${layouts.length})`,
    subject: 'Printable tower maps for Solo Tower Hack',
    date: options.date,
  });
  // The project's fonts, embedded (only the glyphs used), as in every other PDF.
  registerFonts(doc, fonts);
  const paper = PAPER[options.paper];
  // One map: portrait page. Two: landscape, side by side.
  const [pageW, pageH] =
    options.perPage === 1 ? [paper.width, paper.height] : [paper.height, paper.width];
  const slots = options.perPage;
  const slotW = (pageW - 2 * SAFE_MARGIN - (slots - 1) * SAFE_MARGIN) / slots;
  const slotH = pageH - 2 * SAFE_MARGIN;
  const scale = Math.min(slotW / W, slotH / H);
  layouts.forEach((layout, i) => {
    const slot = i % slots;
    if (slot === 0) {
      doc.addPage({ size: [pageW, pageH], margin: 0 });
      if (slots === 2) centreCutMarks(doc, pageW, pageH);
    }
    const x = SAFE_MARGIN + slot * (slotW + SAFE_MARGIN) + (slotW - W * scale) / 2;
    const y = SAFE_MARGIN + (slotH - H * scale) / 2;
    doc.save().translate(x, y).scale(scale);
    drawMap(doc, fonts, layout, (options.firstMap ?? 0) + i, options.siteRoot);
    doc.restore();
    options.progress?.(i + 1);
  });
  return collectPdf(doc);
}
