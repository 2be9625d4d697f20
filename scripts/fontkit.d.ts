// fontkit comes with pdfkit and ships no types. font-fallback-metrics.ts reads a face's metrics
// through its own `Face` interface; the web-font test reads which characters a font has.
declare module 'fontkit' {
  export function openSync(file: string): unknown;
  export function create(bytes: Uint8Array): { characterSet: number[] };
}
