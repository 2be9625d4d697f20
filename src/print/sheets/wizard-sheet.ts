/**
 * The Wizard's Tower wizard sheet: two pages, the record (Ratings, Tower Wards, Domain Factors,
 * Allies, Quests, Enemy Wizards) and a reference page (the month's phases as a checklist, the
 * events, the attack table, an Enemy Wizard's stack, a compact outcome table), then journal pages. Every table is printed from the game data the rules
 * pages use. Blank or filled from a build; fillable or flattened. No Node imports.
 */
import { BANDS } from '../../games/wizards-tower/bands.ts';
import {
  ATTACK_TYPES,
  describeDefences,
  EVENTS,
  WAR_DECLARATION,
} from '../../games/wizards-tower/events.ts';
import { ACTIONS } from '../../games/wizards-tower/outcomes.ts';
import { PHASES } from '../../games/wizards-tower/phases.ts';
import { DOMAIN_FACTORS, RATINGS, RATING_MAX } from '../../games/wizards-tower/ratings.ts';
import {
  startingAllies,
  startingTowerWards,
  type WizardBuild,
} from '../../games/wizards-tower/wizard-build.ts';
import { collectPdf, createDocument } from '../document.ts';
import { INK, RULE, SheetPen } from '../fields.ts';
import { registerFonts, type FontSet } from '../fonts.ts';
import type { PaperId } from '../paper.ts';
import type { PdfDocumentConstructor } from '../types.ts';
import { CANVAS, greyBand, modeText, sectionHeading, startPage } from './page.ts';
import type { SheetOptions } from './sheet.ts';

const GAME = 'THE WIZARD’S TOWER';
const FOOTER =
  'The Wizard’s Tower © 2025 Mick Hand, CC BY-SA 4.0. Sheet adapted by Tower Press under the same licence. Rulings WT-R… are on the site’s Rulings page.';
const QUESTS = 4;
const ENEMIES = 3;
const ALLY_LINES = 8;
const CARD_SLOTS = 7;
const JOURNAL_PAGES = 2;
/** Write-in boxes are 17 pt (6 mm) tall: room for pencil. */
const BOX = 17;
/** Lowest y the footer leaves free on a page (canvas coordinates). */
const CONTENT_BOTTOM = CANVAS.height - 14;
/** Line gap for small running text: the fonts' own line height is generous (about 1.5 em). */
const TIGHT = -1.8;

