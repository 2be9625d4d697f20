/** The rulebook booklets' page order: one module for every booklet (src/lib/saddle-stitch.ts). */
export { saddleStitchOrder, type SheetSide } from '../../src/lib/saddle-stitch.ts';
