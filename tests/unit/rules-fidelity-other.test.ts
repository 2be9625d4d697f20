/**
 * Issue 14, the smaller games: facts the 10 Minute Heist overview had left out, and The Fantasy
 * Trip's attribute notes saying no more than the excerpt we have.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ATTRIBUTES } from '../../src/games/wizard-figures/figure.ts';

const flat = (path: string): string =>
  readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8').replace(/\s+/g, ' ');

describe('10 Minute Heist overview', () => {
  const page = flat('content/heist/index.mdx');
  test('the secret face-down Light card each thief starts with, revealed and scored at the end', () => {
    expect(page).toMatch(/starts with one \*\*secret card\*\* from the Light deck, kept face down/);
    expect(page).toMatch(/at the end everyone turns theirs over and it scores/);
  });
  test('a Power happens at once, and a card whose Power cannot be done cannot be taken', () => {
    expect(page).toMatch(/carried out the moment you take it/);
    expect(page).toMatch(/may not take a card whose Power you cannot carry out/);
  });
  test('the two-player discard from the same floor, and the Master Thief variant', () => {
    expect(page).toMatch(/put one more card from the floor you now stand on back in the box/);
    expect(page).toMatch(/## The Master Thief variant/);
    expect(page).toMatch(/one with four or five thieves, two with three, three with two/);
  });
});

describe('The Fantasy Trip attribute notes', () => {
  test('DX and IQ are not described beyond what the excerpt supports', () => {
    const note = (id: string) => ATTRIBUTES.find((a) => a.id === id)!.meaning;
    expect(note('dx')).not.toMatch(/speed|aim/i);
    expect(note('iq')).not.toMatch(/spell/i);
    expect(note('st')).toMatch(/Hits/);
  });
});