function recordPage(pen: SheetPen, build: WizardBuild | null, paper: PaperId, name: string): void {
  const { doc } = pen;
  let y = startPage(pen, {
    paper,
    game: GAME,
    title: 'Wizard record',
    nameField: 'name',
    name: name,
    nameLabel: 'Wizard',
    nameTip: 'Wizard name',
    footer: FOOTER,
  });

  // Ratings: the starting value, the value now, and this month's temporary loss.
  const cols = { label: 0, start: 150, now: 200, temp: 250, note: 300 };
  y = sectionHeading(pen, 'Ratings', 0, y, CANVAS.width);
  doc.font('bold').fontSize(7.5).fillColor(INK);
  doc.text('Start', cols.start, y, { width: 44, align: 'center', lineBreak: false });
  doc.text('Now', cols.now, y, { width: 44, align: 'center', lineBreak: false });
  doc.text('Temp. loss', cols.temp, y, { width: 44, align: 'center', lineBreak: false });
  y += 11;
  const rows: {
    id: string;
    label: string;
    start: number | null;
    note: string;
    indent?: boolean;
  }[] = [
    ...RATINGS.map((r) => ({
      id: r.id,
      label: r.name,
      start: build?.ratings[r.id] ?? null,
      note: `1 to ${RATING_MAX}; roll this many dice to test it.`,
    })),
    {
      id: 'towerWards',
      label: 'Tower Wards',
      start: build ? startingTowerWards(build) : null,
      note: 'Renewed each month; at most Wards + 1 (WT-R15). The first defence.',
      indent: true,
    },
    ...DOMAIN_FACTORS.map((f) => ({
      id: f.id,
      label: f.name,
      start: build?.factors[f.id] ?? null,
      note:
        f.id === 'security'
          ? 'Fights for you only if Loyalty + Prosperity is over 2 (WT-R18).'
          : 'A Domain Factor (from Domain Control).',
      indent: true,
    })),
  ];
  for (const row of rows) {
    doc
      .font(row.indent ? 'body' : 'bold')
      .fontSize(9.5)
      .fillColor(INK)
      .text(row.label, row.indent ? 12 : 0, y + 4, { lineBreak: false });
    const value = row.start === null ? '' : String(row.start);
    pen.field(`${row.id}_start`, cols.start, y, 44, 18, value, {
      align: 'center',
      tip: `${row.label}: start`,
    });
    pen.field(`${row.id}_now`, cols.now, y, 44, 18, value, {
      align: 'center',
      tip: `${row.label}: now`,
    });
    pen.field(`${row.id}_temp`, cols.temp, y, 44, 18, '', {
      align: 'center',
      tip: `${row.label}: temporary loss this month`,
    });
    doc
      .font('body')
      .fontSize(7)
      .fillColor(RULE)
      .text(row.note, cols.note, y + 5, { width: CANVAS.width - cols.note, lineBreak: false });
    y += 20;
  }

  // Allies in the Tower.
  y += 4;
  y = sectionHeading(pen, 'Allies in the Tower', 0, y, CANVAS.width);
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(INK)
    .text('How many', 0, y + 4, { lineBreak: false });
  pen.field('allies_in_tower', 50, y, 40, 18, build ? String(startingAllies(build)) : '', {
    align: 'center',
    tip: 'Allies in the Tower: how many',
  });
  doc
    .font('body')
    .fontSize(7)
    .fillColor(RULE)
    .text('Each Ally is one d6. Names, kinds and the quests they went on:', 100, y + 5, {
      lineBreak: false,
    });
  y += 22;
  const allyW = (CANVAS.width - 10) / 2;
  for (let i = 0; i < ALLY_LINES; i++) {
    const x = (i % 2) * (allyW + 10);
    const row = y + Math.floor(i / 2) * (BOX + 1);
    pen.field(`ally_${i + 1}`, x, row, allyW, BOX, build?.allyNames[i] ?? '', {
      frame: 'line',
      tip: `Ally ${i + 1}: name, kind, quests`,
    });
  }
  y += (ALLY_LINES / 2) * (BOX + 1) + 6;

  // Quests: the Quest card (the reward) and the challenge cards stacked on it.
  y = sectionHeading(pen, 'Quests', 0, y, CANVAS.width);
  const qW = (CANVAS.width - 10) / 2;
  const qH = 80;
  for (let q = 0; q < QUESTS; q++) {
    const x = (q % 2) * (qW + 10);
    const top = y + Math.floor(q / 2) * (qH + 6);
    doc.lineWidth(0.8).strokeColor(INK).rect(x, top, qW, qH).stroke();
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(INK)
      .text(`Quest ${q + 1}`, x + 5, top + 5, { lineBreak: false });
    doc
      .font('body')
      .fontSize(7.5)
      .text('Quest card (reward)', x + 50, top + 6, { lineBreak: false });
    pen.field(`quest${q + 1}_card`, x + 125, top + 3, qW - 130, BOX, '', {
      tip: `Quest ${q + 1}: Quest card (reward)`,
    });
    doc
      .font('body')
      .fontSize(7.5)
      .fillColor(INK)
      .text('Challenge cards, top first (tick when face down):', x + 5, top + 24, {
        lineBreak: false,
      });
    const slotW = (qW - 10) / CARD_SLOTS;
    for (let c = 0; c < CARD_SLOTS; c++) {
      pen.field(
        `quest${q + 1}_challenge${c + 1}`,
        x + 5 + c * slotW,
        top + 35,
        slotW - 10,
        BOX,
        '',
        { align: 'center', tip: `Quest ${q + 1}: challenge card ${c + 1}` },
      );
      pen.square(
        `quest${q + 1}_challenge${c + 1}_down`,
        x + 5 + c * slotW + slotW - 9,
        top + 40,
        7,
        {
          tip: `Quest ${q + 1}: challenge card ${c + 1} is face down`,
        },
      );
    }
    doc
      .font('body')
      .fontSize(7.5)
      .fillColor(INK)
      .text('Allies on it', x + 5, top + 62, { lineBreak: false });
    pen.field(`quest${q + 1}_allies`, x + 50, top + 58, 30, BOX, '', {
      align: 'center',
      tip: `Quest ${q + 1}: Allies on it`,
    });
    doc
      .font('body')
      .fontSize(7.5)
      .fillColor(INK)
      .text('Notes', x + 88, top + 62, { lineBreak: false });
    pen.field(`quest${q + 1}_notes`, x + 112, top + 58, qW - 117, BOX, '', {
      frame: 'line',
      tip: `Quest ${q + 1}: notes`,
    });
  }
  y += 2 * (qH + 6) + 2;

  // Enemy Wizards: a stack of Power cards under Wards cards, with a reward card beneath.
  y = sectionHeading(pen, 'Enemy Wizards', 0, y, CANVAS.width);
  const eW = (CANVAS.width - 20) / ENEMIES;
  for (let e = 0; e < ENEMIES; e++) {
    const x = e * (eW + 10);
    doc.lineWidth(0.8).strokeColor(INK).rect(x, y, eW, 82).stroke();
    const line = (label: string, field: string, dy: number) => {
      doc
        .font('body')
        .fontSize(7.5)
        .fillColor(INK)
        .text(label, x + 5, y + dy + 4, { lineBreak: false });
      pen.field(`enemy${e + 1}_${field}`, x + 58, y + dy, eW - 63, BOX, '', {
        tip: `Enemy Wizard ${e + 1}: ${label}`,
      });
    };
    line('Name', 'name', 3);
    line('Wards cards', 'wards', 23);
    line('Power cards', 'power', 43);
    line('Reward card', 'reward', 63);
  }
  y += 82 + 5;

  // How an Enemy Wizard's stack is built (event 6), under the boxes that track them.
  doc
    .font('bold')
    .fontSize(7)
    .fillColor(INK)
    .text('An Enemy Wizard’s stack (event 6), built in this order:', 0, y, { lineBreak: false });
  y += 9;
  for (const step of WAR_DECLARATION) {
    const text =
      step.cards === '—'
        ? `${step.placement}: ${step.represents}`
        : `${step.cards} · ${step.placement} · ${step.represents}`;
    doc.font('bold').fontSize(6.8).fillColor(INK).text(`${step.step}.`, 0, y, { lineBreak: false });
    doc
      .font('body')
      .fontSize(6.8)
      .text(text, 10, y, { width: CANVAS.width - 10, lineBreak: false });
    y += 8.2;
  }
  if (y > CONTENT_BOTTOM)
    throw new Error(
      `wizard sheet: page 1 runs ${Math.ceil(y - CONTENT_BOTTOM)} pt into the footer`,
    );
}

