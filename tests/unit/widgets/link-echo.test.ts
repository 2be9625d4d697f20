/**
 * A link can carry megabytes: every widget that reads its state from the URL repeats at most a
 * short start of a wrong or over-long value in its notes ("…" and the length), never the whole
 * value, and refuses over-long values before parsing them.
 */
import { describe, expect, test } from 'vitest';
import { parseParams } from '../../../src/widgets/wizards-tower/dice-tester-state.ts';
import { parseFigureParams } from '../../../src/widgets/wizard-figures/figure-builder-state.ts';
import { parseBuildParams } from '../../../src/widgets/wizards-tower/wizard-builder-state.ts';
import { parseTowerParams } from '../../../src/widgets/solo-tower-hack/sth-tower-state.ts';
import { parseAutoplayParams } from '../../../src/widgets/wizards-tower/wt-autoplay-state.ts';
import { settingsFromParams } from '../../../src/widgets/wizards-tower/wt-mc-state.ts';
import { ECHO_MAX, quoteList, quoteParam, quoteValue } from '../../../src/lib/url-echo.ts';

const HUGE = 'a'.repeat(60_000);
/** A note may name a parameter and explain itself, but never carry much of the value. */
const NOTE_MAX = 500;

const query = (q: Record<string, string | string[]>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const x of [v].flat()) p.append(k, x);
  return p;
};

function expectShortNotes(notes: readonly string[], count = 1) {
  expect(notes.length).toBeGreaterThanOrEqual(count);
  for (const note of notes) {
    expect(note.length).toBeLessThan(NOTE_MAX);
    expect(note).not.toContain('a'.repeat(ECHO_MAX + 1));
  }
  expect(notes.join(' ')).toContain('…');
}

describe('values from a link are echoed cut', () => {
  test.each(['src', 'card', 'suit', 'action', 'mode', 'faces', 'dice', 'v'])(
    'dice tester: a 60,000-character %s is quoted by its start, with “…” and its length',
    (name) => {
      const { notes } = parseParams(query({ [name]: HUGE }));
      expectShortNotes(notes);
      if (name !== 'v') expect(notes.join(' ')).toContain('(60,000 characters; only the first');
    },
  );

  test('dice tester: 60,000 characters of faces are refused without being parsed', () => {
    const { state, notes } = parseParams(query({ mode: 'own', faces: '6'.repeat(60_000) }));
    expect(state.faces).toEqual([]);
    expect(notes.join(' ')).toContain('That is more than 40 dice.');
    expectShortNotes(notes);
  });

  test('figure builder: a 60,000-character name, a huge roster and bad numbers are echoed cut', () => {
    const roster = Array.from({ length: 500 }, (_, i) => `F${i}:10:12:10`).join(';');
    const { figure, notes } = parseFigureParams(
      query({ name: HUGE, st: HUGE, roster: `${roster};${HUGE}` }),
    );
    expect(figure.name.length).toBeLessThanOrEqual(ECHO_MAX);
    expectShortNotes(notes, 3);
    expect(notes.join(' ')).toMatch(/and [\d,]+ more/);
  });

  test('wizard builder: a 60,000-character name and many long Ally names are echoed cut', () => {
    const { build, notes } = parseBuildParams(
      query({ name: HUGE, wards: HUGE, ally: Array.from({ length: 50 }, () => HUGE) }),
    );
    expect(build.name.length).toBeLessThanOrEqual(ECHO_MAX);
    expectShortNotes(notes, 3);
  });

  test('tower page: 60,000 characters of stairs rolls are refused before parsing; v and map cut', () => {
    const { notes } = parseTowerParams(query({ rolls: HUGE, v: HUGE, map: HUGE }));
    expectShortNotes(notes, 3);
    expect(notes.join(' ')).toContain('they are longer than 400 characters');
  });

  test('autoplay and Monte Carlo: a 60,000-character strategy, version or rule is echoed cut', () => {
    expectShortNotes(
      parseAutoplayParams(query({ strategy: HUGE, v: HUGE }), ['ward-keeper']).notes,
      2,
    );
    expectShortNotes(
      settingsFromParams(query({ rule: HUGE, v: HUGE, strategies: HUGE }), {
        strategies: ['ward-keeper'],
        builds: ['example'],
      }).notes,
      3,
    );
  });

  test('quoting: short values whole, long ones by their first 64 characters (no emoji split)', () => {
    expect(quoteValue('moon')).toBe('“moon”');
    expect(quoteValue('🧙'.repeat(64))).toBe(`“${'🧙'.repeat(64)}”`);
    expect(quoteValue('🧙'.repeat(65))).toBe(
      `“${'🧙'.repeat(64)}…” (65 characters; only the first 64 are shown)`,
    );
    expect(quoteList(['a', 'b', 'c', 'd'])).toBe('“a”, “b”, “c” and 1 more');
    expect(quoteParam('src', 'x'.repeat(70))).toBe(
      `“src=${'x'.repeat(64)}…” (70 characters; only the first 64 are shown)`,
    );
  });
});
