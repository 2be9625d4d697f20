import { describe, expect, it } from 'vitest';
import {
  askBeforeRunning,
  cancelledText,
  pendingResultsText,
  AUTO_RUN_GAME_MONTHS,
  runsOnArrival,
  settingsFromParams,
  settingsToParams,
  type McSettings,
} from '../../../src/widgets/wizards-tower/wt-mc-state.ts';

const known = {
  strategies: ['ward-keeper', 'scholar', 'warlord', 'random'],
  builds: ['example', 'ward-heavy', 'custom'],
};
const settings: McSettings = {
  seed: 'my seed',
  runs: '20000',
  months: '60',
  strategies: ['scholar', 'random'],
  builds: ['example', 'custom'],
  custom: ['3', '2', '2', '2', '1', '1', '1', '1'],
  deathRule: 'wardsRating',
  items: true,
};

describe('Monte Carlo settings in the address', () => {
  it('round-trips every setting, with the generator version', () => {
    const params = settingsToParams(settings);
    expect(params.get('v')).toBe('1');
    expect(params.get('rule')).toBe('wards-rating');
    const back = settingsFromParams(params, known);
    expect(back).toEqual({ settings, notes: [], shared: true });
  });

  it('leaves "Your build" out of the address when it is not chosen', () => {
    expect(settingsToParams({ ...settings, builds: ['example'] }).has('custom')).toBe(false);
  });

  it('an address with none of its settings is not a shared batch', () => {
    expect(settingsFromParams(new URLSearchParams('utm=x'), known)).toEqual({
      settings: {},
      notes: [],
      shared: false,
    });
  });

  it('explains what a link gets wrong and keeps the rest', () => {
    const {
      settings: s,
      notes,
      shared,
    } = settingsFromParams(
      new URLSearchParams(
        'strategies=scholar,berserker,,chess&builds=custom&custom=1,2,3&rule=maybe&v=0&runs=' +
          '9'.repeat(100),
      ),
      known,
    );
    expect(shared).toBe(true);
    expect(s.strategies).toEqual(['scholar']);
    expect(s.builds).toEqual(['custom']);
    expect(s.custom).toBeUndefined();
    expect(s.deathRule).toBeUndefined();
    expect(s.runs).toHaveLength(64);
    expect(notes).toEqual([
      'The link names unknown strategies (“berserker”, “chess”), left out; this page knows ward-keeper, scholar, warlord, random.',
      'The link’s “Your build” (“1,2,3”) should have 8 numbers (the five Ratings, then Security, Prosperity and Loyalty); it was left out.',
      'The link’s death rule “maybe” is not one this page knows (tower-wards or wards-rating); WT-R9’s reading is used.',
      'This link was made with dice generator version “0”, but this page has version 1: the same seed may give other games, so the numbers can differ from those that were shared.',
    ]);
  });
});

describe('a shared batch on arrival', () => {
  it('a small batch runs by itself; a million runs waits for Run', () => {
    expect(runsOnArrival(1000 * 2 * 2, 24)).toBe(true);
    expect(runsOnArrival(1_000_000 * 3, 120)).toBe(false);
    expect(runsOnArrival(Math.floor(AUTO_RUN_GAME_MONTHS / 120), 120)).toBe(true);
    expect(askBeforeRunning(3_000_000, 120)).toBe(
      'This link names a big batch: 3,000,000 games of 120 months. It has not started, since it may keep this device busy for minutes. Press Run to start it.',
    );
  });
});

describe('a shared batch never shows another batch’s tables', () => {
  it('says where the results will appear, and Cancel does not point at hidden tables', () => {
    expect(pendingResultsText(true)).toMatch(
      /^The results of this link’s batch appear here when it finishes/,
    );
    expect(pendingResultsText(false)).toMatch(/after you press Run/);
    expect(cancelledText(true)).toBe(
      'Cancelled. The results below are from the last finished batch.',
    );
    expect(cancelledText(false)).toBe(
      'Cancelled. No batch has finished yet; press Run to start again.',
    );
  });
});
