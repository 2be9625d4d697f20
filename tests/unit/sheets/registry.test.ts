import { describe, expect, test } from 'vitest';
import {
  isSheetId,
  PREBUILT_KINDS,
  prebuiltPath,
  SHEET_IDS,
  SHEETS,
} from '../../../src/print/sheets/index.ts';
import { SHEET_FLAGS, SheetInputError, type Sheet } from '../../../src/print/sheets/sheet.ts';

const entries = SHEET_IDS.map((id) => [id, SHEETS[id] as Sheet<unknown>] as const);

describe('the SHEETS registry', () => {
  test('each entry is filed under its own id, with a label and known flags', () => {
    expect(SHEET_IDS).toEqual(['wizards-tower', 'figure', 'figure-roster', 'heist-scorepad']);
    for (const [id, sheet] of entries) {
      expect(sheet.id).toBe(id);
      expect(sheet.label).not.toBe('');
      for (const flag of sheet.flags) expect(SHEET_FLAGS).toContain(flag);
    }
  });

  test('no fill-in flags give the blank sheet', () => {
    for (const [, sheet] of entries) expect(sheet.fromFlags({ name: '' })).toEqual(sheet.blank);
  });

  test('flags fill a sheet in; a value that breaks a rule is a SheetInputError naming it', () => {
    expect(SHEETS.figure.fromFlags({ name: 'Odra', st: '10', dx: '12', iq: '10' })).toEqual({
      name: 'Odra',
      st: 10,
      dx: 12,
      iq: 10,
    });
    expect(
      SHEETS['figure-roster'].fromFlags({ name: 'Y', st: '10', dx: '12', iq: '10' }),
    ).toHaveLength(1);
    expect(SHEETS['heist-scorepad'].fromFlags({ name: '', players: 'Ann, Bob' })).toEqual([
      'Ann',
      'Bob',
    ]);
    expect(() => SHEETS.figure.fromFlags({ name: '', st: 'x' })).toThrow(SheetInputError);
    expect(() => SHEETS.figure.fromFlags({ name: '', st: '10' })).toThrow('--dx is required');
    expect(() => SHEETS['heist-scorepad'].fromFlags({ name: '', players: 'Ann,,Bob' })).toThrow(
      /--players: a name is empty/,
    );
    expect(() => SHEETS['wizards-tower'].fromFlags({ name: '', ratings: 'wards=2' })).toThrow(
      /--ratings must give all five Ratings; missing research/,
    );
  });

  test('ids are told from other words; prebuilt sheets have a path per paper and mode', () => {
    expect(isSheetId('figure')).toBe(true);
    expect(isSheetId('toString')).toBe(false);
    expect(PREBUILT_KINDS.length).toBeGreaterThan(0);
    expect(prebuiltPath('figure', 'letter', 'flat')).toBe(
      '/generated/sheets/figure-letter-flat.pdf',
    );
    expect(prebuiltPath('figure', 'a4', 'fillable')).toBe('/generated/sheets/figure-a4.pdf');
  });
});
