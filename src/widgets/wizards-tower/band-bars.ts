/**
 * The bands of a Wizard's Tower test as a bar chart that is a real table: one row per band, its
 * chance as a figure with a bar under it, the exact fraction, and the chance of that band or a
 * better one ("at least a Normal Success") with its own bar. The bars are drawn for the eye
 * only (empty elements); every figure is text, so nothing is told by colour or length alone.
 * Strings, so the same code renders the build-time tables and the dice tester's live ones.
 */
import { BANDS } from '../../games/wizards-tower/bands.ts';
import { bandOddsAtLeast, type BandOdds } from '../../games/wizards-tower/test-roll.ts';
import { toFractionString, toNumber, toPercent, type Fraction } from '../../lib/fraction.ts';
import { barHtml } from '../kit/odds-bar.ts';

/** A figure whose exact fraction shows on focus or tap, as the rules tables draw theirs. */
const exactFigure = (p: Fraction): string =>
  `<span class="tp-exact" tabindex="0">${toPercent(p)}<span class="tp-exact-value"> (exactly ${toFractionString(p)})</span></span>`;

/** The table's head: band, chance, exact, and the chance of at least that band. */
export const BAND_BARS_HEAD =
  '<tr><th scope="col">Band</th><th scope="col" class="num">Chance</th><th scope="col" class="num">Exact</th><th scope="col" class="num">At least this band</th></tr>';

/** The body rows for one set of odds. */
export function bandBarsRows(odds: BandOdds): string {
  const atLeast = bandOddsAtLeast(odds);
  return BANDS.map(
    (b) =>
      `<tr><th scope="row">${b.name}</th><td class="num tp-bar-cell">${toPercent(odds[b.id])}${barHtml(toNumber(odds[b.id]))}</td><td class="num">${toFractionString(odds[b.id])}</td><td class="num tp-bar-cell">${exactFigure(atLeast[b.id])}${barHtml(toNumber(atLeast[b.id]), true)}</td></tr>`,
  ).join('');
}
