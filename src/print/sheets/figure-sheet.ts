/**
 * Figure sheets compatible with The Fantasy Trip: Wizard: one figure to a page, or a roster
 * of three to a page. Attributes, a row of ST boxes to strike for hits and for ST spent on
 * spells, lines for the spells known and notes. No Node imports.
 */
import { ATTRIBUTE_MAX, ATTRIBUTES, type Figure } from '../../games/wizard-figures/figure.ts';
import { collectPdf, createDocument } from '../document.ts';
import { INK, RULE, SheetPen, tipFromName } from '../fields.ts';
import { registerFonts, type FontSet } from '../fonts.ts';
import type { PdfDocumentConstructor } from '../types.ts';
import { CANVAS, modeText, sectionHeading, startPage } from './page.ts';
import type { SheetOptions } from './sheet.ts';

const GAME = 'WIZARD FIGURE';
const FOOTER =
  'For use with The Fantasy Trip: Wizard by Steve Jackson Games (sjgames.com); compatible with it, not an official product. Spells and rules are in the publisher’s book.';
export const ROSTER_PER_PAGE = 3;
/** A roster slot's name box, from the slot's top left. */
export const ROSTER_NAME_BOX = { x: 36, y: 4, width: 200, height: 16 } as const;
/** Spell lines per figure, on the sheet and in the roster alike. */
const SPELL_LINES = 14;

/** "figure2_" → "Figure 2: ", "" → "": how a roster's fields say whose they are. */
const whose = (prefix: string) => (prefix ? `${tipFromName(prefix.replace(/_$/, ''))}: ` : '');

/** ST boxes: one per point of ST, struck for each hit and each point spent casting. */
function strengthBoxes(
  pen: SheetPen,
  x: number,
  y: number,
  width: number,
  st: number | null,
  prefix: string,
): number {
  const { doc } = pen;
  const count = st ?? ATTRIBUTE_MAX;
  const size = Math.min(18, width / count);
  for (let i = 0; i < count; i++) {
    pen.square(`${prefix}st_${i + 1}`, x + i * size, y, size - 3, {
      tip: `${whose(prefix)}ST box ${i + 1} struck`,
    });
    doc
      .font('body')
      .fontSize(6)
      .fillColor(RULE)
      .text(String(i + 1), x + i * size + 1.2, y + 1, { lineBreak: false });
  }
  doc
    .font('body')
    .fontSize(6.5)
    .fillColor(RULE)
    .text(
      st === null
        ? `Draw a ring round box ST; strike one box per hit and per ST spent. At 0 the figure falls unconscious, below 0 it dies.`
        : `Strike one box per hit and per ST spent casting. At 0: unconscious; below 0: dead. A spell may bring ST to 0, never below.`,
      x,
      y + size + 1,
      { width, lineBreak: false },
    );
  return y + size + 12;
}

function attributeRow(
  pen: SheetPen,
  prefix: string,
  x: number,
  y: number,
  figure: Figure | null,
  boxW: number,
): void {
  ATTRIBUTES.forEach((a, i) => {
    const ax = x + i * (boxW + 10);
    pen.doc
      .font('heading')
      .fontSize(10)
      .fillColor(INK)
      .text(a.short, ax, y, { width: boxW, align: 'center', lineBreak: false });
    pen.field(`${prefix}${a.id}`, ax, y + 14, boxW, 24, figure ? String(figure[a.id]) : '', {
      align: 'center',
      size: 14,
      tip: `${whose(prefix)}${a.name}`,
    });
  });
}

function figurePage(pen: SheetPen, figure: Figure | null, options: SheetOptions): void {
  const { doc } = pen;
  let y = startPage(pen, {
    paper: options.paper,
    game: GAME,
    title: 'For The Fantasy Trip: Wizard',
    nameField: 'name',
    name: figure?.name || options.name || '',
    nameTip: 'Figure name',
    footer: FOOTER,
  });
  y = sectionHeading(pen, 'Attributes', 0, y, CANVAS.width);
  attributeRow(pen, '', 0, y, figure, 70);
  doc.font('body').fontSize(7.5).fillColor(INK);
  ATTRIBUTES.forEach((a, i) =>
    doc.text(`${a.name}: ${a.meaning}`, 250, y + i * 13, {
      width: CANVAS.width - 250,
      lineBreak: false,
    }),
  );
  y += 50;
  doc
    .font('body')
    .fontSize(7)
    .fillColor(RULE)
    .text(
      'A new human wizard: ST, DX and IQ start at 8 each, plus 8 points to add as you choose (none below 8): 32 in all.',
      0,
      y,
      { lineBreak: false },
    );
  y += 16;
  y = sectionHeading(pen, 'Strength left', 0, y, CANVAS.width);
  y = strengthBoxes(pen, 0, y, CANVAS.width, figure?.st ?? null, '');
  y += 6;
  y = sectionHeading(pen, 'Spells known', 0, y, CANVAS.width);
  doc.font('bold').fontSize(7).fillColor(INK).text('Spell', 0, y, { lineBreak: false });
  doc.text('ST cost', 300, y, { lineBreak: false });
  doc.text('Notes', 350, y, { lineBreak: false });
  y += 10;
  for (let i = 1; i <= SPELL_LINES; i++) {
    pen.field(`spell_${i}`, 0, y, 290, 17, '', { frame: 'line', tip: `Spell ${i}` });
    pen.field(`spell_${i}_cost`, 300, y, 40, 17, '', {
      frame: 'line',
      align: 'center',
      tip: `Spell ${i}: ST cost`,
    });
    pen.field(`spell_${i}_notes`, 350, y, CANVAS.width - 350, 17, '', {
      frame: 'line',
      tip: `Spell ${i}: notes`,
    });
    y += 20;
  }
  y += 6;
  y = sectionHeading(pen, 'Notes', 0, y, CANVAS.width);
  // Ruled for pencil; one multi-line field over the rules for typing.
  const notesTop = y;
  for (; y < CANVAS.height - 30; y += 20)
    doc
      .lineWidth(0.6)
      .strokeColor(RULE)
      .moveTo(0, y + 17)
      .lineTo(CANVAS.width, y + 17)
      .stroke();
  pen.field('notes', 0, notesTop, CANVAS.width, y - notesTop - 3, '', {
    frame: 'none',
    multiline: true,
    size: 11,
    tip: 'Notes',
  });
}

