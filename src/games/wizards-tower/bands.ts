/**
 * The six result bands of a Wizard's Tower test. A test totals the highest two dice
 * rolled; the band is read from that total. This table is the one source of truth for
 * band names and ranges: rules pages, the engine, the dice tester and PDFs all read it.
 */

export type BandId =
  'disaster' | 'extremeFail' | 'fail' | 'success' | 'extremeSuccess' | 'critical';

export interface Band {
  readonly id: BandId;
  /** Name as the rules print it. */
  readonly name: string;
  /** Lowest and highest total (of the highest two dice) that falls in this band. */
  readonly min: number;
  readonly max: number;
  /** How the band reads on a rules page, e.g. "8–10". */
  readonly totals: string;
  readonly succeeds: boolean;
}

export const BANDS: readonly Band[] = [
  {
    id: 'disaster',
    name: 'Disaster',
    min: 1,
    max: 2,
    totals: '2 (two 1s); a single die showing 1 or 2',
    succeeds: false,
  },
  { id: 'extremeFail', name: 'Extreme Fail', min: 3, max: 4, totals: '3–4', succeeds: false },
  { id: 'fail', name: 'Normal Fail', min: 5, max: 7, totals: '5–7', succeeds: false },
  { id: 'success', name: 'Normal Success', min: 8, max: 10, totals: '8–10', succeeds: true },
  { id: 'extremeSuccess', name: 'Extreme Success', min: 11, max: 11, totals: '11', succeeds: true },
  {
    id: 'critical',
    name: 'Critical Success',
    min: 12,
    max: 12,
    totals: '12 (two 6s)',
    succeeds: true,
  },
];

export const BAND_IDS: readonly BandId[] = BANDS.map((b) => b.id);

const BAND_BY_ID = new Map(BANDS.map((b) => [b.id, b]));

/** Whether each band is a success, by id (a plain record: the engine reads it on every roll). */
const SUCCEEDS = Object.fromEntries(BANDS.map((b) => [b.id, b.succeeds])) as Readonly<
  Record<BandId, boolean>
>;

export const succeeded = (id: BandId): boolean => SUCCEEDS[id];

/**
 * The lowest total that succeeds. The table runs from the worst total to the best, and every
 * band from the first success up succeeds (tested), so a rolled total succeeds if it reaches
 * this: one integer comparison for a player weighing each Power die.
 */
export const SUCCESS_MIN_TOTAL = BANDS.find((b) => b.succeeds)!.min;

/** Each band's place from worst (0, Disaster) to best, to compare two results. */
export const BAND_RANK = Object.fromEntries(BANDS.map((b, i) => [b.id, i])) as Readonly<
  Record<BandId, number>
>;

export function band(id: BandId): Band {
  return BAND_BY_ID.get(id)!;
}

/**
 * The band for a total of the highest two dice (or the single die when only one is rolled:
 * 1–2 Disaster, 3–4 Extreme Fail, 5–6 Normal Fail — WT-R1: one die alone never succeeds).
 */
export function bandForTotal(total: number): BandId {
  if (!Number.isInteger(total) || total < 1 || total > 12) {
    throw new RangeError(`A test total must be a whole number from 1 to 12, got ${total}`);
  }
  for (const b of BANDS) if (total <= b.max) return b.id;
  return 'critical';
}
