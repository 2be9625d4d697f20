/**
 * Figure creation for The Fantasy Trip: Wizard, facts only: a human wizard has ST, DX and
 * IQ of 8 each plus 8 more points to allot (none below 8), 32 in all. ST is both the hits a
 * figure can take and the fuel spent on spells.
 */
export type AttributeId = 'st' | 'dx' | 'iq';

export const ATTRIBUTES: readonly {
  id: AttributeId;
  name: string;
  short: string;
  meaning: string;
}[] = [
  {
    id: 'st',
    name: 'Strength',
    short: 'ST',
    meaning: 'Hits the figure can take, and the energy it spends casting spells.',
  },
  // Our excerpt stops partway through ST, so it does not say what DX and IQ govern: point to the book.
  {
    id: 'dx',
    name: 'Dexterity',
    short: 'DX',
    meaning: 'Its uses are set out in the publisher’s full rules.',
  },
  {
    id: 'iq',
    name: 'Intelligence',
    short: 'IQ',
    meaning: 'Its uses are set out in the publisher’s full rules.',
  },
];

export const ATTRIBUTE_START = 8;
export const EXTRA_POINTS = 8;
export const FIGURE_TOTAL = ATTRIBUTE_START * ATTRIBUTES.length + EXTRA_POINTS; // 32
/** Upper bound for the builder: all 8 extra points on one attribute. */
export const ATTRIBUTE_MAX = ATTRIBUTE_START + EXTRA_POINTS;
export const NAME_MAX = 40;

export interface Figure {
  name: string;
  st: number;
  dx: number;
  iq: number;
}

export const DEFAULT_FIGURE: Figure = { name: '', st: 11, dx: 11, iq: 10 };

export interface FigureProblem {
  field: AttributeId | 'total' | 'name';
  message: string;
}

export function checkFigure(f: Figure): FigureProblem[] {
  const problems: FigureProblem[] = [];
  if (f.name.length > NAME_MAX)
    problems.push({
      field: 'name',
      message: `The name is ${f.name.length} characters long; keep it to ${NAME_MAX}.`,
    });
  for (const a of ATTRIBUTES) {
    const v = f[a.id];
    if (!Number.isInteger(v))
      problems.push({ field: a.id, message: `${a.short} must be a whole number.` });
    else if (v < ATTRIBUTE_START)
      problems.push({
        field: a.id,
        message: `${a.short} is ${v}; no attribute may start below ${ATTRIBUTE_START}.`,
      });
  }
  if (problems.some((p) => p.field !== 'name')) return problems;
  const total = f.st + f.dx + f.iq;
  if (total !== FIGURE_TOTAL) {
    const extra = total - ATTRIBUTE_START * ATTRIBUTES.length;
    problems.push({
      field: 'total',
      message:
        total < FIGURE_TOTAL
          ? `ST + DX + IQ is ${total}: ${extra} of the ${EXTRA_POINTS} extra points placed, ${FIGURE_TOTAL - total} left (a new figure has exactly ${FIGURE_TOTAL}).`
          : `ST + DX + IQ is ${total}, ${total - FIGURE_TOTAL} over the ${FIGURE_TOTAL} a new figure has (${EXTRA_POINTS} extra points at most).`,
    });
  }
  return problems;
}

/** What ST left after hits and fatigue means for the figure. */
export function strengthState(stLeft: number): 'fine' | 'unconscious' | 'dead' {
  return stLeft > 0 ? 'fine' : stLeft === 0 ? 'unconscious' : 'dead';
}

/** A spell may bring ST down to 0 but never below: can a figure with `stLeft` pay `cost`? */
export const canCast = (stLeft: number, cost: number): boolean => stLeft - cost >= 0;
