// jpeg-js types its main module only: the decoder module, as raster-check.ts calls it.
declare module 'jpeg-js/lib/decoder.js' {
  export default function decode(
    jpegData: Uint8Array,
    opts: {
      useTArray: true;
      formatAsRGBA?: boolean;
      tolerantDecoding?: boolean;
      maxResolutionInMP?: number;
      maxMemoryUsageInMB?: number;
    },
  ): { width: number; height: number; data: Uint8Array };
}
