// fontkit comes with pdfkit and ships no types; font-fallback-metrics.ts reads a face's metrics
// through its own `Face` interface, so only `openSync` is declared here.
declare module 'fontkit' {
  export function openSync(file: string): unknown;
}
