/**
 * What <tw-mana-drain> shows for a track (pure): the boxes, the line that says where the track
 * stands, the cost of the effect being checked, and the Step back button's label. The page
 * draws a first visit's view from it at build time, so the widget's start-up redraws nothing.
 */
import { costWithDrain, drainPenalty } from '../../games/tower-wizwar/mana.ts';

export interface DrainView {
  /** The track's boxes, three to a step of penalty, at least twelve. */
  track: string;
  status: string;
  /** The cost of the base cost typed ('' while that field holds no usable number). */
  cost: string;
  back: string;
}

/**
 * The view of a track at `steps`, after the change `what` ('' for none), with the track as it
 * was before the last change (undefined: nothing to step back to) and the base cost typed.
 */
export function drainView(
  steps: number,
  what: string,
  lastBefore: number | undefined,
  base: number | null,
): DrainView {
  const cells = Math.max(12, Math.ceil((steps + 1) / 3) * 3);
  return {
    track: Array.from(
      { length: cells },
      (_, i) => `<span class="${i < steps ? 'on' : ''}${(i + 1) % 3 === 0 ? ' step' : ''}"></span>`,
    ).join(''),
    status:
      `${what} Track at ${steps} ${steps === 1 ? 'step' : 'steps'}: every cost +${drainPenalty(steps)}.`.trim(),
    cost: base === null ? '' : `A ${base}-mana effect costs ${costWithDrain(base, steps)} now.`,
    back:
      lastBefore === undefined
        ? 'Step back (undo the last change)'
        : `Step back to ${lastBefore} (undo the last change)`,
  };
}