/**
 * Page 2: the month's phases as a checklist, the events with the attack table and an Enemy
 * Wizard's stack, and the compact outcome reference (one row per action, one column per band).
 */
function referencePage(pen: SheetPen, paper: PaperId, name: string): void {
  const { doc } = pen;
  let y = startPage(pen, {
    paper,
    game: GAME,
    title: 'The month, its events and what each result means',
    nameField: 'name',
    name: name,
    nameLabel: 'Wizard',
    nameTip: 'Wizard name',
    footer: FOOTER,
  });

  // The month: one row per phase, a column of tick boxes per month.
  y = sectionHeading(pen, 'The month: tick each phase as you play it', 0, y, CANVAS.width);
  // As many month columns as fit beside the longest phase summary (a year's worth at most).
  doc.font('body').fontSize(6.5);
  const colX = Math.ceil(Math.max(...PHASES.map((p) => doc.widthOfString(p.summary)))) + 12;
  const months = Math.min(12, Math.floor((CANVAS.width - colX) / 20));
  const colW = (CANVAS.width - colX) / months;
  doc
    .font('bold')
    .fontSize(7)
    .fillColor(INK)
    .text('Month', colX - 28, y + 5, { lineBreak: false });
  for (let m = 0; m < months; m++)
    pen.field(`month_${m + 1}`, colX + m * colW + 1.5, y, colW - 3, BOX, '', {
      align: 'center',
      tip: `Month column ${m + 1}: which month`,
    });
  y += BOX + 3;
  for (const phase of PHASES) {
    doc
      .font('bold')
      .fontSize(7.5)
      .fillColor(INK)
      .text(`${phase.number}. ${phase.name}${phase.optional ? ' (optional)' : ''}`, 0, y, {
        lineBreak: false,
      });
    doc
      .font('body')
      .fontSize(6.5)
      .fillColor(INK)
      .text(phase.summary, 0, y + 8.5, { width: colX - 10, lineBreak: false });
    for (let m = 0; m < months; m++)
      pen.square(`month${m + 1}_phase${phase.number}`, colX + m * colW + colW / 2 - 4.5, y + 3, 9, {
        tip: `Month column ${m + 1}: ${phase.name} played`,
      });
    y += 16.5;
  }

  // Events: number and name in bold, the summary run on after it.
  y += 3;
  y = sectionHeading(pen, 'Events (roll 1d6 when an event happens)', 0, y, CANVAS.width);
  for (const event of EVENTS) {
    const label = `${event.roll}  ${event.name}. `;
    doc.font('bold').fontSize(6.8).fillColor(INK).text(label, 0, y, { lineBreak: false });
    const indent = doc.widthOfString(label);
    // The stack the event builds is printed on page 1, under Enemy Wizards.
    doc
      .font('body')
      .fontSize(6.8)
      .text(
        event.summary.replace('as set out below', 'as set out on page 1, under Enemy Wizards'),
        0,
        y,
        { width: CANVAS.width, indent, lineGap: TIGHT },
      );
    y = doc.y + 2;
  }

  // The attack table, in two columns of three.
  y += 3;
  y = sectionHeading(
    pen,
    'Tower attacks (event 1): roll 1d6 once for the kind; each wave meets the defences in order',
    0,
    y,
    CANVAS.width,
  );
  const half = (CANVAS.width - 14) / 2;
  const rows = Math.ceil(ATTACK_TYPES.length / 2);
  ATTACK_TYPES.forEach((type, i) => {
    const x = i < rows ? 0 : half + 14;
    const row = y + (i % rows) * 9;
    doc
      .font('bold')
      .fontSize(6.8)
      .fillColor(INK)
      .text(`${type.roll}  ${type.name}`, x, row, { width: 78, lineBreak: false });
    doc
      .font('body')
      .fontSize(6.8)
      .text(describeDefences(type), x + 78, row, { width: half - 78, lineBreak: false });
  });
  y += rows * 9 + 4;

  y = outcomeTable(pen, y);
  if (y > CONTENT_BOTTOM)
    throw new Error(
      `wizard sheet: page 2 runs ${Math.ceil(y - CONTENT_BOTTOM)} pt into the footer`,
    );
}

