/**
 * Neutrals in DeviceGray. pdfkit (and svg-to-pdfkit, which calls it) sets every colour as
 * DeviceRGB, and a colour inkjet prints an RGB grey, even black, with its colour inks. A grey
 * set as one DeviceGray component prints with black ink alone. This changes one document:
 * every fill or stroke colour whose red, green and blue are equal is written with `g`/`G`.
 */
import type { PdfDocument } from './types.ts';

interface ColourCore {
  _normalizeColor(color: unknown): unknown;
  _setColorCore(color: unknown, stroke: boolean): boolean;
  addContent(text: string): unknown;
}

export function neutralsInGray(doc: PdfDocument): void {
  const core = doc as unknown as ColourCore;
  const rgb = core._setColorCore.bind(core);
  core._setColorCore = (color, stroke) => {
    const c = core._normalizeColor(color);
    if (Array.isArray(c) && c.length === 3 && c[0] === c[1] && c[1] === c[2]) {
      core.addContent(`${+(c[0] as number).toFixed(4)} ${stroke ? 'G' : 'g'}`);
      return true;
    }
    return rgb(color, stroke);
  };
}
