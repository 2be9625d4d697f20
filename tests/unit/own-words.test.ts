/**
 * Sentences a careful reading found too close to a source's own (shorter than the ten-word runs
 * `originality` flags, but following the source clause by clause). They must not come back.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const flat = (path: string): string =>
  readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8').replace(/\s+/g, ' ');

const GONE: readonly (readonly [string, readonly RegExp[]])[] = [
  [
    'src/games/solo-tower-hack/rulings.ts',
    [
      /move into the next adjacent room/i,
      /may never enter a room twice/i,
      /up to a maximum of 10/i,
    ],
  ],
  ['src/games/solo-tower-hack/glossary.ts', [/each roll a d6 and add your modifiers/i]],
  [
    'content/heist/index.mdx',
    [
      /sideways or down\*\*, skipping floors/i,
      /Any card on that floor will do/i,
      /goes back in the box unseen/i,
    ],
  ],
  ['content/wizard-figures/index.mdx', [/It is how many hits the figure can take/i]],
  [
    'src/games/tower-wizwar/rulings.ts',
    [/each time a celestial card is revealed from your deck, one Harm/i],
  ],
  ['content/tower-wizwar/rules.mdx', [/Non-spell cards are played from the hand, not cast/i]],
];

describe('our own words', () => {
  test.each(GONE)('%s', (path, patterns) => {
    const text = flat(path);
    for (const p of patterns) expect(text).not.toMatch(p);
  });
});