function rosterPage(
  pen: SheetPen,
  figures: readonly (Figure | null)[],
  page: number,
  options: SheetOptions,
): void {
  const { doc } = pen;
  const y0 = startPage(pen, {
    paper: options.paper,
    game: GAME,
    title: 'Roster',
    nameField: `roster${page}_group`,
    name: '',
    nameLabel: 'Group',
    nameTip: `Page ${page + 1}: group name`,
    footer: FOOTER,
  });
  const slotH = (CANVAS.height - y0 - 16) / ROSTER_PER_PAGE;
  figures.forEach((figure, i) => {
    const n = page * ROSTER_PER_PAGE + i + 1;
    const top = y0 + i * slotH;
    doc
      .lineWidth(0.8)
      .strokeColor(INK)
      .rect(0, top, CANVAS.width, slotH - 8)
      .stroke();
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(INK)
      .text('Name', 6, top + 8, { lineBreak: false });
    const nameBox = ROSTER_NAME_BOX;
    pen.field(
      `figure${n}_name`,
      nameBox.x,
      top + nameBox.y,
      nameBox.width,
      nameBox.height,
      figure?.name ?? '',
      {
        frame: 'line',
        tip: `Figure ${n}: name`,
      },
    );
    attributeRow(pen, `figure${n}_`, 250, top + 2, figure, 50);
    let y = top + 46;
    y = strengthBoxes(pen, 6, y, CANVAS.width - 12, figure?.st ?? null, `figure${n}_`);
    doc.font('bold').fontSize(7).fillColor(INK).text('Spells known', 6, y, { lineBreak: false });
    y += 9;
    // As many spell lines as the figure sheet, in two columns.
    for (let s = 0; s < SPELL_LINES; s++) {
      const x = 6 + (s % 2) * ((CANVAS.width - 12) / 2);
      pen.field(
        `figure${n}_spell_${s + 1}`,
        x,
        y + Math.floor(s / 2) * 17,
        (CANVAS.width - 12) / 2 - 8,
        15,
        '',
        { frame: 'line', tip: `Figure ${n}: spell ${s + 1}` },
      );
    }
  });
}

/** One figure on a page; `figure` null for a blank sheet. */
export async function renderFigureSheet(
  PDFDocument: PdfDocumentConstructor,
  fonts: FontSet,
  figure: Figure | null,
  options: SheetOptions,
): Promise<Uint8Array> {
  const doc = createDocument(PDFDocument, {
    title:
      figure?.name || options.name
        ? `Wizard figure: ${figure?.name || options.name}`
        : 'Wizard figure sheet',
    subject: `Figure sheet (${modeText(options)})`,
    date: options.date,
  });
  registerFonts(doc, fonts);
  figurePage(new SheetPen(doc, options.mode, fonts, options.inkSaver), figure, options);
  return collectPdf(doc);
}

/** Several figures, three to a page; empty slots (null) stay blank. At least one page. */
export async function renderFigureRoster(
  PDFDocument: PdfDocumentConstructor,
  fonts: FontSet,
  figures: readonly (Figure | null)[],
  options: SheetOptions,
): Promise<Uint8Array> {
  const doc = createDocument(PDFDocument, {
    title: 'Wizard figure roster',
    subject: `Roster (${modeText(options)})`,
    date: options.date,
  });
  registerFonts(doc, fonts);
  const pen = new SheetPen(doc, options.mode, fonts, options.inkSaver);
  const slots = [...figures];
  while (slots.length === 0 || slots.length % ROSTER_PER_PAGE) slots.push(null);
  for (let p = 0; p * ROSTER_PER_PAGE < slots.length; p++)
    rosterPage(pen, slots.slice(p * ROSTER_PER_PAGE, (p + 1) * ROSTER_PER_PAGE), p, options);
  return collectPdf(doc);
}
