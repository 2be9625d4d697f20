// svg-to-pdfkit ships no types: the one function we call.
declare module 'svg-to-pdfkit' {
  import type { PdfDocument } from '../types.ts';
  export default function SVGtoPDF(
    doc: PdfDocument,
    svg: string,
    x: number,
    y: number,
    options: {
      width: number;
      height: number;
      assumePt?: boolean;
      preserveAspectRatio?: string;
      fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
      /** Told each warning; without it svg-to-pdfkit writes them to the console. */
      warningCallback?: (message: string) => void;
    },
  ): void;
}