/** The compact outcome reference: the ten actions as rows, the six bands as columns, short text. */
function outcomeTable(pen: SheetPen, top: number): number {
  const { doc } = pen;
  let y = sectionHeading(
    pen,
    'What each result means (in short: the full tables are on the rules pages)',
    0,
    top,
    CANVAS.width,
  );
  const firstW = 84;
  const bandW = (CANVAS.width - firstW) / BANDS.length;
  const pad = 3;
  const x = (i: number) => firstW + i * bandW;
  // Keep a change with what it changes ("Research −1" never splits over two lines).
  const cell = (text: string) => text.replace(/ (?=[−+]\d)/g, '\u00a0');
  const cellHeight = (text: string, font: 'body' | 'bold', size: number, width: number) =>
    doc
      .font(font)
      .fontSize(size)
      .heightOfString(text, { width: width - 2 * pad, lineGap: TIGHT });

  // Header: each band's name and the totals (of the highest two dice) that give it. Two dice
  // never total 1: a Disaster is 2, or a lone die of 1 or 2, as the rules page says.
  const totals = (b: (typeof BANDS)[number]) =>
    b.id === 'disaster'
      ? `total 2, or a lone die of 1 or 2`
      : `total ${b.min === b.max ? b.min : `${b.min}–${b.max}`}`;
  const headH =
    Math.max(
      ...BANDS.map(
        (b) => cellHeight(b.name, 'bold', 7, bandW) + cellHeight(totals(b), 'body', 6.5, bandW),
      ),
    ) +
    2 * pad;
  greyBand(pen, 0, y, CANVAS.width, headH, '#e6e6e6');
  doc
    .font('bold')
    .fontSize(7)
    .fillColor(INK)
    .text('Action (highest two dice)', pad, y + pad, { width: firstW - 2 * pad, lineGap: TIGHT });
  BANDS.forEach((b, i) => {
    doc
      .font('bold')
      .fontSize(7)
      .fillColor(INK)
      .text(b.name, x(i) + pad, y + pad, { width: bandW - 2 * pad, lineGap: TIGHT });
    doc
      .font('body')
      .fontSize(6.5)
      .text(totals(b), x(i) + pad, doc.y, { width: bandW - 2 * pad, lineGap: TIGHT });
  });
  const tableTop = y;
  y += headH;
  const headBottom = y;

  for (const action of ACTIONS) {
    const h =
      Math.max(
        cellHeight(action.name, 'bold', 7, firstW),
        ...BANDS.map((b) => cellHeight(cell(action.short[b.id]), 'body', 6.5, bandW)),
      ) +
      2 * pad;
    doc.lineWidth(0.4).strokeColor(RULE).moveTo(0, y).lineTo(CANVAS.width, y).stroke();
    doc
      .font('bold')
      .fontSize(7)
      .fillColor(INK)
      .text(action.name, pad, y + pad, { width: firstW - 2 * pad, lineGap: TIGHT });
    BANDS.forEach((b, i) =>
      doc
        .font('body')
        .fontSize(6.5)
        .fillColor(INK)
        .text(cell(action.short[b.id]), x(i) + pad, y + pad, {
          width: bandW - 2 * pad,
          lineGap: TIGHT,
        }),
    );
    y += h;
  }
  doc
    .lineWidth(0.8)
    .strokeColor(INK)
    .rect(0, tableTop, CANVAS.width, y - tableTop)
    .stroke();
  doc.lineWidth(0.4).strokeColor(RULE);
  for (let i = 0; i < BANDS.length; i++) doc.moveTo(x(i), tableTop).lineTo(x(i), y).stroke();
  // Without the header's grey band, a black rule sets the header off from the rows.
  if (pen.inkSaver)
    doc
      .lineWidth(0.8)
      .strokeColor(INK)
      .moveTo(0, headBottom)
      .lineTo(CANVAS.width, headBottom)
      .stroke();
  y += 3;
  doc
    .font('body')
    .fontSize(6.5)
    .fillColor(INK)
    .text(
      'MAY means roll 1d6 first: a Rating improves on a roll over it and drops on a roll under it; an Ally is lost on a roll at or under the number of Allies there. Ratings stay from 1 to 6; a loss “this month” is temporary (a Rating may reach 0, a Domain Factor stops at 1) and returns next month. Tower Defence: the loss falls on the defence that rolled (Tower Wards, Allies, Domain or Power).',
      0,
      y,
      { width: CANVAS.width, lineGap: TIGHT },
    );
  return doc.y;
}

