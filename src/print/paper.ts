/** Paper sizes in PDF points (1/72 inch) and the safe margin every printed page keeps clear. */
export const PAPER = {
  a4: { name: 'A4', width: 595.28, height: 841.89 },
  letter: { name: 'US Letter', width: 612, height: 792 },
} as const;

export type PaperId = keyof typeof PAPER;
export const PAPER_IDS = Object.keys(PAPER) as PaperId[];
export const isPaper = (text: string): text is PaperId => Object.hasOwn(PAPER, text);

export const mm = (millimetres: number): number => (millimetres * 72) / 25.4;

/** Home printers cannot print to the edge: nothing is drawn within 10 mm of it. */
export const SAFE_MARGIN = mm(10);
