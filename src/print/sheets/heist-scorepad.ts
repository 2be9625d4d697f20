/**
 * A score pad for 10 Minute Heist: The Wizard's Tower: the scoring categories as rows, up to
 * five players as columns (the count for the category, and the tile's points if won), with
 * prestige, the total and the place; two games to a page. Tile points are written in once per
 * game (HZ-R1).
 */
import { MAX_PLAYERS, TILES } from '../../games/heist/scoring.ts';
import { collectPdf, createDocument } from '../document.ts';
import { INK, RULE, SheetPen } from '../fields.ts';
import { registerFonts, type FontSet } from '../fonts.ts';
import type { PdfDocumentConstructor } from '../types.ts';
import { CANVAS, greyBand, modeText, startPage } from './page.ts';
import type { SheetOptions } from './sheet.ts';

const GAME = '10 MINUTE HEIST';
const FOOTER =
  '10 Minute Heist: The Wizard’s Tower is published by Daily Magic Games (dailymagicgames.com). Unofficial score pad by Tower Press; no game text or art.';

const LABEL_W = 150;
const POINTS_W = 40;
const HEAD_H = 24;
const COLUMN_W = (CANVAS.width - LABEL_W - POINTS_W) / MAX_PLAYERS;
/** A player's name box at the head of each column. */
export const PLAYER_BOX = { width: COLUMN_W - 6, height: HEAD_H - 4 } as const;

export async function renderHeistScorepad(
  PDFDocument: PdfDocumentConstructor,
  fonts: FontSet,
  players: readonly string[],
  options: SheetOptions,
): Promise<Uint8Array> {
  const doc = createDocument(PDFDocument, {
    title: '10 Minute Heist: The Wizard’s Tower score pad',
    subject: `Score pad (${modeText(options)})`,
    date: options.date,
  });
  registerFonts(doc, fonts);
  const pen = new SheetPen(doc, options.mode, fonts, options.inkSaver);
  let y = startPage(pen, {
    paper: options.paper,
    game: GAME,
    title: 'The Wizard’s Tower: score pad, two games',
    nameField: 'game_date',
    name: '',
    nameLabel: 'Date',
    nameTip: 'Date of the games',
    footer: FOOTER,
  });
  const [labelW, ptsW, colW] = [LABEL_W, POINTS_W, COLUMN_W];
  doc
    .font('body')
    .fontSize(7.5)
    .fillColor(INK)
    .text(
      'For each row write each thief’s count (suit value, cards of that value, curses) and ring the tile’s points for the single best; a tie scores nobody. Tiles marked * are left out with two players. Ties for the most points: fewest curses wins; then the most scoring tiles; then the thieves share the win.',
      0,
      y,
      { width: CANVAS.width },
    );
  y = doc.y + 6;
  // Two games to a page: the rows share out the height left, up to 24 pt each.
  const rows = TILES.length + 3;
  const headH = HEAD_H;
  const gap = 12;
  const rowH = Math.min(24, Math.floor((CANVAS.height - 16 - y - 2 * headH - gap) / (2 * rows)));
  for (const game of [1, 2]) {
    // The first game keeps the field names a one-game pad had; the second's start with "g2_".
    const id = (name: string) => (game === 1 ? name : `g2_${name}`);
    doc
      .font('heading')
      .fontSize(9)
      .fillColor(INK)
      .text(`Game ${game}`, 4, y + 7, { width: labelW - 8, lineBreak: false });
    doc
      .font('bold')
      .fontSize(8)
      .text('Tile points', labelW, y + 7, { width: ptsW, align: 'center', lineBreak: false });
    for (let p = 0; p < MAX_PLAYERS; p++)
      pen.field(
        id(`player_${p + 1}`),
        labelW + ptsW + p * colW + 3,
        y,
        PLAYER_BOX.width,
        PLAYER_BOX.height,
        players[p] ?? '',
        { align: 'center', tip: `Game ${game}: player ${p + 1}’s name` },
      );
    y += headH;
    const row = (
      label: string,
      rowId: string,
      options: { points?: boolean; shade?: boolean } = {},
    ) => {
      if (options.shade) greyBand(pen, 0, y, CANVAS.width, rowH, '#eeeeee');
      doc
        .fillColor(INK)
        .font(options.points === false ? 'bold' : 'body')
        .fontSize(9)
        .text(label, 4, y + (rowH - 9) / 2, { width: labelW - 8, lineBreak: false });
      if (options.points !== false)
        pen.field(id(`${rowId}_points`), labelW + 4, y + 2, ptsW - 8, rowH - 4, '', {
          align: 'center',
          tip: `Game ${game}: ${label}, tile points`,
        });
      for (let p = 0; p < MAX_PLAYERS; p++)
        pen.field(
          id(`${rowId}_p${p + 1}`),
          labelW + ptsW + p * colW + 3,
          y + 2,
          colW - 6,
          rowH - 4,
          '',
          { align: 'center', tip: `Game ${game}: ${label}, player ${p + 1}` },
        );
      doc
        .lineWidth(0.4)
        .strokeColor(RULE)
        .moveTo(0, y + rowH)
        .lineTo(CANVAS.width, y + rowH)
        .stroke();
      y += rowH;
    };
    TILES.forEach((t, i) =>
      row(`${t.label}${t.notWithTwo ? ' *' : ''}${t.penalty ? ' (penalty)' : ''}`, t.id, {
        shade: i % 2 === 1,
      }),
    );
    row('Prestige on cards', 'prestige', { points: false });
    row('Total (below 0 counts as 0)', 'total', { points: false, shade: true });
    row('Place', 'place', { points: false });
    y += gap;
  }
  return collectPdf(doc);
}
