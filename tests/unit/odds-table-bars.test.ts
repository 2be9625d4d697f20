/**
 * The odds tables of the rules pages as bars: The Wizard's Tower's chance of each band and of at
 * least a Normal or an Extreme Success for every number of dice, and Solo Tower Hack's fight odds.
 * The "at least" figures are the exact band fractions of the table of every band, added up; each
 * chance carries a bar of its own length, an empty element the site draws after the figure.
 */
import { describe, expect, it } from 'vitest';
import { tableHtml } from '../../src/components/rules/table-html.ts';
import { BANDS, BAND_IDS } from '../../src/games/wizards-tower/bands.ts';
import { bandAtLeastTable, bandOddsTable } from '../../src/games/wizards-tower/tables.ts';
import { fightOddsTable } from '../../src/games/solo-tower-hack/tables.ts';
import {
  fraction,
  sum,
  toFractionString,
  toNumber,
  type Fraction,
} from '../../src/lib/fraction.ts';
import type { Cell, InlinePart, TableModel } from '../../src/lib/table-model.ts';

type Figure = Extract<InlinePart, { shown: string }>;
const figure = (c: Cell): Figure => {
  expect(c).toHaveProperty('shown');
  return c as Figure;
};
/** "5/12", "1" or "0" back to a fraction. */
const parse = (s: string): Fraction => {
  const [num, den = '1'] = s.split('/');
  return fraction(BigInt(num!), BigInt(den));
};

describe('the chance of at least a band, by number of dice', () => {
  const bands = bandOddsTable();
  const atLeast = bandAtLeastTable();

  it('has a row for every number of dice the table of every band has, and the two questions as columns', () => {
    expect(atLeast.head).toEqual([
      'Dice',
      'At least a Normal Success',
      'At least an Extreme Success',
    ]);
    expect(atLeast.rows.map((r) => r[0])).toEqual(bands.rows.map((r) => r[0]));
    expect(atLeast.rows.map((r) => r[0])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('adds up the exact fractions of that band and every better one in the table of every band', () => {
    const from = (id: string) => 1 + BAND_IDS.indexOf(id as (typeof BAND_IDS)[number]);
    atLeast.rows.forEach((row, r) => {
      const bandRow = bands.rows[r]!;
      const added = (id: string) =>
        toFractionString(sum(bandRow.slice(from(id)).map((c) => parse(figure(c).exact))));
      expect(figure(row[1]!).exact).toBe(added('success'));
      expect(figure(row[2]!).exact).toBe(added('extremeSuccess'));
    });
    // Checked by hand: two dice reach 8 in 15 of 36 ways and 11 in 3; one die or none never succeeds.
    expect(atLeast.rows[2]!.slice(1).map((c) => figure(c).exact)).toEqual(['5/12', '1/12']);
    expect(atLeast.rows[1]!.slice(1).map((c) => figure(c).shown)).toEqual(['0%', '0%']);
    expect(atLeast.rows[0]!.slice(1).map((c) => figure(c).shown)).toEqual(['0%', '0%']);
  });

  it('grows with every die added', () => {
    for (const col of [1, 2])
      for (let n = 2; n < atLeast.rows.length; n++)
        expect(toNumber(parse(figure(atLeast.rows[n]![col]!).exact))).toBeGreaterThan(
          toNumber(parse(figure(atLeast.rows[n - 1]![col]!).exact)),
        );
  });
});

/** Every figure of a chance table carries a bar as long as its value; "at least" bars are striped. */
function expectBars(model: TableModel, atLeast: boolean) {
  for (const row of model.rows)
    for (const c of row.slice(1)) {
      const f = figure(c);
      // A fraction, or a percentage to six figures.
      const value = f.how ? Number(f.exact.replace(/ %$/, '')) / 100 : toNumber(parse(f.exact));
      expect(f.bar?.p).toBeCloseTo(value, 6);
      expect(Boolean(f.bar?.atLeast)).toBe(atLeast);
    }
}

describe('bars in the odds tables', () => {
  it('every band figure and every "at least" figure has its bar; "at least" bars are striped', () => {
    expectBars(bandOddsTable(), false);
    expectBars(bandAtLeastTable(), true);
    expect(bandOddsTable().head).toEqual(['Dice', ...BANDS.map((b) => b.name)]);
  });

  it('every fight chance has its bar; the expected Damage, no chance, has none', () => {
    expectBars(fightOddsTable('exchange'), false);
    expectBars(fightOddsTable('win'), false);
    expect(tableHtml(fightOddsTable('damage'))).not.toContain('tp-bar');
  });

  it('on the page a bar follows its figure as an empty element, so the cell reads as the figure', () => {
    const html = tableHtml(bandAtLeastTable());
    // Two dice: at least a Normal Success is 5/12, 41.7%; the bar is 41.7% of its track, striped.
    expect(html).toContain(
      '<td class="num"><span class="tp-exact" tabindex="0">41.7%<span class="tp-exact-value"> (exactly 5/12)</span></span><i class="tp-bar tp-bar-al" style="--p:41.7%"></i></td>',
    );
    const cells = html.match(/<td class="num">.*?<\/td>/g)!;
    expect(cells).toHaveLength(9 * 2);
    for (const cell of cells)
      expect(cell).toMatch(/<\/span><i class="tp-bar tp-bar-al" style="--p:[\d.]+%"><\/i><\/td>$/);
    // A zero chance draws an empty track, a certain one a full bar.
    expect(tableHtml(bandOddsTable())).toContain(
      '0%<span class="tp-exact-value"> (exactly 0)</span></span><i class="tp-bar" style="--p:0.0%"></i>',
    );
    expect(tableHtml(bandOddsTable())).toContain(
      '100%<span class="tp-exact-value"> (exactly 1)</span></span><i class="tp-bar" style="--p:100.0%"></i>',
    );
  });
});
