/**
 * The sample chronicle the site builds (generators/prebuilt-chronicle.ts) and the Wizard's Tower
 * pages link: a seeded ten-year game, typeset as a player's own would be. No Node or DOM
 * imports: the build and the pages both read this.
 */
import type { PrintPaper } from './printables.ts';

/** The game it tells: seed, length and strategy (the CLI makes the same file with these flags). */
export const SAMPLE_CHRONICLE = { seed: 'demo', months: 120, strategy: 'ward-keeper' } as const;

/** /generated/chronicle/sample-chronicle-<paper>.pdf */
export const sampleChroniclePath = (paper: PrintPaper): string =>
  `/generated/chronicle/sample-chronicle-${paper}.pdf`;
