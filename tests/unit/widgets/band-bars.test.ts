import { describe, expect, it } from 'vitest';
import { BAND_BARS_HEAD, bandBarsRows } from '../../../src/widgets/wizards-tower/band-bars.ts';
import { barHtml } from '../../../src/widgets/kit/odds-bar.ts';
import { bandOdds } from '../../../src/games/wizards-tower/test-roll.ts';
import { BANDS } from '../../../src/games/wizards-tower/bands.ts';

describe('the bands as bars', () => {
  const rows = bandBarsRows(bandOdds(3)).split('</tr>').filter(Boolean);

  it('is a table: one row per band, headed by its name, with an "at least" column', () => {
    expect(BAND_BARS_HEAD).toContain('<th scope="col" class="num">At least this band</th>');
    expect(rows).toHaveLength(BANDS.length);
    rows.forEach((row, i) => expect(row).toContain(`<th scope="row">${BANDS[i]!.name}</th>`));
  });

  it('says every figure in text; the bars are empty elements sized by the chance', () => {
    const disaster = rows[0]!;
    // Disaster or better is certain: a full bar, "100%" and "exactly 1".
    expect(disaster).toContain('100%<span class="tp-exact-value"> (exactly 1)</span>');
    expect(disaster).toContain('<i class="tp-bar tp-bar-al" style="--p:100.0%"></i>');
    for (const row of rows)
      expect(row.match(/<i class="tp-bar[^"]*" style="--p:[\d.]+%"><\/i>/g)).toHaveLength(2);
    // A zero chance draws no bar at all; a tiny one still shows a sliver.
    expect(bandBarsRows(bandOdds(1))).toContain(
      '<th scope="row">Critical Success</th><td class="num tp-bar-cell">0%<i class="tp-bar" style="--p:0.0%"></i>',
    );
    expect(bandBarsRows(bandOdds(2))).toContain('--p:2.8%'); // 1/36 Critical
    expect(barHtml(1e-9)).toBe('<i class="tp-bar" style="--p:0.5%"></i>');
  });
});
