import { GENERATOR_VERSION } from '../../../src/lib/seed-text.ts';
import { parseBuildParams } from '../../../src/widgets/wizards-tower/wizard-builder-state.ts';
import { parseFigureParams } from '../../../src/widgets/wizard-figures/figure-builder-state.ts';
import { describe, expect, test } from 'vitest';
import {
  autoplayParams,
  parseAutoplayParams,
  parseYears,
} from '../../../src/widgets/wizards-tower/wt-autoplay-state.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import { STRATEGY_IDS } from '../../../src/games/wizards-tower/engine/strategies.ts';

const parse = (q: string) => parseAutoplayParams(new URLSearchParams(q), STRATEGY_IDS);

describe('auto-play settings in the URL', () => {
  test('no parameters: seed demo, the example wizard, the ward-keeper, items off', () => {
    const { setup, notes } = parse('');
    expect(notes).toEqual([]);
    expect(setup).toEqual({
      seed: 'demo',
      build: EXAMPLE_BUILD,
      strategy: 'ward-keeper',
      items: false,
    });
  });

  test('settings round-trip through the URL', () => {
    const setup = {
      seed: 'a seed & more',
      strategy: 'warlord',
      items: true,
      build: {
        name: '',
        allyNames: [],
        ratings: { wards: 1, research: 3, power: 1, allies: 3, domainControl: 2 },
        factors: { security: 2, prosperity: 1, loyalty: 1 },
      },
    };
    const params = autoplayParams(setup);
    expect(params.get('v')).toBe(String(GENERATOR_VERSION));
    const { setup: back, notes } = parse(params.toString());
    expect(notes).toEqual([]);
    expect(back).toEqual(setup);
  });

  test('a link from another generator version is explained, not ignored', () => {
    expect(parse('v=7&seed=x').notes).toEqual([
      'This link was made with generator version “7”, but this site has version 1: the same seed may play a different game from the one that was shared.',
    ]);
  });

  test('long names and too many Allies are named, never dropped silently', () => {
    const { build, notes } = parseBuildParams(
      new URLSearchParams([
        ['name', 'N'.repeat(45)],
        ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((a) => ['ally', a] as [string, string]),
        ['ally', 'x'.repeat(31)],
      ]),
    );
    expect(build.name).toBe('N'.repeat(40));
    expect(build.allyNames).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(notes).toEqual([
      'The name was longer than 40 characters, so “NNNNN” was dropped from its end.',
      'At most 6 Ally names are kept, so “G”, “H”, “xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx” were left out.',
    ]);
  });

  test('roster entries past 20 and long figure names are named', () => {
    const roster = Array.from({ length: 22 }, (_, i) => `F${i}:10:10:12`).join(';');
    const {
      roster: kept,
      notes,
      figure,
    } = parseFigureParams(new URLSearchParams({ roster, name: '🧙'.repeat(41) }));
    expect(kept).toHaveLength(20);
    expect(figure.name).toBe('🧙'.repeat(40));
    expect(notes).toEqual([
      'The name was longer than 40 characters, so “🧙” was dropped from its end.',
      'A roster holds at most 20 figures, so the 2 after the 20th were left out: “F20”, “F21”.',
    ]);
  });

  test('bad parameters are dropped or clamped, each named in a note', () => {
    const { setup, notes } = parse(
      `seed=${'x'.repeat(70)}&strategy=coward&items=yes&wards=abc&power=9`,
    );
    expect(setup.seed).toBe('x'.repeat(64));
    expect(setup.strategy).toBe('ward-keeper');
    expect(setup.items).toBe(false);
    expect(setup.build.ratings.wards).toBe(EXAMPLE_BUILD.ratings.wards);
    expect(setup.build.ratings.power).toBe(6);
    expect(notes).toHaveLength(5);
    for (const word of ['seed', 'strategy=coward', 'items=yes', 'wards=abc', 'power=9'])
      expect(notes.join(' ')).toContain(word);
  });

  test('years to run on: 1 to 100', () => {
    expect(parseYears('10')).toBe(10);
    for (const bad of ['0', '101', '2.5', '', 'x'])
      expect(parseYears(bad)).toMatch(/from 1 to 100/);
  });
});

describe('the page plays run 0 of the seed, as the CLI does', async () => {
  const { newSession, finishMonth, nextPhase, clearStep, runOn } =
    await import('../../../src/widgets/wizards-tower/wt-autoplay-play.ts');
  const { playRun } = await import('../../../src/games/wizards-tower/engine/simulate.ts');

  test('phase by phase, month by month and run-on all reach the same game as playRun', () => {
    const setup = {
      seed: 'unit-autoplay',
      build: EXAMPLE_BUILD,
      strategy: 'scholar',
      items: false,
    };
    const cli = playRun(
      {
        seed: setup.seed,
        build: EXAMPLE_BUILD,
        strategy: setup.strategy,
        options: { items: false },
      },
      0,
      24,
    );
    const a = newSession(setup);
    for (let i = 0; i < 10 && !a.game.death; i++) {
      clearStep(a);
      nextPhase(a);
      for (const t of a.tests) expect(t.faces.length).toBeGreaterThanOrEqual(t.dice);
    }
    while (!a.game.death && a.game.month <= 24) finishMonth(a);
    const b = newSession(setup);
    while (!runOn(b, 25, 5));
    expect(a.game).toEqual(cli);
    expect(b.game).toEqual(cli);
    expect(a.journal).toEqual(b.journal);
  });
});