function journalPage(pen: SheetPen, paper: PaperId, name: string, page: number): void {
  const { doc } = pen;
  let y = startPage(pen, {
    paper,
    game: GAME,
    title: 'Journal',
    nameField: 'name',
    name: name,
    nameLabel: 'Wizard',
    nameTip: 'Wizard name',
    footer: FOOTER,
  });
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text('Month', 0, y + 4, { lineBreak: false });
  pen.field(`journal${page}_month`, 40, y, 80, 18, '', {
    frame: 'line',
    tip: `Journal page ${page}: month`,
  });
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text('Year', 140, y + 4, { lineBreak: false });
  pen.field(`journal${page}_year`, 170, y, 60, 18, '', {
    frame: 'line',
    tip: `Journal page ${page}: year`,
  });
  y += 30;
  // Ruled for pencil; one multi-line field over the rules for typing.
  const top = y - 19;
  doc.lineWidth(0.4).strokeColor(RULE);
  for (; y < CANVAS.height - 20; y += 19) doc.moveTo(0, y).lineTo(CANVAS.width, y).stroke();
  pen.field(`journal${page}_text`, 0, top + 2, CANVAS.width, y - 19 - top, '', {
    frame: 'none',
    multiline: true,
    size: 11,
    tip: `Journal page ${page}`,
  });
}

/** The whole sheet: record, reference (with the compact outcome table) and journal pages. `build` null for a blank sheet. */
export async function renderWizardSheet(
  PDFDocument: PdfDocumentConstructor,
  fonts: FontSet,
  build: WizardBuild | null,
  options: SheetOptions,
): Promise<Uint8Array> {
  const doc = createDocument(PDFDocument, {
    title:
      build?.name || options.name
        ? `The Wizard’s Tower: ${build?.name || options.name}`
        : 'The Wizard’s Tower: wizard sheet',
    subject: `Wizard sheet (${modeText(options)})`,
    date: options.date,
  });
  registerFonts(doc, fonts);
  const pen = new SheetPen(doc, options.mode, fonts, options.inkSaver);
  const name = build?.name || options.name || '';
  recordPage(pen, build, options.paper, name);
  referencePage(pen, options.paper, name);
  for (let p = 1; p <= JOURNAL_PAGES; p++) journalPage(pen, options.paper, name, p);
  return collectPdf(doc);
}
