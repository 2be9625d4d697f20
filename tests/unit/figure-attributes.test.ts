/**
 * The Fantasy Trip's attribute notes say no more than the excerpt we have. (The 10 Minute Heist
 * overview's facts are checked on the built page, tests/e2e/rules-fidelity.spec.ts.)
 */
import { describe, expect, test } from 'vitest';
import { ATTRIBUTES } from '../../src/games/wizard-figures/figure.ts';

describe('The Fantasy Trip attribute notes', () => {
  test('DX and IQ are not described beyond what the excerpt supports', () => {
    const note = (id: string) => ATTRIBUTES.find((a) => a.id === id)!.meaning;
    expect(note('dx')).not.toMatch(/speed|aim/i);
    expect(note('iq')).not.toMatch(/spell/i);
    expect(note('st')).toMatch(/Hits/);
  });
});
