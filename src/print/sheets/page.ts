/**
 * Sheet pages: every sheet is designed on one canvas that fits both A4 and US Letter inside
 * the 10 mm safe margin, centred on the paper chosen, with a header carrying the game, the
 * sheet's title and the name, and a small footer with credits.
 */
import { PAPER, SAFE_MARGIN, type PaperId } from '../paper.ts';
import { INK, RULE, type SheetPen } from '../fields.ts';
import type { SheetOptions } from './sheet.ts';

/** Fits A4 (538 × 785 inside the margins) and Letter (555 × 735). */
export const CANVAS = { width: 538, height: 735 } as const;
/** The name box in every page's header (canvas coordinates). */
export const NAME_BOX = { x: 355, y: 2, width: CANVAS.width - 355, height: 18 } as const;

export interface PageSpec {
  paper: PaperId;
  game: string;
  title: string;
  /** Field name for the name on this page (the same on every page of a sheet: typed once, shown on each), and its value. */
  nameField: string;
  name: string;
  nameLabel?: string;
  /** The name field's tooltip, e.g. "Wizard name". */
  nameTip: string;
  footer: string;
}

/** Starts a page and returns the y where content may begin (canvas coordinates). */
export function startPage(pen: SheetPen, spec: PageSpec): number {
  const { doc } = pen;
  const paper = PAPER[spec.paper];
  doc.addPage({ size: [paper.width, paper.height], margin: 0 });
  // Centre the canvas: everything after this is drawn in canvas coordinates.
  doc.translate(
    (paper.width - CANVAS.width) / 2,
    Math.max(SAFE_MARGIN, (paper.height - CANVAS.height) / 2),
  );
  doc.font('heading').fontSize(15).fillColor(INK).text(spec.game, 0, 0, { lineBreak: false });
  doc.font('bold').fontSize(10).text(spec.title, 0, 21, { lineBreak: false });
  const label = spec.nameLabel ?? 'Name';
  doc.font('body').fontSize(9).text(label, 300, 6, { width: 50, align: 'right', lineBreak: false });
  const box = NAME_BOX;
  pen.field(spec.nameField, box.x, box.y, box.width, box.height, spec.name, {
    frame: 'line',
    tip: spec.nameTip,
    shared: true,
  });
  doc.lineWidth(1.2).strokeColor(INK).moveTo(0, 36).lineTo(CANVAS.width, 36).stroke();
  doc
    .font('body')
    .fontSize(6.5)
    .fillColor(RULE)
    .text(spec.footer, 0, CANVAS.height - 9, { width: CANVAS.width, lineBreak: false });
  doc.fillColor(INK);
  return 46;
}

/** What the sheet's PDF subject says of it: "fillable" or "flattened", and "ink saver". */
export const modeText = (options: SheetOptions): string =>
  `${options.mode === 'flat' ? 'flattened' : 'fillable'}${options.inkSaver ? ', ink saver' : ''}`;

/**
 * A grey band behind a table's header or a row, to guide the eye. The ink saver leaves it out:
 * a large fill is most of a sheet's ink, and the table's rules mark the rows without it.
 */
export function greyBand(
  pen: SheetPen,
  x: number,
  y: number,
  width: number,
  height: number,
  grey: string,
): void {
  if (!pen.inkSaver) pen.doc.rect(x, y, width, height).fill(grey);
}

/** A section heading with a rule under it; returns the y below it. */
export function sectionHeading(
  pen: SheetPen,
  text: string,
  x: number,
  y: number,
  width: number,
): number {
  pen.doc.font('heading').fontSize(10).fillColor(INK).text(text, x, y, { lineBreak: false });
  pen.doc
    .lineWidth(0.5)
    .strokeColor(INK)
    .moveTo(x, y + 14)
    .lineTo(x + width, y + 14)
    .stroke();
  return y + 19;
}
