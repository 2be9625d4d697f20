/** The browser's chronicle code path, bundled for the benchmark's Chromium page (chronicle.bench.ts). */
import { chronicle } from '../../../src/widgets/wizards-tower/wt-chronicle-make.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';

/** Typesets a seeded game of `months` months; the time it took and the PDF's bytes (base64). */
async function typeset(months: number): Promise<{ ms: number; pages: number; pdf: string }> {
  const start = performance.now();
  const book = await chronicle(
    { kind: 'autoplay', seed: 'demo', months, strategy: 'ward-keeper', build: EXAMPLE_BUILD },
    { paper: 'a4' },
  );
  const ms = performance.now() - start;
  let binary = '';
  for (let i = 0; i < book.pdf.length; i += 0x8000)
    binary += String.fromCharCode(...book.pdf.subarray(i, i + 0x8000));
  return { ms, pages: book.pages, pdf: btoa(binary) };
}

(globalThis as { typeset?: typeof typeset }).typeset = typeset;
