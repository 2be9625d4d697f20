import { create } from 'fontkit';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import {
  CORE,
  LATIN,
  REST,
  WEB_FACES,
  coreFont,
  formatRange,
  latinFile,
  parseRange,
  webFontsCss,
} from '../../../generators/site/web-fonts.ts';

const RERUN = 'rerun `npx node scripts/web-font-subsets.ts`';
const committed = (name: string) => readFileSync(`src/fonts/${name}`);

test('the core and the rest split the Latin subset, with nothing in both', () => {
  const latin = parseRange(LATIN);
  expect(CORE.every((c) => latin.has(c))).toBe(true);
  expect(REST.some((c) => CORE.includes(c))).toBe(false);
  // All of Latin but the control characters no font draws (tab and line breaks are in the core).
  const controls = [...latin].filter((c) => c < 0x20 || (c >= 0x7f && c < 0xa0));
  expect(controls.filter((c) => !CORE.includes(c))).toHaveLength(32 + 33 - 3);
  expect(new Set([...CORE, ...REST, ...controls])).toEqual(latin);
  expect(parseRange(formatRange(REST))).toEqual(new Set(REST));
  expect(formatRange([0x41, 0x20, 0x21, 0x22, 0x2026])).toBe('U+0020-0022, U+0041, U+2026');
});

test('src/fonts/web-fonts.css is what the generator writes', () => {
  expect(committed('web-fonts.css').toString('utf8'), RERUN).toBe(webFontsCss());
});

test(
  'each core file is the generator’s, has every core character its face has, and is far smaller',
  { timeout: 60_000 },
  async () => {
    for (const face of WEB_FACES) {
      const core = new Uint8Array(committed(face.core));
      expect(
        Buffer.from(await coreFont(face)).equals(Buffer.from(core)),
        `${face.core}: ${RERUN}`,
      ).toBe(true);
      const full = latinFile(face);
      const has = new Set(create(full).characterSet);
      const coreHas = new Set(create(core).characterSet);
      const missing = CORE.filter((c) => has.has(c) && !coreHas.has(c));
      expect(missing, face.core).toEqual([]);
      expect(core.length, face.core).toBeLessThan(full.length * 0.7);
    }
  },
);
