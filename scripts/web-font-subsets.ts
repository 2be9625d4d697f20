// Writes src/fonts/: each web face's core file (the characters the pages draw) and the
// @font-face rules that pair it with the full Latin file. See generators/site/web-fonts.ts.
// Usage: npx node scripts/web-font-subsets.ts   (rerun after a font update or a change to CORE)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_FACES, coreFont, webFontsCss } from '../generators/site/web-fonts.ts';
import { writeFilesAtomic } from '../generators/files/write-files.ts';

const DIR = 'src/fonts';
mkdirSync(DIR, { recursive: true });
const files = [
  ...(await Promise.all(
    WEB_FACES.map(async (face) => ({ path: join(DIR, face.core), bytes: await coreFont(face) })),
  )),
  { path: join(DIR, 'web-fonts.css'), bytes: new TextEncoder().encode(webFontsCss()) },
];
await writeFilesAtomic(files);
for (const f of files) console.log(`${f.path}: ${f.bytes.length} bytes`);
